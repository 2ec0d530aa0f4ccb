import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PreviewPanel } from '../../components/PreviewPanel';
import { Table, type Column } from '../../components/Table';
import type { DomainImpact, RestrictionImpact } from '../../api/restrictions';
import { IMPACT_WINDOW_DAYS, type CountrySetType } from '../../contracts/values';
import { countries } from '../../constants/countries';
import { RESTRICTIONS_UI } from '../../constants/messages/restrictions';
import { fetchRestrictionImpact, impactKey, type ImpactRequest } from '../../ducks/restrictions';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { Button } from '../../components/Button';
import { DASHBOARD_UI } from '../../constants/messages/dashboard';
import { formatCount, formatMoney } from '../dashboard/format';

const Panel = styled(PreviewPanel)`
  margin-top: 16px;
  ul {
    margin: 4px 0 8px;
  }
`;

/** The rule being edited, before it is saved: a country set's type and countries, a domain whitelist, and/or a minimum age. */
export interface ImpactRule {
  itemId?: number;
  countrySet?: { type: CountrySetType; countries: readonly string[] } | null;
  /** The whitelist as it would be saved (empty: no restriction); null or absent: no domain rule to preview. */
  domains?: readonly string[] | null;
  minAge?: number | null;
}

const WAIT_MS = 300;

/** The request for a rule, or null when there is nothing to preview. */
export function impactRequest(rule: ImpactRule): ImpactRequest | null {
  const request: ImpactRequest = {};
  if (rule.itemId !== undefined) request.item_id = String(rule.itemId);
  if (rule.countrySet) {
    request.country_set_type = rule.countrySet.type;
    request.countries = [...rule.countrySet.countries].sort().join(',');
  }
  if (rule.domains) {
    request.domain_rule = '1';
    request.domains = [...new Set(rule.domains.map((domain) => domain.trim().toLowerCase()))].sort().join(',');
  }
  if (rule.minAge !== undefined && rule.minAge !== null && rule.minAge > 0) request.min_age = String(rule.minAge);
  return request.country_set_type || request.domain_rule || request.min_age ? request : null;
}

/** The blocked buyers' revenue per currency. */
function Revenue({ rows }: { rows: RestrictionImpact['revenue'] }) {
  return (
    <>
      <p>{RESTRICTIONS_UI.impactRevenue}:</p>
      <ul aria-label={RESTRICTIONS_UI.impactRevenue}>
        {rows.map((row) => (
          <li key={row.currency}>{formatMoney(row.amount, row.currency)}</li>
        ))}
      </ul>
    </>
  );
}

const countryName = (code: string): string => (code ? (countries().find((country) => country.code === code)?.name ?? code) : RESTRICTIONS_UI.unknownCountry);

/**
 * Beyond the spec: before a geo, domain or age rule is saved, what it would block: the last 90 days' buyers and revenue
 * per currency from the countries it excludes or bought through the embedding domains it leaves out, and the customers
 * without a verified age. It follows the form as it is
 * edited (a short pause after the last change), computed by the API from its own payments and customers.
 */
/** What the preview asks for while the rule says nothing yet (never sent). */
const NOTHING: ImpactRequest = {};

export function ImpactPreview({ rule }: { rule: ImpactRule }) {
  const headingId = useId();
  // The rule arrives as a new object on every render: it is compared by its key, asked for once the key settles.
  const wanted = impactRequest(rule);
  const wantedKey = wanted ? impactKey(wanted) : '';
  const latest = useRef(wanted);
  latest.current = wanted;
  const [request, setRequest] = useState(wanted);
  useEffect(() => {
    // The same rule keeps the request it has, so the preview is not asked for twice.
    const settle = () => setRequest((asked) => (asked && latest.current && impactKey(asked) === impactKey(latest.current) ? asked : latest.current));
    const timer = setTimeout(settle, WAIT_MS);
    return () => clearTimeout(timer);
  }, [wantedKey]);
  const { view, retry } = useStoredRead(fetchRestrictionImpact, request ?? NOTHING, request !== null);
  if (!request) return null;
  const impact: RestrictionImpact | undefined = view.data;
  const domainColumns: Column<DomainImpact['excluded_domains'][number]>[] = [
    { key: 'domain', header: RESTRICTIONS_UI.impactDomainColumns.domain, render: (row) => row.domain },
    { key: 'buyers', header: RESTRICTIONS_UI.impactDomainColumns.buyers, render: (row) => formatCount(row.buyers) },
    { key: 'payments', header: RESTRICTIONS_UI.impactDomainColumns.payments, render: (row) => formatCount(row.payments) },
  ];
  const columns: Column<RestrictionImpact['excluded_countries'][number]>[] = [
    { key: 'country', header: RESTRICTIONS_UI.impactCountryColumns.country, render: (row) => countryName(row.country_iso) },
    { key: 'buyers', header: RESTRICTIONS_UI.impactCountryColumns.buyers, render: (row) => formatCount(row.buyers) },
    { key: 'payments', header: RESTRICTIONS_UI.impactCountryColumns.payments, render: (row) => formatCount(row.payments) },
  ];
  return (
    <Panel aria-labelledby={headingId} aria-live="polite" aria-busy={view.status === 'pending'}>
      <h2 id={headingId}>
        {RESTRICTIONS_UI.impactTitle} ({RESTRICTIONS_UI.impactWindow(impact?.window_days ?? IMPACT_WINDOW_DAYS)})
      </h2>
      {view.status === 'failed' && (
        <p>
          {RESTRICTIONS_UI.impactUnavailable}{' '}
          <Button $variant="link" onClick={retry}>
            {DASHBOARD_UI.retry}
          </Button>
        </p>
      )}
      {!impact && view.status !== 'failed' && <p>{RESTRICTIONS_UI.impactLoading}</p>}
      {impact && request.country_set_type && (
        <>
          {impact.buyers === 0 ? (
            <p>{RESTRICTIONS_UI.impactNone}</p>
          ) : (
            <>
              <p>{RESTRICTIONS_UI.impactBuyers(impact.buyers, impact.payments)}</p>
              <Revenue rows={impact.revenue} />
              <Table caption={RESTRICTIONS_UI.impactCountries} columns={columns} rows={impact.excluded_countries.slice(0, 10)} rowKey={(row) => row.country_iso} emptyText="" />
            </>
          )}
        </>
      )}
      {impact?.domain &&
        (impact.domain.buyers === 0 ? (
          <p>{RESTRICTIONS_UI.impactDomainNone}</p>
        ) : (
          <>
            <p>{RESTRICTIONS_UI.impactDomainBuyers(impact.domain.buyers, impact.domain.payments)}</p>
            <Revenue rows={impact.domain.revenue} />
            <Table caption={RESTRICTIONS_UI.impactDomains} columns={domainColumns} rows={impact.domain.excluded_domains.slice(0, 10)} rowKey={(row) => row.domain} emptyText="" />
          </>
        ))}
      {impact?.customers_without_verified_age !== undefined && <p>{RESTRICTIONS_UI.impactAge(impact.customers_without_verified_age, impact.customers ?? 0)}</p>}
    </Panel>
  );
}

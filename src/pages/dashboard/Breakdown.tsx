import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import type { AccountingAnalytics, CountriesAnswer, SubscriptionAnalytics } from '../../api/analytics';
import { Button } from '../../components/Button';
import { Loader } from '../../components/Loader';
import { Table, type Column } from '../../components/Table';
import { displayName } from '../../constants/countries';
import { DASHBOARD_UI } from '../../constants/messages/dashboard';
import { retryRequested, selectDashboardBreakdown } from '../../ducks/analytics';
import { formatCount, formatMoney } from './format';
import { PanelRow as Grid, SectionPanel as Panel } from './panels';

const TEXT = DASHBOARD_UI.breakdown;
const TOP_COUNTRIES = 10;

const Caption = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Amounts per currency, largest first, e.g. "EUR 1,204.50 · USD 88.00"; zero currencies left out. */
const moneyList = (amounts: readonly { currency: string; value: number }[]): string =>
  amounts
    .filter((amount) => amount.value !== 0)
    .sort((a, b) => b.value - a.value)
    .map((amount) => formatMoney(amount.value, amount.currency))
    .join(' · ') || formatMoney(0, '');

interface CountryRow {
  code: string;
  customers: number;
  sales: number;
  revenue: string;
}

export function countryRows(countries: CountriesAnswer): CountryRow[] {
  const customers = new Map(countries.customers.map((row) => [row.country_iso, row.value]));
  return countries.allSales.slice(0, TOP_COUNTRIES).map((row) => ({
    code: row.country_iso,
    customers: customers.get(row.country_iso) ?? 0,
    sales: row.value,
    revenue: moneyList(countries.revenue.filter((revenue) => revenue.country_iso === row.country_iso).map((revenue) => ({ currency: revenue.currency_iso, value: revenue.value }))),
  }));
}

const COUNTRY_COLUMNS: readonly Column<CountryRow>[] = [
  { key: 'country', header: TEXT.country, render: (row) => (row.code ? displayName(row.code) : '—') },
  { key: 'customers', header: TEXT.customers, render: (row) => formatCount(row.customers) },
  { key: 'sales', header: TEXT.sales, render: (row) => formatCount(row.sales) },
  { key: 'revenue', header: TEXT.netRevenue, render: (row) => row.revenue },
];

interface MethodRow {
  method: string;
  sales: number;
  revenue: string;
}

export const methodRows = (accounting: AccountingAnalytics): MethodRow[] =>
  Object.entries(accounting.payment_methods)
    .filter(([, figures]) => figures.total > 0)
    .sort(([, a], [, b]) => b.total - a.total)
    .map(([method, figures]) => ({
      method,
      sales: figures.total,
      revenue: moneyList(Object.entries(figures.total_amount_per_currency).map(([currency, value]) => ({ currency, value }))),
    }));

const METHOD_COLUMNS: readonly Column<MethodRow>[] = [
  { key: 'method', header: TEXT.method, render: (row) => row.method },
  { key: 'sales', header: TEXT.sales, render: (row) => formatCount(row.sales) },
  { key: 'revenue', header: TEXT.netRevenue, render: (row) => row.revenue },
];

interface StatusRow {
  status: string;
  count: number;
}

export const statusRows = (subscriptions: SubscriptionAnalytics): StatusRow[] =>
  Object.entries(subscriptions.by_action_type)
    .filter(([, count]) => count > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([status, count]) => ({ status, count }));

const STATUS_COLUMNS: readonly Column<StatusRow>[] = [
  { key: 'status', header: TEXT.status, render: (row) => TEXT.states[row.status] ?? row.status },
  { key: 'count', header: TEXT.count, render: (row) => formatCount(row.count) },
];

/**
 * The dashboard's breakdown of the range (catalogue 7.10: per country, accounting and subscription analytics): the
 * top countries, the payment methods with the distinct paying customers, and the new subscriptions by status.
 */
export function Breakdown({ figuresFailed }: { figuresFailed: boolean }) {
  const dispatch = useDispatch();
  const { countries, accounting, subscriptions, load } = useSelector(selectDashboardBreakdown);
  // The figures above stay; this part says it failed and can be read again (the dashboard's own Retry reads all).
  if (load.status === 'failed') {
    // The dashboard's own failure notice and Retry (which reads this too) already stand above.
    if (figuresFailed) return null;
    return (
      <Panel>
        <Caption>{TEXT.loadFailed}</Caption>
        <Button onClick={() => dispatch(retryRequested())}>{DASHBOARD_UI.retry}</Button>
      </Panel>
    );
  }
  if (!countries || !accounting || !subscriptions) return load.status === 'pending' ? <Loader /> : null;
  return (
    <Grid>
      <Panel aria-labelledby="breakdown-countries">
        <h2 id="breakdown-countries">{TEXT.countriesTitle}</h2>
        <Caption>{TEXT.countriesCaption}</Caption>
        <Table caption={TEXT.countriesTitle} columns={COUNTRY_COLUMNS} rows={countryRows(countries)} rowKey={(row) => row.code} emptyText={TEXT.none} />
      </Panel>
      <Panel aria-labelledby="breakdown-methods">
        <h2 id="breakdown-methods">{TEXT.methodsTitle}</h2>
        <Caption>{TEXT.methodsCaption(formatCount(accounting.unique_paying_customers))}</Caption>
        <Table caption={TEXT.methodsTitle} columns={METHOD_COLUMNS} rows={methodRows(accounting)} rowKey={(row) => row.method} emptyText={TEXT.none} />
      </Panel>
      <Panel aria-labelledby="breakdown-subscriptions">
        <h2 id="breakdown-subscriptions">{TEXT.subscriptionsTitle}</h2>
        <Caption>{TEXT.subscriptionsCaption(formatCount(subscriptions.total))}</Caption>
        <Table caption={TEXT.subscriptionsTitle} columns={STATUS_COLUMNS} rows={statusRows(subscriptions)} rowKey={(row) => row.status} emptyText={TEXT.none} />
      </Panel>
    </Grid>
  );
}

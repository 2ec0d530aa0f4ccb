import styled from 'styled-components';
import type { CurrencyRevenue, TopAsset, TopCustomer } from '../../api/analytics';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { DASHBOARD, DASHBOARD_UI } from '../../constants/messages/dashboard';
import { TABLES } from '../../constants/messages/lists';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { formatCount, formatMoney } from './format';
import { PanelRow as Row, SectionPanel as Panel } from './panels';
import { Tooltip } from './Tooltip';

const TileName = styled.p`
  margin: 0 0 4px;
  font-size: 18px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ol`
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 24px 1fr auto auto;
    gap: 8px;
    align-items: baseline;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Rank = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Tile({ title, name, detail }: { title: string; name: string | undefined; detail: string | undefined }) {
  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      <TileName>{name || TABLES.notApplicable}</TileName>
      {detail && <Muted>{detail}</Muted>}
    </Panel>
  );
}

interface Entry {
  id: number;
  name: string;
  href: string;
  count: number;
  revenues: CurrencyRevenue[];
}

function RevenueTooltip({ name, revenues }: { name: string; revenues: CurrencyRevenue[] }) {
  if (revenues.length === 0) return <span />;
  return (
    <Tooltip label={DASHBOARD_UI.revenue} triggerName={DASHBOARD_UI.revenueOf(name)}>
      {revenues.map((revenue) => (
        <span key={revenue.currency_iso} style={{ display: 'block' }}>
          {formatMoney(revenue.total_earned_amount, revenue.currency_iso)}
        </span>
      ))}
    </Tooltip>
  );
}

function TopFive({ title, entries, unit, seeAll }: { title: string; entries: Entry[]; unit: string; seeAll: string }) {
  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      {entries.length === 0 ? (
        <Muted>{DASHBOARD.noData}</Muted>
      ) : (
        <List>
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <Rank aria-hidden="true">{index + 1}.</Rank>
              <RouteLink to={entry.href} fallback={<span>{entry.name}</span>}>
                {entry.name}
              </RouteLink>
              <span>
                {formatCount(entry.count)}
                <VisuallyHidden> {unit}</VisuallyHidden>
              </span>
              <RevenueTooltip name={entry.name} revenues={entry.revenues} />
            </li>
          ))}
        </List>
      )}
      <RouteLink to={seeAll} fallback={null}>
        {DASHBOARD.seeAll}
      </RouteLink>
    </Panel>
  );
}

const customerName = (customer: TopCustomer): string => customer.full_name || customer.email;

/** The Top Customer and Top Asset tiles, then the top-five lists. */
export function TopLists({ customers, assets }: { customers: TopCustomer[]; assets: TopAsset[] }) {
  const topCustomer = customers[0];
  const topAsset = assets[0];
  return (
    <>
      <Row>
        <Tile
          title={DASHBOARD_UI.topCustomer}
          name={topCustomer && customerName(topCustomer)}
          detail={topCustomer && DASHBOARD.numberOfPayments(formatCount(topCustomer.number_of_payments))}
        />
        <Tile
          title={DASHBOARD_UI.topAsset}
          name={topAsset?.title}
          detail={topAsset && DASHBOARD.numberOfPurchases(formatCount(topAsset.number_of_purchases))}
        />
      </Row>
      <Row>
        <TopFive
          title={DASHBOARD_UI.topCustomers}
          unit={DASHBOARD_UI.payments}
          seeAll={PATHS.audience}
          entries={customers.map((c) => ({
            id: c.id,
            name: customerName(c),
            href: PATHS.customerDetails(c.id),
            count: c.number_of_payments,
            revenues: c.revenues,
          }))}
        />
        <TopFive
          title={DASHBOARD_UI.topAssets}
          unit={DASHBOARD_UI.purchases}
          seeAll={PATHS.assets}
          entries={assets.map((a) => ({
            id: a.id,
            name: a.title,
            href: PATHS.assetDetails(a.id),
            count: a.number_of_purchases,
            revenues: a.revenues,
          }))}
        />
      </Row>
    </>
  );
}

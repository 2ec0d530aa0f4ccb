import { useId } from 'react';
import styled from 'styled-components';
import { Table, type Column } from '../../../components/Table';
import { DASHBOARD } from '../../../constants/messages/dashboard';
import { ADMIN_DASHBOARD_UI } from '../../../constants/messages/adminDashboard';
import type { TopMerchant } from '../../../api/adminDashboard';
import { ADMIN_MERCHANT_PATHS } from '../../../routes/admin/merchantPaths';
import { RouteLink } from '../../../routes/RouteLink';
import { formatCount, formatMoney } from '../../dashboard/format';
import { Panel } from '../../dashboard/DashboardFigures';

const { columns } = ADMIN_DASHBOARD_UI;

const COLUMNS: readonly Column<TopMerchant & { rank: number }>[] = [
  { key: 'rank', header: columns.rank, width: '64px', render: (row) => row.rank },
  {
    key: 'merchant',
    header: columns.merchant,
    render: (row) => (
      <RouteLink area="admin" to={ADMIN_MERCHANT_PATHS.edit(row.id)}>
        {row.name}
      </RouteLink>
    ),
  },
  { key: 'payments', header: columns.payments, render: (row) => formatCount(row.number_of_payments) },
  {
    key: 'revenue',
    header: columns.revenue,
    render: (row) =>
      row.revenues.map((revenue) => (
        <span key={revenue.currency_iso} style={{ display: 'block' }}>
          {formatMoney(revenue.total_earned_amount, revenue.currency_iso)}
        </span>
      )),
  },
];

const Heading = styled.h2`
  margin: 0 0 8px;
  font-size: 15px;
`;

/** The merchants with the most sales in the range, each linked to its edit screen where that exists. */
export function TopMerchants({ merchants }: { merchants: readonly TopMerchant[] }) {
  const headingId = useId();
  return (
    <Panel as="section" aria-labelledby={headingId}>
      <Heading id={headingId}>{ADMIN_DASHBOARD_UI.topMerchants}</Heading>
      <Table
        caption={ADMIN_DASHBOARD_UI.topMerchants}
        columns={COLUMNS}
        rows={merchants.map((merchant, index) => ({ ...merchant, rank: index + 1 }))}
        rowKey={(row) => row.id}
        emptyText={DASHBOARD.noData}
      />
    </Panel>
  );
}

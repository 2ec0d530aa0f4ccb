import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import type { Payment, PaymentsQuery } from '../../api/payments';
import { SelectField } from '../../components/form';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { ExportAndViews } from '../../components/list/ExportAndViews';
import { apiDates } from '../../components/list/listDates';
import { ListToolbar } from '../../components/list/ListLayout';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { SearchFilter } from '../../components/list/SearchFilter';
import { toApiQuery, useListQuery, type ListDefaults, type ListQuery } from '../../components/list/useListQuery';
import { Table, type Column } from '../../components/Table';
import { PAYMENTS_UI, TABLES } from '../../constants/messages/lists';
import { PAYMENT_COLUMNS, PAYMENT_TITLE_MAX, PAYMENTS_PAGE_SIZE, paymentAmount, paymentCountry, paymentTypeLabel, truncate, utcTableDate } from '../../constants/payments';
import { exportPayments, fetchPayments } from '../../ducks/payments';
import { useRequest } from '../../ducks/requests/hooks';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { PaymentInsights } from './PaymentInsights';

const LIST = 'payments';
export const PAYMENTS_LIST_DEFAULTS: ListDefaults = { size: PAYMENTS_PAGE_SIZE, field: 'consumerEmail', type: 'all' };

export const PAYMENT_SEARCH_FIELDS = [
  { value: 'consumerEmail', label: PAYMENT_COLUMNS.email },
  { value: 'itemTitle', label: PAYMENT_COLUMNS.title },
  { value: 'trxToken', label: PAYMENTS_UI.transactionToken },
  { value: 'country', label: PAYMENT_COLUMNS.country },
] as const;

const TYPES = ['charge', 'recurrent', 'refund', 'donation', 'gift-payment', 'store-payment', 'pending'];
export const PAYMENT_TYPE_OPTIONS = [{ value: 'all', label: PAYMENTS_UI.allTypes }, ...TYPES.map((type) => ({ value: type, label: paymentTypeLabel(type) }))];

const Refund = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Where a payments table links to (the merchant's screens or the admin console's). */
export interface PaymentListLinks {
  payment: (trxToken: string) => string;
  customer: (id: number) => string;
  subscription: (id: string) => string;
}

/** The payments table's columns, shared by the merchant's list and platform staff's. */
export const paymentColumns = <P extends Payment>(links: PaymentListLinks): Column<P>[] => [
  { key: 'title', header: PAYMENT_COLUMNS.title, render: (p) => <span title={p.itemTitle}>{truncate(p.itemTitle, PAYMENT_TITLE_MAX)}</span> },
  {
    key: 'type',
    header: PAYMENT_COLUMNS.type,
    // A rebill links to its subscription's details.
    render: (p) => {
      const type = paymentTypeLabel(p.actionType);
      return p.subscriptionId ? (
        <RouteLink to={links.subscription(p.subscriptionId)} label={PAYMENTS_UI.subscriptionOf(type, p.trxToken)}>
          {type}
        </RouteLink>
      ) : (
        type
      );
    },
  },
  {
    key: 'amount',
    header: PAYMENT_COLUMNS.amount,
    render: (p) => {
      const text = paymentAmount(p.actionType, p.chargedAmount, p.currencyIso);
      return p.actionType === 'refund' ? <Refund>{text}</Refund> : text;
    },
  },
  { key: 'email', header: PAYMENT_COLUMNS.email, render: (p) => <RouteLink to={links.customer(p.consumerId)}>{p.consumerEmail}</RouteLink> },
  { key: 'country', header: PAYMENT_COLUMNS.country, render: (p) => paymentCountry(p.country) },
  { key: 'createdAt', header: PAYMENT_COLUMNS.createdAt, render: (p) => utcTableDate(p.timestamp) },
  {
    key: 'details',
    header: PAYMENTS_UI.details,
    render: (p) => (
      <RouteLink to={links.payment(p.trxToken)} label={PAYMENTS_UI.detailsOf(p.trxToken)}>
        →
      </RouteLink>
    ),
  },
];

const COLUMNS = paymentColumns<Payment>({ payment: PATHS.paymentDetails, customer: PATHS.customerDetails, subscription: PATHS.subscriptionDetails });

/** The API request of a payments list's URL query (`all` types is no type; the date range as UTC days). */
export function paymentsRequest(query: ListQuery): PaymentsQuery {
  const { order: _order, status: _status, ...api } = toApiQuery(query);
  return { ...api, ...(api.type === 'all' ? { type: undefined } : {}), ...apiDates(query) };
}

/** /transactions/payments: the merchant's payments, filtered through the URL, exportable, with saved views. */
export default function PaymentsPage() {
  const dispatch = useDispatch();
  const { query, update, queryString, applyQueryString } = useListQuery(PAYMENTS_LIST_DEFAULTS);
  const request = useMemo(() => paymentsRequest(query), [query]);
  const { load, rows, total, retry } = usePagedRead(fetchPayments, request);
  // The insights are analytics figures.
  const canSeeInsights = !useCan().isDisabled('analytics');
  const exporting = useRequest(exportPayments).status === 'pending';

  const { page: _page, size: _size, ...filter } = request;

  return (
    <section>
      <h1>{PAYMENTS_UI.title}</h1>
      <ListToolbar>
        <SearchFilter fields={PAYMENT_SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <SelectField name="payment-type" label={PAYMENT_COLUMNS.type} options={PAYMENT_TYPE_OPTIONS} value={query.type} onChange={(event) => update({ type: event.target.value })} />
        <DateRangeFilter dates={query} onChange={update} />
        <ExportAndViews list={LIST} exporting={exporting} onExport={() => dispatch(exportPayments.request(filter))} queryString={queryString} onOpen={applyQueryString} />
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={PAYMENTS_UI.loadFailed}>
        <Table caption={PAYMENTS_UI.title} columns={COLUMNS} rows={rows ?? []} rowKey={(p) => p.paymentHistoryId} emptyText={TABLES.noEntries('payments')} />
        <ListPager total={total} page={query.page} size={query.size} entries="payments" onPage={(page) => update({ page })} />
      </LoadState>
      {canSeeInsights && <PaymentInsights />}
    </section>
  );
}

import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { AdminPayment, AdminPaymentsQuery } from '../../../api/adminLists';
import { SelectField } from '../../../components/form';
import { DateRangeFilter } from '../../../components/list/DateRangeFilter';
import { ExportAndViews } from '../../../components/list/ExportAndViews';
import { ListToolbar } from '../../../components/list/ListLayout';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { SearchFilter } from '../../../components/list/SearchFilter';
import { useListQuery } from '../../../components/list/useListQuery';
import { Table } from '../../../components/Table';
import { ADMIN_LISTS_UI } from '../../../constants/messages/adminLists';
import { PAYMENTS_UI, TABLES } from '../../../constants/messages/lists';
import { PAYMENT_COLUMNS } from '../../../constants/payments';
import { exportAdminPayments, fetchAdminPayments } from '../../../ducks/adminLists';
import { useRequest } from '../../../ducks/requests/hooks';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { ADMIN_LIST_LINKS } from '../../../routes/admin/listPaths';
import { PAYMENT_SEARCH_FIELDS, PAYMENT_TYPE_OPTIONS, PAYMENTS_LIST_DEFAULTS, paymentColumns, paymentsRequest } from '../../transactions/PaymentsPage';
import { MerchantFilter, merchantColumn, merchantParam } from './MerchantFilter';

const COLUMNS = [merchantColumn<AdminPayment>(), ...paymentColumns<AdminPayment>(ADMIN_LIST_LINKS)];

/** /admin/payments: every merchant's payments or one merchant's, with the merchant list's filters, export and saved views. */
export default function AdminPaymentsPage() {
  const dispatch = useDispatch();
  const { query, update, queryString, applyQueryString } = useListQuery(PAYMENTS_LIST_DEFAULTS);
  const request = useMemo((): AdminPaymentsQuery => ({ ...paymentsRequest(query), ...merchantParam(query.merchant) }), [query]);
  const { load, rows, total, retry } = usePagedRead(fetchAdminPayments, request);
  const exporting = useRequest(exportAdminPayments).status === 'pending';
  const { page: _page, size: _size, ...filter } = request;
  return (
    <section>
      <h1>{ADMIN_LISTS_UI.paymentsTitle}</h1>
      <ListToolbar>
        <MerchantFilter value={query.merchant} onChange={(merchant) => update({ merchant })} />
        <SearchFilter fields={PAYMENT_SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <SelectField name="payment-type" label={PAYMENT_COLUMNS.type} options={PAYMENT_TYPE_OPTIONS} value={query.type} onChange={(event) => update({ type: event.target.value })} />
        <DateRangeFilter dates={query} onChange={update} />
        <ExportAndViews list="payments" exporting={exporting} onExport={() => dispatch(exportAdminPayments.request(filter))} queryString={queryString} onOpen={applyQueryString} />
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={PAYMENTS_UI.loadFailed}>
        <Table caption={ADMIN_LISTS_UI.paymentsTitle} columns={COLUMNS} rows={rows ?? []} rowKey={(p) => p.paymentHistoryId} emptyText={TABLES.noEntries('payments')} />
        <ListPager total={total} page={query.page} size={query.size} entries="payments" onPage={(page) => update({ page })} />
      </LoadState>
    </section>
  );
}

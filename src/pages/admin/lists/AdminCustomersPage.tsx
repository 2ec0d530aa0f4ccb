import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { AdminCustomer, AdminCustomersRequest } from '../../../api/adminLists';
import { Checkbox, SelectField } from '../../../components/form';
import { ExportAndViews } from '../../../components/list/ExportAndViews';
import { ListToolbar } from '../../../components/list/ListLayout';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { SearchFilter } from '../../../components/list/SearchFilter';
import { useListQuery } from '../../../components/list/useListQuery';
import { Table } from '../../../components/Table';
import { ADMIN_LISTS_UI } from '../../../constants/messages/adminLists';
import { AUDIENCE_UI } from '../../../constants/messages/audience';
import { TABLES } from '../../../constants/messages/lists';
import { exportAdminCustomers, fetchAdminCustomers } from '../../../ducks/adminLists';
import { useRequest } from '../../../ducks/requests/hooks';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { ADMIN_LIST_PATHS } from '../../../routes/admin/listPaths';
import { CUSTOMER_SEARCH_FIELDS, CUSTOMER_STATUS_OPTIONS, CUSTOMERS_LIST_DEFAULTS, customerColumns, customersFilter } from '../../audience/CustomersPage';
import { MerchantFilter, merchantColumn, merchantParam } from './MerchantFilter';

const COLUMNS = [merchantColumn<AdminCustomer>(), ...customerColumns<AdminCustomer>(ADMIN_LIST_PATHS.customer)];

/** /admin/audience: every merchant's customers or one merchant's, with the merchant list's filters, export and saved views. */
export default function AdminCustomersPage() {
  const dispatch = useDispatch();
  const { query, update, queryString, applyQueryString } = useListQuery(CUSTOMERS_LIST_DEFAULTS);
  const filter = useMemo(() => ({ ...customersFilter(query), ...merchantParam(query.merchant) }), [query]);
  const request = useMemo((): AdminCustomersRequest => ({ page: query.page, size: query.size, ...filter }), [query.page, query.size, filter]);
  const { load, rows, total, retry } = usePagedRead(fetchAdminCustomers, request);
  const exporting = useRequest(exportAdminCustomers).status === 'pending';
  return (
    <section>
      <h1>{ADMIN_LISTS_UI.audienceTitle}</h1>
      <ListToolbar>
        <MerchantFilter value={query.merchant} onChange={(merchant) => update({ merchant })} />
        <SearchFilter fields={CUSTOMER_SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <SelectField name="customer-status" label={AUDIENCE_UI.status} options={CUSTOMER_STATUS_OPTIONS} value={query.status} onChange={(event) => update({ status: event.target.value })} />
        <Checkbox name="paying-only" label={AUDIENCE_UI.payingOnly} checked={query.type === 'paying'} onChange={(event) => update({ type: event.target.checked ? 'paying' : 'all' })} />
        <ExportAndViews list="customers" exporting={exporting} onExport={() => dispatch(exportAdminCustomers.request(filter))} queryString={queryString} onOpen={applyQueryString} />
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={ADMIN_LISTS_UI.audienceTitle} columns={COLUMNS} rows={rows ?? []} rowKey={(customer) => customer.id} emptyText={TABLES.noEntries(AUDIENCE_UI.entries)} />
        <ListPager total={total} page={query.page} size={query.size} entries={AUDIENCE_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
    </section>
  );
}

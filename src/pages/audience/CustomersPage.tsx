import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import type { CustomerSummary, CustomersRequest } from '../../api/audience';
import { Checkbox, SelectField } from '../../components/form';
import { ExportAndViews } from '../../components/list/ExportAndViews';
import { ListToolbar } from '../../components/list/ListLayout';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { SearchFilter } from '../../components/list/SearchFilter';
import { useListQuery, type ListDefaults, type ListQuery } from '../../components/list/useListQuery';
import { Table, type Column } from '../../components/Table';
import { CUSTOMER_COLUMNS, AUDIENCE_UI } from '../../constants/messages/audience';
import { TABLES } from '../../constants/messages/lists';
import { paymentCountry, utcTableDate } from '../../constants/payments';
import { CUSTOMERS_PAGE_SIZE } from '../../contracts/values';
import { exportCustomers, fetchCustomers } from '../../ducks/audience';
import { useRequest } from '../../ducks/requests/hooks';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';

const LIST = 'customers';
// `status` holds active/inactive; `type` holds 'paying' when only paying customers are listed.
export const CUSTOMERS_LIST_DEFAULTS: ListDefaults = { size: CUSTOMERS_PAGE_SIZE, field: 'email', status: 'active', type: 'all' };
export const CUSTOMER_SEARCH_FIELDS = [{ value: 'email', label: AUDIENCE_UI.searchField }] as const;
export const CUSTOMER_STATUS_OPTIONS = [
  { value: 'active', label: AUDIENCE_UI.active },
  { value: 'inactive', label: AUDIENCE_UI.inactive },
];

/** The customers table's columns, linking each customer to its details (the merchant's screen or the admin console's). */
export const customerColumns = <C extends CustomerSummary>(details: (id: number) => string): Column<C>[] => [
  { key: 'email', header: CUSTOMER_COLUMNS.email, render: (customer) => <RouteLink to={details(customer.id)}>{customer.email}</RouteLink> },
  { key: 'name', header: CUSTOMER_COLUMNS.name, render: (customer) => customer.full_name },
  { key: 'country', header: CUSTOMER_COLUMNS.country, render: (customer) => paymentCountry(customer.country) },
  { key: 'payments', header: CUSTOMER_COLUMNS.payments, render: (customer) => String(customer.number_of_payments) },
  { key: 'registered', header: CUSTOMER_COLUMNS.registered, render: (customer) => utcTableDate(customer.created_at) },
  { key: 'lastLogin', header: CUSTOMER_COLUMNS.lastLogin, render: (customer) => (customer.last_login ? utcTableDate(customer.last_login) : AUDIENCE_UI.never) },
];

const COLUMNS = customerColumns<CustomerSummary>(PATHS.customerDetails);

/** The customers filter of a list's URL query (status, search, paying only), as the list and its export send it. */
export const customersFilter = (query: ListQuery) => ({
  active: query.status === 'inactive' ? ('false' as const) : ('true' as const),
  ...(query.keyword.trim() ? { search: query.keyword.trim() } : {}),
  ...(query.type === 'paying' ? { paying_customers: 'true' as const } : {}),
  order: 'createdAt' as const,
});

/** /audience: the customers (15 a page, newest first), active or not, paying only, searched; exportable, with saved views. */
export default function CustomersPage() {
  const dispatch = useDispatch();
  const { query, update, queryString, applyQueryString } = useListQuery(CUSTOMERS_LIST_DEFAULTS);
  const filter = useMemo(() => customersFilter(query), [query]);
  const request = useMemo((): CustomersRequest => ({ page: query.page, size: query.size, ...filter }), [query.page, query.size, filter]);
  const { load, rows, total, retry } = usePagedRead(fetchCustomers, request);
  const exporting = useRequest(exportCustomers).status === 'pending';

  return (
    <section>
      <h1>{AUDIENCE_UI.title}</h1>
      <ListToolbar>
        <SearchFilter fields={CUSTOMER_SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <SelectField name="customer-status" label={AUDIENCE_UI.status} options={CUSTOMER_STATUS_OPTIONS} value={query.status} onChange={(event) => update({ status: event.target.value })} />
        <Checkbox name="paying-only" label={AUDIENCE_UI.payingOnly} checked={query.type === 'paying'} onChange={(event) => update({ type: event.target.checked ? 'paying' : 'all' })} />
        <ExportAndViews list={LIST} exporting={exporting} onExport={() => dispatch(exportCustomers.request(filter))} queryString={queryString} onOpen={applyQueryString} />
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={AUDIENCE_UI.title} columns={COLUMNS} rows={rows ?? []} rowKey={(customer) => customer.id} emptyText={TABLES.noEntries(AUDIENCE_UI.entries)} />
        <ListPager total={total} page={query.page} size={query.size} entries={AUDIENCE_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
    </section>
  );
}

import { useMemo } from 'react';
import type { AdminAccess, AdminAccessesRequest } from '../../../api/adminLists';
import { SelectField } from '../../../components/form';
import { ListToolbar } from '../../../components/list/ListLayout';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { SearchFilter } from '../../../components/list/SearchFilter';
import { useListQuery, type ListDefaults } from '../../../components/list/useListQuery';
import { Table, type Column } from '../../../components/Table';
import { ADMIN_LISTS_UI } from '../../../constants/messages/adminLists';
import { TABLES } from '../../../constants/messages/lists';
import { utcTableDate } from '../../../constants/payments';
import { CUSTOMER_ACCESS_TYPES, type CustomerAccessType } from '../../../contracts/values';
import { fetchAdminAccesses } from '../../../ducks/adminLists';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { ADMIN_LIST_PATHS } from '../../../routes/admin/listPaths';
import { RouteLink } from '../../../routes/RouteLink';
import { MerchantFilter, merchantColumn, merchantParam } from './MerchantFilter';

const DEFAULTS: ListDefaults = { size: 15, field: 'email', status: 'active', type: 'all' };
const SEARCH_FIELDS = [{ value: 'email', label: ADMIN_LISTS_UI.searchEmail }] as const;
const STATUS_OPTIONS = (['active', 'inactive'] as const).map((value) => ({ value, label: ADMIN_LISTS_UI.accessStatuses[value] }));
const TYPE_OPTIONS = [{ value: 'all', label: ADMIN_LISTS_UI.allAccessTypes }, ...CUSTOMER_ACCESS_TYPES.map((value) => ({ value, label: value }))];
const { accessColumns } = ADMIN_LISTS_UI;

const COLUMNS: readonly Column<AdminAccess>[] = [
  merchantColumn<AdminAccess>(),
  { key: 'customer', header: accessColumns.customer, render: (row) => <RouteLink to={ADMIN_LIST_PATHS.customer(row.customer_id)}>{row.consumer_email}</RouteLink> },
  { key: 'item', header: accessColumns.item, render: (row) => row.itemTitle },
  { key: 'type', header: accessColumns.type, render: (row) => row.type },
  { key: 'granted', header: accessColumns.granted, render: (row) => utcTableDate(row.createdAt) },
  { key: 'expires', header: accessColumns.expires, render: (row) => (row.expiresAt ? utcTableDate(row.expiresAt) : ADMIN_LISTS_UI.neverExpires) },
];

/** /admin/access: the customers' accesses of every merchant or one, active or not, by type and e-mail. */
export default function AdminAccessPage() {
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo(
    (): AdminAccessesRequest => ({
      page: query.page,
      size: query.size,
      status: query.status === 'inactive' ? 'inactive' : 'active',
      ...(query.type && query.type !== 'all' ? { type: query.type as CustomerAccessType } : {}),
      ...(query.keyword.trim() ? { search: query.keyword.trim() } : {}),
      ...merchantParam(query.merchant),
    }),
    [query],
  );
  const { load, rows, total, retry } = usePagedRead(fetchAdminAccesses, request);
  return (
    <section>
      <h1>{ADMIN_LISTS_UI.accessTitle}</h1>
      <ListToolbar>
        <MerchantFilter value={query.merchant} onChange={(merchant) => update({ merchant })} />
        <SearchFilter fields={SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <SelectField name="access-status" label={ADMIN_LISTS_UI.accessStatus} options={STATUS_OPTIONS} value={query.status} onChange={(event) => update({ status: event.target.value })} />
        <SelectField name="access-type" label={ADMIN_LISTS_UI.accessType} options={TYPE_OPTIONS} value={query.type} onChange={(event) => update({ type: event.target.value })} />
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={ADMIN_LISTS_UI.accessTitle} columns={COLUMNS} rows={rows ?? []} rowKey={(row) => row.itemAccessId} emptyText={TABLES.noEntries(ADMIN_LISTS_UI.accessEntries)} />
        <ListPager total={total} page={query.page} size={query.size} entries={ADMIN_LISTS_UI.accessEntries} onPage={(page) => update({ page })} />
      </LoadState>
    </section>
  );
}

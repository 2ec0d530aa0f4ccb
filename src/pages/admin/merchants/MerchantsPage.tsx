import { useMemo } from 'react';
import styled from 'styled-components';
import type { AdminMerchant, MerchantsRequest } from '../../../api/adminMerchants';
import { ListToolbar } from '../../../components/list/ListLayout';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { SearchFilter } from '../../../components/list/SearchFilter';
import { toApiQuery, useListQuery, type ListDefaults } from '../../../components/list/useListQuery';
import { Table, type Column } from '../../../components/Table';
import { MERCHANTS_UI } from '../../../constants/messages/adminMerchants';
import { utcTableDate } from '../../../constants/payments';
import { MERCHANT_SEARCH_FIELDS, MERCHANTS_PAGE_SIZE } from '../../../contracts/values';
import { fetchMerchants } from '../../../ducks/adminMerchants';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { ADMIN_MERCHANT_PATHS } from '../../../routes/admin/merchantPaths';
import { RouteLink } from '../../../routes/RouteLink';
import { LoginAsButton } from '../impersonation/LoginAsButton';

const DEFAULTS: ListDefaults = { size: MERCHANTS_PAGE_SIZE, field: 'any' };
const SEARCH_FIELDS = MERCHANT_SEARCH_FIELDS.map((field) => ({ value: field, label: MERCHANTS_UI.searchFields[field] }));

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const COLUMNS: readonly Column<AdminMerchant>[] = [
  { key: 'name', header: MERCHANTS_UI.columns.name, render: (m) => m.name },
  { key: 'email', header: MERCHANTS_UI.columns.email, render: (m) => m.email },
  { key: 'uuid', header: MERCHANTS_UI.columns.uuid, render: (m) => m.uuid },
  { key: 'master', header: MERCHANTS_UI.columns.master, render: (m) => (m.master ? MERCHANTS_UI.yes : MERCHANTS_UI.no) },
  { key: 'clients', header: MERCHANTS_UI.columns.clients, render: (m) => m.clients },
  { key: 'createdAt', header: MERCHANTS_UI.columns.createdAt, render: (m) => utcTableDate(m.created_at) },
  {
    key: 'actions',
    header: MERCHANTS_UI.columns.actions,
    render: (m) => (
      <Actions>
        <RouteLink area="admin" to={ADMIN_MERCHANT_PATHS.edit(m.id)} label={MERCHANTS_UI.editOf(m.name)}>
          {MERCHANTS_UI.edit}
        </RouteLink>
        <RouteLink area="admin" to={ADMIN_MERCHANT_PATHS.relatedAccounts(m.id)} label={MERCHANTS_UI.relatedAccountsOf(m.name)}>
          {MERCHANTS_UI.relatedAccounts}
        </RouteLink>
        <LoginAsButton merchantId={m.id} merchantName={m.name} />
      </Actions>
    ),
  },
];

/** /admin/merchants: every merchant of the platform, searched by name, e-mail or uuid, the search and page in the URL. */
export default function MerchantsPage() {
  const { query, update } = useListQuery(DEFAULTS);
  const request = useMemo((): MerchantsRequest => {
    const { page, size, search } = toApiQuery(query);
    return { page, size, ...(search ? { search } : {}) };
  }, [query]);
  const { load, rows, total, retry } = usePagedRead(fetchMerchants, request);
  return (
    <section>
      <h1>{MERCHANTS_UI.title}</h1>
      <ListToolbar>
        <SearchFilter fields={SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={MERCHANTS_UI.loadFailed}>
        <Table caption={MERCHANTS_UI.title} columns={COLUMNS} rows={rows ?? []} rowKey={(m) => m.id} emptyText={MERCHANTS_UI.noMerchants} />
        <ListPager total={total} page={query.page} size={query.size} entries={MERCHANTS_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
    </section>
  );
}

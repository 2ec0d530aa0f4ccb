import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { MerchantClient } from '../../../api/adminMerchants';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { useListQuery, type ListDefaults } from '../../../components/list/useListQuery';
import { Table, type Column } from '../../../components/Table';
import { RELATED_ACCOUNTS_UI } from '../../../constants/messages/adminMerchants';
import { utcTableDate } from '../../../constants/payments';
import { CLIENTS_PAGE_SIZE } from '../../../contracts/values';
import { fetchClients, fetchMerchant } from '../../../ducks/adminMerchants';
import { usePagedRead, useStoredRead } from '../../../ducks/requests/readHooks';
import { ADMIN_MERCHANT_PATHS } from '../../../routes/admin/merchantPaths';
import { RouteLink } from '../../../routes/RouteLink';

const DEFAULTS: ListDefaults = { size: CLIENTS_PAGE_SIZE, field: '', sizes: [CLIENTS_PAGE_SIZE] };
const { columns } = RELATED_ACCOUNTS_UI;

const COLUMNS: readonly Column<MerchantClient>[] = [
  {
    key: 'merchant',
    header: columns.merchant,
    render: (c) => (
      <RouteLink area="admin" to={ADMIN_MERCHANT_PATHS.edit(c.merchant_id)}>
        {c.merchant_name}
      </RouteLink>
    ),
  },
  { key: 'email', header: columns.email, render: (c) => c.email },
  { key: 'fullName', header: columns.fullName, render: (c) => c.full_name },
  { key: 'scopes', header: columns.scopes, render: (c) => (c.scopes.length ? c.scopes.join(', ') : RELATED_ACCOUNTS_UI.noScopes) },
  { key: 'status', header: columns.status, render: (c) => (c.active ? RELATED_ACCOUNTS_UI.active : RELATED_ACCOUNTS_UI.inactive) },
  { key: 'createdAt', header: columns.createdAt, render: (c) => utcTableDate(c.created_at) },
];

/** /admin/merchants/{id}/related-accounts: the merchant's followers ("clients"), 10 a page, oldest first. */
export default function RelatedAccountsPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { query, update } = useListQuery(DEFAULTS);
  const { view: merchant } = useStoredRead(fetchMerchant, useMemo(() => ({ id }), [id]));
  const { load, rows, total, retry } = usePagedRead(fetchClients, useMemo(() => ({ id, page: query.page }), [id, query.page]));
  const name = merchant.data?.name;
  return (
    <section>
      <h1>{name ? RELATED_ACCOUNTS_UI.titleOf(name) : RELATED_ACCOUNTS_UI.title}</h1>
      <p>
        <RouteLink area="admin" to={ADMIN_MERCHANT_PATHS.edit(id)}>
          {RELATED_ACCOUNTS_UI.backToMerchant}
        </RouteLink>
      </p>
      {name && <p>{RELATED_ACCOUNTS_UI.intro(name)}</p>}
      <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={RELATED_ACCOUNTS_UI.loadFailed}>
        <Table caption={RELATED_ACCOUNTS_UI.title} columns={COLUMNS} rows={rows ?? []} rowKey={(c) => c.account_id} emptyText={RELATED_ACCOUNTS_UI.empty} />
        <ListPager total={total} page={query.page} size={CLIENTS_PAGE_SIZE} entries={RELATED_ACCOUNTS_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
    </section>
  );
}

import { useMemo } from 'react';
import type { AdminSubscription, AdminSubscriptionsRequest } from '../../../api/adminLists';
import { SelectField } from '../../../components/form';
import { DateRangeFilter } from '../../../components/list/DateRangeFilter';
import { ListToolbar } from '../../../components/list/ListLayout';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { SearchFilter } from '../../../components/list/SearchFilter';
import { useListQuery } from '../../../components/list/useListQuery';
import { Table } from '../../../components/Table';
import { ADMIN_LISTS_UI } from '../../../constants/messages/adminLists';
import { SUBSCRIPTIONS_UI } from '../../../constants/messages/audience';
import { TABLES } from '../../../constants/messages/lists';
import { fetchAdminSubscriptions } from '../../../ducks/adminLists';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { ADMIN_LIST_LINKS } from '../../../routes/admin/listPaths';
import { SUBSCRIPTION_SEARCH_FIELDS, SUBSCRIPTION_TYPE_OPTIONS, SUBSCRIPTIONS_LIST_DEFAULTS, subscriptionColumns, subscriptionsRequest } from '../../transactions/SubscriptionsPage';
import { MerchantFilter, merchantColumn, merchantParam } from './MerchantFilter';

const COLUMNS = [merchantColumn<AdminSubscription>(), ...subscriptionColumns<AdminSubscription>(ADMIN_LIST_LINKS)];

/** /admin/subscriptions: every merchant's subscriptions or one merchant's, by action type and search. */
export default function AdminSubscriptionsPage() {
  const { query, update } = useListQuery(SUBSCRIPTIONS_LIST_DEFAULTS);
  const request = useMemo((): AdminSubscriptionsRequest => ({ ...subscriptionsRequest(query), ...merchantParam(query.merchant) }), [query]);
  const { load, rows, total, retry } = usePagedRead(fetchAdminSubscriptions, request);
  return (
    <section>
      <h1>{ADMIN_LISTS_UI.subscriptionsTitle}</h1>
      <ListToolbar>
        <MerchantFilter value={query.merchant} onChange={(merchant) => update({ merchant })} />
        <SearchFilter fields={SUBSCRIPTION_SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <SelectField name="subscription-action-type" label={SUBSCRIPTIONS_UI.actionType} options={SUBSCRIPTION_TYPE_OPTIONS} value={query.type} onChange={(event) => update({ type: event.target.value })} />
        <DateRangeFilter dates={query} onChange={update} />
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={ADMIN_LISTS_UI.subscriptionsTitle} columns={COLUMNS} rows={rows ?? []} rowKey={(row) => row.subscriptionId} emptyText={TABLES.noEntries(SUBSCRIPTIONS_UI.entries)} />
        <ListPager total={total} page={query.page} size={query.size} entries={SUBSCRIPTIONS_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
    </section>
  );
}

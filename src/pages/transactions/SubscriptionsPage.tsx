import { useMemo } from 'react';
import type { Subscription, SubscriptionCountry, SubscriptionPeriod, SubscriptionsRequest, SubscriptionStatusGroup } from '../../api/audience';
import { SelectField } from '../../components/form';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { ListToolbar } from '../../components/list/ListLayout';
import { apiDates } from '../../components/list/listDates';
import { ListPager } from '../../components/list/ListPager';
import { LoadState } from '../../components/list/LoadState';
import { SearchFilter } from '../../components/list/SearchFilter';
import { useListQuery, type ListDefaults, type ListQuery } from '../../components/list/useListQuery';
import { SectionPanel } from '../../components/SectionPanel';
import { Table, type Column } from '../../components/Table';
import { countries } from '../../constants/countries';
import { SUBSCRIPTIONS_UI } from '../../constants/messages/audience';
import { TABLES } from '../../constants/messages/lists';
import { paymentCountry, utcDay, utcTableDate } from '../../constants/payments';
import { SUBSCRIPTION_ACTION_TYPES, SUBSCRIPTIONS_PAGE_SIZE, type SubscriptionActionType } from '../../contracts/values';
import { fetchSubscriptionCountries, fetchSubscriptions, fetchSubscriptionsByStatus, fetchSubscriptionsGrouped } from '../../ducks/audience';
import { usePagedRead, useStoredRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { RouteLink } from '../../routes/RouteLink';
import { useCan } from '../../routes/useCan';
import { Pill } from '../../components/Pill';
import { formatMoney } from '../dashboard/format';

// `type` is the action type; `status` carries the country (the kit's second filter).
export const SUBSCRIPTIONS_LIST_DEFAULTS: ListDefaults = { size: SUBSCRIPTIONS_PAGE_SIZE, field: 'consumerEmail', type: 'all', status: '' };
export const SUBSCRIPTION_SEARCH_FIELDS = (['consumerEmail', 'itemTitle'] as const).map((value) => ({ value, label: SUBSCRIPTIONS_UI.searchFields[value] }));
export const SUBSCRIPTION_TYPE_OPTIONS = [{ value: 'all', label: SUBSCRIPTIONS_UI.allActionTypes }, ...SUBSCRIPTION_ACTION_TYPES.map((value) => ({ value, label: value }))];

/** The subscriptions table's columns, linking to the customer and the subscription (the merchant's or the admin's screens). */
export const subscriptionColumns = <S extends Subscription>(links: { customer: (id: number) => string; subscription: (id: string) => string }): Column<S>[] => [
  { key: 'name', header: SUBSCRIPTIONS_UI.columns.name, render: (row) => row.itemTitle },
  { key: 'actionType', header: SUBSCRIPTIONS_UI.columns.actionType, render: (row) => <Pill>{row.actionType}</Pill> },
  { key: 'price', header: SUBSCRIPTIONS_UI.columns.price, render: (row) => formatMoney(row.subscriptionPrice, row.currency) },
  { key: 'charged', header: SUBSCRIPTIONS_UI.columns.charged, render: (row) => formatMoney(row.charged_amount, row.currency) },
  { key: 'email', header: SUBSCRIPTIONS_UI.columns.email, render: (row) => <RouteLink to={links.customer(row.consumerId)}>{row.consumerEmail}</RouteLink> },
  { key: 'country', header: SUBSCRIPTIONS_UI.columns.country, render: (row) => paymentCountry(row.country) },
  { key: 'createdAt', header: SUBSCRIPTIONS_UI.columns.createdAt, render: (row) => utcTableDate(row.createdAt) },
  {
    key: 'details',
    header: SUBSCRIPTIONS_UI.columns.details,
    render: (row) => (
      <RouteLink to={links.subscription(row.subscriptionId)} label={SUBSCRIPTIONS_UI.detailsOf(row.itemTitle, row.consumerEmail)}>
        →
      </RouteLink>
    ),
  },
];

const COLUMNS = subscriptionColumns<Subscription>({ customer: PATHS.customerDetails, subscription: PATHS.subscriptionDetails });

/** The API request of a subscriptions list's URL query: action type, country (in `status`), search, date range. */
export const subscriptionsRequest = (query: ListQuery): SubscriptionsRequest => ({
  page: query.page,
  size: query.size,
  order: 'createdAt',
  ...(query.type && query.type !== 'all' ? { action_type: query.type as SubscriptionActionType } : {}),
  ...(query.status ? { country: query.status } : {}),
  ...(query.keyword.trim() ? { filter: [`${query.field}:${query.keyword.trim()}`] } : {}),
  ...apiDates(query),
});

/** The last 12 months (UTC), from the first day of the month eleven months ago to today. */
function useLastYear() {
  return useMemo(() => {
    const end = new Date();
    const start = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1));
    return { start_date: utcDay(start), end_date: utcDay(end) };
  }, []);
}

const COUNTRY_COLUMNS: readonly Column<SubscriptionCountry>[] = [
  { key: 'country', header: SUBSCRIPTIONS_UI.country, render: (row) => paymentCountry(row.country_iso) },
  { key: 'created', header: SUBSCRIPTIONS_UI.created, render: (row) => String(row.created) },
  { key: 'canceled', header: SUBSCRIPTIONS_UI.canceledCount, render: (row) => String(row.canceled) },
];
const TREND_COLUMNS: readonly Column<SubscriptionPeriod>[] = [
  { key: 'period', header: SUBSCRIPTIONS_UI.overviewPeriod, render: (row) => row.period },
  { key: 'subscriptions', header: SUBSCRIPTIONS_UI.created, render: (row) => String(row.subscriptions) },
];
const MAX_COUNTRIES = 10;

/**
 * The last 12 months: new subscriptions per month and action type, the months of the list's own filter (action type
 * and country), and subscriptions created and canceled per country.
 */
function Overview({ actionType, country }: { actionType?: SubscriptionActionType; country?: string }) {
  const range = useLastYear();
  const statusRequest = useMemo(() => ({ groupBy: 'month' as const, ...range }), [range]);
  const trendRequest = useMemo(() => ({ grouped_by: 'month' as const, ...range, ...(actionType ? { action_type: actionType } : {}), ...(country ? { country } : {}) }), [range, actionType, country]);
  const status = useStoredRead(fetchSubscriptionsByStatus, statusRequest);
  const trend = useStoredRead(fetchSubscriptionsGrouped, trendRequest);
  const countries = useStoredRead(fetchSubscriptionCountries, range);
  const groups = status.view.data ?? [];
  const types = SUBSCRIPTION_ACTION_TYPES.filter((type) => groups.some((group) => group.counts[type]));
  const statusColumns: Column<SubscriptionStatusGroup>[] = [
    { key: 'period', header: SUBSCRIPTIONS_UI.overviewPeriod, render: (group) => group.period },
    ...types.map((type: SubscriptionActionType) => ({ key: type, header: type, render: (group: SubscriptionStatusGroup) => String(group.counts[type] ?? 0) })),
  ];
  return (
    <SectionPanel aria-label={SUBSCRIPTIONS_UI.overviewTitle}>
      <h2>{SUBSCRIPTIONS_UI.overviewTitle}</h2>
      <h3>{SUBSCRIPTIONS_UI.overview}</h3>
      <LoadState state={status.view} ready={status.view.data !== undefined} onRetry={status.retry}>
        <Table caption={SUBSCRIPTIONS_UI.overview} columns={statusColumns} rows={groups} rowKey={(group) => group.period} emptyText={TABLES.noEntries(SUBSCRIPTIONS_UI.entries)} />
      </LoadState>
      <h3>{SUBSCRIPTIONS_UI.trendTitle}</h3>
      <LoadState state={trend.view} ready={trend.view.data !== undefined} onRetry={trend.retry}>
        <Table caption={SUBSCRIPTIONS_UI.trendTitle} columns={TREND_COLUMNS} rows={trend.view.data ?? []} rowKey={(row) => row.period} emptyText={TABLES.noEntries(SUBSCRIPTIONS_UI.entries)} />
      </LoadState>
      <h3>{SUBSCRIPTIONS_UI.countriesTitle}</h3>
      <LoadState state={countries.view} ready={countries.view.data !== undefined} onRetry={countries.retry}>
        <Table
          caption={SUBSCRIPTIONS_UI.countriesTitle}
          columns={COUNTRY_COLUMNS}
          rows={(countries.view.data ?? []).slice(0, MAX_COUNTRIES)}
          rowKey={(row) => row.country_iso || 'none'}
          emptyText={TABLES.noEntries(SUBSCRIPTIONS_UI.entries)}
        />
      </LoadState>
    </SectionPanel>
  );
}

/** /transactions/subscriptions: the subscriptions (15 a page) by action type, country and search, with the last year per status. */
export default function SubscriptionsPage() {
  const { query, update } = useListQuery(SUBSCRIPTIONS_LIST_DEFAULTS);
  const request = useMemo(() => subscriptionsRequest(query), [query]);
  const { load, rows, total, retry } = usePagedRead(fetchSubscriptions, request);
  // The overview is an analytics figure.
  const canSeeOverview = !useCan().isDisabled('analytics');
  const countryOptions = useMemo(() => [{ value: '', label: SUBSCRIPTIONS_UI.allCountries }, ...countries().map((country) => ({ value: country.code, label: country.name }))], []);
  return (
    <section>
      <h1>{SUBSCRIPTIONS_UI.title}</h1>
      <ListToolbar>
        <SearchFilter fields={SUBSCRIPTION_SEARCH_FIELDS} field={query.field} keyword={query.keyword} onSearch={(search) => update(search)} />
        <SelectField name="subscription-action-type" label={SUBSCRIPTIONS_UI.actionType} options={SUBSCRIPTION_TYPE_OPTIONS} value={query.type} onChange={(event) => update({ type: event.target.value })} />
        <SelectField name="subscription-country" label={SUBSCRIPTIONS_UI.country} options={countryOptions} value={query.status} onChange={(event) => update({ status: event.target.value })} />
        <DateRangeFilter dates={query} onChange={update} />
      </ListToolbar>
      <LoadState state={load} ready={rows !== undefined} onRetry={retry}>
        <Table caption={SUBSCRIPTIONS_UI.title} columns={COLUMNS} rows={rows ?? []} rowKey={(row) => row.subscriptionId} emptyText={TABLES.noEntries(SUBSCRIPTIONS_UI.entries)} />
        <ListPager total={total} page={query.page} size={query.size} entries={SUBSCRIPTIONS_UI.entries} onPage={(page) => update({ page })} />
      </LoadState>
      {canSeeOverview && <Overview actionType={request.action_type} country={request.country} />}
    </section>
  );
}

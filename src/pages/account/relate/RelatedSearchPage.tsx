import { useEffect, useMemo, useState } from 'react';
import { useDispatch } from 'react-redux';
import styled from 'styled-components';
import { handoffPath, newHandoffId } from '../../../api/actingAsHandoff';
import type { FollowerSearchHit, FollowerSearchRequest } from '../../../api/followers';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/form';
import { ListPager } from '../../../components/list/ListPager';
import { LoadState } from '../../../components/list/LoadState';
import { useListQuery, type ListDefaults } from '../../../components/list/useListQuery';
import { Table, type Column } from '../../../components/Table';
import { RELATE_UI } from '../../../constants/messages/relate';
import { paymentAmount, utcTableDate } from '../../../constants/payments';
import { FOLLOWER_SEARCH_MAX_LENGTH, FOLLOWER_SEARCH_MIN_LENGTH, FOLLOWER_SEARCH_PAGE_SIZE } from '../../../contracts/values';
import { openInFollowerTab, searchFollowers } from '../../../ducks/followers';
import { usePagedRead } from '../../../ducks/requests/readHooks';
import { PATHS } from '../../../routes/paths';

const DEFAULTS: ListDefaults = { size: FOLLOWER_SEARCH_PAGE_SIZE, field: 'all' };

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  margin-bottom: 16px;
  > div {
    min-width: 280px;
  }
`;

const hitKey = (hit: FollowerSearchHit): string => `${hit.kind}:${hit.follower_id}:${hit.trx_token ?? hit.customer_id}`;

/** The page of the related account a hit opens: the customer's details, or the payment's. */
export const hitPath = (hit: FollowerSearchHit): string =>
  hit.kind === 'payment' && hit.trx_token ? PATHS.paymentDetails(hit.trx_token) : PATHS.customerDetails(hit.customer_id);

const openLabel = (hit: FollowerSearchHit): string =>
  hit.kind === 'payment' && hit.trx_token ? RELATE_UI.openPaymentOf(hit.trx_token, hit.follower_name) : RELATE_UI.openCustomerOf(hit.customer_email, hit.follower_name);

/**
 * The agency cockpit (issue 21, N4; beyond the spec): one search across the customers and payments of every related
 * account that shares its payment setup, each result naming its account. A result opens in a new tab signed in as
 * that account (with the "acting as" banner); this tab stays the agency's own.
 */
export default function RelatedSearchPage() {
  const { query, update } = useListQuery(DEFAULTS);
  const keyword = query.keyword.trim();
  const [draft, setDraft] = useState(query.keyword);
  const [error, setError] = useState<string | undefined>();
  // A new address (back button) shows its own search.
  useEffect(() => setDraft(query.keyword), [query.keyword]);
  const searching = keyword.length >= FOLLOWER_SEARCH_MIN_LENGTH;
  const request = useMemo((): FollowerSearchRequest => ({ q: keyword, page: query.page, size: FOLLOWER_SEARCH_PAGE_SIZE }), [keyword, query.page]);
  const { load, rows, total, retry } = usePagedRead(searchFollowers, request, searching);
  const dispatch = useDispatch();

  const open = (hit: FollowerSearchHit) => {
    // The tab opens inside the click (no popup blocker stops it) and waits there for the session this tab asks for.
    const handoff = newHandoffId();
    window.open(handoffPath(handoff), '_blank', 'noopener');
    dispatch(openInFollowerTab.request({ handoff, follower: { followerId: hit.follower_id, name: hit.follower_name }, to: hitPath(hit) }));
  };

  const columns: readonly Column<FollowerSearchHit>[] = [
    { key: 'account', header: RELATE_UI.searchColumns.account, render: (hit) => hit.follower_name },
    { key: 'kind', header: RELATE_UI.searchColumns.kind, render: (hit) => RELATE_UI.searchKinds[hit.kind] },
    { key: 'customer', header: RELATE_UI.searchColumns.customer, render: (hit) => hit.customer_name },
    { key: 'email', header: RELATE_UI.searchColumns.email, render: (hit) => hit.customer_email },
    {
      key: 'payment',
      header: RELATE_UI.searchColumns.payment,
      render: (hit) => (hit.kind === 'payment' && hit.amount !== null && hit.currency ? `${hit.trx_token} · ${paymentAmount(hit.action_type ?? '', hit.amount, hit.currency)}` : ''),
    },
    { key: 'date', header: RELATE_UI.searchColumns.date, render: (hit) => utcTableDate(hit.created_at) },
    {
      key: 'open',
      header: RELATE_UI.searchColumns.open,
      render: (hit) => (
        <Button $variant="link" aria-label={openLabel(hit)} onClick={() => open(hit)}>
          {RELATE_UI.openInNewTab}
        </Button>
      ),
    },
  ];

  return (
    <section>
      <h1>{RELATE_UI.searchTitle}</h1>
      <p>{RELATE_UI.searchHint}</p>
      <SearchForm
        role="search"
        aria-label={RELATE_UI.searchTitle}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const text = draft.trim();
          if (text.length < FOLLOWER_SEARCH_MIN_LENGTH) {
            setError(RELATE_UI.searchTooShort);
            return;
          }
          setError(undefined);
          update({ keyword: text });
        }}
      >
        <TextField
          name="related-search"
          type="search"
          label={RELATE_UI.searchLabel}
          value={draft}
          maxLength={FOLLOWER_SEARCH_MAX_LENGTH}
          error={error}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{RELATE_UI.searchSubmit}</Button>
      </SearchForm>
      {searching ? (
        <LoadState state={load} ready={rows !== undefined} onRetry={retry} failure={RELATE_UI.searchFailed}>
          <Table caption={RELATE_UI.searchTitle} columns={columns} rows={rows ?? []} rowKey={hitKey} emptyText={RELATE_UI.searchNone(keyword)} />
          <ListPager total={total} page={query.page} size={FOLLOWER_SEARCH_PAGE_SIZE} entries={RELATE_UI.searchEntries} onPage={(page) => update({ page })} />
        </LoadState>
      ) : (
        <p>{RELATE_UI.searchIdle}</p>
      )}
    </section>
  );
}

import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DEFAULT_KEY, type AnyEndpoint, type Endpoint } from './defineEndpoint';
import { mountRead } from './tags';
import { useRequest } from './hooks';
import type { ContinuedList } from './paginated';
import { selectPages } from './selectors';
import type { RequestsState } from './slice';

// The reads screens make (paged, stored, load more); apart from useRequest so the start-up bundle holds none of them.

type AppStateLike = { requests: RequestsState } & Record<string, unknown>;

/**
 * Asks for the request whenever it changes (unless `enabled` is false); `retry` asks again. While mounted, the read
 * is registered with its request, so a write invalidating what it provides asks for exactly this request again.
 */
function useAsk<Req, Res>(endpoint: Endpoint<Req, Res>, request: Req, enabled: boolean) {
  const dispatch = useDispatch();
  const retry = useCallback(() => dispatch(endpoint.request(request)), [dispatch, endpoint, request]);
  useEffect(() => {
    if (!enabled) return undefined;
    const release = mountRead(endpoint as AnyEndpoint, endpoint.key?.(request) ?? DEFAULT_KEY, request);
    retry();
    return release;
  }, [enabled, retry, endpoint, request]);
  return { dispatch, retry };
}

/** A paginated read's status and kept pages under the key of this request (its filter). */
function usePages<Req, Res extends { collection: readonly unknown[] }>(endpoint: Endpoint<Req, Res>, request: Req) {
  const key = endpoint.key?.(request) ?? DEFAULT_KEY;
  const load = useRequest(endpoint, key);
  const pages = useSelector((state: AppStateLike) => selectPages<Res['collection'][number]>(state, endpoint, key));
  return { load, pages };
}

/**
 * One page of a paginated read (declared with `pagedRead`): asks for it whenever the request changes (unless
 * `enabled` is false) and reads its status, rows and total under the endpoint's own key.
 */
export function usePagedRead<Req extends { page: number }, Res extends { collection: readonly unknown[] }>(endpoint: Endpoint<Req, Res>, request: Req, enabled = true) {
  const { load, pages } = usePages(endpoint, request);
  const { retry } = useAsk(endpoint, request, enabled);
  return { load, rows: pages?.pages[request.page], total: pages?.total ?? 0, retry };
}

/**
 * A read whose answer the screen shows as it is (declared with `storedRead`): asks for it whenever the request changes
 * (unless `enabled` is false) and reads its state under the endpoint's own key. The request must be stable (memoised).
 */
export function useStoredRead<Req, Res>(endpoint: Endpoint<Req, Res>, request: Req, enabled = true) {
  const view = useRequest(endpoint, endpoint.key?.(request) ?? DEFAULT_KEY);
  const { retry } = useAsk(endpoint, request, enabled);
  return { view, retry };
}

/**
 * A "Load more" list of a paginated read (pages kept per filter): asks for the first page whenever the filter
 * changes, and for the next one on `more()`; the rows are every loaded page in order.
 */
export function useLoadMore<Req extends { page: number }, Res extends { collection: readonly unknown[] }>(endpoint: Endpoint<Req, Res>, filter: Omit<Req, 'page'>, firstPage: number, enabled = true) {
  const first = useMemo(() => ({ ...filter, page: firstPage }) as Req, [filter, firstPage]);
  const { load, pages } = usePages(endpoint, first);
  const { dispatch, retry } = useAsk(endpoint, first, enabled);
  const loaded = pages
    ? Object.keys(pages.pages)
        .map(Number)
        .sort((a, b) => a - b)
        .flatMap((page) => pages.pages[page])
    : undefined;
  const next = pages ? Math.max(firstPage - 1, ...Object.keys(pages.pages).map(Number)) + 1 : firstPage;
  const more = useCallback(() => dispatch(endpoint.request({ ...filter, page: next } as Req)), [dispatch, endpoint, filter, next]);
  return { load, rows: loaded, total: pages?.total ?? 0, more, retry };
}

/**
 * A "Load more" list paged by continuation tokens (declared with `continuedRead`): asks for its start whenever the
 * filter changes, and reads on from the last token on `more()`; the rows are every item loaded so far.
 */
export function useContinuedList<Req extends { continuation?: string }, Res, Item>(endpoint: Endpoint<Req, Res>, filter: Req, enabled = true) {
  const load = useRequest(endpoint, endpoint.key?.(filter) ?? DEFAULT_KEY);
  const { dispatch, retry } = useAsk(endpoint, filter, enabled);
  const list = load.data as ContinuedList<Item> | undefined;
  const next = list?.next ?? null;
  const more = useCallback(() => {
    if (next) dispatch(endpoint.request({ ...filter, continuation: next }));
  }, [dispatch, endpoint, filter, next]);
  return { load, rows: list?.items, hasMore: next !== null, more, retry };
}

import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { DEFAULT_KEY, type Endpoint } from './defineEndpoint';
import { enterScreen, exitScreen, screenLeft } from './screens';
import { selectPages, selectRequestView, type RequestView } from './selectors';
import type { RequestsState } from './slice';

type AppStateLike = { requests: RequestsState } & Record<string, unknown>;

/** A call's `{ status, error, data }` under a key ('_' when the call has no key). */
export function useRequest<Req, Res, Data = Res>(endpoint: Endpoint<Req, Res>, key: string = DEFAULT_KEY): RequestView<Data> {
  return useSelector((state: AppStateLike) => selectRequestView<Req, Res, Data>(state, endpoint, key), shallowEqual);
}

/**
 * One page of a paginated read (declared with `pagedRead`): asks for it whenever the request changes (unless
 * `enabled` is false) and reads its status, rows and total under the endpoint's own key.
 */
export function usePagedRead<Req extends { page: number }, Res extends { collection: readonly unknown[] }>(endpoint: Endpoint<Req, Res>, request: Req, enabled = true) {
  const dispatch = useDispatch();
  const key = endpoint.key?.(request) ?? DEFAULT_KEY;
  const load = useRequest(endpoint, key);
  const pages = useSelector((state: AppStateLike) => selectPages<Res['collection'][number]>(state, endpoint, key));
  const retry = useCallback(() => dispatch(endpoint.request(request)), [dispatch, endpoint, request]);
  useEffect(() => {
    if (enabled) retry();
  }, [enabled, retry]);
  return { load, rows: pages?.pages[request.page], total: pages?.total ?? 0, retry };
}

/**
 * A read whose answer the screen shows as it is (declared with `storedRead`): asks for it whenever the request changes
 * (unless `enabled` is false) and reads its state under the endpoint's own key. The request must be stable (memoised).
 */
export function useStoredRead<Req, Res>(endpoint: Endpoint<Req, Res>, request: Req, enabled = true) {
  const dispatch = useDispatch();
  const view = useRequest(endpoint, endpoint.key?.(request) ?? DEFAULT_KEY);
  const retry = useCallback(() => dispatch(endpoint.request(request)), [dispatch, endpoint, request]);
  useEffect(() => {
    if (enabled) retry();
  }, [enabled, retry]);
  return { view, retry };
}

/**
 * Makes the component a screen: reads started while it shows are registered under it and cancelled when it goes.
 * A layout effect, so the screen is current before any child's effect asks for data.
 */
export function useScreenScope(): void {
  const dispatch = useDispatch();
  const id = useRef<string | null>(null);
  useLayoutEffect(() => {
    const screen = enterScreen(id.current ?? undefined);
    id.current = screen;
    return () => {
      exitScreen(screen);
      dispatch(screenLeft(screen));
    };
  }, [dispatch]);
}

/**
 * A "Load more" list of a paginated read (pages kept per filter): asks for the first page whenever the filter
 * changes, and for the next one on `more()`; the rows are every loaded page in order.
 */
export function useLoadMore<Req extends { page: number }, Res extends { collection: readonly unknown[] }>(endpoint: Endpoint<Req, Res>, filter: Omit<Req, 'page'>, firstPage: number, enabled = true) {
  const dispatch = useDispatch();
  const first = useMemo(() => ({ ...filter, page: firstPage }) as Req, [filter, firstPage]);
  const key = endpoint.key?.(first) ?? DEFAULT_KEY;
  const load = useRequest(endpoint, key);
  const pages = useSelector((state: AppStateLike) => selectPages<Res['collection'][number]>(state, endpoint, key));
  const retry = useCallback(() => dispatch(endpoint.request(first)), [dispatch, endpoint, first]);
  useEffect(() => {
    if (enabled) retry();
  }, [enabled, retry]);
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

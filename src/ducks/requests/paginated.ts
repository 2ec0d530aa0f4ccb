import type { EndpointOptions } from './defineEndpoint';
import type { Tag } from './tags';
/** Paginated lists keep their pages per key (a filter or search); a reset replaces the pages of that key. */
export interface PageSet<T> {
  pages: Record<number, T[]>;
  total: number;
}

export type PagedState<T> = Record<string, PageSet<T>>;

export interface ReceivedPage<T> {
  key: string;
  page: number;
  items: T[];
  total: number;
  reset?: boolean;
}

/** Works on plain state and on immer drafts alike; the pages of the previous state are copied, never written to. */
export function receivePage<T>(state: PagedState<T>, received: ReceivedPage<T>): void {
  const existing = state[received.key];
  const pages = received.reset || !existing ? {} : { ...existing.pages };
  pages[received.page] = received.items;
  state[received.key] = { pages, total: received.total };
}

export function selectPage<T>(state: PagedState<T>, key: string, page: number): T[] | undefined {
  return state[key]?.pages[page];
}

/** All loaded pages of a key in page order, for "load more" lists. */
export function selectLoaded<T>(state: PagedState<T>, key: string): T[] {
  const set = state[key];
  if (!set) return [];
  return Object.keys(set.pages)
    .map(Number)
    .sort((a, b) => a - b)
    .flatMap((page) => set.pages[page]);
}

/** A value as JSON with every object's properties in sorted order, so equal requests give equal keys. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_name, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.keys(item).sort().map((name) => [name, (item as Record<string, unknown>)[name]]))
      : item,
  );
}

/** A paginated list's pages are kept per filter: the key is the query without its page (property order aside). */
export const pageFilterKey = ({ page: _page, ...filter }: { page: number }): string => stableKey(filter);

/**
 * What every read of one page of a `{ collection, total }` list declares: the newest filter wins, a failure stays in
 * the list's state (the screen offers Retry), and pages are kept per filter.
 */
export function pagedRead<Req extends { page: number }, Res extends { collection: readonly unknown[]; total: number }>(provides?: (req: Req) => readonly Tag[]): EndpointOptions<Req, Res> {
  return {
    ...(provides ? { provides } : {}),
    strategy: 'latest',
    errorNotice: 'silent',
    key: pageFilterKey,
    store: { mode: 'page', page: (req) => req.page, items: (res) => res.collection, total: (res) => res.total },
  };
}

/**
 * What every read whose answer the screen shows as it is declares: the newest request wins, a failure stays in the
 * state (the screen offers Retry or says why), and the answer is kept under the request's key (`key`, when given).
 */
export function storedRead<Req, Res>(key?: (req: Req) => string, provides?: (req: Req) => readonly Tag[]): EndpointOptions<Req, Res> {
  return { strategy: 'latest', errorNotice: 'silent', store: { mode: 'replace' }, ...(key ? { key } : {}), ...(provides ? { provides } : {}) };
}

/** What a 'continued' list keeps per key: every item loaded so far, and the token that reads on (null: the end). */
export interface ContinuedList<T> {
  items: T[];
  next: string | null;
}

/**
 * What a read of a list paged by continuation tokens declares: the newest filter wins, a failure stays in the list's
 * state, and the items are kept per filter (the request without its continuation), a continued request adding to them.
 */
export function continuedRead<Req extends { continuation?: string }, Res>(items: (res: Res) => readonly unknown[] | undefined, next: (res: Res) => string | null | undefined, provides?: (req: Req) => readonly Tag[]): EndpointOptions<Req, Res> {
  return {
    ...(provides ? { provides } : {}),
    strategy: 'latest',
    errorNotice: 'silent',
    key: ({ continuation: _continuation, ...filter }) => stableKey(filter),
    store: { mode: 'continued', items, next, continues: (req) => Boolean(req.continuation) },
  };
}

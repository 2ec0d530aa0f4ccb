import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListDates, writeListDates, type ListDates } from './listDates';

/** A list's filter as it lives in the URL, so a filtered view survives a reload and can be shared as a link. */
export interface ListQuery extends ListDates {
  page: number;
  size: number;
  /** The search filter's field and keyword (sent as `search[]=field:keyword`). */
  field: string;
  keyword: string;
  status: string;
  type: string;
  sort: string;
  /** Platform staff's lists: the merchant whose rows are shown (its id), '' for every merchant. */
  merchant: string;
}

export interface ListDefaults {
  size: number;
  field: string;
  status?: string;
  type?: string;
  sort?: string;
  /** Page sizes a user may pick; others in the URL fall back to `size`. */
  sizes?: readonly number[];
}

const positive = (text: string | null, fallback: number): number => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/** Reads a list's query from URL parameters, with the list's defaults for what is missing or invalid. */
export function readListQuery(params: URLSearchParams, defaults: ListDefaults): ListQuery {
  const size = positive(params.get('size'), defaults.size);
  return {
    page: positive(params.get('page'), 1),
    size: defaults.sizes && !defaults.sizes.includes(size) ? defaults.size : size,
    field: params.get('field') || defaults.field,
    keyword: params.get('q') ?? '',
    status: params.get('status') || (defaults.status ?? ''),
    type: params.get('type') || (defaults.type ?? ''),
    sort: params.get('sort') || (defaults.sort ?? ''),
    merchant: params.get('merchant') ?? '',
    ...readListDates(params),
  };
}

/** The URL parameters of a query: defaults are left out, so links stay short. */
export function writeListQuery(query: ListQuery, defaults: ListDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) {
    params.set('field', query.field);
    params.set('q', query.keyword);
  }
  if (query.type && query.type !== (defaults.type ?? '')) params.set('type', query.type);
  if (query.status && query.status !== (defaults.status ?? '')) params.set('status', query.status);
  if (query.sort && query.sort !== (defaults.sort ?? '')) params.set('sort', query.sort);
  if (query.merchant) params.set('merchant', query.merchant);
  writeListDates(query, params);
  if (query.size !== defaults.size) params.set('size', String(query.size));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The platform's list query: `page`, `size`, `search[]=field:value` (an array, form-encoded as `search[]`), `type`, `status`, `order`. */
export function toApiQuery(query: ListQuery): { page: number; size: number; search?: string[]; type?: string; status?: string; order?: string } {
  return {
    page: query.page,
    size: query.size,
    ...(query.keyword.trim() ? { search: [`${query.field}:${query.keyword.trim()}`] } : {}),
    ...(query.type ? { type: query.type } : {}),
    ...(query.status ? { status: query.status } : {}),
    ...(query.sort ? { order: query.sort } : {}),
  };
}

/** The filter without the page: the key a list's pages are kept under. */
export const filterKey = ({ field, keyword, type, status, sort, size, merchant, from, to }: ListQuery): string =>
  [keyword.trim() ? `${field}:${keyword.trim()}` : '', type, status, sort, size, merchant, from, to].join('|');

/**
 * A list's page, page size, search, status, type and date filters and sort, kept in the URL. Changing anything but the page
 * goes back to the first page; `applyQueryString` opens a saved view.
 */
export function useListQuery(defaults: ListDefaults) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params, defaults), [params, defaults]);
  // The filter as last written, ahead of the render that shows it: a second change made before that render (two
  // filters picked in quick succession on a busy machine) builds on the first instead of dropping it. The router's
  // own functional update reads the same stale parameters.
  const latest = useRef(params);
  latest.current = params;
  /** Writes a query to the URL; both a filter change and a saved view go through here, so each builds on the other. */
  const write = useCallback(
    (next: ListQuery) => {
      latest.current = writeListQuery(next, defaults);
      setParams(latest.current);
    },
    [defaults, setParams],
  );
  const update = useCallback(
    (changes: Partial<ListQuery>) => write({ ...readListQuery(latest.current, defaults), ...changes, page: changes.page ?? 1 }),
    [defaults, write],
  );
  const queryString = useMemo(() => writeListQuery({ ...query, page: 1 }, defaults).toString(), [query, defaults]);
  const applyQueryString = useCallback(
    (saved: string) => write({ ...readListQuery(new URLSearchParams(saved), defaults), page: 1 }),
    [defaults, write],
  );
  return { query, update, queryString, applyQueryString };
}

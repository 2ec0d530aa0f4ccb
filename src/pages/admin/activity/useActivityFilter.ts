import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { StaffActivityFilter } from '../../../api/adminActivity';
import { apiDates, readListDates, writeListDates, type ListDates } from '../../../components/list/listDates';
import { STAFF_ACTIVITY_KINDS, type StaffActivityKind } from '../../../constants/staffActivity';

/**
 * The activity log's filter as it lives in the URL: `staff`, `merchant`, `kind`, the list kit's date range (`period`,
 * or `from` and `to`), `page`.
 */
export interface ActivityUrlFilter {
  staff: string;
  merchant: string;
  kind: string;
  dates: ListDates;
  page: number;
}

const FIELDS = ['staff', 'merchant', 'kind'] as const;
const id = (text: string): number | undefined => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : undefined);
const isKind = (text: string): text is StaffActivityKind => (STAFF_ACTIVITY_KINDS as readonly string[]).includes(text);

export function readActivityFilter(params: URLSearchParams): ActivityUrlFilter {
  const page = Number(params.get('page'));
  return {
    staff: params.get('staff') ?? '',
    merchant: params.get('merchant') ?? '',
    kind: params.get('kind') ?? '',
    dates: readListDates(params),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The call's filter: ids and kinds the URL holds in a form the sandbox takes, and the range's UTC days. */
export function toActivityRequest(filter: ActivityUrlFilter): StaffActivityFilter {
  const staffId = id(filter.staff);
  const merchantId = id(filter.merchant);
  return {
    ...(staffId ? { staff_id: staffId } : {}),
    ...(merchantId ? { merchant_id: merchantId } : {}),
    ...(isKind(filter.kind) ? { kind: filter.kind } : {}),
    ...apiDates(filter.dates),
  };
}

/** Keeps the filter in the URL (a filtered log survives a reload and can be shared); a change goes back to page 1. */
export function useActivityFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => readActivityFilter(params), [params]);
  const update = useCallback(
    (changes: Partial<ActivityUrlFilter>) => {
      const next = { ...filter, ...changes, page: changes.page ?? 1 };
      const written = new URLSearchParams();
      for (const field of FIELDS) if (next[field]) written.set(field, next[field]);
      writeListDates(next.dates, written);
      if (next.page > 1) written.set('page', String(next.page));
      setParams(written);
    },
    [filter, setParams],
  );
  return { filter, update };
}

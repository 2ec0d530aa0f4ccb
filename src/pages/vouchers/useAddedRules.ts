import { useMemo } from 'react';
import { VOUCHERS_PAGE_SIZE, type VoucherRuleType } from '../../contracts/values';
import { useLoadMore } from '../../ducks/requests/readHooks';
import { fetchVoucherRules } from '../../ducks/vouchers';

/** The voucher's rules of one type as the Added list: 15 a page from page 0, 'Load more' appending, searchable. */
export function useAddedRules(voucherId: number, ruleType: VoucherRuleType, search: string) {
  const filter = useMemo(() => ({ id: voucherId, rule_type: ruleType, limit: VOUCHERS_PAGE_SIZE, ...(search.trim() ? { search: search.trim() } : {}) }), [voucherId, ruleType, search]);
  return useLoadMore(fetchVoucherRules, filter, 0);
}

import { useMemo } from 'react';
import { VOUCHERS_UI } from '../../constants/messages/vouchers';
import { useStoredRead } from '../../ducks/requests/readHooks';
import { fetchVoucherAccessTypes } from '../../ducks/vouchers';
import { useAddedRules } from './useAddedRules';

type ScopeType = keyof typeof VOUCHERS_UI.scopeCount;

/** "2 assets, 1 package": the rule types with rules, counted. */
export function scopeText(counts: Readonly<Record<ScopeType, number>>): string {
  const parts = (Object.keys(VOUCHERS_UI.scopeCount) as ScopeType[])
    .filter((type) => counts[type] > 0)
    .map((type) => `${counts[type]} ${VOUCHERS_UI.scopeCount[type][counts[type] === 1 ? 0 : 1]}`);
  return parts.length === 0 ? VOUCHERS_UI.appliesToAll : VOUCHERS_UI.appliesTo(parts);
}

/**
 * What the voucher discounts, from its rules ("Applies to: 2 assets, 1 package"); with no item rules, every item.
 * It reads the same rule lists as the rule tabs, so it follows every add and remove.
 */
export function VoucherScope({ voucherId }: { voucherId: number }) {
  const assets = useAddedRules(voucherId, 'assets', '');
  const packages = useAddedRules(voucherId, 'packages', '');
  const types = useStoredRead(fetchVoucherAccessTypes, useMemo(() => ({ id: voucherId }), [voucherId])).view.data;
  if (assets.rows === undefined || packages.rows === undefined || types === undefined) return null;
  const counts = { assets: assets.total, packages: packages.total, 'access-types': types.filter((type) => type.rule_id !== null).length };
  return (
    <p role="status" aria-label={VOUCHERS_UI.scopeLabel}>
      <strong>{scopeText(counts)}</strong>
    </p>
  );
}

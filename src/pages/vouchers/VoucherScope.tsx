import { VOUCHERS_UI } from '../../constants/messages/vouchers';
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
 * Which items the voucher discounts, from its item rules ("Applies to: 2 assets, 1 package"); with no item rules, every item.
 * It reads the same rule lists as the rule tabs, so it follows every add and remove.
 */
export function VoucherScope({ voucherId }: { voucherId: number }) {
  const assets = useAddedRules(voucherId, 'assets', '');
  const packages = useAddedRules(voucherId, 'packages', '');
  if (assets.rows === undefined || packages.rows === undefined) return null;
  const counts = { assets: assets.total, packages: packages.total };
  return (
    <p role="status" aria-label={VOUCHERS_UI.scopeLabel}>
      <strong>{scopeText(counts)}</strong>
    </p>
  );
}

import {
  ACCOUNT_FLAG_KEYS,
  ACCOUNT_READ_ONLY_KEYS,
  createPermissionContext,
  isDisabled,
  isReadOnly,
  type RestrictionKey,
} from '../../../src/routes/permissions';

/** Spec section 6: what per-account flags can disable or make read-only. */
const DISABLE_FLAGS: [string, RestrictionKey][] = [
  ['organisation', 'organisation'],
  ['transactions', 'transactions'],
  ['audience', 'audience'],
  ['asset access', 'assetAccess'],
  ['analytics', 'analytics'],
  ['relate', 'relate'],
  ['billing and plan', 'billingPlan'],
  ['webhooks', 'webhooks'],
  ['assets', 'assets'],
  ['settings', 'settings'],
  ['segmentation', 'segmentation'],
  ['segmentation reports', 'segmentationReports'],
  ['all reports', 'allReports'],
  ['adding vouchers', 'addVouchers'],
  ['adding branding themes', 'addBrandingThemes'],
  ['deactivating customers', 'deactivateCustomers'],
  ['deleting customers', 'deleteCustomers'],
  ['landing page builder', 'landingPageBuilder'],
  ['email templates', 'emailTemplates'],
];
const READ_ONLY_ONLY_FLAGS: [string, RestrictionKey][] = [
  ['customer details', 'customerDetails'],
  ['payments', 'payments'],
  ['subscriptions', 'subscriptions'],
  ['vouchers', 'vouchers'],
];

const owner = (disabled: string[], readOnly: string[] = []) =>
  createPermissionContext({ roles: ['merchant', 'owner'], accountFlags: { disabled, readOnly } });

describe('per-account flags', () => {
  it('the allowed sets are exactly the spec’s lists', () => {
    expect([...ACCOUNT_FLAG_KEYS].sort()).toEqual(DISABLE_FLAGS.map(([, key]) => key).sort());
    expect([...ACCOUNT_READ_ONLY_KEYS].sort()).toEqual([...DISABLE_FLAGS, ...READ_ONLY_ONLY_FLAGS].map(([, key]) => key).sort());
  });

  it.each(DISABLE_FLAGS)('can disable %s', (_words, key) => {
    const ctx = owner([key]);
    expect(isDisabled(ctx, key)).toBe(true);
    expect(isReadOnly(ctx, key)).toBe(false);
    expect(isDisabled(owner([]), key)).toBe(false);
  });

  it.each([...DISABLE_FLAGS, ...READ_ONLY_ONLY_FLAGS])('can make %s read-only', (_words, key) => {
    const ctx = owner([], [key]);
    expect(isReadOnly(ctx, key)).toBe(true);
    expect(isDisabled(ctx, key)).toBe(false);
  });

  it.each(READ_ONLY_ONLY_FLAGS)('cannot disable %s (read-only flag only)', (_words, key) => {
    expect(isDisabled(owner([key]), key)).toBe(false);
  });

  it('ignores keys it does not know', () => {
    const ctx = owner(['everything', 'constructor'], ['__proto__']);
    expect([...ctx.restrictions.disabled]).toEqual([]);
    expect([...ctx.restrictions.readOnly]).toEqual([]);
  });

  it('add to the roles’ restrictions rather than replace them', () => {
    const ctx = createPermissionContext({
      roles: ['analyst'],
      accountFlags: { disabled: ['transactions'], readOnly: ['vouchers'] },
    });
    expect(isDisabled(ctx, 'transactions')).toBe(true);
    expect(isDisabled(ctx, 'settings')).toBe(true);
    expect(isReadOnly(ctx, 'vouchers')).toBe(true);
    expect(isReadOnly(ctx, 'payments')).toBe(true);
  });

  it('voucher editing is read-only when the vouchers flag is set', () => {
    expect(isReadOnly(owner([], ['vouchers']), 'vouchers')).toBe(true);
    expect(isReadOnly(owner([]), 'vouchers')).toBe(false);
  });
});

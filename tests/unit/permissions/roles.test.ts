import {
  ROLE_RESTRICTIONS,
  createPermissionContext,
  isDisabled,
  isReadOnly,
  isTopStatHidden,
  restrictionsForRoles,
  RESTRICTION_KEYS,
  type RestrictionKey,
  type TopStatKey,
} from '../../../src/routes/permissions';
import { config } from '../../../src/config';

const sorted = <T extends string>(values: Iterable<T>): T[] => [...values].sort();

interface RoleCase {
  role: string;
  /** The spec's words, section 6. */
  spec: string;
  disabled: RestrictionKey[];
  readOnly: RestrictionKey[];
  hiddenTopStats: TopStatKey[];
}

const ROLE_CASES: RoleCase[] = [
  { role: config.platformKey, spec: '{product}: no restrictions', disabled: [], readOnly: [], hiddenTopStats: [] },
  { role: 'owner', spec: 'owner: no restrictions', disabled: [], readOnly: [], hiddenTopStats: [] },
  { role: 'follower', spec: 'follower: no restrictions', disabled: [], readOnly: [], hiddenTopStats: [] },
  { role: 'merchant', spec: 'merchant: no restrictions', disabled: [], readOnly: [], hiddenTopStats: [] },
  { role: 'master', spec: 'master: no restrictions', disabled: [], readOnly: [], hiddenTopStats: [] },
  { role: 'admin', spec: 'admin: organisation section disabled', disabled: ['organisation'], readOnly: [], hiddenTopStats: [] },
  {
    role: 'content_manager',
    spec: 'disabled organisation, transactions, audience, asset access, analytics, relate, billing and plan, webhooks',
    disabled: ['organisation', 'transactions', 'audience', 'assetAccess', 'analytics', 'relate', 'billingPlan', 'webhooks'],
    readOnly: [],
    hiddenTopStats: [],
  },
  {
    role: 'analyst',
    spec:
      'disabled organisation, settings, assets, relate, billing and plan, webhooks, deactivating and deleting customers, ' +
      'landing page builder, email templates; read-only customer details and metadata, payments, subscriptions, accesses',
    disabled: [
      'organisation',
      'settings',
      'assets',
      'relate',
      'billingPlan',
      'webhooks',
      'deactivateCustomers',
      'deleteCustomers',
      'landingPageBuilder',
      'emailTemplates',
    ],
    readOnly: ['customerDetails', 'payments', 'subscriptions', 'accesses'],
    hiddenTopStats: [],
  },
  {
    role: 'customer_support',
    spec:
      'disabled organisation, analytics, relate, billing and plan, all reports, deleting customers, segmentation, ' +
      'segmentation reports, adding vouchers, adding branding themes, landing page builder, email templates; hidden top ' +
      'stats for assets, vouchers, audience; read-only assets and packages, vouchers, social auth, OAuth and SSO, ' +
      'concurrent sessions, geo, domain, age restrictions, custom fields, branding themes, video-platform and in-app integrations',
    disabled: [
      'organisation',
      'analytics',
      'relate',
      'billingPlan',
      'allReports',
      'deleteCustomers',
      'segmentation',
      'segmentationReports',
      'addVouchers',
      'addBrandingThemes',
      'landingPageBuilder',
      'emailTemplates',
    ],
    readOnly: [
      'assets',
      'vouchers',
      'socialAuth',
      'oauthSso',
      'concurrentSessions',
      'geoRestrictions',
      'domainRestrictions',
      'ageRestrictions',
      'customFields',
      'brandingThemes',
      'videoPlatformIntegrations',
      'inAppIntegrations',
    ],
    hiddenTopStats: ['assets', 'vouchers', 'audience'],
  },
];

describe('restrictions of each of the 9 roles (spec section 6)', () => {
  it('the model knows exactly the spec\'s nine roles', () => {
    expect(sorted([config.platformKey, ...Object.keys(ROLE_RESTRICTIONS)])).toEqual(
      sorted(['boxoffice', 'owner', 'merchant', 'master', 'follower', 'admin', 'content_manager', 'analyst', 'customer_support']),
    );
  });

  it.each(ROLE_CASES)('$role — $spec', ({ role, disabled, readOnly, hiddenTopStats }) => {
    const restrictions = restrictionsForRoles([role]);
    expect(sorted(restrictions.disabled)).toEqual(sorted(disabled));
    expect(sorted(restrictions.readOnly)).toEqual(sorted(readOnly));
    expect(sorted(restrictions.hiddenTopStats)).toEqual(sorted(hiddenTopStats));

    const ctx = createPermissionContext({ roles: [role] });
    for (const key of RESTRICTION_KEYS) {
      expect({ key, disabled: isDisabled(ctx, key) }).toEqual({ key, disabled: disabled.includes(key) });
      expect({ key, readOnly: isReadOnly(ctx, key) }).toEqual({ key, readOnly: readOnly.includes(key) });
    }
    for (const stat of ['assets', 'vouchers', 'audience'] as const) {
      expect(isTopStatHidden(ctx, stat)).toBe(hiddenTopStats.includes(stat));
    }
  });
});

describe('roles combine by union', () => {
  it('adds up every role’s restrictions', () => {
    const restrictions = restrictionsForRoles(['content_manager', 'analyst']);
    expect(sorted(restrictions.disabled)).toEqual(
      sorted([
        'organisation',
        'transactions',
        'audience',
        'assetAccess',
        'analytics',
        'relate',
        'billingPlan',
        'webhooks',
        'settings',
        'assets',
        'deactivateCustomers',
        'deleteCustomers',
        'landingPageBuilder',
        'emailTemplates',
      ]),
    );
    expect(sorted(restrictions.readOnly)).toEqual(sorted(['customerDetails', 'payments', 'subscriptions', 'accesses']));
  });

  it('an unrestricted role does not lift another role’s restrictions', () => {
    const ctx = createPermissionContext({ roles: ['owner', 'merchant', 'customer_support'] });
    expect(isDisabled(ctx, 'analytics')).toBe(true);
    expect(isReadOnly(ctx, 'vouchers')).toBe(true);
    expect(isTopStatHidden(ctx, 'audience')).toBe(true);
  });

  it('unknown roles add nothing, and no roles mean no restrictions', () => {
    expect(sorted(restrictionsForRoles(['someone_else']).disabled)).toEqual([]);
    expect(sorted(restrictionsForRoles([]).disabled)).toEqual([]);
  });
});

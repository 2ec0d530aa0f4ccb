/**
 * The permission model of spec section 6, as pure functions of (roles, scopes, account flags, features). One table
 * for both sides: the console's router, chrome and in-page gating (`useCan`, `<Can>`, through
 * src/routes/permissions.ts) and the sandbox, which enforces it on every route. It imports nothing of either side.
 */

/** Areas and actions per-account flags may disable (and make read-only). */
export const ACCOUNT_FLAG_KEYS = [
  'organisation',
  'transactions',
  'audience',
  'assetAccess',
  'analytics',
  'relate',
  'billingPlan',
  'webhooks',
  'assets',
  'settings',
  'segmentation',
  'segmentationReports',
  'allReports',
  'addVouchers',
  'addBrandingThemes',
  'deactivateCustomers',
  'deleteCustomers',
  'landingPageBuilder',
  'emailTemplates',
] as const;

/** Read-only flags exist for these as well. */
const READ_ONLY_FLAG_KEYS = ['customerDetails', 'payments', 'subscriptions', 'vouchers'] as const;

/** Areas only a role makes read-only. */
const ROLE_READ_ONLY_KEYS = [
  'accesses',
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
] as const;

/** Every area and action a role or an account flag can disable or make read-only. */
export const RESTRICTION_KEYS = [...ACCOUNT_FLAG_KEYS, ...READ_ONLY_FLAG_KEYS, ...ROLE_READ_ONLY_KEYS] as const;
export type RestrictionKey = (typeof RESTRICTION_KEYS)[number];

export const ACCOUNT_READ_ONLY_KEYS: readonly RestrictionKey[] = [...ACCOUNT_FLAG_KEYS, ...READ_ONLY_FLAG_KEYS];

/** Top-of-page statistics a role can hide. */
export const TOP_STAT_KEYS = ['assets', 'vouchers', 'audience'] as const;
export type TopStatKey = (typeof TOP_STAT_KEYS)[number];

import type { FeatureName } from '../constants/features';

export { FEATURES, type FeatureName } from '../constants/features';

/** Merchant-side roles; the platform-staff role is the configured platform key (PLATFORM_KEY, `boxoffice` by default). */
export const MERCHANT_ROLES = [
  'owner',
  'merchant',
  'master',
  'follower',
  'admin',
  'content_manager',
  'analyst',
  'customer_support',
] as const;
export type MerchantRole = (typeof MERCHANT_ROLES)[number];

export const INHERITANCE_SCOPE = 'inheritance';
/** A follower with this scope uses its master's mail templates (spec section 3, 'Email templates'). */
export const EMAIL_INHERITANCE_SCOPE = 'email_inheritance';
export const hasEmailInheritance = (ctx: PermissionContext): boolean => ctx.roles.has('follower') && ctx.scopes.has(EMAIL_INHERITANCE_SCOPE);

export interface RoleRestrictions {
  disabled: readonly RestrictionKey[];
  readOnly: readonly RestrictionKey[];
  hiddenTopStats: readonly TopStatKey[];
}

const NONE: RoleRestrictions = { disabled: [], readOnly: [], hiddenTopStats: [] };

/** Spec section 6, role by role. The platform role, owner, follower, merchant and master have none. */
export const ROLE_RESTRICTIONS: Readonly<Record<MerchantRole, RoleRestrictions>> = {
  owner: NONE,
  merchant: NONE,
  master: NONE,
  follower: NONE,
  admin: { disabled: ['organisation'], readOnly: [], hiddenTopStats: [] },
  content_manager: {
    disabled: ['organisation', 'transactions', 'audience', 'assetAccess', 'analytics', 'relate', 'billingPlan', 'webhooks'],
    readOnly: [],
    hiddenTopStats: [],
  },
  analyst: {
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
  customer_support: {
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
};

export interface Restrictions {
  disabled: ReadonlySet<RestrictionKey>;
  readOnly: ReadonlySet<RestrictionKey>;
  hiddenTopStats: ReadonlySet<TopStatKey>;
}

const isMerchantRole = (role: string): role is MerchantRole => (MERCHANT_ROLES as readonly string[]).includes(role);

/** A user's restrictions are the union of those of all their roles; unknown roles add none. */
export function restrictionsForRoles(roles: readonly string[]): Restrictions {
  const known = roles.filter(isMerchantRole).map((role) => ROLE_RESTRICTIONS[role]);
  return {
    disabled: new Set(known.flatMap((r) => r.disabled)),
    readOnly: new Set(known.flatMap((r) => r.readOnly)),
    hiddenTopStats: new Set(known.flatMap((r) => r.hiddenTopStats)),
  };
}

/** The account object's flags as the API sends them; keys outside the allowed sets are ignored. */
export interface AccountFlags {
  disabled: readonly string[];
  readOnly: readonly string[];
}

const pick = (keys: readonly string[], allowed: readonly RestrictionKey[]): RestrictionKey[] =>
  allowed.filter((key) => keys.includes(key));

/** Role restrictions plus the account's own disable and read-only flags. */
export function mergeAccountFlags(base: Restrictions, flags: AccountFlags | undefined): Restrictions {
  if (!flags) return base;
  return {
    disabled: new Set([...base.disabled, ...pick(flags.disabled, ACCOUNT_FLAG_KEYS)]),
    readOnly: new Set([...base.readOnly, ...pick(flags.readOnly, ACCOUNT_READ_ONLY_KEYS)]),
    hiddenTopStats: base.hiddenTopStats,
  };
}

export interface PermissionInput {
  roles: readonly string[];
  scopes?: readonly string[];
  /** account.is_master: the master role only counts where it is activated for the account. */
  isMaster?: boolean;
  accountFlags?: AccountFlags;
  /** Enabled feature names of the merchant. */
  features?: readonly string[];
  /** The platform-staff role name. */
  platformKey: string;
  /** The account's merchant (screens shown to one configured merchant only, spec section 2). */
  merchantId?: number | null;
}

/** Everything a permission question needs, resolved once. */
export interface PermissionContext {
  roles: ReadonlySet<string>;
  scopes: ReadonlySet<string>;
  isMaster: boolean;
  features: ReadonlySet<string>;
  platformKey: string;
  restrictions: Restrictions;
  merchantId: number | null;
}

export function createPermissionContext(input: PermissionInput): PermissionContext {
  const roles = new Set(input.roles);
  return {
    roles,
    scopes: new Set(input.scopes ?? []),
    isMaster: roles.has('master') && (input.isMaster ?? true),
    features: new Set(input.features ?? []),
    platformKey: input.platformKey,
    restrictions: mergeAccountFlags(restrictionsForRoles(input.roles), input.accountFlags),
    merchantId: input.merchantId ?? null,
  };
}

/** The shape of the auth summary this module reads (`selectAuth`). */
export interface AuthLike {
  account: {
    roles: string[];
    scopes: string[];
    is_master: boolean;
    roleRestrictions?: AccountFlags;
    merchant_id?: number;
  } | null;
  features: readonly string[];
}

export function permissionContextFromAuth(auth: AuthLike, platformKey: string): PermissionContext {
  const account = auth.account;
  return createPermissionContext({
    roles: account?.roles ?? [],
    scopes: account?.scopes ?? [],
    isMaster: account?.is_master ?? false,
    accountFlags: account?.roleRestrictions,
    features: auth.features,
    platformKey,
    merchantId: account?.merchant_id ?? null,
  });
}

export const isDisabled = (ctx: PermissionContext, key: RestrictionKey): boolean => ctx.restrictions.disabled.has(key);
export const isReadOnly = (ctx: PermissionContext, key: RestrictionKey): boolean => ctx.restrictions.readOnly.has(key);
export const isTopStatHidden = (ctx: PermissionContext, key: TopStatKey): boolean =>
  ctx.restrictions.hiddenTopStats.has(key);
export const hasFeature = (ctx: PermissionContext, feature: FeatureName): boolean => ctx.features.has(feature);

export const isPlatformStaff = (ctx: PermissionContext): boolean => ctx.roles.has(ctx.platformKey);
export const hasInheritance = (ctx: PermissionContext): boolean => ctx.scopes.has(INHERITANCE_SCOPE);
/** A follower whose settings are inherited from its master. */
export const isInheritingFollower = (ctx: PermissionContext): boolean => ctx.roles.has('follower') && hasInheritance(ctx);

/** Capabilities that are rules rather than a single area flag. */
export type Permission =
  | 'editPaymentGateways'
  | 'relateAccounts'
  | 'signInAsRelated'
  | 'manageRelatedSettings'
  | 'seeRelatedAccounts'
  | 'impersonate'
  | 'seeFeeCacheNotice'
  | 'useAdminConsole'
  | 'manageFollowers';

const inheritanceRule = (ctx: PermissionContext): boolean => hasInheritance(ctx) && !isDisabled(ctx, 'relate');

const RULES: Readonly<Record<Permission, (ctx: PermissionContext) => boolean>> = {
  // Master and merchant may set and delete gateways; a follower with the inheritance scope may not.
  editPaymentGateways: (ctx) => (ctx.isMaster || ctx.roles.has('merchant')) && !isInheritingFollower(ctx),
  relateAccounts: inheritanceRule,
  signInAsRelated: inheritanceRule,
  manageRelatedSettings: inheritanceRule,
  seeRelatedAccounts: (ctx) => ctx.isMaster && !ctx.roles.has('analyst'),
  impersonate: (ctx) => isPlatformStaff(ctx) || ctx.isMaster,
  // The 5-minute fee cache message is for accounts that are not followers.
  seeFeeCacheNotice: (ctx) => !ctx.roles.has('follower'),
  useAdminConsole: isPlatformStaff,
  // An agency's related accounts: the master role activated for the account and the relate section open. (The spec's
  // inheritance rules above decide which follower may be signed into: one that shares its settings with its master.)
  manageFollowers: (ctx) => ctx.isMaster && !isDisabled(ctx, 'relate'),
};

export const can = (ctx: PermissionContext, permission: Permission): boolean => RULES[permission](ctx);
export const canEditPaymentGateways = (ctx: PermissionContext): boolean => can(ctx, 'editPaymentGateways');

import { config } from '../../../src/config';
import {
  can,
  canEditPaymentGateways,
  createPermissionContext,
  hasFeature,
  permissionContextFromAuth,
  type Permission,
  type PermissionInput,
} from '../../../src/routes/permissions';

const ctx = (input: PermissionInput) => createPermissionContext(input);

/** The demo accounts of the sandbox, as the API returns their roles and scopes. */
const ACCOUNTS: Record<string, PermissionInput> = {
  owner: { roles: ['merchant', 'owner'] },
  staff: { roles: [config.platformKey] },
  agency: { roles: ['merchant', 'master'], isMaster: true },
  follower1: { roles: ['merchant', 'follower'], scopes: ['inheritance'] },
  follower2: { roles: ['merchant', 'follower'], scopes: [] },
  admin: { roles: ['admin'] },
  content: { roles: ['content_manager'] },
  analyst: { roles: ['analyst'] },
  support: { roles: ['customer_support'] },
};

describe('canEditPaymentGateways', () => {
  it.each([
    ['owner', true],
    ['agency', true],
    ['follower2', true],
    ['follower1', false],
    ['staff', false],
    ['admin', false],
    ['content', false],
    ['analyst', false],
    ['support', false],
  ])('%s → %s (master and merchant may; a follower with the inheritance scope may not)', (name, expected) => {
    expect(canEditPaymentGateways(ctx(ACCOUNTS[name]))).toBe(expected);
  });

  it('a master alone may, when the master role is activated for the account', () => {
    expect(canEditPaymentGateways(ctx({ roles: ['master'], isMaster: true }))).toBe(true);
    expect(canEditPaymentGateways(ctx({ roles: ['master'], isMaster: false }))).toBe(false);
  });
});

describe('inheritance', () => {
  const inheritance: Permission[] = ['relateAccounts', 'signInAsRelated', 'manageRelatedSettings'];

  it.each(inheritance)('%s needs hasInheritance', (permission) => {
    expect(can(ctx({ roles: ['merchant'], scopes: ['inheritance'] }), permission)).toBe(true);
    expect(can(ctx({ roles: ['merchant'], scopes: [] }), permission)).toBe(false);
  });

  it.each(inheritance)('%s is removed when relate is disabled', (permission) => {
    const flagged = ctx({ roles: ['merchant'], scopes: ['inheritance'], accountFlags: { disabled: ['relate'], readOnly: [] } });
    expect(can(flagged, permission)).toBe(false);
    expect(can(ctx({ roles: ['merchant', 'analyst'], scopes: ['inheritance'] }), permission)).toBe(false);
  });
});

describe('related accounts and impersonation', () => {
  it('a master sees related accounts unless analyst', () => {
    expect(can(ctx(ACCOUNTS.agency), 'seeRelatedAccounts')).toBe(true);
    expect(can(ctx({ roles: ['merchant', 'master', 'analyst'], isMaster: true }), 'seeRelatedAccounts')).toBe(false);
    expect(can(ctx(ACCOUNTS.owner), 'seeRelatedAccounts')).toBe(false);
  });

  it('an activated master manages its related accounts while the relate section is open', () => {
    expect(can(ctx(ACCOUNTS.agency), 'manageFollowers')).toBe(true);
    expect(can(ctx({ roles: ['merchant', 'master'], isMaster: false }), 'manageFollowers')).toBe(false);
    expect(can(ctx({ roles: ['merchant', 'master'], isMaster: true, accountFlags: { disabled: ['relate'], readOnly: [] } }), 'manageFollowers')).toBe(false);
    expect(can(ctx({ roles: ['merchant', 'master', 'content_manager'], isMaster: true }), 'manageFollowers')).toBe(false);
    expect(can(ctx(ACCOUNTS.owner), 'manageFollowers')).toBe(false);
  });

  it('the master role counts only where it is activated for the account', () => {
    expect(can(ctx({ roles: ['merchant', 'master'], isMaster: false }), 'seeRelatedAccounts')).toBe(false);
  });

  it.each([
    ['staff', true],
    ['agency', true],
    ['owner', false],
    ['admin', false],
    ['follower1', false],
    ['support', false],
  ])('impersonation: %s → %s (admins of the platform and masters)', (name, expected) => {
    expect(can(ctx(ACCOUNTS[name]), 'impersonate')).toBe(expected);
  });

  it('only the platform role uses the admin console', () => {
    expect(can(ctx(ACCOUNTS.staff), 'useAdminConsole')).toBe(true);
    expect(can(ctx(ACCOUNTS.admin), 'useAdminConsole')).toBe(false);
  });

  it('the fee cache message shows only to accounts that are not followers', () => {
    expect(can(ctx(ACCOUNTS.owner), 'seeFeeCacheNotice')).toBe(true);
    expect(can(ctx(ACCOUNTS.follower2), 'seeFeeCacheNotice')).toBe(false);
  });
});

describe('feature flags and the auth summary', () => {
  it('reads enabled features', () => {
    const context = ctx({ roles: ['merchant'], features: ['Gifts', 'NewPricing'] });
    expect(hasFeature(context, 'Gifts')).toBe(true);
    expect(hasFeature(context, 'BulkAccessManagement')).toBe(false);
  });

  it('builds the context from selectAuth’s account and features', () => {
    const context = permissionContextFromAuth({
      account: {
        roles: ['merchant', 'master', 'analyst'],
        scopes: [],
        is_master: true,
        roleRestrictions: { disabled: ['webhooks'], readOnly: ['vouchers'] },
      },
      features: ['Gifts'],
    });
    expect(context.isMaster).toBe(true);
    expect(context.restrictions.disabled.has('webhooks')).toBe(true);
    expect(context.restrictions.disabled.has('settings')).toBe(true);
    expect(context.restrictions.readOnly.has('vouchers')).toBe(true);
    expect(hasFeature(context, 'Gifts')).toBe(true);
  });

  it('a signed-out user has no roles and no permissions', () => {
    const context = permissionContextFromAuth({ account: null, features: [] });
    expect(context.roles.size).toBe(0);
    expect(can(context, 'editPaymentGateways')).toBe(false);
    expect(can(context, 'impersonate')).toBe(false);
  });
});

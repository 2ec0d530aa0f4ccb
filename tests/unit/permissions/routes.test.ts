import { lazy } from 'react';
import {
  adminLandingPath,
  canAccessRoute,
  deniedRedirect,
  deniedTarget,
  firstOpenBelow,
  landingPathIn,
  merchantLandingPath,
  navRoutes,
  subTabsOf,
} from '../../../src/routes/access';
import { SANDBOX_DOMO_MERCHANT_ID, SANDBOX_THOUGHTSPOT_MERCHANT_ID } from '../../../src/config';
import { adminRoutes } from '../../../src/routes/adminRoutes';
import { merchantRoutes } from '../../../src/routes/merchantRoutes';
import { createPermissionContext } from '../../../src/routes/permissions';
import { publicRoutes } from '../../../src/routes/publicRoutes';
import type { AppRoute } from '../../../src/routes/types';

const page = lazy(() => Promise.resolve({ default: () => null }));
const route = (path: string, extra: Partial<AppRoute> = {}): AppRoute => ({ path, title: path, section: path, page, ...extra });

const owner = createPermissionContext({ roles: ['merchant', 'owner'] });
const support = createPermissionContext({ roles: ['customer_support'] });
const content = createPermissionContext({ roles: ['content_manager'] });

describe('route access', () => {
  it('needs the route’s feature', () => {
    const gifts = route('/vouchers/gifts', { feature: 'Gifts' });
    expect(canAccessRoute(owner, gifts)).toBe(false);
    expect(canAccessRoute(createPermissionContext({ roles: ['merchant'], features: ['Gifts'] }), gifts)).toBe(true);
  });

  it('follows the restriction rule and redirects to its target, by default /', () => {
    const dashboard = route('/dashboard', { restriction: { key: 'analytics', redirectTo: '/assets' } });
    const webhooks = route('/webhooks', { restriction: { key: 'webhooks' } });
    const payment = route('/transactions/payments/:id', { restriction: { key: 'transactions', redirectTo: '/404.html' } });
    expect(canAccessRoute(owner, dashboard)).toBe(true);
    expect(canAccessRoute(support, dashboard)).toBe(false);
    expect(deniedRedirect(dashboard)).toBe('/assets');
    expect(deniedRedirect(webhooks)).toBe('/');
    expect(deniedRedirect(payment)).toBe('/404.html');
  });
});

describe('landing paths', () => {
  const withDashboard = [
    route('/dashboard', { nav: { label: 'Dashboard' }, restriction: { key: 'analytics', redirectTo: '/assets' } }),
    route('/audience', { nav: { label: 'Audience' }, restriction: { key: 'audience' } }),
    route('/assets', { nav: { label: 'Content' }, restriction: { key: 'assets' } }),
    route('/account/details', { nav: { label: 'Account' } }),
  ];

  it('is /dashboard once that route exists and is open', () => {
    expect(landingPathIn(withDashboard, '/dashboard', owner, '/404.html')).toBe('/dashboard');
  });

  it('follows the dashboard’s redirect for roles without analytics (content manager, customer support → assets)', () => {
    expect(landingPathIn(withDashboard, '/dashboard', content, '/404.html')).toBe('/assets');
    expect(landingPathIn(withDashboard, '/dashboard', support, '/404.html')).toBe('/assets');
  });

  it('is otherwise the first open section', () => {
    const analyst = createPermissionContext({ roles: ['analyst'], accountFlags: { disabled: ['analytics', 'audience'], readOnly: [] } });
    expect(landingPathIn(withDashboard, '/dashboard', analyst, '/404.html')).toBe('/account/details');
  });

  it('merchants land on /dashboard, roles without analytics on /assets, admins on /admin/dashboard', () => {
    expect(merchantLandingPath(owner)).toBe('/dashboard');
    expect(merchantLandingPath(createPermissionContext({ roles: ['analyst'] }))).toBe('/dashboard');
    // Spec section 2: /dashboard redirects them to /assets.
    expect(merchantLandingPath(support)).toBe('/assets');
    expect(merchantLandingPath(content)).toBe('/assets');
    expect(adminLandingPath()).toBe('/admin/dashboard');
  });
});

describe('the settings section (spec section 2)', () => {
  it('has the top tabs Auth, Branding and Integrations, Auth’s sub-screens in the spec’s order, and doors to the first open one', () => {
    const settings = merchantRoutes.filter((r) => r.section === 'settings');
    expect(settings.filter((r) => r.tab).map((r) => [r.tab?.label, r.path])).toEqual([
      ['Auth', '/settings/auth'],
      ['Branding', '/settings/branding'],
      ['Integrations', '/settings/integrations'],
    ]);
    expect(settings.filter((r) => r.subTab && r.path.startsWith('/settings/auth/')).map((r) => r.path.split('/').pop())).toEqual([
      'social',
      'oauth',
      'sessions',
      'geo-restrictions',
      'domain-restrictions',
      'custom-fields',
      'age-restrictions',
    ]);
    expect(firstOpenBelow('merchant', owner, '/settings')?.path).toBe('/settings/auth/social');
    expect(firstOpenBelow('merchant', support, '/settings/auth')?.path).toBe('/settings/auth/social');
    expect(firstOpenBelow('merchant', owner, '/settings/integrations')?.path).toBe('/settings/integrations/ovp-integrations');
    // Analysts have no settings: no door leads anywhere, and the side nav has no Settings entry.
    const analyst = createPermissionContext({ roles: ['analyst'] });
    expect(firstOpenBelow('merchant', analyst, '/settings')).toBeUndefined();
    expect(navRoutes('merchant', analyst).map((r) => r.nav?.label)).not.toContain('Settings');
    expect(subTabsOf('merchant', owner, '/settings/auth/oauth')).toMatchObject({ current: '/settings/auth/oauth' });
    expect(subTabsOf('merchant', owner, '/settings/auth/oauth').tabs.map((r) => r.subTab?.label)).toEqual([
      'Social',
      'OAuth',
      'Sessions',
      'Geo restrictions',
      'Domain restrictions',
      'Custom fields',
      'Age restrictions',
    ]);
  });
});

describe('the branding screens (spec sections 2 and 6)', () => {
  const route = (path: string) => merchantRoutes.find((r) => r.path === path) as AppRoute;

  it('open the themes and a theme to customer support (read-only), the new theme only with addBrandingThemes, none to analysts', () => {
    const analyst = createPermissionContext({ roles: ['analyst'] });
    expect(canAccessRoute(support, route('/settings/branding'))).toBe(true);
    expect(canAccessRoute(support, route('/settings/branding/edit/:id'))).toBe(true);
    expect(canAccessRoute(support, route('/settings/branding/new'))).toBe(false);
    expect(canAccessRoute(owner, route('/settings/branding/new'))).toBe(true);
    const flagged = createPermissionContext({ roles: ['merchant', 'owner'], accountFlags: { disabled: ['addBrandingThemes'], readOnly: [] } });
    expect(canAccessRoute(flagged, route('/settings/branding/new'))).toBe(false);
    expect(canAccessRoute(flagged, route('/settings/branding'))).toBe(true);
    expect(['/settings/branding', '/settings/branding/new', '/settings/branding/edit/:id'].filter((path) => canAccessRoute(analyst, route(path)))).toEqual([]);
    // No second-level tabs under Branding: the editor sits below its tab.
    expect(subTabsOf('merchant', owner, '/settings/branding/edit/4').tabs).toEqual([]);
  });
});

describe('route tables', () => {
  it('hold only screens that exist', () => {
    expect(merchantRoutes.map((r) => r.path)).toEqual([
      '/dashboard',
      '/audience',
      '/audience/edit/:id',
      '/audience/segmentation',
      '/audience/reports',
      '/audience/segmentation-reports',
      '/assets',
      '/assets/edit/:id',
      '/assets/packages',
      '/assets/packages/edit/:id',
      '/assets/templates',
      '/assets/templates/edit/:id',
      '/vouchers',
      '/vouchers/in-app',
      '/vouchers/gifts',
      '/vouchers/edit/:id',
      '/vouchers/in-app/edit/:id',
      '/transactions/payments',
      '/transactions/payments/reports',
      '/transactions/payments/:trxToken',
      '/transactions/subscriptions',
      '/transactions/subscriptions/:transactionToken',
      '/transactions/subscriptions/reports',
      '/access/reports',
      '/access/bulk-actions',
      '/settings',
      '/settings/auth',
      '/settings/auth/social',
      '/settings/auth/oauth',
      '/settings/auth/sessions',
      '/settings/auth/geo-restrictions',
      '/settings/auth/domain-restrictions',
      '/settings/auth/custom-fields',
      '/settings/auth/age-restrictions',
      '/settings/branding',
      '/settings/branding/new',
      '/settings/branding/edit/:id',
      '/settings/integrations',
      '/settings/integrations/ovp-integrations',
      '/settings/integrations/ovp-integrations/:platform',
      '/settings/integrations/in-app-integrations',
      '/settings/integrations/in-app-integrations/paypal',
      '/settings/integrations/in-app-integrations/:type',
      '/settings/integrations/third-party-integrations',
      '/settings/integrations/third-party-integrations/:type',
      '/account/details',
      '/account/details/password',
      '/account/organisation',
      '/account/relate',
      '/account/relate/related-accounts',
      '/account/relate/search',
      '/billing-plan/payment-settings',
      '/billing-plan/stripe-connect',
      '/emailtemplates',
      '/webhooks',
      '/webhooks/edit/:id',
      '/pagebuilder',
      '/support',
      '/thoughtspot',
      '/domo',
    ]);
    // The admin area opens on its dashboard; each slice adds its screens in side-nav order (tests/components/admin).
    const adminPaths = adminRoutes.map((r) => r.path);
    expect(adminPaths.slice(0, 2)).toEqual(['/admin/dashboard', '/admin/account']);
    expect(adminPaths).toEqual(expect.arrayContaining(['/admin/account/details', '/admin/account/details/password']));
    expect(publicRoutes.map((r) => r.path).sort()).toEqual(
      ['/activate', '/activation-message', '/forgot-password', '/login', '/new-password', '/register', '/resend'].sort(),
    );
  });

  it('use the gradient on login, register, forgot-password and new-password only', () => {
    expect(publicRoutes.filter((r) => r.background === 'gradient').map((r) => r.path).sort()).toEqual(
      ['/forgot-password', '/login', '/new-password', '/register'],
    );
  });

  it('give every area screen a title and section', () => {
    for (const r of [...merchantRoutes, ...adminRoutes]) {
      expect(r.title).toMatch(/\S/);
      expect(r.section).toMatch(/^[a-zA-Z]+$/);
    }
    expect(navRoutes('merchant', owner).map((r) => r.nav?.label)).toEqual([
      'Dashboard',
      'Audience',
      'Assets',
      'Vouchers',
      'Transactions',
      'Access',
      'Settings',
      'Account',
      'Billing & plan',
      'Webhooks',
      'Support',
    ]);
  });

  it('open the landing page builder with its feature to those it is not closed to, and each analytics placeholder to its merchant only', () => {
    const labels = (ctx: ReturnType<typeof createPermissionContext>) => navRoutes('merchant', ctx).map((r) => r.nav?.label);
    const withBuilder = createPermissionContext({ roles: ['merchant', 'owner'], features: ['LandingPageBuilder'] });
    expect(labels(withBuilder).slice(-2)).toEqual(['Landing page builder', 'Support']);
    expect(navRoutes('merchant', withBuilder).find((r) => r.path === '/pagebuilder')?.nav?.newTab).toBe(true);
    for (const role of ['analyst', 'customer_support']) {
      expect(labels(createPermissionContext({ roles: [role], features: ['LandingPageBuilder'] }))).not.toContain('Landing page builder');
    }
    const thoughtspot = merchantRoutes.find((r) => r.path === '/thoughtspot');
    const domo = merchantRoutes.find((r) => r.path === '/domo');
    if (!thoughtspot || !domo) throw new Error('the placeholders are missing');
    const ofMerchant = (merchantId: number) => createPermissionContext({ roles: ['merchant', 'owner'], merchantId });
    expect(canAccessRoute(ofMerchant(SANDBOX_THOUGHTSPOT_MERCHANT_ID), thoughtspot)).toBe(true);
    expect(canAccessRoute(ofMerchant(SANDBOX_THOUGHTSPOT_MERCHANT_ID), domo)).toBe(false);
    expect(canAccessRoute(ofMerchant(SANDBOX_DOMO_MERCHANT_ID), domo)).toBe(true);
    expect(canAccessRoute(ofMerchant(1), thoughtspot)).toBe(false);
    expect(deniedTarget(thoughtspot)).toBe('/404.html');
    expect(labels(ofMerchant(SANDBOX_THOUGHTSPOT_MERCHANT_ID))).toContain('ThoughtSpot');
    expect(labels(ofMerchant(1))).not.toContain('ThoughtSpot');
  });

  it('lead a section whose first screen is closed to its first open tab: customer support reaches Access through bulk actions', () => {
    const supportWithBulk = createPermissionContext({ roles: ['customer_support'], features: ['BulkAccessManagement'] });
    const entries = navRoutes('merchant', supportWithBulk).map((r) => [r.nav?.label, r.path]);
    expect(entries).toContainEqual(['Access', '/access/bulk-actions']);
    expect(entries).toContainEqual(['Audience', '/audience']);
    expect(entries.map(([label]) => label)).not.toContain('Dashboard');
    // Without the feature there is nothing open in Access.
    const without = createPermissionContext({ roles: ['customer_support'], features: [] });
    expect(navRoutes('merchant', without).map((r) => r.nav?.label)).not.toContain('Access');
  });
});

import { lazy } from 'react';
import { SECTION_TITLES } from '../constants/messages';
import { ASSETS_UI, PACKAGES_UI, TEMPLATES_UI } from '../constants/messages/assets';
import { AUTH_SETTINGS_UI } from '../constants/messages/authSettings';
import { BRANDING_UI } from '../constants/messages/branding';
import { AUDIENCE_UI, BULK_UI, PAYMENT_DETAILS_UI, SEGMENTATION_UI, SUBSCRIPTIONS_UI } from '../constants/messages/audience';
import { DASHBOARD_UI } from '../constants/messages/dashboard';
import { INTEGRATIONS_UI } from '../constants/messages/integrations';
import { PAYMENTS_UI } from '../constants/messages/lists';
import { REPORTS } from '../constants/messages/reports';
import { RESTRICTIONS_UI } from '../constants/messages/restrictions';
import { VIDEO_UI } from '../constants/messages/videoPlatforms';
import { VOUCHERS_UI } from '../constants/messages/vouchers';
import type { FeatureModule } from '../ducks/featureTypes';
import { withFeatures } from '../ducks/lazyFeatures';
import { accountRoutes, organisationRoute, relateRoutes } from './accountRoutes';
import { billingRoutes } from './billingRoutes';
import { mailTemplateRoutes } from './mailTemplateRoutes';
import { webhookRoutes } from './webhookRoutes';
import { PATHS } from './paths';
import type { FeatureName, RestrictionKey } from './permissions';
import { externalRoutes } from './externalRoutes';
import type { AppRoute, LazyPage } from './types';

// Each screen's chunk brings the store feature it needs.
const DashboardPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "dashboard" */ '../pages/dashboard/DashboardPage'),
    import(/* webpackChunkName: "dashboard" */ '../ducks/analytics'),
    import(/* webpackChunkName: "dashboard" */ '../ducks/gettingStarted'),
  ),
);

const PaymentsPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "payments" */ '../pages/transactions/PaymentsPage'),
    import(/* webpackChunkName: "payments" */ '../ducks/payments'),
    import(/* webpackChunkName: "audience" */ '../ducks/audience'),
    import(/* webpackChunkName: "assets" */ '../ducks/assets'),
  ),
);

const AssetsPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "assets" */ '../pages/assets/AssetsPage'),
    import(/* webpackChunkName: "assets" */ '../ducks/assets'),
    import(/* webpackChunkName: "assets" */ '../ducks/restrictions'),
  ),
);

const AssetEditPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "assets" */ '../pages/assets/AssetEditPage'),
    import(/* webpackChunkName: "assets" */ '../ducks/assets'),
    import(/* webpackChunkName: "assets" */ '../ducks/restrictions'),
    import(/* webpackChunkName: "branding" */ '../ducks/branding'),
    import(/* webpackChunkName: "assets" */ '../ducks/accessCodes'),
    import(/* webpackChunkName: "assets" */ '../ducks/videoPlatforms'),
    import(/* webpackChunkName: "reports" */ '../ducks/uniqueAudience'),
    import(/* webpackChunkName: "assets" */ '../ducks/integrations'),
  ),
);

const PackagesPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "assets" */ '../pages/assets/PackagesPage'),
    import(/* webpackChunkName: "assets" */ '../ducks/assets'),
    import(/* webpackChunkName: "assets" */ '../ducks/restrictions'),
  ),
);

const PackageEditPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "assets" */ '../pages/assets/PackageEditPage'),
    import(/* webpackChunkName: "assets" */ '../ducks/assets'),
    import(/* webpackChunkName: "assets" */ '../ducks/restrictions'),
    import(/* webpackChunkName: "branding" */ '../ducks/branding'),
  ),
);

const TemplatesPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "assets" */ '../pages/assets/TemplatesPage'),
    import(/* webpackChunkName: "assets" */ '../ducks/assets'),
    import(/* webpackChunkName: "assets" */ '../ducks/restrictions'),
  ),
);

const TemplateEditPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "assets" */ '../pages/assets/TemplateEditPage'),
    import(/* webpackChunkName: "assets" */ '../ducks/assets'),
    import(/* webpackChunkName: "assets" */ '../ducks/restrictions'),
  ),
);

type AudienceScreen =
  | 'CustomersPage'
  | 'CustomerDetailsPage'
  | 'SegmentationPage'
  | 'SegmentationReportsPage'
  | 'PaymentDetailsPage'
  | 'SubscriptionsPage'
  | 'SubscriptionDetailsPage'
  | 'BulkActionsPage';

// The audience, transactions and access screens share one chunk with their store features: audience, payments (the
// customer's payments and saved views), assets (the item picker) and branding (the password reset's theme picker).
const audiencePage = (screen: AudienceScreen): LazyPage =>
  lazy(() =>
    withFeatures(
      import(/* webpackChunkName: "audience" */ '../pages/audience/screens').then((screens) => ({ default: screens[screen] })),
      import(/* webpackChunkName: "audience" */ '../ducks/audience'),
      import(/* webpackChunkName: "branding" */ '../ducks/branding'),
      import(/* webpackChunkName: "payments" */ '../ducks/payments'),
      import(/* webpackChunkName: "assets" */ '../ducks/assets'),
    ),
  );

/** A screen of the Audience, Transactions or Access section: its area (and any further one) must be open. */
const audienceRoute = (
  path: string,
  title: string,
  screen: AudienceScreen,
  section: 'audience' | 'transactions' | 'assetAccess',
  entry: Pick<AppRoute, 'nav' | 'tab' | 'feature'> & { also?: readonly RestrictionKey[] } = {},
): AppRoute => {
  const { also, ...rest } = entry;
  const sectionTitles = { audience: SECTION_TITLES.audience, transactions: SECTION_TITLES.transactions, assetAccess: SECTION_TITLES.access };
  return { path, title, section, sectionTitle: sectionTitles[section], ...rest, restriction: { key: section, ...(also ? { also } : {}) }, page: audiencePage(screen) };
};

type VoucherScreen = 'VouchersPage' | 'InAppVouchersPage' | 'GiftVouchersPage' | 'VoucherEditPage' | 'InAppVoucherEditPage';

// The Promotions screens share one chunk with the vouchers store feature (and the assets one, for the rule lists).
const voucherPage = (screen: VoucherScreen): LazyPage =>
  lazy(() =>
    withFeatures(
      import(/* webpackChunkName: "vouchers" */ '../pages/vouchers/screens').then((screens) => ({ default: screens[screen] })),
      import(/* webpackChunkName: "vouchers" */ '../ducks/vouchers'),
      import(/* webpackChunkName: "assets" */ '../ducks/assets'),
    ),
  );

/** A screen of the Promotions section (topnav Vouchers): the vouchers area must be open. */
const voucherRoute = (path: string, title: string, screen: VoucherScreen, entry: Pick<AppRoute, 'nav' | 'tab' | 'feature'> = {}): AppRoute => ({
  path,
  title,
  section: 'vouchers',
  sectionTitle: SECTION_TITLES.promotions,
  ...entry,
  restriction: { key: 'vouchers' },
  page: voucherPage(screen),
});

type SettingsScreen =
  | 'SocialPage'
  | 'OAuthPage'
  | 'SessionsPage'
  | 'CustomFieldsPage'
  | 'GeoRestrictionsPage'
  | 'DomainRestrictionsPage'
  | 'AgeRestrictionsPage'
  | 'VideoPlatformsPage'
  | 'VideoPlatformPage'
  | 'BrandingThemesPage'
  | 'BrandingThemePage'
  | 'NewBrandingThemePage'
  | 'InAppIntegrationsPage'
  | 'InAppIntegrationPage'
  | 'PayPalPage'
  | 'ThirdPartyIntegrationsPage'
  | 'ThirdPartyIntegrationPage';

// The Settings screens share one chunk with their store features.
const settingsPage = (screen: SettingsScreen): LazyPage =>
  lazy(() =>
    withFeatures(
      import(/* webpackChunkName: "settings" */ '../pages/settings/screens').then((screens) => ({ default: screens[screen] })),
      import(/* webpackChunkName: "settings" */ '../ducks/restrictions'),
      import(/* webpackChunkName: "settings" */ '../ducks/videoPlatforms'),
      import(/* webpackChunkName: "settings" */ '../ducks/authSettings'),
      import(/* webpackChunkName: "branding" */ '../ducks/branding'),
      import(/* webpackChunkName: "settings" */ '../ducks/integrations'),
    ),
  );

const SectionDoor = lazy(() => import(/* webpackChunkName: "settings" */ './SectionDoor'));

/**
 * A screen of the Settings section, a second-level tab of Auth or Integrations by default: the settings area and its
 * own (one key or several) must be open.
 */
const settingsRoute = (path: string, title: string, screen: SettingsScreen, keys: RestrictionKey | readonly RestrictionKey[], subTab = true, feature?: FeatureName): AppRoute => ({
  path,
  title,
  section: 'settings',
  sectionTitle: SECTION_TITLES.settings,
  ...(subTab ? { subTab: { label: title } } : {}),
  ...(feature ? { feature } : {}),
  restriction: { key: 'settings', also: typeof keys === 'string' ? [keys] : keys },
  page: settingsPage(screen),
});

/** A door of the Settings section (spec section 2: /settings, /settings/auth, /settings/integrations). */
const settingsDoor = (path: string, title: string, entry: Pick<AppRoute, 'nav' | 'tab'>): AppRoute => ({
  path,
  title,
  section: 'settings',
  sectionTitle: SECTION_TITLES.settings,
  ...entry,
  door: true,
  restriction: { key: 'settings' },
  page: SectionDoor,
});

type ReportsScreen = 'AudienceReportsPage' | 'PaymentsReportsPage' | 'SubscriptionsReportsPage' | 'AccessReportsPage';

type FeatureImport = () => Promise<{ default: FeatureModule | readonly FeatureModule[] }>;

/** The access reports also offer the unique-audience report, whose asset picker lists assets. */
const ACCESS_REPORT_FEATURES: readonly FeatureImport[] = [
  () => import(/* webpackChunkName: "reports" */ '../ducks/uniqueAudience'),
  () => import(/* webpackChunkName: "assets" */ '../ducks/assets'),
];

/**
 * A section's Reports screen: needs 'allReports' and the section itself; the first of a section carries its side-nav
 * entry; `features` are what its other reports need.
 */
const reportsRoute = (
  path: string,
  screen: ReportsScreen,
  title: string,
  sectionTitle: string,
  sectionKey: RestrictionKey,
  nav: boolean,
  features: readonly FeatureImport[] = [],
): AppRoute => ({
  path,
  title,
  section: sectionKey,
  sectionTitle,
  ...(nav ? { nav: { label: sectionTitle } } : {}),
  tab: { label: title },
  restriction: { key: 'allReports', also: [sectionKey] },
  page: lazy(() =>
    withFeatures(
      import(/* webpackChunkName: "reports" */ '../pages/reports/screens').then((screens) => ({ default: screens[screen] })),
      import(/* webpackChunkName: "reports" */ '../ducks/reports'),
      ...features.map((feature) => feature()),
    ),
  ),
});

/** A screen of the Content section (topnav Assets): the assets area must be open. */
const contentRoute = (path: string, title: string, page: LazyPage, entry: Pick<AppRoute, 'nav' | 'tab'> = {}): AppRoute => ({
  path,
  title,
  section: 'assets',
  sectionTitle: SECTION_TITLES.content,
  ...entry,
  restriction: { key: 'assets' },
  page,
});

/** The merchant area, in side-nav order. A screen joins this table when it exists. */
export const merchantRoutes: readonly AppRoute[] = [
  {
    path: PATHS.dashboard,
    title: DASHBOARD_UI.title,
    section: 'dashboard',
    sectionTitle: SECTION_TITLES.analytics,
    nav: { label: SECTION_TITLES.dashboard },
    restriction: { key: 'analytics', redirectTo: PATHS.assets },
    page: DashboardPage,
  },
  audienceRoute(PATHS.audience, AUDIENCE_UI.title, 'CustomersPage', 'audience', { nav: { label: SECTION_TITLES.audience }, tab: { label: AUDIENCE_UI.title } }),
  audienceRoute('/audience/edit/:id', AUDIENCE_UI.detailsTitle, 'CustomerDetailsPage', 'audience'),
  audienceRoute(PATHS.segmentation, SEGMENTATION_UI.title, 'SegmentationPage', 'audience', { tab: { label: SEGMENTATION_UI.title }, also: ['segmentation'] }),
  reportsRoute('/audience/reports', 'AudienceReportsPage', REPORTS.titles.audience, SECTION_TITLES.audience, 'audience', false),
  audienceRoute(PATHS.segmentationReports, SEGMENTATION_UI.reportsTitle, 'SegmentationReportsPage', 'audience', { tab: { label: SEGMENTATION_UI.reportsTitle }, also: ['segmentationReports'] }),
  contentRoute(PATHS.assets, ASSETS_UI.title, AssetsPage, { nav: { label: ASSETS_UI.navLabel }, tab: { label: ASSETS_UI.title } }),
  contentRoute('/assets/edit/:id', ASSETS_UI.editPageTitle, AssetEditPage),
  contentRoute(PATHS.packages, PACKAGES_UI.title, PackagesPage, { tab: { label: PACKAGES_UI.title } }),
  contentRoute('/assets/packages/edit/:id', PACKAGES_UI.editPageTitle, PackageEditPage),
  contentRoute(PATHS.templates, TEMPLATES_UI.title, TemplatesPage, { tab: { label: TEMPLATES_UI.title } }),
  contentRoute('/assets/templates/edit/:id', TEMPLATES_UI.editPageTitle, TemplateEditPage),
  voucherRoute(PATHS.vouchers, VOUCHERS_UI.title, 'VouchersPage', { nav: { label: VOUCHERS_UI.title }, tab: { label: VOUCHERS_UI.title } }),
  voucherRoute(PATHS.inAppVouchers, VOUCHERS_UI.inAppTitle, 'InAppVouchersPage', { tab: { label: VOUCHERS_UI.inAppTitle } }),
  voucherRoute(PATHS.giftVouchers, VOUCHERS_UI.giftsTitle, 'GiftVouchersPage', { tab: { label: VOUCHERS_UI.giftsTitle }, feature: 'Gifts' }),
  voucherRoute('/vouchers/edit/:id', VOUCHERS_UI.editTitle, 'VoucherEditPage'),
  voucherRoute('/vouchers/in-app/edit/:id', VOUCHERS_UI.inAppEditTitle, 'InAppVoucherEditPage'),
  {
    path: '/transactions/payments',
    title: PAYMENTS_UI.title,
    section: 'transactions',
    sectionTitle: SECTION_TITLES.transactions,
    nav: { label: SECTION_TITLES.transactions },
    tab: { label: PAYMENTS_UI.title },
    restriction: { key: 'transactions' },
    page: PaymentsPage,
  },
  reportsRoute('/transactions/payments/reports', 'PaymentsReportsPage', REPORTS.titles.payments, SECTION_TITLES.transactions, 'transactions', false),
  audienceRoute('/transactions/payments/:trxToken', PAYMENT_DETAILS_UI.title, 'PaymentDetailsPage', 'transactions'),
  audienceRoute(PATHS.subscriptions, SUBSCRIPTIONS_UI.title, 'SubscriptionsPage', 'transactions', { tab: { label: SUBSCRIPTIONS_UI.title } }),
  audienceRoute('/transactions/subscriptions/:transactionToken', SUBSCRIPTIONS_UI.detailsTitle, 'SubscriptionDetailsPage', 'transactions'),
  reportsRoute(
    '/transactions/subscriptions/reports',
    'SubscriptionsReportsPage',
    REPORTS.titles.subscriptions,
    SECTION_TITLES.transactions,
    'transactions',
    false,
  ),
  reportsRoute('/access/reports', 'AccessReportsPage', REPORTS.titles.access, SECTION_TITLES.access, 'assetAccess', true, ACCESS_REPORT_FEATURES),
  audienceRoute(PATHS.bulkActions, BULK_UI.title, 'BulkActionsPage', 'assetAccess', { tab: { label: BULK_UI.title }, feature: 'BulkAccessManagement' }),
  // Spec section 2: Auth's sub-screens in its order, Branding (its themes and their editor), then Integrations.
  settingsDoor(PATHS.settings, SECTION_TITLES.settings, { nav: { label: SECTION_TITLES.settings } }),
  settingsDoor(PATHS.authSettings, AUTH_SETTINGS_UI.authTab, { tab: { label: AUTH_SETTINGS_UI.authTab } }),
  settingsRoute(PATHS.socialSettings, AUTH_SETTINGS_UI.socialTitle, 'SocialPage', 'socialAuth'),
  settingsRoute(PATHS.oauthSettings, AUTH_SETTINGS_UI.oauthTitle, 'OAuthPage', 'oauthSso'),
  settingsRoute(PATHS.sessionsSettings, AUTH_SETTINGS_UI.sessionsTitle, 'SessionsPage', 'concurrentSessions'),
  settingsRoute(PATHS.geoRestrictions, RESTRICTIONS_UI.geoTitle, 'GeoRestrictionsPage', 'geoRestrictions'),
  settingsRoute(PATHS.domainRestrictions, RESTRICTIONS_UI.domainTitle, 'DomainRestrictionsPage', 'domainRestrictions'),
  settingsRoute(PATHS.customFields, AUTH_SETTINGS_UI.customFieldsTitle, 'CustomFieldsPage', 'customFields'),
  settingsRoute(PATHS.ageRestrictions, RESTRICTIONS_UI.ageTitle, 'AgeRestrictionsPage', 'ageRestrictions'),
  { ...settingsRoute(PATHS.brandingSettings, BRANDING_UI.title, 'BrandingThemesPage', 'brandingThemes', false), tab: { label: BRANDING_UI.tab } },
  settingsRoute(PATHS.newBrandingTheme, BRANDING_UI.newTitle, 'NewBrandingThemePage', ['brandingThemes', 'addBrandingThemes'], false),
  settingsRoute(PATHS.brandingTheme(':id'), BRANDING_UI.editTitle, 'BrandingThemePage', 'brandingThemes', false),
  settingsDoor(PATHS.integrations, AUTH_SETTINGS_UI.integrationsTab, { tab: { label: AUTH_SETTINGS_UI.integrationsTab } }),
  settingsRoute(PATHS.ovpIntegrations, VIDEO_UI.title, 'VideoPlatformsPage', 'videoPlatformIntegrations'),
  settingsRoute(PATHS.videoPlatform(':platform'), VIDEO_UI.platformTitle, 'VideoPlatformPage', 'videoPlatformIntegrations', false),
  settingsRoute(PATHS.inAppIntegrations, INTEGRATIONS_UI.inAppTitle, 'InAppIntegrationsPage', 'inAppIntegrations'),
  settingsRoute(PATHS.payPalIntegration, INTEGRATIONS_UI.payPalTitle, 'PayPalPage', 'inAppIntegrations', false, 'ExternalPaypalIntegration'),
  settingsRoute(PATHS.inAppIntegration(':type'), INTEGRATIONS_UI.storeTitle, 'InAppIntegrationPage', 'inAppIntegrations', false),
  // The third-party integrations have no area of their own in the spec: the settings area alone.
  settingsRoute(PATHS.thirdPartyIntegrations, INTEGRATIONS_UI.thirdPartyTitle, 'ThirdPartyIntegrationsPage', 'settings'),
  settingsRoute(PATHS.thirdPartyIntegration(':type'), INTEGRATIONS_UI.thirdPartyScreenTitle, 'ThirdPartyIntegrationPage', 'settings', false),
  ...accountRoutes(''),
  organisationRoute,
  ...relateRoutes,
  ...billingRoutes,
  ...mailTemplateRoutes,
  ...webhookRoutes,
  ...externalRoutes,
];

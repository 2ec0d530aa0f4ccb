import { lazy } from 'react';
import { COMMERCIAL_REPORTS_UI } from '../../constants/messages/adminCommercials';
import { MERCHANT_EDIT_UI, MERCHANT_PAYMENTS_UI, MERCHANTS_UI, RELATED_ACCOUNTS_UI } from '../../constants/messages/adminMerchants';
import { withFeatures } from '../../ducks/lazyFeatures';
import type { AppRoute, LazyPage } from '../types';
import { ADMIN_MERCHANT_PATHS } from './merchantPaths';

// The merchants screens share one chunk with their store feature.
const merchantsPage = (screen: 'MerchantsPage' | 'MerchantEditPage' | 'RelatedAccountsPage'): LazyPage =>
  lazy(() =>
    withFeatures(
      import(/* webpackChunkName: "admin-merchants" */ '../../pages/admin/merchants/screens').then((screens) => ({ default: screens[screen] })),
      import(/* webpackChunkName: "admin-merchants" */ '../../ducks/adminMerchants'),
    ),
  );

// A merchant's payment setup: the merchant's own screen with the billing feature, for the merchant chosen.
const MerchantPaymentSettingsPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "admin-merchant-billing" */ '../../pages/admin/merchants/MerchantPaymentSettingsPage'),
    import(/* webpackChunkName: "admin-merchant-billing" */ '../../ducks/billing'),
    import(/* webpackChunkName: "admin-merchants" */ '../../ducks/adminMerchants'),
  ),
);

// The commercial reports screen loads with the commercials feature.
const CommercialReportsPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "admin-commercials" */ '../../pages/admin/commercials/CommercialReportsPage'),
    import(/* webpackChunkName: "admin-commercials" */ '../../ducks/adminCommercials'),
  ),
);

const merchantRoute = (path: string, title: string, page: LazyPage, entry: Pick<AppRoute, 'nav' | 'tab'> = {}): AppRoute => ({
  path,
  title,
  section: 'merchants',
  sectionTitle: MERCHANTS_UI.title,
  page,
  ...entry,
});

/** `/admin/merchants`, its edit screen, related accounts, payment settings and commercials (reports and missing transactions sit in `reportRoutes`). */
export const adminMerchantRoutes: readonly AppRoute[] = [
  merchantRoute(ADMIN_MERCHANT_PATHS.list, MERCHANTS_UI.title, merchantsPage('MerchantsPage'), { nav: { label: MERCHANTS_UI.title }, tab: { label: MERCHANTS_UI.title } }),
  merchantRoute(ADMIN_MERCHANT_PATHS.edit(':id'), MERCHANT_EDIT_UI.title, merchantsPage('MerchantEditPage')),
  merchantRoute(ADMIN_MERCHANT_PATHS.relatedAccounts(':id'), RELATED_ACCOUNTS_UI.title, merchantsPage('RelatedAccountsPage')),
  merchantRoute(ADMIN_MERCHANT_PATHS.paymentSettings(':id'), MERCHANT_PAYMENTS_UI.title, MerchantPaymentSettingsPage),
  merchantRoute('/admin/merchants/commercials', COMMERCIAL_REPORTS_UI.title, CommercialReportsPage, { tab: { label: COMMERCIAL_REPORTS_UI.tab } }),
];

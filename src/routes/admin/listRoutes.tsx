import { lazy } from 'react';
import { ADMIN_LISTS_UI } from '../../constants/messages/adminLists';
import { PAYMENT_DETAILS_UI, SUBSCRIPTIONS_UI } from '../../constants/messages/audience';
import { withFeatures } from '../../ducks/lazyFeatures';
import type { AppRoute, LazyPage } from '../types';
import { ADMIN_LIST_PATHS } from './listPaths';

type Screen = keyof typeof import('../../pages/admin/lists/screens');

// The staff lists share one chunk with their store feature, the saved views (payments feature) and the merchants list (the merchant filter).
const listPage = (screen: Screen): LazyPage =>
  lazy(() =>
    withFeatures(
      import(/* webpackChunkName: "admin-lists" */ '../../pages/admin/lists/screens').then((screens) => ({ default: screens[screen] })),
      import(/* webpackChunkName: "admin-lists" */ '../../ducks/adminLists'),
      import(/* webpackChunkName: "payments" */ '../../ducks/payments'),
      import(/* webpackChunkName: "admin-merchants" */ '../../ducks/adminMerchants'),
    ),
  );

/** A section's list (its side-nav entry and first tab) and its details screen. */
const section = (name: string, title: string, list: { path: string; screen: Screen }, details: { path: string; title: string; screen: Screen }): AppRoute[] => [
  { path: list.path, title, section: name, sectionTitle: title, page: listPage(list.screen), nav: { label: title }, tab: { label: title } },
  { path: details.path, title: details.title, section: name, sectionTitle: title, page: listPage(details.screen) },
];

/** The staff-wide lists and their details: audience, payments, subscriptions, access. */
export const adminAudienceRoutes: readonly AppRoute[] = section(
  'audience',
  ADMIN_LISTS_UI.audienceTitle,
  { path: ADMIN_LIST_PATHS.audience, screen: 'AdminCustomersPage' },
  { path: ADMIN_LIST_PATHS.customer(':id'), title: ADMIN_LISTS_UI.customerTitle, screen: 'AdminCustomerDetailsPage' },
);
export const adminPaymentRoutes: readonly AppRoute[] = section(
  'payments',
  ADMIN_LISTS_UI.paymentsTitle,
  { path: ADMIN_LIST_PATHS.payments, screen: 'AdminPaymentsPage' },
  { path: `${ADMIN_LIST_PATHS.payments}/:trxToken`, title: PAYMENT_DETAILS_UI.title, screen: 'AdminPaymentDetailsPage' },
);
export const adminSubscriptionRoutes: readonly AppRoute[] = section(
  'subscriptions',
  ADMIN_LISTS_UI.subscriptionsTitle,
  { path: ADMIN_LIST_PATHS.subscriptions, screen: 'AdminSubscriptionsPage' },
  { path: `${ADMIN_LIST_PATHS.subscriptions}/:subscriptionId`, title: SUBSCRIPTIONS_UI.detailsTitle, screen: 'AdminSubscriptionDetailsPage' },
);
export const adminAccessRoutes: readonly AppRoute[] = [
  { path: ADMIN_LIST_PATHS.access, title: ADMIN_LISTS_UI.accessTitle, section: 'access', sectionTitle: ADMIN_LISTS_UI.accessTitle, page: listPage('AdminAccessPage'), nav: { label: ADMIN_LISTS_UI.accessTitle }, tab: { label: ADMIN_LISTS_UI.accessTitle } },
];

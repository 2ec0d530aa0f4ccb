import { lazy } from 'react';
import { MAILING_LIST_UI, MISSING_TRANSACTIONS_UI, SECTION_REPORTS_UI } from '../../constants/messages/adminReports';
import { REPORTS } from '../../constants/messages/reports';
import type { MissingTransactionSection } from '../../contracts/adminReports';
import { withFeatures } from '../../ducks/lazyFeatures';
import type { AppRoute } from '../types';

type Screens = typeof import('../../pages/admin/reports/screens');

// The sections' reports and missing transactions share one chunk with the report engine and the admin reports features.
const screen = (name: keyof Screens) =>
  lazy(() =>
    withFeatures(
      import(/* webpackChunkName: "admin-reports" */ '../../pages/admin/reports/screens').then((screens) => ({ default: screens[name] })),
      import(/* webpackChunkName: "reports" */ '../../ducks/reports'),
      import(/* webpackChunkName: "admin-reports" */ '../../ducks/adminReports'),
    ),
  );

/** A section's Reports and Missing transactions tabs (spec section 2), after the section's own screens. */
const sectionRoutes = (section: MissingTransactionSection, reports: keyof Screens, missing: keyof Screens, title: string): AppRoute[] => [
  { path: `/admin/${section}/reports`, title, section, sectionTitle: MISSING_TRANSACTIONS_UI.titles[section], tab: { label: SECTION_REPORTS_UI.reports }, page: screen(reports) },
  {
    path: `/admin/${section}/missing-transactions`,
    title: MISSING_TRANSACTIONS_UI.title(MISSING_TRANSACTIONS_UI.titles[section]),
    section,
    sectionTitle: MISSING_TRANSACTIONS_UI.titles[section],
    tab: { label: SECTION_REPORTS_UI.missingTransactions },
    page: screen(missing),
  },
];

/** `{section}/reports` and `{section}/missing-transactions` of the five admin sections, by section. */
export const adminMerchantReportRoutes: readonly AppRoute[] = sectionRoutes('merchants', 'MerchantsReportsPage', 'MerchantsMissingTransactionsPage', REPORTS.titles.merchants);
export const adminAudienceReportRoutes: readonly AppRoute[] = sectionRoutes('audience', 'AudienceReportsPage', 'AudienceMissingTransactionsPage', REPORTS.titles.audience);
export const adminPaymentReportRoutes: readonly AppRoute[] = sectionRoutes('payments', 'PaymentsReportsPage', 'PaymentsMissingTransactionsPage', REPORTS.titles.payments);
export const adminSubscriptionReportRoutes: readonly AppRoute[] = sectionRoutes('subscriptions', 'SubscriptionsReportsPage', 'SubscriptionsMissingTransactionsPage', REPORTS.titles.subscriptions);
export const adminAccessReportRoutes: readonly AppRoute[] = sectionRoutes('access', 'AccessReportsPage', 'AccessMissingTransactionsPage', REPORTS.titles.access);

/** `/admin/mailing-list`. */
export const adminMailingListRoutes: readonly AppRoute[] = [
  {
    path: '/admin/mailing-list',
    title: MAILING_LIST_UI.title,
    section: 'mailingList',
    sectionTitle: MAILING_LIST_UI.title,
    nav: { label: MAILING_LIST_UI.title },
    page: lazy(() =>
      withFeatures(
        import(/* webpackChunkName: "admin-reports" */ '../../pages/admin/reports/MailingListPage'),
        import(/* webpackChunkName: "admin-reports" */ '../../ducks/adminReports'),
      ),
    ),
  },
];

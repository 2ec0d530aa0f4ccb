import { accountRoutes } from './accountRoutes';
import { adminActivityRoutes } from './admin/activityRoutes';
import { adminDashboardRoutes } from './admin/dashboardRoutes';
import { adminAccessRoutes, adminAudienceRoutes, adminPaymentRoutes, adminSubscriptionRoutes } from './admin/listRoutes';
import { adminMerchantRoutes } from './admin/merchantRoutes';
import {
  adminAccessReportRoutes,
  adminAudienceReportRoutes,
  adminMailingListRoutes,
  adminMerchantReportRoutes,
  adminPaymentReportRoutes,
  adminSubscriptionReportRoutes,
} from './admin/reportRoutes';
import type { AppRoute } from './types';

/** The admin area (platform staff), in the spec's side-nav order; each slice lives in `./admin/`. */
export const adminRoutes: readonly AppRoute[] = [
  ...adminDashboardRoutes,
  ...adminMerchantRoutes,
  ...adminMerchantReportRoutes,
  ...adminAudienceRoutes,
  ...adminAudienceReportRoutes,
  ...adminPaymentRoutes,
  ...adminPaymentReportRoutes,
  ...adminSubscriptionRoutes,
  ...adminSubscriptionReportRoutes,
  ...adminMailingListRoutes,
  ...adminAccessRoutes,
  ...adminAccessReportRoutes,
  ...accountRoutes('/admin'),
  ...adminActivityRoutes,
];

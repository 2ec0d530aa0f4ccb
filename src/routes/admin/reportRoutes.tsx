import type { AppRoute } from '../types';

/** `{section}/reports` and `{section}/missing-transactions` of the five admin sections, by section. */
export const adminMerchantReportRoutes: readonly AppRoute[] = [];
export const adminAudienceReportRoutes: readonly AppRoute[] = [];
export const adminPaymentReportRoutes: readonly AppRoute[] = [];
export const adminSubscriptionReportRoutes: readonly AppRoute[] = [];
export const adminAccessReportRoutes: readonly AppRoute[] = [];
/** `/admin/mailing-list`. */
export const adminMailingListRoutes: readonly AppRoute[] = [];

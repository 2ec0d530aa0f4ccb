import type { AppRoute } from '../types';

/** `/admin/merchants`, its edit screen, related accounts and commercials (reports and missing transactions sit in `reportRoutes`). */
export const adminMerchantRoutes: readonly AppRoute[] = [];

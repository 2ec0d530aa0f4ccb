import type { AppRoute } from '../types';

/** `/admin/dashboard`: platform-wide figures with a merchant picker. */
export const adminDashboardRoutes: readonly AppRoute[] = [];

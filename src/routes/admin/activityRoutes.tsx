import type { AppRoute } from '../types';

/** `/admin/activity`: the staff activity log (beyond the spec). */
export const adminActivityRoutes: readonly AppRoute[] = [];

import type { AppRoute } from '../types';

/** The staff-wide lists and their details: audience, payments, subscriptions, access. */
export const adminAudienceRoutes: readonly AppRoute[] = [];
export const adminPaymentRoutes: readonly AppRoute[] = [];
export const adminSubscriptionRoutes: readonly AppRoute[] = [];
export const adminAccessRoutes: readonly AppRoute[] = [];

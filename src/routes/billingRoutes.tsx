import { lazy } from 'react';
import { BILLING_UI } from '../constants/messages/billing';
import { withFeatures } from '../ducks/lazyFeatures';
import { PATHS } from './paths';
import type { AppRoute } from './types';

const PaymentSettingsPage = lazy(() =>
  withFeatures(import(/* webpackChunkName: "billing" */ '../pages/billing/PaymentSettingsPage'), import(/* webpackChunkName: "billing" */ '../ducks/billing')),
);
const StripeCallbackPage = lazy(() =>
  withFeatures(import(/* webpackChunkName: "billing" */ '../pages/billing/StripeCallbackPage'), import(/* webpackChunkName: "billing" */ '../ducks/billing')),
);

/** Billing & plan (spec section 2): the payment settings, in the side nav, and Stripe Connect's callback. */
export const billingRoutes: readonly AppRoute[] = [
  {
    path: PATHS.paymentSettings,
    title: BILLING_UI.title,
    section: 'billing',
    sectionTitle: BILLING_UI.navLabel,
    nav: { label: BILLING_UI.navLabel },
    page: PaymentSettingsPage,
    restriction: { key: 'billingPlan' },
  },
  {
    path: PATHS.stripeCallback,
    title: BILLING_UI.stripeTitle,
    section: 'billing',
    sectionTitle: BILLING_UI.navLabel,
    page: StripeCallbackPage,
    restriction: { key: 'billingPlan' },
  },
];

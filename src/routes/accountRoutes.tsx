import { lazy } from 'react';
import { withFeatures } from '../ducks/lazyFeatures';
import { CHROME, CHROME_UI, SECTION_TITLES } from '../constants/messages';
import type { AppRoute } from './types';

// The account feature's endpoint rows load with the account screens, not at start-up.
const AccountDetailsPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "account" */ '../pages/account/AccountDetailsPage'),
    import(/* webpackChunkName: "account" */ '../ducks/account'),
  ),
);
const ChangePasswordPage = lazy(() => import(/* webpackChunkName: "account" */ '../pages/account/ChangePasswordPage'));

/** The account section, shared by both areas: `base` is '' for the merchant area and '/admin' for the admin area. */
export function accountRoutes(base: '' | '/admin'): AppRoute[] {
  return [
    {
      path: `${base}/account/details`,
      title: SECTION_TITLES.accountDetails,
      section: 'account',
      sectionTitle: SECTION_TITLES.accountDetails,
      nav: { label: CHROME.account },
      tab: { label: SECTION_TITLES.accountDetails },
      page: AccountDetailsPage,
    },
    {
      path: `${base}/account/details/password`,
      title: CHROME_UI.changePassword,
      section: 'account',
      sectionTitle: SECTION_TITLES.accountDetails,
      tab: { label: CHROME_UI.changePassword },
      page: ChangePasswordPage,
    },
  ];
}

import { lazy } from 'react';
import { withFeatures } from '../ducks/lazyFeatures';
import { CHROME, CHROME_UI, SECTION_TITLES } from '../constants/messages';
import { ORGANISATION_UI } from '../constants/messages/organisation';
import { RELATE_UI } from '../constants/messages/relate';
import { PATHS } from './paths';
import type { AppRoute } from './types';

// The account feature's endpoint rows load with the account screens, not at start-up.
const AccountDetailsPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "account" */ '../pages/account/AccountDetailsPage'),
    import(/* webpackChunkName: "account" */ '../ducks/account'),
  ),
);
const ChangePasswordPage = lazy(() => import(/* webpackChunkName: "account" */ '../pages/account/ChangePasswordPage'));
// The relate screens (an agency's related accounts) load with the followers feature, which the chrome also loads.
const RelatePage = lazy(() =>
  withFeatures(import(/* webpackChunkName: "relate" */ '../pages/account/relate/RelatePage'), import(/* webpackChunkName: "relate" */ '../ducks/followers')),
);
const RelatedAccountsPage = lazy(() =>
  withFeatures(import(/* webpackChunkName: "relate" */ '../pages/account/relate/RelatedAccountsPage'), import(/* webpackChunkName: "relate" */ '../ducks/followers')),
);
const RelatedSearchPage = lazy(() =>
  withFeatures(import(/* webpackChunkName: "relate" */ '../pages/account/relate/RelatedSearchPage'), import(/* webpackChunkName: "relate" */ '../ducks/followers')),
);

const OrganisationPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "organisation" */ '../pages/account/organisation/OrganisationPage'),
    import(/* webpackChunkName: "organisation" */ '../ducks/organisation'),
  ),
);

/** The organisation screen (the spec names no route): the organisation section, closed to the staff roles. */
export const organisationRoute: AppRoute = {
  path: PATHS.organisation,
  title: ORGANISATION_UI.title,
  section: 'account',
  sectionTitle: SECTION_TITLES.accountDetails,
  tab: { label: ORGANISATION_UI.title },
  page: OrganisationPage,
  restriction: { key: 'organisation' },
};

/** An agency's relate screens (spec section 2): the relate section, the Activate Relate feature, an activated master. */
const relateRoute = (path: string, title: string, page: AppRoute['page']): AppRoute => ({
  path,
  title,
  section: 'account',
  sectionTitle: SECTION_TITLES.accountDetails,
  tab: { label: title },
  page,
  feature: 'Activate Relate',
  restriction: { key: 'relate' },
  rule: 'manageFollowers',
});

export const relateRoutes: readonly AppRoute[] = [
  relateRoute(PATHS.relate, RELATE_UI.relateTitle, RelatePage),
  relateRoute(PATHS.relatedAccounts, RELATE_UI.relatedTitle, RelatedAccountsPage),
  relateRoute(PATHS.relatedSearch, RELATE_UI.searchTitle, RelatedSearchPage),
];

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

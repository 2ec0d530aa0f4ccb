import { lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { SECTION_TITLES } from '../../constants/messages';
import { ADMIN_DASHBOARD_UI } from '../../constants/messages/adminDashboard';
import { withFeatures } from '../../ducks/lazyFeatures';
import { PATHS } from '../paths';
import type { AppRoute } from '../types';

// The admin dashboard reuses the merchant dashboard's analytics feature, narrowed by its own platform figures.
const AdminDashboardPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "admin-dashboard" */ '../../pages/admin/dashboard/AdminDashboardPage'),
    import(/* webpackChunkName: "dashboard" */ '../../ducks/analytics'),
    import(/* webpackChunkName: "admin-dashboard" */ '../../ducks/adminDashboard'),
  ),
);

const ADMIN_ACCOUNT_DETAILS = '/admin/account/details';

// `/admin/account` is no screen of its own: it opens the account details (no chunk to load for a redirect).
const AdminAccountRedirect = lazy(async () => ({ default: () => <Navigate to={ADMIN_ACCOUNT_DETAILS} replace /> }));

/** `/admin/dashboard`: platform-wide figures with a merchant picker; and `/admin/account`, which opens the account details. */
export const adminDashboardRoutes: readonly AppRoute[] = [
  {
    path: PATHS.adminDashboard,
    title: ADMIN_DASHBOARD_UI.title,
    section: 'dashboard',
    sectionTitle: SECTION_TITLES.dashboard,
    nav: { label: SECTION_TITLES.dashboard },
    page: AdminDashboardPage,
  },
  { path: '/admin/account', title: SECTION_TITLES.accountDetails, section: 'account', page: AdminAccountRedirect },
];

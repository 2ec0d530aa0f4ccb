import { lazy } from 'react';
import { ACTIVITY_UI } from '../../constants/messages/adminActivity';
import { withFeatures } from '../../ducks/lazyFeatures';
import type { AppRoute } from '../types';

export const ADMIN_ACTIVITY_PATH = '/admin/activity';

const ActivityPage = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "admin-activity" */ '../../pages/admin/activity/ActivityPage'),
    import(/* webpackChunkName: "admin-impersonation" */ '../../ducks/adminActivity'),
  ),
);

/** `/admin/activity`: the staff activity log (beyond the spec). */
export const adminActivityRoutes: readonly AppRoute[] = [
  {
    path: ADMIN_ACTIVITY_PATH,
    title: ACTIVITY_UI.title,
    section: 'activity',
    sectionTitle: ACTIVITY_UI.title,
    nav: { label: ACTIVITY_UI.title },
    page: ActivityPage,
  },
];

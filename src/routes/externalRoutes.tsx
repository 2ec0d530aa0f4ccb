import { lazy } from 'react';
import { config } from '../config';
import { EXTERNAL_UI } from '../constants/messages/external';
import { PATHS } from './paths';
import type { AppRoute } from './types';

const PageBuilderPage = lazy(() => import(/* webpackChunkName: "external" */ '../pages/external/PageBuilderPage'));
const SupportPage = lazy(() => import(/* webpackChunkName: "external" */ '../pages/external/SupportPage'));
const ThoughtSpotPage = lazy(() => import(/* webpackChunkName: "external" */ '../pages/external/AnalyticsPlaceholderPage').then((page) => ({ default: page.ThoughtSpotPage })));
const DomoPage = lazy(() => import(/* webpackChunkName: "external" */ '../pages/external/AnalyticsPlaceholderPage').then((page) => ({ default: page.DomoPage })));

export const EXTERNAL_PATHS = { pageBuilder: '/pagebuilder', support: '/support', thoughtspot: '/thoughtspot', domo: '/domo' } as const;

/** An analytics placeholder: only its configured merchant sees it; anyone else gets the 404 page. */
const placeholder = (path: string, title: string, merchantOnly: number | null, page: AppRoute['page']): AppRoute => ({
  path,
  title,
  section: path.slice(1),
  sectionTitle: title,
  nav: { label: title },
  merchantOnly,
  restriction: { key: 'analytics', redirectTo: PATHS.notFound },
  page,
});

/**
 * The side nav's last entries (spec section 2): the landing page builder (feature LandingPageBuilder; closed to
 * analysts and customer support) and the support site open in a new tab at their configured addresses (no entry
 * without one); ThoughtSpot and Domo are placeholders for one configured merchant each.
 */
export const externalRoutes: readonly AppRoute[] = [
  ...(config.pageBuilderUrl
    ? [
        {
          path: EXTERNAL_PATHS.pageBuilder,
          title: EXTERNAL_UI.pageBuilderTitle,
          section: 'landingPageBuilder',
          sectionTitle: EXTERNAL_UI.pageBuilderTitle,
          nav: { label: EXTERNAL_UI.pageBuilderTitle, newTab: true },
          feature: 'LandingPageBuilder',
          restriction: { key: 'landingPageBuilder' },
          page: PageBuilderPage,
        } satisfies AppRoute,
      ]
    : []),
  ...(config.supportUrl
    ? [{ path: EXTERNAL_PATHS.support, title: EXTERNAL_UI.supportTitle, section: 'support', sectionTitle: EXTERNAL_UI.supportTitle, nav: { label: EXTERNAL_UI.supportTitle, newTab: true }, page: SupportPage } satisfies AppRoute]
    : []),
  placeholder(EXTERNAL_PATHS.thoughtspot, EXTERNAL_UI.thoughtspotTitle, config.thoughtspotMerchantId, ThoughtSpotPage),
  placeholder(EXTERNAL_PATHS.domo, EXTERNAL_UI.domoTitle, config.domoMerchantId, DomoPage),
];

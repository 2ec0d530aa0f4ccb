import { lazy } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { withFeatures } from '../ducks/lazyFeatures';
import { adminLandingPath, routesOf } from './access';
import { AdminOnly, FrontDoorRedirect, MerchantLanding, MerchantOnly, RouteScreen } from './guards';
import { PATHS } from './paths';
import type { Area } from './types';

// The signed-in console: the route tables, the permission model and the chrome load in this chunk, after sign-in.
// The chrome's own store features (the global search, the job tray) come with it.
const AppLayout = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "app-layout" */ '../components/layouts/AppLayout'),
    import(/* webpackChunkName: "app-layout" */ '../ducks/search'),
    import(/* webpackChunkName: "app-layout" */ '../ducks/jobs'),
    import(/* webpackChunkName: "app-layout" */ '../ducks/followers'),
  ),
);
const NotFound = lazy(() => import(/* webpackChunkName: "not-found" */ '../components/NotFound'));

function areaChildren(area: Area): RouteObject[] {
  return [
    ...routesOf(area).map((route) => ({ path: route.path, element: <RouteScreen route={route} area={area} /> })),
    { path: area === 'admin' ? PATHS.adminNotFound : PATHS.notFound, element: <NotFound /> },
    { path: '*', element: <NotFound /> },
  ];
}

/** The merchant and admin areas, built from the route tables. */
export function buildAreaRoutes(): RouteObject[] {
  return [
    { path: PATHS.merchant, element: <Navigate to={PATHS.root} replace /> },
    {
      path: PATHS.admin,
      element: (
        <AdminOnly>
          <AppLayout area="admin" />
        </AdminOnly>
      ),
      children: [{ index: true, element: <FrontDoorRedirect to={adminLandingPath()} /> }, ...areaChildren('admin')],
    },
    {
      element: (
        <MerchantOnly>
          <AppLayout area="merchant" />
        </MerchantOnly>
      ),
      children: [{ index: true, element: <MerchantLanding /> }, ...areaChildren('merchant')],
    },
  ];
}

let routes: RouteObject[] | null = null;

/** Mounted under the start-up router's '*' route, whose base is '/', so the tables' absolute paths match as written. */
export default function SignedInRoutes() {
  routes ??= buildAreaRoutes();
  return useRoutes(routes);
}

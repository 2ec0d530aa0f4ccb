import { Suspense, lazy } from 'react';
import { Navigate, Outlet, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ErrorView } from '../components/ErrorBoundary';
import { Loader } from '../components/Loader';
import { Notices } from '../components/Notices';
import { PublicLayout } from '../components/layouts/PublicLayout';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { adminLandingPath, routesOf } from './access';
import { AdminOnly, MerchantLanding, MerchantOnly, PublicOnly, RouteScreen } from './guards';
import { PATHS } from './paths';
import { publicRoutes } from './publicRoutes';
import type { Area, PublicRoute } from './types';

// The chrome and the not-found page load in their own chunks, so public pages never fetch them.
const AppLayout = lazy(() => import(/* webpackChunkName: "app-layout" */ '../components/layouts/AppLayout'));
const NotFound = lazy(() => import(/* webpackChunkName: "not-found" */ '../components/NotFound'));

function Root() {
  return (
    <>
      <Suspense fallback={<Loader fullPage />}>
        <Outlet />
      </Suspense>
      <Notices />
    </>
  );
}

function PublicScreen({ route }: { route: PublicRoute }) {
  useDocumentTitle(route.title);
  const Page = route.page;
  return (
    <PublicLayout background={route.background}>
      <Page />
    </PublicLayout>
  );
}

function areaChildren(area: Area): RouteObject[] {
  return [
    ...routesOf(area).map((route) => ({ path: route.path, element: <RouteScreen route={route} /> })),
    { path: area === 'admin' ? PATHS.adminNotFound : PATHS.notFound, element: <NotFound /> },
    { path: '*', element: <NotFound /> },
  ];
}

/** The whole route tree, built from the route tables; the browser and tests share it. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      errorElement: <ErrorView />,
      children: [
        {
          element: <PublicOnly />,
          children: publicRoutes.map((route) => ({ path: route.path, element: <PublicScreen route={route} /> })),
        },
        { path: PATHS.merchant, element: <Navigate to={PATHS.root} replace /> },
        {
          path: PATHS.admin,
          element: (
            <AdminOnly>
              <AppLayout area="admin" />
            </AdminOnly>
          ),
          children: [{ index: true, element: <Navigate to={adminLandingPath()} replace /> }, ...areaChildren('admin')],
        },
        {
          element: (
            <MerchantOnly>
              <AppLayout area="merchant" />
            </MerchantOnly>
          ),
          children: [{ index: true, element: <MerchantLanding /> }, ...areaChildren('merchant')],
        },
      ],
    },
  ];
}

export const ROUTER_FUTURE = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;

export const createAppRouter = () => createBrowserRouter(buildRoutes(), { future: ROUTER_FUTURE });
export type AppRouter = ReturnType<typeof createAppRouter>;

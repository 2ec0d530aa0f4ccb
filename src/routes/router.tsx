import { Suspense, lazy, useLayoutEffect } from 'react';
import { Navigate, Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/ErrorBoundary';
import { Loader } from '../components/Loader';
import { Notices } from '../components/Notices';
import { PublicLayout } from '../components/layouts/PublicLayout';
import { setNavigator } from '../sagas/navigation';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useScreenScope } from '../ducks/requests/hooks';
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
      <RouteErrorBoundary>
        <Suspense fallback={<Loader fullPage />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <Notices />
    </>
  );
}

function PublicScreen({ route }: { route: PublicRoute }) {
  useScreenScope();
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

/** Opt-ins to v7 behaviour, shared by the browser router and the tests' memory router. */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

let routes: RouteObject[] | null = null;

/**
 * The route tree under a <BrowserRouter> (or a test's <MemoryRouter>). The component router is used rather than
 * the data router: no screen needs loaders or actions, and it keeps the signed-out bundle lighter.
 */
export function AppRoutes() {
  routes ??= buildRoutes();
  return useRoutes(routes);
}

/** Lets sagas navigate through the router that is mounted (GUIDE: history is injected, never window.location). */
export function NavigatorBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    setNavigator((to, options) => navigate(to, options));
  }, [navigate]);
  return null;
}

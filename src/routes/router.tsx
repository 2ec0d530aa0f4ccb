import { Suspense, lazy, useLayoutEffect } from 'react';
import { Outlet, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/ErrorBoundary';
import { Loader } from '../components/Loader';
import { Notices } from '../components/Notices';
import { PublicLayout } from '../components/layouts/PublicLayout';
import { setNavigator } from '../sagas/navigation';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useScreenScope } from '../ducks/requests/hooks';
import { withFeatures } from '../ducks/lazyFeatures';
import { publicRoutes } from './publicRoutes';
import { PublicOnly, SignedInOnly } from './sessionGuards';
import type { PublicRoute } from './types';

// Start-up holds the public pages' light entries only. Everything behind sign-in (the merchant and admin route
// tables, the permission model, the chrome) is one chunk that a signed-out visitor never downloads.
const SignedInRoutes = lazy(() =>
  withFeatures(
    import(/* webpackChunkName: "signed-in" */ './signedInRoutes'),
    import(/* webpackChunkName: "signed-in" */ '../ducks/signedInFeatures'),
  ),
);

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

/** The start-up route tree: the public pages, and every other path to the signed-in console once there is a session. */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <Root />,
      children: [
        {
          element: <PublicOnly />,
          children: publicRoutes.map((route) => ({ path: route.path, element: <PublicScreen route={route} /> })),
        },
        {
          path: '*',
          element: (
            <SignedInOnly>
              <SignedInRoutes />
            </SignedInOnly>
          ),
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

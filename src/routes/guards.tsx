import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router-dom';
import { Loader } from '../components/Loader';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useScreenScope } from '../ducks/requests/hooks';
import { selectAuth } from '../ducks/auth/selectors';
import { canAccessRoute, deniedTarget, merchantLandingPath } from './access';
import { PATHS } from './paths';
import type { AppRoute } from './types';
import { usePermissionContext } from './useCan';

// Every guard shows the loader until the start-up session check is over (auth.ready), then decides.

/** Public pages are blocked for signed-in non-admins, who go to their landing page. */
export function PublicOnly() {
  const auth = useSelector(selectAuth);
  const ctx = usePermissionContext();
  if (!auth.ready) return <Loader fullPage />;
  if (auth.authenticated && !auth.isAdmin) return <Navigate to={merchantLandingPath(ctx)} replace />;
  return <Outlet />;
}

/** /admin is for admins only; anyone else goes to /merchant. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const auth = useSelector(selectAuth);
  if (!auth.ready) return <Loader fullPage />;
  if (!auth.authenticated || !auth.isAdmin) return <Navigate to={PATHS.merchant} replace />;
  return <>{children}</>;
}

/** The merchant area is for signed-in non-admins; admins go to /admin, everyone else to /login. */
export function MerchantOnly({ children }: { children: ReactNode }) {
  const auth = useSelector(selectAuth);
  if (!auth.ready) return <Loader fullPage />;
  if (!auth.authenticated) return <Navigate to={PATHS.login} replace />;
  if (auth.isAdmin) return <Navigate to={PATHS.admin} replace />;
  return <>{children}</>;
}

/** '/' opens the user's landing page. */
export function MerchantLanding() {
  return <Navigate to={merchantLandingPath(usePermissionContext())} replace />;
}

/** One screen of an area: its feature flag and restriction rule decide, else the lazily loaded page renders. */
export function RouteScreen({ route }: { route: AppRoute }) {
  // Reads started while this screen shows are cancelled when it goes.
  useScreenScope();
  const ctx = usePermissionContext();
  const allowed = canAccessRoute(ctx, route);
  useDocumentTitle(route.title);
  if (!allowed) return <Navigate to={deniedTarget(route)} replace />;
  const Page = route.page;
  return <Page />;
}

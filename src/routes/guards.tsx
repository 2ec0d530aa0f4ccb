import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../components/useDocumentTitle';
import { useScreenScope } from '../ducks/requests/hooks';
import { selectAuth } from '../ducks/auth/selectors';
import { canAccessRoute, deniedTarget, merchantLandingPath } from './access';
import { PATHS } from './paths';
import type { AppRoute, Area } from './types';
import { usePermissionContext } from './useCan';

// The signed-in console's guards (loaded after sign-in): the session is known by now (SignedInOnly waited for it);
// these sort admins from merchants and apply each screen's feature and restriction rules.

/** /admin is for admins only; anyone else goes to /merchant. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const auth = useSelector(selectAuth);
  if (!auth.authenticated || !auth.isAdmin) return <Navigate to={PATHS.merchant} replace />;
  return <>{children}</>;
}

/** The merchant area is for signed-in non-admins; admins go to /admin, everyone else to /login. */
export function MerchantOnly({ children }: { children: ReactNode }) {
  const auth = useSelector(selectAuth);
  if (!auth.authenticated) return <Navigate to={PATHS.login} replace />;
  if (auth.isAdmin) return <Navigate to={PATHS.admin} replace />;
  return <>{children}</>;
}

/**
 * Sends every visit of an area's front door on to `to`. Unlike <Navigate>, it runs again when the same path is
 * visited anew: a sign-in sends the user to '/' while the landing page's chunk may still be loading, and a second
 * visit to '/' that arrives before that page renders must not leave the user on a blank front door.
 */
export function FrontDoorRedirect({ to }: { to: string }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to, key]);
  return null;
}

/** '/' opens the user's landing page. */
export function MerchantLanding() {
  return <FrontDoorRedirect to={merchantLandingPath(usePermissionContext())} />;
}

/** One screen of an area: its feature flag and restriction rule decide, else the lazily loaded page renders. */
export function RouteScreen({ route, area }: { route: AppRoute; area: Area }) {
  // Reads started while this screen shows are cancelled when it goes; an admin screen's calls speak as staff.
  useScreenScope(area === 'admin' ? 'admin' : undefined);
  const ctx = usePermissionContext();
  const allowed = canAccessRoute(ctx, route);
  useDocumentTitle(route.title);
  if (!allowed) return <Navigate to={deniedTarget(route)} replace />;
  const Page = route.page;
  return <Page />;
}

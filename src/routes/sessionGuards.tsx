import { useSelector } from 'react-redux';
import { Navigate, Outlet } from 'react-router-dom';
import { Loader } from '../components/Loader';
import { selectAuth } from '../ducks/auth/selectors';
import { SESSION_PATHS as PATHS } from './sessionPaths';

// The start-up guards read the session only: the permission model and the route tables load with the signed-in
// console (signedInRoutes.tsx), so the signed-out pages never download them. Each shows the loader until the
// start-up session check is over (auth.ready), then decides.

/**
 * Public pages are for signed-out visitors: signed-in platform staff go to '/admin', merchants to '/', the areas' front
 * doors, where the route tables pick the landing.
 */
export function PublicOnly() {
  const auth = useSelector(selectAuth);
  if (!auth.ready) return <Loader fullPage />;
  if (auth.authenticated) return <Navigate to={auth.isAdmin ? PATHS.admin : PATHS.root} replace />;
  return <Outlet />;
}

/** The console's areas need a session; without one, /admin paths go to /merchant (and on to /login), the rest to /login. */
export function SignedInOnly({ children }: { children: React.ReactNode }) {
  const auth = useSelector(selectAuth);
  if (!auth.ready) return <Loader fullPage />;
  if (!auth.authenticated) return <Navigate to={PATHS.login} replace />;
  return <>{children}</>;
}

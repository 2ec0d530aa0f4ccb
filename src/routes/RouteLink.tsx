import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { canAccessRoute, matchAreaRoute } from './access';
import type { Area } from './types';
import { usePermissionContext } from './useCan';

interface RouteLinkProps {
  to: string;
  children: ReactNode;
  /** The area whose routes `to` is matched in: by default the admin area for an `/admin` path, else the merchant's. */
  area?: Area;
  /** Shown instead of the link when its screen is missing or closed to the user; the children by default. */
  fallback?: ReactNode;
  /** Runs on a click, before the navigation (e.g. tracking the click). */
  onClick?: () => void;
  /** The link's accessible name, when its text alone does not say which row it belongs to. */
  label?: string;
}

/** A link only where it leads to a screen the user may open: never a link into a not-found page. */
export function RouteLink({ to, children, area = /^\/admin(\/|$)/.test(to) ? 'admin' : 'merchant', fallback, onClick, label }: RouteLinkProps) {
  const ctx = usePermissionContext();
  const route = matchAreaRoute(area, to.split(/[?#]/, 1)[0]);
  if (route && canAccessRoute(ctx, route)) return (
      <Link to={to} onClick={onClick} aria-label={label}>
        {children}
      </Link>
    );
  return <>{fallback === undefined ? children : fallback}</>;
}

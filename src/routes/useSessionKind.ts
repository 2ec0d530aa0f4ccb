import { useLocation } from 'react-router-dom';
import type { SessionKind } from '../api/tokenStore';
import { areaOfPath } from './sessionPaths';

/**
 * The console a screen is shown in decides the session its calls use: a screen both consoles show (the account
 * pages) names it on every request, so a merchant session stored by another tab never answers an admin screen.
 */
export function useSessionKind(): SessionKind {
  const { pathname } = useLocation();
  return areaOfPath(pathname);
}

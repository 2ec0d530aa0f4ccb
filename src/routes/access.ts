import { matchPath } from 'react-router-dom';
import { adminRoutes } from './adminRoutes';
import { merchantRoutes } from './merchantRoutes';
import { PATHS } from './paths';
import { can, createPermissionContext, hasFeature, isDisabled, type PermissionContext } from './permissions';
import type { AppRoute, Area } from './types';

export const routesOf = (area: Area): readonly AppRoute[] => (area === 'admin' ? adminRoutes : merchantRoutes);

/** A route is open when its feature is enabled and its restriction key is not disabled for the user. */
export function canAccessRoute(ctx: PermissionContext, route: AppRoute): boolean {
  if (route.feature && !hasFeature(ctx, route.feature)) return false;
  if (route.rule && !can(ctx, route.rule)) return false;
  if (route.merchantOnly !== undefined && (route.merchantOnly === null || ctx.merchantId !== route.merchantOnly)) return false;
  if (!route.restriction) return true;
  return ![route.restriction.key, ...(route.restriction.also ?? [])].some((key) => isDisabled(ctx, key));
}

export const deniedRedirect = (route: AppRoute): string => route.restriction?.redirectTo ?? PATHS.root;

const isKnownPath = (path: string): boolean =>
  [PATHS.root, PATHS.notFound, PATHS.adminNotFound].includes(path as never) ||
  [...merchantRoutes, ...adminRoutes].some((route) => route.path === path);

/** Where a denied user is sent: the restriction's target, or '/' (the landing logic) while that screen does not exist. */
export const deniedTarget = (route: AppRoute): string => {
  const target = deniedRedirect(route);
  return isKnownPath(target) ? target : PATHS.root;
};

export const matchAreaRoute = (area: Area, pathname: string): AppRoute | undefined =>
  routesOf(area).find((route) => matchPath({ path: route.path, end: true }, pathname));

/** The first screen below `path` (a door's) open to the user, in table order: the second-level tabs first. */
export function firstOpenBelow(area: Area, ctx: PermissionContext, path: string): AppRoute | undefined {
  const below = routesOf(area).filter((route) => route.path.startsWith(`${path}/`) && !route.door && (route.subTab || route.tab) && canAccessRoute(ctx, route));
  return below.find((route) => route.subTab) ?? below[0];
}

/** A route the user may open: a door only while a screen below it is open too. */
export const canOpenRoute = (area: Area, ctx: PermissionContext, route: AppRoute): boolean =>
  canAccessRoute(ctx, route) && (!route.door || firstOpenBelow(area, ctx, route.path) !== undefined);

/** The current top-bar tab's second-level tabs the user may open, and which is current. */
export function subTabsOf(area: Area, ctx: PermissionContext, pathname: string): { tabs: AppRoute[]; current?: string } {
  const current = matchAreaRoute(area, pathname);
  if (!current) return { tabs: [] };
  const tab = routesOf(area)
    .filter((route) => route.section === current.section && route.tab && (pathname === route.path || pathname.startsWith(`${route.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (!tab) return { tabs: [] };
  const tabs = routesOf(area).filter((route) => route.subTab && route.path.startsWith(`${tab.path}/`) && canAccessRoute(ctx, route));
  const currentPath = tabs
    .map((route) => route.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  return { tabs, current: currentPath };
}

/** The side-nav entries the user may open. */
export function navRoutes(area: Area, ctx: PermissionContext): AppRoute[] {
  const routes = routesOf(area);
  // A section whose first screen is closed to the user leads to its first tab that is open (e.g. customer support,
  // without reports, reaches Access through its bulk actions), under the section's own label.
  return routes
    .filter((route) => route.nav)
    .flatMap((entry) => {
      if (canOpenRoute(area, ctx, entry)) return [entry];
      const open = routes.find((route) => route.section === entry.section && route.tab && canAccessRoute(ctx, route));
      return open ? [{ ...open, nav: entry.nav }] : [];
    });
}

/** The preferred landing page when it exists and is open, else where it sends this user, else the first open section. */
export function landingPathIn(table: readonly AppRoute[], preferred: string, ctx: PermissionContext, fallback: string): string {
  const open = (path: string) => table.some((route) => route.path === path && canAccessRoute(ctx, route));
  const wanted = table.find((route) => route.path === preferred);
  if (wanted && canAccessRoute(ctx, wanted)) return wanted.path;
  if (wanted && open(deniedRedirect(wanted))) return deniedRedirect(wanted);
  return table.find((route) => route.nav && canAccessRoute(ctx, route))?.path ?? fallback;
}

/** Where a signed-in merchant-side user lands: /dashboard once it exists, else the first section open to them. */
export const merchantLandingPath = (ctx: PermissionContext): string =>
  landingPathIn(merchantRoutes, PATHS.dashboard, ctx, PATHS.notFound);

// Admin routes carry no feature or restriction rules, so a context without roles opens them all.
const ADMIN_CONTEXT = createPermissionContext({ roles: [] });

/** Where platform staff land: /admin/dashboard once it exists, else the first admin section. */
export const adminLandingPath = (): string =>
  landingPathIn(adminRoutes, PATHS.adminDashboard, ADMIN_CONTEXT, PATHS.adminNotFound);

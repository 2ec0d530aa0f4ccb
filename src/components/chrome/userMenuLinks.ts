import { CHROME } from '../../constants/messages';
import { canAccessRoute, matchAreaRoute } from '../../routes/access';
import { isPlatformStaff, type PermissionContext } from '../../routes/permissions';
import type { AppRoute, Area } from '../../routes/types';

export interface MenuLink {
  label: string;
  to: string;
}

const MENU_LINKS: readonly { label: string; path: (area: Area) => string; merchantSide?: boolean }[] = [
  { label: CHROME.account, path: (area) => (area === 'admin' ? '/admin/account/details' : '/account/details') },
  { label: CHROME.billingPlan, path: () => '/billing-plan/payment-settings', merchantSide: true },
  { label: CHROME.webhooks, path: () => '/webhooks', merchantSide: true },
];

/**
 * The user menu's links: Account, plus 'Billing & plan' and 'Webhooks' unless the user has the platform role.
 * A link shows only when its screen exists and is open to the user.
 */
export function userMenuLinks(area: Area, ctx: PermissionContext, findRoute = (path: string): AppRoute | undefined => matchAreaRoute(area, path)): MenuLink[] {
  return MENU_LINKS.flatMap(({ label, path, merchantSide }) => {
    if (merchantSide && isPlatformStaff(ctx)) return [];
    const route = findRoute(path(area));
    return route && canAccessRoute(ctx, route) ? [{ label, to: route.path }] : [];
  });
}

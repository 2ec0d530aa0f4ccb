import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CHROME, CHROME_UI } from '../../constants/messages';
import { backToMaster, logout } from '../../ducks/auth/actions';
import { selectAuth } from '../../ducks/auth/selectors';
import { canAccessRoute, canOpenRoute, matchAreaRoute, routesOf } from '../../routes/access';
import { PATHS } from '../../routes/paths';
import { can } from '../../routes/permissions';
import type { Area } from '../../routes/types';
import { usePermissionContext } from '../../routes/useCan';
import { TourLogo } from '../../tour/TourHost';
import { Button } from '../Button';
import { AreaSwitch } from './AreaSwitch';
import { GlobalSearch } from './GlobalSearch';
import { JobTray } from './JobTray';
import { RelatedAccountsMenu } from './RelatedAccountsMenu';
import { SandboxBadge } from './SandboxBadge';
import { TabLinks } from './TabLinks';
import { UserMenu } from './UserMenu';
import { userMenuLinks } from './userMenuLinks';

/** Below the wide layout the section's tabs take a row of their own, so search, Jobs and the menus keep theirs. */
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 16px;
  min-height: ${({ theme }) => theme.topBarHeight}px;
  padding: 0 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > * {
    min-width: 0;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 1}px) {
    padding: 0 12px;
    gap: 0 10px;
  }
`;

/** The side nav marks the section too: below 1024 px its room goes to search, Jobs and the menus. */
const SectionTitle = styled.span`
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  @media (max-width: 1023px) {
    display: none;
  }
`;

const Tabs = styled.nav`
  overflow-x: auto;
  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 1}px) {
    order: 1;
    flex-basis: 100%;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Avatar = styled.img`
  width: 32px;
  height: 32px;
  border-radius: 50%;
  object-fit: cover;
`;

/** Brand, sandbox badge, the current section's tabs, the session links and the user menu. */
export function TopBar({ area }: { area: Area }) {
  const dispatch = useDispatch();
  const { account, hasMasterSession } = useSelector(selectAuth);
  const ctx = usePermissionContext();
  const { pathname } = useLocation();
  const current = matchAreaRoute(area, pathname);
  const tabs = current
    ? routesOf(area).filter((route) => route.section === current.section && route.tab && canOpenRoute(area, ctx, route))
    : [];
  // The current tab is the one whose path is the longest prefix of the page's: on /audience/segmentation only
  // Segmentation, not Audience as well; on a screen without a tab of its own, the tab it sits below.
  // A master's related accounts (not for analysts), where the relate screens are open to the user.
  const relatedList = area === 'merchant' ? matchAreaRoute(area, PATHS.relatedAccounts) : undefined;
  const showRelated = relatedList !== undefined && can(ctx, 'seeRelatedAccounts') && canAccessRoute(ctx, relatedList);
  const currentTab = tabs
    .map((route) => route.path)
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <Header>
      <TourLogo area={area} />
      <SandboxBadge />
      {current?.sectionTitle && <SectionTitle>{current.sectionTitle}</SectionTitle>}
      {tabs.length > 0 && (
        <Tabs aria-label={CHROME_UI.sectionNavigation}>
          <TabLinks>
            {tabs.map((route) => (
              <li key={route.path}>
                <Link to={route.path} aria-current={route.path === currentTab ? 'page' : undefined}>
                  {route.tab?.label}
                </Link>
              </li>
            ))}
          </TabLinks>
        </Tabs>
      )}
      <Spacer />
      {area === 'merchant' && <GlobalSearch />}
      <JobTray />
      {showRelated && <RelatedAccountsMenu />}
      {hasMasterSession && (
        <Button $variant="link" onClick={() => dispatch(backToMaster())}>
          {CHROME.backToMaster}
        </Button>
      )}
      <AreaSwitch area={area} />
      {account?.avatar_url && <Avatar src={account.avatar_url} alt={CHROME_UI.avatar} />}
      <UserMenu
        name={account?.full_name || account?.email || CHROME.account}
        links={userMenuLinks(area, ctx)}
        onLogout={() => dispatch(logout.request())}
      />
    </Header>
  );
}

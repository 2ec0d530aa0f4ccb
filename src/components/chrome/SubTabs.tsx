import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CHROME_UI } from '../../constants/messages';
import { subTabsOf } from '../../routes/access';
import type { Area } from '../../routes/types';
import { TabLinks } from './TabLinks';
import { usePermissionContext } from '../../routes/useCan';

const Nav = styled.nav`
  padding: 0 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The current top-bar tab's own tabs (Settings, Auth: social, OAuth, sessions, ...), those the user may open. */
export function SubTabs({ area }: { area: Area }) {
  const ctx = usePermissionContext();
  const { pathname } = useLocation();
  const { tabs, current } = subTabsOf(area, ctx, pathname);
  if (tabs.length === 0) return null;
  return (
    <Nav aria-label={CHROME_UI.subNavigation}>
      <TabLinks $compact>
        {tabs.map((route) => (
          <li key={route.path}>
            <Link to={route.path} aria-current={route.path === current ? 'page' : undefined}>
              {route.subTab?.label}
            </Link>
          </li>
        ))}
      </TabLinks>
    </Nav>
  );
}

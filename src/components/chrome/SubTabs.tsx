import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { CHROME_UI } from '../../constants/messages';
import { subTabsOf } from '../../routes/access';
import type { Area } from '../../routes/types';
import { usePermissionContext } from '../../routes/useCan';

const Nav = styled.nav`
  padding: 0 24px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: block;
    padding: 10px 12px 8px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

/** The current top-bar tab's own tabs (Settings, Auth: social, OAuth, sessions, ...), those the user may open. */
export function SubTabs({ area }: { area: Area }) {
  const ctx = usePermissionContext();
  const { pathname } = useLocation();
  const { tabs, current } = subTabsOf(area, ctx, pathname);
  if (tabs.length === 0) return null;
  return (
    <Nav aria-label={CHROME_UI.subNavigation}>
      <List>
        {tabs.map((route) => (
          <li key={route.path}>
            <Link to={route.path} aria-current={route.path === current ? 'page' : undefined}>
              {route.subTab?.label}
            </Link>
          </li>
        ))}
      </List>
    </Nav>
  );
}

import { useEffect, useId, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { SectionIcon } from '../icons/SectionIcon';
import { CHROME_UI } from '../../constants/messages';
import { selectSideNavCollapsed, sideNavToggled } from '../../ducks/ui/slice';
import { matchAreaRoute, navRoutes } from '../../routes/access';
import type { Area } from '../../routes/types';
import { usePermissionContext } from '../../routes/useCan';
import { theme } from '../../theme';
import { useMediaQuery } from '../useMediaQuery';
import { VisuallyHidden } from '../VisuallyHidden';

const Aside = styled.aside`
  flex: none;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  transition: width 0.2s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Toggle = styled.button`
  display: block;
  width: 100%;
  height: 40px;
  border: 0;
  background: none;
  cursor: pointer;
  font-size: 18px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  height: 44px;
  padding: 0 14px;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-left: 3px solid transparent;
  &[aria-current='page'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.paleBackground};
    font-weight: 600;
  }
`;

const Glyph = styled.span`
  flex: none;
  display: inline-flex;
  width: 20px;
  color: ${({ theme }) => theme.colors.secondary};
`;

/** Below this width the side nav starts collapsed, and an expanded one folds again once a section is chosen. */
const NARROW = '(max-width: 1023px)';

/**
 * Sections of the area the user may open; collapses to 50px and expands to 190px. On a narrow window it is collapsed
 * until the toggle opens it, whatever the wide layout's choice (kept in the store) is.
 */
export function SideNav({ area }: { area: Area }) {
  const dispatch = useDispatch();
  const narrow = useMediaQuery(NARROW);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const wideCollapsed = useSelector(selectSideNavCollapsed);
  const collapsed = narrow ? !narrowOpen : wideCollapsed;
  const ctx = usePermissionContext();
  const navId = useId();
  const { pathname } = useLocation();
  const currentSection = matchAreaRoute(area, pathname)?.section;
  useEffect(() => setNarrowOpen(false), [pathname, narrow]);
  const width = collapsed ? theme.sideNav.collapsed : theme.sideNav.expanded;
  return (
    <Aside style={{ width: `${width}px` }}>
      <Toggle
        type="button"
        aria-label={CHROME_UI.toggleNavigation}
        aria-expanded={!collapsed}
        aria-controls={navId}
        onClick={() => (narrow ? setNarrowOpen(!narrowOpen) : dispatch(sideNavToggled()))}
      >
        <span aria-hidden="true">{collapsed ? '»' : '«'}</span>
      </Toggle>
      <nav id={navId} aria-label={CHROME_UI.mainNavigation}>
        <List>
          {navRoutes(area, ctx).map((route) => {
            const label = route.nav?.label ?? route.title;
            return (
              <li key={route.path}>
                <Item
                  to={route.path}
                  title={collapsed ? label : undefined}
                  aria-current={route.section === currentSection ? 'page' : undefined}
                  {...(route.nav?.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  <Glyph>
                    <SectionIcon section={route.section} />
                  </Glyph>
                  {collapsed ? <VisuallyHidden>{label}</VisuallyHidden> : <span>{label}</span>}
                  {route.nav?.newTab && <VisuallyHidden> {CHROME_UI.opensNewTab}</VisuallyHidden>}
                </Item>
              </li>
            );
          })}
        </List>
      </nav>
    </Aside>
  );
}

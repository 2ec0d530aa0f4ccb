import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CHROME } from '../../constants/messages';
import { usePopover } from '../usePopover';
import type { MenuLink } from './userMenuLinks';

const Wrap = styled.div`
  position: relative;
`;

const MenuButton = styled.button`
  display: flex;
  align-items: center;
  gap: 6px;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  /* A long name is cut short on narrow windows; the button's name stays whole. */
  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 1}px) {
    max-width: 160px;
    > span:first-child {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 900;
  min-width: 180px;
  list-style: none;
  margin: 0;
  padding: 6px 0;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.12);
  a,
  button,
  span {
    display: block;
    width: 100%;
    padding: 8px 16px;
    border: 0;
    background: none;
    font: inherit;
    text-align: left;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    cursor: pointer;
  }
  button:disabled,
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
  a:hover,
  button:enabled:hover,
  a:focus,
  button:focus,
  span:focus {
    background: ${({ theme }) => theme.colors.paleBackground};
  }
`;

const MENU_ITEM = '[role="menuitem"]';

/** One entry of a menu: a link, or an action (a button). */
export type MenuEntry = { label: string; to: string } | { label: string; onSelect: () => void; disabled?: boolean; title?: string };

export interface DropdownMenuProps {
  /** The menu button's text and accessible name (and the menu's). */
  label: string;
  entries: readonly MenuEntry[];
  /** Shown in the menu when it has no entries. */
  emptyText?: string;
}

/** A menu button: arrow keys move, Escape closes and returns focus, a click outside closes. */
export function DropdownMenu({ label, entries, emptyText }: DropdownMenuProps) {
  const { open, setOpen, toggle, close, buttonRef, rootRef } = usePopover();
  const menuId = useId();
  const menuRef = useRef<HTMLUListElement>(null);

  const items = (): HTMLElement[] => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM) ?? []);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>(MENU_ITEM)?.focus();
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(index + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Wrap ref={rootRef}>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={toggle}
      >
        <span>{label}</span>
        <span aria-hidden="true">▾</span>
      </MenuButton>
      {open && (
        <Menu ref={menuRef} id={menuId} role="menu" aria-label={label} onKeyDown={onMenuKeyDown}>
          {entries.length === 0 && emptyText && (
            <li role="none">
              <span role="menuitem" aria-disabled="true" tabIndex={-1}>
                {emptyText}
              </span>
            </li>
          )}
          {entries.map((entry) => (
            <li key={'to' in entry ? entry.to : entry.label} role="none">
              {'to' in entry ? (
                <Link role="menuitem" to={entry.to} onClick={() => setOpen(false)}>
                  {entry.label}
                </Link>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  disabled={entry.disabled}
                  title={entry.title}
                  onClick={() => {
                    close(true);
                    entry.onSelect();
                  }}
                >
                  {entry.label}
                </button>
              )}
            </li>
          ))}
        </Menu>
      )}
    </Wrap>
  );
}

export interface UserMenuProps {
  /** The user's name: the menu button's accessible name. */
  name: string;
  links: readonly MenuLink[];
  onLogout: () => void;
}

/** The user menu: the user's links, then Logout. */
export function UserMenu({ name, links, onLogout }: UserMenuProps) {
  return <DropdownMenu label={name} entries={[...links, { label: CHROME.logout, onSelect: onLogout }]} />;
}

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CHROME } from '../../constants/messages';
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
  button {
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
  a:hover,
  button:hover,
  a:focus,
  button:focus {
    background: ${({ theme }) => theme.colors.paleBackground};
  }
`;

const MENU_ITEM = '[role="menuitem"]';

export interface UserMenuProps {
  /** The user's name: the menu button's accessible name. */
  name: string;
  links: readonly MenuLink[];
  onLogout: () => void;
}

/** A menu button: arrow keys move, Escape closes and returns focus, a click outside closes. */
export function UserMenu({ name, links, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  const items = (): HTMLElement[] => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(MENU_ITEM) ?? []);

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLElement>(MENU_ITEM)?.focus();
    const onPointerDown = (event: MouseEvent) => {
      if (!menuRef.current?.parentElement?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      all[(index + step + all.length) % all.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <Wrap>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {name}
        <span aria-hidden="true">▾</span>
      </MenuButton>
      {open && (
        <Menu ref={menuRef} id={menuId} role="menu" aria-label={name} onKeyDown={onMenuKeyDown}>
          {links.map((link) => (
            <li key={link.to} role="none">
              <Link role="menuitem" to={link.to} onClick={() => setOpen(false)}>
                {link.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              {CHROME.logout}
            </button>
          </li>
        </Menu>
      )}
    </Wrap>
  );
}

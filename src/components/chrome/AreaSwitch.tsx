import { useCallback, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { tokenStore, type SessionKind } from '../../api/tokenStore';
import { CHROME } from '../../constants/messages';
import { PATHS } from '../../routes/paths';
import type { Area } from '../../routes/types';

const SwitchLink = styled.a`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  &:hover,
  &:focus {
    text-decoration: underline;
  }
`;

/** Whether this browser holds a session of the kind, kept current as any tab stores or clears one. */
function useHeldSession(kind: SessionKind): boolean {
  const subscribe = useCallback((onChange: () => void) => tokenStore.subscribe(onChange), []);
  return useSyncExternalStore(subscribe, () => tokenStore.getSession(kind) !== null);
}

/**
 * 'Go to Merchant' in the admin area, 'Back to Admin' in the merchant area, when the other area's session exists too
 * (staff who used "Login as"). A whole-page load: the console starts in the other area with that area's session,
 * which start-up chooses by the path.
 */
export function AreaSwitch({ area }: { area: Area }) {
  const other: SessionKind = area === 'admin' ? 'merchant' : 'admin';
  const held = useHeldSession(other);
  if (!held) return null;
  return <SwitchLink href={other === 'admin' ? PATHS.admin : PATHS.root}>{other === 'admin' ? CHROME.backToAdmin : CHROME.goToMerchant}</SwitchLink>;
}

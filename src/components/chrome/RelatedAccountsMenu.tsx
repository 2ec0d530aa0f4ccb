import { useMemo } from 'react';
import { CHROME } from '../../constants/messages';
import { RELATE_UI } from '../../constants/messages/relate';
import { FOLLOWERS_PAGE_SIZE } from '../../contracts/values';
import { fetchFollowers } from '../../ducks/followers';
import { usePagedRead } from '../../ducks/requests/readHooks';
import { PATHS } from '../../routes/paths';
import { canSignInAs, useLoginAsFollower } from '../../ducks/followers/useLoginAsFollower';
import { DropdownMenu, type MenuEntry } from './UserMenu';

/**
 * The top bar's 'Related accounts' menu for a master (spec section 2): its first related accounts (6, oldest first),
 * each signing in as that account on click, 'See all related accounts', and the search across them (the cockpit).
 */
export function RelatedAccountsMenu() {
  const request = useMemo(() => ({ page: 1, size: FOLLOWERS_PAGE_SIZE }), []);
  const { rows } = usePagedRead(fetchFollowers, request);
  const loginAs = useLoginAsFollower();
  const entries: MenuEntry[] = [
    ...(rows ?? []).map((row) => ({
      label: `${row.merchant_name} (${row.email})`,
      onSelect: () => loginAs(row),
      disabled: !canSignInAs(row),
      title: canSignInAs(row) ? undefined : RELATE_UI.loginAsNotShared,
    })),
    { label: CHROME.seeAllRelatedAccounts, to: PATHS.relatedAccounts },
    // The agency cockpit (issue 21, N4): one search across them.
    { label: RELATE_UI.searchTitle, to: PATHS.relatedSearch },
  ];
  return <DropdownMenu label={CHROME.relatedAccounts} entries={entries} />;
}

import * as accounts from '../../api/accounts';
import type { Account, UpdateAccountRequest } from '../../api/types';
import { ACCOUNT_PAGES } from '../../constants/messages';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';

/** What the account read provides: a write changing the account (its avatar) reads it again. */
export const ACCOUNT = 'Account';

// Both consoles show these screens: the page names the session (merchant or admin) in each request's meta.
// The auth slice keeps the signed-in account, so neither call declares storage of its own.

/** A read: a newer load supersedes an older one; failure keeps only the error state. */
export const fetchDetails = defineEndpoint<void, Account>('account/fetchDetails', accounts.getAccount, { strategy: 'latest', errorNotice: 'silent', provides: () => [ACCOUNT] });
/** A submit: double clicks are ignored. */
export const updateDetails = defineEndpoint<UpdateAccountRequest, Account>('account/updateDetails', accounts.updateAccount, {
  strategy: 'leading',
  successNotice: ACCOUNT_PAGES.detailsUpdated,
});

export const accountEndpoints: readonly AnyEndpoint[] = [fetchDetails, updateDetails];

import * as accounts from '../../api/accounts';
import type { Account, UpdateAccountRequest } from '../../api/types';
import { ACCOUNT_PAGES } from '../../constants/messages';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';

// Both consoles show these screens: the page names the session (merchant or admin) in each request's meta.
// The auth slice keeps the signed-in account, so neither call declares storage of its own.

/** A read: a newer load supersedes an older one; failure keeps only the error state. */
export const fetchDetails = defineEndpoint<void, Account>('account/fetchDetails', accounts.getAccount, { strategy: 'latest', errorNotice: 'silent' });
/** A submit: double clicks are ignored. */
export const updateDetails = defineEndpoint<UpdateAccountRequest, Account>('account/updateDetails', accounts.updateAccount, {
  strategy: 'leading',
  successNotice: ACCOUNT_PAGES.detailsUpdated,
});

export const accountEndpoints: readonly AnyEndpoint[] = [fetchDetails, updateDetails];

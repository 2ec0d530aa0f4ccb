import { createRequestActions } from '../requests/createRequestActions';
import type { Account, UpdateAccountRequest } from '../../api/types';

/** The signed-in account's details; the auth slice keeps the account, so there is no account slice. */
export const fetchDetails = createRequestActions<void, Account>('account/fetchDetails');
export const updateDetails = createRequestActions<UpdateAccountRequest, Account>('account/updateDetails');

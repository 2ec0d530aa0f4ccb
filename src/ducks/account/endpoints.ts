import * as accounts from '../../api/accounts';
import { ACCOUNT_PAGES } from '../../constants/messages';
import { endpoint, type AnyEndpoint } from '../requests/endpoints';
import { fetchDetails, updateDetails } from './actions';

export const accountEndpoints: readonly AnyEndpoint[] = [
  // A read: a newer load supersedes an older one; failure keeps only the error state.
  endpoint({ actions: fetchDetails, strategy: 'latest', errorNotice: 'silent', call: accounts.getAccount }),
  // A submit: double clicks are ignored.
  endpoint({ actions: updateDetails, strategy: 'leading', successNotice: ACCOUNT_PAGES.detailsUpdated, call: accounts.updateAccount }),
];

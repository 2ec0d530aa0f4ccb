import * as accounts from '../../api/accounts';
import { AUTH } from '../../constants/messages';
import { endpoint, type AnyEndpoint } from '../requests/endpoints';
import {
  activate,
  changePassword,
  forgotPassword,
  loadFeatures,
  loadUser,
  login,
  logout,
  newPassword,
  register,
  resendCode,
} from './actions';

/** Run by the auth saga, and only while the account is not yet active. */
export const activateEndpoint = endpoint({
  actions: activate,
  // A submit: double clicks are ignored.
  strategy: 'leading',
  navigateTo: '/activation-message',
  call: accounts.activate,
});

// Submits use takeLeading (double clicks ignored), reads takeLatest. The auth saga reacts to login and logout outcomes.
export const authEndpoints: readonly AnyEndpoint[] = [
  endpoint({ actions: login, strategy: 'leading', call: accounts.authenticate }),
  // The local session ends whatever the answer, so a failure shows nothing.
  endpoint({ actions: logout, strategy: 'leading', errorNotice: 'silent', call: accounts.logout }),
  endpoint({ actions: loadUser, strategy: 'latest', errorNotice: 'silent', call: (_req, signal) => accounts.getAccount(undefined, signal) }),
  endpoint({ actions: loadFeatures, strategy: 'latest', errorNotice: 'silent', call: accounts.getFeatures }),
  endpoint({ actions: register, strategy: 'leading', navigateTo: '/activate', call: accounts.register }),
  endpoint({
    actions: resendCode,
    strategy: 'leading',
    successNotice: AUTH.activationCodeSent,
    navigateTo: '/activate',
    call: accounts.resendActivationCode,
  }),
  endpoint({
    actions: forgotPassword,
    strategy: 'leading',
    successNotice: AUTH.checkEmail,
    navigateTo: '/new-password',
    call: accounts.forgotPassword,
  }),
  endpoint({
    actions: newPassword,
    strategy: 'leading',
    successNotice: AUTH.newPasswordSet,
    navigateTo: '/login',
    call: accounts.setNewPassword,
  }),
  endpoint({ actions: changePassword, strategy: 'leading', successNotice: AUTH.passwordChanged, call: accounts.changePassword }),
];

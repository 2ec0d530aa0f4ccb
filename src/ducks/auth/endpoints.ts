import * as accounts from '../../api/accounts';
import type { Account, AuthResponse, ChangePasswordRequest, EmailRequest, Feature, LoginRequest, MessageResponse, NewPasswordAnswer, NewPasswordRequest, RegisterRequest } from '../../api/types';
import { AUTH } from '../../constants/messages';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import type { LoadUserRequest } from './types';

// Submits use 'leading' (double clicks ignored), reads 'latest'. The auth saga reacts to login and logout outcomes.
// Sign-in and start-up calls belong to the session, not to a screen: navigating while they run must not cancel them.

export const login = defineEndpoint<LoginRequest, AuthResponse>('auth/login', accounts.authenticate, { strategy: 'leading' });
// The local session ends whatever the answer, so a failure shows nothing.
export const logout = defineEndpoint<void, MessageResponse>('auth/logout', accounts.logout, { strategy: 'leading', errorNotice: 'silent' });
/** The user of the merchant or the admin session: the kind is explicit, never implied by which tokens exist. */
export const loadUser = defineEndpoint<LoadUserRequest, Account>(
  'auth/loadUser',
  (req, ctx) => accounts.getAccount(undefined, { ...ctx, session: req.admin ? 'admin' : 'merchant' }),
  { strategy: 'latest', scope: 'session', errorNotice: 'silent' },
);
export const loadFeatures = defineEndpoint<void, Feature[]>('auth/loadFeatures', accounts.getFeatures, {
  strategy: 'latest',
  scope: 'session',
  errorNotice: 'silent',
});
export const register = defineEndpoint<RegisterRequest, Account>('auth/register', accounts.register, { strategy: 'leading', navigateTo: '/activate' });
/** Payload: the activation code. Run by the auth saga, and only while the account is not yet active. */
export const activate = defineEndpoint<string, Account>('auth/activate', accounts.activate, { strategy: 'leading', navigateTo: '/activation-message' });
/** The agency's own account, read with its refreshed tokens on the way back from a follower's; run by the auth saga. */
export const backToMasterAccount = defineEndpoint<void, Account>(
  'auth/backToMasterAccount',
  (_req, ctx) => accounts.getAccount(undefined, { ...ctx, session: 'merchant' }),
  { strategy: 'leading' },
);
export const resendCode = defineEndpoint<EmailRequest, MessageResponse>('auth/resendCode', accounts.resendActivationCode, {
  strategy: 'leading',
  successNotice: AUTH.activationCodeSent,
  navigateTo: '/activate',
});
export const forgotPassword = defineEndpoint<EmailRequest, MessageResponse>('auth/forgotPassword', accounts.forgotPassword, {
  strategy: 'leading',
  successNotice: AUTH.checkEmail,
  navigateTo: '/new-password',
});
export const newPassword = defineEndpoint<NewPasswordRequest, NewPasswordAnswer>('auth/newPassword', accounts.setNewPassword, {
  strategy: 'leading',
  successNotice: AUTH.newPasswordSet,
  navigateTo: '/login',
});
/**
 * The same call from an organisation's invite link: once the password is set the member is signed in with it (when
 * the platform names the account; otherwise they sign in on /login like after a reset).
 */
export const acceptInvite = defineEndpoint<NewPasswordRequest, NewPasswordAnswer>('auth/acceptInvite', accounts.setNewPassword, {
  strategy: 'leading',
  navigateTo: (res) => (res.email ? undefined : '/login'),
  successNotice: (res) => (res.email ? undefined : AUTH.newPasswordSet),
  then: (res, req) => (res.email ? [login.request({ username: res.email, password: req.password })] : []),
});
export const changePassword = defineEndpoint<ChangePasswordRequest, MessageResponse>('auth/changePassword', accounts.changePassword, {
  strategy: 'leading',
  successNotice: AUTH.passwordChanged,
});

/** The rows the generic API saga runs; `activate` and `backToMasterAccount` are run by the auth saga itself. */
export const authEndpoints: readonly AnyEndpoint[] = [login, logout, loadUser, loadFeatures, register, resendCode, forgotPassword, newPassword, acceptInvite, changePassword];

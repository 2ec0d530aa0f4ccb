// Every function has the endpoint-row shape (req, signal): saga cancellation aborts the HTTP request.
import { api } from './client';
import type {
  Account,
  AuthResponse,
  Captcha,
  ChangePasswordRequest,
  EmailRequest,
  Feature,
  LoginRequest,
  MessageResponse,
  NewPasswordRequest,
  RegisterRequest,
  UpdateAccountRequest,
} from './types';

/** POST accounts/authenticate (password grant) */
export const authenticate = ({ username, password }: LoginRequest, signal?: AbortSignal): Promise<AuthResponse> =>
  api().request({
    method: 'POST',
    path: 'accounts/authenticate',
    body: { grant_type: 'password', username, password, client_id: api().clientId },
    auth: false,
    signal,
  });

/** GET accounts/logout */
export const logout = (_req?: void, signal?: AbortSignal): Promise<MessageResponse> =>
  api().request({ method: 'GET', path: 'accounts/logout', signal });

/** POST accounts */
export const register = (req: RegisterRequest, signal?: AbortSignal): Promise<Account> =>
  api().request({ method: 'POST', path: 'accounts', body: { ...req, type: 'merchant' }, auth: false, signal });

/** GET accounts */
export const getAccount = (_req?: void, signal?: AbortSignal): Promise<Account> =>
  api().request({ method: 'GET', path: 'accounts', signal });

/** PUT accounts */
export const updateAccount = (req: UpdateAccountRequest, signal?: AbortSignal): Promise<Account> =>
  api().request({ method: 'PUT', path: 'accounts', body: req, signal });

/** PUT accounts/activate/{code} */
export const activate = (code: string, signal?: AbortSignal): Promise<Account> =>
  api().request({ method: 'PUT', path: 'accounts/activate/{code}', pathVars: { code }, auth: false, signal });

/** POST accounts/activate (sends a new activation code) */
export const resendActivationCode = (req: EmailRequest, signal?: AbortSignal): Promise<MessageResponse> =>
  api().request({ method: 'POST', path: 'accounts/activate', body: req, auth: false, signal });

/** POST accounts/forgot-password */
export const forgotPassword = (req: EmailRequest, signal?: AbortSignal): Promise<MessageResponse> =>
  api().request({ method: 'POST', path: 'accounts/forgot-password', body: req, auth: false, signal });

/** PUT accounts/forgot-password/{token} */
export const setNewPassword = ({ token, ...body }: NewPasswordRequest, signal?: AbortSignal): Promise<MessageResponse> =>
  api().request({
    method: 'PUT',
    path: 'accounts/forgot-password/{token}',
    pathVars: { token },
    body,
    auth: false,
    signal,
  });

/** POST accounts/change-password */
export const changePassword = (req: ChangePasswordRequest, signal?: AbortSignal): Promise<MessageResponse> =>
  api().request({ method: 'POST', path: 'accounts/change-password', body: req, signal });

/** GET features */
export const getFeatures = (_req?: void, signal?: AbortSignal): Promise<Feature[]> =>
  api().request({ method: 'GET', path: 'features', signal });

/** GET captcha */
export const getCaptcha = (_req?: void, signal?: AbortSignal): Promise<Captcha> =>
  api().request({ method: 'GET', path: 'captcha', auth: false, signal });

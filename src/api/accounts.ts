// Every function has the call shape (req, ctx): the saga passes its abort signal and, for calls both consoles make, the session.
import { api, type CallContext } from './client';
import type {
  Account,
  AuthResponse,
  Captcha,
  ChangePasswordRequest,
  EmailRequest,
  Feature,
  LoginRequest,
  MessageResponse,
  NewPasswordAnswer,
  NewPasswordRequest,
  RegisterRequest,
  UpdateAccountRequest,
} from './types';

/** POST accounts/authenticate (password grant) */
export const authenticate = ({ username, password }: LoginRequest, ctx?: CallContext): Promise<AuthResponse> =>
  api().request({
    method: 'POST',
    path: 'accounts/authenticate',
    body: { grant_type: 'password', username, password, client_id: api().clientId },
    auth: false,
    ...ctx,
  });

/** GET accounts/logout */
export const logout = (_req?: void, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'GET', path: 'accounts/logout', ...ctx });

/** POST accounts */
export const register = (req: RegisterRequest, ctx?: CallContext): Promise<Account> =>
  api().request({ method: 'POST', path: 'accounts', body: { ...req, type: 'merchant' }, auth: false, ...ctx });

/** GET accounts */
export const getAccount = (_req?: void, ctx?: CallContext): Promise<Account> =>
  api().request({ method: 'GET', path: 'accounts', ...ctx });

/** PUT accounts */
export const updateAccount = (req: UpdateAccountRequest, ctx?: CallContext): Promise<Account> =>
  api().request({ method: 'PUT', path: 'accounts', body: req, ...ctx });

/** PUT accounts/activate/{code} */
export const activate = (code: string, ctx?: CallContext): Promise<Account> =>
  api().request({ method: 'PUT', path: 'accounts/activate/{code}', pathVars: { code }, auth: false, ...ctx });

/** POST accounts/activate (sends a new activation code) */
export const resendActivationCode = (req: EmailRequest, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'POST', path: 'accounts/activate', body: req, auth: false, ...ctx });

/** POST accounts/forgot-password */
export const forgotPassword = (req: EmailRequest, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'POST', path: 'accounts/forgot-password', body: req, auth: false, ...ctx });

/** PUT accounts/forgot-password/{token} */
export const setNewPassword = ({ token, ...body }: NewPasswordRequest, ctx?: CallContext): Promise<NewPasswordAnswer> =>
  api().request({
    method: 'PUT',
    path: 'accounts/forgot-password/{token}',
    pathVars: { token },
    body,
    auth: false,
    ...ctx,
  });

/** POST accounts/change-password */
export const changePassword = (req: ChangePasswordRequest, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'POST', path: 'accounts/change-password', body: req, ...ctx });

/** GET features */
export const getFeatures = (_req?: void, ctx?: CallContext): Promise<Feature[]> =>
  api().request({ method: 'GET', path: 'features', ...ctx });

/** GET captcha */
export const getCaptcha = (_req?: void, ctx?: CallContext): Promise<Captcha> =>
  api().request({ method: 'GET', path: 'captcha', auth: false, ...ctx });

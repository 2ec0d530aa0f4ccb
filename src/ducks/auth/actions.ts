import { createAction } from '@reduxjs/toolkit';
import { createRequestActions } from '../requests/createRequestActions';
import type {
  Account,
  AuthResponse,
  ChangePasswordRequest,
  EmailRequest,
  Feature,
  LoginRequest,
  MessageResponse,
  NewPasswordRequest,
  RegisterRequest,
} from '../../api/types';
import type { LoadUserRequest, SessionRestored } from './types';

export const login = createRequestActions<LoginRequest, AuthResponse>('auth/login');
export const logout = createRequestActions<void, MessageResponse>('auth/logout');
export const loadUser = createRequestActions<LoadUserRequest, Account>('auth/loadUser');
export const loadFeatures = createRequestActions<void, Feature[]>('auth/loadFeatures');
export const register = createRequestActions<RegisterRequest, Account>('auth/register');
/** Payload: the activation code. */
export const activate = createRequestActions<string, Account>('auth/activate');
export const resendCode = createRequestActions<EmailRequest, MessageResponse>('auth/resendCode');
export const forgotPassword = createRequestActions<EmailRequest, MessageResponse>('auth/forgotPassword');
export const newPassword = createRequestActions<NewPasswordRequest, MessageResponse>('auth/newPassword');
export const changePassword = createRequestActions<ChangePasswordRequest, MessageResponse>('auth/changePassword');

/** Bootstrap: token login from ?t&rt&exp, else load the user of a stored session, else ready at once. */
export const appStarted = createAction('auth/appStarted');
/** A stored session was found at start-up; its user is being loaded. */
export const sessionRestored = createAction<SessionRestored>('auth/sessionRestored');
/** The start-up session check ended (with or without a user). */
export const startupFinished = createAction('auth/startupFinished');
/** The API client gave up on the session (refresh refused or 401 on the current token). */
export const sessionExpired = createAction('auth/sessionExpired');
/** An agency inside a follower's account goes back to its own account. */
export const backToMaster = createAction('auth/backToMaster');

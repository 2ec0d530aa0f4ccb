import { createAction } from '@reduxjs/toolkit';
import type { SessionRestored } from './types';

export { acceptInvite, activate, backToMasterAccount, changePassword, forgotPassword, loadFeatures, loadUser, login, logout, newPassword, register, resendCode } from './endpoints';

/** Bootstrap: token login from ?t&rt&exp, else load the user of a stored session, else ready at once. */
export const appStarted = createAction('auth/appStarted');
/** A stored session was found at start-up; its user is being loaded. */
export const sessionRestored = createAction<SessionRestored>('auth/sessionRestored');
/** The start-up session check ended (with or without a user). */
export const startupFinished = createAction('auth/startupFinished');
/** The API client gave up on the session (refresh refused or 401 on the current token). */
export const sessionExpired = createAction('auth/sessionExpired');
/** Another tab signed out: this tab's session ends too (store reset, calls cancelled, /login); the storage is not touched. */
export const signedOutElsewhere = createAction('auth/signedOutElsewhere');
/** Another tab signed in anew, maybe as another user: this tab reloads into that session. */
export const signedInElsewhere = createAction('auth/signedInElsewhere');
/** An agency inside a follower's account goes back to its own account. */
export const backToMaster = createAction('auth/backToMaster');

import type { Account } from '../../api/types';
import type { AuthState } from './types';

interface WithAuth {
  auth: AuthState;
}

/** The session as route guards and chrome read it (CONTRACT: Auth state contract). */
export type AuthSummary = Omit<AuthState, 'passwordResetRequested' | 'newPasswordSet'>;

const selectAuthState = (state: WithAuth): AuthState => state.auth;

// One summary per auth state object, so components re-render only when the session changes (what createSelector
// would do; reselect is left out of the start-up bundle).
const summaries = new WeakMap<AuthState, AuthSummary>();

export const selectAuth = (state: WithAuth): AuthSummary => {
  const auth = selectAuthState(state);
  let summary = summaries.get(auth);
  if (!summary) {
    const { ready, authenticated, isAdmin, registered, active, account, features, hasMasterSession } = auth;
    summary = { ready, authenticated, isAdmin, registered, active, account, features, hasMasterSession };
    summaries.set(auth, summary);
  }
  return summary;
};

export const selectAccount = (state: WithAuth): Account | null => state.auth.account;
export const selectIsAdmin = (state: WithAuth): boolean => state.auth.isAdmin;
export const selectEnabledFeatures = (state: WithAuth): string[] => state.auth.features;
export const selectPasswordResetRequested = (state: WithAuth): boolean => state.auth.passwordResetRequested;
export const selectNewPasswordSet = (state: WithAuth): boolean => state.auth.newPasswordSet;

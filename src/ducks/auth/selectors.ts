import { createSelector } from '@reduxjs/toolkit';
import type { Account } from '../../api/types';
import type { AuthState } from './types';

interface WithAuth {
  auth: AuthState;
}

/** The session as route guards and chrome read it (CONTRACT: Auth state contract). */
export type AuthSummary = Omit<AuthState, 'passwordResetRequested' | 'newPasswordSet'>;

const selectAuthState = (state: WithAuth): AuthState => state.auth;

export const selectAuth = createSelector(
  [selectAuthState],
  ({ ready, authenticated, isAdmin, registered, active, account, features, hasMasterSession }): AuthSummary => ({
    ready,
    authenticated,
    isAdmin,
    registered,
    active,
    account,
    features,
    hasMasterSession,
  }),
);

export const selectAccount = (state: WithAuth): Account | null => state.auth.account;
export const selectIsAdmin = (state: WithAuth): boolean => state.auth.isAdmin;
export const selectEnabledFeatures = (state: WithAuth): string[] => state.auth.features;
export const selectPasswordResetRequested = (state: WithAuth): boolean => state.auth.passwordResetRequested;
export const selectNewPasswordSet = (state: WithAuth): boolean => state.auth.newPasswordSet;

import type { Account } from '../../api/types';

export interface AuthState {
  /** False until the session at start-up is known (route guards show the loader meanwhile). */
  ready: boolean;
  authenticated: boolean;
  /** A platform-staff session, using the admin token set. */
  isAdmin: boolean;
  registered: boolean;
  active: boolean;
  account: Account | null;
  /** Names of the merchant's enabled features. */
  features: string[];
  /** An agency working inside a follower's account: its own session is saved to go back to. */
  hasMasterSession: boolean;
  /** Mutually exclusive with newPasswordSet. */
  passwordResetRequested: boolean;
  newPasswordSet: boolean;
}

export interface SessionRestored {
  admin: boolean;
  hasMasterSession: boolean;
}

export interface LoadUserRequest {
  /** The user of the admin session (platform staff) rather than a merchant's. */
  admin: boolean;
}

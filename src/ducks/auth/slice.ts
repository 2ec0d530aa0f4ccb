import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import { storeReset } from '../app/actions';
import { fetchDetails, updateDetails } from '../account/actions';
import {
  acceptInvite,
  activate,
  forgotPassword,
  loadFeatures,
  loadUser,
  login,
  newPassword,
  register,
  sessionRestored,
  startupFinished,
} from './actions';
import { isPlatformAccount } from './platform';
import type { AuthState } from './types';

export const initialAuthState: AuthState = {
  ready: false,
  authenticated: false,
  isAdmin: false,
  registered: false,
  active: false,
  account: null,
  features: [],
  hasMasterSession: false,
  passwordResetRequested: false,
  newPasswordSet: false,
};

const NOT_ACTIVATED = 403;

const slice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      // After a reset (logout, session end) the session is known: there is none.
      .addCase(storeReset, (state) => {
        state.ready = true;
      })
      .addCase(sessionRestored, (state, { payload }) => {
        state.isAdmin = payload.admin;
        state.hasMasterSession = payload.hasMasterSession;
      })
      .addCase(startupFinished, (state) => {
        state.ready = true;
      })
      .addCase(login.success, (state, { payload }) => {
        state.authenticated = true;
        state.registered = true;
        state.active = true;
        state.account = payload.account;
        state.isAdmin = isPlatformAccount(payload.account);
      })
      .addCase(login.error, (state, { payload }) => {
        // 'Account is not activated.': the right password of a registered, inactive account.
        if (payload.status === NOT_ACTIVATED) {
          state.registered = true;
          state.active = false;
        }
      })
      .addCase(loadUser.success, (state, { payload, meta }) => {
        state.authenticated = true;
        state.registered = true;
        state.active = payload.active;
        state.account = payload;
        state.isAdmin = meta.request.admin;
      })
      .addCase(loadFeatures.success, (state, { payload }) => {
        state.features = payload.filter((feature) => feature.enabled).map((feature) => feature.name);
      })
      .addCase(register.success, (state) => {
        state.authenticated = false;
        state.registered = true;
        state.active = false;
        state.account = null;
      })
      .addCase(activate.success, (state) => {
        state.registered = true;
        state.active = true;
      })
      .addCase(forgotPassword.success, (state) => {
        state.passwordResetRequested = true;
        state.newPasswordSet = false;
      })
      .addMatcher(isAnyOf(newPassword.success, acceptInvite.success), (state) => {
        state.newPasswordSet = true;
        state.passwordResetRequested = false;
      })
      .addMatcher(isAnyOf(fetchDetails.success, updateDetails.success), (state, { payload }) => {
        if (state.authenticated) state.account = payload;
      });
  },
});

export const authReducer = slice.reducer;

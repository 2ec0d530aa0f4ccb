import { storeReset } from '../../../src/ducks/app/actions';
import { forgotPassword, loadFeatures, login, newPassword, register, startupFinished } from '../../../src/ducks/auth/actions';
import { authReducer, initialAuthState } from '../../../src/ducks/auth/slice';
import type { AuthState } from '../../../src/ducks/auth/types';
import { makeAccount } from '../../support/render';

const given = (overrides: Partial<AuthState> = {}): AuthState => ({ ...initialAuthState, ...overrides });

describe('auth reducer', () => {
  it('starts not ready, and is ready after start-up or a store reset', () => {
    expect(authReducer(undefined, { type: '@@init' }).ready).toBe(false);
    expect(authReducer(given(), startupFinished()).ready).toBe(true);
    expect(authReducer(undefined, storeReset())).toEqual({ ...initialAuthState, ready: true });
  });

  it('login success sets authenticated, active and registered; the platform role makes it an admin session', () => {
    const merchant = authReducer(given(), login.success({ access_token: 'a', refresh_token: 'r', expires: 1, account: makeAccount() }, { username: 'u', password: 'p' }));
    expect(merchant).toMatchObject({ authenticated: true, active: true, registered: true, isAdmin: false });
    const staff = authReducer(
      given(),
      login.success({ access_token: 'a', refresh_token: 'r', expires: 1, account: makeAccount({ roles: ['boxoffice'] }) }, { username: 'u', password: 'p' }),
    );
    expect(staff.isAdmin).toBe(true);
  });

  it('registration leaves the user unauthenticated and inactive', () => {
    const state = authReducer(given({ active: true }), register.success(makeAccount({ active: false }), {} as never));
    expect(state).toMatchObject({ authenticated: false, active: false, registered: true, account: null });
  });

  it('keeps only the enabled feature names', () => {
    const state = authReducer(given(), loadFeatures.success([{ id: 1, name: 'Gifts', enabled: true }, { id: 2, name: 'NewPricing', enabled: false }]));
    expect(state.features).toEqual(['Gifts']);
  });

  it('password reset requested and new password set exclude each other', () => {
    const requested = authReducer(given({ newPasswordSet: true }), forgotPassword.success({ message: '' }, { email: 'e' }));
    expect(requested).toMatchObject({ passwordResetRequested: true, newPasswordSet: false });
    const set = authReducer(requested, newPassword.success({ message: '' }, { token: 't', password: 'p', password_confirmation: 'p' }));
    expect(set).toMatchObject({ passwordResetRequested: false, newPasswordSet: true });
  });
});

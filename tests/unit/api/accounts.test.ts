import * as accounts from '../../../src/api/accounts';
import { configureApi } from '../../../src/api/client';
import { createTokenStore } from '../../../src/api/tokenStore';
import { fresh, installMockHttp, type MockHttp } from './mockHttp';

let http: MockHttp;

beforeEach(() => {
  window.localStorage.clear();
  const tokens = createTokenStore(window.localStorage);
  tokens.setSession('merchant', fresh('m'));
  const client = configureApi({ baseURL: '/api', clientId: 'console-test', tokens, onSessionExpired: jest.fn(), now: () => 1_700_000_000 });
  http = installMockHttp(client.axios);
});

const registration = {
  full_name: 'Ann Lee',
  email: 'ann@x.test',
  password: 'Sandbox-2026!',
  password_confirmation: 'Sandbox-2026!',
  response_token: 'tok.12',
  metadata: { services_question: 'Video', interest_question: 'Sports', company: 'Acme', country: 'MK' },
};

type Case = [name: string, run: () => Promise<unknown>, method: string, path: string, auth: boolean, form: Record<string, string>];

const cases: Case[] = [
  [
    'authenticate',
    () => accounts.authenticate({ username: 'owner@sandbox.test', password: 'pw' }),
    'POST',
    'accounts/authenticate',
    false,
    { grant_type: 'password', username: 'owner@sandbox.test', password: 'pw', client_id: 'console-test' },
  ],
  ['logout', () => accounts.logout(), 'GET', 'accounts/logout', true, {}],
  [
    'register',
    () => accounts.register(registration),
    'POST',
    'accounts',
    false,
    {
      full_name: 'Ann Lee',
      email: 'ann@x.test',
      password: 'Sandbox-2026!',
      password_confirmation: 'Sandbox-2026!',
      response_token: 'tok.12',
      'metadata[services_question]': 'Video',
      'metadata[interest_question]': 'Sports',
      'metadata[company]': 'Acme',
      'metadata[country]': 'MK',
      type: 'merchant',
    },
  ],
  ['getAccount', () => accounts.getAccount(), 'GET', 'accounts', true, {}],
  [
    'updateAccount',
    () => accounts.updateAccount({ full_name: 'Ann', metadata: { company: 'Acme' } }),
    'PUT',
    'accounts',
    true,
    { full_name: 'Ann', 'metadata[company]': 'Acme' },
  ],
  ['activate', () => accounts.activate('AB 12'), 'PUT', 'accounts/activate/AB%2012', false, {}],
  ['resendActivationCode', () => accounts.resendActivationCode({ email: 'a@x.test' }), 'POST', 'accounts/activate', false, { email: 'a@x.test' }],
  [
    'forgotPassword',
    () => accounts.forgotPassword({ email: 'a@x.test', merchant_uuid: 'u-1' }),
    'POST',
    'accounts/forgot-password',
    false,
    { email: 'a@x.test', merchant_uuid: 'u-1' },
  ],
  [
    'setNewPassword',
    () => accounts.setNewPassword({ token: 'reset-1', password: 'p', password_confirmation: 'p' }),
    'PUT',
    'accounts/forgot-password/reset-1',
    false,
    { password: 'p', password_confirmation: 'p' },
  ],
  [
    'changePassword',
    () => accounts.changePassword({ old_password: 'o', password: 'p', password_confirmation: 'p' }),
    'POST',
    'accounts/change-password',
    true,
    { old_password: 'o', password: 'p', password_confirmation: 'p' },
  ],
  ['getFeatures', () => accounts.getFeatures(), 'GET', 'features', true, {}],
  ['getCaptcha', () => accounts.getCaptcha(), 'GET', 'captcha', false, {}],
];

describe('accounts API', () => {
  it.each(cases)('%s calls %s %s', async (_name, run, method, path, auth, form) => {
    http.on(method, path, { status: 200, data: { message: 'ok' } });
    await expect(run()).resolves.toEqual({ message: 'ok' });
    const [sent] = http.calls();
    expect(http.calls()).toHaveLength(1);
    expect([sent.method, sent.path]).toEqual([method, path]);
    expect(sent.authorization).toBe(auth ? 'Bearer m' : undefined);
    expect(Object.fromEntries(sent.form())).toEqual(form);
  });

  it('refuses to activate without a code', async () => {
    await expect(accounts.activate('')).rejects.toMatchObject({ message: 'Path variable value not included' });
    expect(http.calls()).toHaveLength(0);
  });

  it('passes the saga signal through', async () => {
    http.on('GET', 'accounts', { hang: true });
    const controller = new AbortController();
    const pending = accounts.getAccount(undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
  });
});

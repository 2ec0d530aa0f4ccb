/** Throttles: an attacker cannot lock the owner out, guesses are bounded everywhere, and every 429 says when to retry. */
import type { FastifyInstance } from 'fastify';
import { CLIENT_ID, createTestApp, DEMO_PASSWORD, encodeForm, expectError, send, sendForm, signIn, type TestResponse } from './helpers';

let app: FastifyInstance;

beforeEach(async () => {
  app = await createTestApp();
});

afterEach(async () => {
  await app.close();
});

const form = { 'content-type': 'application/x-www-form-urlencoded' };

const loginFrom = (from: string, password: string): Promise<TestResponse> =>
  send(app, {
    method: 'POST',
    url: '/api/accounts/authenticate',
    headers: form,
    payload: encodeForm({ grant_type: 'password', username: 'owner@sandbox.test', password, client_id: CLIENT_ID }),
    from,
  });

const expectRetryAfter = (response: TestResponse): void => {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
};

describe('sign-in', () => {
  it('a locked-out account still signs in from its owner\'s own address', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expectError(await loginFrom('127.0.0.2', 'Wrong-Passw0rd!'), 401);
    expectRetryAfter(await loginFrom('127.0.0.2', DEMO_PASSWORD));
    expect((await loginFrom('127.0.0.1', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('one address trying many accounts meets a ceiling of its own', async () => {
    const emails = ['admin', 'content', 'analyst', 'support', 'other', 'agency', 'follower1'].map((name) => `${name}@sandbox.test`);
    let last: TestResponse | undefined;
    for (let attempt = 0; attempt < 31; attempt += 1) {
      const username = emails[attempt % emails.length];
      last = await send(app, {
        method: 'POST',
        url: '/api/accounts/authenticate',
        headers: form,
        payload: encodeForm({ grant_type: 'password', username, password: 'Wrong-Passw0rd!', client_id: CLIENT_ID }),
        from: '127.0.0.3',
      });
    }
    expectRetryAfter(last as TestResponse);
    // 31 password checks at the contract's scrypt cost: 30 s on an idle 2-core machine, past a minute beside a second
    // `npm test` (measured 2026-11-28), so this test has its own limit instead of the suite's 60 s.
  }, 240_000);
});

describe('change-password', () => {
  it('10 wrong current passwords end in 429', async () => {
    const session = await signIn(app, 'owner@sandbox.test');
    const answers: number[] = [];
    let last: TestResponse | undefined;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      last = await sendForm(app, 'POST', '/api/accounts/change-password', { old_password: 'Wrong-Passw0rd!', password: 'Fresh-Passw0rd!1', password_confirmation: 'Fresh-Passw0rd!1' }, session.access_token);
      answers.push(last.statusCode);
    }
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expectRetryAfter(last as TestResponse);
  });
});

describe('mails', () => {
  it.each(['/api/accounts/forgot-password', '/api/accounts/activate'])('%s is throttled per recipient', async (url) => {
    const answers: number[] = [];
    let last: TestResponse | undefined;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = await sendForm(app, 'POST', url, { email: 'owner@sandbox.test' });
      answers.push(last.statusCode);
    }
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expectRetryAfter(last as TestResponse);
  });

  it.each(['/api/accounts/forgot-password', '/api/accounts/activate'])('%s: requests from another address do not block the person asking from their own', async (url) => {
    const ask = (email: string, from: string) => send(app, { method: 'POST', url, headers: form, payload: encodeForm({ email }), from });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask('owner@sandbox.test', '127.0.0.2')).statusCode).toBe(200);
    expectRetryAfter(await ask('owner@sandbox.test', '127.0.0.2'));
    expect((await ask('owner@sandbox.test', '127.0.0.1')).statusCode).toBe(200);
  });

  it('a mailbox cannot be flooded from many addresses, nor many mailboxes from one', async () => {
    const ask = (email: string, from: string) => send(app, { method: 'POST', url: '/api/accounts/forgot-password', headers: form, payload: encodeForm({ email }), from });
    // 30 requests for one recipient from six addresses: the next, from a seventh, waits.
    for (let host = 2; host < 8; host += 1) for (let attempt = 0; attempt < 5; attempt += 1) expect((await ask('owner@sandbox.test', `127.0.0.${host}`)).statusCode).toBe(200);
    expectRetryAfter(await ask('owner@sandbox.test', '127.0.0.8'));
    // 50 requests from one address, each for another recipient: the next waits.
    for (let index = 0; index < 50; index += 1) expect((await ask(`nobody${index}@sandbox.test`, '127.0.0.9')).statusCode).toBe(200);
    expectRetryAfter(await ask('admin@sandbox.test', '127.0.0.9'));
  });

  it('activation codes: wrong guesses from one address are bounded', async () => {
    let last: TestResponse | undefined;
    for (let attempt = 0; attempt < 21; attempt += 1) last = await send(app, { method: 'PUT', url: `/api/accounts/activate/guess-${attempt}` });
    expectRetryAfter(last as TestResponse);
  });
});

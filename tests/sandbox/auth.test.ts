import type { FastifyInstance } from 'fastify';
import { demoAccounts } from '../../sandbox/src/seed';
import { setClock } from '../../sandbox/src/lib/time';
import { REFRESH_GRACE_SECONDS } from '../../sandbox/src/services/sessions';
import { createTestApp, expectError, getJson, login, postJson, refresh, send, signIn, DEMO_PASSWORD } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

describe('sign-in', () => {
  it.each(demoAccounts('boxoffice').map((account) => [account.email, account.roles] as const))(
    '%s signs in and gets its roles',
    async (email, roles) => {
      const response = await login(app, email);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.account).toMatchObject({ email, username: email, roles, active: true });
      expect(typeof body.access_token).toBe('string');
      expect(typeof body.refresh_token).toBe('string');
      expect(body.expires).toBeGreaterThan(Math.floor(Date.now() / 1000) + 3500);
      expect(body.account).not.toHaveProperty('password_hash');
    },
  );

  it('accepts the email in any case and the account object follows the contract', async () => {
    const session = await signIn(app, 'Agency@Sandbox.Test');
    expect(session.account).toMatchObject({ email: 'agency@sandbox.test', is_master: true, roles: ['merchant', 'master'] });
    const follower = await signIn(app, 'follower1@sandbox.test');
    expect(follower.account).toMatchObject({ scopes: ['inheritance'], master_id: session.account.id });
    expect(Object.keys(follower.account).sort()).toEqual(
      [
        'id', 'uuid', 'merchant_uuid', 'tenant_uuid', 'merchant_id', 'organisation_id', 'master_id', 'email', 'username',
        'full_name', 'roles', 'scopes', 'is_master', 'active', 'completed', 'referrer', 'avatar_url', 'country',
        'date_of_birth', 'created_at', 'updated_at', 'metadata', 'roleRestrictions',
      ].sort(),
    );
  });

  it('answers an unknown user and a wrong password identically', async () => {
    const timed = async (username: string, password: string) => {
      const started = process.hrtime.bigint();
      const response = await login(app, username, password);
      return { response, ms: Number(process.hrtime.bigint() - started) / 1e6 };
    };
    const unknown = await timed('nobody@sandbox.test', DEMO_PASSWORD);
    const wrong = await timed('analyst@sandbox.test', 'Wrong-Passw0rd!');
    expectError(unknown.response, 401, 'Invalid username or password.');
    expect(unknown.response.body).toBe(wrong.response.body);
    expect(unknown.response.statusCode).toBe(wrong.response.statusCode);
    const headerNames = (headers: Record<string, unknown>) => Object.keys(headers).filter((name) => name !== 'date').sort();
    expect(headerNames(unknown.response.headers)).toEqual(headerNames(wrong.response.headers));
    // Both paths run one scrypt verification, so neither is an order of magnitude faster.
    expect(unknown.ms).toBeGreaterThan(wrong.ms / 4);
    expect(wrong.ms).toBeGreaterThan(unknown.ms / 4);
  });

  it('locks an email out after 5 failures in 15 minutes with 429 and Retry-After', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expectError(await login(app, 'support@sandbox.test', 'Wrong-Passw0rd!'), 401);
    const locked = await login(app, 'support@sandbox.test', DEMO_PASSWORD);
    expectError(locked, 429, 'Too many failed login attempts. Try again later.');
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another email is not affected.
    expect((await login(app, 'content@sandbox.test')).statusCode).toBe(200);
  });

  it('rejects a refresh token used as a bearer token', async () => {
    const session = await signIn(app, 'owner@sandbox.test');
    expectError(await getJson(app, '/api/accounts', session.refresh_token), 401, 'Invalid or expired token.');
    expect((await getJson(app, '/api/accounts', session.access_token)).statusCode).toBe(200);
  });

  it('rejects an access token used as a refresh token', async () => {
    const session = await signIn(app, 'owner@sandbox.test');
    expectError(await refresh(app, session.access_token), 401, 'Invalid refresh token.');
  });

  it('requires a bearer token', async () => {
    expectError(await getJson(app, '/api/accounts'), 401);
    expectError(await send(app, { url: '/api/accounts', headers: { authorization: 'Basic abc' } }), 401);
    expectError(await getJson(app, '/api/accounts', 'not-a-token'), 401, 'Invalid or expired token.');
  });

  it('refuses an expired access token', async () => {
    const session = await signIn(app, 'owner@sandbox.test');
    const realNow = Date.now;
    const later = realNow() + 3601 * 1000;
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      expectError(await getJson(app, '/api/accounts', session.access_token), 401, 'Invalid or expired token.');
    } finally {
      spy.mockRestore();
    }
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh returns a new pair and the new tokens work', async () => {
    const first = await signIn(app, 'owner@sandbox.test');
    const rotated = await refresh(app, first.refresh_token);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.account.email).toBe('owner@sandbox.test');
    expect((await getJson(app, '/api/accounts', second.access_token)).statusCode).toBe(200);
    const third = await refresh(app, second.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('two tabs refreshing with one token at once both get the same new pair and stay signed in', async () => {
    const first = await signIn(app, 'owner@sandbox.test');
    const [a, b] = await Promise.all([refresh(app, first.refresh_token), refresh(app, first.refresh_token)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json().access_token).toBe(a.json().access_token);
    expect(b.json().refresh_token).toBe(a.json().refresh_token);
    expect((await getJson(app, '/api/accounts', a.json().access_token)).statusCode).toBe(200);
    expect((await refresh(app, a.json().refresh_token)).statusCode).toBe(200);
  });

  it('reuse of a rotated refresh token after the grace window revokes the whole family', async () => {
    const start = Date.now();
    setClock(() => start);
    const first = await signIn(app, 'owner@sandbox.test');
    const second = (await refresh(app, first.refresh_token)).json();
    expect((await getJson(app, '/api/accounts', second.access_token)).statusCode).toBe(200);

    setClock(() => start + (REFRESH_GRACE_SECONDS + 1) * 1000);
    expectError(await refresh(app, first.refresh_token), 401, 'Invalid refresh token.');

    expectError(await refresh(app, second.refresh_token), 401, 'Invalid refresh token.');
    expectError(await getJson(app, '/api/accounts', second.access_token), 401, 'Invalid or expired token.');
    expectError(await getJson(app, '/api/accounts', first.access_token), 401, 'Invalid or expired token.');
    // Another session of the same account lives on.
    const other = await signIn(app, 'owner@sandbox.test');
    expect((await getJson(app, '/api/accounts', other.access_token)).statusCode).toBe(200);
    setClock();
  });

  it('refuses garbage and tampered refresh tokens', async () => {
    const session = await signIn(app, 'owner@sandbox.test');
    expectError(await refresh(app, 'garbage'), 401, 'Invalid refresh token.');
    const [header, payload, signature] = session.refresh_token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: claims.sub + 1 })).toString('base64url');
    expectError(await refresh(app, `${header}.${forged}.${signature}`), 401, 'Invalid refresh token.');
  });
});

describe('ending sessions', () => {
  it('logout revokes the family: the access and the refresh token stop working', async () => {
    const session = await signIn(app, 'analyst@sandbox.test');
    const loggedOut = await getJson(app, '/api/accounts/logout?srkey=abc123', session.access_token);
    expect(loggedOut.statusCode).toBe(200);
    expect(loggedOut.json()).toEqual({ message: 'Logged out.' });
    expectError(await getJson(app, '/api/accounts', session.access_token), 401, 'Invalid or expired token.');
    expectError(await refresh(app, session.refresh_token), 401);
    expectError(await getJson(app, '/api/accounts/logout', session.access_token), 401);
  });

  it('_sandbox/revoke ends every session of the account', async () => {
    const one = await signIn(app, 'admin@sandbox.test');
    const two = await signIn(app, 'admin@sandbox.test');
    const bystander = await signIn(app, 'owner@sandbox.test');
    const revoked = await postJson(app, '/api/_sandbox/revoke', { email: 'admin@sandbox.test' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().revoked).toBeGreaterThanOrEqual(2);
    for (const session of [one, two]) {
      expectError(await getJson(app, '/api/accounts', session.access_token), 401);
      expectError(await refresh(app, session.refresh_token), 401);
    }
    expect((await getJson(app, '/api/accounts', bystander.access_token)).statusCode).toBe(200);
    expect((await login(app, 'admin@sandbox.test')).statusCode).toBe(200);
    expectError(await postJson(app, '/api/_sandbox/revoke', { email: 'nobody@sandbox.test' }), 404);
  });
});

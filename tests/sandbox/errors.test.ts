import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../sandbox/src/app';
import { createTestApp, expectError, getJson, login, send, sendForm, signIn, startApp } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const authenticate = (fields: Record<string, string>) => sendForm(app, 'POST', '/api/accounts/authenticate', fields);

describe('bad input gets a 400 naming the field, never a 500', () => {
  it('an empty login body names every missing field', async () => {
    const body = expectError(await authenticate({}), 400, 'grant_type is required.');
    expect(body.errors).toEqual({ grant_type: 'grant_type is required.', client_id: 'client_id is required.' });
  });

  it('a password grant without credentials', async () => {
    const body = expectError(await authenticate({ grant_type: 'password', client_id: 'c' }), 400);
    expect(body.errors).toEqual({ username: 'username is required.', password: 'password is required.' });
    expect(body.message).toBe('username is required.');
  });

  it('a refresh grant without the token', async () => {
    const body = expectError(await authenticate({ grant_type: 'refresh_token', client_id: 'c' }), 400, 'refresh_token is required.');
    expect(body.errors).toEqual({ refresh_token: 'refresh_token is required.' });
  });

  it('an unknown grant type', async () => {
    const body = expectError(await authenticate({ grant_type: 'client_credentials', client_id: 'c' }), 400);
    expect(body.errors?.grant_type).toBe('grant_type must be one of: password, refresh_token.');
  });

  it('a request with no body at all', async () => {
    const body = expectError(await send(app, { method: 'POST', url: '/api/accounts/forgot-password' }), 400, 'email is required.');
    expect(body.errors).toEqual({ email: 'email is required.' });
  });

  it('an over-long field', async () => {
    const body = expectError(await sendForm(app, 'POST', '/api/accounts/forgot-password', { email: `${'a'.repeat(300)}@example.com` }), 400);
    expect(body.errors?.email).toMatch(/^email must be/);
  });

  it('a field of the wrong type in a JSON body', async () => {
    const response = await send(app, {
      method: 'POST',
      url: '/api/accounts/authenticate',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'password', client_id: 'c', username: { $ne: '' }, password: ['x'] }),
    });
    const body = expectError(response, 400);
    expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(['username']));
  });

  it('malformed JSON and prototype pollution attempts', async () => {
    const headers = { 'content-type': 'application/json' };
    expectError(await send(app, { method: 'POST', url: '/api/accounts/authenticate', headers, payload: '{"grant_type":' }), 400, 'Request body is not valid JSON.');
    expectError(
      await send(app, { method: 'POST', url: '/api/accounts/authenticate', headers, payload: '{"__proto__":{"admin":true},"grant_type":"password"}' }),
      400,
    );
    const polluted = await sendForm(app, 'POST', '/api/accounts/forgot-password', { '__proto__[admin]': 'true', email: 'x@example.com' });
    expect(polluted.statusCode).toBe(200);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('an invalid nested metadata key', async () => {
    const session = await signIn(app, 'owner@sandbox.test');
    const body = expectError(await sendForm(app, 'PUT', '/api/accounts', { 'metadata[bad key]': 'x' }, session.access_token), 400);
    expect(body.errors).toEqual({ metadata: 'metadata has an invalid key: bad key.' });
  });

  it('an unauthenticated call is refused before its body is looked at', async () => {
    expectError(await sendForm(app, 'PUT', '/api/accounts', { full_name: 'x' }), 401, 'Authentication required.');
    expectError(await sendForm(app, 'POST', '/api/accounts/change-password', {}), 401);
  });

  it('an unsupported content type', async () => {
    const response = await send(app, { method: 'POST', url: '/api/accounts/authenticate', headers: { 'content-type': 'text/xml' }, payload: '<x/>' });
    expectError(response, 415, 'Unsupported content type: send a form (application/x-www-form-urlencoded) or JSON.');
  });

  it('a bad query parameter on a sandbox control', async () => {
    const body = expectError(await getJson(app, '/api/_sandbox/outbox?limit=lots'), 400);
    expect(body.errors).toEqual({ limit: 'limit must be an integer.' });
  });
});

describe('responses', () => {
  it('unknown API routes get the JSON 404', async () => {
    expectError(await getJson(app, '/api/does-not-exist'), 404, 'Not found.');
    expectError(await send(app, { method: 'POST', url: '/api/does/not/exist' }), 404, 'Not found.');
    expectError(await send(app, { url: '/api/does-not-exist', headers: { accept: 'text/html' } }), 404, 'Not found.');
  });

  it('every API response carries Cache-Control: no-store', async () => {
    const session = await signIn(app, 'owner@sandbox.test');
    const responses = [
      await login(app, 'owner@sandbox.test'),
      await getJson(app, '/api/accounts', session.access_token),
      await getJson(app, '/api/features?srkey=1', session.access_token),
      await getJson(app, '/api/accounts'),
      await authenticate({}),
      await getJson(app, '/api/nope'),
      await getJson(app, '/api/captcha'),
      await getJson(app, '/api/_sandbox/outbox'),
    ];
    for (const response of responses) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('an unexpected failure is a bare 500 without a stack trace', async () => {
    const broken = buildApp({ dbPath: ':memory:' });
    broken.get('/api/explode', async () => {
      throw new Error('secret internals at /work/main/sandbox/src/x.ts:12');
    });
    await startApp(broken);
    try {
      const response = await getJson(broken, '/api/explode');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, message: 'Internal error.' });
      expect(response.body).not.toContain('secret');
    } finally {
      await broken.close();
    }
  });
});

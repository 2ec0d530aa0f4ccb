/** Bad input never reaches a 500 or echoes the request; names stay printable; metadata is bounded; clients are known. */
import type { FastifyInstance } from 'fastify';
import { CLIENT_ID, createTestApp, DEMO_PASSWORD, encodeForm, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, 'owner@sandbox.test');
});

afterAll(async () => {
  await app.close();
});

const auth = () => ({ authorization: `Bearer ${owner.access_token}` });

describe('bodies and addresses', () => {
  it('a JSON body nested 5,000 deep gets 400', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const url of ['/api/v2/reporting/scheduled/some-report/delete', '/api/accounts']) {
      const response = await send(app, { method: url === '/api/accounts' ? 'PUT' : 'POST', url, headers: { 'content-type': 'application/json', ...auth() }, payload: deep });
      expectError(response, 400, 'Request body is nested too deeply.');
    }
  });

  it('ordinary JSON still parses, and strings full of brackets are not nesting', async () => {
    const response = await send(app, {
      method: 'PUT',
      url: '/api/accounts',
      headers: { 'content-type': 'application/json', ...auth() },
      payload: JSON.stringify({ metadata: { note: '[[[[{{{{'.repeat(20) } }),
    });
    expect(response.statusCode).toBe(200);
  });

  it("an overlong path parameter gets the project's error shape without the path echoed", async () => {
    const response = await send(app, { url: `/api/v2/reporting/reports/${'x'.repeat(600)}`, headers: auth() });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ code: 414, message: 'The address is too long.' });
  });
});

describe('names and metadata', () => {
  it.each(['Olivia\u0000Owner', 'Olivia \u202Erenwo', 'Olivia\u2066Owner'])('refuses control characters in a name: %j', async (name) => {
    expectError(await sendForm(app, 'PUT', '/api/accounts', { full_name: name }, owner.access_token), 400, 'full_name must not contain control characters.');
  });

  it('bounds metadata and lets a key be removed with an empty value', async () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`key_${i}`, 'v']));
    expect((await sendForm(app, 'PUT', '/api/accounts', { metadata: many }, owner.access_token)).statusCode).toBe(200);
    const more = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`more_${i}`, 'v']));
    expectError(await sendForm(app, 'PUT', '/api/accounts', { metadata: more }, owner.access_token), 400, 'Metadata may hold at most 50 keys and 16 KiB.');

    const removed = await sendForm(app, 'PUT', '/api/accounts', { metadata: { key_0: '' } }, owner.access_token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().metadata).not.toHaveProperty('key_0');
    expect(removed.json().metadata).toHaveProperty('key_1', 'v');
  });
});

describe('clients', () => {
  it('refuses an unknown client_id on both grants', async () => {
    const password = await sendForm(app, 'POST', '/api/accounts/authenticate', { grant_type: 'password', username: 'owner@sandbox.test', password: DEMO_PASSWORD, client_id: 'someone-else' });
    expectError(password, 400, 'Unknown client.');
    const refresh = await sendForm(app, 'POST', '/api/accounts/authenticate', { grant_type: 'refresh_token', refresh_token: owner.refresh_token, client_id: 'someone-else' });
    expectError(refresh, 400, 'Unknown client.');
    expect((await sendForm(app, 'POST', '/api/accounts/authenticate', { grant_type: 'password', username: 'owner@sandbox.test', password: DEMO_PASSWORD, client_id: CLIENT_ID })).statusCode).toBe(200);
  });
});

describe('the sandbox controls', () => {
  it('refuse a form-encoded reset from a foreign origin, and the database is not reset', async () => {
    await sendForm(app, 'PUT', '/api/accounts', { full_name: 'Kept Name' }, owner.access_token);
    const response = await send(app, {
      method: 'POST',
      url: '/api/_sandbox/reset',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://attacker.example' },
      payload: encodeForm({ confirm: 'yes' }),
    });
    expectError(response, 403, 'The sandbox controls only answer the sandbox itself.');
    expect((await getJson(app, '/api/accounts', owner.access_token)).json().full_name).toBe('Kept Name');
  });

  it('take JSON only, and refuse a host name other than the sandbox\'s own', async () => {
    const form = await send(app, { method: 'POST', url: '/api/_sandbox/config', headers: { 'content-type': 'text/plain' }, payload: '{"fault_rate":1}' });
    expectError(form, 415, 'The sandbox controls take JSON bodies only.');
    const rebound = await send(app, { method: 'GET', url: '/api/_sandbox/outbox', headers: { host: 'attacker.example' } });
    expectError(rebound, 403);
    const own = await send(app, { method: 'GET', url: '/api/_sandbox/config', headers: { origin: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` } });
    expect(own.statusCode).toBe(200);
  });
});

import type { FastifyInstance } from 'fastify';
import {
  createTestApp,
  expectError,
  getJson,
  latestMail,
  login,
  postJson,
  registrationFields,
  sendForm,
  signIn,
  solveCaptcha,
  type OutboxEntry,
} from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

afterEach(async () => {
  await postJson(app, '/api/_sandbox/config', { latency_ms: 0, fault_rate: 0, token_ttl_s: 3600 });
});

describe('outbox', () => {
  it('lists mail newest first with the contract fields', async () => {
    await sendForm(app, 'POST', '/api/accounts/forgot-password', { email: 'owner@sandbox.test' });
    await sendForm(app, 'POST', '/api/accounts/forgot-password', { email: 'other@sandbox.test' });
    const entries = (await getJson(app, '/api/_sandbox/outbox')).json<OutboxEntry[]>();
    expect(entries[0]).toMatchObject({ to: 'other@sandbox.test', kind: 'reset' });
    expect(entries[1]).toMatchObject({ to: 'owner@sandbox.test', kind: 'reset' });
    expect(Object.keys(entries[0]).sort()).toEqual(['created_at', 'kind', 'subject', 'to', 'token']);
    expect(entries[0].created_at).toBeGreaterThanOrEqual(entries[1].created_at);
    expect((await getJson(app, '/api/_sandbox/outbox?to=owner%40sandbox.test')).json<OutboxEntry[]>().every((entry) => entry.to === 'owner@sandbox.test')).toBe(true);
  });
});

describe('config', () => {
  it('returns the current settings and validates changes', async () => {
    expect((await postJson(app, '/api/_sandbox/config', {})).json()).toEqual({ token_ttl_s: 3600, latency_ms: 0, fault_rate: 0, unreachable_platforms: [] });
    expectError(await postJson(app, '/api/_sandbox/config', { fault_rate: 2 }), 400, 'fault_rate must be at most 1.');
    expectError(await postJson(app, '/api/_sandbox/config', { token_ttl_s: 'soon' }), 400);
    expectError(await postJson(app, '/api/_sandbox/config', { latency_ms: -5 }), 400);
  });

  it('token_ttl_s sets the lifetime of new access tokens', async () => {
    expect((await postJson(app, '/api/_sandbox/config', { token_ttl_s: 120 })).json().token_ttl_s).toBe(120);
    const session = await signIn(app, 'owner@sandbox.test');
    const now = Math.floor(Date.now() / 1000);
    expect(session.expires).toBeGreaterThanOrEqual(now + 119);
    expect(session.expires).toBeLessThanOrEqual(now + 121);
  });

  it('latency_ms delays API answers', async () => {
    await postJson(app, '/api/_sandbox/config', { latency_ms: 150 });
    const started = Date.now();
    expect((await getJson(app, '/api/captcha')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('fault_rate answers that share of platform calls with 500, never the _sandbox controls', async () => {
    await postJson(app, '/api/_sandbox/config', { fault_rate: 1 });
    expectError(await getJson(app, '/api/captcha'), 500, 'Sandbox injected fault.');
    expectError(await login(app, 'owner@sandbox.test'), 500, 'Sandbox injected fault.');
    expect((await getJson(app, '/api/_sandbox/outbox')).statusCode).toBe(200);
    expect((await postJson(app, '/api/_sandbox/config', { fault_rate: 0 })).statusCode).toBe(200);
    expect((await getJson(app, '/api/captcha')).statusCode).toBe(200);
  });
});

describe('reset', () => {
  it('reseeds: new accounts are gone, demo accounts are back to the seed, old tokens and settings are dropped', async () => {
    const registered = await sendForm(app, 'POST', '/api/accounts', registrationFields('temp@example.com', { response_token: await solveCaptcha(app) }));
    expect(registered.statusCode).toBe(201);
    const session = await signIn(app, 'owner@sandbox.test');
    await sendForm(app, 'PUT', '/api/accounts', { full_name: 'Renamed Owner' }, session.access_token);
    await postJson(app, '/api/_sandbox/config', { token_ttl_s: 60 });

    const reset = await postJson(app, '/api/_sandbox/reset');
    expect(reset.statusCode).toBe(200);

    expectError(await getJson(app, '/api/accounts', session.access_token), 401);
    expect(await latestMail(app, 'temp@example.com', 'activation')).toBeUndefined();
    expectError(await login(app, 'temp@example.com', 'Fresh-Passw0rd!'), 401);
    const again = await signIn(app, 'owner@sandbox.test');
    expect(again.account.full_name).toBe('Olivia Owner');
    expect(again.account.merchant_uuid).toBe(session.account.merchant_uuid);
    expect((await getJson(app, '/api/_sandbox/config')).json().token_ttl_s).toBe(3600);
  });
});

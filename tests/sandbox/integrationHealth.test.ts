/** The integrations' connection health and the unreachable fault (issue 23, acceptance 5). */
import type { FastifyInstance } from 'fastify';
import type { IntegrationHealth, IntegrationHealthList } from '../../src/api/integrationTypes';
import { SYNC_PLATFORMS } from '../../src/contracts/values';
import { bearer, createTestApp, expectError, getJson, postJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let support: Session;
let analyst: Session;

beforeAll(async () => {
  app = await createTestApp();
  [owner, support, analyst] = await Promise.all(['owner', 'support', 'analyst'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const health = async (integration: string, session = owner) =>
  (await getJson(app, '/api/v2/integrations/health', session.access_token)).json<IntegrationHealthList>().collection.find((entry) => entry.integration === integration);
const check = (integration: string, session = owner) => send(app, { method: 'POST', url: `/api/v2/integrations/${integration}/check`, headers: bearer(session.access_token) });

describe('integration health', () => {
  it('lists every integration, unknown until used; a check of one not connected is refused', async () => {
    const all = (await getJson(app, '/api/v2/integrations/health', owner.access_token)).json<IntegrationHealthList>().collection;
    expect(all.map((entry) => entry.integration)).toEqual(['google-in-app', 'apple-in-app', 'amazon-in-app', 'roku-in-app', 'paypal', 'eventbrite', 'livelike', ...SYNC_PLATFORMS]);
    expect(all.every((entry) => entry.status === 'unknown')).toBe(true);
    // The seed saved the owner's Roku keys only.
    expect(all.filter((entry) => entry.connected).map((entry) => entry.integration)).toEqual(['roku-in-app']);
    expectError(await check('eventbrite'), 409, 'Eventbrite is not connected: connect it first.');
  });

  it('keeps the last success as the integration is used, and a service’s refusal as the last error', async () => {
    expect((await sendForm(app, 'POST', '/api/external-accounts/eventbrite', { private_token: 'SANDBOXTOKEN0001ABCD' }, owner.access_token)).statusCode).toBe(201);
    expect(await health('eventbrite')).toMatchObject({ connected: true, status: 'ok', last_success_at: expect.any(Number), last_error: null });
    expect((await sendForm(app, 'POST', '/api/external-accounts/eventbrite', { private_token: 'INVALIDTOKEN0001' }, owner.access_token)).statusCode).toBe(400);
    expect(await health('eventbrite')).toMatchObject({ status: 'failing', last_error: 'Eventbrite refused these credentials: check the private token.', last_error_at: expect.any(Number) });
    const checked = (await check('eventbrite')).json<IntegrationHealth>();
    expect(checked).toMatchObject({ status: 'ok', last_error: 'Eventbrite refused these credentials: check the private token.' });
  });

  it('shows an integration the sandbox makes unreachable as failing, with the error and its time, until the faults are cleared', async () => {
    const fault = await postJson(app, '/api/_sandbox/faults', { integration: 'eventbrite', kind: 'unreachable' });
    expect(fault.json()).toEqual({ faults: [{ integration: 'eventbrite', kind: 'unreachable' }], held: 0 });
    expectError(await getJson(app, '/api/v2/eventbrite/organizations', owner.access_token), 504, 'Eventbrite could not be reached: it did not answer.');
    const before = Math.floor(Date.now() / 1000);
    const checked = await check('eventbrite');
    expect(checked.statusCode).toBe(200);
    expect(checked.json<IntegrationHealth>()).toMatchObject({ status: 'failing', last_error: 'Eventbrite could not be reached: it did not answer.' });
    expect(checked.json<IntegrationHealth>().last_error_at).toBeGreaterThanOrEqual(before);
    // Only that integration: the others answer.
    expect((await getJson(app, '/api/external-accounts/eventbrite', owner.access_token)).statusCode).toBe(200);

    expect((await postJson(app, '/api/_sandbox/faults/clear')).json()).toEqual({ faults: [], held: 0 });
    expect((await check('eventbrite')).json<IntegrationHealth>().status).toBe('ok');
    expectError(await postJson(app, '/api/_sandbox/faults', { integration: 'vimeo', kind: 'unreachable' }), 400);
  });

  it('counts the in-app stores’ saves; customer support may check them, analysts have no settings', async () => {
    const google = { site_token: 'site-token-1', playstore_public_key: 'MIIBIjAN', merchant_uuid: owner.account.merchant_uuid };
    expect((await sendForm(app, 'POST', '/api/v2/hooks/google-in-app/setup', google, owner.access_token)).statusCode).toBe(201);
    expect(await health('google-in-app')).toMatchObject({ connected: true, status: 'ok' });
    expect((await check('google-in-app', support)).statusCode).toBe(200);
    expectError(await check('google-in-app', analyst), 403);
    expectError(await getJson(app, '/api/v2/integrations/health', analyst.access_token), 403);
  });

  it('tracks the video platforms too: a connect and a library read succeed, an unreachable one fails, Check now reads it', async () => {
    expectError(await check('brightcove'), 409, 'Brightcove is not connected: connect it first.');
    expect((await sendForm(app, 'POST', '/api/external-accounts/jwplayer', { api_key: 'SbxKey01', api_secret: 'sandbox-secret-01' }, owner.access_token)).statusCode).toBe(201);
    expect(await health('jwplayer')).toMatchObject({ connected: true, status: 'ok', last_success_at: expect.any(Number) });
    expect((await sendForm(app, 'POST', '/api/external-accounts/ivs', { access_key_id: 'AKIASANDBOX0001', secret_access_key: 'sandbox-secret-02' }, owner.access_token)).statusCode).toBe(201);
    expect((await getJson(app, '/api/v2/ovps/ivs/channels', owner.access_token)).statusCode).toBe(200);
    expect(await health('ivs')).toMatchObject({ connected: true, status: 'ok' });

    expect((await postJson(app, '/api/_sandbox/faults', { integration: 'ivs', kind: 'unreachable' })).statusCode).toBe(200);
    try {
      expectError(await getJson(app, '/api/v2/ovps/ivs/channels', owner.access_token), 504, 'Amazon IVS could not be reached: it did not answer.');
      // Customer support reads the video platforms: it may check one; analysts have no settings.
      const checked = await check('ivs', support);
      expect(checked.statusCode).toBe(200);
      expect(checked.json<IntegrationHealth>()).toMatchObject({ integration: 'ivs', status: 'failing', last_error: 'Amazon IVS could not be reached: it did not answer.', last_error_at: expect.any(Number) });
      expectError(await check('ivs', analyst), 403);
      expect((await check('jwplayer')).json<IntegrationHealth>().status).toBe('ok');
    } finally {
      await postJson(app, '/api/_sandbox/faults/clear');
    }
    expect((await check('ivs')).json<IntegrationHealth>().status).toBe('ok');
  });

  it('counts a platform the settings make unreachable as failing when checked', async () => {
    expect((await postJson(app, '/api/_sandbox/config', { unreachable_platforms: ['jwplayer'] })).statusCode).toBe(200);
    try {
      expect((await check('jwplayer')).json<IntegrationHealth>()).toMatchObject({ status: 'failing', last_error: 'JW Player could not be reached: it did not answer.' });
    } finally {
      await postJson(app, '/api/_sandbox/config', { unreachable_platforms: [] });
    }
  });
});

/** The simulated Eventbrite (catalogue 7.11; issue 23, acceptance 2): connect by private token, organisations, events. */
import type { FastifyInstance } from 'fastify';
import type { EventbriteEvents, EventbriteOrganizations } from '../../src/api/integrationTypes';
import type { ExternalAccount } from '../../src/api/videoPlatformTypes';
import { createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let support: Session;
let analyst: Session;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other, support, analyst] = await Promise.all(['owner', 'other', 'support', 'analyst'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const connect = (token: string, session = owner) => sendForm(app, 'POST', '/api/external-accounts/eventbrite', { private_token: token }, session.access_token);
const organizations = async (continuation?: string, session = owner) =>
  (await getJson(app, `/api/v2/eventbrite/organizations${continuation ? `?continuation=${continuation}` : ''}`, session.access_token)).json<EventbriteOrganizations>();
async function allOrganizations(session = owner) {
  const all: EventbriteOrganizations['organizations'] = [];
  let continuation: string | undefined;
  do {
    const page = await organizations(continuation, session);
    all.push(...page.organizations);
    continuation = page.pagination.continuation ?? undefined;
  } while (continuation);
  return all;
}

describe('the Eventbrite account', () => {
  it('is refused for a wrong token with the service’s explanation, and linked with its private token, shown masked', async () => {
    expectError(await getJson(app, '/api/v2/eventbrite/organizations', owner.access_token), 409, 'No Eventbrite account is linked: connect it under Settings, Integrations.');
    const refused = expectError(await connect('INVALIDTOKEN123'), 400);
    expect(refused.errors?.explain).toBe('Eventbrite refused these credentials: check the private token.');
    expectError(await connect('short'), 400);
    expect(expectError(await sendForm(app, 'POST', '/api/external-accounts/eventbrite', { private_token: 'SANDBOXTOKEN0001ABCD', api_key: 'x' }, owner.access_token), 400).errors).toEqual({ api_key: 'Eventbrite does not take this key.' });
    expect((await connect('SANDBOXTOKEN0001ABCD')).statusCode).toBe(201);
    expect((await getJson(app, '/api/external-accounts/eventbrite', owner.access_token)).json<ExternalAccount>()).toMatchObject({ ovp_name: 'eventbrite', connected: true, keys: { private_token: 'SAND••••' } });
    expect((await getJson(app, '/api/external-accounts/eventbrite', other.access_token)).json<ExternalAccount>().connected).toBe(false);
  });

  it('lists the same organisations for a token every time, 5 a page with continuation, and others for another token', async () => {
    const first = await organizations();
    expect(first.organizations.length).toBeGreaterThan(0);
    expect(first.organizations[0]).toMatchObject({ id: expect.stringMatching(/^\d{12}$/), name: expect.any(String) });
    const all = await allOrganizations();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.length).toBeLessThanOrEqual(12);
    expect(new Set(all.map((org) => org.id)).size).toBe(all.length);
    expect(await allOrganizations()).toEqual(all);
    expectError(await getJson(app, '/api/v2/eventbrite/organizations?continuation=bm9wZTox', owner.access_token), 400);

    // The account is the token's: another token is another account, the same token the same one.
    expect((await connect('SANDBOXTOKEN0002WXYZ', other)).statusCode).toBe(201);
    expect((await allOrganizations(other)).map((org) => org.id)).not.toEqual(all.map((org) => org.id));
  });

  it('lists an organisation’s events 10 at a time with continuation, to the end', async () => {
    const [org] = (await organizations()).organizations;
    const events: EventbriteEvents['events'] = [];
    let continuation: string | null = null;
    do {
      const query: string = `organization_id=${org.id}&limit=10${continuation ? `&continuation=${continuation}` : ''}`;
      const page: EventbriteEvents = (await getJson(app, `/api/v2/eventbrite/videos?${query}`, owner.access_token)).json<EventbriteEvents>();
      expect(page.events.length).toBeLessThanOrEqual(10);
      expect(page.pagination.page_size).toBe(10);
      events.push(...page.events);
      continuation = page.pagination.continuation;
      if (continuation) expect(page.events).toHaveLength(10);
    } while (continuation);
    expect(events.length).toBeGreaterThanOrEqual(8);
    expect(events[0]).toMatchObject({ id: expect.stringMatching(/^\d{12}$/), url: `https://www.eventbrite.com/e/${events[0].id}`, start: expect.any(Number) });
    expectError(await getJson(app, '/api/v2/eventbrite/videos?organization_id=123456789012', owner.access_token), 404);
    // Another merchant's linked account (another token) does not know this organisation.
    expectError(await getJson(app, `/api/v2/eventbrite/videos?organization_id=${org.id}`, other.access_token), 404);
  });

  it('is for the settings area: customer support may use it, analysts not; disconnecting stops the lists', async () => {
    expect((await getJson(app, '/api/v2/eventbrite/organizations', support.access_token)).statusCode).toBe(200);
    expectError(await getJson(app, '/api/v2/eventbrite/organizations', analyst.access_token), 403);
    expect((await send(app, { method: 'DELETE', url: '/api/external-accounts/eventbrite', headers: { authorization: `Bearer ${owner.access_token}` } })).statusCode).toBe(204);
    expectError(await getJson(app, '/api/v2/eventbrite/organizations', owner.access_token), 409);
  });
});

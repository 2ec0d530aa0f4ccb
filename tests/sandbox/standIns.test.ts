/**
 * The sites the side nav opens that the sandbox stands in for (issue 25): the landing page builder shows whose
 * session the console's hand-off cookie carries; the support site answers. The seeded merchants the console's
 * sandbox defaults name for the ThoughtSpot and Domo placeholders are the ones the README says.
 */
import type { FastifyInstance } from 'fastify';
import { SANDBOX_DOMO_MERCHANT_ID, SANDBOX_THOUGHTSPOT_MERCHANT_ID } from '../../src/config';
import { pageBuilderCookieName } from '../../src/contracts/values';
import { createTestApp, getJson, send, signIn } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const builder = (cookie?: string) => send(app, { url: '/api/_sandbox/pagebuilder', headers: cookie ? { cookie } : {} });

describe('the landing page builder stand-in', () => {
  it('shows the account whose session the hand-off cookie carries', async () => {
    const owner = await signIn(app, 'owner@sandbox.test');
    const page = await builder(`theme=dark; ${pageBuilderCookieName(app.sandbox.options.platformKey)}=${encodeURIComponent(owner.access_token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Signed in as Olivia Owner (owner@sandbox.test)');
  });

  it('says so when no session, or an expired one, was handed over', async () => {
    for (const cookie of [undefined, `${pageBuilderCookieName(app.sandbox.options.platformKey)}=not-a-token`]) {
      const page = await builder(cookie);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('No session was handed over, or it has expired.');
      expect(page.body).not.toContain('Signed in as');
    }
  });
});

it('stands in for the support site', async () => {
  const page = await getJson(app, '/api/_sandbox/support');
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<h1>Boxoffice support</h1>');
});

it('seeds the merchants the console’s sandbox defaults show the analytics placeholders to', () => {
  const merchantOf = (email: string) => (app.sandbox.db.prepare('SELECT merchant_id FROM accounts WHERE email = ?').get(email) as { merchant_id: number }).merchant_id;
  expect(merchantOf('other@sandbox.test')).toBe(SANDBOX_THOUGHTSPOT_MERCHANT_ID);
  expect(merchantOf('follower2@sandbox.test')).toBe(SANDBOX_DOMO_MERCHANT_ID);
});

/**
 * Every route that takes a body, sent one of a content type it does not take, answers 4xx with a clear message:
 * the raw parsers (text, octet-stream, multipart) belong to the routes that take files, nowhere else.
 */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../sandbox/src/routes';
import { buildApp } from '../../sandbox/src/app';
import { bearer, send, signIn, startApp, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  app = buildApp({ dbPath: ':memory:' });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    for (const method of methods) if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) routes.push({ method, url: route.url });
  });
  await startApp(app);
  owner = await signIn(app, 'owner@sandbox.test');
});

afterAll(async () => {
  await app.close();
});

/**
 * Routes that take any body by design: the built-in webhook receiver records whatever an endpoint would be sent
 * (tests/sandbox/webhooks.test.ts), as a real receiver does.
 */
const TAKES_ANY_BODY: ReadonlySet<string> = new Set(['POST /api/_sandbox/receiver/:key']);

/** A concrete address for a route: every path variable becomes 1. */
const address = (url: string): string => url.replace(/:[A-Za-z_]+/g, '1');

const BODIES = [
  ['text/plain', 'item_id=1&code=abc'],
  ['application/octet-stream', '\u0000\u0001binary'],
  ['text/csv', 'code\nabc'],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="code"\r\n\r\nabc\r\n--x--\r\n'],
] as const;

describe.each(BODIES)('a %s body', (type, payload) => {
  it('on PATCH items/access/codes/:id gets 415 naming the content types the route takes', async () => {
    const response = await send(app, { method: 'PATCH', url: '/api/items/access/codes/1', headers: { 'content-type': type, ...bearer(owner.access_token) }, payload });
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(/send a form .* or JSON/);
  });

  it('never gets a 5xx on any route', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const { method, url } of routes.filter((route) => !TAKES_ANY_BODY.has(`${route.method} ${route.url}`))) {
      const response = await send(app, { method, url: address(url), headers: { 'content-type': type, ...bearer(owner.access_token) }, payload });
      if (response.statusCode >= 500 || response.statusCode < 400) failures.push(`${method} ${url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('a truncated multipart upload', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  /** A file part cut off before its closing boundary, as a dropped connection or a broken client leaves it. */
  const truncated = (field: string, name: string, bytes: Buffer): Buffer =>
    Buffer.concat([Buffer.from(`--cut\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), bytes]);

  it.each([
    ['/api/images/assets', truncated('asset_preview', 'preview.png', Buffer.concat([PNG, Buffer.alloc(4096, 1)])), /image/],
    ['/api/items/access/bulk/grant-access', truncated('file', 'grant.csv', Buffer.from('email,item_id\nsomeone@example.com,1\n')), /CSV file/],
  ])('on POST %s gets 400 with a clear message', async (url, payload, message) => {
    const response = await send(app, { method: 'POST', url, headers: { 'content-type': 'multipart/form-data; boundary=cut', ...bearer(owner.access_token) }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/incomplete/);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });
});

import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bearer, createTestApp, expectError, getJson, postJson, send, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;

const CUSTOMERS = '/api/v2/customers?page=1&size=5';

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, 'owner@sandbox.test');
});

afterAll(async () => {
  await app.close();
});

afterEach(async () => {
  await postJson(app, '/api/_sandbox/faults/clear');
});

const inject = (fault: Record<string, unknown>) => postJson(app, '/api/_sandbox/faults', fault);
const customers = () => getJson(app, CUSTOMERS, owner.access_token);
const heldCount = async () => (await getJson(app, '/api/_sandbox/faults')).json<{ held: number }>().held;

/** A GET whose outcome is reported as the answer's status or the socket's error code; `abort` gives up early. */
function rawGet(path: string) {
  const { port } = app.server.address() as AddressInfo;
  let abort = () => {};
  const outcome = new Promise<string>((resolve) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, headers: bearer(owner.access_token) }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve(String(incoming.statusCode)));
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    abort = () => outgoing.destroy();
    outgoing.end();
  });
  return { outcome, abort: () => abort() };
}

/** Resolves once the sandbox holds `count` requests (the hold starts in the request's onRequest hook). */
async function whenHeld(count: number): Promise<void> {
  while ((await heldCount()) !== count) await new Promise((resolve) => setImmediate(resolve));
}

describe('faults per route (POST /api/_sandbox/faults)', () => {
  it('500 answers the error body, and only on the matching method and path', async () => {
    expect((await inject({ method: 'GET', path: '/api/v2/customers', kind: '500' })).json()).toEqual({
      faults: [{ method: 'GET', path: '/api/v2/customers', kind: '500' }],
      held: 0,
    });
    expectError(await customers(), 500, 'Sandbox injected fault.');
    expect((await getJson(app, '/api/v2/customers/interactions/bands', owner.access_token)).statusCode).not.toBe(500);
    expect((await getJson(app, '/api/accounts', owner.access_token)).statusCode).toBe(200);
  });

  it('a glob matches within one segment (*) or across segments (**)', async () => {
    await inject({ method: '*', path: '/api/v2/customers/*', kind: '500' });
    expect((await getJson(app, '/api/v2/customers/1', owner.access_token)).statusCode).toBe(500);
    expect((await getJson(app, '/api/v2/customers/1/activity', owner.access_token)).statusCode).not.toBe(500);
    expect((await customers()).statusCode).toBe(200);
    await inject({ method: 'GET', path: '/api/v2/customers/**', kind: '500' });
    expect((await getJson(app, '/api/v2/customers/1/activity', owner.access_token)).statusCode).toBe(500);
  });

  it('503 carries Retry-After', async () => {
    await inject({ method: 'GET', path: '/api/v2/customers', kind: '503', retry_after_s: 7 });
    const response = await customers();
    expectError(response, 503);
    expect(response.headers['retry-after']).toBe('7');
  });

  it('html answers 200 with an HTML page', async () => {
    await inject({ method: 'GET', path: '/api/v2/customers', kind: 'html' });
    const response = await customers();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/^<!DOCTYPE html>/);
  });

  it('wrong-shape answers 200 JSON that is not the route\'s answer', async () => {
    await inject({ method: 'GET', path: '/api/v2/customers', kind: 'wrong-shape' });
    const response = await customers();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unexpected: true });
  });

  it('reset closes the connection without an answer', async () => {
    await inject({ method: 'GET', path: '/api/v2/customers', kind: 'reset' });
    await expect(rawGet(CUSTOMERS).outcome).resolves.toMatch(/^(ECONNRESET|socket hang up)$/);
  });

  it('timeout holds the request until the fault is cleared, then it is answered', async () => {
    await inject({ method: 'GET', path: '/api/v2/customers', kind: 'timeout' });
    const held = rawGet(CUSTOMERS);
    await whenHeld(1);
    await postJson(app, '/api/_sandbox/faults/clear');
    await expect(held.outcome).resolves.toBe('200');
  });

  it('timeout lets go of a request whose client gave up, and closes one held past hold_s', async () => {
    await inject({ method: 'GET', path: '/api/v2/customers', kind: 'timeout' });
    const abandoned = rawGet(CUSTOMERS);
    await whenHeld(1);
    abandoned.abort();
    await whenHeld(0);

    await inject({ method: 'GET', path: '/api/v2/customers', kind: 'timeout', hold_s: 1 });
    await expect(rawGet(CUSTOMERS).outcome).resolves.toMatch(/^(ECONNRESET|socket hang up)$/);
    expect(await heldCount()).toBe(0);
  });

  it('clear removes every fault, and a reset of the sandbox does too', async () => {
    await inject({ method: 'GET', path: '/api/v2/customers', kind: '500' });
    expect((await postJson(app, '/api/_sandbox/faults/clear')).json()).toEqual({ faults: [], held: 0 });
    expect((await customers()).statusCode).toBe(200);

    await inject({ method: 'GET', path: '/api/v2/customers', kind: '500' });
    expect((await postJson(app, '/api/_sandbox/reset')).statusCode).toBe(200);
    owner = await signIn(app, 'owner@sandbox.test');
    expect((await customers()).statusCode).toBe(200);
  });

  it('refuses an unknown kind, a path outside /api and a non-JSON body, and keeps the controls\' origin guard', async () => {
    expectError(await inject({ method: 'GET', path: '/api/v2/customers', kind: 'teapot' }), 400);
    expectError(await inject({ method: 'GET', path: '/v2/customers', kind: '500' }), 400);
    expectError(await inject({ method: 'GET', path: '/api/v2/customers', kind: '500', extra: 1 }), 400);
    const form = await send(app, { method: 'POST', url: '/api/_sandbox/faults', payload: 'method=GET', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(form.statusCode).toBe(415);
    const foreign = await send(app, {
      method: 'POST',
      url: '/api/_sandbox/faults',
      payload: JSON.stringify({ method: 'GET', path: '/api/v2/customers', kind: '500' }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await getJson(app, '/api/_sandbox/faults')).json()).toEqual({ faults: [], held: 0 });
  });
});

import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../sandbox/src/app';
import * as analytics from '../../src/api/analytics';
import * as audience from '../../src/api/audience';
import { configureApi, type ApiClient } from '../../src/api/client';
import { ApiError } from '../../src/api/errors';
import * as items from '../../src/api/items';
import * as payments from '../../src/api/payments';
import { createTokenStore } from '../../src/api/tokenStore';
import * as videoPlatforms from '../../src/api/videoPlatforms';
import * as vouchers from '../../src/api/vouchers';
import { NETWORK_ERROR, NOT_JSON_ERROR, TIMEOUT_ERROR, UNEXPECTED_ANSWER_ERROR } from '../../src/constants/messages';
import { CLIENT_ID, postJson, signIn, startApp } from './helpers';

// The console's real client (node's http adapter) against the real sandbox: every injected fault on the reads of the
// five screens of the fault matrix ends in an ApiError that says what happened, never in a value of the wrong shape.

let app: FastifyInstance;
let client: ApiClient;
const tokens = createTokenStore(null);
/**
 * A held read gives up after this long; every other answer is waited for as long as a busy machine needs (a 300 ms
 * limit for all of them turned an injected 500 into a timeout on a loaded machine).
 */
const TIMEOUT_FAULT_MS = 300;
const READ_TIMEOUT_MS = 30_000;

/** The console's client over this sandbox, giving up on a read after `readTimeoutMs`. */
function useClient(readTimeoutMs: number): void {
  const { port } = app.server.address() as AddressInfo;
  client = configureApi({ baseURL: `http://127.0.0.1:${port}/api`, clientId: CLIENT_ID, tokens, onSessionExpired: () => undefined, readTimeoutMs });
}

beforeAll(async () => {
  app = buildApp({ dbPath: ':memory:' });
  await startApp(app);
  useClient(READ_TIMEOUT_MS);
  const session = await signIn(app, 'owner@sandbox.test');
  tokens.startSignIn('merchant', { token: session.access_token, refreshToken: session.refresh_token, expires: session.expires });
});

afterAll(async () => {
  client.dispose();
  await app.close();
});

afterEach(async () => {
  await postJson(app, '/api/_sandbox/faults/clear');
});

const range = { start_date: '2026-01-01', end_date: '2026-01-31' };
const READS: readonly { name: string; path: string; read: () => Promise<unknown> }[] = [
  { name: 'report information', path: '/api/v2/reporting/report-information', read: () => analytics.getReportInformation(range) },
  { name: 'revenue per currency', path: '/api/v2/reporting/revenue-per-currency', read: () => analytics.getRevenuePerCurrency(range) },
  { name: 'histograms', path: '/api/v2/reporting/histograms', read: () => analytics.getHistograms({ ...range, interval: 'day' }) },
  { name: 'assets list', path: '/api/items/collection', read: () => items.listAssets({ page: 1, limit: 15, is_active: 'true' }) },
  { name: 'customer', path: '/api/v2/customers/*', read: () => audience.getCustomer({ id: 1 }) },
  { name: 'payments list', path: '/api/v2/accounting/transactions', read: () => payments.listPayments({ page: 1, size: 10 }) },
  { name: 'voucher', path: '/api/v2/vouchers/*', read: () => vouchers.getVoucher({ id: 1 }) },
];

const FAULTS: readonly { kind: string; status: number; message: string | RegExp }[] = [
  { kind: '500', status: 500, message: 'Sandbox injected fault.' },
  { kind: '503', status: 503, message: /unavailable/ },
  { kind: 'timeout', status: 0, message: TIMEOUT_ERROR },
  { kind: 'reset', status: 0, message: NETWORK_ERROR },
  { kind: 'html', status: 200, message: NOT_JSON_ERROR },
  { kind: 'wrong-shape', status: 200, message: UNEXPECTED_ANSWER_ERROR },
];

describe.each(READS)('the $name read', ({ path, read }) => {
  it('answers without a fault', async () => {
    await expect(read()).resolves.toBeDefined();
  });

  it.each(FAULTS)('fails with an ApiError on $kind', async ({ kind, status, message }) => {
    expect((await postJson(app, '/api/_sandbox/faults', { method: 'GET', path, kind })).statusCode).toBe(200);
    if (kind === 'timeout') useClient(TIMEOUT_FAULT_MS);
    const error = await read()
      .then(
        () => undefined,
        (e: unknown) => e,
      )
      .finally(() => useClient(READ_TIMEOUT_MS));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(status);
    expect((error as ApiError).message).toMatch(message);
  });
});

describe('a plain-text answer a call declares', () => {
  // Connecting a video platform answers the string 'connected' as text/plain; it was refused as "a page instead of
  // data" once HTML answers became errors, and every platform's Save failed.
  it('is the answer, not an error; an HTML page is still refused', async () => {
    await expect(videoPlatforms.connectExternalAccount({ ovpName: 'qbrick', account_id: 'AccQ1', client_id: 'qb-client', client_secret: 'qb-secret-1' })).resolves.toBe('connected');
    expect((await postJson(app, '/api/_sandbox/faults', { method: 'POST', path: '/api/external-accounts/*', kind: 'html' })).statusCode).toBe(200);
    await expect(videoPlatforms.connectExternalAccount({ ovpName: 'qbrick', account_id: 'AccQ1', client_id: 'qb-client', client_secret: 'qb-secret-1' })).rejects.toThrow(NOT_JSON_ERROR);
  });
});

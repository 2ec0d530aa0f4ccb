/** Per-account flags are enforced like role restrictions; authentication comes before validation. */
import type { FastifyInstance } from 'fastify';
import { createTestApp, expectError, getJson, send, sendForm, signIn } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.close();
});

const setFlags = (email: string, flags: { disabled?: string[]; readOnly?: string[] }): void => {
  app.sandbox.db
    .prepare('UPDATE accounts SET disabled_restrictions = ?, read_only_restrictions = ? WHERE email = ?')
    .run(JSON.stringify(flags.disabled ?? []), JSON.stringify(flags.readOnly ?? []), email);
};

const RANGE = 'start_date=2025-01-01&end_date=2025-01-31';

describe('per-account flags', () => {
  afterEach(() => setFlags('admin@sandbox.test', {}));

  it('a section the account flags disable answers 403 with a message, for that account only', async () => {
    setFlags('admin@sandbox.test', { disabled: ['analytics'] });
    const admin = await signIn(app, 'admin@sandbox.test');
    const owner = await signIn(app, 'owner@sandbox.test');
    expectError(await getJson(app, `/api/v2/reporting/report-information?${RANGE}`, admin.access_token), 403, 'This section is not available for your account.');
    expect((await getJson(app, `/api/v2/reporting/report-information?${RANGE}`, owner.access_token)).statusCode).toBe(200);
  });

  it('the read-only vouchers flag leaves the voucher and its rules readable and refuses rule changes', async () => {
    setFlags('admin@sandbox.test', { readOnly: ['vouchers'] });
    const admin = await signIn(app, 'admin@sandbox.test');
    const spring = app.sandbox.db.prepare("SELECT id FROM vouchers WHERE code = 'SPRING-SALE'").pluck().get() as number;
    expect((await getJson(app, `/api/v2/vouchers/${spring}/rules?rule_type=assets`, admin.access_token)).statusCode).toBe(200);
    expectError(await sendForm(app, 'POST', `/api/v2/vouchers/${spring}/rules/access-types`, { value: '4' }, admin.access_token), 403, 'This section is read-only for your account.');
    expectError(await send(app, { method: 'DELETE', url: `/api/v2/vouchers/${spring}/rules/type/assets`, headers: { authorization: `Bearer ${admin.access_token}` } }), 403);
    expectError(await sendForm(app, 'POST', '/api/v2/vouchers', { type: 'web', name: 'Flagged', code: 'FLAGGED-1', discount: '5' }, admin.access_token), 403);
  });

  it('a read-only section answers reads and refuses writes', async () => {
    setFlags('admin@sandbox.test', { readOnly: ['transactions'] });
    const admin = await signIn(app, 'admin@sandbox.test');
    expect((await getJson(app, '/api/v2/reporting/reports/payments', admin.access_token)).statusCode).toBe(200);
    const generate = await sendForm(app, 'POST', '/api/v2/reporting/reports/payments', { startDate: '2025-01-01', endDate: '2025-01-31' }, admin.access_token);
    expectError(generate, 403, 'This section is read-only for your account.');
  });
});

describe('authentication first', () => {
  it('an anonymous request with a bad body gets 401, not 400', async () => {
    const response = await send(app, {
      method: 'POST',
      url: '/api/v2/reporting/scheduled/audience',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ nonsense: true }),
    });
    expectError(response, 401);
  });
});

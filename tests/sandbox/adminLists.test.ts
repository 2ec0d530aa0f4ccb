/** Platform staff's lists (issue 20): customers, payments, subscriptions and accesses of every merchant or of one. */
import type { FastifyInstance } from 'fastify';
import type { AdminAccessesPage, AdminCustomerDetails, AdminCustomersPage, AdminPaymentDetails, AdminPaymentsPage, AdminSubscriptionDetails, AdminSubscriptionsPage } from '../../src/api/adminListTypes';
import type { PaymentDetails } from '../../src/api/audienceTypes';
import { createTestApp, expectError, getJson, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let staff: Session;
let owner: Session;
let other: Session;

beforeAll(async () => {
  app = await createTestApp();
  [staff, owner, other] = await Promise.all(['staff', 'owner', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const db = () => app.sandbox.db;
const merchantIdOf = (email: string): number => db().prepare('SELECT merchant_id FROM accounts WHERE email = ?').pluck().get(email) as number;
const count = (sql: string, ...args: unknown[]): number => db().prepare(sql).pluck().get(...args) as number;
const read = async <T>(url: string, token = staff.access_token): Promise<T> => {
  const response = await getJson(app, `/api${url}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

describe('the payments of every merchant or of one', () => {
  it('lists every merchant’s payments newest first, each with its merchant, and the total of all', async () => {
    const page = await read<AdminPaymentsPage>('/v2/admin/accounting/transactions?size=50');
    expect(page.total).toBe(count('SELECT COUNT(*) FROM payments'));
    const timestamps = page.collection.map((row) => row.timestamp);
    expect(timestamps).toEqual([...timestamps].sort((a, b) => b - a));
    for (const row of page.collection) expect(row.merchant.id).toBe(count('SELECT merchant_id FROM payments WHERE trx_token = ?', row.trxToken));
  });

  it("filtered to a merchant (id or uuid), lists only that merchant's payments", async () => {
    const otherId = merchantIdOf('other@sandbox.test');
    const uuid = db().prepare('SELECT uuid FROM merchants WHERE id = ?').pluck().get(otherId) as string;
    for (const merchantID of [String(otherId), uuid]) {
      const page = await read<AdminPaymentsPage>(`/v2/admin/accounting/transactions?size=100&merchantID=${merchantID}`);
      expect(page.total).toBe(count('SELECT COUNT(*) FROM payments WHERE merchant_id = ?', otherId));
      expect(page.total).toBeGreaterThan(0);
      expect(new Set(page.collection.map((row) => row.merchant.id))).toEqual(new Set([otherId]));
    }
  });

  it('searches across merchants by part of a customer’s e-mail', async () => {
    const email = db().prepare('SELECT c.email FROM payments p JOIN customers c ON c.id = p.customer_id ORDER BY p.id LIMIT 1').pluck().get() as string;
    const page = await read<AdminPaymentsPage>(`/v2/admin/accounting/transactions?search[]=${encodeURIComponent(`consumerEmail:${email}`)}`);
    expect(page.total).toBeGreaterThan(0);
    for (const row of page.collection) expect(row.consumerEmail).toContain(email);
  });

  it('refuses an unknown merchant and a bad search', async () => {
    expectError(await getJson(app, '/api/v2/admin/accounting/transactions?merchantID=999999', staff.access_token), 403, 'You do not have access to this merchant.');
    expectError(await getJson(app, '/api/v2/admin/accounting/transactions?search[]=nope:1', staff.access_token), 400);
    expectError(await getJson(app, '/api/v2/admin/accounting/transactions?size=500', staff.access_token), 400);
  });

  it('is platform staff’s only: a merchant token gets 403', async () => {
    expectError(await getJson(app, '/api/v2/admin/accounting/transactions', owner.access_token), 403);
  });

  it('exports the filter as CSV', async () => {
    const otherId = merchantIdOf('other@sandbox.test');
    const response = await getJson(app, `/api/v2/admin/accounting/transactions/export?merchantID=${otherId}`, staff.access_token);
    expect(response.statusCode).toBe(200);
    expect(Number(response.headers['x-total-count'])).toBe(count('SELECT COUNT(*) FROM payments WHERE merchant_id = ?', otherId));
  });
});

describe('a payment by trx token and its refund by staff', () => {
  const charge = () => db().prepare("SELECT id, trx_token, merchant_id FROM payments WHERE action_type = 'charge' AND merchant_id = ? AND id NOT IN (SELECT payment_id FROM refunds) ORDER BY id LIMIT 1").get(merchantIdOf('owner@sandbox.test')) as { id: number; trx_token: string; merchant_id: number };

  it('opens any merchant’s payment by its trx token, with its merchant; an unknown one is 404', async () => {
    const { trx_token, merchant_id } = charge();
    const details = await read<AdminPaymentDetails>(`/v2/admin/accounting/transactions/${trx_token}`);
    expect(details).toMatchObject({ trxToken: trx_token, merchant_id, merchant: { id: merchant_id } });
    expectError(await getJson(app, '/api/v2/admin/accounting/transactions/NOPE-1', staff.access_token), 404, 'No payment of that id.');
  });

  it("refunds it: the refund shows in the merchant's own payment details, and the activity log records who and what", async () => {
    const { id, trx_token, merchant_id } = charge();
    const response = await sendForm(app, 'POST', '/api/v2/admin/accounting/transactions/refund', { id: String(id), amount: '0.50', reason: 'Refund by staff' }, staff.access_token);
    expect(response.statusCode).toBe(200);
    const after = response.json<AdminPaymentDetails>();
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 0.5, reason: 'Refund by staff' })]);
    const own = await read<PaymentDetails>(`/v2/accounting/transactions/${trx_token}`, owner.access_token);
    expect(own.refunds).toEqual([expect.objectContaining({ amount: 0.5, reason: 'Refund by staff' })]);
    const entry = db().prepare("SELECT * FROM staff_activity WHERE kind = 'refund' ORDER BY id DESC LIMIT 1").get() as { merchant_id: number; staff_account_id: number; summary: string; before_json: string; after_json: string };
    expect(entry).toMatchObject({ merchant_id, staff_account_id: count("SELECT id FROM accounts WHERE email = 'staff@sandbox.test'") });
    expect(entry.summary).toContain(trx_token);
    expect(JSON.parse(entry.before_json)).toMatchObject({ refunds: 0 });
    expect(JSON.parse(entry.after_json)).toMatchObject({ refunds: 1, reason: 'Refund by staff' });
  });

  it('refuses a refund larger than what is left, a missing reason and an unknown payment', async () => {
    const { id } = charge();
    expectError(await sendForm(app, 'POST', '/api/v2/admin/accounting/transactions/refund', { id: String(id), amount: '999999', reason: 'Too much' }, staff.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/admin/accounting/transactions/refund', { id: String(id), amount: '1' }, staff.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/admin/accounting/transactions/refund', { id: '99999999', amount: '1', reason: 'x' }, staff.access_token), 404, 'No payment of that id.');
  });
});

describe('customers, subscriptions and accesses', () => {
  it('lists every merchant’s customers or one merchant’s, searched by part of the e-mail', async () => {
    const all = await read<AdminCustomersPage>('/v2/admin/customers');
    expect(all.total).toBe(count('SELECT COUNT(*) FROM customers WHERE erased_at IS NULL AND active = 1'));
    const otherId = merchantIdOf('other@sandbox.test');
    const one = await read<AdminCustomersPage>(`/v2/admin/customers?merchantID=${otherId}&size=100`);
    expect(new Set(one.collection.map((row) => row.merchant.id))).toEqual(new Set([otherId]));
    const email = one.collection[0].email;
    const searched = await read<AdminCustomersPage>(`/v2/admin/customers?search=${encodeURIComponent(email)}`);
    expect(searched.collection.map((row) => row.email)).toEqual([email]);
  });

  it("opens a customer's details with their merchant, whichever merchant", async () => {
    const id = count('SELECT id FROM customers WHERE merchant_id = ? ORDER BY id LIMIT 1', merchantIdOf('other@sandbox.test'));
    const details = await read<AdminCustomerDetails>(`/v2/admin/customers/${id}`);
    expect(details).toMatchObject({ id, merchant: { id: merchantIdOf('other@sandbox.test') } });
    expectError(await getJson(app, '/api/v2/admin/customers/99999999', staff.access_token), 404, 'Requested account does not exist');
  });

  it('lists subscriptions of every merchant or one, and opens one by its id', async () => {
    const all = await read<AdminSubscriptionsPage>('/v2/admin/subscriptions');
    expect(all.total).toBe(count('SELECT COUNT(*) FROM subscriptions'));
    const ownerId = merchantIdOf('owner@sandbox.test');
    const one = await read<AdminSubscriptionsPage>(`/v2/admin/subscriptions?merchantID=${ownerId}&size=100`);
    expect(one.total).toBe(count('SELECT COUNT(*) FROM subscriptions WHERE merchant_id = ?', ownerId));
    expect(new Set(one.collection.map((row) => row.merchant.id))).toEqual(new Set([ownerId]));
    const details = await read<AdminSubscriptionDetails>(`/v2/admin/subscriptions/${one.collection[0].subscriptionId}`);
    expect(details).toMatchObject({ subscription: { subscriptionId: one.collection[0].subscriptionId }, merchant: { id: ownerId } });
    expectError(await getJson(app, '/api/v2/admin/subscriptions/S-NOPE', staff.access_token), 404, 'No subscription of that id.');
    expectError(await getJson(app, '/api/v2/admin/subscriptions?status=nope', staff.access_token), 400);
  });

  it('lists accesses of every merchant or one, active or not, by part of the customer’s e-mail', async () => {
    const now = Math.floor(Date.now() / 1000);
    const active = await read<AdminAccessesPage>('/v2/admin/accesses');
    expect(active.total).toBe(count('SELECT COUNT(*) FROM accesses WHERE revoked = 0 AND (expires_at IS NULL OR expires_at > ?)', now));
    const otherId = merchantIdOf('other@sandbox.test');
    const one = await read<AdminAccessesPage>(`/v2/admin/accesses?merchantID=${otherId}&status=inactive&size=100`);
    expect(one.total).toBe(count('SELECT COUNT(*) FROM accesses WHERE merchant_id = ? AND NOT (revoked = 0 AND (expires_at IS NULL OR expires_at > ?))', otherId, now));
    for (const row of one.collection) expect(row.merchant.id).toBe(otherId);
    const email = active.collection[0].consumer_email;
    const searched = await read<AdminAccessesPage>(`/v2/admin/accesses?search=${encodeURIComponent(email)}`);
    for (const row of searched.collection) expect(row.consumer_email).toContain(email);
    expectError(await getJson(app, '/api/v2/admin/accesses', other.access_token), 403);
  });
});

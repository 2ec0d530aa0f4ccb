import type { FastifyInstance } from 'fastify';
import { commerceWriter, PAYMENT_TYPES } from '../../sandbox/src/models/commerce';
import type { PaymentDto } from '../../sandbox/src/models/payments';
import { createTestApp, expectError, getJson, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let ownerMerchant: number;
let otherMerchant: number;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other] = await Promise.all([signIn(app, 'owner@sandbox.test'), signIn(app, 'other@sandbox.test')]);
  const merchantOf = (email: string) => app.sandbox.db.prepare('SELECT merchant_id FROM accounts WHERE email = ?').pluck().get(email) as number;
  ownerMerchant = merchantOf('owner@sandbox.test');
  otherMerchant = merchantOf('other@sandbox.test');
});

afterAll(async () => {
  await app.close();
});

interface Page {
  collection: PaymentDto[];
  total: number;
}

async function transactions(params: string, token = owner.access_token): Promise<Page> {
  const response = await getJson(app, `/api/v2/accounting/transactions?${params}&srkey=1`, token);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

const count = (where: string, ...args: unknown[]) =>
  app.sandbox.db.prepare(`SELECT COUNT(*) FROM payments p JOIN customers c ON c.id = p.customer_id WHERE ${where}`).pluck().get(...args) as number;

describe('GET v2/accounting/transactions', () => {
  it('lists the merchant’s payments newest first, 15 a page, with the whole count', async () => {
    const page = await transactions('page=1&order=createdAt');
    expect(page.collection).toHaveLength(15);
    expect(page.total).toBe(count('p.merchant_id = ?', ownerMerchant));
    const times = page.collection.map((payment) => payment.timestamp);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const newest = app.sandbox.db.prepare('SELECT MAX(created_at) FROM payments WHERE merchant_id = ?').pluck().get(ownerMerchant);
    expect(times[0]).toBe(newest);
    expect(Object.keys(page.collection[0]).sort()).toEqual(
      [
        'paymentHistoryId', 'trxToken', 'transactionToken', 'actionType', 'chargedAmount', 'currencyIso', 'consumerEmail', 'consumerId',
        'country', 'timestamp', 'paymentMethodName', 'itemTitle', 'itemId', 'itemType', 'subscriptionId',
      ].sort(),
    );
  });

  it('shows amounts in major units and the joined customer and item', async () => {
    const [payment] = (await transactions('page=1&size=1')).collection;
    const row = app.sandbox.db
      .prepare(
        `SELECT p.amount, c.email, i.title, i.item_type FROM payments p JOIN customers c ON c.id = p.customer_id JOIN items i ON i.id = p.item_id
         WHERE p.id = ?`,
      )
      .get(payment.paymentHistoryId) as { amount: number; email: string; title: string; item_type: string };
    expect(payment.chargedAmount).toBe(row.amount / 100);
    expect(payment).toMatchObject({ consumerEmail: row.email, itemTitle: row.title, itemType: row.item_type });
  });

  it('pages without overlap', async () => {
    const first = await transactions('page=1&size=20');
    const second = await transactions('page=2&size=20');
    expect(second.collection).toHaveLength(20);
    const ids = new Set(first.collection.map((payment) => payment.paymentHistoryId));
    expect(second.collection.some((payment) => ids.has(payment.paymentHistoryId))).toBe(false);
    expect(second.collection[0].timestamp).toBeLessThanOrEqual(first.collection[19].timestamp);
    const last = await transactions(`page=${Math.ceil(first.total / 20) + 1}&size=20`);
    expect(last).toEqual({ collection: [], total: first.total });
  });

  it.each(PAYMENT_TYPES.map((type) => [type]))('filters by type %s', async (type) => {
    const page = await transactions(`page=1&type=${type}`);
    expect(page.total).toBe(count('p.merchant_id = ? AND p.action_type = ?', ownerMerchant, type));
    expect(page.total).toBeGreaterThan(0);
    expect(page.collection.every((payment) => payment.actionType === type)).toBe(true);
  });

  it('filters by an inclusive date range, with or without a type', async () => {
    const from = Date.UTC(2026, 0, 1) / 1000;
    const anchor = Number(app.sandbox.db.prepare("SELECT value FROM sandbox_meta WHERE key = 'commerce_anchor'").pluck().get());
    const start = new Date((anchor - 60 * 86400) * 1000).toISOString().slice(0, 10);
    const end = new Date((anchor - 31 * 86400) * 1000).toISOString().slice(0, 10);
    const range = [Date.parse(`${start}T00:00:00Z`) / 1000, Date.parse(`${end}T23:59:59Z`) / 1000];
    const page = await transactions(`page=1&start_date=${start}&end_date=${end}`);
    expect(page.total).toBe(count('p.merchant_id = ? AND p.created_at BETWEEN ? AND ?', ownerMerchant, ...range));
    expect(page.collection.every((payment) => payment.timestamp >= range[0] && payment.timestamp <= range[1])).toBe(true);
    const refunds = await transactions(`page=1&type=refund&start_date=${start}&end_date=${end}`);
    expect(refunds.total).toBe(count("p.merchant_id = ? AND p.created_at BETWEEN ? AND ? AND p.action_type = 'refund'", ownerMerchant, ...range));
    const open = await transactions(`page=1&start_date=${new Date(from * 1000).toISOString().slice(0, 10)}`);
    expect(open.total).toBe(count('p.merchant_id = ? AND p.created_at >= ?', ownerMerchant, from));
  });

  it('searches by field:value through search[]', async () => {
    const byEmail = await transactions(`page=1&search[]=${encodeURIComponent('consumerEmail:emma')}`);
    expect(byEmail.total).toBe(count("p.merchant_id = ? AND c.email LIKE '%emma%'", ownerMerchant));
    expect(byEmail.total).toBeGreaterThan(0);
    expect(byEmail.collection.every((payment) => payment.consumerEmail.includes('emma'))).toBe(true);

    const [sample] = (await transactions('page=3&size=1')).collection;
    const byToken = await transactions(`page=1&search[]=${encodeURIComponent(`trxToken:${sample.trxToken}`)}`);
    expect(byToken.collection.map((payment) => payment.paymentHistoryId)).toEqual([sample.paymentHistoryId]);
    expect(byToken.total).toBe(1);

    const combined = await transactions(`page=1&search[]=consumerId:${sample.consumerId}&search[]=country:${sample.country || 'SE'}&type=${sample.actionType}`);
    expect(combined.total).toBe(
      count('p.merchant_id = ? AND p.customer_id = ? AND p.country_iso = ? AND p.action_type = ?', ownerMerchant, sample.consumerId, sample.country || 'SE', sample.actionType),
    );
    const byTitle = await transactions(`page=1&search[]=${encodeURIComponent(`itemTitle:${sample.itemTitle.slice(0, 8)}`)}`);
    expect(byTitle.collection.every((payment) => payment.itemTitle.includes(sample.itemTitle.slice(0, 8)))).toBe(true);
    expect(await transactions(`page=1&search[]=${encodeURIComponent('consumerEmail:100%_')}`)).toEqual({ collection: [], total: 0 });
  });

  it('shows a new payment and a renamed item on the first page at once', async () => {
    const before = await transactions('page=1');
    const db = app.sandbox.db;
    const [newest] = before.collection;
    const id = commerceWriter(db).payment({
      merchant_id: ownerMerchant,
      customer_id: newest.consumerId,
      item_id: newest.itemId,
      trx_token: 'TEST-NEWEST',
      transaction_token: 'ch_newest',
      action_type: 'donation',
      amount: 700,
      currency: 'USD',
      payment_method: 'PayPal',
      country_iso: 'US',
      created_at: newest.timestamp + 1,
    });
    const title = db.prepare('SELECT title FROM items WHERE id = ?').pluck().get(newest.itemId) as string;
    try {
      const after = await transactions('page=1');
      expect(after.total).toBe(before.total + 1);
      expect(after.collection[0]).toMatchObject({ paymentHistoryId: id, trxToken: 'TEST-NEWEST', chargedAmount: 7, currencyIso: 'USD' });
      db.prepare('UPDATE items SET title = ? WHERE id = ?').run('Renamed for the test', newest.itemId);
      expect((await transactions('page=1')).collection[0].itemTitle).toBe('Renamed for the test');
    } finally {
      db.prepare('UPDATE items SET title = ? WHERE id = ?').run(title, newest.itemId);
      db.prepare('DELETE FROM payments WHERE id = ?').run(id);
    }
    expect(await transactions('page=1')).toEqual(before);
  });

  it('keeps each merchant to its own payments', async () => {
    const page = await transactions('page=1&size=100', other.access_token);
    expect(page.total).toBe(count('p.merchant_id = ?', otherMerchant));
    const foreign = app.sandbox.db.prepare('SELECT COUNT(*) FROM customers WHERE merchant_id = ? AND id IN (SELECT value FROM json_each(?))').pluck();
    expect(foreign.get(ownerMerchant, JSON.stringify(page.collection.map((payment) => payment.consumerId)))).toBe(0);
    const ownerToken = app.sandbox.db.prepare('SELECT trx_token FROM payments WHERE merchant_id = ? LIMIT 1').pluck().get(ownerMerchant) as string;
    expect(await transactions(`page=1&search[]=trxToken:${ownerToken}`, other.access_token)).toEqual({ collection: [], total: 0 });
  });

  it('refuses bad queries with a 400 naming the field', async () => {
    const bad = async (params: string, field: string) => {
      const body = expectError(await getJson(app, `/api/v2/accounting/transactions?${params}`, owner.access_token), 400);
      expect(body.errors?.[field]).toBeDefined();
    };
    await bad('page=0', 'page');
    await bad('page=abc', 'page');
    await bad('page=1&size=1000', 'size');
    await bad('page=1&type=chargeback', 'type');
    await bad('page=1&order=amount', 'order');
    await bad('page=1&search[]=password:x', 'search');
    await bad('page=1&search[]=consumerId:abc', 'search');
    await bad('page=1&start_date=2026-02-01&end_date=2026-01-01', 'end_date');
    expectError(await getJson(app, '/api/v2/accounting/transactions?page=1'), 401);
  });
});

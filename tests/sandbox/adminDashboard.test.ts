/**
 * The admin dashboard's figures: platform staff read the analytics of every merchant combined, or one merchant's
 * with `merchant_id`; a merchant token never reads another merchant's; the platform figures are staff-only.
 */
import type { FastifyInstance } from 'fastify';
import type { CurrencyAmount, Histograms, PlatformInformation, ReportInformation } from '../../src/api/analyticsTypes';
import { formatDay } from '../../sandbox/src/lib/analyticsDates';
import { MERCHANT_FORBIDDEN_MESSAGE } from '../../sandbox/src/lib/commerceScope';
import { PLATFORM_ONLY_MESSAGE } from '../../sandbox/src/lib/access';
import { commerceWriter } from '../../sandbox/src/models/commerce';
import { COMMERCE_ANCHOR_KEY } from '../../sandbox/src/seed/commerce';
import { createTestApp, expectError, getJson, signIn, type Session } from './helpers';

let app: FastifyInstance;
let staff: Session;
let owner: Session;
let other: Session;
let range: { start: string; end: string; from: number; to: number };
/** The merchants that hold commerce data, by id. */
let merchants: number[];
let ownerMerchant: number;
let otherMerchant: number;

const DAY = 86_400;

beforeAll(async () => {
  app = await createTestApp();
  [staff, owner, other] = await Promise.all(['staff', 'owner', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
  const db = app.sandbox.db;
  const merchantOf = (email: string) => db.prepare('SELECT merchant_id FROM accounts WHERE email = ?').pluck().get(email) as number;
  ownerMerchant = merchantOf('owner@sandbox.test');
  otherMerchant = merchantOf('other@sandbox.test');
  merchants = db.prepare('SELECT id FROM merchants ORDER BY id').pluck().all() as number[];
  // The year before the seeding day: every demo merchant with data has some in it.
  const anchor = Number(db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').pluck().get(COMMERCE_ANCHOR_KEY));
  range = { start: formatDay(anchor / DAY - 365), end: formatDay(anchor / DAY - 1), from: anchor - 365 * DAY, to: anchor - 1 };
});

afterAll(async () => {
  await app.close();
});

const url = (path: string, merchant?: string | number) =>
  `/api/v2/reporting/${path}?start_date=${range.start}&end_date=${range.end}${merchant === undefined ? '' : `&merchant_id=${merchant}`}`;

async function figures<T>(path: string, token: string, merchant?: string | number): Promise<T> {
  const response = await getJson(app, url(path, merchant), token);
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

/** Straight from the commerce tables, never the roll-ups: all merchants when `merchant` is null. */
const count = (table: 'payments' | 'customers' | 'subscriptions', merchant: number | null, extra = '') =>
  app.sandbox.db
    .prepare(`SELECT COUNT(*) FROM ${table} WHERE (? IS NULL OR merchant_id = ?) AND created_at BETWEEN ? AND ? ${extra}`)
    .pluck()
    .get(merchant, merchant, range.from, range.to) as number;
const sales = (merchant: number | null) => count('payments', merchant, "AND action_type <> 'refund'");

describe('analytics for platform staff', () => {
  it('without a merchant, combine every merchant’s figures', async () => {
    const info = await figures<ReportInformation>('report-information', staff.access_token);
    expect(info.numberOfPayments).toBe(sales(null));
    expect(info.numberOfRegisteredUsers).toBe(count('customers', null));
    expect(info.numberOfCreatedSubscriptions.total).toBe(count('subscriptions', null));
    // More than the owner's alone: the other demo merchants sell too.
    expect(sales(null)).toBeGreaterThan(sales(ownerMerchant));
    const perMerchant = await Promise.all(merchants.map((id) => figures<ReportInformation>('report-information', staff.access_token, id)));
    expect(info.numberOfCanceledSubscriptions.total).toBe(perMerchant.reduce((total, one) => total + one.numberOfCanceledSubscriptions.total, 0));
    // The platform's top five are the best of every merchant's top five.
    const best = perMerchant
      .flatMap((one) => one.topFiveCustomers)
      .sort((a, b) => b.number_of_payments - a.number_of_payments || a.id - b.id)
      .slice(0, 5);
    expect(info.topFiveCustomers).toEqual(best);
  });

  it('without a merchant, sum revenue per currency and histograms over every merchant', async () => {
    const revenue = await figures<CurrencyAmount[]>('revenue-per-currency', staff.access_token);
    const expected = app.sandbox.db
      .prepare(
        `SELECT currency AS currency_iso, SUM(CASE WHEN action_type = 'refund' THEN -amount ELSE amount END) / 100.0 AS amount
         FROM payments WHERE created_at BETWEEN ? AND ? GROUP BY currency ORDER BY amount DESC`,
      )
      .all(range.from, range.to) as CurrencyAmount[];
    expect(revenue.map((row) => row.currency_iso)).toEqual(expected.map((row) => row.currency_iso));
    revenue.forEach((row, index) => expect(row.amount).toBeCloseTo(expected[index].amount, 2));

    const all = await figures<Histograms>('histograms', staff.access_token);
    const parts = await Promise.all(merchants.map((id) => figures<Histograms>('histograms', staff.access_token, id)));
    expect(all.allSales.map((point) => point.value)).toEqual(all.allSales.map((_, i) => parts.reduce((total, part) => total + part.allSales[i].value, 0)));
    expect(all.allSales.reduce((total, point) => total + point.value, 0)).toBe(sales(null));
  });

  it('with a merchant (uuid or id), read that merchant’s figures as its owner does', async () => {
    const uuid = app.sandbox.db.prepare('SELECT uuid FROM merchants WHERE id = ?').pluck().get(ownerMerchant) as string;
    const own = await figures<ReportInformation>('report-information', owner.access_token);
    expect(await figures('report-information', staff.access_token, uuid)).toEqual(own);
    expect(await figures('revenue-per-currency', staff.access_token, otherMerchant)).toEqual(await figures('revenue-per-currency', other.access_token));
    expect((await figures<ReportInformation>('report-information', staff.access_token, otherMerchant)).numberOfPayments).toBe(sales(otherMerchant));
  });

  it('follow a new payment of any merchant at once', async () => {
    const before = await figures<ReportInformation>('report-information', staff.access_token);
    const db = app.sandbox.db;
    const customer = db.prepare('SELECT id FROM customers WHERE merchant_id = ? ORDER BY id LIMIT 1').pluck().get(otherMerchant) as number;
    const item = db.prepare('SELECT id FROM items WHERE merchant_id = ? ORDER BY id LIMIT 1').pluck().get(otherMerchant) as number;
    const id = commerceWriter(db).payment({
      merchant_id: otherMerchant,
      customer_id: customer,
      item_id: item,
      trx_token: 'TEST-PLATFORM-1',
      transaction_token: 'ch_platform',
      action_type: 'charge',
      amount: 700,
      currency: 'EUR',
      payment_method: 'Card',
      country_iso: 'SE',
      created_at: range.from + 60,
    });
    try {
      const after = await figures<ReportInformation>('report-information', staff.access_token);
      expect(after.numberOfPayments).toBe(before.numberOfPayments + 1);
    } finally {
      db.prepare('DELETE FROM payments WHERE id = ?').run(id);
    }
  });

  it('refuse a merchant that does not exist', async () => {
    expectError(await getJson(app, url('report-information', 'no-such-merchant'), staff.access_token), 403, MERCHANT_FORBIDDEN_MESSAGE);
  });
});

describe('analytics for a merchant token', () => {
  it('never reads another merchant’s figures, and reads its own without a merchant', async () => {
    for (const path of ['report-information', 'revenue-per-currency', 'histograms', 'countries', 'registrations']) {
      expectError(await getJson(app, url(path, ownerMerchant), other.access_token), 403, MERCHANT_FORBIDDEN_MESSAGE);
    }
    const own = await figures<ReportInformation>('report-information', other.access_token);
    expect(own.numberOfPayments).toBe(sales(otherMerchant));
    expect(await figures('report-information', other.access_token, otherMerchant)).toEqual(own);
  });
});

describe('GET /v2/reporting/platform-information', () => {
  it('counts the merchants (not the platform’s own tenant) and ranks the five with most sales', async () => {
    const info = await figures<PlatformInformation>('platform-information', staff.access_token);
    const names = info.merchants.map((merchant) => merchant.name);
    expect(names).toEqual(['Follower One Studios', 'Follower Two Films', 'Northwind Agency', 'Other Tenant Ltd', 'Sandbox Media']);
    expect(info.numberOfMerchants).toBe(5);
    expect(info.topFiveMerchants[0]).toMatchObject({ id: ownerMerchant, name: 'Sandbox Media', number_of_payments: sales(ownerMerchant) });
    const counts = info.topFiveMerchants.map((merchant) => merchant.number_of_payments);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    for (const merchant of info.topFiveMerchants) expect(merchant.number_of_payments).toBe(sales(merchant.id));
    expect(info.topFiveMerchants[0].revenues.map((revenue) => revenue.currency_iso)).toEqual(
      (await figures<CurrencyAmount[]>('revenue-per-currency', owner.access_token)).map((revenue) => revenue.currency_iso),
    );
  });

  it('narrows to one merchant, still offering every merchant to pick', async () => {
    const info = await figures<PlatformInformation>('platform-information', staff.access_token, otherMerchant);
    expect(info.numberOfMerchants).toBe(1);
    expect(info.topFiveMerchants.map((merchant) => merchant.id)).toEqual([otherMerchant]);
    expect(info.merchants).toHaveLength(5);
  });

  it('is for platform staff only, and validates its range', async () => {
    expectError(await getJson(app, url('platform-information'), owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
    const body = expectError(await getJson(app, '/api/v2/reporting/platform-information?start_date=2026-02-30&end_date=2026-03-31', staff.access_token), 400);
    expect(body.errors?.start_date).toBeDefined();
    expectError(await getJson(app, '/api/v2/reporting/platform-information'), 401);
  });
});

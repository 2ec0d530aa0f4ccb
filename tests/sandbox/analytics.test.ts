import type { FastifyInstance } from 'fastify';
import { COMMERCE_ROLLUP_TABLES, rebuildCommerceRollups } from '../../sandbox/src/db/commerceRollups';
import { formatDay, requireDateRange } from '../../sandbox/src/lib/analyticsDates';
import { topFiveCustomers } from '../../sandbox/src/models/analytics';
import { commerceWriter, CURRENCIES, PAYMENT_METHODS, PAYMENT_TYPES, SUBSCRIPTION_TYPES } from '../../sandbox/src/models/commerce';
import { COMMERCE_ANCHOR_KEY } from '../../sandbox/src/seed/commerce';
import { createTestApp, expectError, getJson, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let analyst: Session;
let ownerMerchant: number;
let otherMerchant: number;
/** 00:00 UTC of the seeding day: every seeded row is older. */
let anchor: number;

const DAY = 86_400;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other, analyst] = await Promise.all(['owner', 'other', 'analyst'].map((name) => signIn(app, `${name}@sandbox.test`)));
  const db = app.sandbox.db;
  const merchantOf = (email: string) => db.prepare('SELECT merchant_id FROM accounts WHERE email = ?').pluck().get(email) as number;
  ownerMerchant = merchantOf('owner@sandbox.test');
  otherMerchant = merchantOf('other@sandbox.test');
  anchor = Number(db.prepare('SELECT value FROM sandbox_meta WHERE key = ?').pluck().get(COMMERCE_ANCHOR_KEY));
});

afterAll(async () => {
  await app.close();
});

interface Range {
  start: string;
  end: string;
  from: number;
  to: number;
}

/** The `days` days before the seeding day. */
function lastDays(days: number): Range {
  const from = anchor - days * DAY;
  return { start: formatDay(from / DAY), end: formatDay(anchor / DAY - 1), from, to: anchor - 1 };
}

const EMPTY: Range = { start: '2001-01-01', end: '2001-03-31', from: Date.UTC(2001, 0, 1) / 1000, to: Date.UTC(2001, 3, 1) / 1000 - 1 };

const query = (range: Range, extra = '') => `start_date=${range.start}&end_date=${range.end}${extra}`;

async function figures<T>(path: string, range: Range, token = owner.access_token, extra = ''): Promise<T> {
  const response = await getJson(app, `/api/v2/reporting/${path}?${query(range, extra)}&srkey=abc`, token);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<T>();
}

/** Independent figures, straight from the commerce tables (never the roll-ups the endpoints read). */
const sql = {
  value: (text: string, ...args: unknown[]) => app.sandbox.db.prepare(text).pluck().get(...args) as number,
  rows: <T>(text: string, ...args: unknown[]) => app.sandbox.db.prepare(text).all(...args) as T[],
  registrations: (merchant: number, r: Range) =>
    sql.value('SELECT COUNT(*) FROM customers WHERE merchant_id = ? AND created_at BETWEEN ? AND ?', merchant, r.from, r.to),
  sales: (merchant: number, r: Range) =>
    sql.value("SELECT COUNT(*) FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND action_type <> 'refund'", merchant, r.from, r.to),
  created: (merchant: number, r: Range) =>
    sql.value('SELECT COUNT(*) FROM subscriptions WHERE merchant_id = ? AND created_at BETWEEN ? AND ?', merchant, r.from, r.to),
  canceled: (merchant: number, r: Range) =>
    sql.value('SELECT COUNT(*) FROM subscriptions WHERE merchant_id = ? AND canceled_at BETWEEN ? AND ?', merchant, r.from, r.to),
  payingCustomers: (merchant: number, r: Range, currency?: string) =>
    sql.value(
      `SELECT COUNT(DISTINCT customer_id) FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND action_type <> 'refund'
       AND (? IS NULL OR currency = ?)`,
      merchant,
      r.from,
      r.to,
      currency ?? null,
      currency ?? null,
    ),
  revenue: (merchant: number, r: Range) =>
    sql.rows<{ currency_iso: string; amount: number }>(
      `SELECT currency AS currency_iso, SUM(CASE WHEN action_type = 'refund' THEN -amount ELSE amount END) / 100.0 AS amount
       FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ? GROUP BY currency ORDER BY amount DESC`,
      merchant,
      r.from,
      r.to,
    ),
};

interface Histogram {
  date: string;
  value: number;
}

interface ReportInformation {
  numberOfRegisteredUsers: number;
  numberOfPayments: number;
  numberOfCreatedSubscriptions: { total: number; histogram: Histogram[] };
  numberOfCanceledSubscriptions: { total: number; histogram: Histogram[] };
  topFiveCustomers: { id: number; email: string; full_name: string; number_of_payments: number; revenues: { total_earned_amount: number; currency_iso: string }[] }[];
  topFiveAssets: { id: number; title: string; type: string; number_of_purchases: number; revenues: { total_earned_amount: number; currency_iso: string }[] }[];
}

const total = (points: readonly { value: number }[]) => points.reduce((sum, point) => sum + point.value, 0);
const cents = (value: number) => Math.round(value * 100);

describe('the seeded commerce data', () => {
  it('gives the owner realistic volumes of every kind over the last 15 months', () => {
    const count = (table: string) => sql.value(`SELECT COUNT(*) FROM ${table} WHERE merchant_id = ?`, ownerMerchant);
    expect(count('customers')).toBeGreaterThanOrEqual(250);
    expect(count('customer_logins')).toBeGreaterThanOrEqual(250);
    expect(count('payments')).toBeGreaterThanOrEqual(3000);
    expect(count('subscriptions')).toBeGreaterThanOrEqual(300);
    expect(count('accesses')).toBeGreaterThan(0);
    expect(sql.value("SELECT COUNT(*) FROM items WHERE merchant_id = ? AND item_type = 'asset'", ownerMerchant)).toBeGreaterThanOrEqual(35);
    expect(sql.value("SELECT COUNT(*) FROM items WHERE merchant_id = ? AND item_type = 'package'", ownerMerchant)).toBeGreaterThanOrEqual(8);
    const distinct = (column: string, table = 'payments') =>
      sql.rows<{ v: string }>(`SELECT DISTINCT ${column} AS v FROM ${table} WHERE merchant_id = ? ORDER BY v`, ownerMerchant).map((row) => row.v);
    expect(distinct('action_type')).toEqual([...PAYMENT_TYPES].sort());
    expect(distinct('currency')).toEqual([...CURRENCIES].sort());
    expect(distinct('payment_method')).toEqual([...PAYMENT_METHODS].sort());
    expect(distinct('action_type', 'subscriptions')).toEqual([...SUBSCRIPTION_TYPES].sort());
    expect(distinct('type', 'accesses')).toEqual(['access-voucher', 'full-discount', 'granted', 'purchased']);
    const span = sql.rows<{ first: number; last: number }>('SELECT MIN(created_at) AS first, MAX(created_at) AS last FROM payments WHERE merchant_id = ?', ownerMerchant)[0];
    expect(span.last).toBeLessThan(anchor);
    expect(anchor - span.last).toBeLessThan(3 * DAY);
    expect((anchor - span.first) / DAY).toBeGreaterThan(440);
    expect((anchor - span.first) / DAY).toBeLessThanOrEqual(15 * 31);
  });

  it('gives the other merchant its own, smaller data set', () => {
    expect(sql.value('SELECT COUNT(*) FROM payments WHERE merchant_id = ?', otherMerchant)).toBeGreaterThan(0);
    expect(sql.value('SELECT COUNT(*) FROM payments WHERE merchant_id = ?', otherMerchant)).toBeLessThan(
      sql.value('SELECT COUNT(*) FROM payments WHERE merchant_id = ?', ownerMerchant),
    );
    const crossed = sql.value(
      `SELECT COUNT(*) FROM payments p JOIN customers c ON c.id = p.customer_id JOIN items i ON i.id = p.item_id
       WHERE p.merchant_id <> c.merchant_id OR p.merchant_id <> i.merchant_id`,
    );
    expect(crossed).toBe(0);
  });

  it('keeps the roll-ups equal to a fresh recount through inserts, updates and deletes', () => {
    const db = app.sandbox.db;
    const snapshot = () =>
      Object.fromEntries(
        COMMERCE_ROLLUP_TABLES.map((table) => {
          const rows = db.prepare(`SELECT * FROM ${table}`).all() as Record<string, number | string>[];
          const measures = ['payments', 'amount', 'created', 'canceled', 'registrations'];
          const live = rows.filter((row) => measures.some((key) => key in row && row[key] !== 0));
          return [table, live.map((row) => JSON.stringify(row)).sort()];
        }),
      );
    const recount = () => {
      db.exec('SAVEPOINT recount');
      try {
        rebuildCommerceRollups(db);
        return snapshot();
      } finally {
        db.exec('ROLLBACK TO recount');
        db.exec('RELEASE recount');
      }
    };
    expect(snapshot()).toEqual(recount());

    db.exec('SAVEPOINT writes');
    try {
      const write = commerceWriter(db);
      const customer = write.customer({
        merchant_id: ownerMerchant, uuid: 'rollup-check', email: 'rollup@example.com', full_name: 'Roll Up', country_iso: 'NO', active: true,
        created_at: anchor - 5 * DAY, last_login_at: null,
      });
      const item = db.prepare("SELECT id FROM items WHERE merchant_id = ? AND item_type = 'package' LIMIT 1").pluck().get(ownerMerchant) as number;
      const base = { merchant_id: ownerMerchant, customer_id: customer, item_id: item, transaction_token: 'ch_x', currency: 'GBP' as const, payment_method: 'PayPal' as const, country_iso: 'NO' };
      const charge = write.payment({ ...base, trx_token: 'ROLLUP-1', action_type: 'charge', amount: 1999, created_at: anchor - 4 * DAY });
      write.payment({ ...base, trx_token: 'ROLLUP-2', action_type: 'refund', amount: 1999, created_at: anchor - 3 * DAY });
      const subscription = write.subscription({ ...base, subscription_id: 'S-ROLLUP', action_type: 'recurrent', price: 999, created_at: anchor - 4 * DAY, canceled_at: null });
      db.prepare("UPDATE subscriptions SET action_type = 'canceled', canceled_at = ? WHERE id = ?").run(anchor - 2 * DAY, subscription);
      db.prepare("UPDATE payments SET amount = 2500, currency = 'EUR', created_at = ? WHERE id = ?").run(anchor - 9 * DAY, charge);
      db.prepare("UPDATE customers SET country_iso = 'DK' WHERE id = ?").run(customer);
      db.prepare('DELETE FROM payments WHERE id = (SELECT MIN(id) FROM payments WHERE merchant_id = ?)').run(ownerMerchant);
      expect(snapshot()).toEqual(recount());
    } finally {
      db.exec('ROLLBACK TO writes');
      db.exec('RELEASE writes');
    }
  });

  it('is deterministic', async () => {
    const second = await createTestApp();
    try {
      const digest = (db: typeof app.sandbox.db) =>
        db.prepare('SELECT trx_token, action_type, amount, currency, payment_method, created_at, customer_id, item_id FROM payments ORDER BY id').all();
      expect(digest(second.sandbox.db)).toEqual(digest(app.sandbox.db));
    } finally {
      await second.close();
    }
  });
});

describe('GET v2/reporting/report-information', () => {
  it('equals the commerce tables for a range, with zero-filled daily histograms', async () => {
    const range = lastDays(120);
    const info = await figures<ReportInformation>('report-information', range);
    expect(info.numberOfRegisteredUsers).toBe(sql.registrations(ownerMerchant, range));
    expect(info.numberOfPayments).toBe(sql.sales(ownerMerchant, range));
    expect(info.numberOfPayments).toBeGreaterThan(0);
    expect(info.numberOfCreatedSubscriptions.total).toBe(sql.created(ownerMerchant, range));
    expect(info.numberOfCanceledSubscriptions.total).toBe(sql.canceled(ownerMerchant, range));
    for (const series of [info.numberOfCreatedSubscriptions, info.numberOfCanceledSubscriptions]) {
      expect(series.histogram).toHaveLength(120);
      expect(series.histogram[0].date).toBe(range.start);
      expect(series.histogram[119].date).toBe(range.end);
      expect(total(series.histogram)).toBe(series.total);
    }
  });

  it('ranks the top five customers and assets like a direct count, with their revenue per currency', async () => {
    const range = lastDays(365);
    const info = await figures<ReportInformation>('report-information', range);
    const customers = sql.rows<{ id: number; n: number }>(
      `SELECT customer_id AS id, COUNT(*) AS n FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND action_type <> 'refund'
       GROUP BY customer_id ORDER BY n DESC, customer_id LIMIT 5`,
      ownerMerchant,
      range.from,
      range.to,
    );
    expect(info.topFiveCustomers.map((customer) => [customer.id, customer.number_of_payments])).toEqual(customers.map((row) => [row.id, row.n]));
    const top = info.topFiveCustomers[0];
    const email = sql.rows<{ email: string; full_name: string }>('SELECT email, full_name FROM customers WHERE id = ?', top.id)[0];
    expect(top).toMatchObject(email);
    const revenue = sql.rows<{ currency: string; amount: number }>(
      `SELECT currency, SUM(CASE WHEN action_type = 'refund' THEN -amount ELSE amount END) AS amount FROM payments
       WHERE customer_id = ? AND created_at BETWEEN ? AND ? GROUP BY currency`,
      top.id,
      range.from,
      range.to,
    );
    expect(top.revenues.map((entry) => [entry.currency_iso, cents(entry.total_earned_amount)]).sort()).toEqual(
      revenue.map((row) => [row.currency, row.amount]).sort(),
    );

    const assets = sql.rows<{ id: number; n: number; title: string; item_type: string }>(
      `SELECT p.item_id AS id, COUNT(*) AS n, i.title, i.item_type FROM payments p JOIN items i ON i.id = p.item_id
       WHERE p.merchant_id = ? AND p.created_at BETWEEN ? AND ? AND p.action_type <> 'refund'
       GROUP BY p.item_id ORDER BY n DESC, p.item_id LIMIT 5`,
      ownerMerchant,
      range.from,
      range.to,
    );
    expect(info.topFiveAssets.map((asset) => [asset.id, asset.number_of_purchases, asset.title, asset.type])).toEqual(
      assets.map((row) => [row.id, row.n, row.title, row.item_type]),
    );
    expect(info.topFiveAssets[0].revenues.length).toBeGreaterThan(0);
  });

  it('the bounded top-customer search of long ranges agrees with a full count', () => {
    for (const days of [7, 30, 365, 460]) {
      const range = lastDays(days);
      const dates = requireDateRange(range.start, range.end);
      const bounded = topFiveCustomers(app.sandbox.db, ownerMerchant, dates, Number.MAX_SAFE_INTEGER);
      const direct = topFiveCustomers(app.sandbox.db, ownerMerchant, dates, 0);
      expect(bounded).toEqual(direct);
      expect(direct).toHaveLength(5);
    }
  });

  it('answers zeros and empty lists for a range without data', async () => {
    const info = await figures<ReportInformation>('report-information', EMPTY);
    expect(info).toMatchObject({ numberOfRegisteredUsers: 0, numberOfPayments: 0, topFiveCustomers: [], topFiveAssets: [] });
    expect(info.numberOfCreatedSubscriptions.total).toBe(0);
    expect(info.numberOfCreatedSubscriptions.histogram).toHaveLength(90);
    expect(info.numberOfCreatedSubscriptions.histogram.every((point) => point.value === 0)).toBe(true);
  });

  it('follows new payments at once (the cached figures are dropped when the data changes)', async () => {
    const range = lastDays(10);
    const before = await figures<ReportInformation>('report-information', range);
    const db = app.sandbox.db;
    const customer = db.prepare('SELECT id FROM customers WHERE merchant_id = ? ORDER BY id LIMIT 1').pluck().get(ownerMerchant) as number;
    const item = db.prepare('SELECT id FROM items WHERE merchant_id = ? ORDER BY id LIMIT 1').pluck().get(ownerMerchant) as number;
    const id = commerceWriter(db).payment({
      merchant_id: ownerMerchant,
      customer_id: customer,
      item_id: item,
      trx_token: 'TEST-CACHE-1',
      transaction_token: 'ch_test',
      action_type: 'charge',
      amount: 500,
      currency: 'EUR',
      payment_method: 'Card',
      country_iso: 'SE',
      created_at: range.from + 60,
    });
    try {
      const after = await figures<ReportInformation>('report-information', range);
      expect(after.numberOfPayments).toBe(before.numberOfPayments + 1);
      expect(after.numberOfPayments).toBe(sql.sales(ownerMerchant, range));
    } finally {
      db.prepare('DELETE FROM payments WHERE id = ?').run(id);
    }
    expect((await figures<ReportInformation>('report-information', range)).numberOfPayments).toBe(before.numberOfPayments);
  });
});

describe('the other analytics', () => {
  let range: Range;
  beforeAll(() => {
    range = lastDays(200);
  });

  it('revenue per currency is sales minus refunds, largest first', async () => {
    const revenue = await figures<{ currency_iso: string; amount: number }[]>('revenue-per-currency', range);
    expect(revenue.map((row) => [row.currency_iso, cents(row.amount)])).toEqual(sql.revenue(ownerMerchant, range).map((row) => [row.currency_iso, Math.round(row.amount * 100)]));
    expect(revenue).toHaveLength(3);
    expect(await figures('revenue-per-currency', EMPTY)).toEqual([]);
  });

  it('histograms are zero-filled per day or per month and add up to the totals', async () => {
    type Histograms = Record<'customers' | 'allSales' | 'assetSales' | 'packageSales' | 'subscriptions' | 'canceledSubscriptions', Histogram[]> & {
      revenue: { date: string; currency_iso: string; value: number }[];
    };
    const daily = await figures<Histograms>('histograms', range);
    expect(daily.allSales).toHaveLength(200);
    expect(total(daily.customers)).toBe(sql.registrations(ownerMerchant, range));
    expect(total(daily.allSales)).toBe(sql.sales(ownerMerchant, range));
    expect(total(daily.assetSales) + total(daily.packageSales)).toBe(total(daily.allSales));
    expect(total(daily.subscriptions)).toBe(sql.created(ownerMerchant, range));
    expect(total(daily.canceledSubscriptions)).toBe(sql.canceled(ownerMerchant, range));
    expect(daily.revenue).toHaveLength(200 * 3);
    for (const { currency_iso, amount } of sql.revenue(ownerMerchant, range)) {
      const sum = daily.revenue.filter((point) => point.currency_iso === currency_iso).reduce((acc, point) => acc + cents(point.value), 0);
      expect(sum).toBe(Math.round(amount * 100));
    }
    const monthly = await figures<Histograms>('histograms', range, owner.access_token, '&interval=month');
    expect(monthly.allSales.length).toBeGreaterThanOrEqual(7);
    expect(monthly.allSales.length).toBeLessThanOrEqual(8);
    expect(monthly.allSales.every((point) => point.date.endsWith('-01'))).toBe(true);
    expect(total(monthly.allSales)).toBe(total(daily.allSales));
  });

  it('countries add up to the registrations and sales of the range', async () => {
    const byCountry = await figures<{ customers: { country_iso: string; value: number }[]; allSales: { country_iso: string; value: number }[] }>('countries', range);
    expect(total(byCountry.customers)).toBe(sql.registrations(ownerMerchant, range));
    expect(total(byCountry.allSales)).toBe(sql.sales(ownerMerchant, range));
    const se = sql.value(
      "SELECT COUNT(*) FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND action_type <> 'refund' AND country_iso = 'SE'",
      ownerMerchant,
      range.from,
      range.to,
    );
    expect(byCountry.allSales.find((row) => row.country_iso === 'SE')?.value).toBe(se);
  });

  it('subscription analytics count every action type', async () => {
    const analytics = await figures<{ total: number; by_action_type: Record<string, number>; histogram: Histogram[] }>('subscriptions/analytics', range);
    expect(analytics.total).toBe(sql.created(ownerMerchant, range));
    expect(Object.keys(analytics.by_action_type).sort()).toEqual([...SUBSCRIPTION_TYPES].sort());
    expect(total(Object.values(analytics.by_action_type).map((value) => ({ value })))).toBe(analytics.total);
    expect(analytics.by_action_type.canceled).toBe(
      sql.value("SELECT COUNT(*) FROM subscriptions WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND action_type = 'canceled'", ownerMerchant, range.from, range.to),
    );
  });

  it('accounting analytics cover the nine payment methods and the unique paying customers', async () => {
    type Accounting = { unique_paying_customers: number; payment_methods: Record<string, { total: number; total_amount_per_currency: Record<string, number> }> };
    const accounting = await figures<Accounting>('accounting/analytics', range);
    expect(Object.keys(accounting.payment_methods).sort()).toEqual([...PAYMENT_METHODS].sort());
    expect(total(Object.values(accounting.payment_methods).map((method) => ({ value: method.total })))).toBe(sql.sales(ownerMerchant, range));
    expect(accounting.unique_paying_customers).toBe(sql.payingCustomers(ownerMerchant, range));
    const card = sql.value(
      `SELECT SUM(CASE WHEN action_type = 'refund' THEN -amount ELSE amount END) FROM payments
       WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND payment_method = 'Card' AND currency = 'GBP'`,
      ownerMerchant,
      range.from,
      range.to,
    );
    expect(cents(accounting.payment_methods.Card.total_amount_per_currency.GBP)).toBe(card);

    const inUsd = await figures<Accounting>('accounting/analytics', range, owner.access_token, '&currency=USD');
    expect(Object.keys(inUsd.payment_methods.Card.total_amount_per_currency)).toEqual(['USD']);
    expect(inUsd.unique_paying_customers).toBe(sql.payingCustomers(ownerMerchant, range, 'USD'));
  });

  it('unique customers and registrations', async () => {
    expect(await figures('unique-customers', range)).toEqual({ total: sql.payingCustomers(ownerMerchant, range) });
    const registrations = await figures<{ total: number; histogram: Histogram[] }>('registrations', range);
    expect(registrations.total).toBe(sql.registrations(ownerMerchant, range));
    expect(total(registrations.histogram)).toBe(registrations.total);
    expect(await figures('unique-customers', EMPTY)).toEqual({ total: 0 });
  });
});

describe('tenancy and roles', () => {
  let range: Range;
  beforeAll(() => {
    range = lastDays(365);
  });

  it('other@ sees only its own merchant’s figures', async () => {
    const info = await figures<ReportInformation>('report-information', range, other.access_token);
    expect(info.numberOfPayments).toBe(sql.sales(otherMerchant, range));
    expect(info.numberOfRegisteredUsers).toBe(sql.registrations(otherMerchant, range));
    const ownerCustomers = new Set(sql.rows<{ id: number }>('SELECT id FROM customers WHERE merchant_id = ?', ownerMerchant).map((row) => row.id));
    expect(info.topFiveCustomers.some((customer) => ownerCustomers.has(customer.id))).toBe(false);
    expect(await figures('unique-customers', range, other.access_token)).toEqual({ total: sql.payingCustomers(otherMerchant, range) });
  });

  it('staff of the owner’s organisation (analyst@) see the owner’s figures', async () => {
    expect(await figures('report-information', range, analyst.access_token)).toEqual(await figures('report-information', range));
  });

  it('an explicit merchant is honoured only where the caller may see it', async () => {
    const path = (merchant: number) => `/api/v2/reporting/subscriptions/analytics?${query(range)}&merchant_id=${merchant}`;
    expectError(await getJson(app, path(ownerMerchant), other.access_token), 403);
    expect((await getJson(app, path(ownerMerchant), owner.access_token)).statusCode).toBe(200);
    const agency = await signIn(app, 'agency@sandbox.test');
    const follower = app.sandbox.db.prepare("SELECT merchant_id FROM accounts WHERE email = 'follower1@sandbox.test'").pluck().get() as number;
    const followerView = await getJson(app, path(follower), agency.access_token);
    expect(followerView.statusCode).toBe(200);
    expect(followerView.json().total).toBe(sql.created(follower, range));
  });

  it('needs a bearer', async () => {
    expectError(await getJson(app, `/api/v2/reporting/report-information?${query(range)}`), 401);
  });
});

describe('query validation', () => {
  const bad = async (path: string, field?: string) => {
    const body = expectError(await getJson(app, `/api/v2/reporting/${path}`, owner.access_token), 400);
    if (field) expect(body.errors?.[field]).toBeDefined();
    return body;
  };

  it('refuses missing, malformed and impossible dates', async () => {
    await bad('report-information?end_date=2026-01-31', 'start_date');
    await bad('report-information?start_date=2026-01-01', 'end_date');
    await bad('report-information?start_date=01/02/2026&end_date=2026-01-31', 'start_date');
    await bad('report-information?start_date=2026-02-30&end_date=2026-03-31', 'start_date');
    const reversed = await bad('revenue-per-currency?start_date=2026-02-01&end_date=2026-01-01', 'end_date');
    expect(reversed.message).toBe('end_date must not be before start_date.');
    await bad('registrations?start_date=2000-01-01&end_date=2026-01-01', 'end_date');
  });

  it('refuses unknown options', async () => {
    await bad('histograms?start_date=2026-01-01&end_date=2026-01-31&interval=week', 'interval');
    await bad('accounting/analytics?start_date=2026-01-01&end_date=2026-01-31&currency=SEK', 'currency');
  });
});

describe('after a sandbox reset', () => {
  it('serves the reseeded figures, not cached ones', async () => {
    const range = lastDays(30);
    await figures('report-information', range);
    const db = app.sandbox.db;
    db.prepare("DELETE FROM payments WHERE merchant_id = ? AND action_type = 'charge'").run(ownerMerchant);
    const trimmed = await figures<ReportInformation>('report-information', range);
    expect(trimmed.numberOfPayments).toBe(sql.sales(ownerMerchant, range));
    await app.sandbox.reset();
    // The reset database has no sessions: sign in again.
    owner = await signIn(app, 'owner@sandbox.test');
    const reset = await figures<ReportInformation>('report-information', range);
    expect(reset.numberOfPayments).toBe(sql.sales(ownerMerchant, range));
    expect(reset.numberOfPayments).toBeGreaterThan(trimmed.numberOfPayments);
  });
});

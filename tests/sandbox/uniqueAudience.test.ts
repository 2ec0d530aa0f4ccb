/**
 * The unique-audience report (catalogue 7.10; issue 25, acceptance 3): its CSV holds exactly the distinct customers
 * who bought or were granted the asset in the range, as computed here straight from the database, never another
 * merchant's; the range and the asset are validated; the file downloads through the report engine's signed link.
 */
import type { FastifyInstance } from 'fastify';
import { commerceWriter } from '../../sandbox/src/models/commerce';
import { failReport, insertPendingReport } from '../../sandbox/src/models/reporting';
import { signedReportUrl } from '../../sandbox/src/services/reportingFiles';
import { UNIQUE_AUDIENCE_HEADER } from '../../sandbox/src/services/uniqueAudience';
import { bearer, createTestApp, downloadReportRows, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let ownerMerchant: number;
let otherMerchant: number;

const DAY = 86_400;
const utcDay = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const utcTime = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');

/** The last 90 days, today included, as the console's default asks for them. */
function last90Days() {
  const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
  const from = today - 89 * DAY;
  return { start_date: utcDay(from), end_date: utcDay(today), from, to: today + DAY - 1 };
}

interface FileEntry {
  file_name: string;
  item_id: number;
  item_title: string | null;
  start_date: string;
  end_date: string;
  status: 'pending' | 'created' | 'failed';
  customers: number;
  created_at: number;
}

const db = () => app.sandbox.db;
const firstOf = (merchantId: number, sql: string) => db().prepare(sql).pluck().get(merchantId) as number;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other] = await Promise.all(['owner', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
  const merchantOf = (email: string) => db().prepare('SELECT merchant_id FROM accounts WHERE email = ?').pluck().get(email) as number;
  ownerMerchant = merchantOf('owner@sandbox.test');
  otherMerchant = merchantOf('other@sandbox.test');
});

afterAll(async () => {
  await app.close();
});

const generate = (fields: Record<string, string>, token = owner.access_token) => sendForm(app, 'POST', '/api/v2/reporting/unique-audience', fields, token);

async function list(query = '', token = owner.access_token): Promise<FileEntry[]> {
  const response = await getJson(app, `/api/v2/reporting/unique-audience${query}`, token);
  expect(response.statusCode).toBe(200);
  const body = response.json<{ collection: FileEntry[]; total: number }>();
  expect(body.total).toBe(body.collection.length);
  return body.collection;
}

/** Lists as the console does until the file is no longer pending (at most 10 s). */
async function settled(fileName: string): Promise<FileEntry> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const entry = (await list()).find((file) => file.file_name === fileName);
    if (entry && entry.status !== 'pending') return entry;
    if (Date.now() > deadline) throw new Error(`${fileName} still ${entry?.status ?? 'missing'} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The signed link is the credential: no bearer.
const download = (fileName: string, token = owner.access_token): Promise<string[][]> =>
  downloadReportRows(app, `/api/v2/reporting/unique-audience/${encodeURIComponent(fileName)}`, fileName, token);

interface Reach {
  customer: number;
  how: 'purchase' | 'grant';
  at: number;
  order: number;
  id: number;
}

/** The expected rows, from the raw tables in plain code: the item's completed payments and its accesses in range. */
function expectedRows(merchantId: number, itemId: number, from: number, to: number): string[][] {
  const payments = db()
    .prepare('SELECT id, customer_id AS customer, action_type, created_at AS at FROM payments WHERE merchant_id = ? AND item_id = ?')
    .all(merchantId, itemId) as { id: number; customer: number; action_type: string; at: number }[];
  const accesses = db()
    .prepare('SELECT id, customer_id AS customer, type, created_at AS at FROM accesses WHERE merchant_id = ? AND item_id = ?')
    .all(merchantId, itemId) as { id: number; customer: number; type: string; at: number }[];
  const bought = ['charge', 'recurrent', 'gift-payment', 'store-payment'];
  const reaches: Reach[] = [
    ...payments.filter((row) => bought.includes(row.action_type)).map((row): Reach => ({ customer: row.customer, how: 'purchase', at: row.at, order: 0, id: row.id })),
    ...accesses.map((row): Reach => ({ customer: row.customer, how: row.type === 'purchased' ? 'purchase' : 'grant', at: row.at, order: 1, id: row.id })),
  ].filter((reach) => reach.at >= from && reach.at <= to);
  const first = new Map<number, Reach>();
  for (const reach of reaches) {
    const known = first.get(reach.customer);
    if (!known || reach.at < known.at || (reach.at === known.at && (reach.order < known.order || (reach.order === known.order && reach.id < known.id)))) first.set(reach.customer, reach);
  }
  return [...first.values()]
    .sort((a, b) => a.customer - b.customer)
    .map((reach) => {
      const customer = db().prepare('SELECT merchant_id, email, full_name FROM customers WHERE id = ?').get(reach.customer) as { merchant_id: number; email: string; full_name: string };
      expect(customer.merchant_id).toBe(merchantId);
      return [String(reach.customer), customer.email, customer.full_name, reach.how, utcTime(reach.at)];
    });
}

describe('a unique-audience report over the last 90 days', () => {
  const range = last90Days();
  let assetId: number;

  beforeAll(() => {
    // The owner's asset with the most buyers and grants in the range, given some overlap and edges of its own.
    assetId = db()
      .prepare(
        `SELECT i.id FROM items i WHERE i.merchant_id = ? AND i.item_type = 'asset'
          ORDER BY (SELECT COUNT(*) FROM payments p WHERE p.item_id = i.id AND p.created_at BETWEEN ? AND ?)
                 + (SELECT COUNT(*) FROM accesses a WHERE a.item_id = i.id AND a.created_at BETWEEN ? AND ?) DESC, i.id LIMIT 1`,
      )
      .pluck()
      .get(ownerMerchant, range.from, range.to, range.from, range.to) as number;
    const write = commerceWriter(db());
    const [first, second, third, fourth] = db().prepare('SELECT id FROM customers WHERE merchant_id = ? ORDER BY id LIMIT 4').pluck().all(ownerMerchant) as number[];
    const foreign = firstOf(otherMerchant, 'SELECT id FROM customers WHERE merchant_id = ? ORDER BY id LIMIT 1');
    const pay = (merchant: number, customer: number, action: 'charge' | 'refund' | 'pending', at: number) =>
      write.payment({ merchant_id: merchant, customer_id: customer, item_id: assetId, trx_token: `ua-${merchant}-${customer}-${action}-${at}`, transaction_token: `ua-${at}`, action_type: action, amount: 500, currency: 'EUR', payment_method: 'Card', country_iso: 'DE', created_at: at });
    const grant = (merchant: number, customer: number, at: number, revoked = false) =>
      write.access({ merchant_id: merchant, customer_id: customer, item_id: assetId, type: 'granted', expires_at: null, revoked, created_at: at });
    // Bought and later granted: one row, reached by purchase.
    pay(ownerMerchant, first, 'charge', range.from + 10 * DAY);
    grant(ownerMerchant, first, range.from + 20 * DAY);
    // Granted on the range's first second, bought later: reached by grant; the end's last second counts too.
    grant(ownerMerchant, second, range.from);
    pay(ownerMerchant, second, 'charge', range.to);
    // Only a refund and a pending payment, and a grant a second before the range: not in it, unless the seed has them.
    pay(ownerMerchant, third, 'refund', range.from + DAY);
    pay(ownerMerchant, third, 'pending', range.from + DAY);
    grant(ownerMerchant, fourth, range.from - 1, true);
    // Another merchant's rows naming the owner's asset never count.
    pay(otherMerchant, foreign, 'charge', range.from + DAY);
    grant(otherMerchant, foreign, range.from + DAY);
  });

  it('is answered at once, listed, and its CSV holds exactly the distinct customers the data says', async () => {
    const response = await generate({ item_id: String(assetId), start_date: range.start_date, end_date: range.end_date });
    expect(response.statusCode).toBe(202);
    const { file_name, status } = response.json<{ file_name: string; status: string }>();
    expect(status).toBe('pending');
    expect(file_name).toBe(`unique-audience_${assetId}_${range.start_date}_${range.end_date}.csv`);

    const expected = expectedRows(ownerMerchant, assetId, range.from, range.to);
    expect(expected.length).toBeGreaterThan(3);
    const entry = await settled(file_name);
    const title = db().prepare('SELECT title FROM items WHERE id = ?').pluck().get(assetId);
    expect(entry).toMatchObject({ status: 'created', item_id: assetId, item_title: title, start_date: range.start_date, end_date: range.end_date, customers: expected.length });

    const rows = await download(file_name);
    expect(rows[0]).toEqual(UNIQUE_AUDIENCE_HEADER);
    expect(rows.slice(1)).toEqual(expected);
    const ids = rows.slice(1).map((row) => row[0]);
    expect(new Set(ids).size).toBe(ids.length);

    const [first, second, third, fourth] = (db().prepare('SELECT id FROM customers WHERE merchant_id = ? ORDER BY id LIMIT 4').pluck().all(ownerMerchant) as number[]).map(String);
    const row = (id: string) => rows.find((cells) => cells[0] === id);
    expect(row(first)?.[3]).toBe('purchase');
    expect(row(second)?.slice(3)).toEqual(['grant', utcTime(range.from)]);
    const foreignIds = (db().prepare('SELECT id FROM customers WHERE merchant_id = ?').pluck().all(otherMerchant) as number[]).map(String);
    expect(ids.filter((id) => foreignIds.includes(id))).toEqual([]);
    // Unless the seed reached them in range, the refund, the pending payment and the early grant leave these out.
    for (const id of [third, fourth]) expect(row(id) === undefined).toBe(!expected.some((cells) => cells[0] === id));
  });

  it('lists one asset’s files when asked, newest first, and publishes its message on the requester’s topic', async () => {
    const realtime = app.sandbox.realtime;
    const publish = realtime ? jest.spyOn(realtime, 'publish') : null;
    try {
      const response = await generate({ item_id: String(assetId), start_date: range.end_date, end_date: range.end_date });
      const { file_name } = response.json<{ file_name: string }>();
      const entry = await settled(file_name);
      const files = await list(`?item_id=${assetId}`);
      expect(files[0].file_name).toBe(file_name);
      expect(files.every((file) => file.item_id === assetId)).toBe(true);
      expect(await list('?item_id=999999')).toEqual([]);
      if (publish) {
        const uuid = db().prepare('SELECT uuid FROM accounts WHERE id = ?').pluck().get(owner.account.id);
        expect(publish).toHaveBeenCalledWith(uuid, {
          type: 'report.unique.audience',
          timestamp: expect.any(Number),
          resource: { status: 'created', file_name, item_id: assetId, customers: entry.customers },
        });
      }
    } finally {
      publish?.mockRestore();
    }
  });

  it('keeps each merchant to its own asset and files', async () => {
    expectError(await generate({ item_id: String(assetId), start_date: range.start_date, end_date: range.end_date }, other.access_token), 404, 'Asset not found.');
    expect(await list('', other.access_token)).toEqual([]);
    const [mine] = await list();
    expectError(await getJson(app, `/api/v2/reporting/unique-audience/${encodeURIComponent(mine.file_name)}`, other.access_token), 404);
    const packageId = firstOf(ownerMerchant, "SELECT id FROM items WHERE merchant_id = ? AND item_type = 'package' LIMIT 1");
    expectError(await generate({ item_id: String(packageId), start_date: range.start_date, end_date: range.end_date }), 404, 'Asset not found.');
  });
});

describe('validation', () => {
  const today = utcDay(Date.now() / 1000);

  it.each([
    [{ item_id: 'abc', start_date: '2025-01-01', end_date: '2025-01-31' }, 'item_id', 'item_id must be the id of an asset.'],
    [{ item_id: '0', start_date: '2025-01-01', end_date: '2025-01-31' }, 'item_id', 'item_id must be the id of an asset.'],
    [{ item_id: '1', start_date: '', end_date: '2025-01-31' }, 'start_date', 'start_date is required.'],
    [{ item_id: '1', start_date: '2025-02-30', end_date: '2025-03-31' }, 'start_date', 'start_date must be a date in the format YYYY-MM-DD.'],
    [{ item_id: '1', start_date: '2025-02-01', end_date: '2025-01-31' }, 'end_date', 'end_date must not be before start_date.'],
    [{ item_id: '1', start_date: '2023-01-01', end_date: today }, 'end_date', 'The date range may span at most 366 days.'],
  ])('refuses %j naming %s', async (fields, field, message) => {
    const body = expectError(await generate(fields), 400, message);
    expect(body.errors?.[field]).toBe(message);
  });

  it('refuses unknown fields and a missing file', async () => {
    const body = expectError(await generate({ item_id: '1', start_date: '2025-01-01', end_date: '2025-01-31', merchantID: '2' }), 400);
    expect(body.message).toContain('merchantID');
    expectError(await getJson(app, '/api/v2/reporting/unique-audience/missing.csv', owner.access_token), 404, 'Unique-audience report not found.');
    expectError(await getJson(app, '/api/v2/reporting/unique-audience?item_id=x', owner.access_token), 400, 'item_id must be the id of an asset.');
  });

  it('answers 409 while the file is pending and after it failed, and a link stops working once expired', async () => {
    const report = insertPendingReport(db(), { merchantId: ownerMerchant, accountId: null, type: 'unique-audience', baseName: 'held', params: { item_id: 1, start_date: today, end_date: today }, createdAt: 1 });
    expectError(await getJson(app, `/api/v2/reporting/unique-audience/${report.filename}`, owner.access_token), 409, 'The report is not ready yet.');
    failReport(db(), report.id);
    expectError(await getJson(app, `/api/v2/reporting/unique-audience/${report.filename}`, owner.access_token), 409, 'The report could not be generated.');
    const expired = signedReportUrl(db(), report.id, Math.floor(Date.now() / 1000) - 3600);
    expect((await send(app, { url: expired, headers: bearer(owner.access_token) })).statusCode).toBe(404);
  });
});

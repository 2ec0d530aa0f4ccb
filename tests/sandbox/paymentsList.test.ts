/** The payments list's export (exactly the filtered rows) and saved views (per user). */
import type { FastifyInstance } from 'fastify';
import { createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let admin: Session;
let other: Session;

beforeAll(async () => {
  app = await createTestApp();
  [owner, admin, other] = await Promise.all(['owner', 'admin', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

/** RFC 4180 records of a CSV text (a line break inside quotes is part of a cell). */
function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let cell = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(cell);
      cell = '';
    } else if (!quoted && char === '\n') {
      record.push(cell.replace(/\r$/, ''));
      records.push(record);
      record = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  return records;
}

const exportOf = (query: string, token = owner.access_token) => send(app, { url: `/api/v2/accounting/transactions/export?${query}`, headers: { authorization: `Bearer ${token}` } });

describe('export CSV', () => {
  it('holds exactly the rows the filter selects: the count equals the list total', async () => {
    const query = 'type=refund&search[]=consumerEmail:a';
    const list = (await getJson(app, `/api/v2/accounting/transactions?${query}&page=1&size=15`, owner.access_token)).json<{ total: number }>();
    expect(list.total).toBeGreaterThan(0);
    const response = await exportOf(query);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csvRecords(response.body);
    expect(header).toEqual(['Asset/Package name', 'Type', 'Amount', 'Currency', 'Customer email', 'Country', 'Created at (UTC)']);
    expect(rows).toHaveLength(list.total);
    expect(Number(response.headers['x-total-count'])).toBe(list.total);
    for (const row of rows) {
      expect(row[1]).toBe('refund');
      // The amount is a signed number a spreadsheet sums (refunds negative), its currency in the next column.
      expect(row[2]).toMatch(/^-\d+\.\d{2}$/);
      expect(row[3]).toMatch(/^[A-Z]{3}$/);
      expect(row[4]).toContain('a');
      expect(row[6]).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
    }
  });

  it('escapes a cell that a spreadsheet would run as a formula', async () => {
    app.sandbox.db.prepare("UPDATE items SET title = '=HYPERLINK(\"x\")' WHERE id = (SELECT item_id FROM payments WHERE merchant_id = (SELECT merchant_id FROM accounts WHERE email = 'owner@sandbox.test') ORDER BY created_at DESC, id DESC LIMIT 1)").run();
    const [, first] = csvRecords((await exportOf('')).body);
    expect(first[0]).toBe('\'=HYPERLINK("x")');
    // The amount beside it stays a plain number.
    expect(first[2]).toMatch(/^-?\d+\.\d{2}$/);
  });

  it("holds only the caller's own merchant's payments", async () => {
    const ownEmails = new Set(csvRecords((await exportOf('')).body).slice(1).map((row) => row[4]));
    const otherRows = csvRecords((await exportOf('', other.access_token)).body).slice(1);
    for (const row of otherRows) expect(ownEmails.has(row[4])).toBe(false);
  });

  it('needs a token', async () => {
    expectError(await send(app, { url: '/api/v2/accounting/transactions/export' }), 401);
  });
});

describe('saved views', () => {
  const views = async (token: string) => (await getJson(app, '/api/v2/saved-views?list=payments', token)).json<Array<{ id: number; name: string; query: string }>>();

  it('are saved under a name, listed for their owner only, and deleted by their owner only', async () => {
    const created = await sendForm(app, 'POST', '/api/v2/saved-views', { list: 'payments', name: 'Refunds', query: 'type=refund&page=1' }, owner.access_token);
    expect(created.statusCode).toBe(201);
    const view = created.json<{ id: number }>();
    expect(await views(owner.access_token)).toEqual([expect.objectContaining({ id: view.id, name: 'Refunds', query: 'type=refund&page=1' })]);
    // Another user of the same merchant keeps their own views.
    expect(await views(admin.access_token)).toEqual([]);
    expectError(await send(app, { method: 'DELETE', url: `/api/v2/saved-views/${view.id}`, headers: { authorization: `Bearer ${admin.access_token}` } }), 404);
    expect((await send(app, { method: 'DELETE', url: `/api/v2/saved-views/${view.id}`, headers: { authorization: `Bearer ${owner.access_token}` } })).statusCode).toBe(204);
    expect(await views(owner.access_token)).toEqual([]);
  });

  it('refuse a name taken on the same list, an unknown list, and control characters', async () => {
    await sendForm(app, 'POST', '/api/v2/saved-views', { list: 'payments', name: 'Mine', query: '' }, admin.access_token);
    expectError(await sendForm(app, 'POST', '/api/v2/saved-views', { list: 'payments', name: 'Mine', query: 'type=charge' }, admin.access_token), 409, 'A view with this name already exists.');
    expectError(await sendForm(app, 'POST', '/api/v2/saved-views', { list: 'nothing', name: 'X', query: '' }, admin.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/saved-views', { list: 'payments', name: 'Bad\u202Ename', query: '' }, admin.access_token), 400);
  });

  it('are bounded per list', async () => {
    for (let i = 0; i < 50; i += 1) await sendForm(app, 'POST', '/api/v2/saved-views', { list: 'payments', name: `View ${i}`, query: '' }, other.access_token);
    expectError(await sendForm(app, 'POST', '/api/v2/saved-views', { list: 'payments', name: 'One more', query: '' }, other.access_token), 400);
  });
});

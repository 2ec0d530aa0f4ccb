/**
 * The admin mailing list and missing transactions: platform staff only, validated, recorded in the staff activity
 * log; an imported file really reconciles against the payments (found rows marked, unknown rows listed back).
 */
import type { FastifyInstance } from 'fastify';
import type { MailingListPage, TransactionsErrorFile, TransactionsErrorFiles } from '../../src/api/adminReportTypes';
import { PLATFORM_ONLY_MESSAGE } from '../../sandbox/src/lib/access';
import { IMPORT_COLUMNS_MESSAGE, IMPORT_DONE_MESSAGE, IMPORT_NOT_UPLOADED_MESSAGE } from '../../sandbox/src/models/transactionImports';
import { MAILING_LIST_TAKEN_MESSAGE, MAILING_LIST_UNKNOWN_MESSAGE, TRANSACTIONS_LINK_INVALID } from '../../sandbox/src/routes/adminReports';
import { parseCsv } from '../../sandbox/src/services/reportingCsv';
import { createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let staff: Session;
let owner: Session;
let ownerMerchant: number;
let otherMerchant: number;

const merchantOf = (email: string) => app.sandbox.db.prepare('SELECT merchant_id FROM accounts WHERE email = ?').pluck().get(email) as number;
/** Trx tokens of a merchant's payments. */
const tokensOf = (merchantId: number, count: number) =>
  app.sandbox.db.prepare('SELECT trx_token FROM payments WHERE merchant_id = ? ORDER BY id LIMIT ?').pluck().all(merchantId, count) as string[];
const activity = (kind: string) =>
  app.sandbox.db.prepare('SELECT staff_account_id, merchant_id, summary, before_json, after_json FROM staff_activity WHERE kind = ? ORDER BY id').all(kind) as {
    staff_account_id: number;
    merchant_id: number | null;
    summary: string;
    before_json: string | null;
    after_json: string | null;
  }[];

beforeAll(async () => {
  app = await createTestApp();
  [staff, owner] = await Promise.all(['staff', 'owner'].map((name) => signIn(app, `${name}@sandbox.test`)));
  ownerMerchant = merchantOf('owner@sandbox.test');
  otherMerchant = merchantOf('other@sandbox.test');
});

afterAll(async () => {
  await app.close();
});

describe('the mailing list', () => {
  const list = async (query: string): Promise<MailingListPage> => {
    const response = await getJson(app, `/api/v2/mailing-list?${query}`, staff.access_token);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('adds, finds by part of the e-mail, filters by status and pages by 15', async () => {
    for (let index = 0; index < 17; index += 1) {
      const response = await sendForm(app, 'POST', '/api/v2/mailing-list', { email: `reader${index}@list.test`, blacklisted: index % 2 === 0 ? 'true' : 'false' }, staff.access_token);
      expect(response.statusCode).toBe(201);
    }
    const first = await list('page=1&limit=15');
    expect(first.total).toBe(17);
    expect(first.collection).toHaveLength(15);
    expect(first.collection[0]).toMatchObject({ email: 'reader16@list.test', blacklisted: true });
    expect((await list('page=2&limit=15')).collection).toHaveLength(2);
    const blacklisted = await list('page=1&limit=15&blacklisted=true');
    expect(blacklisted.total).toBe(9);
    expect(blacklisted.collection.every((record) => record.blacklisted)).toBe(true);
    expect((await list('page=1&limit=15&blacklisted=false')).total).toBe(8);
    const found = await list('page=1&limit=15&email=READER1');
    expect(found.collection.map((record) => record.email).sort()).toEqual(['reader10@list.test', 'reader11@list.test', 'reader12@list.test', 'reader13@list.test', 'reader14@list.test', 'reader15@list.test', 'reader16@list.test', 'reader1@list.test']);
    // LIKE wildcards are searched literally.
    expect((await list('page=1&limit=15&email=%25')).total).toBe(0);
  });

  it('blacklists and whitelists by e-mail, and the activity log records both with before and after', async () => {
    await sendForm(app, 'POST', '/api/v2/mailing-list', { email: 'toggle@list.test', blacklisted: 'true' }, staff.access_token);
    const whitelisted = await sendForm(app, 'PUT', '/api/v2/mailing-list', { email: 'Toggle@List.test', blacklisted: 'false' }, staff.access_token);
    expect(whitelisted.statusCode).toBe(200);
    expect(whitelisted.json()).toMatchObject({ email: 'toggle@list.test', blacklisted: false });
    expect((await list('page=1&limit=15&email=toggle')).collection[0].blacklisted).toBe(false);
    const entries = activity('mailing_list').filter((entry) => entry.summary.includes('toggle@list.test'));
    expect(entries.map((entry) => entry.summary)).toEqual(['Added toggle@list.test to the mailing list, blacklisted', 'Whitelisted toggle@list.test']);
    expect(entries[1]).toMatchObject({ merchant_id: null, before_json: JSON.stringify({ email: 'toggle@list.test', blacklisted: true }), after_json: JSON.stringify({ email: 'toggle@list.test', blacklisted: false }) });
    expect(entries[1].staff_account_id).toBe(app.sandbox.db.prepare("SELECT id FROM accounts WHERE email = 'staff@sandbox.test'").pluck().get());
  });

  it('answers bad input with 400, a second add of an e-mail with 409 and an unknown e-mail with 404', async () => {
    expectError(await sendForm(app, 'POST', '/api/v2/mailing-list', { email: 'not-an-email', blacklisted: 'true' }, staff.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/mailing-list', { email: 'x@list.test', blacklisted: 'maybe' }, staff.access_token), 400);
    expectError(await getJson(app, '/api/v2/mailing-list?blacklisted=yes', staff.access_token), 400);
    expectError(await getJson(app, '/api/v2/mailing-list?limit=500', staff.access_token), 400);
    await sendForm(app, 'POST', '/api/v2/mailing-list', { email: 'twice@list.test', blacklisted: 'false' }, staff.access_token);
    expectError(await sendForm(app, 'POST', '/api/v2/mailing-list', { email: 'TWICE@list.test', blacklisted: 'true' }, staff.access_token), 409, MAILING_LIST_TAKEN_MESSAGE);
    expectError(await sendForm(app, 'PUT', '/api/v2/mailing-list', { email: 'nobody@list.test', blacklisted: 'true' }, staff.access_token), 404, MAILING_LIST_UNKNOWN_MESSAGE);
  });

  it('is platform-only', async () => {
    expectError(await getJson(app, '/api/v2/mailing-list', owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
    expectError(await sendForm(app, 'POST', '/api/v2/mailing-list', { email: 'owner@list.test', blacklisted: 'true' }, owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
  });
});

describe('missing transactions', () => {
  const csv = (tokens: readonly string[]) => `transaction_token,amount,currency\r\n${tokens.map((token) => `${token},9.99,eur`).join('\r\n')}\r\n`;

  /** The console's sequence: a signed address, the file put there, then its name to reconcile it. */
  async function importFile(section: string, content: string, merchantID?: string): Promise<{ status: number; body: TransactionsErrorFile; fileName: string }> {
    const query = `section=${section}${merchantID ? `&merchantID=${merchantID}` : ''}`;
    const signed = await getJson(app, `/api/v2/accounting/transactions/import/signed-url?${query}`, staff.access_token);
    expect(signed.statusCode).toBe(200);
    const { url, file_name, headers } = signed.json<{ url: string; file_name: string; headers: Record<string, string> }>();
    const put = await send(app, { method: 'PUT', url, payload: content, headers });
    expect(put.statusCode).toBe(200);
    const done = await sendForm(app, 'POST', '/api/v2/accounting/transactions/import', { file_name }, staff.access_token);
    return { status: done.statusCode, body: done.json(), fileName: file_name };
  }

  it('lists rows that match no payment back as missing and marks the others found', async () => {
    const known = [...tokensOf(ownerMerchant, 2), ...tokensOf(otherMerchant, 1)];
    const { status, body } = await importFile('payments', csv([...known, 'unknown-1', 'unknown-2']));
    expect(status).toBe(201);
    expect(body).toMatchObject({ section: 'payments', merchant_id: null, rows: 5, found: 3, missing: 2 });
    expect(body.missing_rows).toEqual([
      { line: 5, transaction_token: 'unknown-1', amount: '9.99', currency: 'EUR' },
      { line: 6, transaction_token: 'unknown-2', amount: '9.99', currency: 'EUR' },
    ]);
    const listed = await getJson(app, '/api/v2/accounting/transactions/import?section=payments&page=1', staff.access_token);
    const files = listed.json<TransactionsErrorFiles>();
    expect(files).toMatchObject({ total: 1, page: 1, total_pages: 1 });
    expect(files.collection[0].id).toBe(body.id);
    // Another section lists only its own files.
    expect((await getJson(app, '/api/v2/accounting/transactions/import?section=audience', staff.access_token)).json()).toMatchObject({ collection: [], total: 0, total_pages: 1 });

    // The download lists every row with its status and the payment it matched.
    const link = await getJson(app, `/api/v2/accounting/transactions/import/${body.id}:download`, staff.access_token);
    expect(link.statusCode).toBe(200);
    const file = await send(app, { url: link.json<{ url: string }>().url });
    expect(file.statusCode).toBe(200);
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe('line,transaction_token,amount,currency,status,matched_trx_token');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['found', 'found', 'found', 'missing', 'missing']);
    expect(lines[1].split(',')[5]).toBe(known[0]);

    const entry = activity('missing_transactions').at(-1);
    expect(entry?.summary).toBe(`Imported ${body.file_name} to payments missing transactions: 5 rows, 2 missing`);
  });

  it('matches within the merchant named, by trx token or gateway token', async () => {
    const gateway = app.sandbox.db.prepare('SELECT transaction_token FROM payments WHERE merchant_id = ? ORDER BY id LIMIT 1').pluck().get(ownerMerchant) as string;
    const { body } = await importFile('subscriptions', csv([tokensOf(ownerMerchant, 1)[0], gateway, tokensOf(otherMerchant, 1)[0]]), String(ownerMerchant));
    expect(body).toMatchObject({ merchant_id: ownerMerchant, rows: 3, found: 2, missing: 1 });
    expect(body.missing_rows.map((row) => row.line)).toEqual([4]);
    expect(activity('missing_transactions').at(-1)?.merchant_id).toBe(ownerMerchant);
    expect((await getJson(app, `/api/v2/accounting/transactions/import?section=subscriptions&merchantID=${otherMerchant}`, staff.access_token)).json().total).toBe(0);
  });

  it('pages the list by 10 with total_pages', async () => {
    for (let index = 0; index < 11; index += 1) await importFile('access', csv([`row-${index}`]));
    const second = (await getJson(app, '/api/v2/accounting/transactions/import?section=access&page=2', staff.access_token)).json<TransactionsErrorFiles>();
    expect(second).toMatchObject({ total: 11, page: 2, total_pages: 2 });
    expect(second.collection).toHaveLength(1);
  });

  it('refuses a file without the token column, a name not yet uploaded, a second processing and a used link', async () => {
    const bad = await importFile('merchants', 'id,amount\r\n1,2\r\n');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: IMPORT_COLUMNS_MESSAGE });

    const signed = (await getJson(app, '/api/v2/accounting/transactions/import/signed-url?section=merchants', staff.access_token)).json<{ url: string; file_name: string }>();
    expectError(await sendForm(app, 'POST', '/api/v2/accounting/transactions/import', { file_name: signed.file_name }, staff.access_token), 409, IMPORT_NOT_UPLOADED_MESSAGE);
    expect((await send(app, { method: 'PUT', url: signed.url, payload: csv(['a']), headers: { 'content-type': 'text/csv' } })).statusCode).toBe(200);
    expectError(await send(app, { method: 'PUT', url: signed.url, payload: csv(['b']), headers: { 'content-type': 'text/csv' } }), 403, TRANSACTIONS_LINK_INVALID);
    expect((await sendForm(app, 'POST', '/api/v2/accounting/transactions/import', { file_name: signed.file_name }, staff.access_token)).statusCode).toBe(201);
    expectError(await sendForm(app, 'POST', '/api/v2/accounting/transactions/import', { file_name: signed.file_name }, staff.access_token), 409, IMPORT_DONE_MESSAGE);
    expectError(await sendForm(app, 'POST', '/api/v2/accounting/transactions/import', { file_name: 'nothing.csv' }, staff.access_token), 404);
    expectError(await getJson(app, '/api/v2/accounting/transactions/import?section=everything', staff.access_token), 400);
    expectError(await getJson(app, '/api/v2/accounting/transactions/import/abc:download', staff.access_token), 400);
    expectError(await getJson(app, '/api/v2/accounting/transactions/import/999999:download', staff.access_token), 404);
  });

  it('hands out the template', async () => {
    const link = (await getJson(app, '/api/v2/accounting/transactions/import/template:download', staff.access_token)).json<{ url: string }>();
    const file = await send(app, { url: link.url });
    expect(file.body).toBe('transaction_token,amount,currency\r\n');
  });

  it('is platform-only', async () => {
    expectError(await getJson(app, '/api/v2/accounting/transactions/import?section=payments', owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
    expectError(await getJson(app, '/api/v2/accounting/transactions/import/signed-url?section=payments', owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
  });
});

describe('staff reports', () => {
  const RANGE = { startDate: '2000-01-01', endDate: '2099-12-31' };

  /** Generates a report as the console does, waits until it is listed as created, and reads its rows. */
  async function report(type: string, fields: Record<string, string>, token = staff.access_token): Promise<string[][]> {
    const started = await sendForm(app, 'POST', `/api/v2/reporting/reports/${type}`, { ...RANGE, ...fields }, token);
    expect(started.statusCode).toBe(202);
    const { filename } = started.json<{ filename: string }>();
    const merchant = fields.merchantID ? `&merchantID=${fields.merchantID}` : '';
    const deadline = Date.now() + 10_000;
    for (;;) {
      const listed = (await getJson(app, `/api/v2/reporting/reports/${type}?srkey=x${merchant}`, token)).json<{ collection: { filename: string; status: string }[] }>();
      const entry = listed.collection.find((item) => item.filename === filename);
      if (entry?.status === 'created') break;
      if (Date.now() > deadline) throw new Error(`${filename} is ${entry?.status ?? 'not listed'}`);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const link = (await getJson(app, `/api/v2/reporting/download/${type}/${encodeURIComponent(filename)}?srkey=x${merchant}`, token)).json<{ redirect_url: string }>();
    return parseCsv((await send(app, { url: link.redirect_url })).body);
  }

  const count = (sql: string, ...args: unknown[]) => app.sandbox.db.prepare(sql).pluck().get(...args) as number;

  it('reports every merchant, or the one named', async () => {
    const [header, ...rows] = await report('merchants', {});
    expect(header).toEqual(['Merchant ID', 'Merchant UUID', 'Name', 'Email', 'Customers', 'Payments', 'Registered at (UTC)', 'Status']);
    expect(rows).toHaveLength(count('SELECT COUNT(*) FROM merchants'));
    const owner = rows.find((row) => row[0] === String(ownerMerchant));
    expect(owner?.[4]).toBe(String(count('SELECT COUNT(*) FROM customers WHERE merchant_id = ?', ownerMerchant)));
    expect(owner?.[5]).toBe(String(count('SELECT COUNT(*) FROM payments WHERE merchant_id = ?', ownerMerchant)));
    const [, ...one] = await report('merchants', { merchantID: String(otherMerchant) });
    expect(one.map((row) => row[0])).toEqual([String(otherMerchant)]);
  });

  it('reports the payments of every merchant as transactions, with their merchant, or of the one named', async () => {
    const [header, ...rows] = await report('transactions', { 'reportFields[]': 'merchant_id' });
    expect(header).toEqual(['Merchant ID']);
    expect(rows).toHaveLength(count('SELECT COUNT(*) FROM payments'));
    expect(new Set(rows.map((row) => row[0]))).toEqual(new Set((app.sandbox.db.prepare('SELECT DISTINCT merchant_id FROM payments').pluck().all() as number[]).map(String)));
    const [, ...owners] = await report('transactions', { 'reportFields[]': 'merchant_id', merchantID: String(ownerMerchant) });
    expect(owners).toHaveLength(count('SELECT COUNT(*) FROM payments WHERE merchant_id = ?', ownerMerchant));
  });

  it('reports the audience of every merchant for staff naming none', async () => {
    const [, ...rows] = await report('audience', { 'reportFields[]': 'customer_id' });
    expect(rows).toHaveLength(count('SELECT COUNT(*) FROM customers'));
  });

  it('keeps the merchants and transactions reports from merchant tokens', async () => {
    for (const type of ['merchants', 'transactions']) {
      expectError(await getJson(app, `/api/v2/reporting/reports/${type}`, owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
      expectError(await getJson(app, `/api/v2/reporting/reports/${type}/fields`, owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
      expectError(await sendForm(app, 'POST', `/api/v2/reporting/reports/${type}`, RANGE, owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
      expectError(await getJson(app, `/api/v2/reporting/scheduled/${type}`, owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
    }
  });
});

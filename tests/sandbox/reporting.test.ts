import { parseCsv } from '../../sandbox/src/services/reportingCsv';
import type { FastifyInstance } from 'fastify';
import { commerceWriter } from '../../sandbox/src/models/commerce';
import { failReport, insertPendingReport } from '../../sandbox/src/models/reporting';
import { csvCell, csvMoney, csvRow } from '../../sandbox/src/services/reportingCsv';
import { signedReportUrl } from '../../sandbox/src/services/reportingFiles';
import { REPORT_SOURCES, REPORT_TYPES } from '../../sandbox/src/services/reportingSources';
import { STAFF_REPORT_TYPES } from '../../src/contracts/values';
import { bearer, createTestApp, downloadReportRows, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';


let app: FastifyInstance;
let owner: Session;
let other: Session;
let analyst: Session;
let ownerMerchant: number;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other, analyst] = await Promise.all(['owner', 'other', 'analyst'].map((name) => signIn(app, `${name}@sandbox.test`)));
  ownerMerchant = app.sandbox.db.prepare("SELECT merchant_id FROM accounts WHERE email = 'owner@sandbox.test'").pluck().get() as number;
});

afterAll(async () => {
  await app.close();
});

interface Entry {
  filename: string;
  created_at: number;
  status: 'pending' | 'created' | 'failed';
  rows: number;
}

/** The calendar month before the current one, as the console's last_month preset asks for it. */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { startDate: day(first), endDate: day(last), from: first.getTime() / 1000, to: last.getTime() / 1000 + 86_399 };
}

/** The form fields of a range. */
function dates({ startDate, endDate }: { startDate: string; endDate: string }) {
  return { startDate, endDate };
}


type Fields = Record<string, string | Record<string, string>>;

function generate(type: string, fields: Fields, token = owner.access_token, extra = '') {
  const body = new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return send(app, {
    method: 'POST',
    url: `/api/v2/reporting/reports/${type}`,
    payload: `${body.toString()}${extra}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(token) },
  });
}

async function list(type: string, token = owner.access_token): Promise<{ collection: Entry[]; total: number }> {
  const response = await getJson(app, `/api/v2/reporting/reports/${type}?srkey=x`, token);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Polls the list as the console does until the file is no longer pending (at most 10 s). */
async function settled(type: string, filename: string, token = owner.access_token): Promise<Entry> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const entry = (await list(type, token)).collection.find((item) => item.filename === filename);
    if (entry && entry.status !== 'pending') return entry;
    if (Date.now() > deadline) throw new Error(`${filename} still ${entry?.status ?? 'missing'} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function generated(type: string, fields: Fields, extra = ''): Promise<{ filename: string; rows: string[][] }> {
  const response = await generate(type, fields, owner.access_token, extra);
  expect(response.statusCode).toBe(202);
  const { filename } = response.json<{ filename: string; status: string }>();
  expect((await settled(type, filename)).status).toBe('created');
  return { filename, rows: await download(type, filename) };
}

const download = (type: string, filename: string, token = owner.access_token): Promise<string[][]> =>
  downloadReportRows(app, `/api/v2/reporting/download/${type}/${encodeURIComponent(filename)}`, filename, token);

const count = (sql: string, ...args: unknown[]) => app.sandbox.db.prepare(sql).pluck().get(...args) as number;

describe('report fields', () => {
  // The admin console's types are staff's: tests/sandbox/adminReports.test.ts covers them.
  it.each(REPORT_TYPES.filter((type) => !STAFF_REPORT_TYPES.includes(type)).map((type) => [type]))('lists the %s fields as name and label', async (type) => {
    const response = await getJson(app, `/api/v2/reporting/reports/${type}/fields`, owner.access_token);
    expect(response.statusCode).toBe(200);
    const fields = response.json<{ name: string; label: string }[]>();
    expect(fields.length).toBeGreaterThan(3);
    expect(fields.every((field) => field.name && field.label)).toBe(true);
  });

  it('refuses an unknown report type', async () => {
    const body = expectError(await getJson(app, '/api/v2/reporting/reports/invoices/fields', owner.access_token), 400);
    expect(body.errors?.type).toBeDefined();
  });
});

describe('generating a payments report for last month', () => {
  it('adds a file within 10 s whose rows are the payments of that range, downloadable through a signed link', async () => {
    const month = lastMonth();
    const started = Date.now();
    const response = await generate('payments', { startDate: month.startDate, endDate: month.endDate, status: 'all', type: 'all', export_type: 'csv', unique: 'false' });
    expect(response.statusCode).toBe(202);
    const { filename, status } = response.json();
    expect(status).toBe('pending');
    expect(filename).toMatch(/\.csv$/);
    const entry = await settled('payments', filename);
    expect(Date.now() - started).toBeLessThan(10_000);
    const expected = count('SELECT COUNT(*) FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ?', ownerMerchant, month.from, month.to);
    expect(expected).toBeGreaterThan(0);
    expect(entry).toMatchObject({ status: 'created', rows: expected });
    const rows = await download('payments', filename);
    expect(rows[0]).toEqual(REPORT_SOURCES.payments.fields.map((field) => field.label));
    expect(rows).toHaveLength(expected + 1);
    const tokens = app.sandbox.db
      .prepare('SELECT trx_token FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ? ORDER BY created_at, id')
      .pluck()
      .all(ownerMerchant, month.from, month.to);
    expect(rows.slice(1).map((row) => row[1])).toEqual(tokens);
  });

  it('can be renamed and deleted', async () => {
    const month = lastMonth();
    const { filename } = await generated('payments', { startDate: month.startDate, endDate: month.endDate });
    const rename = (file_name: string, new_file_name: string, token = owner.access_token) =>
      sendForm(app, 'PUT', '/api/v2/reporting/reports/payments', { file_name, new_file_name }, token);

    const renamed = await rename(filename, 'last-month payments.csv');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ filename: 'last-month payments.csv', status: 'created' });
    expect((await list('payments')).collection.map((entry) => entry.filename)).toContain('last-month payments.csv');
    expectError(await getJson(app, `/api/v2/reporting/download/payments/${encodeURIComponent(filename)}`, owner.access_token), 404);
    expect((await download('payments', 'last-month payments.csv')).length).toBeGreaterThan(1);

    const { filename: second } = await generated('payments', { startDate: month.startDate, endDate: month.startDate });
    expectError(await rename(second, 'last-month payments.csv'), 409);
    expectError(await rename(second, 'no-extension'), 400);
    expectError(await rename(second, '../escape.csv'), 400);
    expectError(await rename('missing.csv', 'any.csv'), 404);

    const removed = await send(app, { method: 'DELETE', url: `/api/v2/reporting/reports/payments/${encodeURIComponent('last-month payments.csv')}`, headers: bearer(owner.access_token) });
    expect(removed.statusCode).toBe(200);
    expect((await list('payments')).collection.map((entry) => entry.filename)).not.toContain('last-month payments.csv');
    expectError(await send(app, { method: 'DELETE', url: '/api/v2/reporting/reports/payments/last-month%20payments.csv', headers: bearer(owner.access_token) }), 404);
  });

  it('publishes report.create to the requester’s realtime topic when realtime is on', async () => {
    const realtime = app.sandbox.realtime;
    if (!realtime) return;
    const publish = jest.spyOn(realtime, 'publish');
    try {
      const { filename } = await generated('payments', { startDate: lastMonth().startDate, endDate: lastMonth().startDate });
      const uuid = app.sandbox.db.prepare('SELECT uuid FROM accounts WHERE id = ?').pluck().get(owner.account.id);
      expect(publish).toHaveBeenCalledWith(uuid, {
        type: 'report.create',
        timestamp: expect.any(Number),
        resource: { status: 'created', filename, report_type: 'payments' },
      });
    } finally {
      publish.mockRestore();
    }
  });
});

describe('report options', () => {
  const month = lastMonth();

  it('exports the chosen fields and only rows of the chosen type', async () => {
    const { rows } = await generated('payments', { startDate: month.startDate, endDate: month.endDate, type: 'refund' }, '&reportFields[]=amount&reportFields[]=action_type');
    expect(rows[0]).toEqual(['Type', 'Amount']);
    expect(rows.length - 1).toBe(
      count("SELECT COUNT(*) FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND action_type = 'refund'", ownerMerchant, month.from, month.to),
    );
    // Signed like the payments list: a refund's amount is a negative number, not text a spreadsheet cannot sum.
    expect(rows.slice(1).every(([type, amount]) => type === 'refund' && /^-\d+\.\d{2}$/.test(amount))).toBe(true);
  });

  it('filters the audience by status and one row per customer for unique logins', async () => {
    const year = { startDate: '2020-01-01', endDate: new Date().toISOString().slice(0, 10) };
    const active = await generated('audience', { ...year, status: 'active' });
    expect(active.rows.length - 1).toBe(count('SELECT COUNT(*) FROM customers WHERE merchant_id = ? AND active = 1', ownerMerchant));
    const logins = await generated('account-logins', { ...dates(month), unique: 'true' });
    expect(logins.rows.length - 1).toBe(
      count('SELECT COUNT(DISTINCT customer_id) FROM customer_logins WHERE merchant_id = ? AND created_at BETWEEN ? AND ?', ownerMerchant, month.from, month.to),
    );
    const all = await generated('account-logins', dates(month));
    expect(all.rows.length - 1).toBe(count('SELECT COUNT(*) FROM customer_logins WHERE merchant_id = ? AND created_at BETWEEN ? AND ?', ownerMerchant, month.from, month.to));
  });

  it('generates subscriptions (by cancellation date) and access reports', async () => {
    const canceled = await generated('subscriptions', { ...dates(month), range_by: 'canceled_at' });
    expect(canceled.rows.length - 1).toBe(count('SELECT COUNT(*) FROM subscriptions WHERE merchant_id = ? AND canceled_at BETWEEN ? AND ?', ownerMerchant, month.from, month.to));
    const granted = await generated('access', { startDate: '2020-01-01', endDate: month.endDate, type: 'granted' });
    expect(granted.rows.length - 1).toBe(count("SELECT COUNT(*) FROM accesses WHERE merchant_id = ? AND type = 'granted' AND created_at <= ?", ownerMerchant, month.to));
  });

  it('refuses bad options with a 400 naming the field', async () => {
    const bad = async (type: string, fields: Fields, field: string, extra = '') => {
      const body = expectError(await generate(type, fields, owner.access_token, extra), 400);
      expect(body.errors?.[field]).toBeDefined();
    };
    await bad('payments', { endDate: month.endDate }, 'startDate');
    await bad('payments', { startDate: '2026-13-01', endDate: month.endDate }, 'startDate');
    await bad('payments', { startDate: month.endDate, endDate: month.startDate }, 'endDate');
    await bad('payments', { ...dates(month), type: 'canceled' }, 'type');
    await bad('subscriptions', { ...dates(month), action_type: 'refund' }, 'action_type');
    await bad('payments', { ...dates(month), status: 'sleeping' }, 'status');
    await bad('payments', { ...dates(month), export_type: 'xlsx' }, 'export_type');
    await bad('payments', { ...dates(month), range_by: 'canceled_at' }, 'range_by');
    await bad('payments', dates(month), 'reportFields', '&reportFields[]=password_hash');
    await bad('invoices', dates(month), 'type');
  });
});

describe('CSV escaping', () => {
  it('quotes per RFC 4180 and neutralises formula cells', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\0', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']) expect(csvCell(`${start}1+1`)).toBe(`'${start}1+1`);
    // A carriage return also makes the cell quoted; the quote mark goes before it, inside the quotes.
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    // Numbers are numbers: a negative amount is not escaped as a formula (it was written as text '-1 before).
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(csvMoney(-2.5))).toBe('-2.50');
    expect(csvCell(csvMoney(1234.5))).toBe('1234.50');
    expect(csvCell(Number.NaN)).toBe('');
    // The same characters as text are still escaped.
    expect(csvCell('-2.50')).toBe("'-2.50");
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
  });

  it('escapes hostile customer data in a generated report', async () => {
    const write = commerceWriter(app.sandbox.db);
    const created = Date.UTC(2021, 5, 15) / 1000;
    const hostile = ['=HYPERLINK("http://evil.test","click")', '+SUM(1,2)', '-2+3', '@cmd', '\tTabbed, "quoted"', '\r=cmd|\'/C calc\'!A0', '\uFF1D1+1'];
    const ids = hostile.map((full_name, index) =>
      write.customer({
        merchant_id: ownerMerchant,
        uuid: `csv-injection-${index}`,
        email: `csv${index}@example.com`,
        full_name,
        country_iso: 'SE',
        active: true,
        created_at: created + index,
        last_login_at: null,
      }),
    );
    try {
      const { rows } = await generated('audience', { startDate: '2021-06-15', endDate: '2021-06-15' }, '&reportFields[]=full_name&reportFields[]=email');
      expect(rows).toEqual([['Email', 'Full name'], ...hostile.map((name, index) => [`csv${index}@example.com`, `'${name}`])]);
      // The customers list's export writes through the same escape.
      const exported = parseCsv((await getJson(app, '/api/v2/customers/export?search=csv', owner.access_token)).body);
      expect(exported.slice(1).map((row) => row[1]).sort()).toEqual(hostile.map((name) => `'${name}`).sort());
    } finally {
      app.sandbox.db.prepare('DELETE FROM customers WHERE id IN (SELECT value FROM json_each(?))').run(JSON.stringify(ids));
    }
  });
});

describe('report tenancy and links', () => {
  it('keeps one merchant’s reports from another; staff share their organisation’s', async () => {
    const month = lastMonth();
    const { filename } = await generated('payments', { startDate: month.startDate, endDate: month.startDate });
    expect((await list('payments', other.access_token)).collection.map((entry) => entry.filename)).not.toContain(filename);
    expectError(await getJson(app, `/api/v2/reporting/download/payments/${encodeURIComponent(filename)}`, other.access_token), 404);
    expectError(await sendForm(app, 'PUT', '/api/v2/reporting/reports/payments', { file_name: filename, new_file_name: 'mine.csv' }, other.access_token), 404);
    expectError(await send(app, { method: 'DELETE', url: `/api/v2/reporting/reports/payments/${encodeURIComponent(filename)}`, headers: bearer(other.access_token) }), 404);
    expectError(await generate('payments', { ...dates(month), merchantID: String(ownerMerchant) }, other.access_token), 403);
    expect((await list('payments', owner.access_token)).collection.map((entry) => entry.filename)).toContain(filename);

    expect((await list('payments', analyst.access_token)).collection.map((entry) => entry.filename)).toContain(filename);
    expect((await download('payments', filename, analyst.access_token)).length).toBeGreaterThan(0);
  });

  it('refuses tampered and expired links', async () => {
    const id = app.sandbox.db.prepare("SELECT id FROM reports WHERE status = 'created' LIMIT 1").pluck().get() as number;
    const now = Math.floor(Date.now() / 1000);
    const live = signedReportUrl(app.sandbox.db, id, now);
    expect((await send(app, { url: live })).statusCode).toBe(200);
    const [, , expires, signature] = /files\/(\d+)\.(\d+)\.(.+)$/.exec(live) ?? [];
    expectError(await send(app, { url: `/api/v2/reporting/files/${id + 1}.${expires}.${signature}` }), 404);
    expectError(await send(app, { url: `/api/v2/reporting/files/${id}.${Number(expires) + 600}.${signature}` }), 404);
    expectError(await send(app, { url: signedReportUrl(app.sandbox.db, id, now - 301) }), 404);
  });

  it('answers 409 while a report is still pending or when it failed', async () => {
    const pending = insertPendingReport(app.sandbox.db, { merchantId: ownerMerchant, accountId: null, type: 'audience', baseName: 'in-progress', params: {}, createdAt: 1 });
    expect((await list('audience')).collection.find((entry) => entry.filename === 'in-progress.csv')).toMatchObject({ status: 'pending', rows: 0 });
    expectError(await getJson(app, '/api/v2/reporting/download/audience/in-progress.csv', owner.access_token), 409, 'The report is not ready yet.');
    failReport(app.sandbox.db, pending.id);
    expectError(await getJson(app, '/api/v2/reporting/download/audience/in-progress.csv', owner.access_token), 409, 'The report could not be generated.');
  });
});

describe('scheduled reports', () => {
  const schedule = (type: string, fields: Record<string, string>, token = owner.access_token) => sendForm(app, 'POST', `/api/v2/reporting/scheduled/${type}`, fields, token);
  const inAnHour = () => String(Math.floor(Date.now() / 1000) + 3600);
  const scheduledList = async (type: string, token = owner.access_token) => (await getJson(app, `/api/v2/reporting/scheduled/${type}`, token)).json();

  it('creates, lists, updates and deletes a schedule', async () => {
    const scheduledAt = inAnHour();
    const created = await schedule('payments', {
      report_name: 'Monthly payments',
      start_date_resolution: 'month',
      start_date_resolution_before: '1',
      scheduled_at: scheduledAt,
      recurrent: 'true',
      scheduled_resolution: 'month',
      scheduled_resolution_before: '1',
      recurrent_end_type: 'occurrences',
      recurrent_occurrences: '3',
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'id', 'merchant_id', 'report_id', 'report_type', 'report_name', 'start_date_resolution', 'start_date_resolution_before',
        'custom_start_date_resolution', 'scheduled_at', 'recurrent', 'recurrent_end_type', 'recurrent_occurrences', 'recurrent_end_date',
        'data_start_range', 'data_end_range', 'scheduled_resolution', 'scheduled_resolution_before', 'created_at',
      ].sort(),
    );
    expect(body).toMatchObject({
      merchant_id: ownerMerchant,
      report_type: 'payments',
      report_name: 'Monthly payments',
      scheduled_at: Number(scheduledAt),
      recurrent: true,
      recurrent_end_type: 'occurrences',
      recurrent_occurrences: 3,
      data_end_range: Number(scheduledAt),
    });
    const days = (body.data_end_range - body.data_start_range) / 86_400;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);

    const listed = await scheduledList('payments');
    expect(listed.collection.map((item: { report_id: string }) => item.report_id)).toContain(body.report_id);
    expect((await scheduledList('audience')).collection.map((item: { report_id: string }) => item.report_id)).not.toContain(body.report_id);
    expect((await scheduledList('payments', other.access_token)).collection).toEqual([]);

    const updated = await schedule('payments', { report_id: body.report_id, report_name: 'Weekly payments', start_date_resolution: 'week', start_date_resolution_before: '1', scheduled_at: scheduledAt });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: body.id, report_name: 'Weekly payments', recurrent: false, data_start_range: Number(scheduledAt) - 7 * 86_400 });

    const remove = (reportId: string, token = owner.access_token) => send(app, { method: 'POST', url: `/api/v2/reporting/scheduled/${reportId}/delete`, headers: bearer(token) });
    expectError(await remove(body.report_id, other.access_token), 404);
    const deleted = await remove(body.report_id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('The scheduled report was deleted.');
    expectError(await remove(body.report_id), 404);
  });

  it('validates the schedule', async () => {
    const base = { report_name: 'Nightly', start_date_resolution: 'day', start_date_resolution_before: '1', scheduled_at: inAnHour() };
    const bad = async (fields: Record<string, string>, field: string) => {
      const body = expectError(await schedule('audience', fields), 400);
      expect(body.errors?.[field]).toBeDefined();
    };
    await bad({ ...base, report_name: '' }, 'report_name');
    await bad({ ...base, start_date_resolution: 'decade' }, 'start_date_resolution');
    await bad({ ...base, scheduled_at: String(Math.floor(Date.now() / 1000) - 3 * 86_400) }, 'scheduled_at');
    await bad({ ...base, scheduled_at: 'tomorrow' }, 'scheduled_at');
    await bad({ ...base, start_date_resolution: 'custom' }, 'custom_start_date_resolution');
    await bad({ ...base, recurrent: 'true' }, 'scheduled_resolution');
    await bad({ ...base, recurrent: 'true', scheduled_resolution: 'day', recurrent_end_type: 'occurrences' }, 'recurrent_occurrences');
    await bad({ ...base, recurrent: 'true', scheduled_resolution: 'day', recurrent_end_type: 'date', recurrent_end_date: '10' }, 'recurrent_end_date');
    expectError(await schedule('audience', { ...base, report_id: 'no-such-schedule' }), 404);
    expectError(await schedule('reports', base), 400);
  });

  it('runs when due: the report appears in the list and the next run moves on', async () => {
    const now = Math.floor(Date.now() / 1000);
    const created = await schedule('payments', {
      report_name: 'Due now',
      start_date_resolution: 'month',
      start_date_resolution_before: '1',
      scheduled_at: String(now + 1),
      recurrent: 'true',
      scheduled_resolution: 'week',
      recurrent_end_type: 'never',
    });
    expect(created.statusCode).toBe(201);
    // The scheduler ticks every second: poll the list as the console does until the run's file appears.
    const deadline = Date.now() + 10_000;
    let report = undefined as Entry | undefined;
    while (!report && Date.now() < deadline) {
      report = (await list('payments')).collection.find((entry) => entry.filename.startsWith('Due-now_'));
      if (!report) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(report).toBeDefined();
    expect((await settled('payments', report?.filename ?? '')).status).toBe('created');
    const [after] = (await scheduledList('payments')).collection.filter((item: { report_name: string }) => item.report_name === 'Due now');
    expect(after.scheduled_at).toBe(now + 1 + 7 * 86_400);
  });
});

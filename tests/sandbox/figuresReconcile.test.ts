/**
 * Issue 24, acceptance 2: for one range the dashboard's payments figure, the payments report's rows and the payments
 * list's total agree (the figure counts sales and says how many refunds it leaves out), and the exported CSV's amount
 * column sums per currency to the dashboard's net revenue, all checked against the sandbox's own database.
 */
import type { FastifyInstance } from 'fastify';
import type { CurrencyAmount, ReportInformation } from '../../src/api/analyticsTypes';
import { parseCsv } from '../../sandbox/src/services/reportingCsv';
import { bearer, createTestApp, downloadReportRows, getJson, send, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let merchant: number;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, 'owner@sandbox.test');
  merchant = app.sandbox.db.prepare("SELECT merchant_id FROM accounts WHERE email = 'owner@sandbox.test'").pluck().get() as number;
});

afterAll(async () => {
  await app.close();
});

/** The previous calendar month in UTC. */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { start: day(first), end: day(last), from: first.getTime() / 1000, to: last.getTime() / 1000 + 86_399 };
}

const read = async <T>(url: string): Promise<T> => {
  const response = await getJson(app, `/api${url}`, owner.access_token);
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

const cents = (amount: number) => Math.round(amount * 100);

/** Sums of the amount column per currency column, in cents. */
function sumsByCurrency(rows: readonly string[][], amountAt: number, currencyAt: number): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const row of rows) {
    expect(row[amountAt]).toMatch(/^-?\d+\.\d{2}$/);
    sums[row[currencyAt]] = (sums[row[currencyAt]] ?? 0) + cents(Number(row[amountAt]));
  }
  return sums;
}

async function paymentsReport(start: string, end: string): Promise<string[][]> {
  const body = new URLSearchParams({ startDate: start, endDate: end }).toString();
  const fields = '&reportFields[]=action_type&reportFields[]=amount&reportFields[]=currency';
  const created = await send(app, {
    method: 'POST',
    url: '/api/v2/reporting/reports/payments',
    payload: `${body}${fields}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(owner.access_token) },
  });
  expect(created.statusCode).toBe(202);
  const { filename } = created.json<{ filename: string }>();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { collection } = await read<{ collection: { filename: string; status: string }[] }>('/v2/reporting/reports/payments?srkey=x');
    const status = collection.find((entry) => entry.filename === filename)?.status;
    if (status === 'created') break;
    if (status === 'failed' || Date.now() > deadline) throw new Error(`report ${filename} ${status ?? 'missing'}`);
    // The report is written by the sandbox's background job, which exposes no event: polled as the console polls it.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return downloadReportRows(app, `/api/v2/reporting/download/payments/${encodeURIComponent(filename)}`, filename, owner.access_token);
}

describe('one range, three figures', () => {
  const range = lastMonth();
  const query = `start_date=${range.start}&end_date=${range.end}`;
  const count = (sql: string) => app.sandbox.db.prepare(sql).pluck().get(merchant, range.from, range.to) as number;

  it('the dashboard sales plus its refunds are the payments list total, the report rows and the CSV rows', async () => {
    const info = await read<ReportInformation>(`/v2/reporting/report-information?${query}`);
    const list = await read<{ total: number }>(`/v2/accounting/transactions?${query}&page=1&size=1`);
    const refunds = await read<{ total: number }>(`/v2/accounting/transactions?${query}&type=refund&page=1&size=1`);
    const exported = await send(app, { url: `/api/v2/accounting/transactions/export?${query}`, headers: bearer(owner.access_token) });
    const [, ...csvRows] = parseCsv(exported.body);
    const [header, ...reportRows] = await paymentsReport(range.start, range.end);

    const inDb = count('SELECT COUNT(*) FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ?');
    const refundsInDb = count("SELECT COUNT(*) FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ? AND action_type = 'refund'");
    expect(refundsInDb).toBeGreaterThan(0);
    expect(info.numberOfRefunds).toBe(refundsInDb);
    expect(info.numberOfPayments).toBe(inDb - refundsInDb);
    expect(refunds.total).toBe(refundsInDb);
    expect(info.numberOfPayments + (info.numberOfRefunds ?? Number.NaN)).toBe(inDb);
    expect(list.total).toBe(inDb);
    expect(reportRows).toHaveLength(inDb);
    expect(csvRows).toHaveLength(inDb);

    // Refunds are negative in both files.
    expect(header).toEqual(['Type', 'Amount', 'Currency']);
    for (const row of reportRows) expect(row[1].startsWith('-')).toBe(row[0] === 'refund');
    for (const row of csvRows) expect(row[2].startsWith('-')).toBe(row[1] === 'refund');
  });

  it("the CSV's amount column and the report's sum per currency to the dashboard's net revenue", async () => {
    const revenue = await read<CurrencyAmount[]>(`/v2/reporting/revenue-per-currency?${query}`);
    const net = Object.fromEntries(revenue.map((row) => [row.currency_iso, cents(row.amount)]));
    expect(Object.keys(net).length).toBeGreaterThan(0);
    const exported = await send(app, { url: `/api/v2/accounting/transactions/export?${query}`, headers: bearer(owner.access_token) });
    const [header, ...csvRows] = parseCsv(exported.body);
    expect(header.slice(2, 4)).toEqual(['Amount', 'Currency']);
    expect(sumsByCurrency(csvRows, 2, 3)).toEqual(net);
    const [, ...reportRows] = await paymentsReport(range.start, range.end);
    expect(sumsByCurrency(reportRows, 1, 2)).toEqual(net);
    // And the database's own net sums, refunds deducted.
    const inDb = app.sandbox.db
      .prepare("SELECT currency, SUM(CASE WHEN action_type = 'refund' THEN -amount ELSE amount END) AS net FROM payments WHERE merchant_id = ? AND created_at BETWEEN ? AND ? GROUP BY currency")
      .all(merchant, range.from, range.to) as { currency: string; net: number }[];
    expect(Object.fromEntries(inDb.map((row) => [row.currency, Math.round(row.net)]))).toEqual(net);
  });
});

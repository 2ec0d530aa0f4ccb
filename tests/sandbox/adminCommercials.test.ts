/**
 * A merchant's commercials and the commercial reports (catalogue 7.9, 7.10): platform staff only, validated, kept,
 * every write in the staff activity log with before and after; the MAU report computed from the sandbox's own data.
 */
import type { FastifyInstance } from 'fastify';
import { PLATFORM_ONLY_MESSAGE } from '../../sandbox/src/lib/access';
import { ACCESS_FEE_TYPE_EXISTS_MESSAGE, FEE_NOT_FOUND_MESSAGE, MERCHANT_NOT_FOUND_MESSAGE, RECURRING_FEES_RULE, SETUP_OR_SHARE_MESSAGE } from '../../sandbox/src/routes/adminCommercials';
import { REPORT_MONTH_RULE } from '../../sandbox/src/services/commercialReports';
import { parseCsv } from '../../sandbox/src/services/reportingCsv';
import { bearer, createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let staff: Session;
let owner: Session;
let ownerMerchant: number;

interface Activity {
  kind: string;
  merchant_id: number | null;
  staff_account_id: number;
  summary: string;
  before_json: string | null;
  after_json: string | null;
}
const lastActivity = (): Activity => app.sandbox.db.prepare('SELECT * FROM staff_activity ORDER BY id DESC LIMIT 1').get() as Activity;

const FEES = {
  streaming: {
    active: true,
    one_off_setup_fee: { active: true, currency: 'EUR', amount: 500 },
    per_event: { active: false, currency: 'EUR', amount: 0 },
    per_viewing_hour: { active: true, amount: 0.02 },
  },
  hosting_page: { active: false, monthly_fee: { currency: 'USD', amount: 150 } },
};

beforeAll(async () => {
  app = await createTestApp();
  [staff, owner] = await Promise.all([signIn(app, 'staff@sandbox.test'), signIn(app, 'owner@sandbox.test')]);
  ownerMerchant = app.sandbox.db.prepare('SELECT merchant_id FROM accounts WHERE email = ?').pluck().get('owner@sandbox.test') as number;
});

afterAll(async () => {
  await app.close();
});

describe('revenue setup', () => {
  it('answers the defaults of spec section 9, the share fields named with the platform key', async () => {
    const response = await getJson(app, `/api/v2/accounting/revenue-setup?merchant_id=${ownerMerchant}`, staff.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      merchant_id: ownerMerchant,
      contract_currency: 'USD',
      platform_fee: 200,
      platform_fee_cycle: 'monthly',
      platform_fee_rebill_month: 0,
      mau_fee: 0.1,
      boxoffice_share_percent: 5.1,
      boxoffice_share_minimum_amount: 30,
      payment_provider_fee_percent: 2.9,
      payment_provider_fixed_fee: 30,
    });
  });

  it('keeps the setup fields and the share fields, each PATCH alone, and logs before and after', async () => {
    const url = `/api/v2/accounting/revenue-setup/${ownerMerchant}`;
    const setup = await sendForm(app, 'PATCH', url, { contract_currency: 'EUR', platform_fee: '250', platform_fee_rebill_month: '3', mau_fee: '0.2' }, staff.access_token);
    expect(setup.statusCode).toBe(200);
    const logged = lastActivity();
    expect(logged).toMatchObject({ kind: 'revenue_setup', merchant_id: ownerMerchant, staff_account_id: staff.account.id });
    expect(JSON.parse(logged.before_json ?? '')).toMatchObject({ contract_currency: 'USD', platform_fee: 200 });
    expect(JSON.parse(logged.after_json ?? '')).toMatchObject({ contract_currency: 'EUR', platform_fee: 250 });

    const shares = await sendForm(app, 'PATCH', url, { boxoffice_share_percent: '6.5', boxoffice_share_minimum_amount: '40' }, staff.access_token);
    expect(shares.statusCode).toBe(200);

    const kept = (await getJson(app, `/api/v2/accounting/revenue-setup?merchant_id=${ownerMerchant}`, staff.access_token)).json();
    expect(kept).toMatchObject({ contract_currency: 'EUR', platform_fee: 250, platform_fee_rebill_month: 3, mau_fee: 0.2, boxoffice_share_percent: 6.5, boxoffice_share_minimum_amount: 40 });
  });

  it('refuses both groups at once, unknown fields, bad values and an unknown merchant with 4xx', async () => {
    const url = `/api/v2/accounting/revenue-setup/${ownerMerchant}`;
    expectError(await sendForm(app, 'PATCH', url, { platform_fee: '1', boxoffice_share_percent: '2' }, staff.access_token), 400, SETUP_OR_SHARE_MESSAGE);
    expectError(await sendForm(app, 'PATCH', url, { platform_fee_rebill_month: '13' }, staff.access_token), 400);
    expectError(await sendForm(app, 'PATCH', url, { contract_currency: 'NOK' }, staff.access_token), 400);
    expectError(await sendForm(app, 'PATCH', url, { other_share_percent: '5' }, staff.access_token), 400);
    expectError(await sendForm(app, 'PATCH', '/api/v2/accounting/revenue-setup/999999', { mau_fee: '1' }, staff.access_token), 404, MERCHANT_NOT_FOUND_MESSAGE);
  });

  it('is platform staff only', async () => {
    expectError(await getJson(app, `/api/v2/accounting/revenue-setup?merchant_id=${ownerMerchant}`, owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
    expectError(await sendForm(app, 'PATCH', `/api/v2/accounting/revenue-setup/${ownerMerchant}`, { mau_fee: '0' }, owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
  });
});

describe('recurring fees', () => {
  it('answers the hosting page default, keeps a JSON string of streaming and hosting_page, and logs it', async () => {
    const initial = (await getJson(app, `/api/v2/accounting/recurring-fees?merchant_id=${ownerMerchant}`, staff.access_token)).json();
    expect(initial.hosting_page).toEqual({ active: true, monthly_fee: { currency: 'USD', amount: 150 } });
    const saved = await sendForm(app, 'POST', '/api/v2/accounting/recurring-fees', { merchant_id: String(ownerMerchant), recurring_fees: JSON.stringify(FEES) }, staff.access_token);
    expect(saved.statusCode).toBe(200);
    expect(lastActivity()).toMatchObject({ kind: 'recurring_fees', merchant_id: ownerMerchant });
    const kept = (await getJson(app, `/api/v2/accounting/recurring-fees?merchant_id=${ownerMerchant}`, staff.access_token)).json();
    expect(kept).toEqual({ merchant_id: ownerMerchant, ...FEES });
  });

  it('refuses text that is not JSON or not the fees shape', async () => {
    for (const recurring_fees of ['{not json', JSON.stringify({ streaming: FEES.streaming }), JSON.stringify({ ...FEES, extra: 1 })]) {
      const body = expectError(await sendForm(app, 'POST', '/api/v2/accounting/recurring-fees', { merchant_id: String(ownerMerchant), recurring_fees }, staff.access_token), 400, RECURRING_FEES_RULE);
      expect(body.errors).toEqual({ recurring_fees: RECURRING_FEES_RULE });
    }
  });
});

describe('non-recurring fees', () => {
  it('adds, lists with total, deletes, and logs each change', async () => {
    const fee = { merchant_id: String(ownerMerchant), revenue_stream_id: '2', amount: '120.50', currency: 'USD', date: '2026-10-15' };
    const created = await sendForm(app, 'POST', '/api/v2/accounting/non-recurring-fees', fee, staff.access_token);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(lastActivity()).toMatchObject({ kind: 'non_recurring_fees', merchant_id: ownerMerchant, before_json: null });

    const list = (await getJson(app, `/api/v2/accounting/non-recurring-fees?merchant_id=${ownerMerchant}`, staff.access_token)).json();
    expect(list.total).toBe(1);
    expect(list.collection[0]).toMatchObject({ id, revenue_stream_id: 2, amount: 120.5, currency: 'USD', date: '2026-10-15' });

    const deleted = await send(app, { method: 'DELETE', url: `/api/v2/accounting/non-recurring-fees/${id}`, headers: bearer(staff.access_token) });
    expect(deleted.statusCode).toBe(200);
    expect(JSON.parse(lastActivity().before_json ?? '')).toMatchObject({ id, amount: 120.5 });
    expect((await getJson(app, `/api/v2/accounting/non-recurring-fees?merchant_id=${ownerMerchant}`, staff.access_token)).json().total).toBe(0);
    expectError(await send(app, { method: 'DELETE', url: `/api/v2/accounting/non-recurring-fees/${id}`, headers: bearer(staff.access_token) }), 404, FEE_NOT_FOUND_MESSAGE);
  });

  it('refuses a missing field, a zero amount, an unknown currency, a bad date and an unknown merchant', async () => {
    const fee = { merchant_id: String(ownerMerchant), revenue_stream_id: '1', amount: '10', currency: 'USD', date: '2026-10-01' };
    const { date: _date, ...noDate } = fee;
    expectError(await sendForm(app, 'POST', '/api/v2/accounting/non-recurring-fees', noDate, staff.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/accounting/non-recurring-fees', { ...fee, amount: '0' }, staff.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/accounting/non-recurring-fees', { ...fee, currency: 'NOK' }, staff.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/accounting/non-recurring-fees', { ...fee, date: '1 Oct' }, staff.access_token), 400);
    const body = expectError(await sendForm(app, 'POST', '/api/v2/accounting/non-recurring-fees', { ...fee, merchant_id: '999999' }, staff.access_token), 400, MERCHANT_NOT_FOUND_MESSAGE);
    expect(body.errors).toEqual({ merchant_id: MERCHANT_NOT_FOUND_MESSAGE });
  });
});

describe('access fee types', () => {
  it('adds name, quantity and period once per merchant, lists them, and logs the addition', async () => {
    const type = { merchant_id: String(ownerMerchant), name: 'ppv', quantity: '24', period: 'hour' };
    const created = await sendForm(app, 'POST', '/api/v2/accounting/access-fee-types', type, staff.access_token);
    expect(created.statusCode).toBe(201);
    expect(lastActivity()).toMatchObject({ kind: 'access_fee_types', merchant_id: ownerMerchant });
    expectError(await sendForm(app, 'POST', '/api/v2/accounting/access-fee-types', type, staff.access_token), 409, ACCESS_FEE_TYPE_EXISTS_MESSAGE);
    expectError(await sendForm(app, 'POST', '/api/v2/accounting/access-fee-types', { ...type, name: 'rental' }, staff.access_token), 400);
    const list = (await getJson(app, `/api/v2/accounting/access-fee-types?merchant_id=${ownerMerchant}`, staff.access_token)).json();
    expect(list.collection).toEqual([expect.objectContaining({ name: 'ppv', quantity: 24, period: 'hour' })]);
  });
});

describe('commercial reports', () => {
  const generate = (type: string, date: string, token = staff.access_token) => sendForm(app, 'POST', `/api/v2/reporting/commercial-reports/${type}`, { date }, token);
  const lastMonth = (): { date: string; year: number; month: number; from: number; to: number } => {
    const now = new Date();
    const from = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1);
    const start = new Date(from);
    const month = start.getUTCMonth() + 1;
    return { date: `${start.getUTCFullYear()}-${String(month).padStart(2, '0')}-01`, year: start.getUTCFullYear(), month, from: from / 1000, to: Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) / 1000 };
  };

  it('answers the MAU CSV at once, one row per merchant, counting the customers who signed in or paid that month', async () => {
    const period = lastMonth();
    const db = app.sandbox.db;
    // A customer of the owner who only signs in during the month counts once, however often.
    const customer = db.prepare('SELECT id FROM customers WHERE merchant_id = ? ORDER BY id LIMIT 1').pluck().get(ownerMerchant) as number;
    db.prepare('INSERT INTO customer_logins (merchant_id, customer_id, created_at) VALUES (?, ?, ?), (?, ?, ?)').run(ownerMerchant, customer, period.from + 10, ownerMerchant, customer, period.to - 10);

    const response = await generate('monthly_active_users', period.date);
    expect(response.statusCode).toBe(200);
    const mm = String(period.month).padStart(2, '0');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="mau_${period.year}_${mm}.csv"`);
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual(['merchant_id', 'merchant_uuid', 'merchant_name', 'month', 'monthly_active_users', 'mau_fee', 'contract_currency', 'mau_charge']);
    // The merchants staff see on /admin/merchants: every tenant with a merchant account, not the platform's own.
    const list = (await getJson(app, '/api/accounts/merchants?page=1&size=100', staff.access_token)).json<{ collection: { id: number }[] }>();
    const merchants = list.collection.map((merchant) => merchant.id).sort((a, b) => a - b);
    expect(merchants).toContain(ownerMerchant);
    expect(merchants).not.toContain(db.prepare('SELECT merchant_id FROM accounts WHERE email = ?').pluck().get('staff@sandbox.test'));
    expect(rows.map((row) => Number(row[0]))).toEqual(merchants);

    for (const merchantId of merchants) {
      const active = new Set([
        ...(db.prepare('SELECT customer_id FROM customer_logins WHERE merchant_id = ? AND created_at >= ? AND created_at < ?').pluck().all(merchantId, period.from, period.to) as number[]),
        ...(db.prepare('SELECT customer_id FROM payments WHERE merchant_id = ? AND created_at >= ? AND created_at < ?').pluck().all(merchantId, period.from, period.to) as number[]),
      ]);
      const row = rows.find((cells) => Number(cells[0]) === merchantId) ?? [];
      expect(Number(row[4])).toBe(active.size);
    }
    const ownerRow = rows.find((cells) => Number(cells[0]) === ownerMerchant) ?? [];
    expect(Number(ownerRow[4])).toBeGreaterThan(0);
    expect(ownerRow[7]).toBe((Number(ownerRow[4]) * Number(ownerRow[5])).toFixed(2));
    expect(lastActivity()).toMatchObject({ kind: 'commercial_report', merchant_id: null });
  });

  it('refuses a month after the current one, before July 2022, or malformed', async () => {
    const now = new Date();
    const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    for (const date of [next, '2022-06-01']) expectError(await generate('monthly_active_users', date), 400, REPORT_MONTH_RULE);
    expectError(await generate('monthly_active_users', '2026-13-01'), 400, REPORT_MONTH_RULE);
    expectError(await generate('monthly_active_users', '2026-10-15'), 400);
    expectError(await generate('unknown-type', '2026-10-01'), 400);
  });

  it('keeps a generated commercial setup report to list, download and delete', async () => {
    const period = lastMonth();
    const created = await generate('commercial-setup', period.date);
    expect(created.statusCode).toBe(201);
    const file = created.json<{ id: number; filename: string; created_at: number }>();
    expect(file.filename).toBe(`commercial-setup_${period.year}_${String(period.month).padStart(2, '0')}.csv`);
    const list = (await getJson(app, '/api/v2/reporting/commercial-reports', staff.access_token)).json();
    expect(list.collection.map((row: { id: number }) => row.id)).toContain(file.id);

    const download = await getJson(app, `/api/v2/reporting/commercial-reports/${file.id}/download`, staff.access_token);
    expect(download.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(download.body);
    expect(header).toContain('boxoffice_share_percent');
    const ownerRow = rows.find((cells) => Number(cells[0]) === ownerMerchant) ?? [];
    // The owner's setup as changed above.
    expect(ownerRow[header.indexOf('contract_currency')]).toBe('EUR');
    expect(ownerRow[header.indexOf('boxoffice_share_percent')]).toBe('6.5');
    expect(ownerRow[header.indexOf('access_fee_types')]).toBe('ppv 24 hour');

    const removed = await send(app, { method: 'DELETE', url: `/api/v2/reporting/commercial-reports/${file.id}`, headers: bearer(staff.access_token) });
    expect(removed.statusCode).toBe(200);
    expect(lastActivity()).toMatchObject({ kind: 'commercial_report', summary: `Deleted the commercial report ${file.filename}` });
    expect((await getJson(app, `/api/v2/reporting/commercial-reports/${file.id}/download`, staff.access_token)).statusCode).toBe(404);
  });

  it('computes the merchant analytics of the month from the payments', async () => {
    const period = lastMonth();
    const created = await generate('merchant-analytics', period.date);
    const download = await getJson(app, `/api/v2/reporting/commercial-reports/${created.json().id}/download`, staff.access_token);
    const [header, ...rows] = parseCsv(download.body);
    const ownerRow = rows.find((cells) => Number(cells[0]) === ownerMerchant) ?? [];
    const paid = app.sandbox.db
      .prepare("SELECT COUNT(*) FROM payments WHERE merchant_id = ? AND action_type NOT IN ('refund', 'pending') AND created_at >= ? AND created_at < ?")
      .pluck()
      .get(ownerMerchant, period.from, period.to) as number;
    expect(Number(ownerRow[header.indexOf('payments')])).toBe(paid);
  });

  it('is platform staff only', async () => {
    expectError(await generate('monthly_active_users', lastMonth().date, owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
    expectError(await getJson(app, '/api/v2/reporting/commercial-reports', owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
  });
});

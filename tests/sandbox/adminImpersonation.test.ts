/**
 * Impersonation and the staff activity log: "Login as" answers tokens of the merchant marked as impersonation, which
 * end at a fixed time and cannot impersonate in turn; customer impersonation wants the caller's own password; every
 * staff impersonation is logged, and the log pages, filters, exports and survives a restart.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CustomerImpersonationAnswer, LoginAsAnswer, StaffActivityFacets, StaffActivityPage } from '../../src/api/adminActivityTypes';
import type { Account } from '../../src/api/types';
import { PLATFORM_ONLY_MESSAGE } from '../../sandbox/src/lib/access';
import { setClock } from '../../sandbox/src/lib/time';
import { CUSTOMER_IMPERSONATION_SECONDS, MERCHANT_IMPERSONATION_SECONDS } from '../../sandbox/src/models/impersonation';
import {
  CUSTOMER_NOT_FOUND_MESSAGE,
  IMPERSONATED_SESSION_MESSAGE,
  INCORRECT_PASSWORD_MESSAGE,
  MERCHANT_NOT_FOUND_MESSAGE,
} from '../../sandbox/src/routes/adminImpersonation';
import { recordStaffActivity } from '../../sandbox/src/services/staffActivity';
import { buildApp } from '../../sandbox/src/app';
import { DEMO_PASSWORD, bearer, createTestApp, expectError, getJson, refresh, send, sendForm, signIn, startApp, type Session } from './helpers';

let app: FastifyInstance;
let staff: Session;
let owner: Session;
let agency: Session;
let ownerMerchant: number;
let otherMerchant: number;
let ownerCustomer: { id: number; email: string };
let otherCustomer: { id: number; email: string };

const loginAs = (merchantId: number | string, token: string) => send(app, { method: 'POST', url: `/api/v2/admin/merchants/${merchantId}/login-as`, headers: bearer(token) });
const impersonate = (fields: Record<string, string>, token: string) => sendForm(app, 'POST', '/api/v2/accounts/impersonate', fields, token);

beforeAll(async () => {
  app = await createTestApp();
  [staff, owner, agency] = await Promise.all(['staff', 'owner', 'agency'].map((name) => signIn(app, `${name}@sandbox.test`)));
  const db = app.sandbox.db;
  const merchantOf = (email: string) => db.prepare('SELECT merchant_id FROM accounts WHERE email = ?').pluck().get(email) as number;
  ownerMerchant = merchantOf('owner@sandbox.test');
  otherMerchant = merchantOf('other@sandbox.test');
  const customerOf = (merchant: number) => db.prepare('SELECT id, email FROM customers WHERE merchant_id = ? ORDER BY id LIMIT 1').get(merchant) as { id: number; email: string };
  ownerCustomer = customerOf(ownerMerchant);
  otherCustomer = customerOf(otherMerchant);
});

afterAll(async () => {
  setClock();
  await app.close();
});

afterEach(() => setClock());

describe('Login as a merchant', () => {
  it('answers tokens of the merchant’s owner, marked with the staff member, and logs who did it', async () => {
    const response = await loginAs(ownerMerchant, staff.access_token);
    expect(response.statusCode).toBe(200);
    const answer = response.json<LoginAsAnswer>();
    expect(answer.account.email).toBe('owner@sandbox.test');
    expect(answer.merchant.id).toBe(ownerMerchant);
    expect(answer.ends_at - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(MERCHANT_IMPERSONATION_SECONDS);
    // The tokens work as the merchant's session, and the account answer names who is acting.
    const me = await getJson(app, '/api/accounts', answer.access_token);
    expect(me.statusCode).toBe(200);
    const account = me.json<Account>();
    expect(account.email).toBe('owner@sandbox.test');
    expect(account.impersonation).toEqual({ staff_email: 'staff@sandbox.test', staff_name: 'Sam Staff', merchant_name: answer.merchant.name, ends_at: answer.ends_at });
    // The owner's own session is not an impersonation.
    expect((await getJson(app, '/api/accounts', owner.access_token)).json<Account>().impersonation).toBeUndefined();
    const log = (await getJson(app, `/api/v2/admin/activity?kind=impersonate_merchant&merchant_id=${ownerMerchant}`, staff.access_token)).json<StaffActivityPage>();
    expect(log.collection[0]).toMatchObject({
      kind: 'impersonate_merchant',
      staff: { email: 'staff@sandbox.test' },
      merchant: { id: ownerMerchant },
      before: null,
      after: { account: 'owner@sandbox.test', ends_at: answer.ends_at },
    });
  });

  it('ends at its fixed time: neither the access token nor a refresh outlives it', async () => {
    const start = Date.now();
    setClock(() => start);
    const answer = (await loginAs(ownerMerchant, staff.access_token)).json<LoginAsAnswer>();
    // Shortly before the end a refresh still works, and its tokens expire no later than the impersonation.
    setClock(() => (answer.ends_at - 60) * 1000);
    const refreshed = await refresh(app, answer.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json<{ expires: number }>().expires).toBeLessThanOrEqual(answer.ends_at);
    const { refresh_token: next } = refreshed.json<{ refresh_token: string }>();
    setClock(() => answer.ends_at * 1000);
    expect((await getJson(app, '/api/accounts', answer.access_token)).statusCode).toBe(401);
    expectError(await refresh(app, next), 401);
  });

  it('cannot impersonate again from a session opened by impersonation', async () => {
    const agencyMerchant = app.sandbox.db.prepare('SELECT merchant_id FROM accounts WHERE email = ?').pluck().get('agency@sandbox.test') as number;
    const answer = (await loginAs(agencyMerchant, staff.access_token)).json<LoginAsAnswer>();
    expect(answer.account.email).toBe('agency@sandbox.test');
    // The agency itself (a master) may impersonate its customers; the session staff opened as it may not.
    const customer = app.sandbox.db.prepare('SELECT id FROM customers WHERE merchant_id = ? LIMIT 1').pluck().get(agencyMerchant) as number | undefined;
    const fields = { customer_id: String(customer ?? 1), password: DEMO_PASSWORD };
    expectError(await impersonate(fields, answer.access_token), 403, IMPERSONATED_SESSION_MESSAGE);
    // Nor "Login as" (staff only).
    expectError(await loginAs(ownerMerchant, answer.access_token), 403, PLATFORM_ONLY_MESSAGE);
  });

  it('is staff only, and answers 404 for an unknown merchant and 400 for a bad id', async () => {
    expectError(await loginAs(ownerMerchant, owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
    expectError(await loginAs(999_999, staff.access_token), 404, MERCHANT_NOT_FOUND_MESSAGE);
    expectError(await loginAs('abc', staff.access_token), 400);
  });
});

describe('customer impersonation', () => {
  it('refuses a wrong password with 403 "Incorrect password provided"', async () => {
    const response = await impersonate({ customer_id: String(ownerCustomer.id), customer_email: ownerCustomer.email, password: 'not-my-password', merchant_id: String(ownerMerchant) }, staff.access_token);
    expectError(response, 403, INCORRECT_PASSWORD_MESSAGE);
  });

  it('answers a marked, expiring customer session for the staff member’s own password, and logs it', async () => {
    const response = await impersonate({ customer_id: String(ownerCustomer.id), customer_email: ownerCustomer.email, password: DEMO_PASSWORD, merchant_id: String(ownerMerchant) }, staff.access_token);
    expect(response.statusCode).toBe(200);
    const answer = response.json<CustomerImpersonationAnswer>();
    expect(answer.customer).toMatchObject({ id: ownerCustomer.id, email: ownerCustomer.email });
    const session = await getJson(app, '/api/v2/accounts/impersonate/session', answer.access_token);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ customer: { id: ownerCustomer.id }, impersonated_by: { email: 'staff@sandbox.test' }, expires: answer.expires });
    const log = (await getJson(app, '/api/v2/admin/activity?kind=impersonate_customer', staff.access_token)).json<StaffActivityPage>();
    expect(log.collection[0]).toMatchObject({ merchant: { id: ownerMerchant }, staff: { email: 'staff@sandbox.test' }, after: { customer: ownerCustomer.email } });
    // It expires.
    expect(answer.expires - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(CUSTOMER_IMPERSONATION_SECONDS);
    setClock(() => answer.expires * 1000);
    expectError(await getJson(app, '/api/v2/accounts/impersonate/session', answer.access_token), 401);
  });

  it('validates its fields with the v2 names', async () => {
    const missing = expectError(await impersonate({ password: DEMO_PASSWORD }, staff.access_token), 400);
    expect(missing.message).toMatch(/customer_id/);
    // v1's names are refused, so a console sending them finds out.
    const v1 = expectError(await impersonate({ email: ownerCustomer.email, sign_in_as: String(ownerCustomer.id), password: DEMO_PASSWORD }, staff.access_token), 400);
    expect(v1.message).toMatch(/email|sign_in_as|customer_id/);
    const mismatch = expectError(
      await impersonate({ customer_id: String(ownerCustomer.id), customer_email: otherCustomer.email, password: DEMO_PASSWORD }, staff.access_token),
      400,
    );
    expect(mismatch.errors).toHaveProperty('customer_email');
  });

  it('keeps tenants apart: the customer must be the named merchant’s, and a master only reaches its own', async () => {
    const fields = { customer_id: String(otherCustomer.id), password: DEMO_PASSWORD };
    expectError(await impersonate({ ...fields, merchant_id: String(ownerMerchant) }, staff.access_token), 404, CUSTOMER_NOT_FOUND_MESSAGE);
    expectError(await impersonate(fields, agency.access_token), 404, CUSTOMER_NOT_FOUND_MESSAGE);
    // A merchant that is not a master may not impersonate at all.
    expectError(await impersonate(fields, owner.access_token), 403);
  });
});

describe('the staff activity log', () => {
  const db = () => app.sandbox.db;
  let entries: number[];

  beforeAll(() => {
    const day = (text: string) => Date.parse(`${text}T12:00:00Z`);
    const record = (at: string, merchantId: number | null, kind: 'features' | 'mailing_list', summary: string) => {
      setClock(() => day(at));
      return recordStaffActivity(db(), { staffAccountId: staff.account.id, merchantId, kind, summary, before: { enabled: true }, after: { enabled: false } });
    };
    entries = [
      record('2020-01-05', ownerMerchant, 'features', 'Turned off the feature Donations'),
      record('2020-01-06', otherMerchant, 'features', 'Turned on the feature Gifts'),
      record('2020-01-07', null, 'mailing_list', 'Blacklisted a@example.com'),
    ];
    setClock();
  });

  const read = async (query: string) => {
    const response = await getJson(app, `/api/v2/admin/activity?${query}`, staff.access_token);
    expect(response.statusCode).toBe(200);
    return response.json<StaffActivityPage>();
  };

  it('filters by merchant, kind, staff member and day range, newest first, with before and after', async () => {
    const range = 'start_date=2020-01-01&end_date=2020-01-31';
    const all = await read(range);
    expect(all.total).toBe(3);
    expect(all.collection.map((entry) => entry.id)).toEqual([...entries].reverse());
    expect(all.collection[2]).toMatchObject({ summary: 'Turned off the feature Donations', before: { enabled: true }, after: { enabled: false }, created_at: Date.parse('2020-01-05T12:00:00Z') / 1000 });
    expect((await read(`${range}&merchant_id=${ownerMerchant}`)).collection.map((entry) => entry.id)).toEqual([entries[0]]);
    expect((await read(`${range}&kind=mailing_list`)).collection).toEqual([expect.objectContaining({ id: entries[2], merchant: null })]);
    expect((await read(`${range}&staff_id=${staff.account.id}`)).total).toBe(3);
    expect((await read(`${range}&staff_id=${owner.account.id}`)).total).toBe(0);
    expect((await read('start_date=2020-01-06&end_date=2020-01-06')).collection.map((entry) => entry.id)).toEqual([entries[1]]);
  });

  it('pages', async () => {
    const range = 'start_date=2020-01-01&end_date=2020-01-31';
    const second = await read(`${range}&page=2&size=2`);
    expect(second.total).toBe(3);
    expect(second.collection.map((entry) => entry.id)).toEqual([entries[0]]);
  });

  it('exports exactly the filter as CSV', async () => {
    const response = await getJson(app, `/api/v2/admin/activity/export?start_date=2020-01-01&end_date=2020-01-31&kind=features`, staff.access_token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    expect(response.headers['x-total-count']).toBe('2');
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe('When (UTC),Staff member,Merchant,Kind,What,Before,After');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Turned on the feature Gifts');
    expect(lines[2]).toContain('staff@sandbox.test');
    expect(lines[2]).toContain('"{""enabled"":true}"');
  });

  it('names its staff and merchants for the filters', async () => {
    const facets = (await getJson(app, '/api/v2/admin/activity/facets', staff.access_token)).json<StaffActivityFacets>();
    expect(facets.staff.map((member) => member.email)).toContain('staff@sandbox.test');
    expect(facets.merchants.map((merchant) => merchant.id)).toEqual(expect.arrayContaining([ownerMerchant, otherMerchant]));
  });

  it('answers bad filters with 400s that name the field', async () => {
    expect(expectError(await getJson(app, '/api/v2/admin/activity?kind=nonsense', staff.access_token), 400).message).toMatch(/kind/);
    expect(expectError(await getJson(app, '/api/v2/admin/activity?start_date=2020-13-01', staff.access_token), 400).errors).toHaveProperty('start_date');
    expect(expectError(await getJson(app, '/api/v2/admin/activity?start_date=2020-02-01&end_date=2020-01-01', staff.access_token), 400).errors).toHaveProperty('end_date');
    expectError(await getJson(app, '/api/v2/admin/activity?size=1000', staff.access_token), 400);
  });

  it('is staff only', async () => {
    for (const path of ['', '/export', '/facets']) expectError(await getJson(app, `/api/v2/admin/activity${path}`, owner.access_token), 403, PLATFORM_ONLY_MESSAGE);
  });
});

describe('the log survives a restart', () => {
  it('is read back from the database file by a new sandbox', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'activity-'));
    const dbPath = join(dir, 'sandbox.db');
    try {
      const first = buildApp({ dbPath });
      await startApp(first);
      const staffId = first.sandbox.db.prepare('SELECT id FROM accounts WHERE email = ?').pluck().get('staff@sandbox.test') as number;
      const id = recordStaffActivity(first.sandbox.db, { staffAccountId: staffId, merchantId: null, kind: 'mailing_list', summary: 'Kept across restarts' });
      await first.close();
      const second = buildApp({ dbPath });
      await startApp(second);
      try {
        const session = await signIn(second, 'staff@sandbox.test');
        const response = await send(second, { url: '/api/v2/admin/activity?kind=mailing_list', headers: bearer(session.access_token) });
        expect(response.json<StaffActivityPage>().collection).toEqual([expect.objectContaining({ id, summary: 'Kept across restarts' })]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

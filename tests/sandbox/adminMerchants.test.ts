/** The admin console's merchants (issue 20): list and search, details, features, master role, clients, Stripe Connect approval, age settings. */
import type { FastifyInstance } from 'fastify';
import type { AdminMerchantDetails, AdminMerchantsPage, ConnectApproval, MerchantClientsPage } from '../../src/api/adminMerchantTypes';
import type { Feature } from '../../src/api/types';
import { bearer, createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let staff: Session;
let owner: Session;
let master: Session;

beforeAll(async () => {
  app = await createTestApp();
  [staff, owner, master] = await Promise.all(['staff', 'owner', 'agency'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const list = async (query: string): Promise<AdminMerchantsPage> => {
  const response = await getJson(app, `/api/accounts/merchants${query}`, staff.access_token);
  expect(response.statusCode).toBe(200);
  return response.json<AdminMerchantsPage>();
};
const merchantOf = async (email: string): Promise<AdminMerchantDetails> => {
  const { collection } = await list(`?search[]=email:${encodeURIComponent(email)}`);
  expect(collection).toHaveLength(1);
  return (await getJson(app, `/api/accounts/merchants/${collection[0].id}`, staff.access_token)).json<AdminMerchantDetails>();
};
interface ActivityRow {
  kind: string;
  summary: string;
  merchant_id: number;
  staff_account_id: number;
  before_json: string | null;
  after_json: string | null;
}
const lastActivity = (kind: string): ActivityRow =>
  app.sandbox.db.prepare('SELECT * FROM staff_activity WHERE kind = ? ORDER BY id DESC LIMIT 1').get(kind) as ActivityRow;
const staffAccountId = (): number => (app.sandbox.db.prepare("SELECT id FROM accounts WHERE email = 'staff@sandbox.test'").get() as { id: number }).id;

describe('the merchants list', () => {
  it("lists every merchant with its own account, newest first, leaving out the platform's own tenant", async () => {
    const page = await list('');
    expect(page.total).toBe(5);
    expect(page.collection.map((row) => row.email)).toEqual([
      'other@sandbox.test',
      'follower2@sandbox.test',
      'follower1@sandbox.test',
      'agency@sandbox.test',
      'owner@sandbox.test',
    ]);
    expect(page.collection.find((row) => row.email === 'agency@sandbox.test')).toMatchObject({ name: 'Northwind Agency', master: true, clients: 2 });
  });

  it('pages by size', async () => {
    const second = await list('?page=2&size=2');
    expect(second.total).toBe(5);
    expect(second.collection.map((row) => row.email)).toEqual(['follower1@sandbox.test', 'agency@sandbox.test']);
  });

  it('searches by part of the e-mail, the name or the uuid, and a bare term searches all three', async () => {
    expect((await list('?search[]=email:OWNER@sand')).collection.map((row) => row.name)).toEqual(['Sandbox Media']);
    expect((await list('?search[]=name:follower')).total).toBe(2);
    const owner = (await list('?search[]=email:owner@')).collection[0];
    expect((await list(`?search[]=uuid:${owner.uuid.slice(0, 13)}`)).collection.map((row) => row.id)).toEqual([owner.id]);
    expect((await list('?search[]=northwind')).collection.map((row) => row.email)).toEqual(['agency@sandbox.test']);
    expect((await list('?search[]=any:%25')).total).toBe(0);
  });

  it('refuses an unknown search field and a bad page with 400', async () => {
    expectError(await getJson(app, '/api/accounts/merchants?search[]=phone:1', staff.access_token), 400, 'Unknown search field "phone": search by any, name, email, uuid.');
    expectError(await getJson(app, '/api/accounts/merchants?size=500', staff.access_token), 400);
    expectError(await getJson(app, '/api/accounts/merchants?page=0', staff.access_token), 400);
  });

  it('is for platform staff only', async () => {
    expectError(await getJson(app, '/api/accounts/merchants', owner.access_token), 403, 'Only platform staff can do this.');
    expectError(await getJson(app, '/api/accounts/merchants', master.access_token), 403, 'Only platform staff can do this.');
  });
});

describe('a merchant', () => {
  it('has its details: its account, organisation, master and Stripe Connect state', async () => {
    const details = await merchantOf('follower1@sandbox.test');
    expect(details).toMatchObject({
      name: 'Follower One Studios',
      full_name: 'Finn Follower',
      roles: ['merchant', 'follower'],
      master: false,
      master_merchant: { name: 'Northwind Agency' },
      organisation: null,
      connect_status: 'none',
      connect_decided_at: null,
    });
    expect((await merchantOf('owner@sandbox.test')).organisation).toBe('Sandbox Media Group');
  });

  it('is 404 when unknown (the platform tenant included) and 400 for an id that is not one', async () => {
    const platform = app.sandbox.db.prepare("SELECT merchant_id FROM accounts WHERE email = 'staff@sandbox.test'").get() as { merchant_id: number };
    expectError(await getJson(app, `/api/accounts/merchants/${platform.merchant_id}`, staff.access_token), 404, 'Merchant not found.');
    expectError(await getJson(app, '/api/accounts/merchants/999999', staff.access_token), 404, 'Merchant not found.');
    expectError(await getJson(app, '/api/accounts/merchants/abc', staff.access_token), 400);
  });
});

describe("a merchant's features", () => {
  it('saves exactly the features sent as indexed form fields; the merchant sees the change; the log keeps before and after', async () => {
    const { id } = await merchantOf('other@sandbox.test');
    const url = `/api/accounts/merchants/${id}/features`;
    const features = (await getJson(app, url, staff.access_token)).json<Feature[]>();
    expect(features.filter((feature) => feature.enabled).map((feature) => feature.name)).toEqual(['Gifts', 'Age Verification']);
    const gifts = features.find((feature) => feature.name === 'Gifts') as Feature;
    const donations = features.find((feature) => feature.name === 'Donations') as Feature;

    const saved = await sendForm(app, 'PUT', url, { 'feature_ids[0]': String(gifts.id), 'feature_ids[1]': String(donations.id) }, staff.access_token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Feature[]>().filter((feature) => feature.enabled).map((feature) => feature.name)).toEqual(['Gifts', 'Donations']);

    const other = await signIn(app, 'other@sandbox.test');
    const seen = (await getJson(app, '/api/features', other.access_token)).json<Feature[]>();
    expect(seen.filter((feature) => feature.enabled).map((feature) => feature.name)).toEqual(['Gifts', 'Donations']);

    const entry = lastActivity('features');
    expect(entry).toMatchObject({ merchant_id: id, staff_account_id: staffAccountId(), summary: 'Features turned on: Donations; turned off: Age Verification' });
    expect(JSON.parse(entry.before_json ?? '')).toEqual(['Gifts', 'Age Verification']);
    expect(JSON.parse(entry.after_json ?? '')).toEqual(['Gifts', 'Donations']);
  });

  it('switches every feature off with one empty id', async () => {
    const { id } = await merchantOf('follower2@sandbox.test');
    const saved = await sendForm(app, 'PUT', `/api/accounts/merchants/${id}/features`, { 'feature_ids[0]': '' }, staff.access_token);
    expect(saved.json<Feature[]>().some((feature) => feature.enabled)).toBe(false);
  });

  it('refuses an unknown feature id without changing anything, and a body without feature_ids', async () => {
    const { id } = await merchantOf('owner@sandbox.test');
    const url = `/api/accounts/merchants/${id}/features`;
    const before = (await getJson(app, url, staff.access_token)).json<Feature[]>();
    const refused = expectError(await sendForm(app, 'PUT', url, { 'feature_ids[0]': '1', 'feature_ids[1]': '9999' }, staff.access_token), 400, 'Unknown feature id: 9999.');
    expect(refused.errors).toEqual({ feature_ids: 'Unknown feature id: 9999.' });
    expect((await getJson(app, url, staff.access_token)).json<Feature[]>()).toEqual(before);
    expectError(await sendForm(app, 'PUT', url, { features: '1' }, staff.access_token), 400);
    expectError(await sendForm(app, 'PUT', url, { 'feature_ids[0]': 'Gifts' }, staff.access_token), 400);
    expectError(await sendForm(app, 'PUT', '/api/accounts/merchants/999999/features', { 'feature_ids[0]': '1' }, staff.access_token), 404, 'Merchant not found.');
  });

  it('is refused to a merchant, even for its own merchant', async () => {
    const { id } = await merchantOf('owner@sandbox.test');
    expectError(await sendForm(app, 'PUT', `/api/accounts/merchants/${id}/features`, { 'feature_ids[0]': '1' }, owner.access_token), 403, 'Only platform staff can do this.');
  });
});

describe('the master role', () => {
  it('is switched on and off by {id}/{roleId}; the account becomes a master and back; the log keeps the roles', async () => {
    const { id } = await merchantOf('owner@sandbox.test');
    const url = `/api/accounts/merchants/${id}/roles/master`;
    const on = await send(app, { method: 'PUT', url, headers: bearer(staff.access_token) });
    expect(on.json<AdminMerchantDetails>()).toMatchObject({ master: true, roles: ['merchant', 'owner', 'master'] });
    expect(app.sandbox.db.prepare("SELECT is_master FROM accounts WHERE email = 'owner@sandbox.test'").get()).toEqual({ is_master: 1 });
    const entry = lastActivity('master_role');
    expect(entry).toMatchObject({ merchant_id: id, summary: 'Master role switched on' });
    expect(JSON.parse(entry.before_json ?? '')).toEqual({ roles: ['merchant', 'owner'] });
    expect(JSON.parse(entry.after_json ?? '')).toEqual({ roles: ['merchant', 'owner', 'master'] });
    // Twice on stays one role.
    expect((await send(app, { method: 'PUT', url, headers: bearer(staff.access_token) })).json<AdminMerchantDetails>().roles).toEqual(['merchant', 'owner', 'master']);

    const off = await send(app, { method: 'DELETE', url, headers: bearer(staff.access_token) });
    expect(off.json<AdminMerchantDetails>()).toMatchObject({ master: false, roles: ['merchant', 'owner'] });
    expect(lastActivity('master_role').summary).toBe('Master role switched off');
  });

  it('refuses an unknown role and a merchant token', async () => {
    const { id } = await merchantOf('owner@sandbox.test');
    expectError(await send(app, { method: 'PUT', url: `/api/accounts/merchants/${id}/roles/owner`, headers: bearer(staff.access_token) }), 400);
    expectError(await send(app, { method: 'PUT', url: `/api/accounts/merchants/${id}/roles/master`, headers: bearer(master.access_token) }), 403);
  });
});

describe('the clients (followers)', () => {
  it("lists a master's followers 10 a page, oldest first", async () => {
    const { id } = await merchantOf('agency@sandbox.test');
    const page = (await getJson(app, `/api/accounts/merchants/${id}/clients`, staff.access_token)).json<MerchantClientsPage>();
    expect(page.total).toBe(2);
    expect(page.collection.map((client) => [client.email, client.merchant_name, client.scopes])).toEqual([
      ['follower1@sandbox.test', 'Follower One Studios', ['inheritance']],
      ['follower2@sandbox.test', 'Follower Two Films', []],
    ]);
    expect((await getJson(app, `/api/accounts/merchants/${id}/clients?page=2`, staff.access_token)).json<MerchantClientsPage>()).toEqual({ collection: [], total: 2 });
    const none = await merchantOf('other@sandbox.test');
    expect((await getJson(app, `/api/accounts/merchants/${none.id}/clients`, staff.access_token)).json<MerchantClientsPage>()).toEqual({ collection: [], total: 0 });
  });

  it('holds 10 a page', async () => {
    const { id } = await merchantOf('agency@sandbox.test');
    const db = app.sandbox.db;
    const agency = (db.prepare("SELECT id FROM accounts WHERE email = 'agency@sandbox.test'").get() as { id: number }).id;
    const hash = (db.prepare("SELECT password_hash FROM accounts WHERE email = 'agency@sandbox.test'").get() as { password_hash: string }).password_hash;
    for (let i = 0; i < 10; i += 1) {
      const merchant = Number(db.prepare("INSERT INTO merchants (uuid, tenant_uuid, name, created_at) VALUES (?, ?, ?, 0)").run(`m-client-${i}`, `t-client-${i}`, `Client ${i}`).lastInsertRowid);
      db.prepare(
        "INSERT INTO accounts (uuid, merchant_id, master_id, email, full_name, roles, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, '[\"merchant\",\"follower\"]', ?, ?, ?)",
      ).run(`a-client-${i}`, merchant, agency, `client${i}@sandbox.test`, `Client ${i}`, hash, 2_000_000_000 + i, 2_000_000_000 + i);
    }
    const first = (await getJson(app, `/api/accounts/merchants/${id}/clients`, staff.access_token)).json<MerchantClientsPage>();
    expect(first.total).toBe(12);
    expect(first.collection).toHaveLength(10);
    const second = (await getJson(app, `/api/accounts/merchants/${id}/clients?page=2`, staff.access_token)).json<MerchantClientsPage>();
    expect(second.collection.map((client) => client.email)).toEqual(['client8@sandbox.test', 'client9@sandbox.test']);
  });
});

describe('Stripe Connect approval', () => {
  it('approves and declines by merchant id or uuid, shows in the details and is logged', async () => {
    const { id, uuid } = await merchantOf('other@sandbox.test');
    const approved = await sendForm(app, 'POST', '/api/v2/payments/approved-for-connect', { merchantID: String(id), status: 'approve' }, staff.access_token);
    expect(approved.json<ConnectApproval>()).toMatchObject({ merchant_id: id, connect_status: 'approved' });
    expect(await merchantOf('other@sandbox.test')).toMatchObject({ connect_status: 'approved' });
    const entry = lastActivity('connect_approval');
    expect(entry).toMatchObject({ merchant_id: id, summary: 'Stripe Connect approved' });
    expect(JSON.parse(entry.before_json ?? '')).toEqual({ connect_status: 'none' });

    await sendForm(app, 'POST', '/api/v2/payments/approved-for-connect', { merchantID: uuid, status: 'decline' }, staff.access_token);
    expect(await merchantOf('other@sandbox.test')).toMatchObject({ connect_status: 'declined' });
    expect(JSON.parse(lastActivity('connect_approval').before_json ?? '')).toEqual({ connect_status: 'approved' });
  });

  it('refuses a bad status, an unknown merchant and a merchant token', async () => {
    expectError(await sendForm(app, 'POST', '/api/v2/payments/approved-for-connect', { merchantID: '1', status: 'maybe' }, staff.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/payments/approved-for-connect', { status: 'approve' }, staff.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/v2/payments/approved-for-connect', { merchantID: '999999', status: 'approve' }, staff.access_token), 404, 'Merchant not found.');
    expectError(await sendForm(app, 'POST', '/api/v2/payments/approved-for-connect', { merchantID: '1', status: 'approve' }, owner.access_token), 403);
  });
});

describe("a merchant's age settings, opened to staff", () => {
  it('staff read and change them for a merchant without the feature on their own tenant; the log keeps before and after', async () => {
    const { id, uuid } = await merchantOf('owner@sandbox.test');
    const url = `/api/restrictions/settings/${uuid}`;
    const before = (await getJson(app, url, staff.access_token)).json<{ age_verification_enabled: boolean; age_verification_type: string }>();
    const changed = await sendForm(app, 'PATCH', url, { age_verification_enabled: before.age_verification_enabled ? '0' : '1', age_verification_type: 'pin_code' }, staff.access_token);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ merchant_uuid: uuid, age_verification_enabled: !before.age_verification_enabled, age_verification_type: 'pin_code' });
    expect((await getJson(app, url, owner.access_token)).json()).toMatchObject({ age_verification_type: 'pin_code' });
    const entry = lastActivity('age_settings');
    expect(entry).toMatchObject({ merchant_id: id, summary: 'Age verification settings changed' });
    expect(JSON.parse(entry.before_json ?? '')).toMatchObject(before);
    expect(JSON.parse(entry.after_json ?? '')).toMatchObject({ age_verification_type: 'pin_code' });
  });

  it("still refuses another merchant's settings to a merchant", async () => {
    const { uuid } = await merchantOf('owner@sandbox.test');
    const other = await signIn(app, 'other@sandbox.test');
    expectError(await getJson(app, `/api/restrictions/settings/${uuid}`, other.access_token), 403);
    expectError(await sendForm(app, 'PATCH', `/api/restrictions/settings/${uuid}`, { age_verification_type: 'date_of_birth' }, other.access_token), 403);
  });
});

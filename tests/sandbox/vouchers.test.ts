/** Vouchers (catalogue 7.6): list, create (given or random code), change, delete, rules, access fees, gift vouchers. */
import type { FastifyInstance } from 'fastify';
import type { GiftVouchersPage, Voucher, VoucherAccessType, VoucherEmailsPage, VoucherRule, VoucherRulesPage, VouchersPage } from '../../src/api/voucherTypes';
import { bearer, createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let support: Session;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other, support] = await Promise.all(['owner', 'other', 'support'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const own = <T>(sql: string, ...params: unknown[]) => app.sandbox.db.prepare(sql).all(...params) as T[];
const create = (fields: Record<string, string>, token = owner.access_token) => sendForm(app, 'POST', '/api/v2/vouchers', { type: 'web', name: 'Test voucher', discount: '25', ...fields }, token);
const rules = async (id: number, ruleType: string, query = '') => (await getJson(app, `/api/v2/vouchers/${id}/rules?rule_type=${ruleType}${query}`, owner.access_token)).json<VoucherRulesPage>();

describe('the vouchers list', () => {
  it('pages the web and vip vouchers 15 at a time apart from the in-app offers, and searches by name or code', async () => {
    const first = (await getJson(app, '/api/v2/vouchers?page=1&limit=15&type=other', owner.access_token)).json<VouchersPage>();
    expect(first).toMatchObject({ total: 18, page: 1, limit: 15 });
    expect(first.collection).toHaveLength(15);
    expect(first.collection.every((voucher) => voucher.type !== 'in-app')).toBe(true);
    const inApp = (await getJson(app, '/api/v2/vouchers?type=in-app', owner.access_token)).json<VouchersPage>();
    expect(inApp.collection.map((voucher) => [voucher.code, voucher.application, voucher.platform])).toEqual([
      ['ANDROID-WEEK', 'android', 'playstore'],
      ['IOS-INTRO', 'ios', 'apple'],
    ]);
    const found = (await getJson(app, '/api/v2/vouchers?search=winter', owner.access_token)).json<VouchersPage>();
    expect(found.collection.map((voucher) => voucher.code)).toEqual(['WINTER-3M']);
    expect(found.collection[0]).toMatchObject({ discount: 30, rebill_discount: 15, discount_period: 'repeating', discount_duration: 3 });
    expect((await getJson(app, '/api/v2/vouchers', other.access_token)).json<VouchersPage>().total).toBe(0);
  });
});

describe('a voucher', () => {
  it('is created with a given code (upper-cased) or a random one from length, prefix and suffix', async () => {
    const given = await create({ code: 'spring-25', discount_period: 'repeating', discount_duration: '3' });
    expect(given.statusCode).toBe(201);
    const { id, type } = given.json<{ id: number; type: string }>();
    expect(type).toBe('web');
    expect((await getJson(app, `/api/v2/vouchers/${id}`, owner.access_token)).json<Voucher>()).toMatchObject({ code: 'SPRING-25', discount: 25, discount_period: 'repeating', discount_duration: 3, isRandomGeneratedCode: false });
    const random = (await create({ length: '8', prefix: 'RND-', suffix: '-X' })).json<{ id: number }>();
    const voucher = (await getJson(app, `/api/v2/vouchers/${random.id}`, owner.access_token)).json<Voucher>();
    expect(voucher.code).toMatch(/^RND-[A-Z2-9]{8}-X$/);
    expect(voucher.isRandomGeneratedCode).toBe(true);
    expectError(await create({ code: 'SPRING-25' }), 409, 'This voucher code is already in use.');
    expect((await create({ code: 'SPRING-25' }, other.access_token)).statusCode).toBe(201);
  });

  it('names every wrong field at once, and checks an in-app offer’s application', async () => {
    const refused = expectError(await create({ code: 'x', discount: '120', discount_period: 'repeating', start_date: '2026-05-01 00:00:00', end_date: '2026-04-01 00:00:00', acc_duration: '7' }), 400);
    expect(refused.errors).toEqual({
      code: 'A code is 3 to 50 letters, digits, - or _.',
      discount: 'The discount is a percentage from 0 to 100.',
      discount_duration: 'A repeating discount lasts 1 to 12 months.',
      end_date: 'The end date must come after the start date.',
      acc_duration: expect.any(String),
    });
    expectError(await create({ type: 'in-app', code: 'APP-1' }), 400, 'An in-app offer is for android or ios.');
    expectError(await create({ code: 'WEB-1', application: 'ios' }), 400, 'Only an in-app offer has an application.');
    const app1 = (await create({ type: 'in-app', code: 'APP-1', application: 'ios' })).json<{ id: number; type: string }>();
    expect(app1.type).toBe('in-app');
    expectError(await create({}), 400, 'Enter a code, or a length from 4 to 30 for a random one.');
  });

  it('changes its name alone or its other fields, checked as a whole, and is deleted', async () => {
    const { id } = (await create({ code: 'CHANGE-ME' })).json<{ id: number }>();
    expect((await sendForm(app, 'PATCH', `/api/v2/vouchers/${id}`, { name: 'Renamed' }, owner.access_token)).json<Voucher>()).toMatchObject({ name: 'Renamed', code: 'CHANGE-ME' });
    expectError(await sendForm(app, 'PATCH', `/api/v2/vouchers/${id}`, { discount_period: 'repeating' }, owner.access_token), 400, 'A repeating discount lasts 1 to 12 months.');
    const changed = (await sendForm(app, 'PATCH', `/api/v2/vouchers/${id}`, { discount: '40', discount_period: 'repeating', discount_duration: '6', usage_limit: '100', acc_duration: '2w' }, owner.access_token)).json<Voucher>();
    expect(changed).toMatchObject({ discount: 40, discount_duration: 6, usage_limit: 100, acc_duration: '2w' });
    expect((await sendForm(app, 'PATCH', `/api/v2/vouchers/${id}`, { discount_period: 'once' }, owner.access_token)).json<Voucher>().discount_duration).toBeNull();
    expectError(await sendForm(app, 'PATCH', `/api/v2/vouchers/${id}`, { name: 'Theirs' }, other.access_token), 404);
    expectError(await sendForm(app, 'PATCH', `/api/v2/vouchers/${id}`, { name: 'Support' }, support.access_token), 403);
    expect((await send(app, { method: 'DELETE', url: `/api/v2/vouchers/${id}`, headers: bearer(owner.access_token) })).statusCode).toBe(204);
    expectError(await getJson(app, `/api/v2/vouchers/${id}`, owner.access_token), 404);
  });

  it('cannot be added by customer support, who still reads the list', async () => {
    expectError(await create({ code: 'SUPPORT-1' }, support.access_token), 403);
    expect((await getJson(app, '/api/v2/vouchers', support.access_token)).statusCode).toBe(200);
  });
});

describe("a voucher's rules", () => {
  it('adds and removes items, lists them by type from page 0 with their titles, and removes all of a type', async () => {
    const { id } = (await create({ code: 'RULES-1' })).json<{ id: number }>();
    const assets = own<{ id: number; title: string }>("SELECT id, title FROM items WHERE merchant_id = 1 AND item_type = 'asset' AND is_active = 1 ORDER BY id LIMIT 17");
    for (const asset of assets) expect((await sendForm(app, 'POST', `/api/v2/vouchers/${id}/rules/assets`, { value: String(asset.id) }, owner.access_token)).statusCode).toBe(201);
    expectError(await sendForm(app, 'POST', `/api/v2/vouchers/${id}/rules/assets`, { value: String(assets[0].id) }, owner.access_token), 409, 'This rule is already on the voucher.');
    const first = await rules(id, 'assets', '&page=0&limit=15');
    expect(first).toMatchObject({ total: 17, page: 0 });
    expect(first.collection[0]).toMatchObject({ rule_type: 'assets', value: String(assets[0].id), label: assets[0].title, excluded: false });
    expect((await rules(id, 'assets', '&page=1&limit=15')).collection).toHaveLength(2);
    expect((await rules(id, 'assets', `&search=${encodeURIComponent(assets[3].title.slice(0, 12))}`)).collection.map((rule) => rule.value)).toContain(String(assets[3].id));
    const pack = own<{ id: number }>("SELECT id FROM items WHERE merchant_id = 1 AND item_type = 'package' LIMIT 1")[0];
    expectError(await sendForm(app, 'POST', `/api/v2/vouchers/${id}/rules/assets`, { value: String(pack.id) }, owner.access_token), 400, 'Choose one of your assets.');
    expect((await sendForm(app, 'POST', `/api/v2/vouchers/${id}/rules/packages`, { value: String(pack.id) }, owner.access_token)).statusCode).toBe(201);
    const theirs = own<{ id: number }>("SELECT id FROM items WHERE merchant_id <> 1 AND item_type = 'asset' LIMIT 1")[0];
    expectError(await sendForm(app, 'POST', `/api/v2/vouchers/${id}/rules/assets`, { value: String(theirs.id) }, owner.access_token), 400);

    const [rule] = first.collection;
    expect((await send(app, { method: 'DELETE', url: `/api/v2/vouchers/${id}/rules/${rule.id}`, headers: bearer(owner.access_token) })).statusCode).toBe(204);
    expect((await rules(id, 'assets')).total).toBe(16);
    expect((await send(app, { method: 'DELETE', url: `/api/v2/vouchers/${id}/rules/type/assets`, headers: bearer(owner.access_token) })).json()).toEqual({ deleted: 16 });
    expect((await rules(id, 'assets')).total).toBe(0);
    expect((await rules(id, 'packages')).total).toBe(1);
    expect((await getJson(app, `/api/v2/vouchers/${id}`, owner.access_token)).json<Voucher>().rules).toEqual({ access_fees: 0, assets: 0, packages: 1 });
  });

  it("limits an item to a subset of its access fees, refusing another item's, and clears them again", async () => {
    const { id } = (await create({ code: 'FEES-1' })).json<{ id: number }>();
    const [item] = own<{ item_id: number; fees: number }>('SELECT item_id, COUNT(*) AS fees FROM access_fees WHERE merchant_id = 1 GROUP BY item_id HAVING COUNT(*) >= 2 ORDER BY item_id LIMIT 1');
    const fees = own<{ id: number }>('SELECT id FROM access_fees WHERE item_id = ? ORDER BY id', item.item_id).map((row) => String(row.id));
    expectError(await sendForm(app, 'PATCH', `/api/v2/vouchers/${id}/items/${item.item_id}/access-fees`, { 'access_fees[0]': fees[0] }, owner.access_token), 404);
    await sendForm(app, 'POST', `/api/v2/vouchers/${id}/rules/assets`, { value: String(item.item_id) }, owner.access_token);
    const chosen = (await sendForm(app, 'PATCH', `/api/v2/vouchers/${id}/items/${item.item_id}/access-fees`, { 'access_fees[0]': fees[0] }, owner.access_token)).json<VoucherRule[]>();
    expect(chosen.map((rule) => [rule.value, rule.item_id])).toEqual([[fees[0], item.item_id]]);
    const [foreign] = own<{ id: number }>('SELECT id FROM access_fees WHERE merchant_id = 1 AND item_id <> ? LIMIT 1', item.item_id);
    expectError(await sendForm(app, 'PATCH', `/api/v2/vouchers/${id}/items/${item.item_id}/access-fees`, { 'access_fees[0]': String(foreign.id) }, owner.access_token), 400, "Choose among this item's access fees.");
    expect((await rules(id, 'access-fees')).collection.map((rule) => rule.value)).toEqual([fees[0]]);
    expect((await send(app, { method: 'DELETE', url: `/api/v2/vouchers/${id}/items/${item.item_id}/access-fees`, headers: bearer(owner.access_token) })).statusCode).toBe(204);
    expect((await rules(id, 'access-fees')).total).toBe(0);
    await sendForm(app, 'PATCH', `/api/v2/vouchers/${id}/items/${item.item_id}/access-fees`, { 'access_fees[0]': fees[1] }, owner.access_token);
    expect((await send(app, { method: 'DELETE', url: `/api/v2/vouchers/${id}/items/${item.item_id}`, headers: bearer(owner.access_token) })).statusCode).toBe(204);
    expect((await rules(id, 'assets')).total + (await rules(id, 'access-fees')).total).toBe(0);
  });

  it('lists the access types with their rules, and the e-mail rules 15 a page from page 1', async () => {
    const spring = own<{ id: number }>("SELECT id FROM vouchers WHERE code = 'SPRING-SALE'")[0];
    const types = (await getJson(app, `/api/v2/vouchers/${spring.id}/access-types`, owner.access_token)).json<VoucherAccessType[]>();
    expect(types.filter((type) => type.rule_id !== null).map((type) => type.id)).toEqual([2]);
    const welcome = own<{ id: number }>("SELECT id FROM vouchers WHERE code = 'WELCOME-BACK'")[0];
    const emails = (await getJson(app, `/api/v2/vouchers/${welcome.id}/emails?page=1&limit=15`, owner.access_token)).json<VoucherEmailsPage>();
    expect(emails).toMatchObject({ total: 5, page: 1 });
    expectError(await sendForm(app, 'POST', `/api/v2/vouchers/${welcome.id}/rules/emails`, { value: 'not-an-email' }, owner.access_token), 400, 'Enter an e-mail address.');
    expect((await sendForm(app, 'POST', `/api/v2/vouchers/${welcome.id}/rules/emails`, { value: 'New.Buyer@Example.com' }, owner.access_token)).json<VoucherRule>().value).toBe('new.buyer@example.com');
  });
});

describe('gift vouchers', () => {
  it('lists one per gift payment with its buyer, receiver and amount, searchable; another merchant sees its own', async () => {
    const page = (await getJson(app, '/api/v2/vouchers/gifts?page=1&limit=15', owner.access_token)).json<GiftVouchersPage>();
    const [count] = own<{ n: number }>("SELECT COUNT(*) AS n FROM payments WHERE merchant_id = 1 AND action_type = 'gift-payment'");
    expect(page.total).toBe(count.n);
    expect(page.collection[0]).toMatchObject({ code: expect.stringMatching(/^GIFT-/), buyer_email: expect.stringContaining('@'), receiver_email: expect.stringContaining('@') });
    const code = page.collection[0].code;
    expect((await getJson(app, `/api/v2/vouchers/gifts?search=${code}`, owner.access_token)).json<GiftVouchersPage>().collection.map((gift) => gift.code)).toEqual([code]);
    expect((await getJson(app, `/api/v2/vouchers/gifts?search=${code}`, other.access_token)).json<GiftVouchersPage>().total).toBe(0);
  });
});

describe("a voucher's e-mail import", () => {
  it('adds the valid e-mails of an uploaded file after the answer and keeps the refused rows, with reasons, in a file listed by action', async () => {
    const { id } = (await create({ code: 'EMAILS-1' })).json<{ id: number }>();
    await sendForm(app, 'POST', `/api/v2/vouchers/${id}/rules/emails`, { value: 'already@example.com' }, owner.access_token);
    const template = (await getJson(app, '/api/v2/vouchers/bulk/template/voucher-rules-emails', owner.access_token)).json<{ download_url: string }>();
    expect(template.download_url).toBe('/api/files/templates/email_voucher_rule_import.csv');
    const templateFile = await getJson(app, template.download_url);
    expect(templateFile.headers['content-disposition']).toContain('email_voucher_rule_import.csv');
    expect(templateFile.body.split('\r\n')[0]).toBe('email');

    const good = Array.from({ length: 28 }, (_, index) => `buyer${index + 1}@example.com`);
    const csv = ['email', ...good, 'not-an-email', 'Already@Example.com', 'buyer1@example.com'].join('\n');
    const signed = (await getJson(app, `/api/v2/vouchers/${id}/emails/signed-url`, owner.access_token)).json<{ url: string; file_name: string }>();
    expect((await send(app, { method: 'PUT', url: signed.url, payload: csv, headers: { 'content-type': 'text/csv' } })).statusCode).toBe(200);
    expectError(await sendForm(app, 'POST', '/api/v2/vouchers/bulk/emails', { voucher_id: String(id), file_name: 'other.csv' }, owner.access_token), 404);
    const accepted = await sendForm(app, 'POST', '/api/v2/vouchers/bulk/emails', { voucher_id: String(id), file_name: signed.file_name }, owner.access_token);
    expect(accepted.statusCode).toBe(202);
    let emails = (await getJson(app, `/api/v2/vouchers/${id}/emails?page=1&limit=15`, owner.access_token)).json<VoucherEmailsPage>();
    for (let attempt = 0; attempt < 50 && emails.total < 29; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      emails = (await getJson(app, `/api/v2/vouchers/${id}/emails?page=1&limit=15`, owner.access_token)).json<VoucherEmailsPage>();
    }
    expect(emails.total).toBe(29);

    const failed = (await getJson(app, '/api/v2/vouchers/bulk/failed/list?action=voucher-rules', owner.access_token)).json<{ file_name: string; voucher_id: number; rows: number }[]>();
    expect(failed[0]).toMatchObject({ voucher_id: id, rows: 3, file_name: signed.file_name.replace('.csv', '_failed.csv') });
    const link = (await getJson(app, `/api/v2/vouchers/bulk/failed/download/${failed[0].file_name}`, owner.access_token)).json<{ download_url: string }>();
    expect((await getJson(app, link.download_url)).body.trim().split('\r\n')).toEqual([
      'email,reason',
      'not-an-email,This is not an e-mail address.',
      'Already@Example.com,This e-mail is already on the voucher.',
      'buyer1@example.com,This e-mail appears more than once in the file.',
    ]);
    // The codes' failed list keeps to codes, and another merchant sees none of these.
    expect((await getJson(app, '/api/items/access/codes/bulk/failed/list', owner.access_token)).json<{ file_name: string }[]>().map((file) => file.file_name)).not.toContain(failed[0].file_name);
    expect((await getJson(app, '/api/v2/vouchers/bulk/failed/list?action=voucher-rules', other.access_token)).json()).toEqual([]);
    expectError(await getJson(app, `/api/v2/vouchers/${id}/emails/signed-url`, support.access_token), 403);
  });
});

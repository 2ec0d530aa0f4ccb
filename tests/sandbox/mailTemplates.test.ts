/** A merchant's mail templates (issue 22; catalogue 7.9 "Mail templates") and the customer mails they change. */
import type { FastifyInstance } from 'fastify';
import type { MailTemplate, MailTemplatesPage } from '../../src/api/mailTemplateTypes';
import { DEFAULT_MAIL_DOMAIN } from '../../src/contracts/values';
import { setMerchantFeatures } from '../../sandbox/src/models/features';
import { setFollowerScopes } from '../../sandbox/src/models/followers';
import { bearer, createTestApp, expectError, getJson, latestMail, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let ownerMerchant: number;

const merchantOf = async (session: Session): Promise<number> => (await getJson(app, '/api/accounts', session.access_token)).json<{ merchant_id: number }>().merchant_id;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other] = await Promise.all(['owner', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
  ownerMerchant = await merchantOf(owner);
  // The other tenant edits mail templates too, so its refusals below are about tenancy, not the feature.
  setMerchantFeatures(app.sandbox.db, await merchantOf(other), ['Gifts', 'Age Verification', 'EmailTemplatesEditor']);
});

afterAll(async () => {
  await app.close();
});

const list = async (session = owner): Promise<MailTemplatesPage> => {
  const response = await getJson(app, '/api/v2/mail-templates?page=1&size=15', session.access_token);
  expect(response.statusCode).toBe(200);
  return response.json<MailTemplatesPage>();
};
const template = (overrides: Record<string, string> = {}) => ({
  merchant_id: String(ownerMerchant),
  from_email: 'hello@sandbox-media.example',
  subject: 'Your new password, from Sandbox Media',
  template_name: 'customer-password-reset',
  active: 'false',
  email_name: 'Sandbox Media',
  domain: '',
  transport: 'smtp',
  ...overrides,
});
const resetMailOfACustomer = async () => {
  const customer = (await getJson(app, '/api/v2/customers?page=1&size=1', owner.access_token)).json<{ collection: { id: number; email: string }[] }>().collection[0];
  expect((await send(app, { method: 'PUT', url: `/api/v2/customers/${customer.id}/reset-password`, headers: bearer(owner.access_token) })).statusCode).toBe(200);
  return latestMail(app, customer.email, 'customer-reset') as Promise<{ subject: string; from?: string }>;
};

describe('the list', () => {
  it("answers the merchant's own templates, newest first, 15 a page, and refuses a field it does not know", async () => {
    const page = await list();
    expect(page.inherited).toBe(false);
    expect(page.collection.map((row) => row.template_name)).toEqual(['customer-data-export', 'customer-password-reset']);
    expect(page.collection[1]).toMatchObject({ merchant_id: ownerMerchant, active: true, transport: 'smtp', branding_id: null });
    expect((await list(other)).total).toBe(0);
    expectError(await getJson(app, '/api/v2/mail-templates?page=1&order=subject', owner.access_token), 400);
  });
});

describe('an active template', () => {
  it("gives the customer mail it names its sender and subject; switched off, the platform's mail comes back", async () => {
    const created = await sendForm(app, 'POST', '/api/v2/mail-templates', template({ active: 'true' }), owner.access_token);
    expect(created.statusCode).toBe(201);
    const row = created.json<MailTemplate>();
    expect(row).toMatchObject({ active: true, domain: DEFAULT_MAIL_DOMAIN, subject: 'Your new password, from Sandbox Media' });
    // One active template per mail: the seeded one was switched off.
    const rows = (await list()).collection.filter((entry) => entry.template_name === 'customer-password-reset');
    expect(rows.filter((entry) => entry.active).map((entry) => entry.id)).toEqual([row.id]);
    expect(await resetMailOfACustomer()).toMatchObject({ subject: 'Your new password, from Sandbox Media', from: 'Sandbox Media <hello@sandbox-media.example>' });

    const off = await sendForm(app, 'PATCH', `/api/v2/mail-templates?merchant_id=${ownerMerchant}`, { ids: { 0: String(row.id) }, active: 'false' }, owner.access_token);
    expect(off.json<{ collection: MailTemplate[] }>().collection[0].active).toBe(false);
    const mail = await resetMailOfACustomer();
    expect(mail.subject).toBe('Reset your password');
    expect(mail.from).toBeUndefined();
  });

  it('is updated and deleted by its merchant only; another merchant gets 404', async () => {
    const row = (await sendForm(app, 'POST', '/api/v2/mail-templates', template({ subject: 'Draft' }), owner.access_token)).json<MailTemplate>();
    const updated = await sendForm(app, 'PUT', `/api/v2/mail-templates/${row.id}`, template({ subject: 'Final', domain: 'Mail.Sandbox-Media.example', transport: 'ses', branding_id: '4' }), owner.access_token);
    expect(updated.json<MailTemplate>()).toMatchObject({ subject: 'Final', domain: 'mail.sandbox-media.example', transport: 'ses', branding_id: 4 });
    const otherMerchant = String(await merchantOf(other));
    expectError(await sendForm(app, 'PUT', `/api/v2/mail-templates/${row.id}`, template({ merchant_id: otherMerchant }), other.access_token), 404, 'Mail template not found.');
    expectError(await send(app, { method: 'DELETE', url: `/api/v2/mail-templates/${row.id}`, headers: bearer(other.access_token) }), 404);
    expectError(await sendForm(app, 'POST', '/api/v2/mail-templates', template(), other.access_token), 403);
    expect((await send(app, { method: 'DELETE', url: `/api/v2/mail-templates/${row.id}`, headers: bearer(owner.access_token) })).json<{ message: string }>().message).toBe('Mail template successfully deleted.');
    expect((await list()).collection.map((entry) => entry.id)).not.toContain(row.id);
  });

  it('says which field is wrong, and switches on one template of each mail at a time', async () => {
    const wrong = expectError(await sendForm(app, 'POST', '/api/v2/mail-templates', template({ from_email: 'not-an-address', domain: 'no domain' }), owner.access_token), 400);
    expect(wrong.message).toMatch(/from_email|domain/);
    expectError(await sendForm(app, 'POST', '/api/v2/mail-templates', template({ transport: 'pigeon' }), owner.access_token), 400);
    const a = (await sendForm(app, 'POST', '/api/v2/mail-templates', template(), owner.access_token)).json<MailTemplate>();
    const b = (await sendForm(app, 'POST', '/api/v2/mail-templates', template(), owner.access_token)).json<MailTemplate>();
    expectError(await sendForm(app, 'PATCH', `/api/v2/mail-templates?merchant_id=${ownerMerchant}`, { ids: { 0: String(a.id), 1: String(b.id) }, active: 'true' }, owner.access_token), 400, 'Switch on one template of each mail at a time.');
    expectError(await sendForm(app, 'PATCH', `/api/v2/mail-templates?merchant_id=${ownerMerchant}`, { ids: { 0: '999999' }, active: 'false' }, owner.access_token), 404);
  });
});

describe('a follower that shares its master’s email templates', () => {
  it("reads the master's templates, changes none, and its customers get the master's mails", async () => {
    const { db } = app.sandbox;
    const agency = await signIn(app, 'agency@sandbox.test');
    const follower = await signIn(app, 'follower2@sandbox.test');
    const [agencyMerchant, followerMerchant] = [await merchantOf(agency), await merchantOf(follower)];
    setMerchantFeatures(db, agencyMerchant, ['EmailTemplatesEditor']);
    setMerchantFeatures(db, followerMerchant, ['EmailTemplatesEditor']);
    setFollowerScopes(db, follower.account.id, ['email_inheritance']);
    const again = await signIn(app, 'follower2@sandbox.test');
    await sendForm(app, 'POST', '/api/v2/mail-templates', template({ merchant_id: String(agencyMerchant), subject: 'From the agency', active: 'true' }), agency.access_token);

    const page = await list(again);
    expect(page.inherited).toBe(true);
    expect(page.collection.map((row) => row.subject)).toEqual(['From the agency']);
    expectError(await sendForm(app, 'POST', '/api/v2/mail-templates', template({ merchant_id: String(followerMerchant) }), again.access_token), 403, 'Your email templates are shared by your master account: ask them to change them.');

    const customer = (await getJson(app, '/api/v2/customers?page=1&size=1', again.access_token)).json<{ collection: { id: number; email: string }[] }>().collection[0];
    await send(app, { method: 'PUT', url: `/api/v2/customers/${customer.id}/reset-password`, headers: bearer(again.access_token) });
    expect(await latestMail(app, customer.email, 'customer-reset')).toMatchObject({ subject: 'From the agency' });
  });
});

/** Audience, accesses, payment details, refunds, subscriptions, the global search and bulk access (catalogue 7.4, 7.7, 7.9). */
import type { FastifyInstance } from 'fastify';
import type {
  AccessesPage,
  BulkAccessOutcome,
  BulkFailedFile,
  CountryFigure,
  MethodsPerCountry,
  Segmentation,
  SegmentationBand,
  SubscriptionStatusGroup,
  CustomerAccess,
  CustomerActivity,
  CustomerDetails,
  CustomersPage,
  Entitlement,
  GlobalSearchResults,
  PaymentDetails,
  Subscription,
  SubscriptionDetails,
  SubscriptionsPage,
} from '../../src/api/audienceTypes';
import type { Payment } from '../../src/api/types';

type PaymentsPage = { collection: Payment[]; total: number };
import { bearer, createTestApp, expectError, getJson, latestMail, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let analyst: Session;
let support: Session;
let content: Session;
const published: { topic: string; message: { type: string; resource: unknown } }[] = [];

beforeAll(async () => {
  app = await createTestApp();
  [owner, other, analyst, support, content] = await Promise.all(['owner', 'other', 'analyst', 'support', 'content'].map((name) => signIn(app, `${name}@sandbox.test`)));
  const realtime = app.sandbox.realtime;
  if (realtime) {
    const original = realtime.publish.bind(realtime);
    realtime.publish = async (topic, message) => {
      published.push({ topic, message: message as { type: string; resource: unknown } });
      return original(topic, message);
    };
  }
});

afterAll(async () => {
  await app.close();
});

const one = <T>(sql: string, ...params: unknown[]) => app.sandbox.db.prepare(sql).get(...params) as T;
const ownerMerchant = () => one<{ merchant_id: number }>("SELECT merchant_id FROM accounts WHERE email = 'owner@sandbox.test'").merchant_id;
/** A customer of the owner with no access to the asset, and an active asset. */
function freshPair(): { customer: { id: number; email: string }; itemId: number } {
  const merchantId = ownerMerchant();
  const itemId = one<{ id: number }>("SELECT id FROM items WHERE merchant_id = ? AND item_type = 'asset' AND is_active = 1 ORDER BY id LIMIT 1", merchantId).id;
  const customer = one<{ id: number; email: string }>(
    'SELECT id, email FROM customers WHERE merchant_id = ? AND erased_at IS NULL AND id NOT IN (SELECT customer_id FROM accesses WHERE item_id = ?) ORDER BY id DESC LIMIT 1',
    merchantId,
    itemId,
  );
  return { customer, itemId };
}
const json = async <T>(url: string, session: Session = owner) => (await getJson(app, url, session.access_token)).json<T>();
const later = (days: number) => String(Math.floor(Date.now() / 1000) + days * 86_400);

describe('the customers list', () => {
  it('pages the active customers 15 at a time, newest first, finds them by part of the e-mail or name, and keeps tenants apart', async () => {
    const page = await json<CustomersPage>('/api/v2/customers?page=1&size=15&active=true&order=createdAt');
    expect(page.collection).toHaveLength(15);
    expect(page.total).toBeGreaterThan(15);
    const times = page.collection.map((customer) => customer.created_at);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const target = page.collection[3];
    const part = target.email.slice(1, 8);
    const found = await json<CustomersPage>(`/api/v2/customers?search=${encodeURIComponent(part)}`);
    expect(found.collection.map((customer) => customer.id)).toContain(target.id);
    const paying = await json<CustomersPage>('/api/v2/customers?paying_customers=true');
    expect(paying.collection.every((customer) => customer.number_of_payments > 0)).toBe(true);
    expect((await json<CustomersPage>(`/api/v2/customers?search=${encodeURIComponent(target.email)}`, other)).total).toBe(0);
    expectError(await getJson(app, `/api/v2/customers/${target.id}`, other.access_token), 404, 'Requested account does not exist');
  });
});

describe('a customer', () => {
  it('shows who they are, where from, and what they did, with their activity and lifetime values', async () => {
    const { customer } = freshPair();
    const details = await json<CustomerDetails>(`/api/v2/customers/${customer.id}`);
    expect(details).toMatchObject({ id: customer.id, email: customer.email, roles: ['consumer'] });
    expect(details.geodata.country).toMatch(/^[A-Z]{2}$/);
    expect(details.geodata.country_name).not.toBe('');
    expect(details.analytics).toEqual(expect.objectContaining({ total_transactions: expect.any(Number), money_spent: expect.any(Array) }));
    const activity = await json<CustomerActivity>(`/api/v2/customers/${customer.id}/activity`);
    expect(activity.activity).toHaveLength(30);
    expect(activity.days_as_customer).toBeGreaterThanOrEqual(0);
  });

  it('changes the full name or metadata, is deactivated and reactivated, gets reset and export e-mails', async () => {
    const { customer } = freshPair();
    const changed = (await sendForm(app, 'PUT', `/api/v2/customers/${customer.id}/metadata`, { full_name: 'Renamed Viewer', metadata: { tier: 'gold' } }, owner.access_token)).json<CustomerDetails>();
    expect(changed).toMatchObject({ full_name: 'Renamed Viewer', metadata: { tier: 'gold' } });
    expectError(await sendForm(app, 'PUT', `/api/v2/customers/${customer.id}/metadata`, {}, owner.access_token), 400);
    expect((await send(app, { method: 'DELETE', url: `/api/v2/customers/${customer.id}/active`, headers: bearer(owner.access_token) })).json<CustomerDetails>().active).toBe(false);
    expectError(await send(app, { method: 'DELETE', url: `/api/v2/customers/${customer.id}/active`, headers: bearer(owner.access_token) }), 400, 'The account is already deactivated.');
    expect((await json<CustomersPage>(`/api/v2/customers?active=false&search=${encodeURIComponent(customer.email)}`)).total).toBe(1);
    expect((await sendForm(app, 'PUT', `/api/v2/customers/${customer.id}/active`, {}, owner.access_token)).json<CustomerDetails>().active).toBe(true);
    expect((await sendForm(app, 'PUT', `/api/v2/customers/${customer.id}/reset-password`, { branding_id: '3' }, owner.access_token)).statusCode).toBe(200);
    // The owner's seeded password-reset template gives the mail its subject and sender (issue 22).
    expect(await latestMail(app, customer.email, 'customer-reset')).toMatchObject({ subject: 'Choose a new Sandbox Media password (branding 3)', from: 'Sandbox Media Support <support@sandbox-media.example>' });
    expect((await sendForm(app, 'POST', `/api/v2/customers/${customer.id}/export`, {}, owner.access_token)).statusCode).toBe(202);
    expect(await latestMail(app, customer.email, 'data-export')).toBeDefined();
  });

  it('shows a new full name in the dashboard’s top customers at once, though those figures are cached', async () => {
    const year = new Date().getUTCFullYear();
    const url = `/api/v2/reporting/report-information?start_date=${year - 1}-01-01&end_date=${year}-12-31`;
    const top = (await json<{ topFiveCustomers: { id: number; full_name: string }[] }>(url)).topFiveCustomers[0];
    await sendForm(app, 'PUT', `/api/v2/customers/${top.id}/metadata`, { full_name: 'Renamed Top Buyer' }, owner.access_token);
    expect((await json<{ topFiveCustomers: { id: number; full_name: string }[] }>(url)).topFiveCustomers[0]).toMatchObject({ id: top.id, full_name: 'Renamed Top Buyer' });
  });

  it('is erased only with the signed-in user’s password; afterwards the account does not exist', async () => {
    const { customer } = freshPair();
    expectError(await sendForm(app, 'DELETE', `/api/v2/customers/${customer.id}`, { password: 'Sandbox-2026!' }, support.access_token), 403, 'This section is not available for your account.');
    const wrong = expectError(await sendForm(app, 'DELETE', `/api/v2/customers/${customer.id}`, { password: 'not-it-at-all', customer_id: String(customer.id) }, owner.access_token), 400);
    expect(wrong.errors).toEqual({ password: 'The password is not correct.' });
    expect((await sendForm(app, 'DELETE', `/api/v2/customers/${customer.id}`, { password: 'Sandbox-2026!', customer_id: String(customer.id) }, owner.access_token)).statusCode).toBe(204);
    expectError(await getJson(app, `/api/v2/customers/${customer.id}`, owner.access_token), 404, 'Requested account does not exist');
    expect((await json<CustomersPage>(`/api/v2/customers?search=${encodeURIComponent(customer.email)}`)).total).toBe(0);
  });
});

describe('a customer’s accesses', () => {
  it('are granted once, extended, revoked, and listed as active or inactive; the explainer follows', async () => {
    const { customer, itemId } = freshPair();
    const explain = () => json<Entitlement>(`/api/v2/customers/${customer.id}/entitlements/${itemId}`);
    expect(await explain()).toMatchObject({ verdict: 'no_access', can_watch: false, access: null });
    const granted = await sendForm(app, 'POST', '/api/items/access', { consumer_id: String(customer.id), item_id: String(itemId), expires_at: later(10) }, owner.access_token);
    expect(granted.statusCode).toBe(201);
    const access = granted.json<CustomerAccess>();
    expect(access).toMatchObject({ itemId, type: 'granted', revoked: false });
    expectError(await sendForm(app, 'POST', '/api/items/access', { consumer_id: String(customer.id), item_id: String(itemId) }, owner.access_token), 409, 'The user already has an active access for this asset.');
    expect(await explain()).toMatchObject({ verdict: 'can_watch', can_watch: true, access: { id: access.itemAccessId, source: 'grant' } });

    const active = await json<AccessesPage>(`/api/items/access?customerID=${customer.id}&status=active&page=1&size=5`);
    expect(active.collection.map((row) => row.itemAccessId)).toContain(access.itemAccessId);
    expectError(await sendForm(app, 'PUT', '/api/items/access', { consumer_id: String(customer.id), item_id: String(itemId), expires_at: later(5) }, owner.access_token), 400, 'The new expiry must be later than the current one.');
    const extended = (await sendForm(app, 'PUT', '/api/items/access', { consumer_id: String(customer.id), item_id: String(itemId), expires_at: '2099-12-31' }, owner.access_token)).json<CustomerAccess>();
    expect(extended.expiresAt).toBe(Date.UTC(2099, 11, 31, 23, 59, 59) / 1000);

    expect((await sendForm(app, 'DELETE', `/api/items/access/${access.itemAccessId}`, { consumer_id: String(customer.id) }, owner.access_token)).statusCode).toBe(204);
    expectError(await sendForm(app, 'DELETE', `/api/items/access/${access.itemAccessId}`, { consumer_id: String(customer.id) }, owner.access_token), 404);
    const inactive = await json<AccessesPage>(`/api/items/access?customerID=${customer.id}&status=inactive&type=granted`);
    expect(inactive.collection.find((row) => row.itemAccessId === access.itemAccessId)).toMatchObject({ revoked: true });
    expect(await explain()).toMatchObject({ verdict: 'no_access', can_watch: false, access: { id: access.itemAccessId, state: 'revoked' } });
    // Granted again after the revoke.
    expect((await sendForm(app, 'POST', '/api/items/access', { consumer_id: String(customer.id), item_id: String(itemId) }, owner.access_token)).statusCode).toBe(201);
  });

  it('leaves the restriction screens reading an asset’s age and domains as before, after explaining it', async () => {
    const { customer, itemId } = freshPair();
    app.sandbox.db.prepare('INSERT INTO item_age_restrictions (item_id, min_age) VALUES (?, 16) ON CONFLICT (item_id) DO UPDATE SET min_age = 16').run(itemId);
    app.sandbox.db.prepare("INSERT OR IGNORE INTO item_domains (item_id, domain) VALUES (?, 'explained.example.com')").run(itemId);
    const explained = await json<Entitlement>(`/api/v2/customers/${customer.id}/entitlements/${itemId}`);
    expect(explained.restrictions.map((restriction) => restriction.category)).toEqual(expect.arrayContaining(['age', 'domain']));
    // The explainer reads the same SQL as these screens: its way of reading must not change theirs.
    expect(await json(`/api/restrictions/items/${itemId}/age`)).toEqual({ min_age: 16 });
    expect((await json<{ domains: string[] }>(`/api/restrictions/items/${itemId}/domains`)).domains).toContain('explained.example.com');
  });

  it('refuses a past expiry, an item of another merchant, and the analyst', async () => {
    const { customer, itemId } = freshPair();
    expectError(await sendForm(app, 'POST', '/api/items/access', { consumer_id: String(customer.id), item_id: String(itemId), expires_at: '2001-01-01' }, owner.access_token), 400, 'The expiry must be in the future.');
    const foreign = one<{ id: number }>("SELECT id FROM items WHERE merchant_id != ? AND item_type = 'asset' LIMIT 1", ownerMerchant()).id;
    expectError(await sendForm(app, 'POST', '/api/items/access', { consumer_id: String(customer.id), item_id: String(foreign) }, owner.access_token), 400, 'No asset or package of that id.');
    expectError(await sendForm(app, 'POST', '/api/items/access', { consumer_id: String(customer.id), item_id: String(itemId) }, analyst.access_token), 403, 'This section is read-only for your account.');
    expect((await getJson(app, `/api/items/access?customerID=${customer.id}`, analyst.access_token)).statusCode).toBe(200);
    expectError(await getJson(app, `/api/items/access?customerID=${customer.id}`, content.access_token), 403);
  });
});

describe('payments', () => {
  const charge = () =>
    one<{ trx_token: string; id: number; amount: number; currency: string }>(
      "SELECT trx_token, id, amount, currency FROM payments WHERE merchant_id = ? AND action_type = 'charge' AND amount >= 200 AND id NOT IN (SELECT payment_id FROM refunds) ORDER BY id DESC LIMIT 1",
      ownerMerchant(),
    );

  it('are refunded in part: the details list the refund and the list shows a refund row', async () => {
    const payment = charge();
    const details = await json<PaymentDetails>(`/api/v2/accounting/transactions/${payment.trx_token}`);
    expect(details).toMatchObject({ trxToken: payment.trx_token, refunds: [], refundable_amount: payment.amount / 100, settlement_currency: 'EUR' });
    expect(details.device.os).not.toBe('');
    const refunded = await sendForm(app, 'POST', '/api/v2/accounting/transactions/refund', { id: String(payment.id), amount: '1.00', reason: 'Stream dropped' }, owner.access_token);
    expect(refunded.statusCode).toBe(200);
    const after = refunded.json<PaymentDetails>();
    expect(after.refunds).toEqual([expect.objectContaining({ amount: 1, reason: 'Stream dropped', currency: payment.currency })]);
    expect(after.refundable_amount).toBeCloseTo(payment.amount / 100 - 1, 2);
    const list = await json<PaymentsPage>(`/api/v2/accounting/transactions?type=refund&search[]=trxToken:${after.refunds[0].trx_token}`);
    expect(list.collection[0]).toMatchObject({ actionType: 'refund', chargedAmount: 1 });
    const tooMuch = expectError(await sendForm(app, 'POST', '/api/v2/accounting/transactions/refund', { id: String(payment.id), amount: '99999', reason: 'x' }, owner.access_token), 400);
    expect(tooMuch.errors?.amount).toMatch(/^The refund cannot exceed what is left of the payment/);
    expectError(await sendForm(app, 'POST', '/api/v2/accounting/transactions/refund', { id: String(payment.id), amount: '1', reason: 'x' }, analyst.access_token), 403);
    expectError(await getJson(app, `/api/v2/accounting/transactions/${payment.trx_token}`, other.access_token), 404);
  });
});

describe('subscriptions', () => {
  it('are listed 15 a page by action type and country, with details and history; a recurring one is canceled through its address', async () => {
    const page = await json<SubscriptionsPage>('/api/v2/subscriptions?page=1&size=15&action_type=recurrent');
    expect(page.collection.every((row) => row.actionType === 'recurrent')).toBe(true);
    const running = page.collection.find((row) => !['Apple In-App', 'Google In-App', 'Amazon In-App', 'Roku In-App'].includes(row.paymentMethodName)) as Subscription;
    const details = await json<SubscriptionDetails>(`/api/v2/subscriptions/${running.subscriptionId}?page=1&size=5`);
    expect(details.subscription.subscriptionId).toBe(running.subscriptionId);
    expect(details.history.collection.at(-1)?.action_type === 'started' || details.history.total > 5).toBe(true);
    expectError(await getJson(app, running.unsubscribeUrl, analyst.access_token), 403);
    const canceled = await getJson(app, running.unsubscribeUrl, owner.access_token);
    expect(canceled.json()).toMatchObject({ message: 'Subscription successfully canceled.', subscription: { actionType: 'canceled' } });
    expectError(await getJson(app, running.unsubscribeUrl, owner.access_token), 409);
    // Pages are cached until the merchant's commerce data changes: the same page read again shows the cancellation.
    const again = await json<SubscriptionsPage>('/api/v2/subscriptions?page=1&size=15&action_type=recurrent');
    expect(again.collection.map((row) => row.subscriptionId)).not.toContain(running.subscriptionId);
    expect(again.total).toBe(page.total - 1);
    const canceledPage = await json<SubscriptionsPage>(`/api/v2/subscriptions?page=1&size=15&action_type=canceled&filter=ConsumerId:${running.consumerId}`);
    expect(canceledPage.collection.find((row) => row.subscriptionId === running.subscriptionId)).toMatchObject({ actionType: 'canceled' });
    app.sandbox.db.prepare('UPDATE customers SET email = ? WHERE id = ?').run(`renamed-${running.consumerId}@sandbox.test`, running.consumerId);
    const renamed = await json<SubscriptionsPage>(`/api/v2/subscriptions?page=1&size=15&action_type=canceled&filter=ConsumerId:${running.consumerId}`);
    expect(renamed.collection.every((row) => row.consumerEmail === `renamed-${running.consumerId}@sandbox.test`)).toBe(true);
    const byCustomer = await json<SubscriptionsPage>(`/api/v2/subscriptions?filter=ConsumerId:${running.consumerId}`);
    expect(byCustomer.collection.every((row) => row.consumerId === running.consumerId)).toBe(true);
    const since = new Date(running.createdAt * 1000).toISOString().slice(0, 10);
    const ranged = await json<SubscriptionsPage>(`/api/v2/subscriptions?filter=consumer_id:${running.consumerId}&startDate=${since}&endDate=${since}`);
    expect(ranged.collection.map((row) => row.subscriptionId)).toContain(running.subscriptionId);
    const payments = await json<PaymentsPage>(`/api/v2/accounting/transactions?search[]=consumer_id:${running.consumerId}&startDate=2001-01-01&endDate=2001-01-02`);
    expect(payments.total).toBe(0);
    const country = await json<SubscriptionsPage>(`/api/v2/subscriptions?country=${running.country}`);
    expect(country.collection.every((row) => row.country === running.country)).toBe(true);
    const inApp = one<{ subscription_id: string }>("SELECT subscription_id FROM subscriptions WHERE merchant_id = ? AND payment_method = 'Apple In-App' AND action_type = 'recurrent' LIMIT 1", ownerMerchant());
    if (inApp) expectError(await getJson(app, `/api/v2/subscriptions/cancel/${inApp.subscription_id}`, owner.access_token), 409, 'This subscription was paid in-app: the customer cancels it in the store.');
  });
});

describe('the global search', () => {
  it('finds customers by part of the e-mail and payments by transaction token, within the role’s sections', async () => {
    const customer = one<{ email: string }>('SELECT email FROM customers WHERE merchant_id = ? AND erased_at IS NULL ORDER BY id LIMIT 1', ownerMerchant());
    const payment = one<{ trx_token: string }>('SELECT trx_token FROM payments WHERE merchant_id = ? ORDER BY id LIMIT 1', ownerMerchant());
    const byEmail = await json<GlobalSearchResults>(`/api/v2/search?q=${encodeURIComponent(customer.email.split('@')[0])}`);
    expect(byEmail.customers.map((row) => row.email)).toContain(customer.email);
    const byToken = await json<GlobalSearchResults>(`/api/v2/search?q=${payment.trx_token}`);
    expect(byToken.payments.map((row) => row.trxToken)).toEqual([payment.trx_token]);
    const asContent = await json<GlobalSearchResults>(`/api/v2/search?q=${encodeURIComponent(customer.email)}`, content);
    expect(asContent).toEqual({ customers: [], payments: [], subscriptions: [] });
    expect((await json<GlobalSearchResults>(`/api/v2/search?q=${encodeURIComponent(customer.email)}`, other)).customers).toEqual([]);
    expectError(await getJson(app, '/api/v2/search?q=a', owner.access_token), 400);
  });
});

describe('bulk access', () => {
  const upload = (action: string, csv: string, token = owner.access_token) => {
    const boundary = 'bulkboundary42';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="access.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    return send(app, { method: 'POST', url: `/api/items/access/bulk/${action}`, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  };
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('grants the good rows of a file, lists the 5 bad ones in a failed file, and publishes the outcome', async () => {
    const merchantId = ownerMerchant();
    const template = (await json<{ download_url: string }>('/api/items/access/bulk/template/grant')).download_url;
    expect((await getJson(app, template)).body.split('\r\n')[0]).toBe('email,item_id,expires_at');
    const itemId = one<{ id: number }>("SELECT id FROM items WHERE merchant_id = ? AND item_type = 'asset' AND is_active = 1 ORDER BY id DESC LIMIT 1", merchantId).id;
    const customers = app.sandbox.db
      .prepare('SELECT email FROM customers WHERE merchant_id = ? AND erased_at IS NULL AND id NOT IN (SELECT customer_id FROM accesses WHERE item_id = ?) ORDER BY id LIMIT 45')
      .pluck()
      .all(merchantId, itemId) as string[];
    const bad = ['nobody@nowhere.test,1,', `${customers[0]},abc,`, `${customers[1]},${itemId},2001-01-01`, `${customers[2]},999999,`, `${customers[3]},${itemId},not-a-date`];
    const csv = ['email,item_id,expires_at', ...customers.map((email) => `${email},${itemId},2099-01-01`), ...bad].join('\n');
    const accepted = await upload('grant-access', csv);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ status: 'processing', rows: 50 });
    await until(() => published.some((entry) => entry.message.type === 'bulk.grant.access'));
    const outcome = published.find((entry) => entry.message.type === 'bulk.grant.access')?.message.resource as BulkAccessOutcome;
    expect(outcome).toMatchObject({ code: 200, succeeded: 45, failed: 5 });
    expect(one<{ n: number }>("SELECT COUNT(DISTINCT customer_id) AS n FROM accesses WHERE item_id = ? AND type = 'granted' AND revoked = 0", itemId).n).toBeGreaterThanOrEqual(45);
    const files = await json<BulkFailedFile[]>('/api/items/access/bulk/failed/grant');
    expect(files[0]).toMatchObject({ file_name: outcome.failed_file, rows: 5 });
    const link = await json<{ download_url: string }>(`/api/items/access/bulk/failed/grant/download/${files[0].file_name}`);
    const lines = (await getJson(app, link.download_url)).body.trim().split('\r\n');
    expect(lines[0]).toBe('email,item_id,expires_at,reason');
    expect(lines.slice(1).map((line) => line.split(',').at(-1))).toEqual([
      'No customer with this e-mail.',
      'item_id must be the number of an asset or package.',
      'The expiry must be in the future.',
      'No asset or package of that id.',
      'The expiry must be Unix seconds or a date YYYY-MM-DD [HH:mm:ss] (UTC).',
    ]);
  });

  it('refuses a file with the wrong columns at once, and an analyst’s upload', async () => {
    expectError(await upload('revoke-access', 'email,item_id,expires_at\na@b.c,1,'), 400, 'The first line must be the columns email,item_id: download the template file.');
    expectError(await upload('grant-access', 'email,item_id,expires_at\na@b.c,1,', analyst.access_token), 403);
  });
});

describe('segmentation and the transactions analytics', () => {
  it('segments paying customers by money spent, probability and e-mail, and pages the segment', async () => {
    const all = await json<Segmentation>('/api/v2/customers/interactions?page=1&size=15');
    expect(all.total_users).toBeGreaterThan(0);
    expect(all.segment_size).toBe(all.total_users);
    expect(all.users.collection).toHaveLength(15);
    expect(all.interaction_cycle_period).toBeGreaterThanOrEqual(1);
    const probabilities = all.users.collection.map((row) => row.probability_of_interaction);
    expect([...probabilities].sort((a, b) => b - a)).toEqual(probabilities);
    const rich = await json<Segmentation>('/api/v2/customers/interactions?monetary_from=50&probability_from=0.2');
    expect(rich.users.collection.every((row) => row.monetary_sum >= 50 && row.probability_of_interaction >= 0.2)).toBe(true);
    expect(rich.segment_size).toBeLessThan(all.segment_size);
    const first = all.users.collection[0];
    expect(await json(`/api/v2/customers/${first.customer_id}/probability`)).toEqual(first);
    const bands = await json<SegmentationBand[]>('/api/v2/customers/interactions/bands');
    expect(bands.reduce((sum, band) => sum + band.customers, 0)).toBe(all.total_users);
    expect((await getJson(app, '/api/v2/customers/interactions/export?email=sandbox', owner.access_token)).body.split('\r\n')[0]).toBe(
      'customer_email,number_of_interactions,expected_number_of_interactions,monetary_sum,probability_of_interaction,last_interaction',
    );
    expectError(await getJson(app, '/api/v2/customers/interactions?probability_from=5', owner.access_token), 400);
    expectError(await getJson(app, '/api/v2/customers/interactions', support.access_token), 403);
  });

  it('drops an erased customer from a segment already computed (and cached)', async () => {
    const before = await json<Segmentation>('/api/v2/customers/interactions?page=1&size=100');
    const paying = before.users.collection[before.users.collection.length - 1];
    expect((await sendForm(app, 'DELETE', `/api/v2/customers/${paying.customer_id}`, { password: 'Sandbox-2026!' }, owner.access_token)).statusCode).toBe(204);
    const after = await json<Segmentation>('/api/v2/customers/interactions?page=1&size=100');
    expect(after.total_users).toBe(before.total_users - 1);
    expect(JSON.stringify(after)).not.toContain(paying.customer_email);
  });

  it('exports the filtered customers as CSV with the table’s columns', async () => {
    const response = await getJson(app, '/api/v2/customers/export?active=true', owner.access_token);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('Email,Full name,Country,Payments,Registered at (UTC),Last login (UTC)');
    expect(lines).toHaveLength(Number(response.headers['x-total-count']) + 1);
  });

  it('counts subscriptions per status and period, an asset’s payments per country, and methods per country', async () => {
    const year = new Date().getUTCFullYear();
    const range = `start_date=${year - 1}-01-01&end_date=${year}-12-31`;
    const groups = await json<SubscriptionStatusGroup[]>(`/api/v2/reporting/subscriptions/status/month?${range}`);
    expect(groups.length).toBeGreaterThan(0);
    expect(groups[0].period).toMatch(/^\d{4}-\d{2}$/);
    const recurrent = await json<SubscriptionStatusGroup[]>(`/api/v2/reporting/subscriptions/status/week?${range}&status=recurrent`);
    expect(recurrent.every((group) => Object.keys(group.counts).every((type) => type === 'recurrent'))).toBe(true);
    const monthly = await json<{ period: string; subscriptions: number }[]>(`/api/v2/reporting/subscriptions?grouped_by=month&action_type=all&${range}`);
    expect(monthly.reduce((sum, row) => sum + row.subscriptions, 0)).toBe(groups.reduce((sum, group) => sum + Object.values(group.counts).reduce((a, b) => a + b, 0), 0));
    const german = await json<{ period: string; subscriptions: number }[]>(`/api/v2/reporting/subscriptions?grouped_by=month&country_code=de&${range}`);
    expect(german.reduce((sum, row) => sum + row.subscriptions, 0)).toBeLessThan(monthly.reduce((sum, row) => sum + row.subscriptions, 0));
    const perCountry = await json<{ country_iso: string; created: number; canceled: number }[]>(`/api/v2/reporting/subscriptions/countries?${range}`);
    expect(perCountry.reduce((sum, row) => sum + row.created, 0)).toBe(monthly.reduce((sum, row) => sum + row.subscriptions, 0));
    const item = one<{ item_id: number }>("SELECT item_id FROM payments WHERE merchant_id = ? AND action_type = 'charge' GROUP BY item_id ORDER BY COUNT(*) DESC LIMIT 1", ownerMerchant()).item_id;
    const countries = await json<CountryFigure[]>(`/api/v2/reporting/payments/asset-countries?itemId=${item}&startDate=${year - 1}-01-01&endDate=${year}-12-31`);
    expect(countries[0].payments).toBeGreaterThan(0);
    const methods = await json<MethodsPerCountry[]>(`/api/v2/reporting/payments/method-countries?startDate=${year - 1}-01-01&endDate=${year}-12-31`);
    expect(Object.keys(methods[0].methods).length).toBeGreaterThan(0);
    expectError(await getJson(app, `/api/v2/reporting/payments/method-countries?startDate=${year}-12-31&endDate=${year}-01-01`, owner.access_token), 400);
  });
});

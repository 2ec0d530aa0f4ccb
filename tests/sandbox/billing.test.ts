/** The payment setup (catalogue 7.9): methods and gateways, fees, Stripe Connect with the simulated OAuth page, the bank statement. */
import type { FastifyInstance } from 'fastify';
import type { FeesAnswer, MerchantPaymentMethod, PaymentMethodsAnswer, RevenueShare } from '../../src/api/billingTypes';
import { setClock } from '../../sandbox/src/lib/time';
import { bearer, createTestApp, encodeForm, expectError, getJson, send, sendForm, signIn, type Session, type TestResponse } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let staff: Session;
let agency: Session;
let follower1: Session;
let follower2: Session;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other, staff, agency, follower1, follower2] = await Promise.all(['owner', 'other', 'staff', 'agency', 'follower1', 'follower2'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  setClock();
  await app.close();
});

const SHARED = 'Your payment setup is shared by your master account: ask them to change it.';
const STRIPE_ERROR = 'There was an error caused by Stripe connect, please try again later.';
const CALLBACK = '/billing-plan/stripe-callback';

const sendJson = (method: 'POST' | 'PUT', url: string, body: unknown, who: Session): Promise<TestResponse> =>
  send(app, { method, url: `/api/${url}`, payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...bearer(who.access_token) } });
const post = (url: string, who: Session): Promise<TestResponse> => send(app, { method: 'POST', url: `/api/${url}`, headers: bearer(who.access_token) });
const remove = (url: string, who: Session): Promise<TestResponse> => send(app, { method: 'DELETE', url: `/api/${url}`, headers: bearer(who.access_token) });

async function methods(who: Session, query = '?all=true'): Promise<PaymentMethodsAnswer> {
  const response = await getJson(app, `/api/v2/payments/methods${query}`, who.access_token);
  expect(response.statusCode).toBe(200);
  return response.json<PaymentMethodsAnswer>();
}
const rowOf = (answer: { collection: MerchantPaymentMethod[] }, method: string, gateway = method === 'Card' ? 'Stripe' : method): MerchantPaymentMethod => {
  const row = answer.collection.find((candidate) => candidate.paymentMethod.name === method && candidate.paymentProvider.name === gateway);
  if (!row) throw new Error(`no ${method}/${gateway} row`);
  return row;
};
const gateway = (rows: MerchantPaymentMethod[]) => rows.map((row) => `${row.paymentProvider.name}${row.current ? ' (current)' : ''}`);
const providerId = (answer: PaymentMethodsAnswer, method: string, name: string): number =>
  answer.methods.find((option) => option.name === method)?.providers.find((provider) => provider.name === name)?.id ?? 0;

describe('the methods table', () => {
  it("lists the owner's current rows, every method with the gateways able to serve it, and no Stripe Connect yet", async () => {
    const answer = await methods(owner, '');
    expect(answer).toMatchObject({ inherited: false, stripe_connect: { status: 'none', account_id: null, client_id: 'ca_sandbox_boxoffice' }, bank_statement: null });
    expect(answer.collection.map((row) => `${row.paymentMethod.name}: ${row.paymentProvider.name}`)).toEqual(['Card: Stripe', 'PayPal: PayPal', 'Apple In-App: Apple In-App', 'Google In-App: Google In-App']);
    expect(rowOf(answer, 'Card')).toMatchObject({ active: true, current: true, external: false, metadata: { descriptor: 'SANDBOX DEMO' } });
    expect(rowOf(answer, 'PayPal').metadata).toEqual({ business: 'Sandbox Demo Ltd' });
    expect(answer.methods.map((method) => method.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(answer.methods.find((method) => method.name === 'Card')?.providers).toEqual([{ id: expect.any(Number), name: 'Stripe', current: true }]);
    expect(answer.methods.find((method) => method.name === 'Ideal')?.providers).toEqual([{ id: expect.any(Number), name: 'Stripe', current: false }]);
  });

  it('refuses the sections closed to staff roles, and a merchant named by someone else', async () => {
    const content = await signIn(app, 'content@sandbox.test');
    expectError(await getJson(app, '/api/v2/payments/methods', content.access_token), 403);
    expectError(await getJson(app, `/api/v2/payments/methods?merchantID=${(await methods(owner)).merchant_id}`, other.access_token), 403);
    expect((await methods(staff, `?merchantID=${(await methods(owner)).merchant_id}`)).collection).toHaveLength(4);
  });
});

describe('gateways', () => {
  it('connects Wirecard, serves Card with it, and keeps Stripe on standby', async () => {
    const connected = await sendForm(app, 'POST', '/api/v2/payments/providers', { name: 'Wirecard' }, owner.access_token);
    expect(connected.statusCode).toBe(201);
    expect(connected.json()).toEqual({ id: expect.any(Number), name: 'Wirecard', in_app: false });
    expectError(await sendForm(app, 'POST', '/api/v2/payments/providers', { name: 'Wirecard' }, owner.access_token), 409, 'This gateway is already connected.');
    expect(expectError(await sendForm(app, 'POST', '/api/v2/payments/providers', { name: 'Bitpay' }, owner.access_token), 400).errors).toHaveProperty('name');

    const before = await methods(owner);
    const [stripe, wirecard] = [providerId(before, 'Card', 'Stripe'), providerId(before, 'Card', 'Wirecard')];
    const set = await sendJson('POST', 'v2/payments/merchant-setup', { methodId: 1, paymentProviders: [{ paymentProviderId: wirecard, current: true }, { paymentProviderId: stripe, current: false }] }, owner);
    expect(set.statusCode).toBe(200);
    expect(gateway(set.json<MerchantPaymentMethod[]>())).toEqual(['Stripe', 'Wirecard (current)']);
    expect((await methods(owner, '')).collection.filter((row) => row.paymentMethod.name === 'Card').map((row) => row.paymentProvider.name)).toEqual(['Wirecard']);

    const back = await sendJson('POST', 'v2/payments/merchant-setup', { methodId: 1, paymentProviders: [{ paymentProviderId: stripe, current: true }] }, owner);
    expect(gateway(back.json<MerchantPaymentMethod[]>())).toEqual(['Stripe (current)', 'Wirecard']);
  });

  it('refuses an unknown method, a gateway that does not serve it or is not connected, and two current ones', async () => {
    const answer = await methods(owner);
    const [stripe, paypal] = [providerId(answer, 'Card', 'Stripe'), providerId(answer, 'PayPal', 'PayPal')];
    const theirs = providerId(await methods(other), 'Card', 'Stripe');
    const setup = (body: unknown) => sendJson('POST', 'v2/payments/merchant-setup', body, owner);
    expect(expectError(await setup({ methodId: 99, paymentProviders: [{ paymentProviderId: stripe, current: true }] }), 400).errors).toHaveProperty('methodId');
    const unserved = 'Choose a gateway your account has connected that serves this method.';
    expect(expectError(await setup({ methodId: 1, paymentProviders: [{ paymentProviderId: paypal, current: true }] }), 400, unserved).errors).toEqual({ paymentProviders: unserved });
    expectError(await setup({ methodId: 1, paymentProviders: [{ paymentProviderId: theirs, current: true }] }), 400, unserved);
    expect(expectError(await setup({ methodId: 4, paymentProviders: [{ paymentProviderId: stripe, current: true }, { paymentProviderId: providerId(answer, 'Card', 'Wirecard'), current: true }] }), 400).errors).toHaveProperty('paymentProviders');
    expect(expectError(await setup({ methodId: 1, paymentProviders: [{ paymentProviderId: stripe, current: true }], colour: 'red' }), 400).message).toBe('Unknown field "colour" in the body.');
  });

  it("lets the master's inheriting follower read its master's setup, and nothing more", async () => {
    const shared = await methods(follower1);
    const own = await methods(agency);
    expect(shared).toMatchObject({ merchant_id: own.merchant_id, inherited: true });
    expect(shared.collection.map((row) => `${row.paymentMethod.name}: ${row.paymentProvider.name}`)).toEqual(['Card: Stripe', 'PayPal: PayPal']);
    const card = rowOf(shared, 'Card');
    expect((await getJson(app, `/api/v2/payments/fees/${card.accountPaymentProviderId}`, follower1.access_token)).statusCode).toBe(200);
    expectError(await sendJson('POST', 'v2/payments/merchant-setup', { methodId: 1, paymentProviders: [{ paymentProviderId: card.paymentProvider.id, current: true }] }, follower1), 403, SHARED);
    const fee = { account_payment_provider_id: card.accountPaymentProviderId, payment_type: 'ppv', fixed_fee: 0.3, share_percent: 2.5, fixed_fee_currency: 1 };
    expectError(await sendJson('POST', 'v2/payments/fees', fee, follower1), 403, SHARED);
    expectError(await sendJson('PUT', 'v2/payments/fees/1', fee, follower1), 403, SHARED);
    expectError(await remove(`v2/payments/methods/${card.accountPaymentProviderId}`, follower1), 403, SHARED);
    expectError(await sendForm(app, 'POST', '/api/v2/payments/providers', { name: 'Wirecard' }, follower1.access_token), 403, SHARED);
    expectError(await post('v2/payments/stripe/request', follower1), 403);
    // The master reads its follower's setup as the follower sees it, and may not change it behind its back either.
    expect((await methods(agency, `?merchantID=${(await methods(follower2)).merchant_id}`)).inherited).toBe(false);
    expectError(await sendForm(app, 'POST', `/api/v2/payments/providers?merchantID=4`, { name: 'Wirecard' }, agency.access_token), 403, SHARED);
  });

  it("lets the follower that keeps its own setup manage it, and deletes a row with its fees", async () => {
    const empty = await methods(follower2);
    expect(empty).toMatchObject({ inherited: false, collection: [] });
    const card = empty.methods.find((method) => method.name === 'Card');
    expect(card?.providers.map((provider) => provider.name)).toEqual(['Stripe', 'Wirecard']);
    const [stripe, wirecard] = card?.providers.map((provider) => provider.id) ?? [];
    const set = await sendJson('POST', 'v2/payments/merchant-setup', { methodId: 1, paymentProviders: [{ paymentProviderId: stripe, current: false }, { paymentProviderId: wirecard, current: false }] }, follower2);
    expect(gateway(set.json<MerchantPaymentMethod[]>())).toEqual(['Stripe (current)', 'Wirecard']);
    const [row] = set.json<MerchantPaymentMethod[]>();
    const fee = await sendJson('POST', 'v2/payments/fees', { account_payment_provider_id: row.accountPaymentProviderId, payment_type: 'subscription', fixed_fee: 1, share_percent: 3, fixed_fee_currency: 3 }, follower2);
    expect(fee.statusCode).toBe(201);

    expectError(await remove(`v2/payments/methods/${row.accountPaymentProviderId}`, owner), 404, 'Payment method not found.');
    const deleted = await remove(`v2/payments/methods/${row.accountPaymentProviderId}`, follower2);
    expect(deleted.json()).toEqual({ message: 'Payment method deleted.' });
    expect(gateway((await methods(follower2)).collection)).toEqual(['Wirecard (current)']);
    expectError(await getJson(app, `/api/v2/payments/fees/${row.accountPaymentProviderId}`, follower2.access_token), 404);
    expect(app.sandbox.db.prepare('SELECT COUNT(*) FROM revenue_shares WHERE id = ?').pluck().get(fee.json<RevenueShare>().id)).toBe(0);
  });
});

describe('fees', () => {
  it('answers the defaults', async () => {
    const response = await getJson(app, '/api/v2/payments/fees/default', owner.access_token);
    const share = { fixed_fee: 0.3, share_percent: 5.1, fixed_fee_currency: 2, psp_share: 2.9, psp_fixed_fee: 0.3, minimum_amount: 0.5 };
    expect(response.json()).toEqual({ default_revenue_share: [{ payment_type: 'subscription', ...share }, { payment_type: 'ppv', ...share }] });
  });

  it('creates a one-time fee, reads it back, updates it, and refuses a second one of its type', async () => {
    const paypal = rowOf(await methods(owner), 'PayPal');
    const body = { account_payment_provider_id: paypal.accountPaymentProviderId, payment_type: 'ppv', fixed_fee: 0.3, share_percent: 2.5, fixed_fee_currency: 1 };
    const created = await sendJson('POST', 'v2/payments/fees', body, owner);
    expect(created.statusCode).toBe(201);
    const fee = created.json<RevenueShare>();
    expect(fee).toMatchObject({ ...body, merchant_id: expect.any(Number), psp_share: 2.9, psp_fixed_fee: 0.3, minimum_amount: 0.5, in_account_id: null, out_account_id: null });

    const read = (await getJson(app, `/api/v2/payments/fees/${paypal.accountPaymentProviderId}`, owner.access_token)).json<FeesAnswer>();
    expect(read.account_revenue_shares).toEqual([fee]);
    expect(read.default_revenue_share).toHaveLength(2);

    const updated = await sendJson('PUT', `v2/payments/fees/${fee.id}`, { ...body, fixed_fee: 0.45, share_percent: 3.25, fixed_fee_currency: 3 }, owner);
    expect(updated.json<RevenueShare>()).toMatchObject({ id: fee.id, fixed_fee: 0.45, share_percent: 3.25, fixed_fee_currency: 3 });
    expect(expectError(await sendJson('PUT', `v2/payments/fees/${fee.id}`, { ...body, payment_type: 'subscription' }, owner), 400).errors).toHaveProperty('payment_type');
    expect(expectError(await sendJson('PUT', `v2/payments/fees/${fee.id}`, { ...body, merchant_id: 999 }, owner), 400).errors).toHaveProperty('merchant_id');
    expectError(await sendJson('POST', 'v2/payments/fees', body, owner), 409, 'A fee of this payment type exists: update it.');
  });

  it("refuses a negative share, and another merchant's method or fee", async () => {
    const card = rowOf(await methods(owner), 'Card');
    const body = { account_payment_provider_id: card.accountPaymentProviderId, payment_type: 'subscription', fixed_fee: 0.3, share_percent: -1, fixed_fee_currency: 1 };
    const negative = expectError(await sendJson('POST', 'v2/payments/fees', body, owner), 400);
    expect(negative.message).toMatch(/share_percent/);
    expect(negative.errors).toHaveProperty('share_percent');

    const seeded = (await getJson(app, `/api/v2/payments/fees/${card.accountPaymentProviderId}`, owner.access_token)).json<FeesAnswer>().account_revenue_shares;
    expect(seeded).toEqual([expect.objectContaining({ payment_type: 'ppv', fixed_fee: 0.25, share_percent: 4.5, fixed_fee_currency: 1 })]);
    expectError(await getJson(app, `/api/v2/payments/fees/${card.accountPaymentProviderId}`, other.access_token), 404, 'Payment method not found.');
    expectError(await sendJson('POST', 'v2/payments/fees', { ...body, share_percent: 2 }, other), 404);
    expectError(await sendJson('PUT', `v2/payments/fees/${seeded[0].id}`, { ...body, payment_type: 'ppv', share_percent: 2 }, other), 404, 'Fee not found.');
    expect((await getJson(app, `/api/v2/payments/fees/${card.accountPaymentProviderId}`, staff.access_token)).statusCode).toBe(200);
  });
});

const authorizeQuery = (fields: Record<string, string> = {}) =>
  new URLSearchParams({ client_id: 'ca_sandbox_boxoffice', redirect_uri: CALLBACK, state: 'st4te', response_type: 'code', scope: 'read_write', ...fields }).toString();
const decide = (decision: string, fields: Record<string, string> = {}) =>
  send(app, {
    method: 'POST',
    url: '/api/_sandbox/stripe/oauth/authorize',
    payload: encodeForm({ client_id: 'ca_sandbox_boxoffice', redirect_uri: CALLBACK, state: 'st4te', decision, ...fields }),
    // A browser's form post from a page that sends no referrer names no origin.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'null' },
  });
const codeOf = (response: TestResponse): string => new URL(String(response.headers.location), 'http://x').searchParams.get('code') ?? '';

describe('Stripe Connect', () => {
  it('is asked for, approved by staff, connected through the OAuth page, and disconnected', async () => {
    expectError(await sendForm(app, 'POST', '/api/v2/payments/stripe/connect', { authorization_code: 'ac_early' }, owner.access_token), 403, 'Stripe Connect is not approved for this account.');
    const asked = await post('v2/payments/stripe/request', owner);
    expect(asked.json()).toEqual({ message: 'A request for enabling Stripe Connect was sent to our support team, we will respond shortly.' });
    expectError(await post('v2/payments/stripe/request', owner), 409, 'A Stripe Connect request is already waiting for a decision.');
    expect((await methods(owner)).stripe_connect.status).toBe('requested');

    const approved = await sendForm(app, 'POST', '/api/v2/payments/approved-for-connect', { merchantID: String((await methods(owner)).merchant_id), status: 'approve' }, staff.access_token);
    expect(approved.statusCode).toBe(200);
    expect((await methods(owner)).stripe_connect.status).toBe('approved');
    expectError(await post('v2/payments/stripe/request', owner), 409, 'Stripe Connect is already approved for this account.');

    const page = await getJson(app, `/api/_sandbox/stripe/oauth/authorize?${authorizeQuery()}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<title>Stripe (sandbox)</title>');
    expect(page.body).toContain('<h1>Connect your Stripe account</h1>');
    expect(page.body).toMatch(/<button type="submit"[^>]* name="decision" value="connect">Connect<\/button>/);
    expect(page.body).toMatch(/<button type="submit"[^>]* name="decision" value="deny">Deny<\/button>/);

    const redirected = await decide('connect');
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toMatch(new RegExp(`^${CALLBACK}\\?code=ac_[A-Za-z0-9]{24}&state=st4te$`));
    const code = codeOf(redirected);
    const connected = await sendForm(app, 'POST', '/api/v2/payments/stripe/connect', { authorization_code: code }, owner.access_token);
    expect(connected.statusCode).toBe(200);
    const { account_id: accountId } = connected.json<{ message: string; account_id: string }>();
    expect(connected.json()).toEqual({ message: 'Stripe account connected.', account_id: expect.stringMatching(/^acct_[A-Za-z0-9]{16}$/) });
    expectError(await sendForm(app, 'POST', '/api/v2/payments/stripe/connect', { authorization_code: code }, owner.access_token), 400, STRIPE_ERROR);

    const after = await methods(owner);
    expect(after.stripe_connect).toMatchObject({ status: 'approved', account_id: accountId });
    const card = rowOf(after, 'Card');
    expect(card).toMatchObject({ external: true, metadata: { descriptor: 'SANDBOX DEMO', stripeUserId: accountId } });
    expectError(await post(`v2/payments/stripe/disconnect/${rowOf(after, 'PayPal').accountPaymentProviderId}`, owner), 409, 'The account cannot be disconnected at the moment, please try again later.');

    expect((await post(`v2/payments/stripe/disconnect/${card.accountPaymentProviderId}`, owner)).json()).toEqual({ message: 'Stripe account disconnected.' });
    const disconnected = await methods(owner);
    expect(rowOf(disconnected, 'Card')).toMatchObject({ external: false, metadata: { descriptor: 'SANDBOX DEMO' } });
    expect(rowOf(disconnected, 'Card').metadata).not.toHaveProperty('stripeUserId');
    expect(disconnected.stripe_connect.account_id).toBeNull();
    expectError(await post(`v2/payments/stripe/disconnect/${card.accountPaymentProviderId}`, owner), 409);
  });

  it('sends a denial back as access_denied, and refuses an unknown or expired code', async () => {
    const denied = await decide('deny');
    expect(denied.statusCode).toBe(302);
    expect(denied.headers.location).toBe(`${CALLBACK}?error=access_denied&error_description=The+user+denied+your+request&state=st4te`);
    expectError(await sendForm(app, 'POST', '/api/v2/payments/stripe/connect', { authorization_code: 'ac_unknown' }, owner.access_token), 400, STRIPE_ERROR);
    const code = codeOf(await decide('connect'));
    setClock(() => Date.now() + 11 * 60 * 1000);
    try {
      expectError(await sendForm(app, 'POST', '/api/v2/payments/stripe/connect', { authorization_code: code }, owner.access_token), 400, STRIPE_ERROR);
    } finally {
      setClock();
    }
  });

  it('never redirects to another site, and answers only the console', async () => {
    for (const uri of ['https://evil.test/', '//evil.test', '/\\evil.test', '/a/..//evil.test', 'billing']) {
      const page = await getJson(app, `/api/_sandbox/stripe/oauth/authorize?${authorizeQuery({ redirect_uri: uri })}`);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('redirect_uri must be a path on this site');
      const decided = await decide('connect', { redirect_uri: uri });
      expect(decided.statusCode).toBe(400);
      expect(decided.headers.location).toBeUndefined();
    }
    expect((await getJson(app, `/api/_sandbox/stripe/oauth/authorize?${authorizeQuery({ client_id: 'ca_someone_else' })}`)).statusCode).toBe(400);
    expect((await getJson(app, `/api/_sandbox/stripe/oauth/authorize?client_id=ca_sandbox_boxoffice`)).statusCode).toBe(400);
  });

  it('connects the Stripe gateway and a Card row for a merchant that has neither', async () => {
    const merchantId = (await methods(owner)).merchant_id;
    app.sandbox.db.prepare("DELETE FROM payment_providers WHERE merchant_id = ? AND name = 'Stripe'").run(merchantId);
    app.sandbox.db.prepare('UPDATE account_payment_providers SET current = 0 WHERE merchant_id = ? AND method_id = 1').run(merchantId);
    const connected = await sendForm(app, 'POST', '/api/v2/payments/stripe/connect', { authorization_code: codeOf(await decide('connect')) }, owner.access_token);
    expect(connected.statusCode).toBe(200);
    const answer = await methods(owner);
    expect(gateway(answer.collection.filter((row) => row.paymentMethod.name === 'Card'))).toEqual(['Wirecard', 'Stripe (current)']);
    expect(rowOf(answer, 'Card')).toMatchObject({ external: true, metadata: { stripeUserId: connected.json<{ account_id: string }>().account_id } });
    expect(answer.methods.find((method) => method.name === 'Ideal')?.providers.map((provider) => provider.name)).toEqual(['Stripe']);
  });

  it('needs the StripeConnectIntegration feature', async () => {
    expectError(await post('v2/payments/stripe/request', other), 403, 'This feature is not enabled for your account.');
  });
});

function multipart(parts: { name: string; filename?: string; type?: string; content: Buffer | string }[], cut = 0): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----billing-test-boundary';
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`),
    Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload: cut ? payload.subarray(0, payload.length - cut) : payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(24)]);
const upload = (who: Session, merchantId: number, file: { filename: string; type: string; content: Buffer | string }, cut = 0) => {
  const body = multipart([{ name: 'bank_statement', ...file }, { name: 'merchant_id', content: String(merchantId) }], cut);
  return send(app, { method: 'POST', url: '/api/v2/payments/bank-statement', payload: body.payload, headers: { ...body.headers, ...bearer(who.access_token) } });
};

describe('the bank statement', () => {
  it('is uploaded, replaced and deleted', async () => {
    const merchantId = (await methods(owner)).merchant_id;
    const first = await upload(owner, merchantId, { filename: 'march.pdf', type: 'application/pdf', content: PDF });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ file_name: 'march.pdf', content_type: 'application/pdf', size: PDF.length, uploaded_at: expect.any(Number) });
    expect((await methods(owner)).bank_statement).toEqual(first.json());

    const replaced = await upload(owner, merchantId, { filename: 'april.png', type: 'image/png', content: PNG });
    expect(replaced.json()).toMatchObject({ file_name: 'april.png', content_type: 'image/png', size: PNG.length });
    expect(app.sandbox.db.prepare('SELECT COUNT(*) FROM bank_statements WHERE merchant_id = ?').pluck().get(merchantId)).toBe(1);

    expect((await remove(`v2/payments/bank-statement?merchant_id=${merchantId}`, owner)).json()).toEqual({ message: 'Bank statement deleted.' });
    expect((await methods(owner)).bank_statement).toBeNull();
    expectError(await remove(`v2/payments/bank-statement?merchant_id=${merchantId}`, owner), 404, 'There is no bank statement to delete.');
  });

  it('refuses another type, a truncated upload, a file too large, and another merchant', async () => {
    const merchantId = (await methods(owner)).merchant_id;
    const wrong = expectError(await upload(owner, merchantId, { filename: 'notes.pdf', type: 'application/pdf', content: 'just text' }), 400, 'Upload the bank statement as a PDF, PNG or JPEG file.');
    expect(wrong.errors).toHaveProperty('bank_statement');
    // Cut off in the file, and between the file and the merchant_id field.
    expectError(await upload(owner, merchantId, { filename: 'march.pdf', type: 'application/pdf', content: PDF }, 130), 400);
    expectError(await upload(owner, merchantId, { filename: 'march.pdf', type: 'application/pdf', content: PDF }, 30), 400, 'merchant_id is required.');
    const large = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expectError(await upload(owner, merchantId, { filename: 'huge.pdf', type: 'application/pdf', content: large }), 400, 'The bank statement may be at most 5 MiB.');
    expectError(await upload(owner, (await methods(other)).merchant_id, { filename: 'march.pdf', type: 'application/pdf', content: PDF }), 403);
    expectError(await remove(`v2/payments/bank-statement?merchant_id=${(await methods(other)).merchant_id}`, owner), 403);
  });
});

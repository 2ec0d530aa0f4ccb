/**
 * The paywall's side (issue 22, acceptance 7; GUIDE section 3): what a paywall embedded on a merchant's site reads
 * without a console token, keyed by the merchant's uuid or the asset's id. What the merchant saves in the console is
 * what the visitor is answered; what only access unlocks is not.
 */
import type { FastifyInstance } from 'fastify';
import type { CustomerSignIn } from '../../src/api/authSettingsTypes';
import type { AccessFee, Asset, Donations, PaywallAsset } from '../../src/api/itemTypes';
import type { AgeSettings } from '../../src/api/restrictionTypes';
import type { AddressInfo } from 'node:net';
import type { ReceivedDelivery } from '../../sandbox/src/routes/webhookReceiver';
import { AGE_CHECK_OFF_MESSAGE, BIRTH_DATE_NOT_ASKED_MESSAGE, CUSTOMER_EMAIL_TAKEN_MESSAGE, NOT_A_BIRTH_DATE_MESSAGE, WRONG_PIN_MESSAGE } from '../../sandbox/src/models/customerRegistration';
import { REGISTRATION_MAIL_SUBJECT, TOO_MANY_PINS_MESSAGE } from '../../sandbox/src/routes/accounts';
import { AUTH_SETTINGS } from '../../src/constants/messages/authSettings';
import { FEATURE_OFF_MESSAGE } from '../../sandbox/src/lib/access';
import { ASSET_NOT_FOUND_MESSAGE } from '../../sandbox/src/models/items';
import { AUTH_SETTINGS_SERVER } from '../../src/constants/messages/authSettings';
import { bearer, createTestApp, DEMO_PASSWORD, encodeForm, expectError, getJson, latestMail, postJson, send, sendForm, signIn, type Session, type TestResponse } from './helpers';

let app: FastifyInstance;
let owner: Session;
let merchantUuid: string;
let merchantId: number;
let assetId: number;

beforeAll(async () => {
  app = await createTestApp();
  owner = await signIn(app, 'owner@sandbox.test');
  merchantUuid = owner.account.merchant_uuid;
  const { db } = app.sandbox;
  merchantId = (db.prepare('SELECT id FROM merchants WHERE uuid = ?').get(merchantUuid) as { id: number }).id;
  // An active asset of the owner's that sells with at least one price and has donation options.
  const row = db
    .prepare(
      `SELECT i.id FROM items i WHERE i.merchant_id = ? AND i.item_type = 'asset' AND i.is_active = 1
         AND EXISTS (SELECT 1 FROM access_fees f WHERE f.item_id = i.id) ORDER BY i.id LIMIT 1`,
    )
    .get(merchantId) as { id: number };
  assetId = row.id;
  // Webhook deliveries run when a test asks, never on their own.
  app.sandbox.webhooks.settings.manual = true;
});

afterAll(async () => {
  await app.close();
});

const visitor = (url: string, headers: Record<string, string> = {}): Promise<TestResponse> => send(app, { url: `/api${url}`, headers });
const asOwner = <T>(url: string): Promise<T> =>
  getJson(app, `/api${url}`, owner.access_token).then((response) => {
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  });
const ok = <T>(response: TestResponse): T => {
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

describe('the public reads, without any token', () => {
  it('answer the owner’s asset without what access unlocks', async () => {
    const asset = ok<PaywallAsset>(await visitor(`/items/${merchantUuid}/${assetId}`));
    const console = await asOwner<Asset>(`/v2/items/${merchantUuid}/${assetId}`);
    expect(asset).toMatchObject({ id: assetId, title: console.title, merchant_uuid: merchantUuid, is_active: true, access_control_type: console.access_control_type });
    for (const hidden of ['content', 'streamURL', 'source', 'external_asset_id']) expect(asset).not.toHaveProperty(hidden);
  });

  it('answer the asset’s prices and donation options as the console saved them', async () => {
    expect(ok<AccessFee[]>(await visitor(`/v2/items/${assetId}/access-fees`))).toEqual(await asOwner<AccessFee[]>(`/v2/items/${assetId}/access-fees`));
    const created = await send(app, {
      method: 'POST',
      url: `/api/v2/items/${assetId}/donations`,
      payload: encodeForm({ amount: '7', currency: 'EUR', description: 'Buy the team a coffee' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(owner.access_token) },
    });
    expect(created.statusCode).toBe(201);
    const donations = ok<Donations>(await visitor(`/v2/items/${assetId}/donations`));
    expect(donations).toEqual(await asOwner<Donations>(`/v2/items/${assetId}/donations`));
    expect(donations.donation_options.map((option) => option.description)).toContain('Buy the team a coffee');
  });

  it('answer the merchant’s age settings as saved', async () => {
    const saved = await send(app, {
      method: 'PATCH',
      url: `/api/restrictions/settings/${merchantUuid}`,
      payload: encodeForm({ age_verification_type: 'date_of_birth' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(owner.access_token) },
    });
    expect(saved.statusCode).toBe(200);
    const settings = ok<AgeSettings>(await visitor(`/restrictions/settings/${merchantUuid}`));
    expect(settings).toEqual(await asOwner<AgeSettings>(`/restrictions/settings/${merchantUuid}`));
    expect(settings.age_verification_type).toBe('date_of_birth');
  });

  it('keep inactive assets, unknown merchants and features the merchant lacks out of reach', async () => {
    const { db } = app.sandbox;
    const inactive = db.prepare("SELECT id FROM items WHERE merchant_id = ? AND item_type = 'asset' AND is_active = 0 LIMIT 1").get(merchantId) as { id: number } | undefined;
    const hiddenId = inactive?.id ?? assetId;
    if (!inactive) db.prepare('UPDATE items SET is_active = 0 WHERE id = ?').run(hiddenId);
    try {
      expectError(await visitor(`/items/${merchantUuid}/${hiddenId}`), 404, ASSET_NOT_FOUND_MESSAGE);
      expectError(await visitor(`/v2/items/${hiddenId}/access-fees`), 404, ASSET_NOT_FOUND_MESSAGE);
    } finally {
      if (!inactive) db.prepare('UPDATE items SET is_active = 1 WHERE id = ?').run(hiddenId);
    }
    expectError(await visitor(`/items/not-a-merchant/${assetId}`), 404, AUTH_SETTINGS_SERVER.unknownMerchant);
    expectError(await visitor('/restrictions/settings/not-a-merchant'), 404, AUTH_SETTINGS_SERVER.unknownMerchant);
    expectError(await visitor('/v2/items/999999/donations'), 404, ASSET_NOT_FOUND_MESSAGE);
    // Donation options are the Donations feature's: a merchant without it has none to show.
    const feature = db.prepare("SELECT mf.rowid AS id, mf.enabled FROM merchant_features mf JOIN features f ON f.id = mf.feature_id WHERE mf.merchant_id = ? AND f.name = 'Donations'").get(merchantId) as {
      id: number;
      enabled: number;
    };
    db.prepare('UPDATE merchant_features SET enabled = 0 WHERE rowid = ?').run(feature.id);
    try {
      expectError(await visitor(`/v2/items/${assetId}/donations`), 403, FEATURE_OFF_MESSAGE);
    } finally {
      db.prepare('UPDATE merchant_features SET enabled = ? WHERE rowid = ?').run(feature.enabled, feature.id);
    }
  });

  it('still refuse a write without a token, and a console token that is not valid', async () => {
    expectError(await send(app, { method: 'POST', url: `/api/v2/items/${assetId}/access-fees`, payload: encodeForm({ access_type_id: '1', amount: '1', currency: 'EUR' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 401);
    expectError(await send(app, { method: 'PATCH', url: `/api/restrictions/settings/${merchantUuid}`, payload: encodeForm({ age_verification_type: 'date_of_birth' }), headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 401);
    expectError(await visitor(`/v2/items/${assetId}/access-fees`, { authorization: 'Bearer not-a-token' }), 401);
  });
});

describe('a signed-in customer on the paywall', () => {
  it('reads the same public view with their paywall session', async () => {
    const { email } = app.sandbox.db.prepare('SELECT email FROM customers WHERE password_hash IS NOT NULL AND merchant_id = ? LIMIT 1').get(merchantId) as { email: string };
    const signedIn = await send(app, {
      method: 'POST',
      url: '/api/accounts/authenticate',
      payload: encodeForm({ grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: merchantUuid }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const session = ok<CustomerSignIn>(signedIn);
    const headers = bearer(session.access_token);
    expect(ok<AccessFee[]>(await visitor(`/v2/items/${assetId}/access-fees`, headers))).toEqual(await asOwner<AccessFee[]>(`/v2/items/${assetId}/access-fees`));
    expect(ok<AgeSettings>(await visitor(`/restrictions/settings/${merchantUuid}`, headers))).toEqual(await asOwner<AgeSettings>(`/restrictions/settings/${merchantUuid}`));
    // A customer's session is no console token: the console's own reads stay closed to it.
    expectError(await visitor(`/v2/items/${merchantUuid}/${assetId}`, headers), 401);
  });
});

describe('signed in to the console', () => {
  it('a merchant still reads only their own assets’ prices', async () => {
    const other = await signIn(app, 'other@sandbox.test');
    expectError(await getJson(app, `/api/v2/items/${assetId}/access-fees`, other.access_token), 404, ASSET_NOT_FOUND_MESSAGE);
  });
});

describe('a customer registering on the paywall (POST accounts, type=consumer)', () => {
  const PASSWORD = 'Paywall-Passw0rd!';
  const register = (fields: Record<string, string>): Promise<TestResponse> =>
    sendForm(app, 'POST', '/api/accounts', { type: 'consumer', merchant_uuid: merchantUuid, client_id: merchantUuid, password: PASSWORD, password_confirmation: PASSWORD, ...fields });
  const addField = (fields: Record<string, string>) => sendForm(app, 'POST', '/api/accounts/custom-fields', fields, owner.access_token);
  const receiverUrl = (key: string) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/_sandbox/receiver/${key}`;

  it('answers the merchant’s form: a required select must be one of its options, then the customer is registered and signed in', async () => {
    const field = await addField({
      name: 'favourite_team',
      label: 'Favourite team',
      type: 'select',
      required: '1',
      'options[0][key]': 'reds',
      'options[0][value]': 'Reds',
      'options[1][key]': 'blues',
      'options[1][value]': 'Blues',
      'options[2][key]': 'greens',
      'options[2][value]': 'Greens',
    });
    expect(field.statusCode).toBe(201);
    const hook = await sendForm(app, 'POST', '/api/webhooks', { endpoint: receiverUrl('registered'), 'events[0]': 'customer.registered' }, owner.access_token);
    expect(hook.statusCode).toBe(201);

    const missing = expectError(await register({ full_name: 'Nora Newcomer', email: 'nora@fans.example' }), 400, AUTH_SETTINGS.validationError);
    expect(missing.errors).toEqual({ 'metadata[favourite_team]': 'Favourite team is required.' });
    const wrong = expectError(await register({ full_name: 'Nora Newcomer', email: 'nora@fans.example', 'metadata[favourite_team]': 'purples', 'metadata[shoe_size]': '42' }), 400);
    expect(wrong.errors).toEqual({ 'metadata[favourite_team]': 'Favourite team: choose one of its options.', 'metadata[shoe_size]': 'This is not a field of the registration form.' });

    const registered = await register({ full_name: 'Nora Newcomer', email: 'Nora@Fans.example', 'metadata[favourite_team]': 'blues', referrer: 'https://www.sandbox-sports.example/final' });
    expect(registered.statusCode).toBe(201);
    const session = registered.json<CustomerSignIn>();
    expect(session.account).toMatchObject({ email: 'nora@fans.example', full_name: 'Nora Newcomer', merchant_uuid: merchantUuid, roles: ['consumer'] });
    // The merchant sees the new customer with their answer; the same e-mail cannot register twice.
    const stored = app.sandbox.db.prepare('SELECT metadata FROM customers WHERE merchant_id = ? AND email = ?').get(merchantId, 'nora@fans.example') as { metadata: string };
    expect(JSON.parse(stored.metadata)).toEqual({ favourite_team: 'blues', referrer: 'https://www.sandbox-sports.example/final' });
    expectError(await register({ full_name: 'Nora Again', email: 'nora@fans.example', 'metadata[favourite_team]': 'reds' }), 409, CUSTOMER_EMAIL_TAKEN_MESSAGE);
    // The new password signs the customer in on the paywall.
    const signIn = await sendForm(app, 'POST', '/api/accounts/authenticate', { grant_type: 'password', username: 'nora@fans.example', password: PASSWORD, client_id: merchantUuid });
    expect(signIn.statusCode).toBe(200);

    // Subscribed webhooks hear of it.
    expect((await postJson(app, '/api/_sandbox/webhooks/run', {})).statusCode).toBe(200);
    const deliveries = (await getJson(app, '/api/_sandbox/receiver/registered')).json<ReceivedDelivery[]>();
    expect(deliveries).toHaveLength(1);
    const body = new URLSearchParams(deliveries[0].body);
    expect(body.get('event')).toBe('customer.registered');
    expect(deliveries[0].signature_valid).toBe(true);
    expect(deliveries[0].body).toContain('nora%40fans.example');
  });

  it('asks for First name and Last name once the merchant split Full name, and checks the other field types', async () => {
    expect((await addField({ split_full_name: '1' })).statusCode).toBe(201);
    for (const [name, type] of [['birthday', 'date'], ['home_country', 'country'], ['newsletter', 'checkbox']] as const) {
      expect((await addField({ name, label: name, type, required: name === 'newsletter' ? '0' : '1' })).statusCode).toBe(201);
    }
    const answers = { 'metadata[favourite_team]': 'reds' };
    const refused = expectError(await register({ full_name: 'Olga Split', email: 'olga@fans.example', ...answers, 'metadata[birthday]': '2031-02-30', 'metadata[home_country]': 'Germany', 'metadata[newsletter]': 'yes' }), 400);
    expect(refused.errors).toEqual({
      full_name: 'This form asks for First name and Last name instead.',
      first_name: 'First name is required.',
      surname: 'Last name is required.',
      'metadata[birthday]': 'birthday must be a date, YYYY-MM-DD.',
      'metadata[home_country]': 'home_country must be a two-letter country code.',
      'metadata[newsletter]': 'newsletter is either checked (1) or not (0).',
    });
    const registered = await register({ first_name: 'Olga', surname: 'Split', email: 'olga@fans.example', ...answers, 'metadata[birthday]': '1990-02-28', 'metadata[home_country]': 'DE' });
    expect(registered.statusCode).toBe(201);
    expect(registered.json<CustomerSignIn>().account.full_name).toBe('Olga Split');
  });

  it('refuses another merchant as the client, an unknown merchant, a mismatched password and the merchant sign-up’s fields', async () => {
    const other = await signIn(app, 'other@sandbox.test');
    expectError(await register({ client_id: other.account.merchant_uuid, first_name: 'A', surname: 'B', email: 'ab@fans.example' }), 400, AUTH_SETTINGS_SERVER.clientIsNotMerchant);
    expectError(await register({ merchant_uuid: 'not-a-merchant', client_id: 'not-a-merchant', full_name: 'Nobody', email: 'nobody@fans.example' }), 404, AUTH_SETTINGS_SERVER.unknownMerchant);
    expectError(await register({ first_name: 'A', surname: 'B', email: 'ab@fans.example', password_confirmation: 'Other-Passw0rd!' }), 400);
    const mixed = expectError(await register({ first_name: 'A', surname: 'B', email: 'ab@fans.example', response_token: 'x' }), 400);
    expect(mixed.errors).toHaveProperty('response_token');
    // A merchant's sign-up still refuses the paywall's fields.
    const merchantSignup = expectError(await sendForm(app, 'POST', '/api/accounts', { type: 'merchant', full_name: 'Shop Owner', email: 'shop@owners.example', password: PASSWORD, password_confirmation: PASSWORD, response_token: 'x', client_id: merchantUuid }), 400);
    expect(merchantSignup.errors).toHaveProperty('client_id');
  });
});

describe('age verification on the paywall (feature Age Verification: PIN codes in registration mails)', () => {
  const PASSWORD = 'Paywall-Passw0rd!';
  const setAgeCheck = async (fields: Record<string, string>) => {
    const saved = await sendForm(app, 'PATCH', `/api/restrictions/settings/${merchantUuid}`, fields, owner.access_token);
    expect(saved.statusCode).toBe(200);
  };
  /** A new customer of the owner's with no custom fields to answer (the earlier tests' fields are removed first). */
  async function newCustomer(email: string): Promise<CustomerSignIn> {
    app.sandbox.db.prepare('DELETE FROM custom_fields WHERE merchant_id = ?').run(merchantId);
    const registered = await sendForm(app, 'POST', '/api/accounts', { type: 'consumer', merchant_uuid: merchantUuid, client_id: merchantUuid, full_name: 'Age Checked', email, password: PASSWORD, password_confirmation: PASSWORD });
    expect(registered.statusCode).toBe(201);
    return registered.json<CustomerSignIn>();
  }
  const verify = (token: string | null, fields: Record<string, string>) =>
    send(app, { method: 'POST', url: '/api/accounts/age-verification', payload: encodeForm(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? bearer(token) : {}) } });
  const verifiedAt = (email: string) => (app.sandbox.db.prepare('SELECT age_verified_at FROM customers WHERE merchant_id = ? AND email = ?').get(merchantId, email) as { age_verified_at: number | null }).age_verified_at;

  it('mails a PIN at registration when the merchant verifies age by PIN, and the paywall’s check takes it', async () => {
    await setAgeCheck({ age_verification_enabled: '1', age_verification_type: 'pin_code' });
    const session = await newCustomer('pin@fans.example');
    const mail = await latestMail(app, 'pin@fans.example', 'registration');
    expect(mail).toMatchObject({ subject: REGISTRATION_MAIL_SUBJECT });
    const pin = String(mail?.code);
    expect(pin).toMatch(/^[0-9]{6}$/);

    expectError(await verify(null, { pin_code: pin }), 401);
    expectError(await verify(owner.access_token, { pin_code: pin }), 401);
    const wrong = pin === '000000' ? '000001' : '000000';
    expectError(await verify(session.access_token, { pin_code: wrong }), 400, WRONG_PIN_MESSAGE);
    expect(verifiedAt('pin@fans.example')).toBeNull();
    const verified = await verify(session.access_token, { pin_code: pin });
    expect(verified.statusCode).toBe(200);
    expect(verifiedAt('pin@fans.example')).toBe(verified.json<{ age_verified_at: number }>().age_verified_at);
  });

  it('stops guessing after five wrong PIN codes', async () => {
    const session = await newCustomer('guesser@fans.example');
    const pin = String((await latestMail(app, 'guesser@fans.example', 'registration'))?.code);
    const wrong = pin === '123456' ? '654321' : '123456';
    for (let attempt = 0; attempt < 5; attempt += 1) expectError(await verify(session.access_token, { pin_code: wrong }), 400, WRONG_PIN_MESSAGE);
    expectError(await verify(session.access_token, { pin_code: pin }), 429, TOO_MANY_PINS_MESSAGE);
  });

  it('mails no PIN when the merchant checks a date of birth, and takes a real one', async () => {
    await setAgeCheck({ age_verification_enabled: '1', age_verification_type: 'date_of_birth' });
    const session = await newCustomer('born@fans.example');
    const mail = await latestMail(app, 'born@fans.example', 'registration');
    expect(mail).toBeDefined();
    expect(mail?.code ?? null).toBeNull();
    expectError(await verify(session.access_token, { pin_code: '123456' }), 400, BIRTH_DATE_NOT_ASKED_MESSAGE);
    expectError(await verify(session.access_token, { date_of_birth: '2031-02-30' }), 400, NOT_A_BIRTH_DATE_MESSAGE);
    expect((await verify(session.access_token, { date_of_birth: '1990-05-17' })).statusCode).toBe(200);
    expect(verifiedAt('born@fans.example')).not.toBeNull();
  });

  it('refuses the check where the merchant does not verify age', async () => {
    await setAgeCheck({ age_verification_enabled: '0' });
    const session = await newCustomer('free@fans.example');
    expect((await latestMail(app, 'free@fans.example', 'registration'))?.code ?? null).toBeNull();
    expectError(await verify(session.access_token, { date_of_birth: '1990-05-17' }), 409, AGE_CHECK_OFF_MESSAGE);
  });
});

/** The in-app stores' keys and PayPal's (catalogue 7.11; issue 23, acceptance 1 and 6). */
import type { FastifyInstance } from 'fastify';
import type { GoogleInAppSetup, InAppKeys, ProviderMetadata, ProviderMetadataList } from '../../src/api/integrationTypes';
import { createTestApp, expectError, getJson, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let support: Session;

const P8 = '-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQg\n-----END PRIVATE KEY-----';

beforeAll(async () => {
  app = await createTestApp();
  [owner, other, support] = await Promise.all(['owner', 'other', 'support'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const providers = async (session = owner) => (await getJson(app, '/api/v2/payments/providers/metadata', session.access_token)).json<ProviderMetadataList>().collection;
const providerId = async (name: string, session = owner) => {
  const found = (await providers(session)).find((entry) => entry.name === name);
  if (!found) throw new Error(`${name} is not a provider`);
  return found.payment_provider_id;
};

describe('Google in-app', () => {
  it('is created by a POST, then only updated by a PUT, with section 5’s rules and the store’s refusal', async () => {
    const google = '/api/v2/hooks/google-in-app/setup';
    const before = (await getJson(app, google, owner.access_token)).json<GoogleInAppSetup>();
    expect(before).toEqual({ configured: false, site_token: '', playstore_public_key: '', merchant_uuid: owner.account.merchant_uuid, updated_at: null });
    const keys = { site_token: 'site-token-1', playstore_public_key: 'MIIBIjANBgkqh', merchant_uuid: owner.account.merchant_uuid };
    expectError(await sendForm(app, 'PUT', google, keys, owner.access_token), 404, 'Google in-app keys are not set up yet: save them first.');
    expect(expectError(await sendForm(app, 'POST', google, { ...keys, site_token: 'short' }, owner.access_token), 400).errors).toEqual({ site_token: '*Incorrect format' });
    expect(expectError(await sendForm(app, 'POST', google, { ...keys, playstore_public_key: ' ' }, owner.access_token), 400).errors).toEqual({ playstore_public_key: '*Required' });
    expect(expectError(await sendForm(app, 'POST', google, { ...keys, merchant_uuid: other.account.merchant_uuid }, owner.access_token), 400).errors).toHaveProperty('merchant_uuid');
    const refused = expectError(await sendForm(app, 'POST', google, { ...keys, site_token: 'invalid-token' }, owner.access_token), 400);
    expect(refused.errors?.explain).toBe('Google In-App refused these keys: check the site token.');

    const created = await sendForm(app, 'POST', google, keys, owner.access_token);
    expect(created.statusCode).toBe(201);
    expect(created.json<GoogleInAppSetup>()).toMatchObject({ configured: true, site_token: 'site-token-1' });
    expectError(await sendForm(app, 'POST', google, keys, owner.access_token), 409, 'Google in-app keys are already set up: update them instead.');
    const updated = await sendForm(app, 'PUT', google, { ...keys, site_token: 'site-token-2' }, owner.access_token);
    expect(updated.statusCode).toBe(200);
    expect((await getJson(app, google, owner.access_token)).json<GoogleInAppSetup>()).toMatchObject({ configured: true, site_token: 'site-token-2' });
    // Another merchant's setup is its own.
    expect((await getJson(app, google, other.access_token)).json<GoogleInAppSetup>().configured).toBe(false);
  });
});

describe('Apple, Amazon and Roku in-app', () => {
  it('saves Apple’s keys by PUT only with its p8 key in its markers, and keeps them', async () => {
    const id = await providerId('Apple In-App');
    const url = `/api/v2/payments/in-app/${id}`;
    expect((await getJson(app, url, owner.access_token)).json<InAppKeys>()).toMatchObject({ payment_provider_id: id, name: 'Apple In-App', metadata: null, p8_certificate: null });
    const body = { payment_provider_id: String(id), metadata: { bundle_id: 'com.sandbox.app', key_id: 'ABC123DEFG', issuer: '57246542-96fe-1a63' }, p8_certificate: P8 };
    expect(expectError(await sendForm(app, 'PUT', url, { ...body, p8_certificate: 'MIGTAgEAMBMGByqGSM49' }, owner.access_token), 400).errors).toEqual({ p8_certificate: '*Incorrect format' });
    expect(expectError(await sendForm(app, 'PUT', url, { ...body, metadata: { ...body.metadata, issuer: '' } }, owner.access_token), 400).errors).toEqual({ issuer: '*Required' });
    expect(expectError(await sendForm(app, 'PUT', url, { ...body, metadata: { ...body.metadata, api_key: 'roku' } }, owner.access_token), 400).errors).toEqual({ api_key: 'Apple In-App does not take this key.' });
    expect(expectError(await sendForm(app, 'PUT', url, { ...body, metadata: { ...body.metadata, key_id: 'invalid' } }, owner.access_token), 400).errors?.explain).toBe('Apple In-App refused these keys: check the key id.');
    const saved = await sendForm(app, 'PUT', url, body, owner.access_token);
    expect(saved.statusCode).toBe(200);
    const read = (await getJson(app, url, owner.access_token)).json<InAppKeys>();
    expect(read).toMatchObject({ metadata: body.metadata, p8_certificate: P8, updated_at: expect.any(Number) });
    expect((await providers()).find((entry) => entry.name === 'Apple In-App')?.metadata).toEqual(body.metadata);
  });

  it('saves Amazon’s shared secret and Roku’s API key, each required', async () => {
    const amazon = `/api/v2/payments/in-app/${await providerId('Amazon In-App')}`;
    const roku = await providerId('Roku In-App');
    expect(expectError(await sendForm(app, 'PUT', amazon, { payment_provider_id: amazon.split('/').pop() ?? '', metadata: { secret_key: '' } }, owner.access_token), 400).errors).toEqual({ secret_key: '*Required' });
    expect((await sendForm(app, 'PUT', amazon, { payment_provider_id: amazon.split('/').pop() ?? '', metadata: { secret_key: '2:smXBjZkWCxDMSBvQ8HBGsUS1PK3jvVc8' } }, owner.access_token)).statusCode).toBe(200);
    expect(expectError(await sendForm(app, 'PUT', `/api/v2/payments/in-app/${roku}`, { payment_provider_id: String(roku + 1), metadata: { api_key: 'roku-key' } }, owner.access_token), 400).errors).toHaveProperty('payment_provider_id');
    expect((await sendForm(app, 'PUT', `/api/v2/payments/in-app/${roku}`, { payment_provider_id: String(roku), metadata: { api_key: 'roku-key-1' } }, owner.access_token)).json<InAppKeys>().metadata).toEqual({ api_key: 'roku-key-1' });
  });

  it('refuses another merchant’s store, Google and PayPal by id, and customer support’s writes', async () => {
    const apple = await providerId('Apple In-App');
    expectError(await getJson(app, `/api/v2/payments/in-app/${apple}`, other.access_token), 404);
    expectError(await getJson(app, `/api/v2/payments/in-app/${await providerId('Google In-App')}`, owner.access_token), 404);
    expectError(await getJson(app, `/api/v2/payments/in-app/${await providerId('PayPal')}`, owner.access_token), 404);
    expect((await getJson(app, `/api/v2/payments/in-app/${apple}`, support.access_token)).statusCode).toBe(200);
    expectError(await sendForm(app, 'PUT', `/api/v2/payments/in-app/${apple}`, { payment_provider_id: String(apple), metadata: { bundle_id: 'x' } }, support.access_token), 403, 'This section is read-only for your account.');
    expectError(await sendForm(app, 'PUT', '/api/v2/hooks/google-in-app/setup', { site_token: 'x', playstore_public_key: 'y', merchant_uuid: owner.account.merchant_uuid }, support.access_token), 403);
  });
});

describe('PayPal', () => {
  it('keeps its REST app keys as the PayPal provider’s metadata, for the caller’s merchant only', async () => {
    const id = await providerId('PayPal');
    const body = { payment_provider_id: String(id), merchant_id: owner.account.merchant_uuid, metadata: { client_id: 'AbCdPayPalClient', client_secret: 'EFgh-secret' } };
    expect(expectError(await sendForm(app, 'PUT', '/api/v2/payments/providers/metadata', { ...body, metadata: { client_id: 'x', client_secret: ' ' } }, owner.access_token), 400).errors).toEqual({ client_secret: '*Required' });
    expect(expectError(await sendForm(app, 'PUT', '/api/v2/payments/providers/metadata', { ...body, payment_provider_id: String(await providerId('Apple In-App')) }, owner.access_token), 400).errors).toHaveProperty('payment_provider_id');
    expectError(await sendForm(app, 'PUT', '/api/v2/payments/providers/metadata', { ...body, merchant_id: other.account.merchant_uuid }, owner.access_token), 403);
    const saved = await sendForm(app, 'PUT', '/api/v2/payments/providers/metadata', body, owner.access_token);
    expect(saved.json<ProviderMetadata>()).toMatchObject({ payment_provider_id: id, name: 'PayPal', metadata: body.metadata });
    expect((await providers()).find((entry) => entry.name === 'PayPal')?.metadata).toEqual(body.metadata);
    // The other merchant has no ExternalPaypalIntegration feature.
    expectError(await sendForm(app, 'PUT', '/api/v2/payments/providers/metadata', { ...body, merchant_id: other.account.merchant_uuid }, other.access_token), 403, 'This feature is not enabled for your account.');
  });
});

describe('secrets for a read-only role', () => {
  it('customer support reads the keys with their secrets masked; the owner reads them whole', async () => {
    const apple = await providerId('Apple In-App');
    const body = { payment_provider_id: String(apple), metadata: { bundle_id: 'com.sandbox.app', key_id: 'ABC123DEFG', issuer: '57246542-96fe-1a63', secret_key: 'apple-shared-secret' }, p8_certificate: P8 };
    expect((await sendForm(app, 'PUT', `/api/v2/payments/in-app/${apple}`, body, owner.access_token)).statusCode).toBe(200);
    const google = { site_token: 'google-site-token', playstore_public_key: 'MIIBIjANpublic', merchant_uuid: owner.account.merchant_uuid };
    const googleSaved = await sendForm(app, (await getJson(app, '/api/v2/hooks/google-in-app/setup', owner.access_token)).json<GoogleInAppSetup>().configured ? 'PUT' : 'POST', '/api/v2/hooks/google-in-app/setup', google, owner.access_token);
    expect(googleSaved.statusCode).toBeLessThan(300);
    const payPal = { payment_provider_id: String(await providerId('PayPal')), merchant_id: owner.account.merchant_uuid, metadata: { client_id: 'AbCdPayPalClient', client_secret: 'EFgh-secret' } };
    expect((await sendForm(app, 'PUT', '/api/v2/payments/providers/metadata', payPal, owner.access_token)).statusCode).toBe(200);

    const supportApple = (await getJson(app, `/api/v2/payments/in-app/${apple}`, support.access_token)).json<InAppKeys>();
    expect(supportApple).toMatchObject({ metadata: { bundle_id: 'com.sandbox.app', key_id: 'ABC123DEFG', issuer: '57246542-96fe-1a63', secret_key: 'appl••••' }, p8_certificate: '----••••' });
    expect((await getJson(app, '/api/v2/hooks/google-in-app/setup', support.access_token)).json<GoogleInAppSetup>()).toMatchObject({ site_token: 'goog••••', playstore_public_key: 'MIIBIjANpublic' });
    const listed = await providers(support);
    expect(listed.find((entry) => entry.name === 'PayPal')?.metadata).toEqual({ client_id: 'AbCdPayPalClient', client_secret: 'EFgh••••' });
    expect(listed.find((entry) => entry.name === 'Roku In-App')?.metadata?.api_key).toMatch(/^.{4}••••$/);
    // Nothing the support role reads holds a whole secret.
    const everything = JSON.stringify([supportApple, listed]);
    for (const secret of ['apple-shared-secret', 'EFgh-secret', 'google-site-token', 'MIGTAgEAMBMG']) expect(everything).not.toContain(secret);

    expect((await getJson(app, `/api/v2/payments/in-app/${apple}`, owner.access_token)).json<InAppKeys>()).toMatchObject({ metadata: body.metadata, p8_certificate: P8 });
    expect((await getJson(app, '/api/v2/hooks/google-in-app/setup', owner.access_token)).json<GoogleInAppSetup>().site_token).toBe('google-site-token');
  });
});

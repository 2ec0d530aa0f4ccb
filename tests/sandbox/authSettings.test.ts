/** The Auth settings (issue 22; catalogue 7.12, 7.13, 7.14 "Social", "Sessions") and their effect on the paywall. */
import type { FastifyInstance } from 'fastify';
import type { ApplicationsAnswer, ConcurrentSessions, CustomerSignIn, OAuthApplication, RegisterFieldsAnswer, SsoDomains } from '../../src/api/authSettingsTypes';
import type { Account } from '../../src/api/types';
import { AUTH_SETTINGS, AUTH_SETTINGS_SERVER } from '../../src/constants/messages/authSettings';
import { bearer, createTestApp, DEMO_PASSWORD, expectError, getJson, send, signIn, type Session, type TestResponse } from './helpers';

let app: FastifyInstance;
let owner: Session;
let support: Session;
let other: Session;
let customerEmail: string;

beforeAll(async () => {
  app = await createTestApp();
  [owner, support, other] = await Promise.all(['owner', 'support', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
  const row = app.sandbox.db.prepare('SELECT email FROM customers WHERE password_hash IS NOT NULL AND merchant_id = (SELECT merchant_id FROM accounts WHERE email = ?)').get('owner@sandbox.test') as { email: string };
  customerEmail = row.email;
});

afterAll(async () => {
  await app.close();
});

/** A form body of `[key, value]` pairs, in order (arrays and nested keys written out). */
const form = (pairs: [string, string][]): string => new URLSearchParams(pairs).toString();
const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, pairs: [string, string][] | null, token: string | null = owner.access_token): Promise<TestResponse> =>
  send(app, {
    method,
    url: `/api${url}`,
    ...(pairs ? { payload: form(pairs) } : {}),
    headers: { ...(pairs ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...(token ? bearer(token) : {}) },
  });
const read = <T>(url: string, token = owner.access_token): Promise<T> =>
  getJson(app, `/api${url}`, token).then((response) => {
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  });

function multipartName(name: string, token: string | null = owner.access_token): Promise<TestResponse> {
  const boundary = 'authsettingsboundary';
  const payload = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${name}\r\n--${boundary}--\r\n`;
  return send(app, { method: 'POST', url: '/api/accounts/applications', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(token ? bearer(token) : {}) } });
}

const customerSignIn = (merchantUuid: string, username = customerEmail, password = DEMO_PASSWORD) =>
  write('POST', '/accounts/authenticate', [['grant_type', 'password'], ['username', username], ['password', password], ['client_id', merchantUuid]], null);

describe('social sign-in', () => {
  it('keeps the enabled networks and each network’s keys on the account, for every account of the merchant', async () => {
    const listed = await write('PUT', '/accounts/social', [['social[0]', 'google'], ['social[1]', 'facebook']]);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<Account>().metadata.social).toBe('facebook|google');
    const setup = await write('PUT', '/accounts/social/setup', [['social_network', 'facebook'], ['metadata[app_id]', '1234567890'], ['metadata[app_secret]', 's3cr3t']]);
    expect(setup.json<Account>().social_apps_metadata).toEqual([{ social_network: 'facebook', metadata: { app_id: '1234567890', app_secret: 's3cr3t' } }]);
    // Customer support, a staff member of the owner's organisation, reads the merchant's setup.
    const seen = await read<Account>('/accounts', support.access_token);
    expect(seen.metadata.social).toBe('facebook|google');
    expect(seen.social_apps_metadata).toHaveLength(1);
    expect((await read<Account>('/accounts', other.access_token)).social_apps_metadata).toEqual([]);
  });

  it('deletes a network’s setup by its type, and an empty list (one empty entry) shows no buttons', async () => {
    const deleted = await write('DELETE', '/accounts/social/facebook', null);
    expect(deleted.json<Account>().social_apps_metadata).toEqual([]);
    expectError(await write('DELETE', '/accounts/social/facebook', null), 404, AUTH_SETTINGS_SERVER.noSocialSetup);
    const cleared = await write('PUT', '/accounts/social', [['social[0]', '']]);
    expect(cleared.json<Account>().metadata.social).toBeUndefined();
    expectError(await write('PUT', '/accounts/social', [['social[0]', 'myspace']]), 400);
  });
});

describe('OAuth applications', () => {
  it('adds one from a multipart name, renames it, switches SSO on and regenerates its secret', async () => {
    const created = await multipartName('Club app');
    expect(created.statusCode).toBe(201);
    const app1 = created.json<OAuthApplication>();
    expect(app1).toMatchObject({ name: 'Club app', sso: 0 });
    expect(app1.id).toMatch(/^[a-f0-9]{32}$/);
    const renamed = await write('PUT', `/accounts/applications/${app1.id}`, [['name', 'Club website']]);
    expect(renamed.json<OAuthApplication>()).toMatchObject({ name: 'Club website', sso: 0 });
    const sso = await write('PUT', `/accounts/applications/${app1.id}`, [['sso', '1']]);
    expect(sso.json<OAuthApplication>()).toMatchObject({ name: 'Club website', sso: 1 });
    expectError(await write('PUT', `/accounts/applications/${app1.id}`, [['sso', '2']]), 400);
    const regenerated = (await write('PUT', `/accounts/applications/${app1.id}/secret`, null)).json<OAuthApplication>();
    expect(regenerated.secret).not.toBe(app1.secret);
    const { collection } = await read<ApplicationsAnswer>('/accounts/applications');
    expect(collection.map((row) => row.name)).toEqual(['Sandbox Sports website', 'Club website']);
    expect(collection[1].secret).toBe(regenerated.secret);
    // Another merchant neither lists nor reaches it.
    expect((await read<ApplicationsAnswer>('/accounts/applications', other.access_token)).collection).toEqual([]);
    expectError(await write('PUT', `/accounts/applications/${app1.id}/secret`, null, other.access_token), 404);
  });

  it('refuses a nameless application', async () => {
    expectError(await multipartName('   '), 400, AUTH_SETTINGS_SERVER.applicationNameRequired);
  });
});

describe('SSO domains', () => {
  it('sets the sub-domain and the allowed origins, the same origins the domain restrictions list', async () => {
    const saved = await write('PUT', '/accounts/domains', [['sub_domain_name', 'club'], ['allowed_origins[0]', 'https://club.example.com'], ['allowed_origins[1]', 'https://shop.example.com']]);
    expect(saved.json<SsoDomains>()).toEqual({ sub_domain_name: 'club', allowed_origins: ['https://club.example.com', 'https://shop.example.com'] });
    const restrictions = await read<{ allowed_origins: { domain: string }[] }>('/restrictions/domains');
    expect(restrictions.allowed_origins.map((row) => row.domain)).toEqual(['https://club.example.com', 'https://shop.example.com']);
  });

  it('clears both with no sub-domain and a list of one empty string', async () => {
    const cleared = await write('PUT', '/accounts/domains', [['allowed_origins[0]', '']]);
    expect(cleared.json<SsoDomains>()).toEqual({ sub_domain_name: '', allowed_origins: [] });
    expect(await read<SsoDomains>('/accounts/domains')).toEqual({ sub_domain_name: '', allowed_origins: [] });
    expectError(await write('PUT', '/accounts/domains', [['sub_domain_name', ''], ['allowed_origins[0]', '']]), 400);
  });
});

describe('simultaneous logins, seen from the paywall', () => {
  it('refuses a customer’s sign-in beyond the limit, and allows it again once the limit is deleted', async () => {
    const merchant = owner.account.merchant_uuid;
    expect(await read<ConcurrentSessions>('/accounts/concurrent-sessions')).toEqual({ concurrent_sessions: null });
    expect((await write('PUT', '/accounts/concurrent-sessions', [['concurrent_sessions', '1']])).json<ConcurrentSessions>()).toEqual({ concurrent_sessions: 1 });

    const first = await customerSignIn(merchant);
    expect(first.statusCode).toBe(200);
    expect(first.json<CustomerSignIn>().account).toMatchObject({ email: customerEmail, roles: ['consumer'], merchant_uuid: merchant });
    expectError(await customerSignIn(merchant), 403, AUTH_SETTINGS_SERVER.sessionLimitReached);

    expect((await write('DELETE', '/accounts/concurrent-sessions', null)).json<ConcurrentSessions>()).toEqual({ concurrent_sessions: null });
    expect((await customerSignIn(merchant)).statusCode).toBe(200);
    expect((await customerSignIn(merchant)).statusCode).toBe(200);
  });

  it('signs a customer in only with the merchant of the customer and the right password', async () => {
    expectError(await customerSignIn(other.account.merchant_uuid), 401);
    expectError(await customerSignIn(owner.account.merchant_uuid, customerEmail, 'wrong-password'), 401);
    expectError(await customerSignIn('not-a-merchant'), 400);
    expectError(await write('PUT', '/accounts/concurrent-sessions', [['concurrent_sessions', '0']]), 400);
  });
});

describe('custom registration fields, seen from the paywall', () => {
  const team: [string, string][] = [
    ['name', 'favourite_team'],
    ['label', 'Favourite team'],
    ['type', 'select'],
    ['required', '1'],
    ['options[0][key]', 'reds'],
    ['options[0][value]', 'Reds'],
    ['options[1][key]', 'blues'],
    ['options[1][value]', 'Blues'],
    ['options[2][key]', 'greens'],
    ['options[2][value]', 'Greens'],
  ];

  it('answers a new field on the public register-fields call, without a token', async () => {
    const created = await write('POST', '/accounts/custom-fields', team);
    expect(created.statusCode).toBe(201);
    const publicRead = await getJson(app, `/api/accounts/register-fields/${owner.account.merchant_uuid}`);
    expect(publicRead.statusCode).toBe(200);
    const fields = publicRead.json<RegisterFieldsAnswer>().collection;
    expect(fields.map((field) => field.name)).toEqual(['fullname', 'email', 'password', 'repeatPassword', 'phone', 'favourite_team']);
    expect(fields.find((field) => field.name === 'favourite_team')).toMatchObject({
      label: 'Favourite team',
      type: 'select',
      required: true,
      built_in: false,
      options: [
        { key: 'reds', value: 'Reds' },
        { key: 'blues', value: 'Blues' },
        { key: 'greens', value: 'Greens' },
      ],
    });
    // The console's read names the tenant; support reads it too.
    const consoleRead = await read<RegisterFieldsAnswer>(`/accounts/custom-fields/${owner.account.tenant_uuid}`, support.access_token);
    expect(consoleRead.collection).toEqual(fields);
    expectError(await getJson(app, '/api/accounts/register-fields/not-a-merchant'), 404);
  });

  it('refuses what the spec calls a validation error: a taken or built-in name, a select without options, more than 80 options', async () => {
    expectError(await write('POST', '/accounts/custom-fields', team), 400, AUTH_SETTINGS.validationError);
    expectError(await write('POST', '/accounts/custom-fields', [['name', 'email'], ['label', 'E'], ['type', 'text'], ['required', '0']]), 400, AUTH_SETTINGS.validationError);
    expectError(await write('POST', '/accounts/custom-fields', [['name', 'club'], ['label', 'Club'], ['type', 'radio'], ['required', '0']]), 400, AUTH_SETTINGS.validationError);
    const many: [string, string][] = Array.from({ length: 81 }, (_, i): [string, string][] => [[`options[${i}][key]`, `k${i}`], [`options[${i}][value]`, `V${i}`]]).flat();
    expectError(await write('POST', '/accounts/custom-fields', [['name', 'club'], ['label', 'Club'], ['type', 'select'], ['required', '0'], ...many]), 400);
  });

  it('updates and deletes a field, and splits Full name into First name and Last name once', async () => {
    const { collection } = await read<RegisterFieldsAnswer>(`/accounts/custom-fields/${owner.account.tenant_uuid}`);
    const phone = collection.find((field) => field.name === 'phone');
    const updated = await write('PUT', `/accounts/custom-fields/${phone?.id}`, [['name', 'phone'], ['label', 'Mobile'], ['type', 'text'], ['required', '1']]);
    expect(updated.json<RegisterFieldsAnswer>().collection.find((field) => field.name === 'phone')).toMatchObject({ label: 'Mobile', required: true });
    expect((await write('DELETE', `/accounts/custom-fields/${phone?.id}`, null)).statusCode).toBe(200);
    expectError(await write('DELETE', `/accounts/custom-fields/${phone?.id}`, null), 404);

    const split = await write('POST', '/accounts/custom-fields', [['split_full_name', '1']]);
    expect(split.statusCode).toBe(201);
    const answer = split.json<RegisterFieldsAnswer>();
    expect(answer.full_name_split).toBe(true);
    expect(answer.collection.map((field) => field.name)).toEqual(['first_name', 'surname', 'email', 'password', 'repeatPassword', 'favourite_team']);
    expectError(await write('POST', '/accounts/custom-fields', [['split_full_name', '1']]), 400, AUTH_SETTINGS_SERVER.alreadySplit);
    // First name keeps its name when its label changes; no other field may take it.
    const firstName = answer.collection.find((field) => field.name === 'first_name');
    const relabelled = await write('PUT', `/accounts/custom-fields/${firstName?.id}`, [['name', 'first_name'], ['label', 'Given name'], ['type', 'text'], ['required', '1']]);
    expect(relabelled.json<RegisterFieldsAnswer>().collection[0]).toMatchObject({ name: 'first_name', label: 'Given name' });
    const team = answer.collection.find((field) => field.name === 'favourite_team');
    expectError(await write('PUT', `/accounts/custom-fields/${team?.id}`, [['name', 'surname'], ['label', 'S'], ['type', 'text'], ['required', '1']]), 400, AUTH_SETTINGS.validationError);
  });
});

describe('who may change them', () => {
  it('refuses writes without a token (401) and customer support’s writes (403), while support reads', async () => {
    expectError(await write('PUT', '/accounts/concurrent-sessions', [['concurrent_sessions', '2']], null), 401);
    expectError(await multipartName('Nope', null), 401);
    expectError(await write('PUT', '/accounts/social', [['social[0]', 'google']], support.access_token), 403);
    expectError(await multipartName('Nope', support.access_token), 403);
    expectError(await write('PUT', '/accounts/concurrent-sessions', [['concurrent_sessions', '2']], support.access_token), 403);
    expectError(await write('POST', '/accounts/custom-fields', [['split_full_name', '1']], support.access_token), 403);
    expect((await read<ApplicationsAnswer>('/accounts/applications', support.access_token)).collection.length).toBeGreaterThan(0);
    expect(await read<ConcurrentSessions>('/accounts/concurrent-sessions', support.access_token)).toEqual({ concurrent_sessions: null });
  });
});

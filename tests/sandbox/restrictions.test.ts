/** Restrictions (catalogue 7.8): country sets, an asset's geo, domain and age rules, merchant rules and the impact preview. */
import type { FastifyInstance } from 'fastify';
import type { CountrySet, ItemCountrySet, ItemDomains, MerchantDomains, RestrictionImpact } from '../../src/api/restrictionTypes';
import { bearer, createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other] = await Promise.all(['owner', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const del = (url: string, token = owner.access_token) => send(app, { method: 'DELETE', url, headers: bearer(token) });
const newAsset = async (token = owner.access_token): Promise<number> => {
  const response = await sendForm(app, 'POST', '/api/v2/items', { item_type: 'video', title: 'Restricted film', event_type: 'vod' }, token);
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>().id;
};
const createSet = async (fields: Record<string, string>, token = owner.access_token): Promise<CountrySet> => {
  const response = await sendForm(app, 'POST', '/api/restrictions/country-sets', fields, token);
  expect(response.statusCode).toBe(201);
  return response.json<CountrySet>();
};

describe('country sets', () => {
  it('lists the seeded sets, the global one first, and keeps tenants apart', async () => {
    const sets = (await getJson(app, '/api/restrictions/country-sets', owner.access_token)).json<CountrySet[]>();
    expect(sets[0]).toMatchObject({ name: 'Embargoed countries', type: 'blacklist', global: true, countries: ['CU', 'IR', 'KP', 'SY'] });
    expect(sets.map((set) => set.name)).toEqual(expect.arrayContaining(['UK and Ireland', 'EU broadcast licence', 'DACH with Bavaria']));
    expect(sets.find((set) => set.name === 'DACH with Bavaria')).toMatchObject({ regions: ['Bavaria'], cities: ['Vienna', 'Zurich'] });
    const others = (await getJson(app, '/api/restrictions/country-sets', other.access_token)).json<CountrySet[]>();
    expect(others.map((set) => set.name)).toEqual(['Nordics']);
    expectError(await getJson(app, `/api/restrictions/country-sets/${sets[0].id}`, other.access_token), 404, 'Country set not found.');
  });

  it('creates, replaces and deletes a set; one set is global at a time', async () => {
    const set = await createSet({ name: ' Benelux ', type: 'whitelist', 'countries[0]': 'NL', 'countries[1]': 'BE', 'countries[2]': 'NL', 'regions[0]': 'Flanders' });
    expect(set).toMatchObject({ name: 'Benelux', global: false, countries: ['BE', 'NL'], regions: ['Flanders'], cities: [], item_count: 0 });
    const url = `/api/restrictions/country-sets/${set.id}`;
    const replaced = await sendForm(app, 'PUT', url, { name: 'Benelux', type: 'blacklist', global: 'true', 'countries[0]': 'LU' }, owner.access_token);
    expect(replaced.json<CountrySet>()).toMatchObject({ type: 'blacklist', global: true, countries: ['LU'], regions: [] });
    const globals = (await getJson(app, '/api/restrictions/country-sets', owner.access_token)).json<CountrySet[]>().filter((item) => item.global);
    expect(globals.map((item) => item.name)).toEqual(['Benelux']);
    expect((await del(url)).statusCode).toBe(204);
    expectError(await getJson(app, url, owner.access_token), 404);
    // Put the seeded global rule back for the tests that follow.
    const embargo = (await getJson(app, '/api/restrictions/country-sets', owner.access_token)).json<CountrySet[]>().find((item) => item.name === 'Embargoed countries');
    await sendForm(app, 'PUT', `/api/restrictions/country-sets/${embargo?.id}`, { name: 'Embargoed countries', type: 'blacklist', global: '1', 'countries[0]': 'CU', 'countries[1]': 'IR', 'countries[2]': 'KP', 'countries[3]': 'SY' }, owner.access_token);
  });

  it('refuses bad sets with a field message', async () => {
    expect(expectError(await sendForm(app, 'POST', '/api/restrictions/country-sets', { name: 'Nothing', type: 'whitelist' }, owner.access_token), 400).errors).toEqual({
      countries: 'A country set needs at least one country, region or city.',
    });
    expect(expectError(await sendForm(app, 'POST', '/api/restrictions/country-sets', { name: 'Atlantis', type: 'whitelist', 'countries[0]': 'QQ' }, owner.access_token), 400).message).toBe(
      'Unknown country code. (QQ)',
    );
    expectError(await sendForm(app, 'POST', '/api/restrictions/country-sets', { name: 'Lower', type: 'whitelist', 'countries[0]': 'de' }, owner.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/restrictions/country-sets', { name: 'uk and ireland', type: 'whitelist', 'countries[0]': 'GB' }, owner.access_token), 409, 'A country set with this name already exists.');
    expectError(await sendForm(app, 'POST', '/api/restrictions/country-sets', { name: 'Sideways', type: 'greylist', 'countries[0]': 'GB' }, owner.access_token), 400);
  });

  it('does not delete a set an asset or a template uses', async () => {
    const sets = (await getJson(app, '/api/restrictions/country-sets', owner.access_token)).json<CountrySet[]>();
    const uk = sets.find((set) => set.name === 'UK and Ireland');
    expect(uk?.item_count).toBeGreaterThan(0);
    const body = expectError(await del(`/api/restrictions/country-sets/${uk?.id}`), 409);
    expect(body.message).toMatch(/^This country set is used by \d+ asset\(s\) and 1 template\(s\)/);
  });
});

describe("an asset's restrictions", () => {
  it('gives an asset a country set, changes and removes it', async () => {
    const itemId = await newAsset();
    const url = `/api/restrictions/items/${itemId}/country-set`;
    expect((await getJson(app, url, owner.access_token)).json<ItemCountrySet>()).toEqual({ item_id: itemId, country_set: null });
    const [first, second] = (await getJson(app, '/api/restrictions/country-sets', owner.access_token)).json<CountrySet[]>();
    const created = await sendForm(app, 'POST', url, { country_set_id: String(first.id) }, owner.access_token);
    expect(created.statusCode).toBe(201);
    expect(created.json<ItemCountrySet>().country_set?.id).toBe(first.id);
    expectError(await sendForm(app, 'POST', url, { country_set_id: String(second.id) }, owner.access_token), 409, 'The asset already has a country set; update it instead.');
    expect((await sendForm(app, 'PUT', url, { country_set_id: String(second.id) }, owner.access_token)).json<ItemCountrySet>().country_set?.id).toBe(second.id);
    expect((await del(url)).statusCode).toBe(204);
    expectError(await del(url), 404, 'The asset has no country set.');
    expectError(await sendForm(app, 'PUT', url, { country_set_id: String(second.id) }, owner.access_token), 404);
  });

  it("refuses another merchant's country set and asset", async () => {
    const itemId = await newAsset(other.access_token);
    const ownersSet = (await getJson(app, '/api/restrictions/country-sets', owner.access_token)).json<CountrySet[]>()[0];
    const body = expectError(await sendForm(app, 'POST', `/api/restrictions/items/${itemId}/country-set`, { country_set_id: String(ownersSet.id) }, other.access_token), 400);
    expect(body.errors).toEqual({ country_set_id: 'Country set not found.' });
    expectError(await getJson(app, `/api/restrictions/items/${itemId}/domains`, owner.access_token), 404, 'Asset not found.');
  });

  it('replaces and deletes domains; only valid domains are taken', async () => {
    const itemId = await newAsset();
    const url = `/api/restrictions/items/${itemId}/domains`;
    const put = await sendForm(app, 'PUT', url, { type: 'whitelist', 'domains[0]': 'Shop.Example.com', 'domains[1]': '*.example.com', 'domains[2]': 'shop.example.com' }, owner.access_token);
    expect(put.json<ItemDomains>()).toEqual({ item_id: itemId, type: 'whitelist', domains: ['*.example.com', 'shop.example.com'] });
    expectError(await sendForm(app, 'PUT', url, { type: 'whitelist', 'domains[0]': 'not a domain' }, owner.access_token), 400);
    expect((await del(url)).statusCode).toBe(204);
    expect((await getJson(app, url, owner.access_token)).json<ItemDomains>().domains).toEqual([]);
  });

  it('sets a minimum age from 1 to 120, -1 removing it, only with age verification on', async () => {
    const itemId = await newAsset();
    const url = `/api/restrictions/items/${itemId}/age`;
    expect((await getJson(app, url, owner.access_token)).json()).toEqual({ min_age: -1 });
    expect((await sendForm(app, 'POST', url, { min_age: '18' }, owner.access_token)).json()).toEqual({ min_age: 18 });
    expectError(await sendForm(app, 'POST', url, { min_age: '0' }, owner.access_token), 400, 'The minimum age is from 1 to 120, or -1 for none.');
    expectError(await sendForm(app, 'POST', url, { min_age: '121' }, owner.access_token), 400);
    expect((await sendForm(app, 'POST', url, { min_age: '-1' }, owner.access_token)).json()).toEqual({ min_age: -1 });
    // The other merchant has the feature but has not switched verification on.
    const otherItem = await newAsset(other.access_token);
    expectError(await sendForm(app, 'POST', `/api/restrictions/items/${otherItem}/age`, { min_age: '18' }, other.access_token), 409, 'Enable age verification before setting a minimum age.');
  });
});

describe('access fees restricted to a country set', () => {
  it("take one of the merchant's sets, never another's, and not beside a single country", async () => {
    const itemId = await newAsset();
    const [own] = (await getJson(app, '/api/restrictions/country-sets', owner.access_token)).json<CountrySet[]>();
    const fee = { access_type_id: '1', amount: '4.99', currency: 'EUR' };
    const created = await sendForm(app, 'POST', `/api/v2/items/${itemId}/access-fees`, { ...fee, country_set_id: String(own.id) }, owner.access_token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ country_set_id: own.id, restriction_type: 'country_set', country_iso: null });
    const [foreign] = (await getJson(app, '/api/restrictions/country-sets', other.access_token)).json<CountrySet[]>();
    expect(expectError(await sendForm(app, 'POST', `/api/v2/items/${itemId}/access-fees`, { ...fee, country_set_id: String(foreign.id) }, owner.access_token), 400).errors).toEqual({
      country_set_id: 'Country set not found.',
    });
    expect(expectError(await sendForm(app, 'POST', `/api/v2/items/${itemId}/access-fees`, { ...fee, country_iso: 'SE', country_set_id: String(own.id) }, owner.access_token), 400).errors).toEqual({
      country_set_id: 'Choose a country or a country set, not both.',
    });
  });
});

describe("an access fee's external fees", () => {
  it("map the merchant's own in-app stores to a product id, and no other merchant's", async () => {
    const providers = (await getJson(app, '/api/v2/payments/providers', owner.access_token)).json<{ id: number; name: string; in_app: boolean }[]>();
    expect(providers.map((provider) => `${provider.name}${provider.in_app ? ' (in-app)' : ''}`)).toEqual([
      'PayPal',
      'Stripe',
      'Amazon In-App (in-app)',
      'Apple In-App (in-app)',
      'Google In-App (in-app)',
      'Roku In-App (in-app)',
    ]);
    const apple = providers.find((provider) => provider.name === 'Apple In-App');
    const itemId = await newAsset();
    const fee = { access_type_id: '1', amount: '4.99', currency: 'EUR' };
    const created = await sendForm(app, 'POST', `/api/v2/items/${itemId}/access-fees`, { ...fee, external_fees: { '0][payment_provider_id': String(apple?.id), '0][external_id': 'com.sandbox.final.ppv' } }, owner.access_token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ external_fees: [{ payment_provider_id: String(apple?.id), external_id: 'com.sandbox.final.ppv' }] });
    const [theirs] = (await getJson(app, '/api/v2/payments/providers', other.access_token)).json<{ id: number }[]>();
    const refused = await sendForm(app, 'POST', `/api/v2/items/${itemId}/access-fees`, { ...fee, external_fees: { '0][payment_provider_id': String(theirs.id) } }, owner.access_token);
    expect(expectError(refused, 400).errors).toEqual({ external_fees: 'Unknown payment provider: choose one your account has connected.' });
  });
});

describe("the merchant's rules", () => {
  it('keeps embedding domains (with sub-domain wildcards) and allowed origins apart', async () => {
    const seeded = (await getJson(app, '/api/restrictions/domains', owner.access_token)).json<MerchantDomains>();
    expect(seeded.domains.map((entry) => entry.domain)).toEqual(['*.sandbox-sports.example', 'sandbox-sports.example']);
    expect(seeded.allowed_origins.map((entry) => entry.domain)).toEqual(['https://www.sandbox-sports.example']);
    expect((await sendForm(app, 'POST', '/api/restrictions/domains/whitelist', { domain: '*.Partner.example' }, owner.access_token)).statusCode).toBe(201);
    expect((await sendForm(app, 'POST', '/api/restrictions/domains/allowed_origins', { domain: 'http://localhost:3000/' }, owner.access_token)).json()).toMatchObject({
      domain: 'http://localhost:3000',
      type: 'allowed_origins',
    });
    expectError(await sendForm(app, 'POST', '/api/restrictions/domains/whitelist', { domain: 'https://partner.example' }, owner.access_token), 400, 'Enter a domain such as example.com, or *.example.com for all of its sub-domains.');
    expectError(await sendForm(app, 'POST', '/api/restrictions/domains/allowed_origins', { domain: 'partner.example' }, owner.access_token), 400);
    expectError(await sendForm(app, 'POST', '/api/restrictions/domains/whitelist', { domain: '*.partner.example' }, owner.access_token), 409, 'This domain is already listed.');
    expectError(await sendForm(app, 'POST', '/api/restrictions/domains/blocklist', { domain: 'x.example' }, owner.access_token), 400);
    expect((await del('/api/restrictions/domains?domain=*.partner.example')).statusCode).toBe(204);
    expectError(await del('/api/restrictions/domains?domain=*.partner.example'), 404, 'Domain not found.');
    expect((await getJson(app, '/api/restrictions/domains', other.access_token)).json<MerchantDomains>()).toEqual({ domains: [], allowed_origins: [] });
  });

  it('reads the age verification flag and settings, and sets the merchant-wide minimum age', async () => {
    const { tenant_uuid: tenant, merchant_uuid: merchant } = owner.account;
    expect((await getJson(app, `/api/restrictions/age/enabled/${tenant}`, owner.access_token)).json()).toEqual({ age_verification_enabled: true });
    expectError(await getJson(app, `/api/restrictions/age/enabled/${tenant}`, other.access_token), 403);
    expect((await getJson(app, `/api/restrictions/settings/${merchant}`, owner.access_token)).json()).toEqual({
      merchant_uuid: merchant,
      age_verification_enabled: true,
      age_verification_type: 'date_of_birth',
    });
    const patched = await sendForm(app, 'PATCH', `/api/restrictions/settings/${merchant}`, { age_verification_type: 'pin_code', merchant_uuid: merchant }, owner.access_token);
    expect(patched.json()).toMatchObject({ age_verification_enabled: true, age_verification_type: 'pin_code' });
    expect((await sendForm(app, 'POST', '/api/restrictions/age', { min_age: '16' }, owner.access_token)).json()).toEqual({ min_age: 16 });
    expect((await getJson(app, '/api/restrictions/age', owner.access_token)).json()).toEqual({ min_age: 16 });
    expect((await del('/api/restrictions/age')).statusCode).toBe(204);
    expect((await getJson(app, '/api/restrictions/age', owner.access_token)).json()).toEqual({ min_age: -1 });
    expectError(await sendForm(app, 'POST', '/api/restrictions/age', { min_age: '18' }, other.access_token), 409);
  });
});

describe('the impact preview', () => {
  const DAY = 86_400;
  const own = (sql: string, ...params: unknown[]) => app.sandbox.db.prepare(sql).all(...params);

  it("equals the sandbox's own 90-day figures for the countries a rule excludes", async () => {
    const since = Math.floor(Date.now() / 1000) - 90 * DAY;
    const [top] = own(
      "SELECT country_iso FROM payments WHERE merchant_id = 1 AND created_at >= ? AND action_type NOT IN ('refund','pending') AND country_iso <> '' GROUP BY country_iso ORDER BY COUNT(*) DESC LIMIT 1",
      since,
    ) as { country_iso: string }[];
    const impact = (await getJson(app, `/api/restrictions/impact?country_set_type=blacklist&countries=${top.country_iso}`, owner.access_token)).json<RestrictionImpact>();
    const expected = own(
      "SELECT COUNT(DISTINCT customer_id) AS buyers, COUNT(*) AS payments FROM payments WHERE merchant_id = 1 AND created_at >= ? AND action_type NOT IN ('refund','pending') AND country_iso = ?",
      since,
      top.country_iso,
    )[0] as { buyers: number; payments: number };
    expect(expected.buyers).toBeGreaterThan(0);
    expect(impact).toMatchObject({ window_days: 90, buyers: expected.buyers, payments: expected.payments });
    expect(impact.excluded_countries).toEqual([{ country_iso: top.country_iso, buyers: expected.buyers, payments: expected.payments }]);
    const revenue = own(
      "SELECT currency, SUM(amount) / 100.0 AS amount FROM payments WHERE merchant_id = 1 AND created_at >= ? AND action_type NOT IN ('refund','pending') AND country_iso = ? GROUP BY currency ORDER BY currency",
      since,
      top.country_iso,
    );
    expect(impact.revenue).toEqual(revenue);

    // A whitelist of that one country excludes every other: the rest of the buyers.
    const whitelist = (await getJson(app, `/api/restrictions/impact?country_set_type=whitelist&countries=${top.country_iso}`, owner.access_token)).json<RestrictionImpact>();
    expect(whitelist.excluded_countries.map((row) => row.country_iso)).not.toContain(top.country_iso);
  });

  it("blocks, for a domain rule, the payments embedded on domains its whitelist leaves out, equal to the sandbox's own figures", async () => {
    const since = Math.floor(Date.now() / 1000) - 90 * DAY;
    const paid = "merchant_id = 1 AND created_at >= ? AND action_type NOT IN ('refund','pending')";
    const blocked = "embed_domain IN ('news.partner-daily.example', 'fans.harbour-blog.example')";
    const impact = (await getJson(app, '/api/restrictions/impact?domain_rule=1&domains=sandbox-sports.example,*.sandbox-sports.example', owner.access_token)).json<RestrictionImpact>();
    const [expected] = own(`SELECT COUNT(DISTINCT customer_id) AS buyers, COUNT(*) AS payments FROM payments WHERE ${paid} AND ${blocked}`, since) as { buyers: number; payments: number }[];
    expect(expected.payments).toBeGreaterThan(0);
    expect(impact.domain).toMatchObject({ buyers: expected.buyers, payments: expected.payments });
    expect(impact.domain?.excluded_domains.map((row) => row.domain).sort()).toEqual(['fans.harbour-blog.example', 'news.partner-daily.example']);
    expect(impact.domain?.revenue).toEqual(own(`SELECT currency, SUM(amount) / 100.0 AS amount FROM payments WHERE ${paid} AND ${blocked} GROUP BY currency ORDER BY currency`, since));
    // The bare domain alone leaves its sub-domains out; no list at all blocks nothing; the merchant's own page is never blocked.
    const bare = (await getJson(app, '/api/restrictions/impact?domain_rule=1&domains=sandbox-sports.example', owner.access_token)).json<RestrictionImpact>();
    expect(bare.domain?.excluded_domains.map((row) => row.domain)).toEqual(expect.arrayContaining(['www.sandbox-sports.example', 'watch.sandbox-sports.example']));
    expect(bare.domain?.excluded_domains.map((row) => row.domain)).not.toContain('');
    expect((await getJson(app, '/api/restrictions/impact?domain_rule=1&domains=', owner.access_token)).json<RestrictionImpact>().domain).toEqual({ excluded_domains: [], buyers: 0, payments: 0, revenue: [] });
    expectError(await getJson(app, '/api/restrictions/impact?domain_rule=1&domains=not%20a%20domain', owner.access_token), 400, 'Enter a domain such as example.com, or *.example.com for all of its sub-domains.');
  });

  it('counts customers without a verified age for an age rule', async () => {
    const impact = (await getJson(app, '/api/restrictions/impact?min_age=18', owner.access_token)).json<RestrictionImpact>();
    const [row] = own('SELECT COUNT(*) AS customers, SUM(age_verified_at IS NULL) AS unverified FROM customers WHERE merchant_id = 1') as { customers: number; unverified: number }[];
    expect(impact).toMatchObject({ customers: row.customers, customers_without_verified_age: row.unverified, buyers: 0, revenue: [] });
    expect(row.unverified).toBeGreaterThan(0);
    expect(row.unverified).toBeLessThan(row.customers);
  });

  it("is limited to one asset's buyers when asked, and refuses another merchant's asset", async () => {
    const impact = (await getJson(app, '/api/restrictions/impact?country_set_type=whitelist&countries=GB&item_id=1', owner.access_token)).json<RestrictionImpact>();
    const [row] = own(
      "SELECT COUNT(DISTINCT customer_id) AS buyers FROM payments WHERE merchant_id = 1 AND item_id = 1 AND created_at >= ? AND action_type NOT IN ('refund','pending') AND country_iso <> 'GB'",
      Math.floor(Date.now() / 1000) - 90 * DAY,
    ) as { buyers: number }[];
    expect(impact.buyers).toBe(row.buyers);
    expectError(await getJson(app, '/api/restrictions/impact?country_set_type=blacklist&countries=GB&item_id=1', other.access_token), 404);
    expectError(await getJson(app, '/api/restrictions/impact?countries=gb', owner.access_token), 400);
  });
});

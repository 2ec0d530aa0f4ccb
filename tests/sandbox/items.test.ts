/** Assets (catalogue 7.1 and 7.2): create, read, list, update, delete, reactivate, with validation and tenancy. */
import type { FastifyInstance } from 'fastify';
import type { AccessFee, Asset, AssetsPage, Donations, SeasonPhase } from '../../src/api/itemTypes';
import { stableUuid } from '../../sandbox/src/seed/stable';
import { bearer, createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let content: Session;
let support: Session;
let other: Session;
const OWNER_TENANT = stableUuid('tenant:owner');

beforeAll(async () => {
  app = await createTestApp();
  [owner, content, support, other] = await Promise.all(['owner', 'content', 'support', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

async function create(session: Session, fields: Record<string, string | Record<string, string>>): Promise<Asset> {
  const response = await sendForm(app, 'POST', '/api/v2/items', fields, session.access_token);
  expect(response.statusCode).toBe(201);
  return response.json<Asset>();
}

const page = async (session: Session, query: string): Promise<AssetsPage> => {
  const response = await getJson(app, `/api/items/collection?${query}`, session.access_token);
  expect(response.statusCode).toBe(200);
  return response.json<AssetsPage>();
};

describe('creating and reading an asset', () => {
  it('creates an asset of a type, with its event type and asset_ metadata, readable under the tenant', async () => {
    const created = await create(owner, { item_type: 'video', title: '  Harbour Lights Premiere ', event_type: 'vod', metadata: { asset_genre: 'drama' } });
    expect(created).toMatchObject({
      title: 'Harbour Lights Premiere',
      is_active: true,
      item_type: { name: 'video' },
      event_type: 'vod',
      template_id: 1,
      access_control_type: { id: 1, name: 'Paid', auth: true },
      metadata: { asset_genre: 'drama' },
      is_giftable: false,
      gift_metadata: null,
    });
    const read = await getJson(app, `/api/v2/items/${OWNER_TENANT}/${created.id}?event_details=1`, owner.access_token);
    expect(read.json<Asset>()).toEqual({ ...created, event_details: null });
  });

  it('refuses an unknown asset type, a missing title and control characters, naming the field', async () => {
    expectError(await sendForm(app, 'POST', '/api/v2/items', { item_type: 'podcast', title: 'X' }, owner.access_token), 400);
    const missing = expectError(await sendForm(app, 'POST', '/api/v2/items', { item_type: 'video' }, owner.access_token), 400);
    expect(Object.keys(missing.errors ?? {})).toContain('title');
    const blank = expectError(await sendForm(app, 'POST', '/api/v2/items', { item_type: 'video', title: '   ' }, owner.access_token), 400);
    expect(Object.keys(blank.errors ?? {})).toContain('title');
    const override = expectError(await sendForm(app, 'POST', '/api/v2/items', { item_type: 'video', title: 'Evil\u202Egnp.exe' }, owner.access_token), 400);
    expect(Object.keys(override.errors ?? {})).toContain('title');
  });

  it("keeps tenants apart: another merchant's asset is missing, another tenant's uuid is refused", async () => {
    const mine = await create(owner, { item_type: 'html_asset', title: 'Owner only' });
    expectError(await sendForm(app, 'PATCH', `/api/v2/items/${mine.id}`, { title: 'Taken' }, other.access_token), 404);
    expectError(await getJson(app, `/api/v2/items/${OWNER_TENANT}/${mine.id}`, other.access_token), 403);
    const theirs = await page(other, 'page=1&limit=100&search=Owner%20only');
    expect(theirs.total).toBe(0);
  });
});

describe('the assets list', () => {
  it('pages 15 by default, newest first, and searches titles ignoring case and LIKE wildcards', async () => {
    const first = await page(owner, 'page=1');
    expect(first.limit).toBe(15);
    expect(first.collection).toHaveLength(15);
    expect(first.total).toBeGreaterThan(15);
    const created = first.collection.map((asset) => asset.created_at);
    expect([...created].sort((a, b) => b - a)).toEqual(created);

    await create(owner, { item_type: 'video', title: 'Rally 100% Highlights' });
    expect((await page(owner, 'search=rally%20100%25')).collection.map((asset) => asset.title)).toEqual(['Rally 100% Highlights']);
    expect((await page(owner, 'search=%25%25%25')).collection.every((asset) => asset.title.includes('%'))).toBe(true);
  });

  it('filters active and inactive assets', async () => {
    const active = await page(owner, 'limit=100&is_active=true');
    const inactive = await page(owner, 'limit=100&is_active=false');
    expect(active.collection.every((asset) => asset.is_active)).toBe(true);
    expect(inactive.collection.every((asset) => !asset.is_active)).toBe(true);
    expect(active.total + inactive.total).toBe((await page(owner, 'limit=100')).total);
  });
});

describe('updating, deleting and reactivating', () => {
  it('changes only the fields sent; an empty metadata value removes its key; the gift description is kept only when giftable', async () => {
    const asset = await create(owner, { item_type: 'video', title: 'Patch me', content: 'Before', metadata: { asset_a: '1', asset_b: '2' } });
    const patched = await sendForm(app, 'PATCH', `/api/v2/items/${asset.id}`, { streamURL: 'https://cdn.example.com/live.m3u8', metadata: { asset_a: '', asset_c: '3' } }, owner.access_token);
    expect(patched.statusCode).toBe(200);
    expect(patched.json<Asset>()).toMatchObject({ title: 'Patch me', content: 'Before', streamURL: 'https://cdn.example.com/live.m3u8', metadata: { asset_b: '2', asset_c: '3' } });

    const gift = await sendForm(app, 'PATCH', `/api/v2/items/${asset.id}`, { giftable: '1', gift_description: 'A gift for a friend' }, owner.access_token);
    expect(gift.json<Asset>()).toMatchObject({ is_giftable: true, gift_metadata: { description: 'A gift for a friend' } });
    const ungift = await sendForm(app, 'PATCH', `/api/v2/items/${asset.id}`, { giftable: '0' }, owner.access_token);
    expect(ungift.json<Asset>()).toMatchObject({ is_giftable: false, gift_metadata: null });

    expectError(await sendForm(app, 'PATCH', `/api/v2/items/${asset.id}`, {}, owner.access_token), 400);
  });

  it('removes metadata keys', async () => {
    const asset = await create(owner, { item_type: 'video', title: 'Keys', metadata: { asset_a: '1', asset_b: '2' } });
    const response = await sendForm(app, 'DELETE', `/api/v2/items/${asset.id}/metadata`, { 'keys[0]': 'asset_a' }, owner.access_token);
    expect(response.json<Asset>().metadata).toEqual({ asset_b: '2' });
  });

  it('deletes to inactive (409 with the asset id the second time) and reactivates (no data when already active)', async () => {
    const asset = await create(content, { item_type: 'dlc_asset', title: 'Short-lived' });
    const deleted = await send(app, { method: 'DELETE', url: `/api/v2/items/${asset.id}`, headers: bearer(content.access_token) });
    expect(deleted.statusCode).toBe(204);
    expect((await page(owner, 'is_active=false&search=Short-lived')).collection.map((item) => item.id)).toEqual([asset.id]);

    const again = await send(app, { method: 'DELETE', url: `/api/v2/items/${asset.id}`, headers: bearer(content.access_token) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 409, message: 'The asset is already deleted.', assetID: asset.id });

    const reactivated = await send(app, { method: 'PUT', url: `/api/items/reactivate-item/${asset.id}`, headers: bearer(content.access_token) });
    expect(reactivated.json<Asset>()).toMatchObject({ id: asset.id, is_active: true });
    const nothing = await send(app, { method: 'PUT', url: `/api/items/reactivate-item/${asset.id}`, headers: bearer(content.access_token) });
    expect(nothing.statusCode).toBe(200);
    expect(nothing.body).toBe('');
  });

  it('serves catalogue 7.1’s legacy create and delete with the v2 code (issue 25, acceptance 5)', async () => {
    const created = await sendForm(app, 'POST', '/api/items/asset', { item_type: 'video', title: 'LegacyClientAsset', event_type: 'vod' }, owner.access_token);
    expect(created.statusCode).toBe(201);
    const asset = created.json<Asset>();
    expect((await page(owner, 'is_active=true&search=LegacyClientAsset')).collection.map((item) => item.id)).toEqual([asset.id]);
    expectError(await sendForm(app, 'POST', '/api/items/asset', { item_type: 'video', title: 'Legacy', unknown: 'x' }, owner.access_token), 400);

    expectError(await send(app, { method: 'DELETE', url: `/api/items/${asset.id}`, headers: bearer(other.access_token) }), 404);
    const deleted = await send(app, { method: 'DELETE', url: `/api/items/${asset.id}`, headers: bearer(owner.access_token) });
    expect(deleted.statusCode).toBe(204);
    expect((await page(owner, 'is_active=true&search=LegacyClientAsset')).collection).toEqual([]);
    expect((await send(app, { method: 'DELETE', url: `/api/items/${asset.id}`, headers: bearer(owner.access_token) })).statusCode).toBe(409);
  });

  it('lets customer support read assets but refuses its writes with 403', async () => {
    expect((await page(support, 'page=1')).collection.length).toBeGreaterThan(0);
    expectError(await sendForm(app, 'POST', '/api/v2/items', { item_type: 'video', title: 'Nope' }, support.access_token), 403);
  });
});

describe('event details', () => {
  const details = {
    content_category: 'live',
    industry: 'Sports',
    event_name: 'Harbour Cup Final',
    web_page: 'https://example.com/final',
    event_date: '2026-06-01T18:00:00Z',
    expected_viewership: '25000',
    replay_available: '1',
    is_advertised: '0',
  };

  it('are saved, replaced, and read with the asset when event_details=1', async () => {
    const asset = await create(owner, { item_type: 'video', title: 'Event asset', event_type: 'live' });
    expect((await getJson(app, `/api/v2/items/${OWNER_TENANT}/${asset.id}?event_details=1`, owner.access_token)).json<Asset>().event_details).toBeNull();
    const saved = await send(app, { method: 'PUT', url: `/api/v2/items/${asset.id}/event_details`, headers: { ...bearer(owner.access_token), 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(details).toString() });
    expect(saved.statusCode).toBe(200);
    const replaced = await send(app, { method: 'PUT', url: `/api/v2/items/${asset.id}/event_details`, headers: { ...bearer(owner.access_token), 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...details, expected_viewership: '30000', event_description: 'Final of the season' }).toString() });
    expect(replaced.json()).toEqual({
      item_id: asset.id,
      content_category: 'live',
      industry: 'Sports',
      event_name: 'Harbour Cup Final',
      web_page: 'https://example.com/final',
      event_date: '2026-06-01T18:00:00.000Z',
      expected_viewership: 30000,
      replay_available: true,
      is_advertised: false,
      event_description: 'Final of the season',
    });
    const read = (await getJson(app, `/api/v2/items/${OWNER_TENANT}/${asset.id}?event_details=1`, owner.access_token)).json<Asset>();
    expect(read.event_details?.expected_viewership).toBe(30000);
    expect((await getJson(app, `/api/v2/items/${OWNER_TENANT}/${asset.id}`, owner.access_token)).json<Asset>()).not.toHaveProperty('event_details');
  });

  it('name every missing or malformed field', async () => {
    const asset = await create(owner, { item_type: 'video', title: 'Event asset 2' });
    const refused = expectError(
      await send(app, { method: 'PUT', url: `/api/v2/items/${asset.id}/event_details`, headers: { ...bearer(owner.access_token), 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...details, web_page: 'javascript:alert(1)', expected_viewership: 'many', industry: '' }).toString() }),
      400,
    );
    expect(Object.keys(refused.errors ?? {}).sort()).toEqual(['expected_viewership', 'industry', 'web_page']);
  });
});

describe('access types', () => {
  it('lists what a fee can sell, freemium included', async () => {
    const types = (await getJson(app, '/api/items/access-types', owner.access_token)).json<{ name: string; quantity: number; period: string }[]>();
    expect(types.map((type) => type.name)).toEqual(expect.arrayContaining(['ppv', 'ppv_custom', 'subscription', 'season', 'freemium']));
    expect(types[0]).toEqual({ id: 1, name: 'ppv', quantity: 24, period: 'hour' });
  });
});

describe('asset metadata bounds', () => {
  it('refuses an update that would grow metadata past its bound, keeping the asset as it was', async () => {
    const asset = await create(owner, { item_type: 'video', title: 'Bounded' });
    for (let batch = 0; batch < 2; batch += 1) {
      const fields = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`asset_k${batch}_${i}`, 'v']));
      const response = await sendForm(app, 'PATCH', `/api/v2/items/${asset.id}`, { metadata: fields }, owner.access_token);
      expect(response.statusCode).toBe(200);
    }
    const over = expectError(await sendForm(app, 'PATCH', `/api/v2/items/${asset.id}`, { metadata: { asset_one_more: 'v' } }, owner.access_token), 400);
    expect(over.errors?.metadata).toMatch(/at most 50 keys/);
    const read = await getJson(app, `/api/v2/items/${OWNER_TENANT}/${asset.id}`, owner.access_token);
    expect(Object.keys(read.json<Asset>().metadata)).toHaveLength(50);
  });
});

describe("the owner's seeded catalogue", () => {
  it('has at least 60 assets across the five asset types and the Live, VOD and Other event types, some inactive', async () => {
    const all = (await page(owner, 'limit=100')).collection.concat((await page(owner, 'limit=100&page=2')).collection);
    const seeded = all.filter((asset) => !asset.title.startsWith('Matrix') && asset.created_at < Date.now() / 1000 - 3600);
    expect(seeded.length).toBeGreaterThanOrEqual(60);
    expect(new Set(seeded.map((asset) => asset.item_type.name))).toEqual(new Set(['video', 'html_asset', 'dlc_asset', 'rss_asset', 'jw_ott_app_asset']));
    expect(new Set(seeded.map((asset) => asset.event_type))).toEqual(new Set(['live', 'vod', 'other']));
    expect(seeded.filter((asset) => !asset.is_active).length).toBeGreaterThanOrEqual(4);
    expect(seeded.filter((asset) => asset.is_giftable).length).toBeGreaterThanOrEqual(5);
  });

  it('prices them in EUR, USD and GBP across every access type, with trials, setup fees, a country price and a phased season fee', async () => {
    const all = (await page(owner, 'limit=100')).collection.concat((await page(owner, 'limit=100&page=2')).collection);
    const fees: AccessFee[] = [];
    for (const asset of all) fees.push(...(await getJson(app, `/api/v2/items/${asset.id}/access-fees`, owner.access_token)).json<AccessFee[]>());
    expect(new Set(fees.map((fee) => fee.currency))).toEqual(new Set(['EUR', 'USD', 'GBP']));
    expect(new Set(fees.map((fee) => fee.access_type.name))).toEqual(new Set(['ppv', 'ppv_custom', 'subscription', 'season', 'freemium']));
    expect(fees.some((fee) => fee.trial_period !== null)).toBe(true);
    expect(fees.some((fee) => fee.setup_fee !== null)).toBe(true);
    expect(fees.some((fee) => fee.country_iso === 'SE')).toBe(true);
    const season = fees.find((fee) => fee.access_type.name === 'season') as AccessFee;
    const phases = (await getJson(app, `/api/v2/items/${season.item_id}/access-fees/${season.id}/phases`, owner.access_token)).json<SeasonPhase[]>();
    expect(phases.map((phase) => phase.season_price)).toEqual([89, 59]);
  });

  it('has donation options on some assets, the podcasts also taking an amount of the buyer’s own', async () => {
    const all = (await page(owner, 'limit=100')).collection.concat((await page(owner, 'limit=100&page=2')).collection);
    const withOptions: Donations[] = [];
    for (const asset of all.filter((entry) => /Concert|Symphony|Podcast/.test(entry.title))) {
      withOptions.push((await getJson(app, `/api/v2/items/${asset.id}/donations`, owner.access_token)).json<Donations>());
    }
    expect(withOptions.length).toBeGreaterThanOrEqual(3);
    expect(withOptions.every((entry) => entry.donation_options.length === 3)).toBe(true);
    expect(withOptions.filter((entry) => entry.custom_price_enabled).length).toBeGreaterThanOrEqual(1);
    expect(withOptions.filter((entry) => !entry.custom_price_enabled).length).toBeGreaterThanOrEqual(1);
  });
});

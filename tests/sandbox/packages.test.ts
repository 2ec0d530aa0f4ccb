/** Packages (catalogue 7.5): create, list, bulk add and remove assets, add all, remove all, delete and reactivate. */
import type { FastifyInstance } from 'fastify';
import type { AccessFee, Asset, AssetsPage, Package, PackageItemsCount, PackagesPage } from '../../src/api/itemTypes';
import { stableUuid } from '../../sandbox/src/seed/stable';
import { bearer, createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
const OWNER_TENANT = stableUuid('tenant:owner');

beforeAll(async () => {
  app = await createTestApp();
  [owner, other] = await Promise.all(['owner', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
});

afterAll(async () => {
  await app.close();
});

const json = async <T>(response: Promise<{ statusCode: number; json: <U>() => U }>, status = 200): Promise<T> => {
  const answer = await response;
  expect(answer.statusCode).toBe(status);
  return answer.json<T>();
};

describe('packages', () => {
  it('lists the seeded packages 14 a page, each holding assets', async () => {
    const page = await json<PackagesPage>(getJson(app, `/api/v2/items/packages/${OWNER_TENANT}?page=1`, owner.access_token));
    expect(page.limit).toBe(14);
    expect(page.total).toBeGreaterThanOrEqual(8);
    expect(page.collection.every((entry) => entry.number_of_items >= 4)).toBe(true);
  });

  it('bulk-adds three assets, removes one, and counts what it holds; excluded lists the rest', async () => {
    const created = await json<Package>(sendForm(app, 'POST', '/api/v2/items/packages', { title: ' Weekend Bundle ', content: 'Three films' }, owner.access_token), 201);
    expect(created).toMatchObject({ title: 'Weekend Bundle', content: 'Three films', number_of_items: 0, is_active: true });
    const assets = (await json<AssetsPage>(getJson(app, '/api/items/collection?limit=3', owner.access_token))).collection.map((asset) => String(asset.id));
    const url = `/api/v2/items/packages/${created.id}/items`;

    const added = await json<PackageItemsCount>(sendForm(app, 'PATCH', url, { 'add_asset_ids[0]': assets[0], 'add_asset_ids[1]': assets[1], 'add_asset_ids[2]': assets[2] }, owner.access_token));
    expect(added.number_of_items).toBe(3);
    const removed = await json<PackageItemsCount>(sendForm(app, 'PATCH', url, { 'remove_asset_ids[0]': assets[1] }, owner.access_token));
    expect(removed.number_of_items).toBe(2);

    const inside = await json<AssetsPage>(getJson(app, `${url}?page=1`, owner.access_token));
    expect(inside.collection.map((asset) => String(asset.id)).sort()).toEqual([assets[0], assets[2]].sort());
    const outside = await json<AssetsPage>(getJson(app, `${url}?excluded=true&limit=100`, owner.access_token));
    expect(outside.collection.some((asset) => String(asset.id) === assets[0])).toBe(false);
    expect(outside.total + inside.total).toBe((await json<AssetsPage>(getJson(app, '/api/items/collection?limit=1', owner.access_token))).total);

    const read = await json<Package>(getJson(app, `/api/v2/items/packages/${OWNER_TENANT}/${created.id}`, owner.access_token));
    expect(read.number_of_items).toBe(2);
  });

  it('adds all active assets and removes them all', async () => {
    const created = await json<Package>(sendForm(app, 'POST', '/api/v2/items/packages', { title: 'Everything' }, owner.access_token), 201);
    const url = `/api/v2/items/packages/${created.id}/items`;
    const all = await json<PackageItemsCount>(send(app, { method: 'PUT', url, headers: bearer(owner.access_token) }));
    const active = (await json<AssetsPage>(getJson(app, '/api/items/collection?limit=1&is_active=true', owner.access_token))).total;
    expect(all.number_of_items).toBe(active);
    expect((await json<PackageItemsCount>(send(app, { method: 'DELETE', url, headers: bearer(owner.access_token) }))).number_of_items).toBe(0);
  });

  it("refuses assets that are not the merchant's, changing nothing", async () => {
    const created = await json<Package>(sendForm(app, 'POST', '/api/v2/items/packages', { title: 'Guarded' }, owner.access_token), 201);
    const theirs = await json<Asset>(sendForm(app, 'POST', '/api/v2/items', { item_type: 'video', title: 'Not yours' }, other.access_token), 201);
    const url = `/api/v2/items/packages/${created.id}/items`;
    expectError(await sendForm(app, 'PATCH', url, { 'add_asset_ids[0]': '1', 'add_asset_ids[1]': String(theirs.id) }, owner.access_token), 400, 'Some of these assets do not exist in your account.');
    expect((await json<AssetsPage>(getJson(app, url, owner.access_token))).total).toBe(0);
    expectError(await sendForm(app, 'PATCH', `/api/v2/items/packages/${created.id}`, { title: 'Taken' }, other.access_token), 404);
  });

  it('updates, deletes to inactive and reactivates a package, which has prices of its own', async () => {
    const created = await json<Package>(sendForm(app, 'POST', '/api/v2/items/packages', { title: 'Season Pass' }, owner.access_token), 201);
    expect((await json<Package>(sendForm(app, 'PATCH', `/api/v2/items/packages/${created.id}`, { content: 'All matches' }, owner.access_token))).content).toBe('All matches');
    const fee = await json<AccessFee>(sendForm(app, 'POST', `/api/v2/items/${created.id}/access-fees`, { access_type_id: '5', amount: '49', currency: 'EUR' }, owner.access_token), 201);
    expect(fee.access_type.name).toBe('subscription');

    expect((await send(app, { method: 'DELETE', url: `/api/v2/items/packages/${created.id}`, headers: bearer(owner.access_token) })).statusCode).toBe(204);
    const inactive = await json<PackagesPage>(getJson(app, `/api/v2/items/packages/${OWNER_TENANT}?is_active=false&search=Season%20Pass`, owner.access_token));
    expect(inactive.collection.map((entry) => entry.id)).toEqual([created.id]);
    const back = await json<Package>(send(app, { method: 'PUT', url: `/api/v2/items/packages/${created.id}/reactivate`, headers: bearer(owner.access_token) }));
    expect(back.is_active).toBe(true);
  });
});

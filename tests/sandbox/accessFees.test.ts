/** An asset's access fees and season phases (catalogue 7.2): validation, payload rules, ordering and tenancy. */
import type { FastifyInstance } from 'fastify';
import type { AccessFee, Asset, DonationOption, Donations, SeasonPhase } from '../../src/api/itemTypes';
import { createTestApp, expectError, getJson, send, bearer, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let asset: Asset;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other] = await Promise.all(['owner', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
  asset = (await sendForm(app, 'POST', '/api/v2/items', { item_type: 'video', title: 'Priced asset', event_type: 'vod' }, owner.access_token)).json<Asset>();
});

afterAll(async () => {
  await app.close();
});

const fees = (session = owner) => getJson(app, `/api/v2/items/${asset.id}/access-fees`, session.access_token);
const addFee = (fields: Record<string, string>, session = owner) => sendForm(app, 'POST', `/api/v2/items/${asset.id}/access-fees`, fields, session.access_token);

describe('access fees', () => {
  it('creates a EUR ppv fee with a 7-day trial and a GBP subscription fee with a setup fee, both read back', async () => {
    const ppv = await addFee({ access_type_id: '2', amount: '4.99', currency: 'EUR', description: 'One week', trial_period_quantity: '7', trial_period_period: 'day' });
    expect(ppv.statusCode).toBe(201);
    expect(ppv.json<AccessFee>()).toMatchObject({
      access_type: { id: 2, name: 'ppv', quantity: 7, period: 'day' },
      amount: 4.99,
      currency: 'EUR',
      trial_period: { quantity: 7, period: 'day' },
      setup_fee: null,
      season: null,
    });
    const subscription = await addFee({ access_type_id: '4', amount: '9.5', currency: 'GBP', setup_fee_amount: '2', setup_fee_description: 'Activation', country_iso: 'gb' });
    expect(subscription.json<AccessFee>()).toMatchObject({ amount: 9.5, setup_fee: { fee_amount: 2, description: 'Activation' }, country_iso: 'GB', restriction_type: 'country', trial_period: null });
    expect((await fees()).json<AccessFee[]>().map((fee) => `${fee.access_type.name} ${fee.amount} ${fee.currency}`)).toEqual(['ppv 4.99 EUR', 'subscription 9.5 GBP']);
  });

  it('reports every bad field at once and stores nothing', async () => {
    const before = (await fees()).json<AccessFee[]>().length;
    const refused = expectError(
      await addFee({ access_type_id: '99', amount: '4.999', currency: 'EUR', trial_period_quantity: '0', country_iso: 'S1', starts_at: '2026-05-02T00:00:00Z', expires_at: '2026-05-01T00:00:00Z' }),
      400,
    );
    expect(Object.keys(refused.errors ?? {}).sort()).toEqual(['access_type_id', 'amount', 'country_iso', 'expires_at', 'trial_period_quantity']);
    expectError(await addFee({ access_type_id: '1', amount: '1', currency: 'SEK' }), 400);
    expect((await fees()).json<AccessFee[]>()).toHaveLength(before);
  });

  it('updates a fee (season price as season_current_price_amount) and deletes it', async () => {
    const created = (await addFee({ access_type_id: '6', amount: '49', currency: 'USD', season_anchor_date: '2026-08-01T00:00:00Z', season_price_amount: '39' })).json<AccessFee>();
    expect(created.season).toEqual({ anchor_date: '2026-08-01T00:00:00.000Z', season_price: 39, off_season_access: false });
    const updated = await sendForm(app, 'PUT', `/api/v2/items/${asset.id}/access-fees/${created.id}`, { access_type_id: '6', amount: '45', currency: 'USD', season_anchor_date: '2026-08-01T00:00:00Z', season_current_price_amount: '35', season_off_season_access: '1' }, owner.access_token);
    expect(updated.json<AccessFee>()).toMatchObject({ amount: 45, season: { season_price: 35, off_season_access: true } });
    expectError(await addFee({ access_type_id: '6', amount: '49', currency: 'USD' }), 400, 'A season fee needs its anchor date.');

    const deleted = await send(app, { method: 'DELETE', url: `/api/v2/items/${asset.id}/access-fees/${created.id}`, headers: bearer(owner.access_token) });
    expect(deleted.statusCode).toBe(204);
    expectError(await send(app, { method: 'DELETE', url: `/api/v2/items/${asset.id}/access-fees/${created.id}`, headers: bearer(owner.access_token) }), 404);
  });

  it("keeps another merchant out of the asset's fees", async () => {
    expectError(await fees(other), 404);
    expectError(await addFee({ access_type_id: '1', amount: '1', currency: 'EUR' }, other), 404);
  });
});

describe('season phases', () => {
  it('lists phases in start-time order whatever order they were entered in, and updates one', async () => {
    const season = (await addFee({ access_type_id: '6', amount: '99', currency: 'EUR', season_anchor_date: '2026-08-01T00:00:00Z', season_price_amount: '99' })).json<AccessFee>();
    const url = `/api/v2/items/${asset.id}/access-fees/${season.id}/phases`;
    const late = await sendForm(app, 'POST', url, { season_price: '59', currency: 'EUR', starts_at: '2026-12-01T00:00:00Z', expires_at: '2027-03-01T00:00:00Z' }, owner.access_token);
    expect(late.statusCode).toBe(201);
    await sendForm(app, 'POST', url, { season_price: '89', currency: 'EUR', starts_at: '2026-08-01T00:00:00Z', expires_at: '2026-12-01T00:00:00Z' }, owner.access_token);
    const listed = (await getJson(app, url, owner.access_token)).json<SeasonPhase[]>();
    expect(listed.map((phase) => [phase.starts_at, phase.season_price])).toEqual([
      ['2026-08-01T00:00:00.000Z', 89],
      ['2026-12-01T00:00:00.000Z', 59],
    ]);
    expect(listed[0].anchor_date).toBe('2026-08-01T00:00:00.000Z');

    const moved = await sendForm(app, 'PATCH', `${url}/${late.json<SeasonPhase>().id}`, { season_price: '49', currency: 'EUR', starts_at: '2026-06-01T00:00:00Z', expires_at: '2026-08-01T00:00:00Z' }, owner.access_token);
    expect(moved.json<SeasonPhase>()).toMatchObject({ season_price: 49, current_price: 49 });
    expect((await getJson(app, url, owner.access_token)).json<SeasonPhase[]>().map((phase) => phase.season_price)).toEqual([49, 89]);

    expectError(await sendForm(app, 'POST', url, { season_price: '10', currency: 'EUR', starts_at: '2026-09-01T00:00:00Z', expires_at: '2026-08-01T00:00:00Z' }, owner.access_token), 400);
  });

  it('belong to season fees only', async () => {
    const ppv = (await addFee({ access_type_id: '1', amount: '2', currency: 'EUR' })).json<AccessFee>();
    expectError(await getJson(app, `/api/v2/items/${asset.id}/access-fees/${ppv.id}/phases`, owner.access_token), 400, 'Only a season fee has phases.');
  });
});

describe('donation options', () => {
  it('adds, lists by amount, changes only the fields sent, deletes, and switches custom amounts', async () => {
    const url = `/api/v2/items/${asset.id}/donations`;
    const ten = await sendForm(app, 'POST', url, { amount: '10', currency: 'EUR', description: 'Supporter' }, owner.access_token);
    expect(ten.statusCode).toBe(201);
    await sendForm(app, 'POST', url, { amount: '2.5', currency: 'EUR' }, owner.access_token);
    let listed = (await getJson(app, url, owner.access_token)).json<Donations>();
    expect(listed.donation_options.map((option) => [option.amount, option.description])).toEqual([
      [2.5, ''],
      [10, 'Supporter'],
    ]);
    expect(listed.custom_price_enabled).toBe(false);

    const id = ten.json<DonationOption>().id;
    expect((await sendForm(app, 'PATCH', `${url}/${id}`, { description: 'Patron' }, owner.access_token)).json<DonationOption>()).toMatchObject({ amount: 10, description: 'Patron' });
    expectError(await sendForm(app, 'PATCH', `${url}/${id}`, { amount: '-1' }, owner.access_token), 400);
    expect((await sendForm(app, 'PATCH', `${url}/options`, { custom_price_enabled: '1' }, owner.access_token)).json<Donations>().custom_price_enabled).toBe(true);

    expect((await send(app, { method: 'DELETE', url: `${url}/${id}`, headers: bearer(owner.access_token) })).statusCode).toBe(204);
    listed = (await getJson(app, url, owner.access_token)).json<Donations>();
    expect(listed.donation_options.map((option) => option.amount)).toEqual([2.5]);
    expect(listed.custom_price_enabled).toBe(true);
  });

  it("is refused to a merchant without the Donations feature, with the reason", async () => {
    const mine = (await sendForm(app, 'POST', '/api/v2/items', { item_type: 'video', title: 'Other tenant asset' }, other.access_token)).json<Asset>();
    expectError(await getJson(app, `/api/v2/items/${mine.id}/donations`, other.access_token), 403, 'This feature is not enabled for your account.');
  });
});

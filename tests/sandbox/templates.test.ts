/** Asset templates (catalogue 7.3): the template, prices checked as access fees, restrictions, metadata and event details. */
import type { FastifyInstance } from 'fastify';
import type { Template } from '../../src/api/itemTypes';
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

const created = async (fields: Record<string, string | Record<string, string>>): Promise<Template> => {
  const response = await sendForm(app, 'POST', '/api/v2/items/templates', fields, owner.access_token);
  expect(response.statusCode).toBe(201);
  return response.json<Template>();
};

describe('templates', () => {
  it('has the four seeded templates with prices and restrictions', async () => {
    const templates = (await getJson(app, '/api/v2/items/templates', owner.access_token)).json<Template[]>();
    expect(templates.map((template) => template.name).sort()).toEqual(['Live Event PPV', 'Monthly Series', 'On-Demand Film', 'Premium Article']);
    expect(templates.every((template) => template.prices.length > 0)).toBe(true);
    expect(new Set(templates.flatMap((template) => template.restrictions.map((restriction) => restriction.category)))).toEqual(new Set(['age', 'geo', 'domain']));
  });

  it('creates, updates and deletes a template; its prices are checked as access fees', async () => {
    const template = await created({ name: 'Match Night', item_type_name: 'video', event_type: 'live', metadata: { asset_sport: 'football' } });
    expect(template).toMatchObject({ name: 'Match Night', item_type_name: 'video', event_type: 'live', preview_id: 1, prices: [], restrictions: [], metadata: { asset_sport: 'football' } });
    const url = `/api/v2/items/templates/${template.id}`;

    const priced = await sendForm(app, 'POST', `${url}/prices`, { access_type_id: '2', amount: '6.5', currency: 'EUR', trial_period_quantity: '3', trial_period_period: 'day' }, owner.access_token);
    expect(priced.statusCode).toBe(201);
    const [price] = priced.json<Template>().prices;
    expect(price).toMatchObject({ access_type_id: '2', amount: '6.5', currency: 'EUR', trial_period_quantity: '3' });
    expectError(await sendForm(app, 'POST', `${url}/prices`, { access_type_id: '2', amount: 'free', currency: 'EUR' }, owner.access_token), 400);
    const changed = await sendForm(app, 'PUT', `${url}/prices/${price.id}`, { access_type_id: '2', amount: '7', currency: 'EUR' }, owner.access_token);
    expect(changed.json<Template>().prices[0].amount).toBe('7');

    expect((await sendForm(app, 'PATCH', url, { name: 'Match Night Live' }, owner.access_token)).json<Template>().name).toBe('Match Night Live');
    const removed = await sendForm(app, 'DELETE', `${url}/metadata`, { 'keys[0]': 'asset_sport' }, owner.access_token);
    expect(removed.json<Template>().metadata).toEqual({});

    expect((await send(app, { method: 'DELETE', url: `${url}/prices/${price.id}`, headers: bearer(owner.access_token) })).json<Template>().prices).toEqual([]);
    expect((await send(app, { method: 'DELETE', url, headers: bearer(owner.access_token) })).statusCode).toBe(204);
    expectError(await getJson(app, url, owner.access_token), 404, 'Template not found.');
  });

  it('keeps restrictions by category: an age, a country set, a whitelisted domain', async () => {
    const template = await created({ name: 'Restricted', item_type_name: 'video' });
    const url = `/api/v2/items/templates/${template.id}/restrictions`;
    await sendForm(app, 'POST', url, { category: 'age', additional_data: { age: '18' } }, owner.access_token);
    await sendForm(app, 'POST', url, { category: 'geo', additional_data: { country_set_id: '3' } }, owner.access_token);
    const last = await sendForm(app, 'POST', url, { category: 'domain', additional_data: { domain: 'Example.COM' } }, owner.access_token);
    const { restrictions } = last.json<Template>();
    expect(restrictions.map(({ category, additional_data }) => [category, additional_data])).toEqual([
      ['age', { age: '18' }],
      ['geo', { country_set_id: '3' }],
      ['domain', { domain: 'example.com', type: 'whitelist' }],
    ]);
    expectError(await sendForm(app, 'POST', url, { category: 'age', additional_data: { age: '0' } }, owner.access_token), 400, 'An age restriction needs an age from 1 to 120.');
    const after = await send(app, { method: 'DELETE', url: `${url}/${restrictions[0].id}`, headers: bearer(owner.access_token) });
    expect(after.json<Template>().restrictions.map((restriction) => restriction.category)).toEqual(['geo', 'domain']);
  });

  it('keeps event details on the template', async () => {
    const template = await created({ name: 'Concert', item_type_name: 'video', event_type: 'live' });
    const saved = await sendForm(
      app,
      'PUT',
      `/api/v2/items/templates/${template.id}/event_details`,
      { content_category: 'live', industry: 'Music', event_name: 'Concert', web_page: 'https://example.com', event_date: '2026-07-01T19:00:00Z', expected_viewership: '900', replay_available: '0', is_advertised: '1' },
      owner.access_token,
    );
    expect(saved.json<Template>().event_details).toMatchObject({ industry: 'Music', expected_viewership: 900, is_advertised: true, replay_available: false });
  });

  it("keeps another merchant's templates out of reach", async () => {
    const template = await created({ name: 'Private', item_type_name: 'video' });
    expectError(await getJson(app, `/api/v2/items/templates/${template.id}`, other.access_token), 404);
    expect((await getJson(app, '/api/v2/items/templates', other.access_token)).json<Template[]>().some((entry) => entry.id === template.id)).toBe(false);
  });
});

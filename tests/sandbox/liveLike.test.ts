/** The simulated LiveLike (catalogue 7.11; issue 23, acceptance 3): its account and the chat rooms of live assets. */
import type { FastifyInstance } from 'fastify';
import type { ChatRoom, LiveLikePage } from '../../src/api/integrationTypes';
import type { ExternalAccount } from '../../src/api/videoPlatformTypes';
import { bearer, createTestApp, expectError, getJson, send, sendForm, signIn, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
let support: Session;
let liveId: number;
let vodId: number;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other, support] = await Promise.all(['owner', 'other', 'support'].map((name) => signIn(app, `${name}@sandbox.test`)));
  const ids = (sql: string) => app.sandbox.db.prepare(sql).pluck().get(owner.account.tenant_uuid) as number;
  liveId = ids("SELECT i.id FROM items i JOIN merchants m ON m.id = i.merchant_id WHERE m.tenant_uuid = ? AND i.event_type = 'live' ORDER BY i.id");
  vodId = ids("SELECT i.id FROM items i JOIN merchants m ON m.id = i.merchant_id WHERE m.tenant_uuid = ? AND i.item_type = 'asset' AND i.event_type = 'vod' ORDER BY i.id");
});

afterAll(async () => {
  await app.close();
});

const remove = (url: string, session = owner) => send(app, { method: 'DELETE', url, headers: bearer(session.access_token) });
const rooms = async (query = '') => (await getJson(app, `/api/v2/items/livelike/chatrooms?page=1${query}`, owner.access_token)).json<LiveLikePage<ChatRoom>>();
const create = (fields: Record<string, string>, session = owner) => sendForm(app, 'POST', '/api/v2/items/livelike/chatrooms', fields, session.access_token);

describe('the LiveLike account', () => {
  it('is created for the merchant without a payload, once', async () => {
    expectError(await getJson(app, '/api/v2/items/livelike/chatrooms', owner.access_token), 409, 'No LiveLike account is linked: connect it under Settings, Integrations.');
    const created = await send(app, { method: 'POST', url: '/api/v2/items/livelike/account', headers: bearer(owner.access_token) });
    expect(created.statusCode).toBe(201);
    expect(created.json<ExternalAccount>()).toMatchObject({ ovp_name: 'livelike', connected: true, keys: { client_id: expect.stringMatching(/^[A-Za-z0-9]{40}$/), access_token: expect.stringMatching(/^.{4}••••$/) } });
    expectError(await send(app, { method: 'POST', url: '/api/v2/items/livelike/account', headers: bearer(owner.access_token) }), 409);
  });

  it('needs the LivelikeIntegration feature, on its own calls and on the external account calls', async () => {
    expectError(await send(app, { method: 'POST', url: '/api/v2/items/livelike/account', headers: bearer(other.access_token) }), 403, 'This feature is not enabled for your account.');
    expectError(await sendForm(app, 'POST', '/api/external-accounts/livelike', { client_id: 'x', access_token: 'y' }, other.access_token), 403, 'This feature is not enabled for your account.');
    expectError(await getJson(app, '/api/v2/items/livelike/chatrooms', other.access_token), 403);
  });
});

describe('chat rooms', () => {
  it('are created on a live asset with a title and content filter, listed newest first, read and updated', async () => {
    const made = await create({ title: 'Race day chat', item_id: String(liveId), content_filter: 'filtered' });
    expect(made.statusCode).toBe(201);
    const room = made.json<ChatRoom>();
    expect(room).toMatchObject({ id: expect.stringMatching(/^[a-f0-9-]{36}$/), title: 'Race day chat', item_id: liveId, content_filter: 'filtered', url: `https://cf-blast.livelikecdn.com/api/v1/chat-rooms/${room.id}/` });
    await create({ title: 'Unfiltered', item_id: String(liveId), content_filter: 'none' });
    expect((await rooms()).collection.map((entry) => entry.title)).toEqual(['Unfiltered', 'Race day chat']);
    expect(await rooms(`&item_id=${vodId}`)).toMatchObject({ collection: [], total: 0, page: 1, size: 10 });
    expect((await getJson(app, `/api/v2/items/livelike/chatroom/${room.id}`, owner.access_token)).json<ChatRoom>()).toEqual(room);
    const patched = await sendForm(app, 'PATCH', '/api/v2/items/livelike/chatrooms', { id: room.id, title: 'Race chat', item_id: String(liveId), content_filter: 'none' }, owner.access_token);
    expect(patched.json<ChatRoom>()).toMatchObject({ id: room.id, title: 'Race chat', content_filter: 'none' });
  });

  it('refuse another content filter, an asset that is not live, another merchant’s asset, and customer support’s writes', async () => {
    expectError(await create({ title: 'x', item_id: String(liveId), content_filter: 'strict' }), 400);
    expect(expectError(await create({ title: 'x', item_id: String(vodId), content_filter: 'none' }), 400).errors).toHaveProperty('item_id');
    const otherAsset = app.sandbox.db.prepare("SELECT i.id FROM items i JOIN merchants m ON m.id = i.merchant_id WHERE m.tenant_uuid = ? AND i.item_type = 'asset' ORDER BY i.id").pluck().get(other.account.tenant_uuid) as number;
    expectError(await create({ title: 'x', item_id: String(otherAsset), content_filter: 'none' }), 404);
    expect((await getJson(app, '/api/v2/items/livelike/chatrooms?page=1', support.access_token)).statusCode).toBe(200);
    expectError(await create({ title: 'x', item_id: String(liveId), content_filter: 'none' }, support), 403, 'This section is read-only for your account.');
  });

  it('are deleted by asset and id', async () => {
    const [room] = (await rooms()).collection;
    expectError(await remove(`/api/v2/items/livelike/${vodId}/${room.id}`), 404);
    expect((await remove(`/api/v2/items/livelike/${liveId}/${room.id}`)).statusCode).toBe(204);
    expectError(await getJson(app, `/api/v2/items/livelike/chatroom/${room.id}`, owner.access_token), 404);
    expect((await rooms()).total).toBe(1);
  });

  it('go with the account when it is disconnected; an existing account connects with its keys', async () => {
    expect((await remove('/api/v2/items/livelike/account')).statusCode).toBe(204);
    expect(app.sandbox.db.prepare('SELECT COUNT(*) FROM livelike_chat_rooms').pluck().get()).toBe(0);
    expectError(await remove('/api/v2/items/livelike/account'), 404);
    expect(expectError(await sendForm(app, 'POST', '/api/external-accounts/livelike', { client_id: 'GaEBcpVr', access_token: 'invalid-token' }, owner.access_token), 400).errors?.explain).toBe(
      'LiveLike refused these credentials: check the access token.',
    );
    expect((await sendForm(app, 'POST', '/api/external-accounts/livelike', { client_id: 'GaEBcpVrCxiJOSNu', access_token: 'livelike-access-token-1' }, owner.access_token)).statusCode).toBe(201);
    expect((await rooms()).total).toBe(0);
  });
});

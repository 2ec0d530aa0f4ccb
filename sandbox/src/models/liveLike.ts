import { randomUUID } from 'node:crypto';
import type { ChatRoom, LiveLikePage } from '../../../src/api/integrationTypes';
import type { ExternalAccount } from '../../../src/api/videoPlatformTypes';
import type { ChatRoomBody, ChatRoomUpdateBody } from '../../../src/contracts/integrations';
import { LIVELIKE_PAGE_SIZE } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError, notFound } from '../lib/errors';
import { randomAlphanumeric } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { ASSET_NOT_FOUND_MESSAGE } from './items';
import { connectAccount, disconnectAccount, externalAccount, requireLinked } from './videoPlatforms';

/**
 * The simulated LiveLike (catalogue 7.11): an account created for the merchant or an existing one connected with its
 * keys, and the chat rooms of live assets, shaped as LiveLike's (uuid ids, a room address on its API). Disconnecting
 * deletes the rooms, which removes the chat option from the assets.
 */
export const ALREADY_CONNECTED_MESSAGE = 'A LiveLike account is already connected: disconnect it first.';
export const NOT_LIVE_MESSAGE = 'Live chat is for live assets: set the asset’s event type to live first.';
export const ROOM_NOT_FOUND_MESSAGE = 'This chat room is not one of the linked LiveLike account’s.';
const ROOMS_API = 'https://cf-blast.livelikecdn.com/api/v1/chat-rooms';

interface RoomRow {
  id: string;
  title: string;
  item_id: number;
  content_filter: ChatRoom['content_filter'];
  created_at: number;
  updated_at: number;
}

const toRoom = (row: RoomRow): ChatRoom => ({ ...row, url: `${ROOMS_API}/${row.id}/` });

/** POST v2/items/livelike/account: a new account on LiveLike, its client id and access token kept as the external account's keys. */
export function createLiveLikeAccount(db: Db, merchantId: number): ExternalAccount {
  if (externalAccount(db, merchantId, 'livelike').connected) throw conflict(ALREADY_CONNECTED_MESSAGE);
  connectAccount(db, merchantId, 'livelike', { client_id: randomAlphanumeric(40), access_token: randomAlphanumeric(64) });
  return externalAccount(db, merchantId, 'livelike');
}

/** DELETE v2/items/livelike/account: the external account goes, and with it the chat rooms (videoPlatforms.disconnectAccount). */
export function disconnectLiveLike(db: Db, merchantId: number): void {
  disconnectAccount(db, merchantId, 'livelike');
}

/** The merchant's live asset a room belongs to: another merchant's or an unknown one is 404, one not live 400. */
function liveAsset(db: Db, merchantId: number, itemId: number): void {
  const item = prepared(db, "SELECT event_type FROM items WHERE id = ? AND merchant_id = ? AND item_type = 'asset'").get(itemId, merchantId) as { event_type: string | null } | undefined;
  if (!item) throw notFound(ASSET_NOT_FOUND_MESSAGE);
  if (item.event_type !== 'live') throw fieldError('item_id', NOT_LIVE_MESSAGE);
}

function room(db: Db, merchantId: number, id: string): RoomRow {
  requireLinked(db, merchantId, 'livelike');
  const row = prepared(db, 'SELECT id, title, item_id, content_filter, created_at, updated_at FROM livelike_chat_rooms WHERE id = ? AND merchant_id = ?').get(id, merchantId) as RoomRow | undefined;
  if (!row) throw notFound(ROOM_NOT_FOUND_MESSAGE);
  return row;
}

/** GET v2/items/livelike/chatrooms?page[&item_id]: newest first, 10 a page. */
export function listChatRooms(db: Db, merchantId: number, query: { page: number; item_id?: number }): LiveLikePage<ChatRoom> {
  requireLinked(db, merchantId, 'livelike');
  const filter = query.item_id === undefined ? '' : ' AND item_id = ?';
  const args = query.item_id === undefined ? [merchantId] : [merchantId, query.item_id];
  const total = prepared(db, `SELECT COUNT(*) FROM livelike_chat_rooms WHERE merchant_id = ?${filter}`).pluck().get(...args) as number;
  const rows = prepared(db, `SELECT id, title, item_id, content_filter, created_at, updated_at FROM livelike_chat_rooms WHERE merchant_id = ?${filter} ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?`).all(
    ...args,
    LIVELIKE_PAGE_SIZE,
    (query.page - 1) * LIVELIKE_PAGE_SIZE,
  ) as RoomRow[];
  return { collection: rows.map(toRoom), total, page: query.page, size: LIVELIKE_PAGE_SIZE };
}

export function chatRoom(db: Db, merchantId: number, id: string): ChatRoom {
  return toRoom(room(db, merchantId, id));
}

/** POST v2/items/livelike/chatrooms */
export function createChatRoom(db: Db, merchantId: number, body: ChatRoomBody): ChatRoom {
  requireLinked(db, merchantId, 'livelike');
  liveAsset(db, merchantId, Number(body.item_id));
  const id = randomUUID();
  const now = nowSeconds();
  prepared(db, 'INSERT INTO livelike_chat_rooms (id, merchant_id, item_id, title, content_filter, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    id,
    merchantId,
    Number(body.item_id),
    body.title.trim(),
    body.content_filter,
    now,
    now,
  );
  return chatRoom(db, merchantId, id);
}

/** PATCH v2/items/livelike/chatrooms */
export function updateChatRoom(db: Db, merchantId: number, body: ChatRoomUpdateBody): ChatRoom {
  room(db, merchantId, body.id);
  liveAsset(db, merchantId, Number(body.item_id));
  prepared(db, 'UPDATE livelike_chat_rooms SET title = ?, item_id = ?, content_filter = ?, updated_at = ? WHERE id = ?').run(body.title.trim(), Number(body.item_id), body.content_filter, nowSeconds(), body.id);
  return chatRoom(db, merchantId, body.id);
}

/** DELETE v2/items/livelike/{itemId}/{resourceId}: a room of that asset. */
export function deleteChatRoom(db: Db, merchantId: number, itemId: number, id: string): void {
  const row = room(db, merchantId, id);
  if (row.item_id !== itemId) throw notFound(ROOM_NOT_FOUND_MESSAGE);
  prepared(db, 'DELETE FROM livelike_chat_rooms WHERE id = ?').run(id);
}

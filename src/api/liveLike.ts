// LiveLike (catalogue 7.11): its account (created here, or an existing one connected as the external account
// `livelike`, src/api/videoPlatforms.ts) and the chat rooms of live assets.
import type { ChatRoomBody, ChatRoomUpdateBody } from '../contracts/integrations';
import type { LiveLikeResource } from '../contracts/values';
import { api, type CallContext } from './client';
import type { ChatRoom, LiveLikePage } from './integrationTypes';
import type { ExternalAccount } from './videoPlatformTypes';

/** POST v2/items/livelike/account: a new LiveLike account for the merchant (no payload). */
export const createAccount = (_req: void, ctx?: CallContext): Promise<ExternalAccount> => api().request({ method: 'POST', path: 'v2/items/livelike/account', ...ctx });

/** DELETE v2/items/livelike/account: disconnects it, deleting the chat rooms and the chat option on assets. */
export const disconnectAccount = (_req: void, ctx?: CallContext): Promise<void> => api().request({ method: 'DELETE', path: 'v2/items/livelike/account', ...ctx });

export interface LiveLikeListRequest {
  resource: LiveLikeResource;
  page: number;
  /** One asset's rooms only (beyond the catalogue: the asset's Live chat panel). */
  item_id?: number;
}

/** GET v2/items/livelike/{resource}?page */
export const listResources = ({ resource, ...query }: LiveLikeListRequest, ctx?: CallContext): Promise<LiveLikePage<ChatRoom>> =>
  api().request({ method: 'GET', path: 'v2/items/livelike/{resource}', pathVars: { resource }, query, ...ctx });

/** POST v2/items/livelike/chatrooms: title, item_id, content_filter (filtered or none). */
export const createChatRoom = (body: ChatRoomBody, ctx?: CallContext): Promise<ChatRoom> => api().request({ method: 'POST', path: 'v2/items/livelike/chatrooms', body, ...ctx });

/** PATCH v2/items/livelike/chatrooms: title, item_id, content_filter, id. */
export const updateChatRoom = (body: ChatRoomUpdateBody, ctx?: CallContext): Promise<ChatRoom> => api().request({ method: 'PATCH', path: 'v2/items/livelike/chatrooms', body, ...ctx });

/** GET v2/items/livelike/chatroom/{chatroomId} */
export const getChatRoom = ({ chatroomId }: { chatroomId: string }, ctx?: CallContext): Promise<ChatRoom> =>
  api().request({ method: 'GET', path: 'v2/items/livelike/chatroom/{chatroomId}', pathVars: { chatroomId }, ...ctx });

/** DELETE v2/items/livelike/{itemId}/{resourceId} */
export const deleteResource = ({ itemId, resourceId }: { itemId: number; resourceId: string }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'v2/items/livelike/{itemId}/{resourceId}', pathVars: { itemId, resourceId }, ...ctx });

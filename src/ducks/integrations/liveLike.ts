import type { ChatRoom, LiveLikePage } from '../../api/integrations';
import * as liveLike from '../../api/liveLike';
import type { LiveLikeListRequest } from '../../api/liveLike';
import type { ExternalAccount } from '../../api/videoPlatforms';
import { INTEGRATION_NOTICES, INTEGRATIONS_UI } from '../../constants/messages/integrations';
import { VIDEO_PLATFORM_NOTICES } from '../../constants/messages/videoPlatforms';
import type { ChatRoomBody, ChatRoomUpdateBody } from '../../contracts/integrations';
import { defineEndpoint } from '../requests/defineEndpoint';
import { explainedError } from '../requests/explainedError';
import { pagedRead, storedRead } from '../requests/paginated';
import type { Tag } from '../requests/tags';
import { accountOf } from '../videoPlatforms';
import { HEALTH } from './health';
import { connectService } from './thirdParty';

// LiveLike (catalogue 7.11; spec sections 4 and 8): its account, created or connected (failures fall back to 'External
// account was not successfully connected.'), disconnected (falling back to 'Error while attempting to disconnect
// external account.'), and the chat rooms of live assets.
const LIVELIKE = { ovpName: 'livelike' } as const;
const ROOMS = 'ChatRooms';
const roomTag = (id: string): Tag => ({ type: 'ChatRoom', id });

export const createLiveLikeAccount = defineEndpoint<void, ExternalAccount>('integrations/createLiveLikeAccount', liveLike.createAccount, {
  strategy: 'leading',
  successNotice: VIDEO_PLATFORM_NOTICES.connected,
  errorNotice: explainedError(INTEGRATION_NOTICES.notConnected),
  invalidates: () => [...accountOf(LIVELIKE), HEALTH],
  invalidatesOnFailure: () => [HEALTH],
});

/** The connect-existing view: the external account POST with the account's client_id and access_token. */
export const connectLiveLike = connectService('livelike', INTEGRATION_NOTICES.notConnected);

/** Disconnecting deletes the chat rooms and the chat option on assets (spec section 4). */
export const disconnectLiveLike = defineEndpoint<void, void>('integrations/disconnectLiveLike', liveLike.disconnectAccount, {
  strategy: 'leading',
  successNotice: VIDEO_PLATFORM_NOTICES.disconnected,
  errorNotice: explainedError(INTEGRATION_NOTICES.disconnectFailed),
  invalidates: () => [...accountOf(LIVELIKE), ROOMS, HEALTH],
});

export const fetchChatRooms = defineEndpoint<LiveLikeListRequest, LiveLikePage<ChatRoom>>('integrations/fetchChatRooms', liveLike.listResources, pagedRead(() => [ROOMS]));

export const createChatRoom = defineEndpoint<ChatRoomBody, ChatRoom>('integrations/createChatRoom', liveLike.createChatRoom, {
  strategy: 'leading',
  successNotice: INTEGRATION_NOTICES.chatRoomCreated,
  invalidates: () => [ROOMS],
});

/** One chat room read by its id (GET chatroom/{chatroomId}): its details. */
export const fetchChatRoom = defineEndpoint<{ chatroomId: string }, ChatRoom>('integrations/fetchChatRoom', liveLike.getChatRoom, storedRead(({ chatroomId }) => chatroomId, ({ chatroomId }) => [roomTag(chatroomId)]));

/** A room's title and content filter changed (PATCH chatrooms); the spec has no text for it, so the console's own. */
export const updateChatRoom = defineEndpoint<ChatRoomUpdateBody, ChatRoom>('integrations/updateChatRoom', liveLike.updateChatRoom, {
  strategy: 'leading',
  key: ({ id }) => id,
  successNotice: (room) => INTEGRATIONS_UI.chatRoomUpdated(room.title),
  invalidates: ({ id }) => [ROOMS, roomTag(id)],
});

export const deleteChatRoom = defineEndpoint<{ itemId: number; resourceId: string }, void>('integrations/deleteChatRoom', liveLike.deleteResource, {
  strategy: 'every',
  key: ({ resourceId }) => resourceId,
  successNotice: INTEGRATION_NOTICES.resourceDeleted,
  invalidates: () => [ROOMS],
});

export const liveLikeEndpoints = [createLiveLikeAccount, connectLiveLike, disconnectLiveLike, fetchChatRooms, createChatRoom, fetchChatRoom, updateChatRoom, deleteChatRoom];

import { Type, type Static } from 'typebox';
import { Closed, OneOf, Query, Text } from './fields';
import { CHAT_CONTENT_FILTERS, HEALTH_INTEGRATIONS, LIVELIKE_RESOURCES, MAX_CHAT_ROOM_TITLE, MAX_IN_APP_KEY_LENGTH } from './values';

/**
 * The in-app stores and PayPal (catalogue 7.11; spec sections 3 and 5). The catalogue shows the Google and metadata
 * paths; the in-app by id path is named in its style (README, "Integration calls the catalogue leaves open"). Section 5's
 * format rules (Apple's p8 markers, Google's token length) are checked by the handlers, which answer the spec's texts.
 */
const Key = Text(MAX_IN_APP_KEY_LENGTH);
const ProviderId = Type.String({ pattern: '^[1-9]\\d{0,9}$' });

/** POST and PUT v2/hooks/google-in-app/setup. */
export const GoogleInAppBody = Closed({ site_token: Key, playstore_public_key: Key, merchant_uuid: Text(64, 1) });
export type GoogleInAppBody = Static<typeof GoogleInAppBody>;

export const InAppParams = Closed({ id: Type.Integer({ minimum: 1 }) });

/** PUT v2/payments/in-app/{id}: the store's keys as metadata; Apple's p8 key beside them. */
export const InAppBody = Closed({
  payment_provider_id: ProviderId,
  metadata: Closed({
    bundle_id: Type.Optional(Key),
    key_id: Type.Optional(Key),
    issuer: Type.Optional(Key),
    secret_key: Type.Optional(Key),
    api_key: Type.Optional(Key),
  }),
  p8_certificate: Type.Optional(Key),
});
export type InAppBody = Static<typeof InAppBody>;

/** PUT v2/payments/providers/metadata: a wallet's keys (PayPal's REST app), for the merchant the caller acts for. */
export const ProviderMetadataBody = Closed({
  payment_provider_id: ProviderId,
  merchant_id: Text(64, 1),
  metadata: Closed({ client_id: Key, client_secret: Key }),
});
export type ProviderMetadataBody = Static<typeof ProviderMetadataBody>;

/** Eventbrite's continuation tokens (base64url). */
const Continuation = Type.String({ pattern: '^[A-Za-z0-9_-]{1,200}$' });
export const EventbriteOrganizationsQuery = Query({ continuation: Type.Optional(Continuation) });
export type EventbriteOrganizationsQuery = Static<typeof EventbriteOrganizationsQuery>;
export const EventbriteVideosQuery = Query({
  organization_id: Type.String({ pattern: '^\\d{1,20}$' }),
  limit: Type.Optional(Type.String({ pattern: '^\\d{1,3}$' })),
  continuation: Type.Optional(Continuation),
});
export type EventbriteVideosQuery = Static<typeof EventbriteVideosQuery>;

/** LiveLike (catalogue 7.11): a resource list's page, a chat room's fields, its id and the item it belongs to. */
export const LiveLikeResourceParams = Closed({ resource: OneOf(LIVELIKE_RESOURCES) });
export const LiveLikeListQuery = Query({ page: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$' })), item_id: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,9}$' })) });
export type LiveLikeListQuery = Static<typeof LiveLikeListQuery>;
const ChatRoomId = Type.String({ pattern: '^[a-f0-9-]{36}$' });
const ChatRoomFields = { title: Text(MAX_CHAT_ROOM_TITLE, 1), item_id: Type.String({ pattern: '^[1-9]\\d{0,9}$' }), content_filter: OneOf(CHAT_CONTENT_FILTERS) };
export const ChatRoomBody = Closed(ChatRoomFields);
export type ChatRoomBody = Static<typeof ChatRoomBody>;
export const ChatRoomUpdateBody = Closed({ ...ChatRoomFields, id: ChatRoomId });
export type ChatRoomUpdateBody = Static<typeof ChatRoomUpdateBody>;
export const ChatRoomParams = Closed({ chatroomId: ChatRoomId });
export const LiveLikeResourceDeleteParams = Closed({ itemId: Type.Integer({ minimum: 1 }), resourceId: ChatRoomId });

/** POST v2/integrations/{integration}/check: one cheap read against the service, now. */
export const HealthCheckParams = Closed({ integration: OneOf(HEALTH_INTEGRATIONS) });

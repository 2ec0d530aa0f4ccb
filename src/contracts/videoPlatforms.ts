import { Type, type Static } from 'typebox';
import { Closed, OneOf, Query, Text } from './fields';
import { SYNC_PLATFORMS } from './values';

/** Video platform calls (catalogue 7.1 `ovps/*`, the external account of 7.11). */
const Platform = OneOf(SYNC_PLATFORMS);
const Numeric = Type.String({ pattern: '^\\d{1,6}$' });

export const OvpParams = Closed({ ovpName: Platform });
export const OvpTypeParams = Closed({ type: Platform });
export const ThumbnailParams = Closed({ file: Type.String({ pattern: '^[A-Za-z0-9]{8}\\.svg$' }) });

/** The keys of an account: what each platform takes (JW Player: api_key, api_secret). */
export const ExternalAccountBody = Closed({ api_key: Text(200, 1), api_secret: Text(200, 1) });
export type ExternalAccountBody = Static<typeof ExternalAccountBody>;

export const ExternalVideosQuery = Query({ page_number: Type.Optional(Numeric), limit: Type.Optional(Numeric), access_token: Type.Optional(Text(500)) });
export type ExternalVideosQuery = Static<typeof ExternalVideosQuery>;

/** GET ovps/{ovpType}/video: the platform's lookup key (JW Player: video_key). */
export const ExternalVideoQuery = Query({ video_key: Type.String({ pattern: '^[A-Za-z0-9]{8}$' }) });

export const SyncBody = Closed({
  ovp_name: Platform,
  sync_all: Type.Optional(OneOf(['0', '1', 'true', 'false'])),
  videos_ids: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Za-z0-9]{8}$' }), { maxItems: 500 })),
  access_control_type_id: Type.Optional(Numeric),
  player_id: Type.Optional(Text(40)),
  player_id_update_existing: Type.Optional(OneOf(['0', '1', 'true', 'false'])),
});
export type SyncBody = Static<typeof SyncBody>;

export const SyncStatusBody = Closed({ ovp_name: Platform });

/** GET rss/fetch: a feed's address (https). */
export const RssFetchQuery = Query({ url: Type.String({ maxLength: 2000, pattern: '^https?://' }) });
export const RssFeedParams = Closed({ id: Type.Integer({ minimum: 1 }) });

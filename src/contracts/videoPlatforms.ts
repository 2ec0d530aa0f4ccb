import { Type, type Static, type TOptional, type TString } from 'typebox';
import { Closed, OneOf, Query, Text } from './fields';
import { ACCOUNT_KEYS, EXTERNAL_ACCOUNT_NAMES, IVS_CHANNEL_ARN_PATTERN, IVS_CHANNEL_NAME_PATTERN, IVS_CHANNEL_TYPES, IVS_LATENCY_MODES, LOOKUP_KEYS, SYNC_PLATFORMS, VIDEO_ID_PATTERN } from './values';

/** Video platform calls (catalogue 7.1 `ovps/*`, the external account of 7.11). */
const Platform = OneOf(SYNC_PLATFORMS);
const Numeric = Type.String({ pattern: '^\\d{1,6}$' });

/** The external account calls also connect the third-party integrations (Eventbrite, LiveLike). */
export const OvpParams = Closed({ ovpName: OneOf(EXTERNAL_ACCOUNT_NAMES) });
export const OvpTypeParams = Closed({ type: Platform });
const VideoId = Type.String({ pattern: VIDEO_ID_PATTERN });
/** An object schema with each of the keys optional. */
const optionalEach = <K extends string>(keys: readonly K[], field: (key: K) => TString) =>
  Object.fromEntries(keys.map((key) => [key, Type.Optional(field(key))])) as Record<K, TOptional<TString>>;
export const ThumbnailParams = Closed({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}\\.svg$' }) });

/** The keys of an account: each platform or service takes its own (accountKeys); the sandbox asks for exactly those. */
export const ExternalAccountBody = Closed(optionalEach(ACCOUNT_KEYS, () => Text(500, 1)));
export type ExternalAccountBody = Static<typeof ExternalAccountBody>;

export const ExternalVideosQuery = Query({ page_number: Type.Optional(Numeric), limit: Type.Optional(Numeric), access_token: Type.Optional(Text(500)) });
export type ExternalVideosQuery = Static<typeof ExternalVideosQuery>;

/** GET ovps/{ovpType}/video: the platform's lookup keys (spec section 3), the sandbox asks for exactly those. */
export const ExternalVideoQuery = Query(optionalEach(LOOKUP_KEYS, (key) => (key === 'access_token' ? Text(200, 1) : VideoId)));
export type ExternalVideoQuery = Static<typeof ExternalVideoQuery>;

export const SyncBody = Closed({
  ovp_name: Platform,
  sync_all: Type.Optional(OneOf(['0', '1', 'true', 'false'])),
  videos_ids: Type.Optional(Type.Array(VideoId, { maxItems: 500 })),
  access_control_type_id: Type.Optional(Numeric),
  player_id: Type.Optional(Text(40)),
  player_id_update_existing: Type.Optional(OneOf(['0', '1', 'true', 'false'])),
});
export type SyncBody = Static<typeof SyncBody>;

export const SyncStatusBody = Closed({ ovp_name: Platform });

/** GET rss/fetch: a feed's address (https). */
export const RssFetchQuery = Query({ url: Type.String({ maxLength: 2000, pattern: '^https?://' }) });
export const RssFeedParams = Closed({ id: Type.Integer({ minimum: 1 }) });

/** The Panopto session chooser's one-time address (GET ovps/panopto/session-chooser) and what it posts back. */
export const ChooserParams = Closed({ token: Type.String({ pattern: '^[a-f0-9]{40}$' }) });
export const ChooserBody = Closed({ session_ids: Type.Optional(Type.Union([VideoId, Type.Array(VideoId, { maxItems: 100 })])) });
export type ChooserBody = Static<typeof ChooserBody>;

/** IVS livestream channels (catalogue 7.11): create with a name, type and latency; update by ARN; read one by ARN. */
const ChannelName = Type.String({ pattern: IVS_CHANNEL_NAME_PATTERN });
const ChannelArn = Type.String({ pattern: IVS_CHANNEL_ARN_PATTERN });
export const IvsChannelBody = Closed({ name: ChannelName, type: OneOf(IVS_CHANNEL_TYPES), latency: OneOf(IVS_LATENCY_MODES) });
export type IvsChannelBody = Static<typeof IvsChannelBody>;
export const IvsChannelUpdateBody = Closed({ arn: ChannelArn, name: Type.Optional(ChannelName), type: Type.Optional(OneOf(IVS_CHANNEL_TYPES)), latency: Type.Optional(OneOf(IVS_LATENCY_MODES)) });
export type IvsChannelUpdateBody = Static<typeof IvsChannelUpdateBody>;
export const IvsChannelQuery = Query({ arn: ChannelArn });

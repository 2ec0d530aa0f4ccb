// Video platforms (catalogue 7.1 `ovps/*`, the external account of 7.11); every function has the call shape (req, ctx).
import type { ExternalAccountBody, IvsChannelBody, IvsChannelUpdateBody, SyncBody } from '../contracts/videoPlatforms';
import type { ExternalAccountName, LookupKey, SyncPlatform } from '../contracts/values';
import { api, type CallContext } from './client';
import type { ExternalAccount, ExternalVideoDetails, ExternalVideosPage, IvsChannel, IvsChannels, JwPlayer, PanoptoChooser, RssFeed, SyncStatus } from './videoPlatformTypes';

export type * from './videoPlatformTypes';

/** A video platform or a third-party service (Eventbrite, LiveLike): the external account calls take either. */
type Ovp = { ovpName: ExternalAccountName };

/** GET external-accounts/{ovpName} */
export const getExternalAccount = ({ ovpName }: Ovp, ctx?: CallContext): Promise<ExternalAccount> =>
  api().request({ method: 'GET', path: 'external-accounts/{ovpName}', pathVars: { ovpName }, ...ctx });

/** POST external-accounts/{ovpName}: the platform's keys (text response) */
export const connectExternalAccount = ({ ovpName, ...body }: ExternalAccountBody & Ovp, ctx?: CallContext): Promise<string> =>
  api().request({ method: 'POST', path: 'external-accounts/{ovpName}', pathVars: { ovpName }, body, ...ctx });

/** DELETE external-accounts/{ovpName} */
export const disconnectExternalAccount = ({ ovpName }: Ovp, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'external-accounts/{ovpName}', pathVars: { ovpName }, ...ctx });

export interface ExternalVideosRequest {
  type: SyncPlatform;
  /** From 0. */
  page_number: number;
  limit: number;
  /** Qbrick: the linked account's access token. */
  access_token?: string;
}

/** GET ovps/{type}/videos: page_number (from 0), limit (15) */
export const listExternalVideos = ({ type, ...query }: ExternalVideosRequest, ctx?: CallContext): Promise<ExternalVideosPage> =>
  api().request({ method: 'GET', path: 'ovps/{type}/videos', pathVars: { type }, query, ...ctx });

/** GET ovps/jwplayer/players */
export const listJwPlayers = (_req: void, ctx?: CallContext): Promise<JwPlayer[]> => api().request({ method: 'GET', path: 'ovps/jwplayer/players', ...ctx });

/** POST ovps/sync (urlencoded) */
export const startSync = (body: SyncBody, ctx?: CallContext): Promise<SyncStatus> => api().request({ method: 'POST', path: 'ovps/sync', body, arrays: 'indices', ...ctx });

/** POST ovps/sync/check-status with ovp_name */
export const checkSyncStatus = ({ ovp_name }: { ovp_name: SyncPlatform }, ctx?: CallContext): Promise<SyncStatus> =>
  api().request({ method: 'POST', path: 'ovps/sync/check-status', body: { ovp_name }, ...ctx });

export interface ExternalVideoRequest {
  type: SyncPlatform;
  /** The platform's lookup keys (spec section 3): Livestream event_id and video_id, JW Player video_key, and so on. */
  lookup: Partial<Record<LookupKey, string>>;
}

/** GET ovps/{ovpType}/video: one video by its platform's lookup keys, with its player_id and player_name. */
export const getExternalVideo = ({ type, lookup }: ExternalVideoRequest, ctx?: CallContext): Promise<ExternalVideoDetails> =>
  api().request({ method: 'GET', path: 'ovps/{ovpType}/video', pathVars: { ovpType: type }, query: lookup, ...ctx });

/** GET ovps/panopto/session-chooser: a one-time address of Panopto's session chooser. */
export const getPanoptoChooser = (_req: void, ctx?: CallContext): Promise<PanoptoChooser> => api().request({ method: 'GET', path: 'ovps/panopto/session-chooser', ...ctx });

/** GET rss/fetch: a feed read by its address. */
export const fetchRssFeed = ({ url }: { url: string }, ctx?: CallContext): Promise<RssFeed> => api().request({ method: 'GET', path: 'rss/fetch', query: { url }, ...ctx });

/** GET rss/feed/{id}/content: the feed of an RSS asset. */
export const getAssetFeed = ({ id }: { id: number }, ctx?: CallContext): Promise<RssFeed> =>
  api().request({ method: 'GET', path: 'rss/feed/{id}/content', pathVars: { id }, ...ctx });

/** GET v2/ovps/ivs/channels: the linked IVS account's livestream channels. */
export const listIvsChannels = (_req: void, ctx?: CallContext): Promise<IvsChannels> => api().request({ method: 'GET', path: 'v2/ovps/ivs/channels', ...ctx });

/** POST v2/ovps/ivs/channels: name, type (STANDARD or BASIC), latency (LOW or NORMAL). */
export const createIvsChannel = (body: IvsChannelBody, ctx?: CallContext): Promise<IvsChannel> => api().request({ method: 'POST', path: 'v2/ovps/ivs/channels', body, ...ctx });

/** PUT v2/ovps/ivs/channels: the channel's arn and what changes. */
export const updateIvsChannel = (body: IvsChannelUpdateBody, ctx?: CallContext): Promise<IvsChannel> => api().request({ method: 'PUT', path: 'v2/ovps/ivs/channels', body, ...ctx });

/** GET v2/ovps/ivs/channel?arn */
export const getIvsChannel = ({ arn }: { arn: string }, ctx?: CallContext): Promise<IvsChannel> => api().request({ method: 'GET', path: 'v2/ovps/ivs/channel', query: { arn }, ...ctx });

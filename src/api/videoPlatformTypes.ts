import type { ExternalAccountName, IvsChannelType, IvsLatencyMode, LookupKey, SyncPlatform } from '../contracts/values';

/** Shapes of the video platform calls (catalogue 7.1 `ovps/*`, 7.11 external account), shared with the sandbox. */
export interface ExternalAccount {
  ovp_name: ExternalAccountName;
  connected: boolean;
  /** The keys as stored, secrets masked. */
  keys: Record<string, string>;
  created_at: number | null;
  /** Qbrick only: the short-lived token its list and lookup calls take, issued for the linked keys. */
  access_token?: string;
}

export interface ExternalVideo {
  /** The platform's id of the video: what a sync takes (videos_ids) and keeps as the asset's external_asset_id. */
  video_key: string;
  /** The keys that look the video up on its platform (spec section 3), e.g. Livestream's event_id and video_id. */
  lookup: Partial<Record<LookupKey, string>>;
  title: string;
  description: string;
  /** Seconds. */
  duration: number;
  thumbnail_url: string;
  published_at: number;
  /** The asset a sync made of it, if any. */
  asset_id: number | null;
}

export interface ExternalVideosPage {
  collection: ExternalVideo[];
  total: number;
  /** From 0. */
  page_number: number;
  limit: number;
}

/** One video looked up by its key, with the player it plays in. */
export interface ExternalVideoDetails extends ExternalVideo {
  player_id: string;
  player_name: string;
}

export interface JwPlayer {
  player_id: string;
  player_name: string;
}

export interface SyncStatus {
  ovp_name: SyncPlatform;
  status: 'idle' | 'running' | 'done' | 'failed';
  total: number;
  done: number;
  created: number;
  updated: number;
  update_existing: boolean;
  message?: string;
}

/** GET ovps/panopto/session-chooser: where the merchant picks sessions on Panopto, good once and for a while. */
export interface PanoptoChooser {
  url: string;
  expires_at: number;
}

/** An RSS feed as the platform reads it (catalogue 7.1 `rss/fetch`, `rss/feed/{id}/content`). */
export interface RssFeed {
  url: string;
  title: string;
  description: string;
  link: string;
  items: RssItem[];
}

export interface RssItem {
  guid: string;
  title: string;
  link: string;
  published_at: number;
  enclosure_url: string;
  /** Seconds. */
  duration: number;
}

/** An IVS livestream channel (catalogue 7.11 `v2/ovps/ivs/channels`), with what an encoder and a player need. */
export interface IvsChannel {
  arn: string;
  name: string;
  type: IvsChannelType;
  latency: IvsLatencyMode;
  /** Where an encoder sends the stream (RTMPS on port 443): `rtmps://{ingest_endpoint}:443/app/`. */
  ingest_endpoint: string;
  stream_key: string;
  playback_url: string;
  created_at: number;
  updated_at: number;
}

export interface IvsChannels {
  collection: IvsChannel[];
}

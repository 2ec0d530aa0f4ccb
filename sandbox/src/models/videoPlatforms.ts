import { createHash } from 'node:crypto';
import type { ExternalAccount, ExternalVideo, ExternalVideoDetails, ExternalVideosPage, JwPlayer, PanoptoChooser, SyncStatus } from '../../../src/api/videoPlatformTypes';
import type { ExternalAccountBody, ExternalVideoQuery, SyncBody } from '../../../src/contracts/videoPlatforms';
import { accountKeys, VIDEO_PLATFORM_SPECS, type AccountKey, type ExternalAccountName, type LookupKey, type SyncPlatform } from '../../../src/contracts/values';
import type { SandboxContext } from '../context';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError, HttpError, notFound } from '../lib/errors';
import { formFlag } from '../lib/form';
import { randomHex } from '../lib/random';
import { masked } from '../lib/secrets';
import { nowSeconds } from '../lib/time';
import { publishToAccount } from '../services/accountTopic';
import { accountName, PLATFORM_NAMES } from '../../../src/constants/messages/videoPlatforms';
import { createAsset, updateAsset } from './items';

/**
 * The simulated video platforms (catalogue 7.1 `ovps/*`, 7.11 external account). Each connected platform has a library
 * of 40 to 60 videos, the same for a merchant every time, with ids shaped as that platform's are; syncing makes real
 * assets carrying each video's id as `external_asset_id`, and a later sync of the same videos updates those assets
 * instead of adding new ones.
 */
const LIBRARY_SIZES: Readonly<Record<SyncPlatform, number>> = {
  livestream: 42,
  brightcove: 60,
  kaltura: 55,
  jwplayer: 48,
  qbrick: 40,
  ooyala: 44,
  panopto: 52,
  dacast: 46,
  cloudfront: 41,
  sportradar: 58,
  sport1: 50,
  streamamg: 45,
  flowplayer: 47,
  ivs: 43,
  piksel: 54,
};
export const librarySize = (ovp: SyncPlatform) => LIBRARY_SIZES[ovp];
export const NOT_LINKED_MESSAGE = (ovp: ExternalAccountName) => `No ${accountName(ovp)} account is linked: connect it under Settings, Integrations.`;
export const INVALID_KEYS_EXPLAIN = (ovp: ExternalAccountName, key: string) => `${accountName(ovp)} refused these credentials: check the ${key.replace(/_/g, ' ')}.`;
export const KEY_REQUIRED_MESSAGE = (ovp: ExternalAccountName) => `${accountName(ovp)} needs this key.`;
export const FOREIGN_KEY_MESSAGE = (ovp: ExternalAccountName) => `${accountName(ovp)} does not take this key.`;
export const LOOKUP_REQUIRED_MESSAGE = (ovp: SyncPlatform) => `${PLATFORM_NAMES[ovp]} looks a video up by this key.`;
export const QBRICK_TOKEN_MESSAGE = 'The Qbrick access token is missing or has expired: read the linked account again.';
export const SYNC_RUNNING_MESSAGE = 'A sync of this platform is already running.';
export const NOTHING_TO_SYNC_MESSAGE = 'Choose the videos to sync, or sync all.';
export const UNKNOWN_VIDEO_MESSAGE = 'A chosen video is not in the linked library.';
export const UNKNOWN_PLAYER_MESSAGE = 'Choose one of the account’s players.';
export const NO_PLAYERS_MESSAGE = 'Only JW Player has players.';
export const THUMBNAILS_PATH = '/api/files/ovp/thumbnails';

const SUBJECTS = ['Harbour Lights', 'Cup Final', 'Coastal Kitchens', 'Nordic Jazz', 'Sailing School', 'City Derby', 'Tide Tables', 'Island Stories'];
const KINDS = ['Highlights', 'Full Match', 'Behind the Scenes', 'Interview', 'Episode', 'Masterclass'];
const PLAYERS: readonly JwPlayer[] = [
  { player_id: 'Xk2pL9aQ', player_name: 'Default web player' },
  { player_id: 'Mv7Rt3Ws', player_name: 'Autoplay muted (previews)' },
  { player_id: 'Qz5Nb8Hc', player_name: 'Branded player with ads' },
];

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const letters = (digest: string, length: number) => Buffer.from(digest, 'hex').toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, length);
const digits = (digest: string, length: number) => String(1 + (parseInt(digest[0], 16) % 9)) + Array.from(digest.slice(1, length), (char) => parseInt(char, 16) % 10).join('');
const uuid = (digest: string) => `${digest.slice(0, 8)}-${digest.slice(8, 12)}-4${digest.slice(13, 16)}-a${digest.slice(17, 20)}-${digest.slice(20, 32)}`;

/** A video's id and lookup keys, shaped as its platform's are (JW's 8-letter keys, Brightcove's 13 digits, and so on). */
function videoIds(ovp: SyncPlatform, merchantId: number, index: number, digest: string): { id: string; lookup: Partial<Record<LookupKey, string>> } {
  switch (ovp) {
    case 'jwplayer': {
      const id = letters(digest, 8);
      return { id, lookup: { video_key: id } };
    }
    case 'livestream': {
      const id = digits(digest, 9);
      return { id, lookup: { event_id: digits(hash(`livestream-event:${merchantId}:${Math.floor(index / 12)}`), 7), video_id: id } };
    }
    case 'ooyala': {
      const id = letters(digest + hash(digest), 32);
      return { id, lookup: { embed_code: id } };
    }
    case 'piksel': {
      const id = uuid(digest);
      return { id, lookup: { program_uuid: id } };
    }
    case 'brightcove':
      return { id: digits(digest, 13), lookup: { video_id: digits(digest, 13) } };
    case 'kaltura':
      return { id: `0_${digest.slice(0, 8)}`, lookup: { video_id: `0_${digest.slice(0, 8)}` } };
    case 'qbrick':
    case 'panopto':
      return { id: uuid(digest), lookup: { video_id: uuid(digest) } };
    default:
      return { id: letters(digest, 10), lookup: { video_id: letters(digest, 10) } };
  }
}

/** The platform's library for a merchant: deterministic titles, durations and ids. */
export function library(merchantId: number, ovp: SyncPlatform): ExternalVideo[] {
  return Array.from({ length: LIBRARY_SIZES[ovp] }, (_, index) => {
    const digest = hash(`${ovp}:${merchantId}:${index}`);
    const { id, lookup } = videoIds(ovp, merchantId, index, digest);
    const title = `${SUBJECTS[index % SUBJECTS.length]} – ${KINDS[Math.floor(index / SUBJECTS.length) % KINDS.length]} ${Math.floor(index / (SUBJECTS.length * KINDS.length)) + 1}`;
    return {
      video_key: id,
      lookup,
      title,
      description: `${title}, from the ${PLATFORM_NAMES[ovp]} library.`,
      duration: 60 + (parseInt(digest.slice(0, 6), 16) % 5400),
      thumbnail_url: `${THUMBNAILS_PATH}/${id}.svg`,
      published_at: 1_767_225_600 - index * 86_400,
      asset_id: null,
    };
  });
}

function account(db: Db, merchantId: number, ovp: ExternalAccountName): { keys: string; created_at: number } | undefined {
  return prepared(db, 'SELECT keys, created_at FROM external_accounts WHERE merchant_id = ? AND ovp_name = ?').get(merchantId, ovp) as { keys: string; created_at: number } | undefined;
}

const TOKEN_HOUR_S = 3600;
/** Qbrick's access token for the linked keys, valid for the hour it is issued in and the next. */
const qbrickToken = (merchantId: number, keys: string, hour: number) => hash(`qbrick-token:${merchantId}:${keys}:${hour}`).slice(0, 40);

export function externalAccount(db: Db, merchantId: number, ovp: ExternalAccountName): ExternalAccount {
  const row = account(db, merchantId, ovp);
  const keys = row ? (JSON.parse(row.keys) as Record<string, string>) : {};
  const names = accountKeys(ovp);
  const secret = names.at(-1);
  // The first key is shown as it is unless it is also the secret (Eventbrite's one token).
  const shown = Object.fromEntries(Object.entries(keys).map(([name, value]) => [name, name === names[0] && name !== secret ? value : masked(value)]));
  return {
    ovp_name: ovp,
    connected: row !== undefined,
    keys: shown,
    created_at: row?.created_at ?? null,
    ...(ovp === 'qbrick' && row && secret ? { access_token: qbrickToken(merchantId, row.keys, Math.floor(nowSeconds() / TOKEN_HOUR_S)) } : {}),
  };
}

/**
 * Connecting takes exactly the platform's (or service's) keys, and checks them as it would: a secret (the last key)
 * containing 'invalid' or shorter than 8 is refused with errors.explain.
 */
export function connectAccount(db: Db, merchantId: number, ovp: ExternalAccountName, body: ExternalAccountBody): void {
  const names = accountKeys(ovp);
  const given = body as Partial<Record<AccountKey, string>>;
  const foreign = (Object.keys(given) as AccountKey[]).find((name) => !names.includes(name));
  if (foreign) throw fieldError(foreign, FOREIGN_KEY_MESSAGE(ovp));
  const missing = names.find((name) => !given[name]?.trim());
  if (missing) throw fieldError(missing, KEY_REQUIRED_MESSAGE(ovp));
  const keys = Object.fromEntries(names.map((name) => [name, (given[name] ?? '').trim()]));
  const secretName = names[names.length - 1];
  const secret = keys[secretName];
  if (secret.length < 8 || secret.toLowerCase().includes('invalid')) {
    const explain = INVALID_KEYS_EXPLAIN(ovp, secretName);
    throw new HttpError(400, explain, { explain });
  }
  prepared(db, 'INSERT INTO external_accounts (merchant_id, ovp_name, keys, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (merchant_id, ovp_name) DO UPDATE SET keys = excluded.keys').run(
    merchantId,
    ovp,
    JSON.stringify(keys),
    nowSeconds(),
  );
}

/** Disconnecting LiveLike also deletes its chat rooms, which removes the chat option from the assets (spec section 4). */
export function disconnectAccount(db: Db, merchantId: number, ovp: ExternalAccountName): void {
  db.transaction(() => {
    if (prepared(db, 'DELETE FROM external_accounts WHERE merchant_id = ? AND ovp_name = ?').run(merchantId, ovp).changes === 0) throw notFound(NOT_LINKED_MESSAGE(ovp));
    if (ovp === 'livelike') prepared(db, 'DELETE FROM livelike_chat_rooms WHERE merchant_id = ?').run(merchantId);
  })();
}

export function requireLinked(db: Db, merchantId: number, ovp: ExternalAccountName): { keys: string } {
  const row = account(db, merchantId, ovp);
  if (!row) throw conflict(NOT_LINKED_MESSAGE(ovp));
  return row;
}

/** Qbrick's calls take the account's current access token (this hour's or the last). */
function requireToken(db: Db, merchantId: number, ovp: SyncPlatform, token: string | undefined): void {
  const row = requireLinked(db, merchantId, ovp);
  if (ovp !== 'qbrick') return;
  const hour = Math.floor(nowSeconds() / TOKEN_HOUR_S);
  if (token !== qbrickToken(merchantId, row.keys, hour) && token !== qbrickToken(merchantId, row.keys, hour - 1)) throw fieldError('access_token', QBRICK_TOKEN_MESSAGE);
}

/** The merchant's assets made from the platform's videos, by video id. */
function syncedAssets(db: Db, merchantId: number, ovp: SyncPlatform): Map<string, number> {
  const rows = prepared(
    db,
    "SELECT id, external_asset_id FROM items WHERE merchant_id = ? AND item_type = 'asset' AND external_asset_id IS NOT NULL AND json_extract(metadata, '$.asset_ovp') = ?",
  ).all(merchantId, ovp) as { id: number; external_asset_id: string }[];
  return new Map(rows.map((row) => [row.external_asset_id, row.id]));
}

export function externalVideos(db: Db, merchantId: number, ovp: SyncPlatform, query: { page_number: number; limit: number; access_token?: string }): ExternalVideosPage {
  requireToken(db, merchantId, ovp, query.access_token);
  const { page_number: pageNumber, limit } = query;
  const videos = library(merchantId, ovp);
  const assets = syncedAssets(db, merchantId, ovp);
  const collection = videos.slice(pageNumber * limit, (pageNumber + 1) * limit).map((video) => ({ ...video, asset_id: assets.get(video.video_key) ?? null }));
  return { collection, total: videos.length, page_number: pageNumber, limit };
}

/** One video by the platform's lookup keys (all of them), with the player its asset uses (JW Player's default before any sync). */
export function externalVideo(db: Db, merchantId: number, ovp: SyncPlatform, query: ExternalVideoQuery): ExternalVideoDetails {
  const lookup = query as Partial<Record<LookupKey, string>>;
  requireToken(db, merchantId, ovp, lookup.access_token);
  const keys = VIDEO_PLATFORM_SPECS[ovp].lookup.filter((key): key is Exclude<LookupKey, 'access_token'> => key !== 'access_token');
  const missing = keys.find((key) => !lookup[key]);
  if (missing) throw fieldError(missing, LOOKUP_REQUIRED_MESSAGE(ovp));
  const video = library(merchantId, ovp).find((entry) => keys.every((key) => entry.lookup[key] === lookup[key]));
  if (!video) throw notFound(UNKNOWN_VIDEO_MESSAGE);
  const assetId = syncedAssets(db, merchantId, ovp).get(video.video_key) ?? null;
  const playerId = assetId === null ? undefined : (JSON.parse((prepared(db, 'SELECT metadata FROM items WHERE id = ?').get(assetId) as { metadata: string }).metadata) as Record<string, string>).asset_player_id;
  const player = PLAYERS.find((entry) => entry.player_id === playerId) ?? PLAYERS[0];
  return { ...video, asset_id: assetId, player_id: ovp === 'jwplayer' ? player.player_id : '', player_name: ovp === 'jwplayer' ? player.player_name : '' };
}

export function players(db: Db, merchantId: number): JwPlayer[] {
  requireLinked(db, merchantId, 'jwplayer');
  return [...PLAYERS];
}

/** What an import does with each video: a new asset, or the update of the asset an earlier import made of it. */
interface ImportOptions {
  accessControlTypeId: number;
  playerId: string | null;
  updateExisting: boolean;
}

/**
 * Imports the videos: each becomes an asset, or updates the asset an earlier import made of it (its title and
 * description always; its player only with 'update existing player'). The lookup keys besides the id are kept in the
 * asset's metadata (`asset_ovp_<key>`) so its details can look it up again. Run inside a transaction.
 */
export function importVideos(db: Db, merchantId: number, ovp: SyncPlatform, keys: readonly string[], options: ImportOptions): { created: number; updated: number } {
  const videos = new Map(library(merchantId, ovp).map((video) => [video.video_key, video]));
  const assets = syncedAssets(db, merchantId, ovp);
  let created = 0;
  let updated = 0;
  for (const key of keys) {
    const video = videos.get(key);
    if (!video) continue;
    const metadata: Record<string, string> = { asset_duration: String(video.duration), asset_ovp: ovp, paywall_cover_photo: video.thumbnail_url };
    for (const [name, value] of Object.entries(video.lookup)) if (value !== video.video_key) metadata[`asset_ovp_${name}`] = value;
    const existing = assets.get(key);
    if (existing === undefined) {
      if (options.playerId) metadata.asset_player_id = options.playerId;
      const asset = createAsset(db, merchantId, { item_type: 'video', title: video.title, content: video.description, event_type: 'vod', external_asset_id: key, access_control_type_id: String(options.accessControlTypeId), metadata });
      assets.set(key, asset.id);
      created += 1;
    } else {
      if (options.updateExisting && options.playerId) metadata.asset_player_id = options.playerId;
      updateAsset(db, merchantId, existing, { title: video.title, content: video.description, metadata });
      updated += 1;
    }
  }
  return { created, updated };
}

interface JobRow {
  id: number;
  status: 'running' | 'done' | 'failed';
  video_keys: string;
  access_control_type_id: number;
  player_id: string | null;
  update_existing: number;
  total: number;
  done: number;
  created: number;
  updated: number;
  account_id: number;
}

/** Starts a sync of the chosen videos (or all); it runs after the answer, as the platform's does. */
export function startSync(db: Db, merchantId: number, accountId: number, body: SyncBody): SyncStatus {
  const ovp = body.ovp_name;
  requireLinked(db, merchantId, ovp);
  if (prepared(db, "SELECT 1 FROM ovp_sync_jobs WHERE merchant_id = ? AND ovp_name = ? AND status = 'running'").get(merchantId, ovp)) throw conflict(SYNC_RUNNING_MESSAGE);
  const videos = library(merchantId, ovp);
  const all = formFlag(body.sync_all) === true;
  const keys = all ? videos.map((video) => video.video_key) : [...new Set(body.videos_ids ?? [])];
  if (keys.length === 0) throw fieldError('videos_ids', NOTHING_TO_SYNC_MESSAGE);
  const known = new Set(videos.map((video) => video.video_key));
  if (keys.some((key) => !known.has(key))) throw fieldError('videos_ids', UNKNOWN_VIDEO_MESSAGE);
  if (body.player_id !== undefined && body.player_id !== '') {
    if (ovp !== 'jwplayer') throw fieldError('player_id', NO_PLAYERS_MESSAGE);
    if (!PLAYERS.some((player) => player.player_id === body.player_id)) throw fieldError('player_id', UNKNOWN_PLAYER_MESSAGE);
  }
  prepared(
    db,
    `INSERT INTO ovp_sync_jobs (merchant_id, account_id, ovp_name, status, video_keys, access_control_type_id, player_id, update_existing, total, created_at)
     VALUES (?, ?, ?, 'running', ?, ?, ?, ?, ?, ?)`,
  ).run(merchantId, accountId, ovp, JSON.stringify(keys), Number(body.access_control_type_id ?? 1), body.player_id || null, formFlag(body.player_id_update_existing) ? 1 : 0, keys.length, nowSeconds());
  return syncStatus(db, merchantId, ovp);
}

export function syncStatus(db: Db, merchantId: number, ovp: SyncPlatform): SyncStatus {
  const job = prepared(db, 'SELECT * FROM ovp_sync_jobs WHERE merchant_id = ? AND ovp_name = ? ORDER BY id DESC LIMIT 1').get(merchantId, ovp) as JobRow | undefined;
  if (!job) return { ovp_name: ovp, status: 'idle', total: 0, done: 0, created: 0, updated: 0, update_existing: false };
  return { ovp_name: ovp, status: job.status, total: job.total, done: job.done, created: job.created, updated: job.updated, update_existing: job.update_existing === 1 };
}

/** Videos a tick imports, and the pause between ticks: a platform takes its time, and the progress can be seen. */
const BATCH = 2;
export const SYNC_TICK_MS = 150;

/**
 * Works through the running jobs a batch at a time (importVideos). A finished job is announced on the starter's topic
 * as `sync.success`, a failed one as `sync.failed`.
 */
export function runSyncBatch(sandbox: SandboxContext, onError?: (error: unknown) => void): boolean {
  const { db } = sandbox;
  const job = prepared(db, "SELECT j.*, j.merchant_id AS merchant FROM ovp_sync_jobs j WHERE status = 'running' ORDER BY id LIMIT 1").get() as (JobRow & { merchant: number; ovp_name: SyncPlatform }) | undefined;
  if (!job) return false;
  const merchantId = job.merchant;
  try {
    const keys = (JSON.parse(job.video_keys) as string[]).slice(job.done, job.done + BATCH);
    db.transaction(() => {
      const { created, updated } = importVideos(db, merchantId, job.ovp_name, keys, { accessControlTypeId: job.access_control_type_id, playerId: job.player_id, updateExisting: job.update_existing === 1 });
      prepared(db, 'UPDATE ovp_sync_jobs SET done = done + ?, created = created + ?, updated = updated + ? WHERE id = ?').run(keys.length, created, updated, job.id);
    })();
    if (job.done + keys.length >= job.total) {
      prepared(db, "UPDATE ovp_sync_jobs SET status = 'done', finished_at = ? WHERE id = ?").run(nowSeconds(), job.id);
      const status = syncStatus(db, merchantId, job.ovp_name);
      publishToAccount(sandbox, job.account_id, { type: 'sync.success', resource: { code: 200, ...status } }, onError);
    }
  } catch (error) {
    prepared(db, "UPDATE ovp_sync_jobs SET status = 'failed', finished_at = ? WHERE id = ?").run(nowSeconds(), job.id);
    publishToAccount(sandbox, job.account_id, { type: 'sync.failed', resource: { code: 500, ovp_name: job.ovp_name, message: 'The sync stopped: try again.' } }, onError);
    throw error;
  }
  return true;
}

/** A thumbnail as the platform's CDN would serve it: an SVG frame with the video's title. */
export function thumbnailSvg(merchantTitle: string, key: string): string {
  const hue = parseInt(hash(key).slice(0, 2), 16) * 1.4;
  const safe = merchantTitle.replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="hsl(${hue.toFixed(0)},45%,30%)"/><text x="16" y="160" font-family="sans-serif" font-size="16" fill="#fff">${safe}</text></svg>`;
}

/** A session chooser lives an hour and takes one postback, as a Panopto embed's does. */
export const CHOOSER_TTL_S = 3600;
export const CHOOSER_GONE_MESSAGE = 'This session chooser has expired or was used: open it again from Boxoffice.';
export const NO_SESSIONS_MESSAGE = 'Choose at least one session.';
const CHOOSER_PATH = '/api/ovps/panopto/chooser';

interface ChooserRow {
  merchant_id: number;
  account_id: number;
  expires_at: number;
  used_at: number | null;
}

/** GET ovps/panopto/session-chooser: a one-time address on "Panopto" where the merchant picks sessions. */
export function openChooser(db: Db, merchantId: number, accountId: number): PanoptoChooser {
  requireLinked(db, merchantId, 'panopto');
  const token = randomHex(20);
  const expiresAt = nowSeconds() + CHOOSER_TTL_S;
  prepared(db, 'INSERT INTO panopto_choosers (token, merchant_id, account_id, expires_at) VALUES (?, ?, ?, ?)').run(token, merchantId, accountId, expiresAt);
  return { url: `${CHOOSER_PATH}/${token}`, expires_at: expiresAt };
}

function openedChooser(db: Db, token: string): ChooserRow {
  const row = prepared(db, 'SELECT merchant_id, account_id, expires_at, used_at FROM panopto_choosers WHERE token = ?').get(token) as ChooserRow | undefined;
  if (!row || row.used_at !== null || row.expires_at < nowSeconds() || !account(db, row.merchant_id, 'panopto')) throw notFound(CHOOSER_GONE_MESSAGE);
  return row;
}

/** The sessions the chooser offers: the linked Panopto library, with what was imported before. */
export function chooserSessions(db: Db, token: string): ExternalVideo[] {
  const { merchant_id: merchantId } = openedChooser(db, token);
  const assets = syncedAssets(db, merchantId, 'panopto');
  return library(merchantId, 'panopto').map((video) => ({ ...video, asset_id: assets.get(video.video_key) ?? null }));
}

/**
 * The chooser's postback: the chosen sessions become assets (or update theirs), the chooser is used up, and the
 * account that opened it hears `panopto.postback` over realtime.
 */
export function chooserPostback(sandbox: SandboxContext, token: string, sessionIds: readonly string[], onError?: (error: unknown) => void): { sessions: number; created: number; updated: number } {
  const { db } = sandbox;
  const chooser = openedChooser(db, token);
  const ids = [...new Set(sessionIds)];
  if (ids.length === 0) throw fieldError('session_ids', NO_SESSIONS_MESSAGE);
  const known = new Set(library(chooser.merchant_id, 'panopto').map((video) => video.video_key));
  if (ids.some((id) => !known.has(id))) throw fieldError('session_ids', UNKNOWN_VIDEO_MESSAGE);
  const outcome = db.transaction(() => {
    prepared(db, 'UPDATE panopto_choosers SET used_at = ? WHERE token = ?').run(nowSeconds(), token);
    return importVideos(db, chooser.merchant_id, 'panopto', ids, { accessControlTypeId: 1, playerId: null, updateExisting: false });
  })();
  const result = { sessions: ids.length, ...outcome };
  publishToAccount(sandbox, chooser.account_id, { type: 'panopto.postback', resource: { code: 200, ovp_name: 'panopto', ...result } }, onError);
  return result;
}

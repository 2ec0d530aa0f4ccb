import { createHash } from 'node:crypto';
import type { ExternalAccount, ExternalVideo, ExternalVideoDetails, ExternalVideosPage, JwPlayer, SyncStatus } from '../../../src/api/videoPlatformTypes';
import type { ExternalAccountBody, SyncBody } from '../../../src/contracts/videoPlatforms';
import { SYNC_PLATFORM_KEYS, type SyncPlatform } from '../../../src/contracts/values';
import type { SandboxContext } from '../context';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError, HttpError, notFound } from '../lib/errors';
import { formFlag } from '../lib/form';
import { nowSeconds } from '../lib/time';
import { publishToAccount } from '../services/accountTopic';
import { createAsset, updateAsset } from './items';

/**
 * The simulated video platforms (catalogue 7.1 `ovps/*`, 7.11 external account). A connected JW Player account has a
 * library of 48 videos, the same for a merchant every time; syncing makes real assets carrying each video's key as
 * `external_asset_id`, and a later sync of the same videos updates those assets instead of adding new ones.
 */
export const NOT_LINKED_MESSAGE = (ovp: string) => `No ${ovp} account is linked: connect it under Settings, Integrations.`;
export const INVALID_KEYS_EXPLAIN = 'JW Player refused these credentials: check the API key and secret of your property.';
export const SYNC_RUNNING_MESSAGE = 'A sync of this platform is already running.';
export const NOTHING_TO_SYNC_MESSAGE = 'Choose the videos to sync, or sync all.';
export const UNKNOWN_VIDEO_MESSAGE = 'A chosen video is not in the linked library.';
export const UNKNOWN_PLAYER_MESSAGE = 'Choose one of the account’s players.';
export const LIBRARY_SIZE = 48;
export const THUMBNAILS_PATH = '/api/files/ovp/thumbnails';

const SUBJECTS = ['Harbour Lights', 'Cup Final', 'Coastal Kitchens', 'Nordic Jazz', 'Sailing School', 'City Derby', 'Tide Tables', 'Island Stories'];
const KINDS = ['Highlights', 'Full Match', 'Behind the Scenes', 'Interview', 'Episode', 'Masterclass'];
const PLAYERS: readonly JwPlayer[] = [
  { player_id: 'Xk2pL9aQ', player_name: 'Default web player' },
  { player_id: 'Mv7Rt3Ws', player_name: 'Autoplay muted (previews)' },
  { player_id: 'Qz5Nb8Hc', player_name: 'Branded player with ads' },
];

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** The platform's library for a merchant: deterministic titles, durations and keys (8 letters and digits, as JW's). */
export function library(merchantId: number, ovp: SyncPlatform): ExternalVideo[] {
  return Array.from({ length: LIBRARY_SIZE }, (_, index) => {
    const digest = hash(`${ovp}:${merchantId}:${index}`);
    const key = Buffer.from(digest, 'hex').toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 8);
    const title = `${SUBJECTS[index % SUBJECTS.length]} – ${KINDS[Math.floor(index / SUBJECTS.length) % KINDS.length]} ${Math.floor(index / (SUBJECTS.length * KINDS.length)) + 1}`;
    return {
      video_key: key,
      title,
      description: `${title}, from the ${ovp} library.`,
      duration: 60 + (parseInt(digest.slice(0, 6), 16) % 5400),
      thumbnail_url: `${THUMBNAILS_PATH}/${key}.svg`,
      published_at: 1_767_225_600 - index * 86_400,
      asset_id: null,
    };
  });
}

function account(db: Db, merchantId: number, ovp: SyncPlatform): { keys: string; created_at: number } | undefined {
  return prepared(db, 'SELECT keys, created_at FROM external_accounts WHERE merchant_id = ? AND ovp_name = ?').get(merchantId, ovp) as { keys: string; created_at: number } | undefined;
}

const masked = (value: string) => (value.length <= 4 ? '••••' : `${value.slice(0, 4)}••••`);

export function externalAccount(db: Db, merchantId: number, ovp: SyncPlatform): ExternalAccount {
  const row = account(db, merchantId, ovp);
  const keys = row ? (JSON.parse(row.keys) as Record<string, string>) : {};
  return { ovp_name: ovp, connected: row !== undefined, keys: Object.fromEntries(Object.entries(keys).map(([name, value]) => [name, name === 'api_key' ? value : masked(value)])), created_at: row?.created_at ?? null };
}

/** Connecting checks the keys as the platform would: a secret of 'invalid' (or shorter than 8) is refused with errors.explain. */
export function connectAccount(db: Db, merchantId: number, ovp: SyncPlatform, body: ExternalAccountBody): void {
  const keys = Object.fromEntries(SYNC_PLATFORM_KEYS[ovp].map((name) => [name, body[name].trim()]));
  if (keys.api_secret.length < 8 || keys.api_secret.toLowerCase() === 'invalid') throw new HttpError(400, INVALID_KEYS_EXPLAIN, { explain: INVALID_KEYS_EXPLAIN });
  prepared(db, 'INSERT INTO external_accounts (merchant_id, ovp_name, keys, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (merchant_id, ovp_name) DO UPDATE SET keys = excluded.keys').run(
    merchantId,
    ovp,
    JSON.stringify(keys),
    nowSeconds(),
  );
}

export function disconnectAccount(db: Db, merchantId: number, ovp: SyncPlatform): void {
  if (prepared(db, 'DELETE FROM external_accounts WHERE merchant_id = ? AND ovp_name = ?').run(merchantId, ovp).changes === 0) throw notFound(NOT_LINKED_MESSAGE(ovp));
}

function requireLinked(db: Db, merchantId: number, ovp: SyncPlatform): void {
  if (!account(db, merchantId, ovp)) throw conflict(NOT_LINKED_MESSAGE(ovp));
}

/** The merchant's assets made from the platform's videos, by video key. */
function syncedAssets(db: Db, merchantId: number): Map<string, number> {
  const rows = prepared(db, "SELECT id, external_asset_id FROM items WHERE merchant_id = ? AND item_type = 'asset' AND external_asset_id IS NOT NULL").all(merchantId) as { id: number; external_asset_id: string }[];
  return new Map(rows.map((row) => [row.external_asset_id, row.id]));
}

export function externalVideos(db: Db, merchantId: number, ovp: SyncPlatform, pageNumber: number, limit: number): ExternalVideosPage {
  requireLinked(db, merchantId, ovp);
  const videos = library(merchantId, ovp);
  const assets = syncedAssets(db, merchantId);
  const collection = videos.slice(pageNumber * limit, (pageNumber + 1) * limit).map((video) => ({ ...video, asset_id: assets.get(video.video_key) ?? null }));
  return { collection, total: videos.length, page_number: pageNumber, limit };
}

/** One video by its key, with the player its asset uses (the account's default player before any sync). */
export function externalVideo(db: Db, merchantId: number, ovp: SyncPlatform, key: string): ExternalVideoDetails {
  requireLinked(db, merchantId, ovp);
  const video = library(merchantId, ovp).find((entry) => entry.video_key === key);
  if (!video) throw notFound(UNKNOWN_VIDEO_MESSAGE);
  const assetId = syncedAssets(db, merchantId).get(key) ?? null;
  const playerId = assetId === null ? undefined : (JSON.parse((prepared(db, 'SELECT metadata FROM items WHERE id = ?').get(assetId) as { metadata: string }).metadata) as Record<string, string>).asset_player_id;
  const player = PLAYERS.find((entry) => entry.player_id === playerId) ?? PLAYERS[0];
  return { ...video, asset_id: assetId, player_id: player.player_id, player_name: player.player_name };
}

export function players(db: Db, merchantId: number): JwPlayer[] {
  requireLinked(db, merchantId, 'jwplayer');
  return [...PLAYERS];
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
  if (body.player_id !== undefined && body.player_id !== '' && !PLAYERS.some((player) => player.player_id === body.player_id)) throw fieldError('player_id', UNKNOWN_PLAYER_MESSAGE);
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
 * Works through the running jobs a batch at a time: each video becomes an asset, or updates the asset an earlier sync
 * made of it (its title and description always; its player only with 'update existing player'). A finished job is
 * announced on the starter's topic as `sync.success`, a failed one as `sync.failed`.
 */
export function runSyncBatch(sandbox: SandboxContext, onError?: (error: unknown) => void): boolean {
  const { db } = sandbox;
  const job = prepared(db, "SELECT j.*, j.merchant_id AS merchant FROM ovp_sync_jobs j WHERE status = 'running' ORDER BY id LIMIT 1").get() as (JobRow & { merchant: number; ovp_name: SyncPlatform }) | undefined;
  if (!job) return false;
  const merchantId = job.merchant;
  try {
    const keys = (JSON.parse(job.video_keys) as string[]).slice(job.done, job.done + BATCH);
    const videos = new Map(library(merchantId, job.ovp_name).map((video) => [video.video_key, video]));
    const assets = syncedAssets(db, merchantId);
    let created = 0;
    let updated = 0;
    db.transaction(() => {
      for (const key of keys) {
        const video = videos.get(key);
        if (!video) continue;
        const metadata: Record<string, string> = { asset_duration: String(video.duration), asset_ovp: job.ovp_name, paywall_cover_photo: video.thumbnail_url };
        const existing = assets.get(key);
        if (existing === undefined) {
          if (job.player_id) metadata.asset_player_id = job.player_id;
          createAsset(db, merchantId, { item_type: 'video', title: video.title, content: video.description, event_type: 'vod', external_asset_id: key, access_control_type_id: String(job.access_control_type_id), metadata });
          created += 1;
        } else {
          if (job.update_existing === 1 && job.player_id) metadata.asset_player_id = job.player_id;
          updateAsset(db, merchantId, existing, { title: video.title, content: video.description, metadata });
          updated += 1;
        }
      }
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

import { createHash } from 'node:crypto';
import type { IvsChannel, IvsChannels } from '../../../src/api/videoPlatformTypes';
import type { IvsChannelBody, IvsChannelUpdateBody } from '../../../src/contracts/videoPlatforms';
import { MAX_IVS_CHANNELS } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError, notFound } from '../lib/errors';
import { randomAlphanumeric } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { requireLinked } from './videoPlatforms';

/**
 * The simulated IVS channels (catalogue 7.11 `v2/ovps/ivs/channels`), shaped as Amazon IVS's: an ARN in the linked
 * account (its 12-digit id follows from the access key), the account's ingest endpoint and playback host, a channel id
 * of 12 characters and a stream key `sk_{region}_{channel id}_{30 characters}`.
 */
export const REGION = 'us-west-2';
export const CHANNEL_NOT_FOUND_MESSAGE = 'No channel of the linked IVS account has this ARN.';
export const CHANNEL_NAME_TAKEN_MESSAGE = 'The linked IVS account already has a channel of this name.';
export const CHANNEL_QUOTA_MESSAGE = `The linked IVS account has its ${MAX_IVS_CHANNELS} channels: IVS refuses more.`;

interface ChannelRow extends Omit<IvsChannel, 'type' | 'latency'> {
  type: IvsChannel['type'];
  latency: IvsChannel['latency'];
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** The linked account's id and host prefix, the same for the same access key. */
function awsAccount(db: Db, merchantId: number): { accountId: string; prefix: string } {
  const keys = JSON.parse(requireLinked(db, merchantId, 'ivs').keys) as { access_key_id: string };
  const digest = hash(`ivs-account:${keys.access_key_id}`);
  const accountId = Array.from(digest.slice(0, 12), (char) => parseInt(char, 16) % 10).join('').replace(/^0/, '1');
  return { accountId, prefix: digest.slice(12, 24) };
}

const COLUMNS = 'arn, name, type, latency, ingest_endpoint, stream_key, playback_url, created_at, updated_at';

export function listChannels(db: Db, merchantId: number): IvsChannels {
  requireLinked(db, merchantId, 'ivs');
  return { collection: prepared(db, `SELECT ${COLUMNS} FROM ivs_channels WHERE merchant_id = ? ORDER BY created_at, arn`).all(merchantId) as ChannelRow[] };
}

export function channel(db: Db, merchantId: number, arn: string): IvsChannel {
  requireLinked(db, merchantId, 'ivs');
  const row = prepared(db, `SELECT ${COLUMNS} FROM ivs_channels WHERE merchant_id = ? AND arn = ?`).get(merchantId, arn) as ChannelRow | undefined;
  if (!row) throw notFound(CHANNEL_NOT_FOUND_MESSAGE);
  return row;
}

function assertNameFree(db: Db, merchantId: number, name: string, arn?: string): void {
  const taken = prepared(db, 'SELECT arn FROM ivs_channels WHERE merchant_id = ? AND name = ?').get(merchantId, name) as { arn: string } | undefined;
  if (taken && taken.arn !== arn) throw fieldError('name', CHANNEL_NAME_TAKEN_MESSAGE);
}

/** POST v2/ovps/ivs/channels: a new channel with its ingest endpoint, stream key and playback URL. */
export function createChannel(db: Db, merchantId: number, body: IvsChannelBody): IvsChannel {
  const { accountId, prefix } = awsAccount(db, merchantId);
  assertNameFree(db, merchantId, body.name);
  const count = prepared(db, 'SELECT COUNT(*) FROM ivs_channels WHERE merchant_id = ?').pluck().get(merchantId) as number;
  if (count >= MAX_IVS_CHANNELS) throw conflict(CHANNEL_QUOTA_MESSAGE);
  const id = randomAlphanumeric(12);
  const arn = `arn:aws:ivs:${REGION}:${accountId}:channel/${id}`;
  const now = nowSeconds();
  prepared(db, `INSERT INTO ivs_channels (merchant_id, ${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
    merchantId,
    arn,
    body.name,
    body.type,
    body.latency,
    `${prefix}.global-contribute.live-video.net`,
    `sk_${REGION}_${id}_${randomAlphanumeric(30)}`,
    `https://${prefix}.${REGION}.playback.live-video.net/api/video/v1/${REGION}.${accountId}.channel.${id}.m3u8`,
    now,
    now,
  );
  return channel(db, merchantId, arn);
}

/** PUT v2/ovps/ivs/channels: a channel's name, type or latency, by its ARN. */
export function updateChannel(db: Db, merchantId: number, body: IvsChannelUpdateBody): IvsChannel {
  const current = channel(db, merchantId, body.arn);
  if (body.name !== undefined) assertNameFree(db, merchantId, body.name, body.arn);
  prepared(db, 'UPDATE ivs_channels SET name = ?, type = ?, latency = ?, updated_at = ? WHERE arn = ?').run(
    body.name ?? current.name,
    body.type ?? current.type,
    body.latency ?? current.latency,
    nowSeconds(),
    body.arn,
  );
  return channel(db, merchantId, body.arn);
}

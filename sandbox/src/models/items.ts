import type { AccessTypeInfo, Asset, AssetsPage, ItemTypeInfo, PaywallAsset } from '../../../src/api/itemTypes';
import type { CreateItemBody, UpdateItemBody } from '../../../src/contracts/items';
import type { AssetType, EventType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { notFound } from '../lib/errors';
import { boundedMetadata, metadataOf, withoutKeys } from './accounts';
import { formFlag, positiveInteger } from '../lib/form';
import { nowSeconds } from '../lib/time';
import { containsPattern } from '../lib/sqlLike';

/** The merchant's assets (spec section 3 "Item"): persistence and the API's shape of an asset. */

export const ASSET_NOT_FOUND_MESSAGE = 'Asset not found.';

export const ITEM_TYPE_INFO: Readonly<Record<AssetType, ItemTypeInfo>> = {
  video: { id: 1, name: 'video', content_type: 'video', host: 'custom', description: 'Video' },
  html_asset: { id: 2, name: 'html_asset', content_type: 'html', host: 'custom', description: 'HTML content' },
  dlc_asset: { id: 3, name: 'dlc_asset', content_type: 'file', host: 'custom', description: 'Downloadable content' },
  rss_asset: { id: 4, name: 'rss_asset', content_type: 'rss', host: 'custom', description: 'RSS feed' },
  jw_ott_app_asset: { id: 5, name: 'jw_ott_app_asset', content_type: 'app', host: 'jwplayer', description: 'JW Player OTT app' },
};

/** Spec section 3: a missing access control type is read as Paid. */
const PAID = { id: 1, name: 'Paid', auth: true } as const;

/** GET items/access-types: what a fee can sell (freemium is listed; the console hides it from choices). */
export const ACCESS_TYPE_LIST: readonly AccessTypeInfo[] = [
  { id: 1, name: 'ppv', quantity: 24, period: 'hour' },
  { id: 2, name: 'ppv', quantity: 7, period: 'day' },
  { id: 3, name: 'ppv_custom', quantity: 1, period: 'day' },
  { id: 4, name: 'subscription', quantity: 1, period: 'month' },
  { id: 5, name: 'subscription', quantity: 1, period: 'year' },
  { id: 6, name: 'season', quantity: 1, period: 'year' },
  { id: 7, name: 'freemium', quantity: 1, period: 'year' },
];

interface ItemRow {
  id: number;
  merchant_id: number;
  merchant_uuid: string;
  asset_type: string | null;
  title: string;
  description: string;
  is_active: number;
  metadata: string;
  event_type: string | null;
  template_id: number;
  external_asset_id: string | null;
  stream_url: string | null;
  source: string | null;
  giftable: number;
  gift_description: string | null;
  plan_switch_enabled: number;
  created_at: number;
  updated_at: number;
}

const COLUMNS = `i.id, i.merchant_id, m.uuid AS merchant_uuid, i.asset_type, i.title, i.description, i.is_active, i.metadata,
  i.event_type, i.template_id, i.external_asset_id, i.stream_url, i.source, i.giftable, i.gift_description,
  i.plan_switch_enabled, i.created_at, i.updated_at`;

function toAsset(row: ItemRow): Asset {
  const type = (row.asset_type ?? 'video') as AssetType;
  return {
    id: row.id,
    merchant_id: row.merchant_id,
    merchant_uuid: row.merchant_uuid,
    is_active: row.is_active === 1,
    title: row.title,
    content: row.description,
    item_type: ITEM_TYPE_INFO[type] ?? ITEM_TYPE_INFO.video,
    access_control_type: PAID,
    event_type: (row.event_type as EventType | null) ?? null,
    template_id: row.template_id,
    external_asset_id: row.external_asset_id,
    streamURL: row.stream_url,
    source: row.source,
    is_giftable: row.giftable === 1,
    gift_metadata: row.giftable === 1 ? { description: row.gift_description ?? '' } : null,
    plan_switch_enabled: row.plan_switch_enabled === 1,
    metadata: metadataOf(row.metadata),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export interface AssetsFilter {
  page: number;
  limit: number;
  active?: boolean;
  search?: string;
  /** The assets of a package, or (excluded) the merchant's assets it lacks. */
  membership?: { packageId: number; excluded: boolean };
}

/** The list filters items share: the merchant, the kind, active or not, and a title search (case-insensitive, literal). */
export function itemFilter(merchantId: number, kind: 'asset' | 'package', active?: boolean, search?: string): { where: string[]; params: (string | number)[] } {
  const where = ['i.merchant_id = ?', 'i.item_type = ?'];
  const params: (string | number)[] = [merchantId, kind];
  if (active !== undefined) {
    where.push('i.is_active = ?');
    params.push(active ? 1 : 0);
  }
  const keyword = search?.trim();
  if (keyword) {
    where.push("i.title LIKE ? ESCAPE '\\'");
    params.push(containsPattern(keyword));
  }
  return { where, params };
}

/** One page of the items a filter selects, newest first, with the count of all of them. */
export function itemPage<Row>(db: Db, columns: string, { where, params }: ReturnType<typeof itemFilter>, page: number, limit: number): { rows: Row[]; total: number } {
  const clause = where.join(' AND ');
  const { total } = prepared(db, `SELECT COUNT(*) AS total FROM items i WHERE ${clause}`).get(...params) as { total: number };
  const rows = prepared(db, `SELECT ${columns} FROM items i JOIN merchants m ON m.id = i.merchant_id WHERE ${clause} ORDER BY i.created_at DESC, i.id DESC LIMIT ? OFFSET ?`).all(
    ...params,
    limit,
    (page - 1) * limit,
  ) as Row[];
  return { rows, total };
}

/** A page of the merchant's assets, newest first; `search` matches the title anywhere, ignoring case. */
export function listAssets(db: Db, merchantId: number, { page, limit, active, search, membership }: AssetsFilter): AssetsPage {
  const filter = itemFilter(merchantId, 'asset', active, search);
  if (membership) {
    filter.where.push(`${membership.excluded ? 'NOT ' : ''}EXISTS (SELECT 1 FROM package_items p WHERE p.package_id = ? AND p.asset_id = i.id)`);
    filter.params.push(membership.packageId);
  }
  const { rows, total } = itemPage<ItemRow>(db, COLUMNS, filter, page, limit);
  return { collection: rows.map(toAsset), total, page, limit };
}

/** One asset of the merchant, active or not; another merchant's asset is as good as missing. */
export function findAsset(db: Db, merchantId: number, id: number): Asset | undefined {
  const row = prepared(db, `SELECT ${COLUMNS} FROM items i JOIN merchants m ON m.id = i.merchant_id WHERE i.id = ? AND i.merchant_id = ? AND i.item_type = 'asset'`).get(
    id,
    merchantId,
  ) as ItemRow | undefined;
  return row && toAsset(row);
}

export function requireAsset(db: Db, merchantId: number, id: number): Asset {
  const asset = findAsset(db, merchantId, id);
  if (!asset) throw notFound(ASSET_NOT_FOUND_MESSAGE);
  return asset;
}

/** An active asset without what only access unlocks: what the paywall shows before a purchase. */
export function paywallAsset(db: Db, merchantId: number, id: number): PaywallAsset {
  const asset = findAsset(db, merchantId, id);
  if (!asset?.is_active) throw notFound(ASSET_NOT_FOUND_MESSAGE);
  const { content: _content, streamURL: _stream, source: _source, external_asset_id: _external, ...shown } = asset;
  return shown;
}

/** A form flag as stored (1 or 0), undefined when not sent. */
const flag = (value: string | undefined): number | undefined => {
  const yes = formFlag(value);
  return yes === undefined ? undefined : yes ? 1 : 0;
};

export function createAsset(db: Db, merchantId: number, body: CreateItemBody): Asset {
  const now = nowSeconds();
  const result = prepared(
    db,
    `INSERT INTO items (merchant_id, item_type, asset_type, title, description, access_control_type_id, metadata, event_type,
       template_id, external_asset_id, created_at, updated_at)
     VALUES (?, 'asset', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    merchantId,
    body.item_type,
    body.title.trim(),
    body.content ?? '',
    positiveInteger(body.access_control_type_id, PAID.id),
    JSON.stringify(body.metadata ?? {}),
    body.event_type ?? null,
    positiveInteger(body.template_id, 1),
    body.external_asset_id ?? null,
    now,
    now,
  );
  return requireAsset(db, merchantId, Number(result.lastInsertRowid));
}

/** PATCH: only the fields sent change; metadata keys merge into the asset's (an empty value removes a key). */
export function updateAsset(db: Db, merchantId: number, id: number, body: UpdateItemBody): Asset {
  const current = requireAsset(db, merchantId, id);
  const metadata = boundedMetadata(current.metadata, body.metadata);
  const giftable = flag(body.giftable) ?? (current.is_giftable ? 1 : 0);
  prepared(
    db,
    `UPDATE items SET title = ?, description = ?, asset_type = ?, source = ?, external_asset_id = ?, stream_url = ?,
       plan_switch_enabled = ?, template_id = ?, giftable = ?, gift_description = ?, event_type = ?, metadata = ?, updated_at = ?
     WHERE id = ? AND merchant_id = ?`,
  ).run(
    body.title?.trim() ?? current.title,
    body.content ?? current.content,
    body.item_type ?? current.item_type.name,
    body.source ?? current.source,
    body.external_asset_id ?? current.external_asset_id,
    body.streamURL ?? current.streamURL,
    flag(body.plan_switch_enabled) ?? (current.plan_switch_enabled ? 1 : 0),
    positiveInteger(body.template_id, current.template_id),
    giftable,
    giftable === 1 ? (body.gift_description ?? current.gift_metadata?.description ?? null) : null,
    body.event_type ?? current.event_type,
    JSON.stringify(metadata),
    nowSeconds(),
    id,
    merchantId,
  );
  return requireAsset(db, merchantId, id);
}

/** An item (asset or package) goes inactive (deleted) or active again. */
export function setItemActive(db: Db, merchantId: number, id: number, active: boolean): void {
  prepared(db, 'UPDATE items SET is_active = ?, updated_at = ? WHERE id = ? AND merchant_id = ?').run(active ? 1 : 0, nowSeconds(), id, merchantId);
}

export function deleteAssetMetadata(db: Db, merchantId: number, id: number, keys: readonly string[]): Asset {
  const current = requireAsset(db, merchantId, id);
  prepared(db, 'UPDATE items SET metadata = ?, updated_at = ? WHERE id = ? AND merchant_id = ?').run(JSON.stringify(withoutKeys(current.metadata, keys)), nowSeconds(), id, merchantId);
  return requireAsset(db, merchantId, id);
}

/** An asset or package of the merchant: what access fees and donations belong to. */
export function requireSellable(db: Db, merchantId: number, id: number): void {
  const row = prepared(db, "SELECT 1 FROM items WHERE id = ? AND merchant_id = ? AND item_type IN ('asset', 'package')").get(id, merchantId);
  if (!row) throw notFound(ASSET_NOT_FOUND_MESSAGE);
}

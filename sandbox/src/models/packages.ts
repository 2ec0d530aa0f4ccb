import type { Package, PackageItemsCount, PackagesPage } from '../../../src/api/itemTypes';
import type { CreatePackageBody, UpdatePackageBody } from '../../../src/contracts/packages';
import { prepared, type Db } from '../db/connection';
import { fieldError, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { boundedMetadata, metadataOf } from './accounts';
import { itemFilter, itemPage } from './items';

export const PACKAGE_NOT_FOUND_MESSAGE = 'Package not found.';
export const UNKNOWN_ASSETS_MESSAGE = 'Some of these assets do not exist in your account.';

interface PackageRow {
  id: number;
  merchant_id: number;
  merchant_uuid: string;
  is_active: number;
  title: string;
  description: string;
  metadata: string;
  number_of_items: number;
  created_at: number;
  updated_at: number;
}

const COLUMNS = `i.id, i.merchant_id, m.uuid AS merchant_uuid, i.is_active, i.title, i.description, i.metadata, i.created_at, i.updated_at,
  (SELECT COUNT(*) FROM package_items p WHERE p.package_id = i.id) AS number_of_items`;

const toPackage = (row: PackageRow): Package => ({
  id: row.id,
  merchant_id: row.merchant_id,
  merchant_uuid: row.merchant_uuid,
  is_active: row.is_active === 1,
  title: row.title,
  content: row.description,
  metadata: metadataOf(row.metadata),
  number_of_items: row.number_of_items,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export function listPackages(db: Db, merchantId: number, query: { page: number; limit: number; active?: boolean; search?: string }): PackagesPage {
  const { rows, total } = itemPage<PackageRow>(db, COLUMNS, itemFilter(merchantId, 'package', query.active, query.search), query.page, query.limit);
  return { collection: rows.map(toPackage), total, page: query.page, limit: query.limit };
}

export function requirePackage(db: Db, merchantId: number, id: number): Package {
  const row = prepared(db, `SELECT ${COLUMNS} FROM items i JOIN merchants m ON m.id = i.merchant_id WHERE i.id = ? AND i.merchant_id = ? AND i.item_type = 'package'`).get(
    id,
    merchantId,
  ) as PackageRow | undefined;
  if (!row) throw notFound(PACKAGE_NOT_FOUND_MESSAGE);
  return toPackage(row);
}

export function createPackage(db: Db, merchantId: number, body: CreatePackageBody): Package {
  const now = nowSeconds();
  const result = prepared(db, "INSERT INTO items (merchant_id, item_type, title, description, metadata, created_at, updated_at) VALUES (?, 'package', ?, ?, ?, ?, ?)").run(
    merchantId,
    body.title.trim(),
    body.content ?? '',
    JSON.stringify(body.metadata ?? {}),
    now,
    now,
  );
  return requirePackage(db, merchantId, Number(result.lastInsertRowid));
}

export function updatePackage(db: Db, merchantId: number, id: number, body: UpdatePackageBody): Package {
  const current = requirePackage(db, merchantId, id);
  const metadata = boundedMetadata(current.metadata, body.metadata);
  prepared(db, 'UPDATE items SET title = ?, description = ?, metadata = ?, updated_at = ? WHERE id = ? AND merchant_id = ?').run(
    body.title?.trim() ?? current.title,
    body.content ?? current.content,
    JSON.stringify(metadata),
    nowSeconds(),
    id,
    merchantId,
  );
  return requirePackage(db, merchantId, id);
}

const count = (db: Db, packageId: number): PackageItemsCount =>
  prepared(db, 'SELECT COUNT(*) AS number_of_items FROM package_items WHERE package_id = ?').get(packageId) as PackageItemsCount;

/** Adds and removes assets by id; every id must be an asset of the merchant (nothing changes otherwise). */
export function changePackageItems(db: Db, merchantId: number, packageId: number, add: readonly number[], remove: readonly number[]): PackageItemsCount {
  requirePackage(db, merchantId, packageId);
  const ids = [...new Set([...add, ...remove])];
  if (ids.length > 0) {
    const known = prepared(db, `SELECT COUNT(*) AS n FROM items WHERE merchant_id = ? AND item_type = 'asset' AND id IN (${ids.map(() => '?').join(', ')})`).get(
      merchantId,
      ...ids,
    ) as { n: number };
    if (known.n !== ids.length) throw fieldError(add.length > 0 ? 'add_asset_ids' : 'remove_asset_ids', UNKNOWN_ASSETS_MESSAGE);
  }
  const insert = prepared(db, 'INSERT OR IGNORE INTO package_items (package_id, asset_id, added_at) VALUES (?, ?, ?)');
  const drop = prepared(db, 'DELETE FROM package_items WHERE package_id = ? AND asset_id = ?');
  db.transaction(() => {
    const now = nowSeconds();
    for (const id of add) insert.run(packageId, id, now);
    for (const id of remove) drop.run(packageId, id);
  })();
  return count(db, packageId);
}

/** Every active asset of the merchant joins the package. */
export function addAllAssets(db: Db, merchantId: number, packageId: number): PackageItemsCount {
  requirePackage(db, merchantId, packageId);
  prepared(
    db,
    "INSERT OR IGNORE INTO package_items (package_id, asset_id, added_at) SELECT ?, id, ? FROM items WHERE merchant_id = ? AND item_type = 'asset' AND is_active = 1",
  ).run(packageId, nowSeconds(), merchantId);
  return count(db, packageId);
}

export function removeAllAssets(db: Db, merchantId: number, packageId: number): PackageItemsCount {
  requirePackage(db, merchantId, packageId);
  prepared(db, 'DELETE FROM package_items WHERE package_id = ?').run(packageId);
  return count(db, packageId);
}

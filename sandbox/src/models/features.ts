import { prepared, type Db } from '../db/connection';
import { FEATURES } from '../../../src/constants/features';

/** The platform's feature flags (shared with the console) and their per-merchant state. */
export const FEATURE_NAMES = FEATURES;
export type { FeatureName } from '../../../src/constants/features';

export interface MerchantFeature {
  id: number;
  name: string;
  enabled: boolean;
}

export function insertFeatures(db: Db, names: readonly string[] = FEATURE_NAMES): void {
  const insert = db.prepare('INSERT OR IGNORE INTO features (name) VALUES (?)');
  for (const name of names) insert.run(name);
}

/** Sets exactly the named features on for a merchant; every other feature is recorded off. */
export function setMerchantFeatures(db: Db, merchantId: number, enabledNames: readonly string[]): void {
  const enabled = new Set(enabledNames);
  const features = db.prepare('SELECT id, name FROM features').all() as { id: number; name: string }[];
  const upsert = db.prepare(
    'INSERT INTO merchant_features (merchant_id, feature_id, enabled) VALUES (?, ?, ?) ON CONFLICT(merchant_id, feature_id) DO UPDATE SET enabled = excluded.enabled',
  );
  for (const feature of features) upsert.run(merchantId, feature.id, enabled.has(feature.name) ? 1 : 0);
}

/** Tenant-scoped: every feature with its state for this merchant (off when never set). */
export function listMerchantFeatures(db: Db, merchantId: number): MerchantFeature[] {
  const rows = db
    .prepare(
      `SELECT f.id, f.name, COALESCE(mf.enabled, 0) AS enabled
       FROM features f LEFT JOIN merchant_features mf ON mf.feature_id = f.id AND mf.merchant_id = ?
       ORDER BY f.id`,
    )
    .all(merchantId) as { id: number; name: string; enabled: number }[];
  return rows.map((row) => ({ id: row.id, name: row.name, enabled: row.enabled === 1 }));
}

/** Whether the merchant has the feature switched on. */
export function merchantHasFeature(db: Db, merchantId: number, name: string): boolean {
  const row = prepared(
    db,
    'SELECT 1 FROM merchant_features mf JOIN features f ON f.id = mf.feature_id WHERE mf.merchant_id = ? AND f.name = ? AND mf.enabled = 1',
  ).get(merchantId, name);
  return row !== undefined;
}

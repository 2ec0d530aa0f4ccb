import type { Db } from '../db/connection';
import { nowSeconds } from '../lib/time';

/** Tenants: a merchant owns its data; staff accounts share their organisation's merchant. */
export interface NewMerchant {
  uuid: string;
  tenant_uuid: string;
  name: string;
  organisation_id?: number | null;
  created_at?: number;
}

export function insertOrganisation(db: Db, organisation: { uuid: string; name: string; created_at?: number }): number {
  const result = db
    .prepare('INSERT INTO organisations (uuid, name, created_at) VALUES (?, ?, ?)')
    .run(organisation.uuid, organisation.name, organisation.created_at ?? nowSeconds());
  return Number(result.lastInsertRowid);
}

export function insertMerchant(db: Db, merchant: NewMerchant): number {
  const result = db
    .prepare('INSERT INTO merchants (uuid, tenant_uuid, name, organisation_id, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(merchant.uuid, merchant.tenant_uuid, merchant.name, merchant.organisation_id ?? null, merchant.created_at ?? nowSeconds());
  return Number(result.lastInsertRowid);
}

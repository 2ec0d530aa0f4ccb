import type { AdminPage, MerchantRef, WithMerchant } from '../../../src/api/adminListTypes';
import { prepared, type Db } from '../db/connection';

/**
 * The merchant of each row of a staff list (platform staff see every merchant's rows): one indexed look-up per page,
 * by the key the row carries (a payment's trx token, a subscription's id, a customer's or an access's id).
 */
const KEYS = { payments: 'trx_token', subscriptions: 'subscription_id', customers: 'id', accesses: 'id' } as const;
export type StaffListTable = keyof typeof KEYS;

export function merchantOf(db: Db, table: StaffListTable, key: string | number): MerchantRef | undefined {
  return prepared(db, `SELECT m.id, m.uuid, m.name FROM ${table} t JOIN merchants m ON m.id = t.merchant_id WHERE t.${KEYS[table]} = ?`).get(key) as MerchantRef | undefined;
}

export function withMerchants<T>(db: Db, table: StaffListTable, page: { collection: T[]; total: number }, keyOf: (row: T) => string | number): AdminPage<T> {
  const keys = page.collection.map(keyOf);
  const rows = prepared(
    db,
    `SELECT t.${KEYS[table]} AS key, m.id, m.uuid, m.name FROM ${table} t JOIN merchants m ON m.id = t.merchant_id WHERE t.${KEYS[table]} IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(keys)) as (MerchantRef & { key: string | number })[];
  const byKey = new Map(rows.map(({ key, ...merchant }) => [key, merchant]));
  return {
    collection: page.collection.map((row): WithMerchant<T> => ({ ...row, merchant: byKey.get(keyOf(row)) as MerchantRef })),
    total: page.total,
  };
}

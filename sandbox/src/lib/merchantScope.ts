import { containsPattern } from './sqlLike';

/**
 * Which merchants a commerce read covers: one merchant's id, or null for every merchant (platform staff's lists in the
 * admin console). Merchant routes always pass their caller's merchant; only the admin list routes pass null.
 */
export type MerchantScope = number | null;

/** `{column} = ? AND ` for one merchant, nothing for every merchant: prefixes a WHERE's other conditions. */
export function inMerchant(column: string, merchantId: MerchantScope): { sql: string; args: unknown[] } {
  return merchantId === null ? { sql: '', args: [] } : { sql: `${column} = ? AND `, args: [merchantId] };
}

/** `{column} IN` the ids of the rows of `table` (the merchant's, or every merchant's) whose `field` contains `value`. */
export function idsContaining(column: string, table: 'customers' | 'items', field: string, value: string, merchantId: MerchantScope): { sql: string; args: unknown[] } {
  const scope = inMerchant('merchant_id', merchantId);
  return { sql: `${column} IN (SELECT id FROM ${table} WHERE ${scope.sql}${field} LIKE ? ESCAPE '\\')`, args: [...scope.args, containsPattern(value)] };
}

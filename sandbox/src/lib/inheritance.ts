import { INHERITANCE_SCOPE } from '../../../src/permissions/model';
import { prepared, type Db } from '../db/connection';

/**
 * The master's merchant whose setup (or, with `email_inheritance`, mail templates) this merchant inherits, or null
 * when it keeps its own.
 */
export function inheritedFrom(db: Db, merchantId: number, scope: string = INHERITANCE_SCOPE): number | null {
  const master = prepared(
    db,
    `SELECT m.merchant_id FROM accounts a JOIN accounts m ON m.id = a.master_id
     WHERE a.merchant_id = ? AND EXISTS (SELECT 1 FROM json_each(a.scopes) s WHERE s.value = ?) LIMIT 1`,
  ).pluck().get(merchantId, scope) as number | undefined;
  return master ?? null;
}

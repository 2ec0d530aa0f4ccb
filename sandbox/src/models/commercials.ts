import type { Db } from '../db/connection';
import { nowSeconds } from '../lib/time';
import type { AccessFeeTypeBody, NonRecurringFeeBody, RecurringFees } from '../../../src/contracts/adminCommercials';
import type { AccessFeeType, NonRecurringFee, RevenueSetup as ConsoleRevenueSetup } from '../../../src/api/adminCommercialTypes';

export type { AccessFeeType, NonRecurringFee } from '../../../src/api/adminCommercialTypes';

/** A merchant's revenue setup with neutral share names (the console's); the routes put the platform key on them. */
export type RevenueSetup = Omit<ConsoleRevenueSetup, 'merchant_id'>;

/** Spec section 9: contract currency USD, mau_fee 0.1, minimum platform share 30, platform share percent 5.1, provider fee 2.9 % + 30, platform fee 200 monthly. */
export const DEFAULT_REVENUE_SETUP: Readonly<RevenueSetup> = {
  contract_currency: 'USD',
  platform_fee: 200,
  platform_fee_cycle: 'monthly',
  platform_fee_rebill_month: 0,
  mau_fee: 0.1,
  share_percent: 5.1,
  share_minimum_amount: 30,
  payment_provider_fee_percent: 2.9,
  payment_provider_fixed_fee: 30,
};

/** Spec section 9: a hosting page at 150 USD a month; streaming fees off until staff set them. */
export const DEFAULT_RECURRING_FEES: Readonly<RecurringFees> = {
  streaming: {
    active: false,
    one_off_setup_fee: { active: false, currency: 'USD', amount: 0 },
    per_event: { active: false, currency: 'USD', amount: 0 },
    per_viewing_hour: { active: false, amount: 0 },
  },
  hosting_page: { active: true, monthly_fee: { currency: 'USD', amount: 150 } },
};

export const merchantExists = (db: Db, merchantId: number): boolean => db.prepare('SELECT 1 FROM merchants WHERE id = ?').get(merchantId) !== undefined;

export function getRevenueSetup(db: Db, merchantId: number): RevenueSetup {
  const json = db.prepare('SELECT setup_json FROM revenue_setups WHERE merchant_id = ?').pluck().get(merchantId) as string | undefined;
  return { ...DEFAULT_REVENUE_SETUP, ...(json ? (JSON.parse(json) as Partial<RevenueSetup>) : {}) };
}

export function saveRevenueSetup(db: Db, merchantId: number, setup: RevenueSetup): void {
  db.prepare('INSERT INTO revenue_setups (merchant_id, setup_json, updated_at) VALUES (?, ?, ?) ON CONFLICT(merchant_id) DO UPDATE SET setup_json = excluded.setup_json, updated_at = excluded.updated_at').run(
    merchantId,
    JSON.stringify(setup),
    nowSeconds(),
  );
}

export function getRecurringFees(db: Db, merchantId: number): RecurringFees {
  const json = db.prepare('SELECT fees_json FROM recurring_fees WHERE merchant_id = ?').pluck().get(merchantId) as string | undefined;
  return json ? (JSON.parse(json) as RecurringFees) : structuredClone(DEFAULT_RECURRING_FEES) as RecurringFees;
}

export function saveRecurringFees(db: Db, merchantId: number, fees: RecurringFees): void {
  db.prepare('INSERT INTO recurring_fees (merchant_id, fees_json, updated_at) VALUES (?, ?, ?) ON CONFLICT(merchant_id) DO UPDATE SET fees_json = excluded.fees_json, updated_at = excluded.updated_at').run(
    merchantId,
    JSON.stringify(fees),
    nowSeconds(),
  );
}

const FEE_COLUMNS = 'id, merchant_id, revenue_stream_id, amount, currency, date, created_at';

export function listNonRecurringFees(db: Db, merchantId: number, page: number, size: number): { collection: NonRecurringFee[]; total: number } {
  const total = db.prepare('SELECT COUNT(*) FROM non_recurring_fees WHERE merchant_id = ?').pluck().get(merchantId) as number;
  const collection = db
    .prepare(`SELECT ${FEE_COLUMNS} FROM non_recurring_fees WHERE merchant_id = ? ORDER BY date DESC, id DESC LIMIT ? OFFSET ?`)
    .all(merchantId, size, (page - 1) * size) as NonRecurringFee[];
  return { collection, total };
}

export function findNonRecurringFee(db: Db, id: number): NonRecurringFee | undefined {
  return db.prepare(`SELECT ${FEE_COLUMNS} FROM non_recurring_fees WHERE id = ?`).get(id) as NonRecurringFee | undefined;
}

export function insertNonRecurringFee(db: Db, fee: NonRecurringFeeBody): NonRecurringFee {
  const created = nowSeconds();
  const result = db
    .prepare('INSERT INTO non_recurring_fees (merchant_id, revenue_stream_id, amount, currency, date, created_at) VALUES (?, ?, ?, ?, ?, ?)')
    .run(fee.merchant_id, fee.revenue_stream_id, fee.amount, fee.currency, fee.date, created);
  return { id: Number(result.lastInsertRowid), ...fee, created_at: created };
}

export const deleteNonRecurringFee = (db: Db, id: number): void => {
  db.prepare('DELETE FROM non_recurring_fees WHERE id = ?').run(id);
};

/** A merchant's non-recurring fees dated within a month (`YYYY-MM`), summed per currency. */
export function nonRecurringTotals(db: Db, merchantId: number, month: string): Record<string, number> {
  const rows = db
    .prepare("SELECT currency, SUM(amount) AS total FROM non_recurring_fees WHERE merchant_id = ? AND substr(date, 1, 7) = ? GROUP BY currency ORDER BY currency")
    .all(merchantId, month) as { currency: string; total: number }[];
  return Object.fromEntries(rows.map((row) => [row.currency, row.total]));
}

export function listAccessFeeTypes(db: Db, merchantId: number): AccessFeeType[] {
  return db.prepare('SELECT id, merchant_id, name, quantity, period, created_at FROM access_fee_types WHERE merchant_id = ? ORDER BY id').all(merchantId) as AccessFeeType[];
}

/** Null when the merchant already has this type (same name, quantity and period). */
export function insertAccessFeeType(db: Db, type: AccessFeeTypeBody): AccessFeeType | null {
  const created = nowSeconds();
  const result = db
    .prepare('INSERT INTO access_fee_types (merchant_id, name, quantity, period, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .run(type.merchant_id, type.name, type.quantity, type.period, created);
  return result.changes === 0 ? null : { id: Number(result.lastInsertRowid), ...type, created_at: created };
}

import type { DefaultRevenueShare, FeesAnswer, RevenueShare } from '../../../src/api/billingTypes';
import type { FeeBody } from '../../../src/contracts/billing';
import type { FeePaymentType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError } from '../lib/errors';
import { nowSeconds } from '../lib/time';

/**
 * A method row's fees (revenue shares), one per payment type (subscription, ppv). Amounts are stored in minor units
 * and answered in major units (0.3), as the platform sends them.
 */
export const FEE_NOT_FOUND_MESSAGE = 'Fee not found.';
export const FEE_EXISTS_MESSAGE = 'A fee of this payment type exists: update it.';

/** The platform's defaults (spec section 9: platform share 5.1 %, provider fee 2.9 % + 0.30 USD). */
const DEFAULT_SHARE = { fixed_fee: 0.3, share_percent: 5.1, fixed_fee_currency: 2, psp_share: 2.9, psp_fixed_fee: 0.3, minimum_amount: 0.5 } as const;
export const DEFAULT_REVENUE_SHARES: readonly DefaultRevenueShare[] = [
  { payment_type: 'subscription', ...DEFAULT_SHARE },
  { payment_type: 'ppv', ...DEFAULT_SHARE },
];

interface FeeRow {
  id: number;
  merchant_id: number;
  account_payment_provider_id: number;
  payment_type: FeePaymentType;
  fixed_fee: number;
  share_percent: number;
  fixed_fee_currency: number;
  psp_share: number;
  psp_fixed_fee: number;
  minimum_amount: number;
  in_account_id: number | null;
  out_account_id: number | null;
}

const FEE_SELECT = `SELECT id, merchant_id, account_payment_provider_id, payment_type, fixed_fee, share_percent, fixed_fee_currency, psp_share,
  psp_fixed_fee, minimum_amount, in_account_id, out_account_id FROM revenue_shares`;

const toMinor = (amount: number): number => Math.round(amount * 100);
const toMajor = (minor: number): number => minor / 100;

const toRevenueShare = (row: FeeRow): RevenueShare => ({
  ...row,
  fixed_fee: toMajor(row.fixed_fee),
  psp_fixed_fee: toMajor(row.psp_fixed_fee),
  minimum_amount: toMajor(row.minimum_amount),
});

export function feesOf(db: Db, accountPaymentProviderId: number): FeesAnswer {
  const rows = prepared(db, `${FEE_SELECT} WHERE account_payment_provider_id = ? ORDER BY payment_type DESC`).all(accountPaymentProviderId) as FeeRow[];
  return { account_revenue_shares: rows.map(toRevenueShare), default_revenue_share: [...DEFAULT_REVENUE_SHARES] };
}

export function findFee(db: Db, id: number): FeeRow | null {
  return (prepared(db, `${FEE_SELECT} WHERE id = ?`).get(id) as FeeRow | undefined) ?? null;
}

const readFee = (db: Db, id: number): RevenueShare => toRevenueShare(findFee(db, id) as FeeRow);

/** A body's merchant_id, when sent, names the merchant of the method row. */
export function assertFeeMerchant(body: FeeBody, merchantId: number): void {
  if (body.merchant_id !== undefined && body.merchant_id !== merchantId) throw fieldError('merchant_id', 'merchant_id must be the merchant of the payment method.');
}

/** The first fee of a payment type on a method row (the PSP part and the minimum come from the defaults). */
export function createFee(db: Db, merchantId: number, body: FeeBody): RevenueShare {
  const exists = prepared(db, 'SELECT 1 FROM revenue_shares WHERE account_payment_provider_id = ? AND payment_type = ?').get(body.account_payment_provider_id, body.payment_type);
  if (exists) throw conflict(FEE_EXISTS_MESSAGE);
  const now = nowSeconds();
  const id = prepared(
    db,
    `INSERT INTO revenue_shares (merchant_id, account_payment_provider_id, payment_type, fixed_fee, share_percent, fixed_fee_currency, psp_share,
       psp_fixed_fee, minimum_amount, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    merchantId,
    body.account_payment_provider_id,
    body.payment_type,
    toMinor(body.fixed_fee),
    body.share_percent,
    body.fixed_fee_currency,
    DEFAULT_SHARE.psp_share,
    toMinor(DEFAULT_SHARE.psp_fixed_fee),
    toMinor(DEFAULT_SHARE.minimum_amount),
    now,
    now,
  ).lastInsertRowid;
  return readFee(db, Number(id));
}

/** Changes a fee's amounts; its method row and payment type stay what they are. */
export function updateFee(db: Db, fee: FeeRow, body: FeeBody): RevenueShare {
  if (body.account_payment_provider_id !== fee.account_payment_provider_id) throw fieldError('account_payment_provider_id', 'account_payment_provider_id must be the payment method of this fee.');
  if (body.payment_type !== fee.payment_type) throw fieldError('payment_type', 'payment_type must be the payment type of this fee.');
  assertFeeMerchant(body, fee.merchant_id);
  prepared(db, 'UPDATE revenue_shares SET fixed_fee = ?, share_percent = ?, fixed_fee_currency = ?, updated_at = ? WHERE id = ?').run(
    toMinor(body.fixed_fee),
    body.share_percent,
    body.fixed_fee_currency,
    nowSeconds(),
    fee.id,
  );
  return readFee(db, fee.id);
}

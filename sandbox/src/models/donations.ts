import type { DonationOption, Donations } from '../../../src/api/itemTypes';
import type { DonationBody, DonationUpdateBody } from '../../../src/contracts/items';
import { prepared, type Db } from '../db/connection';
import { notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { minorUnits } from './accessFees';

export const DONATION_NOT_FOUND_MESSAGE = 'Donation option not found.';

interface OptionRow {
  id: number;
  item_id: number;
  amount: number;
  currency: string;
  description: string;
}

const toOption = (row: OptionRow): DonationOption => ({ ...row, amount: row.amount / 100 });

export function listDonations(db: Db, merchantId: number, itemId: number): Donations {
  const rows = prepared(db, 'SELECT id, item_id, amount, currency, description FROM donation_options WHERE merchant_id = ? AND item_id = ? ORDER BY amount, id').all(
    merchantId,
    itemId,
  ) as OptionRow[];
  const item = prepared(db, 'SELECT custom_price_enabled FROM items WHERE id = ? AND merchant_id = ?').get(itemId, merchantId) as { custom_price_enabled: number };
  return { donation_options: rows.map(toOption), custom_price_enabled: item.custom_price_enabled === 1 };
}

function requireOption(db: Db, merchantId: number, itemId: number, id: number): DonationOption {
  const row = prepared(db, 'SELECT id, item_id, amount, currency, description FROM donation_options WHERE merchant_id = ? AND item_id = ? AND id = ?').get(
    merchantId,
    itemId,
    id,
  ) as OptionRow | undefined;
  if (!row) throw notFound(DONATION_NOT_FOUND_MESSAGE);
  return toOption(row);
}

export function createDonation(db: Db, merchantId: number, itemId: number, body: DonationBody): DonationOption {
  const result = prepared(db, 'INSERT INTO donation_options (merchant_id, item_id, amount, currency, description, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    merchantId,
    itemId,
    minorUnits(body.amount, 'amount', 0.01),
    body.currency,
    body.description?.trim() ?? '',
    nowSeconds(),
  );
  return requireOption(db, merchantId, itemId, Number(result.lastInsertRowid));
}

export function updateDonation(db: Db, merchantId: number, itemId: number, id: number, body: DonationUpdateBody): DonationOption {
  const current = requireOption(db, merchantId, itemId, id);
  prepared(db, 'UPDATE donation_options SET amount = ?, currency = ?, description = ? WHERE id = ? AND merchant_id = ?').run(
    body.amount === undefined ? Math.round(current.amount * 100) : minorUnits(body.amount, 'amount', 0.01),
    body.currency ?? current.currency,
    body.description?.trim() ?? current.description,
    id,
    merchantId,
  );
  return requireOption(db, merchantId, itemId, id);
}

export function deleteDonation(db: Db, merchantId: number, itemId: number, id: number): void {
  requireOption(db, merchantId, itemId, id);
  prepared(db, 'DELETE FROM donation_options WHERE id = ? AND merchant_id = ?').run(id, merchantId);
}

export function setCustomPrice(db: Db, merchantId: number, itemId: number, enabled: boolean): Donations {
  prepared(db, 'UPDATE items SET custom_price_enabled = ?, updated_at = ? WHERE id = ? AND merchant_id = ?').run(enabled ? 1 : 0, nowSeconds(), itemId, merchantId);
  return listDonations(db, merchantId, itemId);
}

import type { Migration } from '../migrate';

/**
 * The PIN code a customer's registration mail carries when the merchant verifies age by PIN (spec section 6: the Age
 * Verification feature "adds PIN codes in registration emails"), kept only as its hash.
 */
export const customerAgePinsSchema: Migration = {
  version: 35,
  name: 'customer_age_pins',
  up(db) {
    db.exec('ALTER TABLE customers ADD COLUMN age_pin_hash TEXT;');
  },
};

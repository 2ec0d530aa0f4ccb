import type { Migration } from '../migrate';

/**
 * Audience and transactions (catalogue 7.7, 7.9): an erased customer keeps its payments (the merchant's books) but
 * not its identity; refunds name the payment they return money from; a granted access may name the fee it stands for.
 */
export const audienceSchema: Migration = {
  version: 20,
  name: 'audience',
  up(db) {
    db.exec(`
      ALTER TABLE customers ADD COLUMN erased_at INTEGER;
      ALTER TABLE accesses ADD COLUMN access_fee_id INTEGER;
      CREATE INDEX accesses_customer_item ON accesses(customer_id, item_id);

      CREATE TABLE refunds (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        payment_id INTEGER NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
        refund_payment_id INTEGER NOT NULL REFERENCES payments(id) ON DELETE CASCADE,
        reason TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount > 0),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX refunds_payment ON refunds(payment_id);
    `);
  },
};

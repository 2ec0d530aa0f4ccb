import type { Migration } from '../migrate';

/** Counting a customer search's payments of one type reads this index alone, not a million table rows. */
export const paymentSearchIndex: Migration = {
  version: 4,
  name: 'payment_search',
  up(db) {
    db.exec('CREATE INDEX payments_customer_type ON payments(merchant_id, customer_id, action_type)');
  },
};

import type { Migration } from '../migrate';

/**
 * Platform staff's lists read every merchant's customers, payments, subscriptions and accesses newest first: indexes
 * by creation date alone (the merchant ones lead with the merchant), and a customer's payments across merchants.
 */
export const staffListsSchema: Migration = {
  version: 25,
  name: 'staff_lists',
  up(db) {
    db.exec(`
      CREATE INDEX customers_all_created ON customers(created_at);
      CREATE INDEX payments_all_created ON payments(created_at);
      CREATE INDEX payments_all_customer ON payments(customer_id, created_at);
      CREATE INDEX subscriptions_all_created ON subscriptions(created_at);
      CREATE INDEX accesses_all_created ON accesses(created_at);
    `);
  },
};

import type { Migration } from '../migrate';

/** The domain a payment's paywall was embedded on ('' when bought on the merchant's own page): what a domain rule blocks. */
export const paymentDomainsSchema: Migration = {
  version: 17,
  name: 'payment_domains',
  up(db) {
    db.exec(`ALTER TABLE payments ADD COLUMN embed_domain TEXT NOT NULL DEFAULT '';`);
  },
};

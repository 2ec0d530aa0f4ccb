import type { Migration } from '../migrate';

/** The global search finds a payment by its gateway transaction token too: an index, not a scan of every payment. */
export const paymentTokensSchema: Migration = {
  version: 21,
  name: 'payment_tokens',
  up(db) {
    db.exec('CREATE INDEX payments_transaction_token ON payments(transaction_token);');
  },
};

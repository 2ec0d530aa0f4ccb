import type { Migration } from '../migrate';

/** A mail's link (an organisation invite opens `/new-password?token&organization&email`), as the recipient gets it. */
export const outboxLinksSchema: Migration = {
  version: 29,
  name: 'outbox_links',
  up(db) {
    db.exec('ALTER TABLE outbox ADD COLUMN link TEXT;');
  },
};

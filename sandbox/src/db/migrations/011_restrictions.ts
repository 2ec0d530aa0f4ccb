import type { Migration } from '../migrate';

/**
 * Restrictions (catalogue 7.8): a merchant's country sets, the set, domains and minimum age of an asset, the
 * merchant-wide domain and age rules, and the age verification settings. Customers get the time their age was
 * verified (the age rule's impact preview counts those without one).
 */
export const restrictionsSchema: Migration = {
  version: 11,
  name: 'restrictions',
  up(db) {
    db.exec(`
      CREATE TABLE country_sets (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('whitelist', 'blacklist')),
        global INTEGER NOT NULL DEFAULT 0,
        countries TEXT NOT NULL DEFAULT '[]',
        regions TEXT NOT NULL DEFAULT '[]',
        cities TEXT NOT NULL DEFAULT '[]',
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        UNIQUE (merchant_id, name)
      );

      CREATE TABLE item_country_sets (
        item_id INTEGER PRIMARY KEY REFERENCES items(id) ON DELETE CASCADE,
        country_set_id INTEGER NOT NULL REFERENCES country_sets(id)
      );
      CREATE INDEX item_country_sets_set ON item_country_sets(country_set_id);

      CREATE TABLE item_domains (
        item_id INTEGER NOT NULL REFERENCES items(id) ON DELETE CASCADE,
        domain TEXT NOT NULL,
        PRIMARY KEY (item_id, domain)
      );

      CREATE TABLE item_age_restrictions (
        item_id INTEGER PRIMARY KEY REFERENCES items(id) ON DELETE CASCADE,
        min_age INTEGER NOT NULL
      );

      CREATE TABLE domain_restrictions (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('whitelist', 'allowed_origins')),
        domain TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (merchant_id, domain)
      );

      CREATE TABLE age_settings (
        merchant_id INTEGER PRIMARY KEY REFERENCES merchants(id) ON DELETE CASCADE,
        age_verification_enabled INTEGER NOT NULL DEFAULT 0,
        age_verification_type TEXT NOT NULL DEFAULT 'date_of_birth',
        min_age INTEGER NOT NULL DEFAULT -1
      );

      ALTER TABLE customers ADD COLUMN age_verified_at INTEGER;
      CREATE INDEX payments_country ON payments(merchant_id, country_iso, created_at);
    `);
  },
};

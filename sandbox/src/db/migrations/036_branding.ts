import type { Migration } from '../migrate';

/**
 * Paywall branding themes (issue 22; catalogue 7.12, spec section 3 "Branding"). At most one default theme per
 * merchant; the column `protected_label` holds the spec's `{product}_protected_label`. (Version 35 is another change's.)
 */
export const brandingSchema: Migration = {
  version: 36,
  name: 'branding',
  up(db) {
    db.exec(`
      CREATE TABLE branding_themes (
        id INTEGER PRIMARY KEY,
        merchant_id INTEGER NOT NULL REFERENCES merchants(id) ON DELETE CASCADE,
        is_default INTEGER NOT NULL DEFAULT 0,
        brand_name TEXT NOT NULL,
        paywall_cover_photo TEXT NOT NULL DEFAULT '',
        preview_image_name TEXT NOT NULL DEFAULT '',
        thumbnail_image TEXT NOT NULL DEFAULT '',
        thumbnail_image_name TEXT NOT NULL DEFAULT '',
        paywall_brand_logo TEXT NOT NULL DEFAULT '',
        paywall_primary_color TEXT NOT NULL,
        paywall_secondary_color TEXT NOT NULL,
        paywall_buttons_bg_color TEXT NOT NULL,
        paywall_buttons_text_color TEXT NOT NULL,
        preview_buttons_bg_color TEXT NOT NULL,
        preview_buttons_text_color TEXT NOT NULL,
        preview_top_border INTEGER NOT NULL DEFAULT 1,
        protected_label TEXT NOT NULL DEFAULT '',
        paywall_footer TEXT NOT NULL DEFAULT '',
        preview_title TEXT NOT NULL,
        preview_description TEXT NOT NULL,
        preview_button_label TEXT NOT NULL,
        template_id INTEGER NOT NULL DEFAULT 1,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX branding_themes_merchant ON branding_themes(merchant_id, created_at);
      CREATE UNIQUE INDEX branding_themes_one_default ON branding_themes(merchant_id) WHERE is_default = 1;
    `);
  },
};

import type { BrandingFields, BrandingTheme, PaywallBranding } from '../../../src/api/brandingTypes';
import { SPEC_BRANDING } from '../../../src/constants/branding';
import { prepared, type Db } from '../db/connection';
import { nowSeconds } from '../lib/time';

// Paywall branding themes (catalogue 7.12): at most one default per merchant (a unique partial index backs it).

/** A row as stored: booleans as 0 or 1, the protected label under a column of its own name. */
type ThemeRow = Omit<BrandingTheme, 'default' | 'exists' | 'preview_top_border' | 'boxoffice_protected_label'> & {
  is_default: number;
  preview_top_border: number;
  protected_label: string;
};

/** What a create or update sets. */
export type ThemeFields = BrandingFields & { default: boolean };

const toTheme = ({ is_default, preview_top_border, protected_label, ...row }: ThemeRow): BrandingTheme => ({
  ...row,
  default: is_default === 1,
  exists: true,
  preview_top_border: preview_top_border === 1,
  boxoffice_protected_label: protected_label,
});

/** What the paywall draws for a merchant without a default theme: the spec's defaults. */
export const SPEC_PAYWALL_BRANDING: PaywallBranding = { ...SPEC_BRANDING, id: null, default: true, exists: false };

/** The merchant's themes, oldest first. */
export function listThemes(db: Db, merchantId: number): BrandingTheme[] {
  return (prepared(db, 'SELECT * FROM branding_themes WHERE merchant_id = ? ORDER BY created_at, id').all(merchantId) as ThemeRow[]).map(toTheme);
}

export const countThemes = (db: Db, merchantId: number): number =>
  prepared(db, 'SELECT COUNT(*) FROM branding_themes WHERE merchant_id = ?').pluck().get(merchantId) as number;

export function findTheme(db: Db, id: number): BrandingTheme | null {
  const row = prepared(db, 'SELECT * FROM branding_themes WHERE id = ?').get(id) as ThemeRow | undefined;
  return row ? toTheme(row) : null;
}

export function defaultTheme(db: Db, merchantId: number): BrandingTheme | null {
  const row = prepared(db, 'SELECT * FROM branding_themes WHERE merchant_id = ? AND is_default = 1').get(merchantId) as ThemeRow | undefined;
  return row ? toTheme(row) : null;
}

const COLUMNS = [
  'brand_name',
  'paywall_cover_photo',
  'preview_image_name',
  'thumbnail_image',
  'thumbnail_image_name',
  'paywall_brand_logo',
  'paywall_primary_color',
  'paywall_secondary_color',
  'paywall_buttons_bg_color',
  'paywall_buttons_text_color',
  'preview_buttons_bg_color',
  'preview_buttons_text_color',
  'preview_top_border',
  'protected_label',
  'paywall_footer',
  'preview_title',
  'preview_description',
  'preview_button_label',
  'template_id',
  'is_default',
] as const;

const columnValues = ({ default: isDefault, preview_top_border, boxoffice_protected_label, ...fields }: ThemeFields): (string | number)[] => {
  const values: Record<(typeof COLUMNS)[number], string | number> = {
    ...fields,
    preview_top_border: preview_top_border ? 1 : 0,
    protected_label: boxoffice_protected_label,
    is_default: isDefault ? 1 : 0,
  };
  return COLUMNS.map((column) => values[column]);
};

// One default per merchant: a theme made the default takes the flag from the others.
const clearDefault = (db: Db, merchantId: number): void => {
  prepared(db, 'UPDATE branding_themes SET is_default = 0, updated_at = ? WHERE merchant_id = ? AND is_default = 1').run(nowSeconds(), merchantId);
};

export function createTheme(db: Db, merchantId: number, fields: ThemeFields, at = nowSeconds()): BrandingTheme {
  return db.transaction(() => {
    if (fields.default) clearDefault(db, merchantId);
    const id = Number(
      prepared(db, `INSERT INTO branding_themes (merchant_id, ${COLUMNS.join(', ')}, created_at, updated_at) VALUES (?, ${COLUMNS.map(() => '?').join(', ')}, ?, ?)`).run(
        merchantId,
        ...columnValues(fields),
        at,
        at,
      ).lastInsertRowid,
    );
    return findTheme(db, id) as BrandingTheme;
  })();
}

/** Changes the fields given; the others keep their values. */
export function updateTheme(db: Db, theme: BrandingTheme, changes: Partial<ThemeFields>): BrandingTheme {
  return db.transaction(() => {
    const { id: _id, merchant_id: _merchant, exists: _exists, created_at: _created, updated_at: _updated, ...current } = theme;
    const next: ThemeFields = { ...current, ...changes };
    if (next.default && !theme.default) clearDefault(db, theme.merchant_id);
    prepared(db, `UPDATE branding_themes SET ${COLUMNS.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ?`).run(...columnValues(next), nowSeconds(), theme.id);
    return findTheme(db, theme.id) as BrandingTheme;
  })();
}

export function deleteTheme(db: Db, id: number): void {
  prepared(db, 'DELETE FROM branding_themes WHERE id = ?').run(id);
}

/** What the public read answers of a theme: its branding, not the merchant's bookkeeping. */
export const toPaywallBranding = ({ merchant_id: _merchant, created_at: _created, updated_at: _updated, ...theme }: BrandingTheme): PaywallBranding => theme;

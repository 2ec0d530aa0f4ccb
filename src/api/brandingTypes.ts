// Answers of the branding calls (catalogue 7.12; spec section 3 "Branding"), shared with the sandbox.

/** What a paywall is drawn with: the spec's branding fields (`boxoffice_protected_label` is its `{product}_protected_label`). */
export interface BrandingFields {
  brand_name: string;
  paywall_cover_photo: string;
  preview_image_name: string;
  thumbnail_image: string;
  thumbnail_image_name: string;
  paywall_brand_logo: string;
  paywall_primary_color: string;
  paywall_secondary_color: string;
  paywall_buttons_bg_color: string;
  paywall_buttons_text_color: string;
  preview_buttons_bg_color: string;
  preview_buttons_text_color: string;
  preview_top_border: boolean;
  boxoffice_protected_label: string;
  paywall_footer: string;
  preview_title: string;
  preview_description: string;
  preview_button_label: string;
  /** The paywall's look: 1 light, 2 dark (BRANDING_TEMPLATES). */
  template_id: number;
}

/** A merchant's theme; `default` flags the one the paywall uses when no theme is named. */
export interface BrandingTheme extends BrandingFields {
  id: number;
  merchant_id: number;
  default: boolean;
  /** A stored theme (the spec's defaults answered for a merchant without themes are not). */
  exists: true;
  created_at: number;
  updated_at: number;
}

export interface BrandingThemesAnswer {
  collection: BrandingTheme[];
}

/**
 * The public read a paywall makes (`GET branding/paywall/{merchantUuid}/{brandingId}`): a theme, or for `default` with
 * no default theme the spec's defaults (`id` null, `exists` false).
 */
export type PaywallBranding = BrandingFields & { id: number | null; default: boolean; exists: boolean };

/** An uploaded cover or logo: where it is served, its thumbnail, and what was uploaded. */
export interface BrandingImage {
  full_size_image_url: string;
  thumbnail_image_url: string;
  filename: string;
  filesize: number;
  content_type: string;
}

import type { BrandingColourField, BrandingTemplate } from '../../contracts/values';

/** Spec section 8's texts for paywall branding, exactly as written. */
export const BRANDING = {
  saved: 'Paywall branding successfully saved.',
  updated: 'Paywall branding successfully updated.',
  defaultUpdated: 'Paywall default theme successfully updated.',
  deleted: 'Paywall branding successfully deleted.',
  imageUploadError: 'An error occurred during the image upload.',
  coverImageError: 'An error occurred while adding preview cover image.',
  logoImageError: 'An error occurred while adding preview logo image.',
} as const;

/** Spec section 3: what the paywall preview shows until the theme says otherwise. */
export const BRANDING_PREVIEW_DEFAULTS = {
  preview_description: 'Asset description',
  preview_title: 'Asset title',
  preview_button_label: 'Buy',
} as const;

/** The sandbox's own answers for these calls (not spec texts). */
export const BRANDING_SERVER = {
  notFound: 'Branding theme not found.',
  unknownMerchant: 'Merchant not found.',
  tooMany: (max: number) => `A merchant can have at most ${max} branding themes.`,
  colourInvalid: (field: string) => `${field} must be a colour written #rgb or #rrggbb, such as #52ceb0.`,
} as const;

export const BRANDING_COLOUR_LABELS: Record<BrandingColourField, string> = {
  paywall_primary_color: 'Primary colour',
  paywall_secondary_color: 'Secondary colour',
  paywall_buttons_bg_color: 'Button colour',
  paywall_buttons_text_color: 'Button text colour',
  preview_buttons_bg_color: 'Preview button colour',
  preview_buttons_text_color: 'Preview button text colour',
};

export const BRANDING_TEMPLATE_LABELS: Record<BrandingTemplate, string> = { light: 'Light', dark: 'Dark' };

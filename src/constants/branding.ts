import type { BrandingFields } from '../api/brandingTypes';
import { BRANDING_DEFAULT_COLOURS, BRANDING_TEMPLATES } from '../contracts/values';
import { BRANDING_PREVIEW_DEFAULTS } from './messages/branding';

/**
 * Spec sections 3 and 9: a paywall's branding before the merchant's own, for the sandbox (a new theme's defaults, the
 * paywall of a merchant without a default theme) and the console (a new theme's form, the preview's fallback).
 */
export const SPEC_BRANDING: BrandingFields = {
  brand_name: '',
  paywall_cover_photo: '',
  preview_image_name: '',
  thumbnail_image: '',
  thumbnail_image_name: '',
  paywall_brand_logo: '',
  ...BRANDING_DEFAULT_COLOURS,
  preview_top_border: true,
  boxoffice_protected_label: '',
  paywall_footer: '',
  ...BRANDING_PREVIEW_DEFAULTS,
  template_id: BRANDING_TEMPLATES.light,
};

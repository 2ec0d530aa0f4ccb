import { Type, type Static } from 'typebox';
import { Closed, OneOf, Text } from './fields';
import { BRANDING_TEMPLATES, DEFAULT_BRANDING_ID } from './values';

export { BRANDING_COLOUR_FIELDS, BRANDING_COLOUR_PATTERN, BRANDING_DEFAULT_COLOURS, BRANDING_TEMPLATES, DEFAULT_BRANDING_ID, MAX_BRANDING_THEMES, PROTECTED_LABEL_FIELD } from './values';
export type { BrandingColourField, BrandingTemplate } from './values';

/**
 * Paywall branding themes (catalogue 7.12; spec section 3 "Branding"). The catalogue gives shapes only: the sandbox's
 * paths are `v2/branding/paywall…` (README, "Branding calls the catalogue leaves open"). Writes are form-encoded; the
 * cover and logo are uploaded first (multipart) and their URLs sent as the theme's fields. Colours are checked by the
 * handler, which names the field and the form it takes (#rgb or #rrggbb).
 */
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Bool = OneOf(['true', 'false']);
/** An uploaded image's address (the sandbox's own path, or an absolute http(s) URL), or empty for none. */
const ImageUrl = Type.String({ maxLength: 2000, pattern: '^$|^(https?://|/)\\S*$' });
const Colour = Text(20);
const TEMPLATE_IDS = Object.values(BRANDING_TEMPLATES).map(String) as `${(typeof BRANDING_TEMPLATES)[keyof typeof BRANDING_TEMPLATES]}`[];

const themeFields = {
  brand_name: Text(100, 1),
  default: Bool,
  paywall_cover_photo: ImageUrl,
  preview_image_name: Text(200),
  thumbnail_image: ImageUrl,
  thumbnail_image_name: Text(200),
  paywall_brand_logo: ImageUrl,
  paywall_primary_color: Colour,
  paywall_secondary_color: Colour,
  paywall_buttons_bg_color: Colour,
  paywall_buttons_text_color: Colour,
  preview_buttons_bg_color: Colour,
  preview_buttons_text_color: Colour,
  preview_top_border: Bool,
  boxoffice_protected_label: Text(100),
  paywall_footer: Text(500),
  preview_title: Text(200),
  preview_description: Text(1000),
  preview_button_label: Text(50),
  template_id: OneOf(TEMPLATE_IDS),
};
const optionalFields = Type.Partial(Closed(themeFields)).properties;

/** POST v2/branding/paywall: a theme; only its brand name is required, what is left out takes the spec's defaults. */
export const CreateBrandingBody = Closed({ ...optionalFields, brand_name: themeFields.brand_name });
export type CreateBrandingBody = Static<typeof CreateBrandingBody>;

/** PUT v2/branding/paywall/{id}: the fields that change (`default=true` alone makes it the default theme). */
export const UpdateBrandingBody = Closed(optionalFields, { minProperties: 1 });
export type UpdateBrandingBody = Static<typeof UpdateBrandingBody>;

export const BrandingParams = Closed({ id: Id });
export const BrandingTenantParams = Closed({ tenant_uuid: Text(64, 1) });
export const BrandingTenantThemeParams = Closed({ tenant_uuid: Text(64, 1), id: Id });

/** GET branding/paywall/{merchantUuid}/{brandingId}: public; `default` names the merchant's default theme. */
export const PaywallBrandingParams = Closed({
  merchant_uuid: Text(64, 1),
  branding_id: Type.String({ pattern: `^([1-9]\\d{0,9}|${DEFAULT_BRANDING_ID})$` }),
});

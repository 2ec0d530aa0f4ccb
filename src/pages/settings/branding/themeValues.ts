import * as yup from 'yup';
import type { BrandingFields } from '../../../api/branding';
import type { PaywallLook } from '../../../components/PaywallPreview';
import { BRANDING_COLOUR_LABELS, BRANDING_UI as UI } from '../../../constants/messages/branding';
import type { CreateBrandingBody } from '../../../contracts/branding';
import { BRANDING_COLOUR_FIELDS, BRANDING_COLOUR_PATTERN, type BrandingColourField } from '../../../contracts/values';
import { AA_TEXT_CONTRAST, contrast, isHexColour, readableTextOn } from '../../../theme/contrast';

/** The theme editor's values: every branding field, `template_id` as the select gives it. */
export type ThemeValues = Omit<BrandingFields, 'template_id'> & { template_id: string; default: boolean };

export const toValues = (theme: BrandingFields & { default?: boolean }): ThemeValues => {
  const { brand_name, paywall_cover_photo, preview_image_name, thumbnail_image, thumbnail_image_name, paywall_brand_logo, preview_top_border, boxoffice_protected_label, paywall_footer, preview_title, preview_description, preview_button_label } = theme;
  const colours = Object.fromEntries(BRANDING_COLOUR_FIELDS.map((field) => [field, theme[field]])) as Record<BrandingColourField, string>;
  return {
    brand_name,
    paywall_cover_photo,
    preview_image_name,
    thumbnail_image,
    thumbnail_image_name,
    paywall_brand_logo,
    ...colours,
    preview_top_border,
    boxoffice_protected_label,
    paywall_footer,
    preview_title,
    preview_description,
    preview_button_label,
    template_id: String(theme.template_id),
    default: theme.default ?? false,
  };
};

/** What the preview draws while the form is being typed. */
export const lookOf = (values: ThemeValues): PaywallLook => ({ ...values, template_id: Number(values.template_id) });

type TextValues = Omit<ThemeValues, 'default' | 'preview_top_border' | 'template_id'>;

/** Every field goes to the server, texts trimmed; the images are the URLs their uploads answered. */
export const bodyOf = ({ default: isDefault, preview_top_border, template_id, ...texts }: ThemeValues): CreateBrandingBody => ({
  ...(Object.fromEntries(Object.entries(texts).map(([field, value]) => [field, value.trim()])) as TextValues),
  default: isDefault ? 'true' : 'false',
  preview_top_border: preview_top_border ? 'true' : 'false',
  template_id: template_id as NonNullable<CreateBrandingBody['template_id']>,
});

const colour = yup.string().trim().required(UI.colourInvalid).matches(new RegExp(BRANDING_COLOUR_PATTERN), UI.colourInvalid);
const text = (max: number) => yup.string().max(max, UI.tooLong(max));

export const themeSchema = yup.object({
  brand_name: yup.string().trim().required(UI.required).max(100, UI.tooLong(100)),
  ...Object.fromEntries(BRANDING_COLOUR_FIELDS.map((field) => [field, colour])),
  boxoffice_protected_label: text(100),
  paywall_footer: text(500),
  preview_title: text(200),
  preview_description: text(1000),
  preview_button_label: text(50),
});

/** The pairs of a text colour and the colour it is written on. */
const TEXT_PAIRS: readonly [text: BrandingColourField, background: BrandingColourField][] = [
  ['paywall_buttons_text_color', 'paywall_buttons_bg_color'],
  ['preview_buttons_text_color', 'preview_buttons_bg_color'],
];

/** Why a pair of the typed colours is hard to read (under WCAG AA), and what the preview draws instead. */
export function contrastWarnings(values: ThemeValues): string[] {
  return TEXT_PAIRS.flatMap(([textField, backgroundField]) => {
    const [textColour, background] = [values[textField].trim(), values[backgroundField].trim()];
    if (!isHexColour(textColour) || !isHexColour(background)) return [];
    const ratio = contrast(textColour, background);
    if (ratio >= AA_TEXT_CONTRAST) return [];
    return [UI.lowContrast(BRANDING_COLOUR_LABELS[textField], BRANDING_COLOUR_LABELS[backgroundField], ratio, readableTextOn(background, textColour))];
  });
}

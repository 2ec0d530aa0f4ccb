import { AUTH_SETTINGS_SERVER } from './authSettings';
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
  /** The paywall reads name the merchant by uuid: one text for every such read (lib/paywallScope.ts). */
  unknownMerchant: AUTH_SETTINGS_SERVER.unknownMerchant,
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

/** The branding screens' and the paywall preview's own texts (not spec texts). */
export const BRANDING_UI = {
  tab: 'Branding',
  title: 'Branding',
  intro: 'The themes your paywall is drawn with. The default theme is used wherever no theme is named.',
  readOnly: 'You can view these themes but not change them.',
  add: 'Add new branding theme',
  caption: 'Branding themes',
  noThemes: 'No themes yet: the paywall uses the default colours.',
  columns: { name: 'Brand name', colours: 'Colours', look: 'Look', default: 'Default', actions: 'Actions' },
  isDefault: 'Default',
  coloursOf: (primary: string, secondary: string, button: string, buttonText: string) => `Primary ${primary}, secondary ${secondary}, buttons ${button} with text ${buttonText}`,
  edit: 'Edit',
  view: 'View',
  editTheme: (name: string) => `Edit ${name}`,
  viewTheme: (name: string) => `View ${name}`,
  makeDefault: 'Make default',
  makeDefaultOf: (name: string) => `Make default ${name}`,
  delete: 'Delete',
  deleteTheme: (name: string) => `Delete ${name}`,
  deleteQuestion: (name: string) => `Delete the theme “${name}”? Paywalls that name it will use the default theme.`,
  // Editor
  newTitle: 'New branding theme',
  editTitle: 'Branding theme',
  backToList: 'Back to the themes',
  brandHeading: 'Brand',
  coloursHeading: 'Colours',
  textsHeading: 'Texts',
  imagesHeading: 'Images',
  brandName: 'Brand name',
  look: 'Look of the paywall',
  topBorder: 'Show a top border in the primary colour',
  protectedLabel: 'Protected label',
  protectedLabelHint: 'Shown under the preview, e.g. “Protected by Sandbox Media”.',
  footer: 'Footer',
  previewTitle: 'Preview title',
  previewDescription: 'Preview description',
  previewButtonLabel: 'Preview button label',
  makeThisDefault: 'Default theme (used where no theme is named)',
  colourHint: 'Written #rgb or #rrggbb, such as #52ceb0.',
  colourInvalid: 'Enter a colour written #rgb or #rrggbb, such as #52ceb0.',
  required: 'This field is required.',
  tooLong: (max: number) => `At most ${max} characters.`,
  save: 'Save theme',
  cancel: 'Cancel',
  // Images
  coverImage: 'Cover image',
  logoImage: 'Logo',
  imageHint: 'PNG, JPEG, GIF or WebP, at most 5 MiB. It is uploaded as soon as you choose it.',
  noImage: 'No image.',
  uploadedAlt: (label: string) => `Uploaded ${label.toLowerCase()}`,
  removeImage: (label: string) => `Remove ${label.toLowerCase()}`,
  uploading: 'Uploading…',
  uploadProgress: (percent: number) => `${percent}%`,
  uploadFailed: (reason: string) => `${BRANDING.imageUploadError} ${reason}`,
  // Contrast
  lowContrast: (text: string, background: string, ratio: number, shown: string) =>
    `${text} on ${background} has a contrast of ${ratio.toFixed(1)}:1, under the 4.5:1 that text needs to be read easily (WCAG AA). The preview shows the text in ${shown}.`,
  // Preview
  preview: 'Paywall preview',
  previewHelp: 'Changes show here as you type; nothing is saved until you save the theme.',
  assetPreview: 'Asset preview',
  paywallPart: 'Paywall',
  coverAlt: 'Cover image',
  logoAlt: 'Logo',
  sampleOffer: 'Monthly pass',
  samplePrice: '€4.99 a month',
  brandPlaceholder: 'Your brand',
  // Theme picker (customer password reset, mail templates, embed code)
  pickerDefault: 'Default theme',
  pickerDefaultTheme: (name: string) => `${name} (the default)`,
  pickerUnknown: (id: string) => `Theme ${id}`,
} as const;

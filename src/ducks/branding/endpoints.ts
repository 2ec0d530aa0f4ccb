import * as branding from '../../api/branding';
import type { BrandingImage, BrandingTheme, BrandingThemesAnswer, PaywallBranding } from '../../api/branding';
import type { MessageResponse } from '../../api/types';
import { BRANDING } from '../../constants/messages/branding';
import type { CreateBrandingBody, UpdateBrandingBody } from '../../contracts/branding';
import { PATHS } from '../../routes/paths';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { storedRead } from '../requests/paginated';

// Paywall branding themes (catalogue 7.12). Every write makes the themes stale, and with them what the paywall draws
// (the price card's preview reads the public default theme).
export const THEMES_TAG = 'BrandingThemes';

export type ThemeUpdate = UpdateBrandingBody & { id: number };

/** Making a theme the default from the list sends `default=true` alone: the spec has its own text for it. */
export const isDefaultOnly = (req: ThemeUpdate): boolean => req.default === 'true' && Object.keys(req).every((field) => field === 'id' || field === 'default');

export const fetchThemes = defineEndpoint<{ tenantUuid: string }, BrandingThemesAnswer>('branding/fetchThemes', branding.listThemes, storedRead(({ tenantUuid }) => tenantUuid, () => [THEMES_TAG]));

export const fetchTheme = defineEndpoint<{ tenantUuid: string; id: number }, BrandingTheme>('branding/fetchTheme', branding.getTheme, storedRead(({ id }) => String(id), () => [THEMES_TAG]));

/** What the merchant's paywall draws with (`default`: its default theme, or the spec's defaults). */
export const fetchPaywallBranding = defineEndpoint<{ merchantUuid: string; brandingId: number | 'default' }, PaywallBranding>(
  'branding/fetchPaywall',
  branding.getPaywallBranding,
  storedRead(({ merchantUuid, brandingId }) => `${merchantUuid}/${brandingId}`, () => [THEMES_TAG]),
);

/** The image is uploaded before the theme is saved (spec section 5); its URL replaces the field in the form. */
const imageUpload = (type: string, call: typeof branding.uploadCover, errorNotice: string) =>
  defineEndpoint<{ fileId: string }, BrandingImage>(type, call, { strategy: 'leading', reportsProgress: true, errorNotice, store: { mode: 'replace' } });

export const uploadCover = imageUpload('branding/uploadCover', branding.uploadCover, BRANDING.coverImageError);
export const uploadLogo = imageUpload('branding/uploadLogo', branding.uploadLogo, BRANDING.logoImageError);

/** Saving a new theme sets it created and existing (spec section 4): the list shows it. */
export const createTheme = defineEndpoint<CreateBrandingBody, BrandingTheme>('branding/create', branding.createTheme, {
  strategy: 'leading',
  successNotice: BRANDING.saved,
  invalidates: () => [THEMES_TAG],
  navigateTo: PATHS.brandingSettings,
});

/** The editor's save leads back to the list; making one default from the list stays there. */
export const updateTheme = defineEndpoint<ThemeUpdate, string>('branding/update', branding.updateTheme, {
  strategy: 'leading',
  key: ({ id }) => String(id),
  successNotice: (_res, req) => (isDefaultOnly(req) ? BRANDING.defaultUpdated : BRANDING.updated),
  invalidates: () => [THEMES_TAG],
  navigateTo: (_res, req) => (isDefaultOnly(req) ? undefined : PATHS.brandingSettings),
});

export const deleteTheme = defineEndpoint<{ id: number }, MessageResponse>('branding/delete', branding.deleteTheme, {
  strategy: 'every',
  key: ({ id }) => String(id),
  successNotice: BRANDING.deleted,
  invalidates: () => [THEMES_TAG],
});

export const brandingEndpoints: readonly AnyEndpoint[] = [fetchThemes, fetchTheme, fetchPaywallBranding, uploadCover, uploadLogo, createTheme, updateTheme, deleteTheme];

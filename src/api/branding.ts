// Paywall branding themes (catalogue 7.12). The catalogue shows path shapes only: these are the sandbox's, named in
// its style (README, "Branding calls the catalogue leaves open"); the public read is the platform's (GUIDE section 3).
import type { CreateBrandingBody, UpdateBrandingBody } from '../contracts/branding';
import { api, type CallContext } from './client';
import { uploadingHeldFile } from './files';
import type { BrandingImage, BrandingTheme, BrandingThemesAnswer, PaywallBranding } from './brandingTypes';
import type { MessageResponse } from './types';

export type * from './brandingTypes';

/** GET v2/branding/paywall/{tenantUuid}: the merchant's themes; the default is the one flagged `default`. */
export const listThemes = ({ tenantUuid }: { tenantUuid: string }, ctx?: CallContext): Promise<BrandingThemesAnswer> =>
  api().request({ method: 'GET', path: 'v2/branding/paywall/{tenantUuid}', pathVars: { tenantUuid }, ...ctx });

/** GET v2/branding/paywall/{tenantUuid}/{id} */
export const getTheme = ({ tenantUuid, id }: { tenantUuid: string; id: number }, ctx?: CallContext): Promise<BrandingTheme> =>
  api().request({ method: 'GET', path: 'v2/branding/paywall/{tenantUuid}/{id}', pathVars: { tenantUuid, id }, ...ctx });

/** POST v2/branding/paywall/images/cover (multipart `paywall_cover_photo`): the held image, with upload progress. */
export const uploadCover = ({ fileId }: { fileId: string }, ctx?: CallContext): Promise<BrandingImage> =>
  uploadingHeldFile(fileId, (file) => api().request<BrandingImage>({ method: 'POST', path: 'v2/branding/paywall/images/cover', body: { paywall_cover_photo: file }, bodyType: 'multipart', ...ctx }));

/** POST v2/branding/paywall/images/logo (multipart `paywall_brand_logo`). */
export const uploadLogo = ({ fileId }: { fileId: string }, ctx?: CallContext): Promise<BrandingImage> =>
  uploadingHeldFile(fileId, (file) => api().request<BrandingImage>({ method: 'POST', path: 'v2/branding/paywall/images/logo', body: { paywall_brand_logo: file }, bodyType: 'multipart', ...ctx }));

/** POST v2/branding/paywall (form-encoded): the images' URLs are already in the body. */
export const createTheme = (body: CreateBrandingBody, ctx?: CallContext): Promise<BrandingTheme> =>
  api().request({ method: 'POST', path: 'v2/branding/paywall', body, ...ctx });

/** PUT v2/branding/paywall/{id}: the fields that change; a text response (the spec's text of what changed). */
export const updateTheme = ({ id, ...body }: UpdateBrandingBody & { id: number }, ctx?: CallContext): Promise<string> =>
  api().request({ method: 'PUT', path: 'v2/branding/paywall/{id}', pathVars: { id }, body, ...ctx });

/** DELETE v2/branding/paywall/{id} */
export const deleteTheme = ({ id }: { id: number }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'v2/branding/paywall/{id}', pathVars: { id }, ...ctx });

/** GET branding/paywall/{merchantUuid}/{brandingId}: public, what the paywall draws with (`default`: the default theme). */
export const getPaywallBranding = ({ merchantUuid, brandingId }: { merchantUuid: string; brandingId: number | 'default' }, ctx?: CallContext): Promise<PaywallBranding> =>
  api().request({ method: 'GET', path: 'branding/paywall/{merchantUuid}/{brandingId}', pathVars: { merchantUuid, brandingId }, auth: false, ...ctx });

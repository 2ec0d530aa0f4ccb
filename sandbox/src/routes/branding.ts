import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { BrandingTheme, BrandingThemesAnswer, PaywallBranding } from '../../../src/api/brandingTypes';
import type { MessageResponse } from '../../../src/api/types';
import { SPEC_BRANDING } from '../../../src/constants/branding';
import { BRANDING, BRANDING_SERVER } from '../../../src/constants/messages/branding';
import {
  BRANDING_COLOUR_FIELDS,
  BRANDING_COLOUR_PATTERN,
  BrandingParams,
  BrandingTenantParams,
  BrandingTenantThemeParams,
  CreateBrandingBody,
  DEFAULT_BRANDING_ID,
  MAX_BRANDING_THEMES,
  PaywallBrandingParams,
  UpdateBrandingBody,
} from '../../../src/contracts/branding';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { paywallMerchant } from '../lib/paywallScope';
import { tenantId } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { badRequest, conflict, notFound, type FieldErrors } from '../lib/errors';
import { assertPrintableFields, requireText } from '../lib/validation';
import { countThemes, createTheme, defaultTheme, deleteTheme, findTheme, listThemes, SPEC_PAYWALL_BRANDING, toPaywallBranding, updateTheme, type ThemeFields } from '../models/branding';

const COLOUR = new RegExp(BRANDING_COLOUR_PATTERN);
const TEXT_FIELDS = ['preview_image_name', 'thumbnail_image_name', 'boxoffice_protected_label', 'paywall_footer', 'preview_title', 'preview_description', 'preview_button_label'] as const;
const IMAGE_FIELDS = ['paywall_cover_photo', 'thumbnail_image', 'paywall_brand_logo'] as const;

/** The fields a body sets, as stored: texts trimmed and printable, colours #rgb or #rrggbb (every wrong one named). */
function changesOf(body: UpdateBrandingBody): Partial<ThemeFields> {
  const changes: Partial<ThemeFields> = {};
  const wrong: FieldErrors = {};
  for (const field of BRANDING_COLOUR_FIELDS) {
    const value = body[field]?.trim();
    if (value === undefined) continue;
    if (COLOUR.test(value)) changes[field] = value;
    else wrong[field] = BRANDING_SERVER.colourInvalid(field);
  }
  const [first] = Object.values(wrong);
  if (first) throw badRequest(first, wrong);
  assertPrintableFields(Object.fromEntries(TEXT_FIELDS.map((field) => [field, body[field]])));
  for (const field of [...TEXT_FIELDS, ...IMAGE_FIELDS]) {
    const value = body[field];
    if (value !== undefined) changes[field] = value.trim();
  }
  if (body.brand_name !== undefined) changes.brand_name = requireText(body.brand_name, 'brand_name', 1);
  if (body.default !== undefined) changes.default = body.default === 'true';
  if (body.preview_top_border !== undefined) changes.preview_top_border = body.preview_top_border === 'true';
  if (body.template_id !== undefined) changes.template_id = Number(body.template_id);
  return changes;
}

/**
 * Paywall branding themes (catalogue 7.12): the merchant's list and one theme by its tenant, create, update (a text
 * answer), delete; the cover and logo are uploaded first (routes/images.ts). A theme of another merchant is as good as
 * missing. The paywall reads a theme without a token, by the merchant's uuid (GUIDE section 3).
 */
export const brandingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  /** One of the caller's merchant's themes; another merchant's is 404. */
  const ownTheme = (request: FastifyRequest, id: number): BrandingTheme => {
    const theme = findTheme(db, id);
    if (!theme || theme.merchant_id !== tenantId(request)) throw notFound(BRANDING_SERVER.notFound);
    return theme;
  };

  app.get('/v2/branding/paywall/:tenant_uuid', { schema: { params: BrandingTenantParams, querystring: SrkeyQuery } }, async (request): Promise<BrandingThemesAnswer> => ({
    collection: listThemes(db, commerceMerchant(request, request.params.tenant_uuid)),
  }));

  app.get('/v2/branding/paywall/:tenant_uuid/:id', { schema: { params: BrandingTenantThemeParams, querystring: SrkeyQuery } }, async (request): Promise<BrandingTheme> => {
    const merchantId = commerceMerchant(request, request.params.tenant_uuid);
    const theme = findTheme(db, request.params.id);
    if (!theme || theme.merchant_id !== merchantId) throw notFound(BRANDING_SERVER.notFound);
    return theme;
  });

  app.post('/v2/branding/paywall', { schema: { body: CreateBrandingBody } }, async (request, reply): Promise<BrandingTheme> => {
    const merchantId = tenantId(request);
    const changes = changesOf(request.body);
    if (countThemes(db, merchantId) >= MAX_BRANDING_THEMES) throw conflict(BRANDING_SERVER.tooMany(MAX_BRANDING_THEMES));
    const created = createTheme(db, merchantId, { ...SPEC_BRANDING, default: false, ...changes });
    reply.code(201);
    return created;
  });

  // The catalogue's "text response": the answer is the text of what changed.
  app.put('/v2/branding/paywall/:id', { schema: { params: BrandingParams, body: UpdateBrandingBody } }, async (request, reply): Promise<string> => {
    const theme = ownTheme(request, request.params.id);
    updateTheme(db, theme, changesOf(request.body));
    const onlyDefault = Object.keys(request.body).every((field) => field === 'default') && request.body.default === 'true';
    return reply.type('text/plain; charset=utf-8').send(onlyDefault ? BRANDING.defaultUpdated : BRANDING.updated);
  });

  app.delete('/v2/branding/paywall/:id', { schema: { params: BrandingParams, body: NoBody } }, async (request): Promise<MessageResponse> => {
    deleteTheme(db, ownTheme(request, request.params.id).id);
    return { message: BRANDING.deleted };
  });

  // Public: the theme a paywall embedded on the merchant's site draws with; `default` is the merchant's default theme.
  app.get('/branding/paywall/:merchant_uuid/:branding_id', { schema: { params: PaywallBrandingParams, querystring: SrkeyQuery } }, async (request): Promise<PaywallBranding> => {
    const merchantId = paywallMerchant(request, request.params.merchant_uuid);
    if (request.params.branding_id === DEFAULT_BRANDING_ID) {
      const theme = defaultTheme(db, merchantId);
      return theme ? toPaywallBranding(theme) : SPEC_PAYWALL_BRANDING;
    }
    const theme = findTheme(db, Number(request.params.branding_id));
    if (!theme || theme.merchant_id !== merchantId) throw notFound(BRANDING_SERVER.notFound);
    return toPaywallBranding(theme);
  });
};

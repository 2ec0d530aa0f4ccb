import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '../lib/typebox';
import { enforceAccess } from '../lib/access';
import { controlsGuard } from '../lib/controlsGuard';
import { requireSchemas } from '../lib/schemas';
import { simulateNetworkConditions } from '../lib/simulation';
import { ROUTE_ACCESS } from './access';
import { accountRoutes } from './accounts';
import { authSettingsRoutes } from './authSettings';
import { brandingRoutes } from './branding';
import { analyticsRoutes } from './analytics';
import { adminDashboardRoutes } from './adminDashboard';
import { adminImpersonationRoutes } from './adminImpersonation';
import { adminActivityRoutes } from './adminActivity';
import { adminMerchantRoutes } from './adminMerchants';
import { followerRoutes } from './followers';
import { organisationRoutes } from './organisations';
import { adminCommercialRoutes } from './adminCommercials';
import { adminReportRoutes } from './adminReports';
import { adminListRoutes } from './adminLists';
import { authRoutes } from './auth';
import { captchaRoutes } from './captcha';
import { featureRoutes } from './features';
import { itemRoutes } from './items';
import { accessFeeRoutes } from './accessFees';
import { imageRoutes } from './images';
import { donationRoutes } from './donations';
import { packageRoutes } from './packages';
import { templateRoutes } from './templates';
import { restrictionRoutes } from './restrictions';
import { accessCodeRoutes } from './accessCodes';
import { paymentProviderRoutes } from './paymentProviders';
import { videoPlatformRoutes } from './videoPlatforms';
import { inAppIntegrationRoutes } from './inAppIntegrations';
import { thirdPartyIntegrationRoutes } from './thirdPartyIntegrations';
import { integrationHealthRoutes } from './integrationHealth';
import { passwordRoutes } from './passwords';
import { paymentsRoutes } from './payments';
import { paymentsExportRoutes } from './paymentsExport';
import { savedViewRoutes } from './savedViews';
import { realtimeRoutes } from './realtime';
import { realtimeControlRoutes } from './realtimeControls';
import { reportingRoutes } from './reporting';
import { sandboxControlRoutes } from './sandboxControls';
import { voucherRoutes } from './vouchers';
import { audienceRoutes } from './audience';
import { bulkAccessRoutes } from './bulkAccess';
import { billingRoutes } from './billing';
import { mailTemplateRoutes } from './mailTemplates';
import { stripeConnectRoutes } from './stripeConnect';
import { bankStatementRoutes } from './bankStatement';
import { stripeOAuthRoutes } from './stripeOAuth';
import { standInRoutes } from './standIns';
import { webhookControlRoutes, webhookReceiverRoutes } from './webhookReceiver';
import { webhookRoutes } from './webhooks';

/**
 * The areas of the API, each a Fastify plugin in routes/<area>.ts. A later area adds one line here:
 * platform areas to `platformAreas` (they get the simulated latency and faults), sandbox-only controls
 * (such as the realtime `POST /api/_sandbox/publish`) to `sandboxControlAreas`.
 */
export const platformAreas: readonly FastifyPluginAsyncTypebox[] = [
  authRoutes,
  accountRoutes,
  authSettingsRoutes,
  brandingRoutes,
  passwordRoutes,
  featureRoutes,
  captchaRoutes,
  realtimeRoutes,
  analyticsRoutes,
  adminDashboardRoutes,
  adminImpersonationRoutes,
  adminActivityRoutes,
  adminMerchantRoutes,
  followerRoutes,
  organisationRoutes,
  adminCommercialRoutes,
  adminReportRoutes,
  adminListRoutes,
  paymentsRoutes,
  paymentsExportRoutes,
  savedViewRoutes,
  reportingRoutes,
  itemRoutes,
  accessFeeRoutes,
  imageRoutes,
  donationRoutes,
  packageRoutes,
  templateRoutes,
  restrictionRoutes,
  accessCodeRoutes,
  paymentProviderRoutes,
  videoPlatformRoutes,
  inAppIntegrationRoutes,
  thirdPartyIntegrationRoutes,
  integrationHealthRoutes,
  voucherRoutes,
  audienceRoutes,
  bulkAccessRoutes,
  billingRoutes,
  mailTemplateRoutes,
  stripeConnectRoutes,
  bankStatementRoutes,
  webhookRoutes,
];

export const sandboxControlAreas: readonly FastifyPluginAsyncTypebox[] = [sandboxControlRoutes, realtimeControlRoutes, webhookControlRoutes];

/**
 * Pages that stand in for a third party's site under `/api/_sandbox` (Stripe's OAuth page, the landing page builder,
 * the support site). A browser posts their forms, form-encoded and with `Origin: null` (the site sends no referrer),
 * so the controls' guard does not apply; they change nothing but their own one-time codes.
 */
export const sandboxPageAreas: readonly FastifyPluginAsyncTypebox[] = [stripeOAuthRoutes, webhookReceiverRoutes, standInRoutes];

/** Everything under `/api`. */
export const API_PREFIX = '/api';

export const apiPlugin: FastifyPluginAsync = async (api) => {
  // Every route below declares the schemas of what it reads (src/contracts).
  requireSchemas(api);
  await api.register(
    async (controls) => {
      controls.addHook('onRequest', controlsGuard(controls.sandbox.options.host));
      for (const area of sandboxControlAreas) await controls.register(area);
    },
    { prefix: '/_sandbox' },
  );
  await api.register(
    async (pages) => {
      for (const area of sandboxPageAreas) await pages.register(area);
    },
    { prefix: '/_sandbox' },
  );
  await api.register(async (platform) => {
    platform.addHook('onRequest', simulateNetworkConditions);
    // Authentication by default: every route not listed as public in routes/access.ts is authenticated and
    // authorised before its body is parsed or validated.
    enforceAccess(platform, ROUTE_ACCESS, API_PREFIX);
    for (const area of platformAreas) await platform.register(area);
  });
};

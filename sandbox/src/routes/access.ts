import type { FastifyRequest } from 'fastify';
import type { RestrictionKey } from '../../../src/permissions/model';
import type { RouteAccess } from '../lib/access';
import { isSyncPlatform, isThirdParty } from '../../../src/contracts/values';

/**
 * Who may call each route of the API, by `METHOD /path` below `/api`. The sandbox refuses to register a route missing
 * here, and tests/sandbox/principals.matrix.test.ts states the expected answer of every route for every principal:
 * a new route is added to both.
 */
const PUBLIC: RouteAccess = { public: true };
const SIGNED_IN: RouteAccess = {};

/** The section whose reports a report type holds (spec section 2: each section has its Reports screen). */
const REPORT_SECTIONS: Readonly<Record<string, RestrictionKey>> = {
  audience: 'audience',
  'account-logins': 'audience',
  payments: 'transactions',
  subscriptions: 'transactions',
  access: 'assetAccess',
};

/** Reports need 'allReports' and the section of their type. */
export const reportTypeSections = (type: string | undefined): readonly RestrictionKey[] => {
  const section = type === undefined ? undefined : REPORT_SECTIONS[type];
  return section ? ['allReports', section] : ['allReports'];
};
const reportSections = (request: FastifyRequest): readonly RestrictionKey[] => reportTypeSections((request.params as { type?: string }).type);

const ANALYTICS: RouteAccess = { sections: ['analytics'] };
const ASSETS: RouteAccess = { sections: ['assets'] };
const ASSETS_WRITE: RouteAccess = { sections: ['assets'], write: true };
// Donations also need the merchant's Donations feature.
const DONATIONS: RouteAccess = { sections: ['assets'], feature: 'Donations' };
const DONATIONS_WRITE: RouteAccess = { sections: ['assets'], write: true, feature: 'Donations' };

// Restrictions (spec section 6: read-only for customer support). Merchant-wide rules sit in the settings area; an
// asset's rules need the assets area too. The impact preview shows revenue, so it needs the analytics area.
const GEO: RouteAccess = { sections: ['settings', 'geoRestrictions'] };
const GEO_WRITE: RouteAccess = { sections: ['settings', 'geoRestrictions'], write: true };
const DOMAINS: RouteAccess = { sections: ['settings', 'domainRestrictions'] };
const DOMAINS_WRITE: RouteAccess = { sections: ['settings', 'domainRestrictions'], write: true };
const AGE: RouteAccess = { sections: ['settings', 'ageRestrictions'] };
const AGE_WRITE: RouteAccess = { sections: ['settings', 'ageRestrictions'], write: true };
// The age verification settings also need the merchant's Age Verification feature.
// Platform staff read and change any merchant's age settings from the admin console (the path names the merchant).
const AGE_SETTINGS: RouteAccess = { ...AGE, feature: 'Age Verification', orPlatform: true };
const AGE_SETTINGS_WRITE: RouteAccess = { ...AGE_WRITE, feature: 'Age Verification', orPlatform: true };
const ASSET_GEO: RouteAccess = { sections: ['assets', 'geoRestrictions'] };
const ASSET_GEO_WRITE: RouteAccess = { sections: ['assets', 'geoRestrictions'], write: true };
const ASSET_DOMAINS: RouteAccess = { sections: ['assets', 'domainRestrictions'] };
const ASSET_DOMAINS_WRITE: RouteAccess = { sections: ['assets', 'domainRestrictions'], write: true };
const ASSET_AGE: RouteAccess = { sections: ['assets', 'ageRestrictions'] };
const ASSET_AGE_WRITE: RouteAccess = { sections: ['assets', 'ageRestrictions'], write: true };

// Vouchers: read-only under the read-only vouchers flag (customer support); adding one also needs 'addVouchers'.
// Gift vouchers need the Gifts feature.
const VOUCHERS: RouteAccess = { sections: ['vouchers'] };
const VOUCHERS_WRITE: RouteAccess = { sections: ['vouchers'], write: true };

// Audience (spec section 6): content managers have none; analysts read customer details and accesses only; customer
// support may not erase customers. Accesses are changed under the 'accesses' area, which analysts only read.
const AUDIENCE: RouteAccess = { sections: ['audience'] };
const CUSTOMER_WRITE: RouteAccess = { sections: ['audience', 'customerDetails'], write: true };
const ACCESS_WRITE: RouteAccess = { sections: ['audience', 'accesses'], write: true };
const TRANSACTIONS: RouteAccess = { sections: ['transactions'] };
// Bulk access needs the Access area and the BulkAccessManagement feature; uploading changes accesses.
const BULK: RouteAccess = { sections: ['assetAccess'], feature: 'BulkAccessManagement' };
const BULK_WRITE: RouteAccess = { sections: ['assetAccess', 'accesses'], write: true, feature: 'BulkAccessManagement' };

// Related accounts (spec section 6): the relate section, the Activate Relate feature and the master role activated.
const RELATE: RouteAccess = { sections: ['relate'], feature: 'Activate Relate', rule: 'manageFollowers' };
const RELATE_WRITE: RouteAccess = { ...RELATE, write: true };
const ORGANISATION: RouteAccess = { sections: ['organisation'] };
const ORGANISATION_WRITE: RouteAccess = { sections: ['organisation'], write: true };
// The payment setup: the billing plan section (closed to content managers, analysts and customer support). Writes
// also need a merchant or master that does not inherit its setup (lib/billingScope.ts mayChangeSetup).
const BILLING: RouteAccess = { sections: ['billingPlan'] };
const BILLING_WRITE: RouteAccess = { sections: ['billingPlan'], write: true };
const STRIPE_CONNECT_WRITE: RouteAccess = { ...BILLING_WRITE, feature: 'StripeConnectIntegration' };
// Mail templates: the email templates section (closed to analysts and customer support) and the EmailTemplatesEditor
// feature; a follower inheriting its master's templates reads them only (routes/mailTemplates.ts).
const MAIL_TEMPLATES: RouteAccess = { sections: ['emailTemplates'], feature: 'EmailTemplatesEditor' };
const MAIL_TEMPLATES_WRITE: RouteAccess = { ...MAIL_TEMPLATES, write: true };
// Webhooks (spec section 6): the webhooks section, disabled for content managers and analysts (and by the account flag).
const WEBHOOKS: RouteAccess = { sections: ['webhooks'] };
const WEBHOOKS_WRITE: RouteAccess = { sections: ['webhooks'], write: true };

// The Auth settings (spec section 6: read-only for customer support, closed to analysts with the settings area).
const SOCIAL: RouteAccess = { sections: ['settings', 'socialAuth'] };
const SOCIAL_WRITE: RouteAccess = { ...SOCIAL, write: true };
const OAUTH: RouteAccess = { sections: ['settings', 'oauthSso'] };
const OAUTH_WRITE: RouteAccess = { ...OAUTH, write: true };
const SESSIONS: RouteAccess = { sections: ['settings', 'concurrentSessions'] };
const SESSIONS_WRITE: RouteAccess = { ...SESSIONS, write: true };
const CUSTOM_FIELDS: RouteAccess = { sections: ['settings', 'customFields'] };
const CUSTOM_FIELDS_WRITE: RouteAccess = { ...CUSTOM_FIELDS, write: true };
// Branding themes, the same way; a new theme also needs 'addBrandingThemes' (closed to customer support, and by the
// account flag). Images are uploaded for a new theme or a change to one, so they need the writable section only.
const BRANDING: RouteAccess = { sections: ['settings', 'brandingThemes'] };
const BRANDING_WRITE: RouteAccess = { ...BRANDING, write: true };
const BRANDING_ADD: RouteAccess = { sections: ['settings', 'brandingThemes', 'addBrandingThemes'], write: true };
// Integrations (spec section 6): in-app stores read-only for customer support; PayPal also needs its feature.
const IN_APP: RouteAccess = { sections: ['settings', 'inAppIntegrations'] };
const IN_APP_WRITE: RouteAccess = { ...IN_APP, write: true };
// The third-party integrations: the spec names no area of their own, so the settings area (no role reads it only).
const THIRD_PARTY: RouteAccess = { sections: ['settings'] };
// LiveLike (feature LivelikeIntegration): its account in the settings area, the chat rooms of live assets with the assets.
const LIVELIKE: RouteAccess = { sections: ['settings'], feature: 'LivelikeIntegration' };
const CHAT_ROOMS: RouteAccess = { sections: ['assets'], feature: 'LivelikeIntegration' };
const CHAT_ROOMS_WRITE: RouteAccess = { ...CHAT_ROOMS, write: true };
// Health: the settings area; a check of a video platform also needs its area, of an in-app store or PayPal the in-app
// area (a read: customer support may check).
const healthCheckSections = (request: FastifyRequest): readonly RestrictionKey[] => {
  const integration = (request.params as { integration?: string }).integration ?? '';
  return isThirdParty(integration) ? ['settings'] : isSyncPlatform(integration) ? ['settings', 'videoPlatformIntegrations'] : ['settings', 'inAppIntegrations'];
};
const externalAccountSections = (request: FastifyRequest): readonly RestrictionKey[] =>
  isThirdParty((request.params as { ovpName?: string }).ovpName ?? '') ? ['settings'] : ['settings', 'videoPlatformIntegrations'];

export const ROUTE_ACCESS: Readonly<Record<string, RouteAccess>> = {
  // Sign-in, registration, activation, password reset and the signup captcha are open to everyone.
  'POST /accounts/authenticate': PUBLIC,
  'POST /accounts': PUBLIC,
  'PUT /accounts/activate/:code': PUBLIC,
  'POST /accounts/activate': PUBLIC,
  'POST /accounts/forgot-password': PUBLIC,
  'PUT /accounts/forgot-password/:token': PUBLIC,
  'GET /captcha': PUBLIC,
  // Uploaded images are served to anyone with their unguessable URL, as a CDN serves a paywall's images.
  'GET /images/assets/:owner/:file': PUBLIC,
  // A signed, expiring link is the credential of a report file, as with a presigned storage URL.
  'GET /v2/reporting/files/:token': PUBLIC,
  // The same for an access codes upload (a signed, expiring address), a file of refused rows, and the template file.
  'PUT /uploads/codes/:token': PUBLIC,
  'GET /files/codes/failed/:token': PUBLIC,
  'GET /files/templates/:template': PUBLIC,
  'GET /files/codes/reports/:token': PUBLIC,
  'GET /files/ovp/thumbnails/:file': PUBLIC,
  // The Panopto session chooser's page and postback: its one-time token is the authority, as Panopto's embed's is.
  'GET /ovps/panopto/chooser/:token': PUBLIC,
  'POST /ovps/panopto/chooser/:token': PUBLIC,
  // What a paywall on the merchant's site reads without a token (GUIDE section 3).
  'GET /accounts/register-fields/:merchant_uuid': PUBLIC,
  'GET /items/:merchant_uuid/:id': PUBLIC,
  // The paywall's age check: a customer's paywall session (not a console token) is its credential.
  'POST /accounts/age-verification': PUBLIC,
  'GET /branding/paywall/:merchant_uuid/:branding_id': PUBLIC,

  // The Auth settings: social sign-in, OAuth applications and SSO domains, simultaneous logins, custom fields.
  'PUT /accounts/social': SOCIAL_WRITE,
  'PUT /accounts/social/setup': SOCIAL_WRITE,
  'DELETE /accounts/social/:type': SOCIAL_WRITE,
  'GET /accounts/applications': OAUTH,
  'POST /accounts/applications': OAUTH_WRITE,
  'PUT /accounts/applications/:id': OAUTH_WRITE,
  'PUT /accounts/applications/:id/secret': OAUTH_WRITE,
  'GET /accounts/domains': OAUTH,
  'PUT /accounts/domains': OAUTH_WRITE,
  'GET /accounts/concurrent-sessions': SESSIONS,
  'PUT /accounts/concurrent-sessions': SESSIONS_WRITE,
  'DELETE /accounts/concurrent-sessions': SESSIONS_WRITE,
  'GET /accounts/custom-fields/:tenant_uuid': CUSTOM_FIELDS,
  'POST /accounts/custom-fields': CUSTOM_FIELDS_WRITE,
  'PUT /accounts/custom-fields/:id': CUSTOM_FIELDS_WRITE,
  'DELETE /accounts/custom-fields/:id': CUSTOM_FIELDS_WRITE,

  // Paywall branding themes (catalogue 7.12).
  'GET /v2/branding/paywall/:tenant_uuid': BRANDING,
  'GET /v2/branding/paywall/:tenant_uuid/:id': BRANDING,
  'POST /v2/branding/paywall': BRANDING_ADD,
  'PUT /v2/branding/paywall/:id': BRANDING_WRITE,
  'DELETE /v2/branding/paywall/:id': BRANDING_WRITE,
  'POST /v2/branding/paywall/images/cover': BRANDING_WRITE,
  'POST /v2/branding/paywall/images/logo': BRANDING_WRITE,

  // The signed-in account itself, whatever its roles.
  'GET /accounts': SIGNED_IN,
  'PUT /accounts': SIGNED_IN,
  'GET /accounts/logout': SIGNED_IN,
  'POST /accounts/change-password': SIGNED_IN,
  'GET /features': SIGNED_IN,
  'GET /realtime/credentials': SIGNED_IN,

  // Impersonation: staff "Login as" a merchant; customer impersonation is for staff and masters (checked inside, with
  // the caller's password); the customer side of it reads its own token.
  'POST /v2/admin/merchants/:id/login-as': { platform: true },
  'POST /v2/accounts/impersonate': SIGNED_IN,
  'GET /v2/accounts/impersonate/session': PUBLIC,
  // The staff activity log (beyond the spec).
  'GET /v2/admin/activity': { platform: true },
  'GET /v2/admin/activity/export': { platform: true },
  'GET /v2/admin/activity/facets': { platform: true },

  // The dashboard's figures: the analytics section.
  'GET /v2/reporting/report-information': ANALYTICS,
  'GET /v2/reporting/revenue-per-currency': ANALYTICS,
  'GET /v2/reporting/histograms': ANALYTICS,
  'GET /v2/reporting/countries': ANALYTICS,
  'GET /v2/reporting/subscriptions/analytics': ANALYTICS,
  'GET /v2/reporting/accounting/analytics': ANALYTICS,
  'GET /v2/reporting/unique-customers': ANALYTICS,
  'GET /v2/reporting/registrations': ANALYTICS,
  // The admin dashboard's platform figures.
  'GET /v2/reporting/platform-information': { platform: true },
  // The admin console's merchants: list, details, features, master role, clients, Stripe Connect approval.
  'GET /accounts/merchants': { platform: true },
  'GET /accounts/merchants/:id': { platform: true },
  'GET /accounts/merchants/:id/features': { platform: true },
  'PUT /accounts/merchants/:id/features': { platform: true },
  'PUT /accounts/merchants/:id/roles/:roleId': { platform: true },
  'DELETE /accounts/merchants/:id/roles/:roleId': { platform: true },
  // The organisation and its members: the organisation section (closed to the staff roles).
  'GET /organisations': ORGANISATION,
  'POST /organisations': ORGANISATION_WRITE,
  'GET /organisations/:org_id/members': ORGANISATION,
  'POST /organisations/:org_id/members': ORGANISATION_WRITE,
  'PUT /organisations/:org_id/members/:account_id': ORGANISATION_WRITE,
  'DELETE /organisations/:org_id/members/:account_id': ORGANISATION_WRITE,
  // An agency's related accounts: an activated master, the relate section open, the 'Activate Relate' feature.
  'GET /accounts/followers': RELATE,
  'POST /accounts/followers': RELATE_WRITE,
  'PUT /accounts/followers': RELATE_WRITE,
  'DELETE /accounts/followers/:follower_id': RELATE_WRITE,
  'POST /accounts/followers/:follower_id/login': RELATE,
  'GET /accounts/followers/search': RELATE,
  'GET /accounts/merchants/:id/clients': { platform: true },
  'POST /v2/payments/approved-for-connect': { platform: true },
  // Platform staff's lists across every merchant or one (merchantID), with a payment's refund by staff.
  'GET /v2/admin/customers': { platform: true },
  'GET /v2/admin/customers/export': { platform: true },
  'GET /v2/admin/customers/:id': { platform: true },
  'GET /v2/admin/accounting/transactions': { platform: true },
  'GET /v2/admin/accounting/transactions/export': { platform: true },
  'GET /v2/admin/accounting/transactions/:trxToken': { platform: true },
  'POST /v2/admin/accounting/transactions/refund': { platform: true },
  'GET /v2/admin/subscriptions': { platform: true },
  'GET /v2/admin/subscriptions/:subscriptionId': { platform: true },
  'GET /v2/admin/accesses': { platform: true },
  // The admin mailing list and missing transactions: platform staff only; the signed upload address and the file
  // links carry their own token as the credential.
  'GET /v2/mailing-list': { platform: true },
  'POST /v2/mailing-list': { platform: true },
  'PUT /v2/mailing-list': { platform: true },
  'GET /v2/accounting/transactions/import': { platform: true },
  'GET /v2/accounting/transactions/import/signed-url': { platform: true },
  'POST /v2/accounting/transactions/import': { platform: true },
  'GET /v2/accounting/transactions/import/:x': { platform: true },
  'PUT /uploads/transactions/:token': PUBLIC,
  'GET /files/transactions/:token': PUBLIC,

  // Transactions: the payments list.
  'GET /v2/accounting/transactions': { sections: ['transactions'] },
  'GET /v2/accounting/transactions/export': { sections: ['transactions'] },

  // Saved views of a list's filter: every user keeps their own.
  'GET /v2/saved-views': SIGNED_IN,
  'POST /v2/saved-views': SIGNED_IN,
  'DELETE /v2/saved-views/:id': SIGNED_IN,

  // Content: the assets section (disabled for analysts, read-only for customer support); changes are writes.
  'GET /items/access-types': ASSETS,
  'GET /items/collection': ASSETS,
  'POST /v2/items': ASSETS_WRITE,
  'GET /v2/items/:tenantUuid/:id': ASSETS,
  'PATCH /v2/items/:id': ASSETS_WRITE,
  'PUT /v2/items/:id/event_details': ASSETS_WRITE,
  'DELETE /v2/items/:item_id': ASSETS_WRITE,
  // Catalogue 7.1's legacy create and delete, served by the v2 code.
  'POST /items/asset': ASSETS_WRITE,
  'DELETE /items/:id': ASSETS_WRITE,
  'DELETE /v2/items/:id/metadata': ASSETS_WRITE,
  'PUT /items/reactivate-item/:id': ASSETS_WRITE,
  'POST /images/assets': ASSETS_WRITE,
  // Any signed-in account changes its own avatar.
  'POST /accounts/avatar': SIGNED_IN,
  'GET /v2/items/templates': ASSETS,
  'POST /v2/items/templates': ASSETS_WRITE,
  'GET /v2/items/templates/:template_id': ASSETS,
  'PATCH /v2/items/templates/:template_id': ASSETS_WRITE,
  'DELETE /v2/items/templates/:template_id': ASSETS_WRITE,
  'POST /v2/items/templates/:template_id/prices': ASSETS_WRITE,
  'PUT /v2/items/templates/:template_id/prices/:price_id': ASSETS_WRITE,
  'DELETE /v2/items/templates/:template_id/prices/:price_id': ASSETS_WRITE,
  'DELETE /v2/items/templates/:template_id/metadata': ASSETS_WRITE,
  'PUT /v2/items/templates/:template_id/event_details': ASSETS_WRITE,
  'POST /v2/items/templates/:template_id/restrictions': ASSETS_WRITE,
  'DELETE /v2/items/templates/:template_id/restrictions/:restriction_id': ASSETS_WRITE,
  'GET /v2/items/packages/:tenantUuid': ASSETS,
  'POST /v2/items/packages': ASSETS_WRITE,
  'GET /v2/items/packages/:tenantUuid/:id': ASSETS,
  'PATCH /v2/items/packages/:id': ASSETS_WRITE,
  'DELETE /v2/items/packages/:id': ASSETS_WRITE,
  'PUT /v2/items/packages/:id/reactivate': ASSETS_WRITE,
  'GET /v2/items/packages/:id/items': ASSETS,
  'PATCH /v2/items/packages/:id/items': ASSETS_WRITE,
  'PUT /v2/items/packages/:id/items': ASSETS_WRITE,
  'DELETE /v2/items/packages/:id/items': ASSETS_WRITE,
  'GET /v2/items/:item_id/donations': { ...DONATIONS, paywall: true },
  'POST /v2/items/:item_id/donations': DONATIONS_WRITE,
  'PATCH /v2/items/:item_id/donations/options': DONATIONS_WRITE,
  'PATCH /v2/items/:item_id/donations/:donation_id': DONATIONS_WRITE,
  'DELETE /v2/items/:item_id/donations/:donation_id': DONATIONS_WRITE,
  'GET /v2/items/:id/access-fees': { ...ASSETS, paywall: true },
  'POST /v2/items/:id/access-fees': ASSETS_WRITE,
  'PUT /v2/items/:id/access-fees/:feeId': ASSETS_WRITE,
  'DELETE /v2/items/:id/access-fees/:feeId': ASSETS_WRITE,
  'GET /v2/items/:id/access-fees/:fee_id/phases': ASSETS,
  'POST /v2/items/:id/access-fees/:fee_id/phases': ASSETS_WRITE,
  'PATCH /v2/items/:id/access-fees/:fee_id/phases/:phase_id': ASSETS_WRITE,

  // The merchant's payment providers, read by the fee forms (an in-app store's product id per fee).
  'GET /v2/payments/providers': ASSETS,

  // The payment setup (catalogue 7.9): methods and gateways, fees, Stripe Connect, the bank statement.
  'GET /v2/payments/methods': BILLING,
  'POST /v2/payments/merchant-setup': BILLING_WRITE,
  'DELETE /v2/payments/methods/:id': BILLING_WRITE,
  'POST /v2/payments/providers': BILLING_WRITE,
  'GET /v2/payments/fees/default': BILLING,
  'GET /v2/payments/fees/:id': BILLING,
  'POST /v2/payments/fees': BILLING_WRITE,
  'PUT /v2/payments/fees/:id': BILLING_WRITE,
  'POST /v2/payments/stripe/request': STRIPE_CONNECT_WRITE,
  'POST /v2/payments/stripe/connect': STRIPE_CONNECT_WRITE,
  'POST /v2/payments/stripe/disconnect/:id': STRIPE_CONNECT_WRITE,
  'POST /v2/payments/bank-statement': BILLING_WRITE,
  'DELETE /v2/payments/bank-statement': BILLING_WRITE,
  'GET /v2/mail-templates': MAIL_TEMPLATES,
  'POST /v2/mail-templates': MAIL_TEMPLATES_WRITE,
  'PATCH /v2/mail-templates': MAIL_TEMPLATES_WRITE,
  'PUT /v2/mail-templates/:id': MAIL_TEMPLATES_WRITE,
  'DELETE /v2/mail-templates/:id': MAIL_TEMPLATES_WRITE,

  // Access codes: part of an asset (a signed upload address is handed out only to those who may write).
  'GET /items/access/codes/item/:itemId': ASSETS,
  'POST /items/access/codes/create': ASSETS_WRITE,
  'PATCH /items/access/codes/:codeId': ASSETS_WRITE,
  'PATCH /items/access/codes/:itemId/bulk': ASSETS_WRITE,
  'GET /items/access/codes/:codeId/sessions': ASSETS,
  'DELETE /items/access/codes/:codeId/:browserFingerprint/merchant': ASSETS_WRITE,
  'GET /v2/items/bulk/template/:template': ASSETS,
  'GET /items/access/codes/item/:itemId/signed-url': ASSETS_WRITE,
  'POST /items/access/codes/item/:itemId/upload': ASSETS_WRITE,
  'GET /items/access/codes/bulk/failed/list': ASSETS,
  'GET /items/access/codes/bulk/failed/download/:file_name': ASSETS,
  // The codes report is a report: it needs 'allReports' too (disabled for customer support).
  'POST /v2/reporting/report/access-codes': { sections: ['assets', 'allReports'], write: true },
  'GET /v2/reporting/reports/:type/access-codes': { sections: ['assets', 'allReports'] },
  'GET /v2/reporting/download/access-codes/:filename': { sections: ['assets', 'allReports'] },

  // Video platforms: connecting one is a settings change (read-only for customer support); listing its library is
  // part of the settings area too; a sync creates assets, so it needs the assets area as well.
  // An external account is a video platform's (read-only for customer support) or a third-party service's (settings).
  'GET /external-accounts/:ovpName': { sections: externalAccountSections },
  'POST /external-accounts/:ovpName': { sections: externalAccountSections, write: true },
  'DELETE /external-accounts/:ovpName': { sections: externalAccountSections, write: true },
  'GET /ovps/:type/videos': { sections: ['settings', 'videoPlatformIntegrations'] },
  'GET /ovps/:type/video': { sections: ['settings', 'videoPlatformIntegrations'] },
  'GET /ovps/jwplayer/players': { sections: ['settings', 'videoPlatformIntegrations'] },
  'GET /ovps/panopto/session-chooser': { sections: ['settings', 'videoPlatformIntegrations', 'assets'], write: true },
  'POST /ovps/sync': { sections: ['settings', 'videoPlatformIntegrations', 'assets'], write: true },
  'POST /ovps/sync/check-status': { sections: ['settings', 'videoPlatformIntegrations'] },
  // The linked IVS account's livestream channels (catalogue 7.11; issue 23).
  'GET /v2/ovps/ivs/channels': { sections: ['settings', 'videoPlatformIntegrations'] },
  'POST /v2/ovps/ivs/channels': { sections: ['settings', 'videoPlatformIntegrations'], write: true },
  'PUT /v2/ovps/ivs/channels': { sections: ['settings', 'videoPlatformIntegrations'], write: true },
  'GET /v2/ovps/ivs/channel': { sections: ['settings', 'videoPlatformIntegrations'] },
  // The in-app stores' keys and PayPal's (catalogue 7.11; issue 23).
  'GET /v2/hooks/google-in-app/setup': IN_APP,
  'POST /v2/hooks/google-in-app/setup': IN_APP_WRITE,
  'PUT /v2/hooks/google-in-app/setup': IN_APP_WRITE,
  'GET /v2/payments/providers/metadata': IN_APP,
  'PUT /v2/payments/providers/metadata': { ...IN_APP_WRITE, feature: 'ExternalPaypalIntegration' },
  'GET /v2/payments/in-app/:id': IN_APP,
  'PUT /v2/payments/in-app/:id': IN_APP_WRITE,
  'GET /v2/eventbrite/organizations': THIRD_PARTY,
  'GET /v2/eventbrite/videos': THIRD_PARTY,
  'GET /v2/integrations/health': THIRD_PARTY,
  'POST /v2/integrations/:integration/check': { sections: healthCheckSections },
  'POST /v2/items/livelike/account': LIVELIKE,
  'DELETE /v2/items/livelike/account': LIVELIKE,
  'GET /v2/items/livelike/:resource': CHAT_ROOMS,
  'POST /v2/items/livelike/chatrooms': CHAT_ROOMS_WRITE,
  'PATCH /v2/items/livelike/chatrooms': CHAT_ROOMS_WRITE,
  'GET /v2/items/livelike/chatroom/:chatroomId': CHAT_ROOMS,
  'DELETE /v2/items/livelike/:itemId/:resourceId': CHAT_ROOMS_WRITE,

  // RSS feeds: read for an RSS asset, part of the assets area.
  'GET /rss/fetch': ASSETS,
  'GET /rss/feed/:id/content': ASSETS,

  // Restrictions.
  'GET /restrictions/country-sets': GEO,
  'POST /restrictions/country-sets': GEO_WRITE,
  'GET /restrictions/country-sets/:country_set_id': GEO,
  'PUT /restrictions/country-sets/:country_set_id': GEO_WRITE,
  'DELETE /restrictions/country-sets/:country_set_id': GEO_WRITE,
  'GET /restrictions/items/:item_id/country-set': ASSET_GEO,
  'POST /restrictions/items/:item_id/country-set': ASSET_GEO_WRITE,
  'PUT /restrictions/items/:item_id/country-set': ASSET_GEO_WRITE,
  'DELETE /restrictions/items/:item_id/country-set': ASSET_GEO_WRITE,
  'GET /restrictions/items/:item_id/domains': ASSET_DOMAINS,
  'PUT /restrictions/items/:item_id/domains': ASSET_DOMAINS_WRITE,
  'DELETE /restrictions/items/:item_id/domains': ASSET_DOMAINS_WRITE,
  'GET /restrictions/items/:item_id/age': ASSET_AGE,
  'POST /restrictions/items/:item_id/age': ASSET_AGE_WRITE,
  'DELETE /restrictions/items/:item_id/age': ASSET_AGE_WRITE,
  'GET /restrictions/domains': DOMAINS,
  'POST /restrictions/domains/:type': DOMAINS_WRITE,
  'DELETE /restrictions/domains': DOMAINS_WRITE,
  'GET /restrictions/age/enabled/:tenant_uuid': AGE,
  'GET /restrictions/age': AGE,
  'POST /restrictions/age': AGE_WRITE,
  'DELETE /restrictions/age': AGE_WRITE,
  'GET /restrictions/settings/:merchant_uuid': { ...AGE_SETTINGS, paywall: true },
  'PATCH /restrictions/settings/:merchant_uuid': AGE_SETTINGS_WRITE,
  'GET /restrictions/impact': { sections: ['analytics'] },

  // The report engine: 'allReports' and the section of the report type; changes are writes.
  'GET /v2/reporting/reports/:type/fields': { sections: reportSections },
  'GET /v2/reporting/reports/:type': { sections: reportSections },
  'POST /v2/reporting/reports/:type': { sections: reportSections, write: true },
  'PUT /v2/reporting/reports/:type': { sections: reportSections, write: true },
  'DELETE /v2/reporting/reports/:type/:filename': { sections: reportSections, write: true },
  'GET /v2/reporting/download/:type/:filename': { sections: reportSections },
  'GET /v2/reporting/scheduled/:type': { sections: reportSections },
  'POST /v2/reporting/scheduled/:type': { sections: reportSections, write: true },
  // The path names no type: the handler also checks the section of the stored report's type.
  'POST /v2/reporting/scheduled/:report_id/delete': { sections: ['allReports'], write: true },
  // The unique-audience report (catalogue 7.10) lists who reached an asset: the access reports' sections, so analysts
  // have it and content managers and customer support (no reports) do not.
  'POST /v2/reporting/unique-audience': { sections: reportTypeSections('access'), write: true },
  'GET /v2/reporting/unique-audience': { sections: reportTypeSections('access') },
  'GET /v2/reporting/unique-audience/:file_name': { sections: reportTypeSections('access') },
  'GET /v2/vouchers': VOUCHERS,
  'GET /v2/vouchers/gifts': { sections: ['vouchers'], feature: 'Gifts' },
  'POST /v2/vouchers': { sections: ['vouchers', 'addVouchers'], write: true },
  'GET /v2/vouchers/:id': VOUCHERS,
  'PATCH /v2/vouchers/:id': VOUCHERS_WRITE,
  'DELETE /v2/vouchers/:id': VOUCHERS_WRITE,
  'GET /v2/vouchers/:id/rules': VOUCHERS,
  'POST /v2/vouchers/:id/rules/:ruleType': VOUCHERS_WRITE,
  'DELETE /v2/vouchers/:id/rules/:ruleId': VOUCHERS_WRITE,
  'DELETE /v2/vouchers/:id/rules/type/:ruleType': VOUCHERS_WRITE,
  'GET /v2/vouchers/:id/access-types': VOUCHERS,
  'GET /v2/vouchers/:id/emails': VOUCHERS,
  'PATCH /v2/vouchers/:id/items/:itemId/access-fees': VOUCHERS_WRITE,
  'DELETE /v2/vouchers/:id/items/:itemId/access-fees': VOUCHERS_WRITE,
  'DELETE /v2/vouchers/:id/items/:itemId': VOUCHERS_WRITE,
  'GET /v2/vouchers/bulk/template/:template': VOUCHERS,
  'GET /v2/vouchers/:id/emails/signed-url': VOUCHERS_WRITE,
  'POST /v2/vouchers/bulk/emails': VOUCHERS_WRITE,
  'GET /v2/vouchers/bulk/failed/list': VOUCHERS,
  'GET /v2/vouchers/bulk/failed/download/:file_name': VOUCHERS,
  // Audience: customers, their accesses and the entitlement explainer.
  'GET /v2/customers': AUDIENCE,
  'GET /v2/customers/export': AUDIENCE,
  // Segmentation (and its reports) is disabled for customer support; the figures are analytics.
  'GET /v2/customers/interactions': { sections: ['audience', 'segmentation'] },
  'GET /v2/customers/interactions/export': { sections: ['audience', 'segmentationReports'] },
  'GET /v2/customers/interactions/bands': { sections: ['audience', 'segmentationReports'] },
  'GET /v2/customers/:id/probability': { sections: ['audience', 'segmentation'] },
  'GET /v2/customers/:id': AUDIENCE,
  'GET /v2/customers/:id/activity': AUDIENCE,
  'GET /v2/customers/:id/entitlements/:itemId': AUDIENCE,
  'PUT /v2/customers/:id/metadata': CUSTOMER_WRITE,
  'PUT /v2/customers/:id/reset-password': CUSTOMER_WRITE,
  'POST /v2/customers/:id/export': CUSTOMER_WRITE,
  'DELETE /v2/customers/:id/active': { sections: ['audience', 'deactivateCustomers'], write: true },
  'PUT /v2/customers/:id/active': { sections: ['audience', 'deactivateCustomers'], write: true },
  'DELETE /v2/customers/:id': { sections: ['audience', 'deleteCustomers'], write: true },
  'GET /items/access': AUDIENCE,
  'POST /items/access': ACCESS_WRITE,
  'PUT /items/access': ACCESS_WRITE,
  'DELETE /items/access/:id': ACCESS_WRITE,
  // Transactions: payment details and refunds, subscriptions and their cancelation (read-only payments and
  // subscriptions for analysts).
  'GET /v2/accounting/transactions/:id': TRANSACTIONS,
  'POST /v2/accounting/transactions/refund': { sections: ['transactions', 'payments'], write: true },
  'GET /v2/subscriptions': TRANSACTIONS,
  'GET /v2/subscriptions/:id': TRANSACTIONS,
  // The transactions screens' analytics figures need the analytics area too (customer support has none).
  'GET /v2/reporting/subscriptions/status/:groupBy': { sections: ['transactions', 'analytics'] },
  'GET /v2/reporting/subscriptions': { sections: ['transactions', 'analytics'] },
  'GET /v2/reporting/subscriptions/countries': { sections: ['transactions', 'analytics'] },
  'GET /v2/reporting/payments/asset-countries': { sections: ['transactions', 'analytics'] },
  'GET /v2/reporting/payments/method-countries': { sections: ['transactions', 'analytics'] },
  'GET /v2/subscriptions/cancel/:token': { sections: ['transactions', 'subscriptions'], write: true },
  // The global search answers from the sections the caller's role opens (checked inside).
  'GET /v2/search': SIGNED_IN,
  'GET /items/access/bulk/template/:action': BULK,
  'POST /items/access/bulk/:action': BULK_WRITE,
  'GET /items/access/bulk/failed/:action': BULK,
  'GET /items/access/bulk/failed/:action/download/:file_name': BULK,
  // A merchant's commercials and the commercial reports: platform staff only (catalogue 7.9, 7.10).
  'GET /v2/accounting/revenue-setup': { platform: true },
  'PATCH /v2/accounting/revenue-setup/:merchant_id': { platform: true },
  'GET /v2/accounting/recurring-fees': { platform: true },
  'POST /v2/accounting/recurring-fees': { platform: true },
  'GET /v2/accounting/non-recurring-fees': { platform: true },
  'POST /v2/accounting/non-recurring-fees': { platform: true },
  'DELETE /v2/accounting/non-recurring-fees/:id': { platform: true },
  'GET /v2/accounting/access-fee-types': { platform: true },
  'POST /v2/accounting/access-fee-types': { platform: true },
  'POST /v2/reporting/commercial-reports/:type': { platform: true },
  'GET /v2/reporting/commercial-reports': { platform: true },
  'GET /v2/reporting/commercial-reports/:id/download': { platform: true },
  'DELETE /v2/reporting/commercial-reports/:id': { platform: true },
  // A merchant's webhooks and their delivery log (catalogue 7.13; issue 22 P4).
  'GET /webhooks': WEBHOOKS,
  'POST /webhooks': WEBHOOKS_WRITE,
  'DELETE /webhooks': WEBHOOKS_WRITE,
  'GET /webhooks/:id': WEBHOOKS,
  'PUT /webhooks/:id': WEBHOOKS_WRITE,
  'DELETE /webhooks/:id': WEBHOOKS_WRITE,
  'GET /webhooks/:id/attempts': WEBHOOKS,
  'GET /webhooks/:id/attempts/:attempt_id': WEBHOOKS,
  'POST /webhooks/:id/deliveries/:delivery_id/resend': WEBHOOKS_WRITE,
  'POST /webhooks/:id/test': WEBHOOKS_WRITE,
};

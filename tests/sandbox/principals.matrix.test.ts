/**
 * Every route of the API × every kind of principal, with the answer each must get, stated literally (spec section 6;
 * the access table is sandbox/src/routes/access.ts). A route the sandbox registers but this table lacks fails the
 * last test: a new route is added here with its expectations.
 */
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../sandbox/src/routes';
import { buildApp } from '../../sandbox/src/app';
import { stableUuid } from '../../sandbox/src/seed/stable';
import { CLIENT_ID, DEMO_PASSWORD, encodeForm, send, signIn, startApp, type TestResponse } from './helpers';

const PRINCIPALS = ['anonymous', 'owner', 'other', 'staff', 'admin', 'content', 'analyst', 'support', 'master', 'follower1', 'follower2'] as const;
type Principal = (typeof PRINCIPALS)[number];

const EMAILS: Record<Exclude<Principal, 'anonymous'>, string> = {
  owner: 'owner@sandbox.test',
  other: 'other@sandbox.test',
  staff: 'staff@sandbox.test',
  admin: 'admin@sandbox.test',
  content: 'content@sandbox.test',
  analyst: 'analyst@sandbox.test',
  support: 'support@sandbox.test',
  master: 'agency@sandbox.test',
  follower1: 'follower1@sandbox.test',
  follower2: 'follower2@sandbox.test',
};

interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  form?: Record<string, string | Record<string, string>>;
  /** A JSON body, for the calls that take one. */
  json?: unknown;
}

interface Row {
  route: string;
  /** The request, or one per principal where the sandbox would otherwise throttle a repeated one. */
  call: Call | ((principal: Principal) => Call);
  /** The status per principal, in the order of PRINCIPALS. */
  expect: readonly [number, number, number, number, number, number, number, number, number, number, number];
}

const RANGE = 'start_date=2025-01-01&end_date=2025-01-31';
const OWNER_TENANT = stableUuid('tenant:owner');
const OWNER_MERCHANT = stableUuid('merchant:owner');
const EVENT = {
  content_category: 'live',
  industry: 'Sports',
  event_name: 'Cup Final',
  web_page: 'https://example.com/final',
  event_date: '2026-06-01T18:00:00Z',
  expected_viewership: '5000',
  replay_available: '1',
  is_advertised: '0',
};
const SCHEDULE = { report_name: 'Monthly payments', start_date_resolution: 'month', start_date_resolution_before: '1', scheduled_at: '4102444800' };
const FEE = { access_type_id: '1', amount: '4.99', currency: 'EUR' };
const PHASE = { season_price: '10', currency: 'EUR', starts_at: '2026-01-01T00:00:00Z', expires_at: '2026-02-01T00:00:00Z' };

// anonymous, owner, other, staff, admin, content, analyst, support, master, follower1, follower2
const MATRIX: readonly Row[] = [
  // Public: the same answer with or without a token.
  { route: 'POST /accounts/authenticate', call: { method: 'POST', url: '/accounts/authenticate', form: { grant_type: 'password', username: 'owner@sandbox.test', password: DEMO_PASSWORD, client_id: CLIENT_ID } }, expect: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /accounts', call: { method: 'POST', url: '/accounts', form: { email: 'not-an-email' } }, expect: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  { route: 'PUT /accounts/activate/:code', call: { method: 'PUT', url: '/accounts/activate/000000' }, expect: [404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },
  { route: 'POST /accounts/activate', call: (who) => ({ method: 'POST', url: '/accounts/activate', form: { email: `${who}.nobody@sandbox.test` } }), expect: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /accounts/forgot-password', call: (who) => ({ method: 'POST', url: '/accounts/forgot-password', form: { email: `${who}.nobody@sandbox.test` } }), expect: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'PUT /accounts/forgot-password/:token', call: { method: 'PUT', url: '/accounts/forgot-password/not-a-token', form: { password: 'Fresh-Passw0rd!', password_confirmation: 'Fresh-Passw0rd!' } }, expect: [404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },
  { route: 'GET /captcha', call: { method: 'GET', url: '/captcha' }, expect: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /v2/reporting/files/:token', call: { method: 'GET', url: '/v2/reporting/files/not-a-link' }, expect: [404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },

  // The signed-in account itself: every principal but the anonymous one.
  { route: 'GET /accounts', call: { method: 'GET', url: '/accounts' }, expect: [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  // Authentication comes before validation: an empty update is 401 without a token, 400 with one.
  { route: 'PUT /accounts', call: { method: 'PUT', url: '/accounts', form: {} }, expect: [401, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  { route: 'POST /accounts/change-password', call: { method: 'POST', url: '/accounts/change-password', form: {} }, expect: [401, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  { route: 'GET /features', call: { method: 'GET', url: '/features' }, expect: [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /realtime/credentials', call: { method: 'GET', url: '/realtime/credentials' }, expect: [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },

  // Analytics: disabled for content managers and customer support.
  ...['report-information', 'revenue-per-currency', 'histograms', 'countries', 'subscriptions/analytics', 'accounting/analytics', 'unique-customers', 'registrations'].map(
    (path): Row => ({ route: `GET /v2/reporting/${path}`, call: { method: 'GET', url: `/v2/reporting/${path}?${RANGE}` }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] }),
  ),
  // Naming the owner's merchant: its own staff and platform staff read it; any other merchant's token is refused.
  ...['report-information', 'revenue-per-currency', 'histograms'].map(
    (path): Row => ({ route: `GET /v2/reporting/${path}`, call: { method: 'GET', url: `/v2/reporting/${path}?${RANGE}&merchant_id=${OWNER_MERCHANT}` }, expect: [401, 200, 403, 200, 200, 403, 200, 403, 403, 403, 403] }),
  ),
  // The admin dashboard's platform figures: platform staff only.
  { route: 'GET /v2/reporting/platform-information', call: { method: 'GET', url: `/v2/reporting/platform-information?${RANGE}` }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  // The admin console's merchants: platform staff only (merchant 1 is the owner's, 5 follower2's, 6 other's). The
  // features are saved as the owner has them (all 12 on); the master role goes on and straight off again.
  { route: 'GET /accounts/merchants', call: { method: 'GET', url: '/accounts/merchants?search[]=email:owner' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'GET /accounts/merchants/:id', call: { method: 'GET', url: '/accounts/merchants/1' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'GET /accounts/merchants/:id/features', call: { method: 'GET', url: '/accounts/merchants/1/features' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'PUT /accounts/merchants/:id/features', call: { method: 'PUT', url: '/accounts/merchants/1/features', form: Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`feature_ids[${i}]`, String(i + 1)])) }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'PUT /accounts/merchants/:id/roles/:roleId', call: { method: 'PUT', url: '/accounts/merchants/5/roles/master' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'DELETE /accounts/merchants/:id/roles/:roleId', call: { method: 'DELETE', url: '/accounts/merchants/5/roles/master' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'GET /accounts/merchants/:id/clients', call: { method: 'GET', url: '/accounts/merchants/3/clients' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  // The organisation: the organisation section (closed to admin, content manager, analyst, customer support); each
  // caller reaches only its own (the owner's is 1; the others have none, so they may create one, once).
  { route: 'GET /organisations', call: { method: 'GET', url: '/organisations' }, expect: [401, 200, 404, 404, 403, 403, 403, 403, 404, 404, 404] },
  { route: 'GET /organisations/:org_id/members', call: { method: 'GET', url: '/organisations/1/members?page=1' }, expect: [401, 200, 404, 404, 403, 403, 403, 403, 404, 404, 404] },
  {
    route: 'POST /organisations/:org_id/members',
    call: { method: 'POST', url: '/organisations/1/members', form: { email: 'matrix.member@sandbox.test', role: 'analyst', full_name: 'Matrix Member' } },
    expect: [401, 201, 404, 404, 403, 403, 403, 403, 404, 404, 404],
  },
  { route: 'PUT /organisations/:org_id/members/:account_id', call: { method: 'PUT', url: '/organisations/1/members/999999', form: { role: 'analyst' } }, expect: [401, 404, 404, 404, 403, 403, 403, 403, 404, 404, 404] },
  { route: 'DELETE /organisations/:org_id/members/:account_id', call: { method: 'DELETE', url: '/organisations/1/members/999999' }, expect: [401, 404, 404, 404, 403, 403, 403, 403, 404, 404, 404] },
  { route: 'POST /organisations', call: { method: 'POST', url: '/organisations', form: { name: 'Matrix Organisation' } }, expect: [401, 409, 201, 201, 403, 403, 403, 403, 201, 201, 201] },
  // An agency's related accounts: only an activated master with the Activate Relate feature (the agency), and only its
  // own followers (follower1 is account 4 and shares its settings; 999999 is nobody's).
  { route: 'GET /accounts/followers', call: { method: 'GET', url: '/accounts/followers?page=1&size=6' }, expect: [401, 403, 403, 403, 403, 403, 403, 403, 200, 403, 403] },
  {
    route: 'POST /accounts/followers',
    call: { method: 'POST', url: '/accounts/followers', form: { full_name: 'Matrix Follower', email: 'matrix.follower@sandbox.test', company: 'Matrix Films', password: 'Matrix-Pass-2026', password_confirmation: 'Matrix-Pass-2026', 'scopes[0]': '' } },
    expect: [401, 403, 403, 403, 403, 403, 403, 403, 201, 403, 403],
  },
  { route: 'PUT /accounts/followers', call: { method: 'PUT', url: '/accounts/followers', form: { follower_id: '5', 'scopes[0]': '' } }, expect: [401, 403, 403, 403, 403, 403, 403, 403, 200, 403, 403] },
  { route: 'DELETE /accounts/followers/:follower_id', call: { method: 'DELETE', url: '/accounts/followers/999999' }, expect: [401, 403, 403, 403, 403, 403, 403, 403, 404, 403, 403] },
  { route: 'POST /accounts/followers/:follower_id/login', call: { method: 'POST', url: '/accounts/followers/4/login' }, expect: [401, 403, 403, 403, 403, 403, 403, 403, 200, 403, 403] },
  { route: 'GET /accounts/followers/search', call: { method: 'GET', url: '/accounts/followers/search?q=example' }, expect: [401, 403, 403, 403, 403, 403, 403, 403, 200, 403, 403] },
  { route: 'POST /v2/payments/approved-for-connect', call: { method: 'POST', url: '/v2/payments/approved-for-connect', form: { merchantID: '6', status: 'approve' } }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  // The admin mailing list and missing transactions: platform staff only; the signed upload address and the file links
  // are public (their token is the credential).
  { route: 'GET /v2/mailing-list', call: { method: 'GET', url: '/v2/mailing-list?page=1&limit=15&blacklisted=true&email=list' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'POST /v2/mailing-list', call: { method: 'POST', url: '/v2/mailing-list', form: { email: 'matrix@list.test', blacklisted: 'true' } }, expect: [401, 403, 403, 201, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'PUT /v2/mailing-list', call: { method: 'PUT', url: '/v2/mailing-list', form: { email: 'nobody@list.test', blacklisted: 'false' } }, expect: [401, 403, 403, 404, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'GET /v2/accounting/transactions/import', call: { method: 'GET', url: '/v2/accounting/transactions/import?section=payments&page=1' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'GET /v2/accounting/transactions/import/signed-url', call: { method: 'GET', url: '/v2/accounting/transactions/import/signed-url?section=payments' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'POST /v2/accounting/transactions/import', call: { method: 'POST', url: '/v2/accounting/transactions/import', form: { file_name: 'missing.csv' } }, expect: [401, 403, 403, 404, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'GET /v2/accounting/transactions/import/:x', call: { method: 'GET', url: '/v2/accounting/transactions/import/template:download' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'PUT /uploads/transactions/:token', call: { method: 'PUT', url: '/uploads/transactions/not-a-token', form: {} }, expect: [400, 400, 400, 400, 400, 400, 400, 400, 400, 400, 400] },
  { route: 'GET /files/transactions/:token', call: { method: 'GET', url: '/files/transactions/missing-transactions-template.csv' }, expect: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },

  // Transactions: disabled for content managers (customer support keeps them: spec section 6 does not disable them).
  { route: 'GET /v2/accounting/transactions', call: { method: 'GET', url: '/v2/accounting/transactions' }, expect: [401, 200, 200, 200, 200, 403, 200, 200, 200, 200, 200] },
  { route: 'GET /v2/accounting/transactions/export', call: { method: 'GET', url: `/v2/accounting/transactions/export?type=refund&${RANGE}` }, expect: [401, 200, 200, 200, 200, 403, 200, 200, 200, 200, 200] },

  // Saved views: every signed-in user keeps their own (a view id of another user is as good as missing).
  { route: 'GET /v2/saved-views', call: { method: 'GET', url: '/v2/saved-views?list=payments' }, expect: [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'POST /v2/saved-views', call: (who) => ({ method: 'POST', url: '/v2/saved-views', form: { list: 'payments', name: `${who} refunds`, query: 'type=refund' } }), expect: [401, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201] },
  { route: 'DELETE /v2/saved-views/:id', call: { method: 'DELETE', url: '/v2/saved-views/999999' }, expect: [401, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },

  // Content: disabled for analysts; read-only for customer support. Asset 1 is the owner's; 999999 is nobody's. An asset of
  // another merchant is as good as missing (404), and naming another merchant's tenant is refused (403).
  { route: 'GET /items/access-types', call: { method: 'GET', url: '/items/access-types' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'GET /items/collection', call: { method: 'GET', url: '/items/collection?page=1&limit=15&is_active=true' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'POST /v2/items', call: (who) => ({ method: 'POST', url: '/v2/items', form: { item_type: 'video', title: `Matrix asset of ${who}`, event_type: 'vod' } }), expect: [401, 201, 201, 201, 201, 201, 403, 403, 201, 201, 201] },
  { route: 'GET /v2/items/:tenantUuid/:id', call: { method: 'GET', url: `/v2/items/${OWNER_TENANT}/1` }, expect: [401, 200, 403, 200, 200, 200, 403, 200, 403, 403, 403] },
  { route: 'PATCH /v2/items/:id', call: { method: 'PATCH', url: '/v2/items/1', form: { source: 'matrix' } }, expect: [401, 200, 404, 404, 200, 200, 403, 403, 404, 404, 404] },
  { route: 'PUT /v2/items/:id/event_details', call: { method: 'PUT', url: '/v2/items/1/event_details', form: EVENT }, expect: [401, 200, 404, 404, 200, 200, 403, 403, 404, 404, 404] },
  { route: 'DELETE /v2/items/:item_id', call: { method: 'DELETE', url: '/v2/items/999999' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'POST /items/asset', call: (who) => ({ method: 'POST', url: '/items/asset', form: { item_type: 'video', title: `Legacy asset of ${who}`, event_type: 'vod' } }), expect: [401, 201, 201, 201, 201, 201, 403, 403, 201, 201, 201] },
  { route: 'DELETE /items/:id', call: { method: 'DELETE', url: '/items/999999' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /v2/items/:id/metadata', call: { method: 'DELETE', url: '/v2/items/999999/metadata', form: { 'keys[0]': 'asset_x' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  // Uploads take multipart only (a bare POST is 415 once authorised); images are served to anyone with their URL.
  { route: 'POST /images/assets', call: { method: 'POST', url: '/images/assets' }, expect: [401, 415, 415, 415, 415, 415, 403, 403, 415, 415, 415] },
  // A form, not an image: every signed-in account reaches the route, which then asks for the multipart image.
  { route: 'POST /accounts/avatar', call: { method: 'POST', url: '/accounts/avatar' }, expect: [401, 415, 415, 415, 415, 415, 415, 415, 415, 415, 415] },
  { route: 'GET /images/assets/:owner/:file', call: { method: 'GET', url: '/images/assets/nobody/0123456789abcdef0123456789abcdef.png' }, expect: [404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },
  // Donations also need the merchant's Donations feature (the platform's, the other tenant's and follower1's lack it).
  // The paywall's reads (GUIDE section 3): a visitor without a token gets the public view; a console token the console's.
  { route: 'GET /v2/items/:item_id/donations', call: { method: 'GET', url: '/v2/items/1/donations' }, expect: [200, 200, 403, 403, 200, 200, 403, 200, 404, 403, 404] },
  { route: 'POST /v2/items/:item_id/donations', call: { method: 'POST', url: '/v2/items/1/donations', form: { amount: '5', currency: 'EUR' } }, expect: [401, 201, 403, 403, 201, 201, 403, 403, 404, 403, 404] },
  { route: 'PATCH /v2/items/:item_id/donations/options', call: { method: 'PATCH', url: '/v2/items/1/donations/options', form: { custom_price_enabled: '1' } }, expect: [401, 200, 403, 403, 200, 200, 403, 403, 404, 403, 404] },
  { route: 'PATCH /v2/items/:item_id/donations/:donation_id', call: { method: 'PATCH', url: '/v2/items/1/donations/999999', form: { amount: '6' } }, expect: [401, 404, 403, 403, 404, 404, 403, 403, 404, 403, 404] },
  { route: 'DELETE /v2/items/:item_id/donations/:donation_id', call: { method: 'DELETE', url: '/v2/items/1/donations/999999' }, expect: [401, 404, 403, 403, 404, 404, 403, 403, 404, 403, 404] },
  // Packages: the owner's first package is 41 (after its 40 seeded assets).
  { route: 'GET /v2/items/packages/:tenantUuid', call: { method: 'GET', url: `/v2/items/packages/${OWNER_TENANT}` }, expect: [401, 200, 403, 200, 200, 200, 403, 200, 403, 403, 403] },
  { route: 'POST /v2/items/packages', call: (who) => ({ method: 'POST', url: '/v2/items/packages', form: { title: `Matrix package of ${who}` } }), expect: [401, 201, 201, 201, 201, 201, 403, 403, 201, 201, 201] },
  { route: 'GET /v2/items/packages/:tenantUuid/:id', call: { method: 'GET', url: `/v2/items/packages/${OWNER_TENANT}/41` }, expect: [401, 200, 403, 200, 200, 200, 403, 200, 403, 403, 403] },
  { route: 'PATCH /v2/items/packages/:id', call: { method: 'PATCH', url: '/v2/items/packages/999999', form: { title: 'x' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /v2/items/packages/:id', call: { method: 'DELETE', url: '/v2/items/packages/999999' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'PUT /v2/items/packages/:id/reactivate', call: { method: 'PUT', url: '/v2/items/packages/999999/reactivate' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /v2/items/packages/:id/items', call: { method: 'GET', url: '/v2/items/packages/999999/items' }, expect: [401, 404, 404, 404, 404, 404, 403, 404, 404, 404, 404] },
  { route: 'PATCH /v2/items/packages/:id/items', call: { method: 'PATCH', url: '/v2/items/packages/999999/items', form: { 'add_asset_ids[0]': '1' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'PUT /v2/items/packages/:id/items', call: { method: 'PUT', url: '/v2/items/packages/999999/items' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /v2/items/packages/:id/items', call: { method: 'DELETE', url: '/v2/items/packages/999999/items' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  // Templates: every merchant keeps its own (999999 is nobody's).
  { route: 'GET /v2/items/templates', call: { method: 'GET', url: '/v2/items/templates' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'POST /v2/items/templates', call: (who) => ({ method: 'POST', url: '/v2/items/templates', form: { name: `Matrix template of ${who}`, item_type_name: 'video' } }), expect: [401, 201, 201, 201, 201, 201, 403, 403, 201, 201, 201] },
  { route: 'GET /v2/items/templates/:template_id', call: { method: 'GET', url: '/v2/items/templates/999999' }, expect: [401, 404, 404, 404, 404, 404, 403, 404, 404, 404, 404] },
  { route: 'PATCH /v2/items/templates/:template_id', call: { method: 'PATCH', url: '/v2/items/templates/999999', form: { name: 'x' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /v2/items/templates/:template_id', call: { method: 'DELETE', url: '/v2/items/templates/999999' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'POST /v2/items/templates/:template_id/prices', call: { method: 'POST', url: '/v2/items/templates/999999/prices', form: FEE }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'PUT /v2/items/templates/:template_id/prices/:price_id', call: { method: 'PUT', url: '/v2/items/templates/999999/prices/1', form: FEE }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /v2/items/templates/:template_id/prices/:price_id', call: { method: 'DELETE', url: '/v2/items/templates/999999/prices/1' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /v2/items/templates/:template_id/metadata', call: { method: 'DELETE', url: '/v2/items/templates/999999/metadata', form: { 'keys[0]': 'asset_x' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'PUT /v2/items/templates/:template_id/event_details', call: { method: 'PUT', url: '/v2/items/templates/999999/event_details', form: EVENT }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'POST /v2/items/templates/:template_id/restrictions', call: { method: 'POST', url: '/v2/items/templates/999999/restrictions', form: { category: 'age', 'additional_data[age]': '18' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /v2/items/templates/:template_id/restrictions/:restriction_id', call: { method: 'DELETE', url: '/v2/items/templates/999999/restrictions/1' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /v2/items/:id/access-fees', call: { method: 'GET', url: '/v2/items/1/access-fees' }, expect: [200, 200, 404, 404, 200, 200, 403, 200, 404, 404, 404] },
  { route: 'POST /v2/items/:id/access-fees', call: { method: 'POST', url: '/v2/items/1/access-fees', form: FEE }, expect: [401, 201, 404, 404, 201, 201, 403, 403, 404, 404, 404] },
  { route: 'PUT /v2/items/:id/access-fees/:feeId', call: { method: 'PUT', url: '/v2/items/1/access-fees/999999', form: FEE }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /v2/items/:id/access-fees/:feeId', call: { method: 'DELETE', url: '/v2/items/1/access-fees/999999' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /v2/items/:id/access-fees/:fee_id/phases', call: { method: 'GET', url: '/v2/items/1/access-fees/999999/phases' }, expect: [401, 404, 404, 404, 404, 404, 403, 404, 404, 404, 404] },
  { route: 'POST /v2/items/:id/access-fees/:fee_id/phases', call: { method: 'POST', url: '/v2/items/1/access-fees/999999/phases', form: PHASE }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'PATCH /v2/items/:id/access-fees/:fee_id/phases/:phase_id', call: { method: 'PATCH', url: '/v2/items/1/access-fees/999999/phases/1', form: PHASE }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },

  // Payment providers, read by the fee forms: the assets area; naming another merchant is refused.
  { route: 'GET /v2/payments/providers', call: { method: 'GET', url: '/v2/payments/providers' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  // The payment setup: the billing plan section (closed to content managers, analysts and customer support); writes
  // need a merchant or master (not the organisation's admin) whose setup is its own (follower1 uses the agency's).
  // The owner's seeded rows are 1 (Card: Stripe, provider 1, with fee 1) and 2 (PayPal); 999999 is nobody's.
  { route: 'GET /v2/payments/methods', call: { method: 'GET', url: '/v2/payments/methods?all=true' }, expect: [401, 200, 200, 200, 200, 403, 403, 403, 200, 200, 200] },
  { route: 'GET /v2/payments/fees/default', call: { method: 'GET', url: '/v2/payments/fees/default' }, expect: [401, 200, 200, 200, 200, 403, 403, 403, 200, 200, 200] },
  { route: 'GET /v2/payments/fees/:id', call: { method: 'GET', url: '/v2/payments/fees/1' }, expect: [401, 200, 404, 200, 200, 403, 403, 403, 404, 404, 404] },
  {
    route: 'POST /v2/payments/merchant-setup',
    call: { method: 'POST', url: '/v2/payments/merchant-setup', json: { methodId: 1, paymentProviders: [{ paymentProviderId: 1, current: true }] } },
    expect: [401, 200, 400, 400, 403, 403, 403, 403, 400, 403, 400],
  },
  { route: 'POST /v2/payments/providers', call: { method: 'POST', url: '/v2/payments/providers', form: { name: 'Wirecard' } }, expect: [401, 201, 201, 201, 403, 403, 403, 403, 201, 403, 409] },
  {
    route: 'POST /v2/payments/fees',
    call: { method: 'POST', url: '/v2/payments/fees', json: { account_payment_provider_id: 2, payment_type: 'subscription', fixed_fee: 0.3, share_percent: 2.5, fixed_fee_currency: 1 } },
    expect: [401, 201, 404, 409, 403, 403, 403, 403, 404, 403, 404],
  },
  {
    route: 'PUT /v2/payments/fees/:id',
    call: { method: 'PUT', url: '/v2/payments/fees/1', json: { account_payment_provider_id: 1, payment_type: 'ppv', fixed_fee: 0.25, share_percent: 4.5, fixed_fee_currency: 1 } },
    expect: [401, 200, 404, 200, 403, 403, 403, 403, 404, 403, 404],
  },
  { route: 'DELETE /v2/payments/methods/:id', call: { method: 'DELETE', url: '/v2/payments/methods/999999' }, expect: [401, 404, 404, 404, 403, 403, 403, 403, 404, 403, 404] },
  // Stripe Connect also needs the StripeConnectIntegration feature (only the owner's merchant has it): the owner's
  // request waits for staff, so connecting is refused and there is nothing to disconnect.
  { route: 'POST /v2/payments/stripe/request', call: { method: 'POST', url: '/v2/payments/stripe/request' }, expect: [401, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'POST /v2/payments/stripe/connect', call: { method: 'POST', url: '/v2/payments/stripe/connect', form: { authorization_code: 'ac_unknown' } }, expect: [401, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'POST /v2/payments/stripe/disconnect/:id', call: { method: 'POST', url: '/v2/payments/stripe/disconnect/1' }, expect: [401, 409, 403, 403, 403, 403, 403, 403, 403, 403, 403] },
  // The upload takes multipart only (a bare POST is 415 once authorised).
  { route: 'POST /v2/payments/bank-statement', call: { method: 'POST', url: '/v2/payments/bank-statement' }, expect: [401, 415, 415, 415, 403, 403, 403, 403, 415, 403, 415] },
  { route: 'DELETE /v2/payments/bank-statement', call: { method: 'DELETE', url: '/v2/payments/bank-statement' }, expect: [401, 404, 404, 404, 403, 403, 403, 403, 404, 403, 404] },
  // Mail templates: the email templates section (closed to analysts and customer support) and the EmailTemplatesEditor
  // feature (only the owner's merchant has it; staff's own platform merchant has not).
  { route: 'GET /v2/mail-templates', call: { method: 'GET', url: '/v2/mail-templates?page=1' }, expect: [401, 200, 403, 403, 200, 200, 403, 403, 403, 403, 403] },
  {
    route: 'POST /v2/mail-templates',
    call: { method: 'POST', url: '/v2/mail-templates', form: { merchant_id: '999999', from_email: 'a@b.example', subject: 'S', template_name: 'customer-password-reset', active: 'false', email_name: 'N', transport: 'smtp' } },
    expect: [401, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
  },
  { route: 'PATCH /v2/mail-templates', call: { method: 'PATCH', url: '/v2/mail-templates?merchant_id=999999', form: { 'ids[0]': '1', active: 'false' } }, expect: [401, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'PUT /v2/mail-templates/:id', call: { method: 'PUT', url: '/v2/mail-templates/999999', form: { merchant_id: '1', from_email: 'a@b.example', subject: 'S', template_name: 'customer-password-reset', active: 'false', email_name: 'N', transport: 'smtp' } }, expect: [401, 404, 403, 403, 404, 404, 403, 403, 403, 403, 403] },
  { route: 'DELETE /v2/mail-templates/:id', call: { method: 'DELETE', url: '/v2/mail-templates/999999' }, expect: [401, 404, 403, 403, 404, 404, 403, 403, 403, 403, 403] },

  // Webhooks (spec section 6): disabled for content managers and analysts, open to everyone else on their own
  // merchant (customer support included). The matrix's webhooks subscribe to an event no matrix call produces, so
  // nothing is delivered; 999999 is nobody's webhook.
  { route: 'GET /webhooks', call: { method: 'GET', url: '/webhooks?labels=true' }, expect: [401, 200, 200, 200, 200, 403, 403, 200, 200, 200, 200] },
  { route: 'POST /webhooks', call: { method: 'POST', url: '/webhooks', form: { endpoint: 'https://example.test/matrix', 'events[0]': 'customer.registered' } }, expect: [401, 201, 201, 201, 201, 403, 403, 201, 201, 201, 201] },
  { route: 'GET /webhooks/:id', call: { method: 'GET', url: '/webhooks/999999' }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'PUT /webhooks/:id', call: { method: 'PUT', url: '/webhooks/999999', form: { endpoint: 'https://example.test/matrix', 'events[0]': 'customer.registered' } }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'DELETE /webhooks/:id', call: { method: 'DELETE', url: '/webhooks/999999' }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'GET /webhooks/:id/attempts', call: { method: 'GET', url: '/webhooks/999999/attempts?page=1' }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'GET /webhooks/:id/attempts/:attempt_id', call: { method: 'GET', url: '/webhooks/999999/attempts/1' }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  {
    route: 'POST /webhooks/:id/deliveries/:delivery_id/resend',
    call: { method: 'POST', url: '/webhooks/999999/deliveries/00000000-0000-0000-0000-000000000000/resend' },
    expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404],
  },
  { route: 'POST /webhooks/:id/test', call: { method: 'POST', url: '/webhooks/999999/test' }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'DELETE /webhooks', call: { method: 'DELETE', url: '/webhooks' }, expect: [401, 200, 200, 200, 200, 403, 403, 200, 200, 200, 200] },
  // Access codes: part of an asset (code 1 is on the owner's asset 1, with two sessions). A signed upload address is a
  // write. The upload address, a refused-rows file and the template file are public: their link is the credential.
  { route: 'GET /items/access/codes/item/:itemId', call: { method: 'GET', url: '/items/access/codes/item/1?page=1&limit=10' }, expect: [401, 200, 404, 404, 200, 200, 403, 200, 404, 404, 404] },
  { route: 'POST /items/access/codes/create', call: (who) => ({ method: 'POST', url: '/items/access/codes/create', form: { item_id: '1', code: `MATRIX-${who}`, type: 'passcode' } }), expect: [401, 201, 404, 404, 201, 201, 403, 403, 404, 404, 404] },
  { route: 'PATCH /items/access/codes/:codeId', call: { method: 'PATCH', url: '/items/access/codes/999999', form: { concurrent_sessions: '2' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'PATCH /items/access/codes/:itemId/bulk', call: { method: 'PATCH', url: '/items/access/codes/999999/bulk', form: { concurrent_sessions: '2' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /items/access/codes/:codeId/sessions', call: { method: 'GET', url: '/items/access/codes/1/sessions' }, expect: [401, 200, 404, 404, 200, 200, 403, 200, 404, 404, 404] },
  { route: 'DELETE /items/access/codes/:codeId/:browserFingerprint/merchant', call: { method: 'DELETE', url: '/items/access/codes/1/fp-nobody/merchant' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /v2/items/bulk/template/:template', call: { method: 'GET', url: '/v2/items/bulk/template/access-codes' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'GET /files/templates/:template', call: { method: 'GET', url: '/files/templates/access-codes.csv' }, expect: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /items/access/codes/item/:itemId/signed-url', call: { method: 'GET', url: '/items/access/codes/item/1/signed-url' }, expect: [401, 200, 404, 404, 200, 200, 403, 403, 404, 404, 404] },
  { route: 'PUT /uploads/codes/:token', call: { method: 'PUT', url: '/uploads/codes/0123456789abcdef0123456789abcdef0123456789abcdef', form: { x: '1' } }, expect: [403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'POST /items/access/codes/item/:itemId/upload', call: { method: 'POST', url: '/items/access/codes/item/1/upload', form: { file_name: 'nothing.csv' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /items/access/codes/bulk/failed/list', call: { method: 'GET', url: '/items/access/codes/bulk/failed/list' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'GET /items/access/codes/bulk/failed/download/:file_name', call: { method: 'GET', url: '/items/access/codes/bulk/failed/download/nothing.csv' }, expect: [401, 404, 404, 404, 404, 404, 403, 404, 404, 404, 404] },
  { route: 'GET /files/codes/failed/:token', call: { method: 'GET', url: '/files/codes/failed/0123456789abcdef0123456789abcdef0123456789abcdef' }, expect: [404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },

  // The codes report: assets and all reports (customer support has no reports).
  { route: 'POST /v2/reporting/report/access-codes', call: { method: 'POST', url: '/v2/reporting/report/access-codes', form: { item_id: '1' } }, expect: [401, 201, 404, 404, 201, 201, 403, 403, 404, 404, 404] },
  { route: 'GET /v2/reporting/reports/:type/access-codes', call: { method: 'GET', url: '/v2/reporting/reports/1/access-codes' }, expect: [401, 200, 404, 404, 200, 200, 403, 403, 404, 404, 404] },
  { route: 'GET /v2/reporting/download/access-codes/:filename', call: { method: 'GET', url: '/v2/reporting/download/access-codes/nothing.csv' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /files/codes/reports/:token', call: { method: 'GET', url: '/files/codes/reports/0123456789abcdef0123456789abcdef0123456789abcdef' }, expect: [404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },

  // Video platforms: the settings area (customer support reads only); nobody has linked JW Player yet (409), a secret
  // the platform refuses is 400, a sync also needs the assets area.
  { route: 'GET /external-accounts/:ovpName', call: { method: 'GET', url: '/external-accounts/jwplayer' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'POST /external-accounts/:ovpName', call: { method: 'POST', url: '/external-accounts/jwplayer', form: { api_key: 'key', api_secret: 'invalid' } }, expect: [401, 400, 400, 400, 400, 400, 403, 403, 400, 400, 400] },
  { route: 'DELETE /external-accounts/:ovpName', call: { method: 'DELETE', url: '/external-accounts/jwplayer' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /ovps/:type/videos', call: { method: 'GET', url: '/ovps/jwplayer/videos?page_number=0&limit=15' }, expect: [401, 409, 409, 409, 409, 409, 403, 409, 409, 409, 409] },
  { route: 'GET /ovps/:type/video', call: { method: 'GET', url: '/ovps/jwplayer/video?video_key=Ab12Cd34' }, expect: [401, 409, 409, 409, 409, 409, 403, 409, 409, 409, 409] },
  { route: 'GET /ovps/jwplayer/players', call: { method: 'GET', url: '/ovps/jwplayer/players' }, expect: [401, 409, 409, 409, 409, 409, 403, 409, 409, 409, 409] },
  { route: 'GET /ovps/panopto/session-chooser', call: { method: 'GET', url: '/ovps/panopto/session-chooser' }, expect: [401, 409, 409, 409, 409, 409, 403, 403, 409, 409, 409] },
  { route: 'GET /ovps/panopto/chooser/:token', call: { method: 'GET', url: `/ovps/panopto/chooser/${'a'.repeat(40)}` }, expect: [404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },
  { route: 'POST /ovps/panopto/chooser/:token', call: { method: 'POST', url: `/ovps/panopto/chooser/${'a'.repeat(40)}`, form: { session_ids: 'x' } }, expect: [404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },
  { route: 'POST /ovps/sync', call: { method: 'POST', url: '/ovps/sync', form: { ovp_name: 'jwplayer', sync_all: '1' } }, expect: [401, 409, 409, 409, 409, 409, 403, 403, 409, 409, 409] },
  { route: 'POST /ovps/sync/check-status', call: { method: 'POST', url: '/ovps/sync/check-status', form: { ovp_name: 'jwplayer' } }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  // IVS channels need the linked IVS account (none is linked: 409); customer support reads only.
  { route: 'GET /v2/ovps/ivs/channels', call: { method: 'GET', url: '/v2/ovps/ivs/channels' }, expect: [401, 409, 409, 409, 409, 409, 403, 409, 409, 409, 409] },
  { route: 'POST /v2/ovps/ivs/channels', call: { method: 'POST', url: '/v2/ovps/ivs/channels', form: { name: 'matrix', type: 'BASIC', latency: 'LOW' } }, expect: [401, 409, 409, 409, 409, 409, 403, 403, 409, 409, 409] },
  { route: 'PUT /v2/ovps/ivs/channels', call: { method: 'PUT', url: '/v2/ovps/ivs/channels', form: { arn: 'arn:aws:ivs:us-west-2:123456789012:channel/AbCdEfGhIjKl', latency: 'NORMAL' } }, expect: [401, 409, 409, 409, 409, 409, 403, 403, 409, 409, 409] },
  { route: 'GET /v2/ovps/ivs/channel', call: { method: 'GET', url: '/v2/ovps/ivs/channel?arn=arn:aws:ivs:us-west-2:123456789012:channel/AbCdEfGhIjKl' }, expect: [401, 409, 409, 409, 409, 409, 403, 409, 409, 409, 409] },
  // Third-party services (Eventbrite) are connected through the same external account calls, in the settings area
  // only: customer support may change them, analysts have no settings.
  { route: 'POST /external-accounts/:ovpName', call: { method: 'POST', url: '/external-accounts/eventbrite', form: { private_token: 'invalid' } }, expect: [401, 400, 400, 400, 400, 400, 403, 400, 400, 400, 400] },
  { route: 'GET /v2/eventbrite/organizations', call: { method: 'GET', url: '/v2/eventbrite/organizations' }, expect: [401, 409, 409, 409, 409, 409, 403, 409, 409, 409, 409] },
  { route: 'GET /v2/eventbrite/videos', call: { method: 'GET', url: '/v2/eventbrite/videos?organization_id=123456789012&limit=10' }, expect: [401, 409, 409, 409, 409, 409, 403, 409, 409, 409, 409] },
  // LiveLike (feature LivelikeIntegration, the owner's merchant only): the owner creates the account, which its staff then
  // find there (409); chat rooms belong to assets (read-only for customer support, closed to analysts). Disconnecting
  // comes last: the owner's goes, then there is nothing left to disconnect (404).
  { route: 'POST /v2/items/livelike/account', call: { method: 'POST', url: '/v2/items/livelike/account' }, expect: [401, 201, 403, 403, 409, 409, 403, 409, 403, 403, 403] },
  { route: 'GET /v2/items/livelike/:resource', call: { method: 'GET', url: '/v2/items/livelike/chatrooms?page=1' }, expect: [401, 200, 403, 403, 200, 200, 403, 200, 403, 403, 403] },
  { route: 'POST /v2/items/livelike/chatrooms', call: { method: 'POST', url: '/v2/items/livelike/chatrooms', form: { title: 'Matrix', item_id: '999999', content_filter: 'filtered' } }, expect: [401, 404, 403, 403, 404, 404, 403, 403, 403, 403, 403] },
  { route: 'PATCH /v2/items/livelike/chatrooms', call: { method: 'PATCH', url: '/v2/items/livelike/chatrooms', form: { id: '00000000-0000-4000-a000-000000000000', title: 'Matrix', item_id: '999999', content_filter: 'none' } }, expect: [401, 404, 403, 403, 404, 404, 403, 403, 403, 403, 403] },
  { route: 'GET /v2/items/livelike/chatroom/:chatroomId', call: { method: 'GET', url: '/v2/items/livelike/chatroom/00000000-0000-4000-a000-000000000000' }, expect: [401, 404, 403, 403, 404, 404, 403, 404, 403, 403, 403] },
  { route: 'DELETE /v2/items/livelike/:itemId/:resourceId', call: { method: 'DELETE', url: '/v2/items/livelike/999999/00000000-0000-4000-a000-000000000000' }, expect: [401, 404, 403, 403, 404, 404, 403, 403, 403, 403, 403] },
  { route: 'GET /external-accounts/:ovpName', call: { method: 'GET', url: '/external-accounts/livelike' }, expect: [401, 200, 403, 403, 200, 200, 403, 200, 403, 403, 403] },
  { route: 'DELETE /v2/items/livelike/account', call: { method: 'DELETE', url: '/v2/items/livelike/account' }, expect: [401, 204, 403, 403, 404, 404, 403, 404, 403, 403, 403] },
  // Integration health: the settings area (a check is a read, so customer support may check the in-app stores too);
  // nothing is connected in the matrix's sandbox, so a check is 409.
  { route: 'GET /v2/integrations/health', call: { method: 'GET', url: '/v2/integrations/health' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'POST /v2/integrations/:integration/check', call: { method: 'POST', url: '/v2/integrations/paypal/check' }, expect: [401, 409, 409, 409, 409, 409, 403, 409, 409, 409, 409] },
  { route: 'POST /v2/integrations/:integration/check', call: { method: 'POST', url: '/v2/integrations/eventbrite/check' }, expect: [401, 409, 409, 409, 409, 409, 403, 409, 409, 409, 409] },
  // A video platform's check is a read of its area: customer support may make it (none is connected: 409).
  { route: 'POST /v2/integrations/:integration/check', call: { method: 'POST', url: '/v2/integrations/ivs/check' }, expect: [401, 409, 409, 409, 409, 409, 403, 409, 409, 409, 409] },
  // In-app stores (customer support reads only) and PayPal (feature ExternalPaypalIntegration, the owner's only). The
  // provider ids are the owner's (other merchants have no such store: 404); the keys are refused by their format.
  { route: 'GET /v2/hooks/google-in-app/setup', call: { method: 'GET', url: '/v2/hooks/google-in-app/setup' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'POST /v2/hooks/google-in-app/setup', call: { method: 'POST', url: '/v2/hooks/google-in-app/setup', form: { site_token: 'short', playstore_public_key: 'key', merchant_uuid: OWNER_MERCHANT } }, expect: [401, 400, 400, 400, 400, 400, 403, 403, 400, 400, 400] },
  // Before a first save the owner's merchant has nothing to update (404); the others name a merchant not theirs (400).
  { route: 'PUT /v2/hooks/google-in-app/setup', call: { method: 'PUT', url: '/v2/hooks/google-in-app/setup', form: { site_token: 'short', playstore_public_key: 'key', merchant_uuid: OWNER_MERCHANT } }, expect: [401, 404, 400, 400, 404, 404, 403, 403, 400, 400, 400] },
  { route: 'GET /v2/payments/providers/metadata', call: { method: 'GET', url: '/v2/payments/providers/metadata' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'PUT /v2/payments/providers/metadata', call: { method: 'PUT', url: '/v2/payments/providers/metadata', form: { payment_provider_id: '999999', merchant_id: OWNER_MERCHANT, metadata: { client_id: 'id', client_secret: 'secret' } } }, expect: [401, 400, 403, 403, 400, 400, 403, 403, 403, 403, 403] },
  { route: 'GET /v2/payments/in-app/:id', call: () => ({ method: 'GET', url: `/v2/payments/in-app/${firstOf("SELECT id FROM payment_providers WHERE name = 'Apple In-App' ORDER BY id")}` }), expect: [401, 200, 404, 404, 200, 200, 403, 200, 404, 404, 404] },
  { route: 'PUT /v2/payments/in-app/:id', call: () => { const id = String(firstOf("SELECT id FROM payment_providers WHERE name = 'Apple In-App' ORDER BY id")); return { method: 'PUT', url: `/v2/payments/in-app/${id}`, form: { payment_provider_id: id, metadata: { bundle_id: 'b', key_id: 'k', issuer: 'i' }, p8_certificate: 'no markers' } }; }, expect: [401, 400, 404, 404, 400, 400, 403, 403, 404, 404, 404] },
  { route: 'GET /files/ovp/thumbnails/:file', call: { method: 'GET', url: '/files/ovp/thumbnails/Ab12Cd34.svg' }, expect: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },

  // RSS feeds: the assets area; an address the sandbox cannot read is 422.
  { route: 'GET /v2/vouchers', call: { method: 'GET', url: '/v2/vouchers?page=1&limit=15' }, expect: [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /v2/vouchers/gifts', call: { method: 'GET', url: '/v2/vouchers/gifts?page=1&limit=15' }, expect: [401, 200, 200, 403, 200, 200, 200, 200, 200, 200, 403] },
  { route: 'POST /v2/vouchers', call: (who) => ({ method: 'POST', url: '/v2/vouchers', form: { type: 'web', name: 'Matrix', code: `MATRIX-${who}`, discount: '10' } }), expect: [401, 201, 201, 201, 201, 201, 201, 403, 201, 201, 201] },
  { route: 'GET /v2/vouchers/:id', call: { method: 'GET', url: '/v2/vouchers/1' }, expect: [401, 200, 404, 404, 200, 200, 200, 200, 404, 404, 404] },
  { route: 'PATCH /v2/vouchers/:id', call: { method: 'PATCH', url: '/v2/vouchers/999999', form: { name: 'x' } }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },
  { route: 'DELETE /v2/vouchers/:id', call: { method: 'DELETE', url: '/v2/vouchers/999999' }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },
  { route: 'GET /v2/vouchers/:id/rules', call: { method: 'GET', url: '/v2/vouchers/1/rules?rule_type=assets' }, expect: [401, 200, 404, 404, 200, 200, 200, 200, 404, 404, 404] },
  { route: 'POST /v2/vouchers/:id/rules/:ruleType', call: { method: 'POST', url: '/v2/vouchers/999999/rules/assets', form: { value: '1' } }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },
  { route: 'DELETE /v2/vouchers/:id/rules/:ruleId', call: { method: 'DELETE', url: '/v2/vouchers/999999/rules/1' }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },
  { route: 'DELETE /v2/vouchers/:id/rules/type/:ruleType', call: { method: 'DELETE', url: '/v2/vouchers/999999/rules/type/assets' }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },
  { route: 'GET /v2/vouchers/:id/access-types', call: { method: 'GET', url: '/v2/vouchers/1/access-types' }, expect: [401, 200, 404, 404, 200, 200, 200, 200, 404, 404, 404] },
  { route: 'GET /v2/vouchers/:id/emails', call: { method: 'GET', url: '/v2/vouchers/1/emails?page=1&limit=15' }, expect: [401, 200, 404, 404, 200, 200, 200, 200, 404, 404, 404] },
  { route: 'PATCH /v2/vouchers/:id/items/:itemId/access-fees', call: { method: 'PATCH', url: '/v2/vouchers/999999/items/1/access-fees', form: { 'access_fees[0]': '1' } }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },
  { route: 'DELETE /v2/vouchers/:id/items/:itemId/access-fees', call: { method: 'DELETE', url: '/v2/vouchers/999999/items/1/access-fees' }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },
  { route: 'DELETE /v2/vouchers/:id/items/:itemId', call: { method: 'DELETE', url: '/v2/vouchers/999999/items/1' }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },
  { route: 'GET /v2/vouchers/bulk/template/:template', call: { method: 'GET', url: '/v2/vouchers/bulk/template/voucher-rules-emails' }, expect: [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /v2/vouchers/:id/emails/signed-url', call: { method: 'GET', url: '/v2/vouchers/999999/emails/signed-url' }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },
  { route: 'POST /v2/vouchers/bulk/emails', call: { method: 'POST', url: '/v2/vouchers/bulk/emails', form: { voucher_id: '999999', file_name: 'nothing.csv' } }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },
  { route: 'GET /v2/vouchers/bulk/failed/list', call: { method: 'GET', url: '/v2/vouchers/bulk/failed/list?action=voucher-rules' }, expect: [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /v2/vouchers/bulk/failed/download/:file_name', call: { method: 'GET', url: '/v2/vouchers/bulk/failed/download/nothing.csv' }, expect: [401, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404] },
  { route: 'GET /rss/fetch', call: { method: 'GET', url: '/rss/fetch?url=https%3A%2F%2Fexample.com%2Ffeed.xml' }, expect: [401, 422, 422, 422, 422, 422, 403, 422, 422, 422, 422] },
  { route: 'GET /rss/feed/:id/content', call: { method: 'GET', url: '/rss/feed/999999/content' }, expect: [401, 404, 404, 404, 404, 404, 403, 404, 404, 404, 404] },

  // Restrictions: disabled for analysts (no settings, no assets); read-only for customer support. Country set 1 and
  // asset 1 are the owner's. The age settings also need the Age Verification feature (the other tenant has it but
  // may not name the owner's merchant). The impact preview shows revenue: the analytics area.
  { route: 'GET /restrictions/country-sets', call: { method: 'GET', url: '/restrictions/country-sets' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'POST /restrictions/country-sets', call: (who) => ({ method: 'POST', url: '/restrictions/country-sets', form: { name: `Matrix set of ${who}`, type: 'whitelist', 'countries[0]': 'DE' } }), expect: [401, 201, 201, 201, 201, 201, 403, 403, 201, 201, 201] },
  { route: 'GET /restrictions/country-sets/:country_set_id', call: { method: 'GET', url: '/restrictions/country-sets/1' }, expect: [401, 200, 404, 404, 200, 200, 403, 200, 404, 404, 404] },
  { route: 'PUT /restrictions/country-sets/:country_set_id', call: { method: 'PUT', url: '/restrictions/country-sets/999999', form: { name: 'x', type: 'blacklist', 'countries[0]': 'FR' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /restrictions/country-sets/:country_set_id', call: { method: 'DELETE', url: '/restrictions/country-sets/999999' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /restrictions/items/:item_id/country-set', call: { method: 'GET', url: '/restrictions/items/1/country-set' }, expect: [401, 200, 404, 404, 200, 200, 403, 200, 404, 404, 404] },
  { route: 'POST /restrictions/items/:item_id/country-set', call: { method: 'POST', url: '/restrictions/items/999999/country-set', form: { country_set_id: '1' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'PUT /restrictions/items/:item_id/country-set', call: { method: 'PUT', url: '/restrictions/items/999999/country-set', form: { country_set_id: '1' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /restrictions/items/:item_id/country-set', call: { method: 'DELETE', url: '/restrictions/items/999999/country-set' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /restrictions/items/:item_id/domains', call: { method: 'GET', url: '/restrictions/items/1/domains' }, expect: [401, 200, 404, 404, 200, 200, 403, 200, 404, 404, 404] },
  { route: 'PUT /restrictions/items/:item_id/domains', call: { method: 'PUT', url: '/restrictions/items/999999/domains', form: { type: 'whitelist', 'domains[0]': 'a.example.com' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /restrictions/items/:item_id/domains', call: { method: 'DELETE', url: '/restrictions/items/999999/domains' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /restrictions/items/:item_id/age', call: { method: 'GET', url: '/restrictions/items/1/age' }, expect: [401, 200, 404, 404, 200, 200, 403, 200, 404, 404, 404] },
  { route: 'POST /restrictions/items/:item_id/age', call: { method: 'POST', url: '/restrictions/items/999999/age', form: { min_age: '18' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /restrictions/items/:item_id/age', call: { method: 'DELETE', url: '/restrictions/items/999999/age' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /restrictions/domains', call: { method: 'GET', url: '/restrictions/domains' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'POST /restrictions/domains/:type', call: (who) => ({ method: 'POST', url: '/restrictions/domains/whitelist', form: { domain: `${who}.matrix.example` } }), expect: [401, 201, 201, 201, 201, 201, 403, 403, 201, 201, 201] },
  { route: 'DELETE /restrictions/domains', call: { method: 'DELETE', url: '/restrictions/domains?domain=nobody.example' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /restrictions/age/enabled/:tenant_uuid', call: { method: 'GET', url: `/restrictions/age/enabled/${OWNER_TENANT}` }, expect: [401, 200, 403, 200, 200, 200, 403, 200, 403, 403, 403] },
  { route: 'GET /restrictions/age', call: { method: 'GET', url: '/restrictions/age' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'POST /restrictions/age', call: { method: 'POST', url: '/restrictions/age', form: { min_age: '-1' } }, expect: [401, 200, 200, 200, 200, 200, 403, 403, 200, 200, 200] },
  { route: 'DELETE /restrictions/age', call: { method: 'DELETE', url: '/restrictions/age' }, expect: [401, 204, 204, 204, 204, 204, 403, 403, 204, 204, 204] },
  { route: 'GET /restrictions/settings/:merchant_uuid', call: { method: 'GET', url: `/restrictions/settings/${OWNER_MERCHANT}` }, expect: [200, 200, 403, 200, 200, 200, 403, 200, 403, 403, 403] },
  // Platform staff open any merchant's age settings from the admin console.
  { route: 'PATCH /restrictions/settings/:merchant_uuid', call: { method: 'PATCH', url: `/restrictions/settings/${OWNER_MERCHANT}`, form: { age_verification_type: 'date_of_birth' } }, expect: [401, 200, 403, 200, 200, 200, 403, 403, 403, 403, 403] },
  { route: 'GET /restrictions/impact', call: { method: 'GET', url: '/restrictions/impact?country_set_type=blacklist&countries=DE&min_age=18' }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'PUT /items/reactivate-item/:id', call: { method: 'PUT', url: '/items/reactivate-item/999999' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },

  // Reports: 'allReports' (disabled for customer support) and the report's section (audience and transactions are
  // disabled for content managers).
  { route: 'GET /v2/reporting/reports/:type/fields', call: { method: 'GET', url: '/v2/reporting/reports/audience/fields' }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'GET /v2/reporting/reports/:type', call: { method: 'GET', url: '/v2/reporting/reports/payments' }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'POST /v2/reporting/reports/:type', call: { method: 'POST', url: '/v2/reporting/reports/audience', form: { startDate: '2025-01-01', endDate: '2025-01-31' } }, expect: [401, 202, 202, 202, 202, 403, 202, 403, 202, 202, 202] },
  { route: 'PUT /v2/reporting/reports/:type', call: { method: 'PUT', url: '/v2/reporting/reports/payments', form: { file_name: 'missing.csv', new_file_name: 'renamed.csv' } }, expect: [401, 404, 404, 404, 404, 403, 404, 403, 404, 404, 404] },
  { route: 'DELETE /v2/reporting/reports/:type/:filename', call: { method: 'DELETE', url: '/v2/reporting/reports/payments/missing.csv' }, expect: [401, 404, 404, 404, 404, 403, 404, 403, 404, 404, 404] },
  { route: 'GET /v2/reporting/download/:type/:filename', call: { method: 'GET', url: '/v2/reporting/download/subscriptions/missing.csv' }, expect: [401, 404, 404, 404, 404, 403, 404, 403, 404, 404, 404] },
  // The unique-audience report of the owner's asset 1: the access reports' sections; any other merchant finds no such asset.
  { route: 'POST /v2/reporting/unique-audience', call: { method: 'POST', url: '/v2/reporting/unique-audience', form: { item_id: '1', start_date: '2025-01-01', end_date: '2025-03-31' } }, expect: [401, 202, 404, 404, 202, 403, 202, 403, 404, 404, 404] },
  { route: 'GET /v2/reporting/unique-audience', call: { method: 'GET', url: '/v2/reporting/unique-audience?item_id=1' }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'GET /v2/reporting/unique-audience/:file_name', call: { method: 'GET', url: '/v2/reporting/unique-audience/missing.csv' }, expect: [401, 404, 404, 404, 404, 403, 404, 403, 404, 404, 404] },
  { route: 'GET /v2/reporting/scheduled/:type', call: { method: 'GET', url: '/v2/reporting/scheduled/access' }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'POST /v2/reporting/scheduled/:type', call: { method: 'POST', url: '/v2/reporting/scheduled/audience', form: {} }, expect: [401, 400, 400, 400, 400, 403, 400, 403, 400, 400, 400] },
  { route: 'POST /v2/reporting/scheduled/:report_id/delete', call: { method: 'POST', url: '/v2/reporting/scheduled/missing/delete' }, expect: [401, 404, 404, 404, 404, 404, 404, 403, 404, 404, 404] },

  // Audience (customer 1 and asset 1 are the owner's): none for content managers; analysts only read customer details
  // and accesses; customer support may not erase customers. Writes name a customer that does not exist.
  { route: 'GET /v2/customers', call: { method: 'GET', url: '/v2/customers?page=1&size=15' }, expect: [401, 200, 200, 200, 200, 403, 200, 200, 200, 200, 200] },
  { route: 'GET /v2/customers/export', call: { method: 'GET', url: '/v2/customers/export?active=false&search=nobody' }, expect: [401, 200, 200, 200, 200, 403, 200, 200, 200, 200, 200] },
  { route: 'GET /v2/customers/interactions', call: { method: 'GET', url: '/v2/customers/interactions?page=1&size=15' }, expect: [401, 200, 200, 404, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'GET /v2/customers/interactions/export', call: { method: 'GET', url: '/v2/customers/interactions/export' }, expect: [401, 200, 200, 404, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'GET /v2/customers/interactions/bands', call: { method: 'GET', url: '/v2/customers/interactions/bands' }, expect: [401, 200, 200, 404, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'GET /v2/customers/:id/probability', call: { method: 'GET', url: '/v2/customers/999999/probability' }, expect: [401, 404, 404, 404, 404, 403, 404, 403, 404, 404, 404] },
  { route: 'GET /v2/customers/:id', call: { method: 'GET', url: '/v2/customers/1' }, expect: [401, 200, 404, 404, 200, 403, 200, 200, 404, 404, 404] },
  { route: 'GET /v2/customers/:id/activity', call: { method: 'GET', url: '/v2/customers/1/activity' }, expect: [401, 200, 404, 404, 200, 403, 200, 200, 404, 404, 404] },
  { route: 'GET /v2/customers/:id/entitlements/:itemId', call: { method: 'GET', url: '/v2/customers/1/entitlements/1' }, expect: [401, 200, 404, 404, 200, 403, 200, 200, 404, 404, 404] },
  { route: 'PUT /v2/customers/:id/metadata', call: { method: 'PUT', url: '/v2/customers/999999/metadata', form: { full_name: 'Matrix Name' } }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'PUT /v2/customers/:id/reset-password', call: { method: 'PUT', url: '/v2/customers/999999/reset-password' }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'POST /v2/customers/:id/export', call: { method: 'POST', url: '/v2/customers/999999/export' }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'DELETE /v2/customers/:id/active', call: { method: 'DELETE', url: '/v2/customers/999999/active' }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'PUT /v2/customers/:id/active', call: { method: 'PUT', url: '/v2/customers/999999/active' }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'DELETE /v2/customers/:id', call: { method: 'DELETE', url: '/v2/customers/999999', form: { password: 'Sandbox-2026!' } }, expect: [401, 404, 404, 404, 404, 403, 403, 403, 404, 404, 404] },
  { route: 'GET /items/access', call: { method: 'GET', url: '/items/access?customerID=1&status=active' }, expect: [401, 200, 404, 404, 200, 403, 200, 200, 404, 404, 404] },
  { route: 'POST /items/access', call: { method: 'POST', url: '/items/access', form: { consumer_id: '999999', item_id: '1' } }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'PUT /items/access', call: { method: 'PUT', url: '/items/access', form: { consumer_id: '999999', item_id: '1', expires_at: '2099-01-01' } }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'DELETE /items/access/:id', call: { method: 'DELETE', url: '/items/access/999999', form: { consumer_id: '999999' } }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },

  // Transactions: payment details and refunds, subscriptions (read-only payments and subscriptions for analysts).
  { route: 'GET /v2/accounting/transactions/:id', call: { method: 'GET', url: '/v2/accounting/transactions/NO-SUCH-PAYMENT' }, expect: [401, 404, 404, 404, 404, 403, 404, 404, 404, 404, 404] },
  { route: 'POST /v2/accounting/transactions/refund', call: { method: 'POST', url: '/v2/accounting/transactions/refund', form: { id: '999999999', amount: '1', reason: 'Matrix' } }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  { route: 'GET /v2/subscriptions', call: { method: 'GET', url: '/v2/subscriptions?page=1&size=15' }, expect: [401, 200, 200, 200, 200, 403, 200, 200, 200, 200, 200] },
  { route: 'GET /v2/subscriptions/:id', call: { method: 'GET', url: '/v2/subscriptions/NO-SUCH-SUB' }, expect: [401, 404, 404, 404, 404, 403, 404, 404, 404, 404, 404] },
  { route: 'GET /v2/reporting/subscriptions/status/:groupBy', call: { method: 'GET', url: `/v2/reporting/subscriptions/status/month?${RANGE}` }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'GET /v2/reporting/subscriptions', call: { method: 'GET', url: `/v2/reporting/subscriptions?grouped_by=week&action_type=recurrent&country=DE&${RANGE}` }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'GET /v2/reporting/subscriptions/countries', call: { method: 'GET', url: `/v2/reporting/subscriptions/countries?${RANGE}` }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'GET /v2/reporting/payments/asset-countries', call: { method: 'GET', url: '/v2/reporting/payments/asset-countries?itemId=1&startDate=2025-01-01&endDate=2025-01-31' }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'GET /v2/reporting/payments/method-countries', call: { method: 'GET', url: '/v2/reporting/payments/method-countries?startDate=2025-01-01&endDate=2025-01-31' }, expect: [401, 200, 200, 200, 200, 403, 200, 403, 200, 200, 200] },
  { route: 'GET /v2/subscriptions/cancel/:token', call: { method: 'GET', url: '/v2/subscriptions/cancel/NO-SUCH-SUB' }, expect: [401, 404, 404, 404, 404, 403, 403, 404, 404, 404, 404] },
  // The global search: every signed-in user, answered from the sections their role opens.
  { route: 'GET /v2/search', call: { method: 'GET', url: '/v2/search?q=sandbox' }, expect: [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  // Bulk access: the Access area and the BulkAccessManagement feature; analysts only read accesses. The upload is
  // sent as a form here, so an allowed caller gets 415 (not multipart).
  { route: 'GET /items/access/bulk/template/:action', call: { method: 'GET', url: '/items/access/bulk/template/grant' }, expect: [401, 200, 403, 403, 200, 403, 200, 200, 403, 403, 403] },
  { route: 'POST /items/access/bulk/:action', call: { method: 'POST', url: '/items/access/bulk/grant-access', form: { merchant_id: '1' } }, expect: [401, 415, 403, 403, 415, 403, 403, 415, 403, 403, 403] },
  { route: 'GET /items/access/bulk/failed/:action', call: { method: 'GET', url: '/items/access/bulk/failed/grant' }, expect: [401, 200, 403, 403, 200, 403, 200, 200, 403, 403, 403] },
  { route: 'GET /items/access/bulk/failed/:action/download/:file_name', call: { method: 'GET', url: '/items/access/bulk/failed/grant/download/nothing.csv' }, expect: [401, 404, 403, 403, 404, 403, 404, 404, 403, 403, 403] },

  // A merchant's commercials and the commercial reports: platform staff only (merchant 1 exists in every seed).
  ...[
    ['GET /v2/accounting/revenue-setup', { method: 'GET', url: '/v2/accounting/revenue-setup?merchant_id=1' }, 200],
    ['PATCH /v2/accounting/revenue-setup/:merchant_id', { method: 'PATCH', url: '/v2/accounting/revenue-setup/1', form: { mau_fee: '0.1' } }, 200],
    ['GET /v2/accounting/recurring-fees', { method: 'GET', url: '/v2/accounting/recurring-fees?merchant_id=1' }, 200],
    ['POST /v2/accounting/recurring-fees', { method: 'POST', url: '/v2/accounting/recurring-fees', form: { merchant_id: '1', recurring_fees: 'not json' } }, 400],
    ['GET /v2/accounting/non-recurring-fees', { method: 'GET', url: '/v2/accounting/non-recurring-fees?merchant_id=1' }, 200],
    ['POST /v2/accounting/non-recurring-fees', { method: 'POST', url: '/v2/accounting/non-recurring-fees', form: { merchant_id: '1', revenue_stream_id: '1', amount: '10', currency: 'USD', date: '2026-01-15' } }, 201],
    ['DELETE /v2/accounting/non-recurring-fees/:id', { method: 'DELETE', url: '/v2/accounting/non-recurring-fees/999999' }, 404],
    ['GET /v2/accounting/access-fee-types', { method: 'GET', url: '/v2/accounting/access-fee-types?merchant_id=1' }, 200],
    ['POST /v2/accounting/access-fee-types', { method: 'POST', url: '/v2/accounting/access-fee-types', form: { merchant_id: '1', name: 'season', quantity: '1', period: 'year' } }, 201],
    ['POST /v2/reporting/commercial-reports/:type', { method: 'POST', url: '/v2/reporting/commercial-reports/monthly_active_users', form: { date: '2026-01-01' } }, 200],
    ['GET /v2/reporting/commercial-reports', { method: 'GET', url: '/v2/reporting/commercial-reports' }, 200],
    ['GET /v2/reporting/commercial-reports/:id/download', { method: 'GET', url: '/v2/reporting/commercial-reports/999999/download' }, 404],
    ['DELETE /v2/reporting/commercial-reports/:id', { method: 'DELETE', url: '/v2/reporting/commercial-reports/999999' }, 404],
  ].map(([route, call, allowed]): Row => ({ route: route as string, call: call as Call, expect: [401, 403, 403, allowed as number, 403, 403, 403, 403, 403, 403, 403] })),

  // Impersonation: "Login as" is staff only; customer impersonation is for staff and masters, with the caller's own
  // password (customer 1 is the owner's: the agency, a master, does not reach it); the customer side takes only a
  // customer impersonation token. The staff activity log: staff only.
  { route: 'POST /v2/admin/merchants/:id/login-as', call: { method: 'POST', url: '/v2/admin/merchants/1/login-as' }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'POST /v2/accounts/impersonate', call: { method: 'POST', url: '/v2/accounts/impersonate', form: { customer_id: '1', password: DEMO_PASSWORD } }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 404, 403, 403] },
  { route: 'GET /v2/accounts/impersonate/session', call: { method: 'GET', url: '/v2/accounts/impersonate/session' }, expect: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401] },
  ...['?kind=features', '/export?kind=features', '/facets'].map(
    (path): Row => ({ route: `GET /v2/admin/activity${path.split('?')[0]}`, call: { method: 'GET', url: `/v2/admin/activity${path}` }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] }),
  ),

  // Platform staff's lists across every merchant or one (merchant 1 is the owner's); details by the seed's first
  // payment, subscription and customer; a refund of 0.01 of the first charge.
  ...['/v2/admin/customers', '/v2/admin/customers/export', '/v2/admin/customers/1', '/v2/admin/accounting/transactions', '/v2/admin/accounting/transactions/export', '/v2/admin/subscriptions', '/v2/admin/accesses'].map(
    (path): Row => ({ route: `GET ${path.replace(/\/1$/, '/:id')}`, call: { method: 'GET', url: path.endsWith('/1') ? path : `${path}?merchantID=1` }, expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] }),
  ),
  { route: 'GET /v2/admin/accounting/transactions/:trxToken', call: () => ({ method: 'GET', url: `/v2/admin/accounting/transactions/${firstOf('SELECT trx_token FROM payments ORDER BY id')}` }), expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  { route: 'GET /v2/admin/subscriptions/:subscriptionId', call: () => ({ method: 'GET', url: `/v2/admin/subscriptions/${firstOf('SELECT subscription_id FROM subscriptions ORDER BY id')}` }), expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403] },
  {
    route: 'POST /v2/admin/accounting/transactions/refund',
    call: () => ({ method: 'POST', url: '/v2/admin/accounting/transactions/refund', form: { id: String(firstOf("SELECT id FROM payments WHERE action_type = 'charge' ORDER BY id")), amount: '0.01', reason: 'Matrix' } }),
    expect: [401, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403],
  },

  // The Auth settings (issue 22): customer support reads social, OAuth, sessions and custom fields but changes none;
  // analysts have no settings. The register fields are public, as a paywall reads them; the console's read names the
  // owner's tenant, which only its own accounts and staff reach. A new application is multipart (a form gets 415).
  { route: 'GET /accounts/register-fields/:merchant_uuid', call: { method: 'GET', url: `/accounts/register-fields/${OWNER_MERCHANT}` }, expect: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  // The paywall's age check takes only a customer's paywall session: every console token is refused.
  { route: 'POST /accounts/age-verification', call: { method: 'POST', url: '/accounts/age-verification', form: { pin_code: '123456' } }, expect: [401, 401, 401, 401, 401, 401, 401, 401, 401, 401, 401] },
  { route: 'GET /items/:merchant_uuid/:id', call: { method: 'GET', url: `/items/${OWNER_MERCHANT}/1` }, expect: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'PUT /accounts/social', call: { method: 'PUT', url: '/accounts/social', form: { 'social[0]': 'google' } }, expect: [401, 200, 200, 200, 200, 200, 403, 403, 200, 200, 200] },
  { route: 'PUT /accounts/social/setup', call: { method: 'PUT', url: '/accounts/social/setup', form: { social_network: 'google', 'metadata[app_id]': 'matrix-id', 'metadata[app_secret]': 'matrix-secret' } }, expect: [401, 200, 200, 200, 200, 200, 403, 403, 200, 200, 200] },
  { route: 'DELETE /accounts/social/:type', call: { method: 'DELETE', url: '/accounts/social/apple' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /accounts/applications', call: { method: 'GET', url: '/accounts/applications' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'POST /accounts/applications', call: { method: 'POST', url: '/accounts/applications', form: { name: 'Matrix app' } }, expect: [401, 415, 415, 415, 415, 415, 403, 403, 415, 415, 415] },
  { route: 'PUT /accounts/applications/:id', call: { method: 'PUT', url: `/accounts/applications/${'f'.repeat(32)}`, form: { sso: '1' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'PUT /accounts/applications/:id/secret', call: { method: 'PUT', url: `/accounts/applications/${'f'.repeat(32)}/secret` }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'GET /accounts/domains', call: { method: 'GET', url: '/accounts/domains' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'PUT /accounts/domains', call: { method: 'PUT', url: '/accounts/domains', form: { sub_domain_name: 'matrix', 'allowed_origins[0]': 'https://matrix.example.com' } }, expect: [401, 200, 200, 200, 200, 200, 403, 403, 200, 200, 200] },
  { route: 'GET /accounts/concurrent-sessions', call: { method: 'GET', url: '/accounts/concurrent-sessions' }, expect: [401, 200, 200, 200, 200, 200, 403, 200, 200, 200, 200] },
  { route: 'PUT /accounts/concurrent-sessions', call: { method: 'PUT', url: '/accounts/concurrent-sessions', form: { concurrent_sessions: '3' } }, expect: [401, 200, 200, 200, 200, 200, 403, 403, 200, 200, 200] },
  { route: 'DELETE /accounts/concurrent-sessions', call: { method: 'DELETE', url: '/accounts/concurrent-sessions' }, expect: [401, 200, 200, 200, 200, 200, 403, 403, 200, 200, 200] },
  { route: 'GET /accounts/custom-fields/:tenant_uuid', call: { method: 'GET', url: `/accounts/custom-fields/${OWNER_TENANT}` }, expect: [401, 200, 403, 200, 200, 200, 403, 200, 403, 403, 403] },
  { route: 'POST /accounts/custom-fields', call: (who) => ({ method: 'POST', url: '/accounts/custom-fields', form: { name: `matrix_${who}`, label: 'Matrix', type: 'text', required: '0' } }), expect: [401, 201, 201, 201, 201, 201, 403, 403, 201, 201, 201] },
  { route: 'PUT /accounts/custom-fields/:id', call: { method: 'PUT', url: '/accounts/custom-fields/999999', form: { name: 'matrix', label: 'Matrix', type: 'text', required: '0' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /accounts/custom-fields/:id', call: { method: 'DELETE', url: '/accounts/custom-fields/999999' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },

  // Branding themes (issue 22): read-only for customer support, which may not add one either; analysts have no
  // settings. The paywall's read is public. The images are multipart (a bare POST gets 415 once authorised).
  { route: 'GET /branding/paywall/:merchant_uuid/:branding_id', call: { method: 'GET', url: `/branding/paywall/${OWNER_MERCHANT}/default` }, expect: [200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
  { route: 'GET /v2/branding/paywall/:tenant_uuid', call: { method: 'GET', url: `/v2/branding/paywall/${OWNER_TENANT}` }, expect: [401, 200, 403, 200, 200, 200, 403, 200, 403, 403, 403] },
  { route: 'GET /v2/branding/paywall/:tenant_uuid/:id', call: { method: 'GET', url: `/v2/branding/paywall/${OWNER_TENANT}/999999` }, expect: [401, 404, 403, 404, 404, 404, 403, 404, 403, 403, 403] },
  { route: 'POST /v2/branding/paywall', call: (who) => ({ method: 'POST', url: '/v2/branding/paywall', form: { brand_name: `Matrix ${who}` } }), expect: [401, 201, 201, 201, 201, 201, 403, 403, 201, 201, 201] },
  { route: 'PUT /v2/branding/paywall/:id', call: { method: 'PUT', url: '/v2/branding/paywall/999999', form: { default: 'true' } }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'DELETE /v2/branding/paywall/:id', call: { method: 'DELETE', url: '/v2/branding/paywall/999999' }, expect: [401, 404, 404, 404, 404, 404, 403, 403, 404, 404, 404] },
  { route: 'POST /v2/branding/paywall/images/cover', call: { method: 'POST', url: '/v2/branding/paywall/images/cover' }, expect: [401, 415, 415, 415, 415, 415, 403, 403, 415, 415, 415] },
  { route: 'POST /v2/branding/paywall/images/logo', call: { method: 'POST', url: '/v2/branding/paywall/images/logo' }, expect: [401, 415, 415, 415, 415, 415, 403, 403, 415, 415, 415] },

  // Last: logging out revokes the principal's token.
  { route: 'GET /accounts/logout', call: { method: 'GET', url: '/accounts/logout' }, expect: [401, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200] },
];

let app: FastifyInstance;
/** The first value a query finds in the sandbox's seeded data (read when the row is called, after the app is built). */
const firstOf = (sql: string): string | number => app.sandbox.db.prepare(sql).pluck().get() as string | number;
const tokens = new Map<Principal, string>();
const registered: string[] = [];

beforeAll(async () => {
  app = buildApp({ dbPath: ':memory:' });
  // Every route the API registers, as the access table names them (HEAD and the sandbox-only controls left out).
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.url.startsWith(`${API_PREFIX}/`) || route.url.startsWith(`${API_PREFIX}/_sandbox`)) return;
    for (const method of methods) if (method !== 'HEAD') registered.push(`${method} ${route.url.slice(API_PREFIX.length)}`);
  });
  await startApp(app);
  for (const [principal, email] of Object.entries(EMAILS)) tokens.set(principal as Principal, (await signIn(app, email)).access_token);
});

afterAll(async () => {
  await app.close();
});

function call(principal: Principal, request: Row['call']): Promise<TestResponse> {
  const { method, url, form, json } = typeof request === 'function' ? request(principal) : request;
  const token = tokens.get(principal);
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (json !== undefined) headers['content-type'] = 'application/json';
  const payload = form ? encodeForm(form) : json !== undefined ? JSON.stringify(json) : undefined;
  return send(app, { method, url: `${API_PREFIX}${url}`, headers, payload });
}

// A schedule's path names no type, so its section is the stored report's: each principal meets a payments schedule of
// the owner's merchant (transactions, disabled for content managers; 'allReports', disabled for customer support).
describe.each([
  ['POST /v2/reporting/scheduled/:report_id/delete', (id: string): Call => ({ method: 'POST', url: `/v2/reporting/scheduled/${id}/delete` }), 200],
  ['POST /v2/reporting/scheduled/:type with the report_id of another type', (id: string): Call => ({ method: 'POST', url: '/v2/reporting/scheduled/access', form: { ...SCHEDULE, report_id: id } }), 200],
] as const)("%s, on the owner's payments schedule", (_route, request, allowed) => {
  const expected: Row['expect'] = [401, allowed, 404, 404, allowed, 403, allowed, 403, 404, 404, 404];
  it.each(PRINCIPALS.map((principal, index) => [principal, expected[index]] as const))('%s gets %i', async (principal, status) => {
    const created = await call('owner', { method: 'POST', url: '/v2/reporting/scheduled/payments', form: SCHEDULE });
    expect(created.statusCode).toBe(201);
    const response = await call(principal, request(created.json<{ report_id: string }>().report_id));
    expect(`${response.statusCode} ${response.statusCode >= 400 ? response.body : ''}`.trim()).toMatch(new RegExp(`^${status}\\b`));
  });
});

describe.each(MATRIX)('$route', (row) => {
  it.each(PRINCIPALS.map((principal, index) => [principal, row.expect[index]] as const))('%s gets %i', async (principal, status) => {
    const response = await call(principal, row.call);
    expect(`${response.statusCode} ${response.statusCode >= 400 ? response.body : ''}`.trim()).toMatch(new RegExp(`^${status}\\b`));
  });
});

describe('the matrix', () => {
  it('covers every route the API registers', () => {
    const covered = new Set(MATRIX.map((row) => row.route));
    expect(registered.length).toBeGreaterThan(20);
    expect(registered.filter((route) => !covered.has(route))).toEqual([]);
  });
});

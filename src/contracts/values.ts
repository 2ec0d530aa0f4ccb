/**
 * The enumerations the API's contracts are made of, as plain values: the console imports these at run time, while
 * the schema modules beside this one (which need the TypeBox runtime) are imported by the console for their types
 * only. The sandbox validates with the same lists.
 */
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PAYMENT_TYPES = ['charge', 'recurrent', 'refund', 'donation', 'gift-payment', 'store-payment', 'pending'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The report engine's types; `merchants` and `transactions` (the admin payments section's) are platform staff's only. */
export const REPORT_TYPES = ['audience', 'account-logins', 'payments', 'subscriptions', 'access', 'merchants', 'transactions'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const STAFF_REPORT_TYPES: readonly ReportType[] = ['merchants', 'transactions'];
export const REPORT_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;

export const SCHEDULE_RESOLUTIONS = ['day', 'week', 'month', 'year'] as const;
export const SCHEDULE_START_RESOLUTIONS = [...SCHEDULE_RESOLUTIONS, 'custom'] as const;
export const SCHEDULE_END_TYPES = ['never', 'occurrences', 'date'] as const;

export const HISTOGRAM_INTERVALS = ['day', 'month'] as const;

export const SAVED_VIEW_LISTS = ['payments', 'customers', 'subscriptions'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const MAX_EMAIL_LENGTH = 254;

/** Spec section 3: the kinds of asset a merchant can sell. */
export const ASSET_TYPES = ['video', 'html_asset', 'dlc_asset', 'rss_asset', 'jw_ott_app_asset'] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** The asset's event type; the creation wizard's content category step picks the first one. */
export const EVENT_TYPES = ['live', 'vod', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Spec section 9: assets lists show 15 a page. */
export const ASSETS_PAGE_SIZE = 15;
export const MAX_ITEMS_PAGE_SIZE = 100;

/** Custom metadata keys of an asset carry this prefix (spec section 3). */
export const ASSET_METADATA_PREFIX = 'asset_';

/** Spec section 9: the package list shows 14 a page (package items 15). */
export const PACKAGES_PAGE_SIZE = 14;

/** A template's restriction categories (catalogue 7.3). */
export const RESTRICTION_CATEGORIES = ['age', 'geo', 'domain'] as const;

/** A country set allows only its countries (whitelist) or blocks them (blacklist) (spec section 3 "Restrictions"). */
export const COUNTRY_SET_TYPES = ['whitelist', 'blacklist'] as const;
export type CountrySetType = (typeof COUNTRY_SET_TYPES)[number];

/** Merchant-wide domain rules: where the paywall may be embedded, and the origins allowed to call the API. */
export const DOMAIN_RESTRICTION_TYPES = ['whitelist', 'allowed_origins'] as const;
export type DomainRestrictionType = (typeof DOMAIN_RESTRICTION_TYPES)[number];

/** How a merchant verifies a buyer's age (feature Age Verification). */
export const AGE_VERIFICATION_TYPES = ['date_of_birth', 'pin_code'] as const;
export type AgeVerificationType = (typeof AGE_VERIFICATION_TYPES)[number];

/** -1 means no minimum age (catalogue 7.8). */
export const NO_MIN_AGE = -1;
export const MIN_AGE_LIMIT = 120;

/** The restriction impact preview looks back this many days. */
export const IMPACT_WINDOW_DAYS = 90;

/** A domain or a wildcard over its sub-domains (`*.example.com`); an allowed origin is a scheme, host and optional port. */
export const DOMAIN_PATTERN = '^(\\*\\.)?([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';
export const ORIGIN_PATTERN = '^https?://([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)*[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(:\\d{1,5})?$';

/** An access code (passcode) is shared by everyone who has it, or good for one buyer only. */
export const ACCESS_CODE_TYPES = ['passcode', 'single_use'] as const;
export type AccessCodeType = (typeof ACCESS_CODE_TYPES)[number];
/** Spec section 9: codes list 10 a page; code dates are YYYY-MM-DD HH:mm:ss (UTC). */
export const ACCESS_CODES_PAGE_SIZE = 10;
export const CODE_DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$';
export const MAX_CONCURRENT_SESSIONS = 100;
/** A bulk upload's largest file and row count. */
export const MAX_CODES_FILE_BYTES = 1024 * 1024;
export const MAX_CODES_FILE_ROWS = 5000;
/** The columns of the bulk codes file, in order (the template file's header). */
export const CODES_FILE_COLUMNS = ['code', 'type', 'start_date', 'end_date', 'concurrent_sessions'] as const;

/** The online video platforms of the integrations screen (spec section 2), in its order. */
export const OVP_PLATFORMS = ['livestream', 'brightcove', 'kaltura', 'jwplayer', 'qbrick', 'ooyala', 'panopto', 'dacast', 'cloudfront', 'sportradar', 'sport1', 'streamamg', 'flowplayer', 'ivs'] as const;
export type OvpPlatform = (typeof OVP_PLATFORMS)[number];
/**
 * Every video platform the console connects (the integrations boxes, and Piksel, which the catalogue looks videos up on):
 * the keys its external account takes (the last is the secret), and the keys that look one of its videos up (spec
 * section 3; Qbrick's access token comes from the linked account, not from the video).
 */
export const VIDEO_PLATFORM_SPECS = {
  livestream: { keys: ['account_id', 'api_key'], lookup: ['event_id', 'video_id'] },
  brightcove: { keys: ['account_id', 'client_id', 'client_secret'], lookup: ['video_id'] },
  kaltura: { keys: ['partner_id', 'admin_secret'], lookup: ['video_id'] },
  jwplayer: { keys: ['api_key', 'api_secret'], lookup: ['video_key'] },
  qbrick: { keys: ['account_id', 'client_id', 'client_secret'], lookup: ['video_id', 'access_token'] },
  ooyala: { keys: ['api_key', 'api_secret'], lookup: ['embed_code'] },
  panopto: { keys: ['server', 'client_id', 'client_secret'], lookup: ['video_id'] },
  dacast: { keys: ['account_id', 'api_key'], lookup: ['video_id'] },
  cloudfront: { keys: ['distribution', 'key_pair_id', 'private_key'], lookup: ['video_id'] },
  sportradar: { keys: ['account_id', 'api_key'], lookup: ['video_id'] },
  sport1: { keys: ['username', 'password'], lookup: ['video_id'] },
  streamamg: { keys: ['partner_id', 'api_secret'], lookup: ['video_id'] },
  flowplayer: { keys: ['site_id', 'api_key'], lookup: ['video_id'] },
  ivs: { keys: ['access_key_id', 'secret_access_key'], lookup: ['video_id'] },
  piksel: { keys: ['account_id', 'api_token'], lookup: ['program_uuid'] },
} as const satisfies Record<OvpPlatform | 'piksel', { keys: readonly string[]; lookup: readonly string[] }>;
export type SyncPlatform = keyof typeof VIDEO_PLATFORM_SPECS;
export const SYNC_PLATFORMS = Object.keys(VIDEO_PLATFORM_SPECS) as SyncPlatform[];
/** Every key name an external account can take, and every lookup key, over all platforms. */
export type PlatformKey = (typeof VIDEO_PLATFORM_SPECS)[SyncPlatform]['keys'][number];
export const PLATFORM_KEYS = [...new Set(SYNC_PLATFORMS.flatMap((platform) => VIDEO_PLATFORM_SPECS[platform].keys))] as PlatformKey[];
export type LookupKey = (typeof VIDEO_PLATFORM_SPECS)[SyncPlatform]['lookup'][number];
export const LOOKUP_KEYS = [...new Set(SYNC_PLATFORMS.flatMap((platform) => VIDEO_PLATFORM_SPECS[platform].lookup))] as LookupKey[];
/** A video id on any platform (JW keys, Brightcove digits, Kaltura entry ids, Ooyala embed codes, uuids). */
export const VIDEO_ID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';
/** Spec section 9: external videos list 15 a page; the page index starts at 0. */
export const EXTERNAL_VIDEOS_PAGE_SIZE = 15;

/** Vouchers (spec section 3): their types, discount periods, rule types and page sizes. */
export const VOUCHER_TYPES = ['web', 'in-app', 'vip', 'gift-voucher'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];
export const DISCOUNT_PERIODS = ['once', 'forever', 'repeating'] as const;
export type DiscountPeriod = (typeof DISCOUNT_PERIODS)[number];
export const MAX_DISCOUNT_DURATION = 12;
export const VOUCHER_RULE_TYPES = ['assets', 'packages', 'access-fees', 'access-types', 'emails'] as const;
export type VoucherRuleType = (typeof VOUCHER_RULE_TYPES)[number];
/** An in-app voucher's application, and the platform value each stands for. */
export const VOUCHER_APPLICATIONS = { android: 'playstore', ios: 'apple' } as const;
export type VoucherApplication = keyof typeof VOUCHER_APPLICATIONS;
/** Access after a voucher: a number and a unit (hours, days, weeks, months, years), e.g. 7d. */
export const ACC_DURATION_PATTERN = '^[1-9]\\d{0,2}[hdwmy]$';
/** Spec section 9: vouchers, their rules and e-mails 15 a page; rules page from 0, e-mails from 1. */
export const VOUCHERS_PAGE_SIZE = 15;
/** A random code's length, without its prefix and suffix. */
export const RANDOM_CODE_LENGTH = { min: 4, max: 30 } as const;

/** Audience (catalogue 7.7): customers list 15 a page; the details' accesses, subscriptions and payments 5 a page. */
export const CUSTOMERS_PAGE_SIZE = 15;
export const CUSTOMER_TABLE_PAGE_SIZE = 5;
export const SUBSCRIPTIONS_PAGE_SIZE = 15;
export const SUBSCRIPTION_HISTORY_PAGE_SIZE = 5;
export const SUBSCRIPTION_ACTION_TYPES = ['recurrent', 'past_due', 'unpaid', 'canceled', 'free-trial', 'ended', 'incomplete', 'incomplete_expired', 'paused'] as const;
export type SubscriptionActionType = (typeof SUBSCRIPTION_ACTION_TYPES)[number];
export const CUSTOMER_ACCESS_TYPES = ['granted', 'purchased', 'full-discount', 'access-voucher'] as const;
export type CustomerAccessType = (typeof CUSTOMER_ACCESS_TYPES)[number];
/** Payment methods whose subscriptions the store cancels, not the merchant (spec: Cancel disabled when paid in-app). */
export const IN_APP_PAYMENT_METHODS = ['Amazon In-App', 'Roku In-App', 'Apple In-App', 'Google In-App'] as const;
/** A subscription paid in a store is canceled there, not through the platform. */
export const isInAppMethod = (method: string): boolean => (IN_APP_PAYMENT_METHODS as readonly string[]).includes(method);
/** The bulk access actions (catalogue 7.4): the file's columns per action, in order (the template's header). */
export const BULK_ACCESS_ACTIONS = ['grant', 'revoke', 'extend'] as const;
export type BulkAccessAction = (typeof BULK_ACCESS_ACTIONS)[number];
export const BULK_ACCESS_COLUMNS: Readonly<Record<BulkAccessAction, readonly string[]>> = {
  grant: ['email', 'item_id', 'expires_at'],
  revoke: ['email', 'item_id'],
  extend: ['email', 'item_id', 'expires_at'],
};
export const MAX_BULK_ACCESS_ROWS = 5000;
/** The part of the multipart body holding the file. */
export const BULK_ACCESS_FILE_FIELD = 'file';
/** Global search answers at most this many of each kind. */
export const GLOBAL_SEARCH_LIMIT = 5;
/** Commercials (spec sections 3 and 9; catalogue 7.9, 7.10): platform fee cycles, access fee types, commercial reports. */
export const PLATFORM_FEE_CYCLES = ['monthly', 'quarterly', 'yearly'] as const;
export type PlatformFeeCycle = (typeof PLATFORM_FEE_CYCLES)[number];
export const ACCESS_FEE_TYPE_NAMES = ['ppv', 'ppv_custom', 'subscription', 'freemium', 'season'] as const;
export const ACCESS_FEE_TYPE_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export const COMMERCIAL_REPORT_TYPES = ['commercial-setup', 'monthly_active_users', 'merchant-analytics'] as const;
export type CommercialReportType = (typeof COMMERCIAL_REPORT_TYPES)[number];
/** Commercial reports cover months from July 2022 (spec section 5) up to the current month. */
export const COMMERCIAL_FIRST_MONTH = '2022-07';

/** The admin merchants list (issue 20): its page size, search fields, the roles staff switch, the Connect decisions. */
export const MERCHANTS_PAGE_SIZE = 15;
/** Spec section 9: clients (a master's followers) are listed 10 a page. */
export const CLIENTS_PAGE_SIZE = 10;
/** Spec sections 3 and 9: a master's related (follower) accounts, 6 a page in createdAt order, and the scopes it gives them. */
export const FOLLOWERS_PAGE_SIZE = 6;
/** Organisation members (issue 21): the roles an owner gives an invited member, and the members list's page size. */
export const MEMBER_ROLES = ['admin', 'content_manager', 'analyst', 'customer_support'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
export const MEMBERS_PAGE_SIZE = 15;
export const FOLLOWER_SCOPES = ['inheritance', 'email_inheritance'] as const;
/** The agency cockpit's search across its related accounts (issue 21, N4): 10 results a page, 2 to 100 characters. */
export const FOLLOWER_SEARCH_PAGE_SIZE = 10;
export const FOLLOWER_SEARCH_MIN_LENGTH = 2;
export const FOLLOWER_SEARCH_MAX_LENGTH = 100;
export type FollowerScope = (typeof FOLLOWER_SCOPES)[number];
export const MERCHANT_SEARCH_FIELDS = ['any', 'name', 'email', 'uuid'] as const;
export type MerchantSearchField = (typeof MERCHANT_SEARCH_FIELDS)[number];
export const MERCHANT_ROLE_IDS = ['master'] as const;
export type MerchantRoleId = (typeof MERCHANT_ROLE_IDS)[number];
export const CONNECT_DECISIONS = ['approve', 'decline'] as const;
export type ConnectDecision = (typeof CONNECT_DECISIONS)[number];
/** The admin mailing list and missing transactions (issue 20), shared by the console and the sandbox (contracts/adminReports.ts). */
export const MAILING_LIST_PAGE_SIZE = 15;
export const MAX_MAILING_LIST_PAGE_SIZE = 100;
/** The status filter's values (spec section 2): 'true' lists the blacklisted, 'false' the whitelisted. */
export const BLACKLISTED_VALUES = ['true', 'false'] as const;
export type BlacklistedValue = (typeof BLACKLISTED_VALUES)[number];

/** The admin sections with a missing-transactions screen (spec section 2). */
export const MISSING_TRANSACTION_SECTIONS = ['merchants', 'audience', 'payments', 'subscriptions', 'access'] as const;
export type MissingTransactionSection = (typeof MISSING_TRANSACTION_SECTIONS)[number];
export const MISSING_TRANSACTIONS_PAGE_SIZE = 10;
/** An imported file's size and row limits. */
export const MAX_TRANSACTIONS_FILE_BYTES = 1024 * 1024;
export const MAX_TRANSACTIONS_FILE_ROWS = 5000;
/** The template's columns; `transaction_token` (a payment's trx token or its gateway token) is the one matched. */
export const TRANSACTIONS_FILE_COLUMNS = ['transaction_token', 'amount', 'currency'] as const;
/** How many missing rows an error file entry carries in the list (the download has them all). */
export const LISTED_MISSING_ROWS = 50;

/**
 * The payment setup (issue 21; catalogue 7.9). Methods are what a customer pays with; gateways (payment providers)
 * process them. A merchant connects gateways (its payment providers) and, per method, picks the one that serves it.
 */
export const PAYMENT_METHODS = [
  { id: 1, name: 'Card', gateways: ['Stripe', 'Wirecard'] },
  { id: 2, name: 'PayPal', gateways: ['PayPal'] },
  { id: 3, name: 'Ideal', gateways: ['Stripe'] },
  { id: 4, name: 'Direct Debit', gateways: ['Stripe', 'Wirecard'] },
  { id: 5, name: 'Apple In-App', gateways: ['Apple In-App'] },
  { id: 6, name: 'Google In-App', gateways: ['Google In-App'] },
  { id: 7, name: 'Amazon In-App', gateways: ['Amazon In-App'] },
  { id: 8, name: 'Roku In-App', gateways: ['Roku In-App'] },
] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number]['name'];
/** Gateways a merchant can connect; `kind` decides what the methods table shows for it (an account link, a business name). */
export const GATEWAYS = [
  { name: 'Stripe', kind: 'card' },
  { name: 'Wirecard', kind: 'card' },
  { name: 'PayPal', kind: 'wallet' },
  { name: 'Apple In-App', kind: 'store' },
  { name: 'Google In-App', kind: 'store' },
  { name: 'Amazon In-App', kind: 'store' },
  { name: 'Roku In-App', kind: 'store' },
] as const;
export type Gateway = (typeof GATEWAYS)[number]['name'];
/** Rows with 'Stripe settings' (spec: only stripe or Ideal). */
export const hasStripeSettings = (method: string, gateway: string): boolean => gateway === 'Stripe' || method === 'Ideal';
/** Direct bank transfers: the set-gateway dialog warns about them. */
export const BANK_TRANSFER_METHODS: readonly string[] = ['Ideal', 'Direct Debit'];
/** At most this many gateway rows in one set-gateway save (NewPricing). */
export const MAX_GATEWAY_ROWS = 8;
/** Fees: subscription or one-time (ppv); currencies by number, as the platform sends them. */
export const FEE_PAYMENT_TYPES = ['subscription', 'ppv'] as const;
export type FeePaymentType = (typeof FEE_PAYMENT_TYPES)[number];
export const FEE_CURRENCIES = { 1: 'EUR', 2: 'USD', 3: 'GBP' } as const satisfies Record<number, Currency>;
export const FEE_CURRENCY_CODES = [1, 2, 3] as const;
export const MAX_FEE_FIXED = 1000;
/** The bank statement (POST v2/payments/bank-statement): a PDF or an image, at most 5 MB. */
export const BANK_STATEMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const MAX_BANK_STATEMENT_BYTES = 5 * 1024 * 1024;

/**
 * Mail templates (catalogue 7.9; issue 22): the customer mails the platform sends that a merchant may give its own
 * sender and subject. Each takes effect in the sandbox's outbox for that merchant's customers.
 */
export const MAIL_TEMPLATE_NAMES = ['customer-password-reset', 'customer-data-export', 'customer-registration'] as const;
export type MailTemplateName = (typeof MAIL_TEMPLATE_NAMES)[number];
/** Spec section 9: smtp outside production, mailgun and ses in production. */
export const MAIL_TRANSPORTS = ['smtp', 'mailgun', 'ses'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];
export const MAIL_TRANSPORTS_BY_ENV = { production: ['mailgun', 'ses'], other: ['smtp'] } as const satisfies Record<string, readonly MailTransport[]>;
/** The platform's mail domain, used when a template names none (spec section 9). */
export const DEFAULT_MAIL_DOMAIN = 'mail.boxoffice.example';
export const MAIL_TEMPLATES_PAGE_SIZE = 15;
export const MAX_MAIL_TEMPLATES_PAGE_SIZE = 50;
export const MAX_MAIL_TEMPLATES_BULK = 100;
/**
 * Webhooks (catalogue 7.13; issue 22 P4): the events the sandbox delivers, in the order the console offers them. The
 * catalogue names none; these follow the platform's documented style (`customer.registered`, `payment.success`).
 */
export const WEBHOOK_EVENTS = [
  'payment.success',
  'payment.refunded',
  'asset.access.granted',
  'asset.access.revoked',
  'asset.access.extended',
  'customer.registered',
  'subscription.canceled',
  'report.generated',
  'bulk.job.finished',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "Send test event" delivers, whatever the webhook subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
export type WebhookLogEvent = WebhookEvent | typeof WEBHOOK_TEST_EVENT;
export const WEBHOOK_LOG_EVENTS: readonly WebhookLogEvent[] = [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT];
/** An attempt's outcome: a 2xx answer, or anything else (another status, a timeout, a refused connection). */
export const WEBHOOK_ATTEMPT_OUTCOMES = ['succeeded', 'failed'] as const;
export type WebhookAttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];
/** A delivery's state: waiting for its first attempt, waiting for a retry, delivered, or failed for good. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'retrying', 'delivered', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];
export const WEBHOOK_ATTEMPTS_PAGE_SIZE = 15;
export const MAX_WEBHOOK_URI_LENGTH = 2000;
/** A merchant's webhooks, at most. */
export const MAX_WEBHOOKS = 20;
/** The headers of a delivery: HMAC-SHA256 of the body under the webhook's secret (hex), its id, its time (Unix s). */
export const WEBHOOK_SIGNATURE_HEADER = 'x-boxoffice-signature';
export const WEBHOOK_DELIVERY_HEADER = 'x-boxoffice-delivery';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-boxoffice-timestamp';
/** The social networks a paywall can offer sign-in with (the spec names none; these are the platform's usual four). */
export const SOCIAL_NETWORKS = ['facebook', 'google', 'twitter', 'apple'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
/** Custom registration field types (the spec names none). */
export const CUSTOM_FIELD_TYPES = ['text', 'select', 'checkbox', 'radio', 'date', 'country'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];
/** Types whose answer is one of the field's options. */
export const OPTION_FIELD_TYPES: readonly CustomFieldType[] = ['select', 'radio'];
/** Spec section 9: a custom field has at most 80 option inputs (extra ones are ignored). */
export const MAX_CUSTOM_FIELD_OPTIONS = 80;
/** The paywall's built-in registration fields (spec section 5): required text. */
export const BUILT_IN_REGISTER_FIELDS = ['fullname', 'email', 'password', 'repeatPassword'] as const;
/** Names the merchant's own fields cannot take: the built-in ones and what the full-name split creates. */
export const RESERVED_FIELD_NAMES: readonly string[] = [...BUILT_IN_REGISTER_FIELDS, 'first_name', 'surname'];
/** A custom field's name: what the paywall sends it as. */
export const FIELD_NAME_PATTERN = '^[a-z][a-z0-9_]{0,49}$';
/** The paywall embed's user-menu position (spec section 3: default right). */
export const USER_MENU_POSITIONS = ['right', 'left'] as const;
export type UserMenuPosition = (typeof USER_MENU_POSITIONS)[number];
/** An SSO sub-domain's label. */
export const SUB_DOMAIN_PATTERN = '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$';

/**
 * The landing page builder's hand-off (spec sections 2 and 9): the console leaves the merchant's session in a cookie
 * the builder reads, named with the platform key and kept one month.
 */
export const pageBuilderCookieName = (platformKey: string): string => `${platformKey}_pagebuilder_token`;
export const PAGE_BUILDER_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** A branding colour as the paywall takes it: #rgb or #rrggbb. */
export const BRANDING_COLOUR_PATTERN = '^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$';
/** Spec sections 3 and 9: the paywall's colours when the merchant has chosen none (the preview buttons follow the paywall's). */
export const BRANDING_DEFAULT_COLOURS = {
  paywall_primary_color: '#52ceb0',
  paywall_secondary_color: '#44a7c8',
  paywall_buttons_bg_color: '#56c0a4',
  paywall_buttons_text_color: '#FFFFFF',
  preview_buttons_bg_color: '#56c0a4',
  preview_buttons_text_color: '#FFFFFF',
} as const;
export type BrandingColourField = keyof typeof BRANDING_DEFAULT_COLOURS;
export const BRANDING_COLOUR_FIELDS = Object.keys(BRANDING_DEFAULT_COLOURS) as BrandingColourField[];
/** The paywall's look, a theme's `template_id` (the spec names no values): 1 light, 2 dark. */
export const BRANDING_TEMPLATES = { light: 1, dark: 2 } as const;
export type BrandingTemplate = keyof typeof BRANDING_TEMPLATES;
/** `{product}_protected_label` of spec section 3, with this platform's product key. */
export const PROTECTED_LABEL_FIELD = 'boxoffice_protected_label';
/** `GET branding/paywall/{merchantUuid}/default`: the merchant's default theme (the spec's colours when it has none). */
export const DEFAULT_BRANDING_ID = 'default';
/** A merchant's branding themes, at most. */
export const MAX_BRANDING_THEMES = 50;
/**
 * The in-app stores (spec sections 2, 3 and 5; catalogue 7.11): the route's type, the payment provider (gateway) whose
 * keys they are, and the keys of each, in the form's order. Google's are its own setup (site token and Play Store
 * public key); the others are provider metadata, Apple's p8 key sent beside it.
 */
export const IN_APP_STORES = {
  'google-in-app': { gateway: 'Google In-App', keys: ['site_token', 'playstore_public_key'] },
  'apple-in-app': { gateway: 'Apple In-App', keys: ['bundle_id', 'p8_certificate', 'key_id', 'issuer', 'secret_key'] },
  'amazon-in-app': { gateway: 'Amazon In-App', keys: ['secret_key'] },
  'roku-in-app': { gateway: 'Roku In-App', keys: ['api_key'] },
} as const;
export type InAppType = keyof typeof IN_APP_STORES;
export const IN_APP_TYPES = Object.keys(IN_APP_STORES) as InAppType[];
export type InAppKey = (typeof IN_APP_STORES)[InAppType]['keys'][number];
/** The stores whose keys are provider metadata, saved by provider id (always a PUT). */
export const METADATA_STORES = ['apple-in-app', 'amazon-in-app', 'roku-in-app'] as const satisfies readonly InAppType[];
export type MetadataStore = (typeof METADATA_STORES)[number];
/** Apple's one optional key: the legacy shared secret (Amazon's shared secret is required). */
export const isOptionalInAppKey = (type: InAppType, key: InAppKey): boolean => type === 'apple-in-app' && key === 'secret_key';
/** Apple's p8 key (App Store Connect API) is a PEM private key between these markers (spec section 5). */
export const P8_BEGIN = '-----BEGIN PRIVATE KEY-----';
export const P8_END = '-----END PRIVATE KEY-----';
export const isP8Key = (value: string): boolean => {
  const trimmed = value.trim();
  return trimmed.startsWith(P8_BEGIN) && trimmed.endsWith(P8_END) && trimmed.length > P8_BEGIN.length + P8_END.length;
};
/** Google's site token is at least this long (spec section 5). */
export const GOOGLE_SITE_TOKEN_MIN = 6;
/** PayPal's REST app keys, kept as the PayPal provider's metadata (feature ExternalPaypalIntegration). */
export const PAYPAL_GATEWAY = 'PayPal';
export const PAYPAL_KEYS = ['client_id', 'client_secret'] as const;
export type PayPalKey = (typeof PAYPAL_KEYS)[number];
/** A stored key's largest size (a p8 key is about 250 characters, a Play Store public key about 400). */
export const MAX_IN_APP_KEY_LENGTH = 4000;
/**
 * The third-party integrations (spec section 2: route type eventbrite or livelike), connected through the same external
 * account calls as the video platforms (spec section 3: Eventbrite's private_token, LiveLike's client_id and access_token).
 */
export const THIRD_PARTY_SPECS = {
  eventbrite: { keys: ['private_token'] },
  livelike: { keys: ['client_id', 'access_token'] },
} as const;
export type ThirdParty = keyof typeof THIRD_PARTY_SPECS;
export const THIRD_PARTIES = Object.keys(THIRD_PARTY_SPECS) as ThirdParty[];
/** Everything the external account calls connect: a video platform or a third-party service. */
export type ExternalAccountName = SyncPlatform | ThirdParty;
export const EXTERNAL_ACCOUNT_NAMES: readonly ExternalAccountName[] = [...SYNC_PLATFORMS, ...THIRD_PARTIES];
export type AccountKey = PlatformKey | (typeof THIRD_PARTY_SPECS)[ThirdParty]['keys'][number];
export const ACCOUNT_KEYS = [...new Set([...PLATFORM_KEYS, ...THIRD_PARTIES.flatMap((name) => THIRD_PARTY_SPECS[name].keys)])] as AccountKey[];
/** The keys an external account takes, in its form's order; the last is its secret. */
export const accountKeys = (name: ExternalAccountName): readonly AccountKey[] => (name in THIRD_PARTY_SPECS ? THIRD_PARTY_SPECS[name as ThirdParty].keys : VIDEO_PLATFORM_SPECS[name as SyncPlatform].keys);
export const isThirdParty = (name: string): name is ThirdParty => name in THIRD_PARTY_SPECS;
/** Spec section 9: an Eventbrite organisation's events (its "videos") 10 a page; organisations page as Eventbrite's do. */
export const EVENTBRITE_EVENTS_PAGE_SIZE = 10;
export const EVENTBRITE_ORGANIZATIONS_PAGE_SIZE = 5;
/** IVS livestream channels (spec section 3; catalogue 7.11): their types and latency modes, and the name IVS allows. */
export const IVS_CHANNEL_TYPES = ['STANDARD', 'BASIC'] as const;
export type IvsChannelType = (typeof IVS_CHANNEL_TYPES)[number];
export const IVS_LATENCY_MODES = ['LOW', 'NORMAL'] as const;
export type IvsLatencyMode = (typeof IVS_LATENCY_MODES)[number];
export const IVS_CHANNEL_NAME_PATTERN = '^[A-Za-z0-9_-]{1,128}$';
/** An IVS channel's ARN: arn:aws:ivs:{region}:{account}:channel/{id}. */
export const IVS_CHANNEL_ARN_PATTERN = '^arn:aws:ivs:[a-z0-9-]+:\\d{12}:channel/[A-Za-z0-9]{12}$';
/** A merchant's channels, at most (IVS's default quota per account and region). */
export const MAX_IVS_CHANNELS = 20;
/** LiveLike chat rooms (spec section 3): the content filter; the resources the list call reads; 10 a page (spec: `page`, size not given). */
export const CHAT_CONTENT_FILTERS = ['filtered', 'none'] as const;
export type ChatContentFilter = (typeof CHAT_CONTENT_FILTERS)[number];
export const LIVELIKE_RESOURCES = ['chatrooms'] as const;
export type LiveLikeResource = (typeof LIVELIKE_RESOURCES)[number];
export const LIVELIKE_PAGE_SIZE = 10;
export const MAX_CHAT_ROOM_TITLE = 100;
/**
 * The integrations whose connection health the console shows (issue 23, beyond the spec): the in-app stores, PayPal, the
 * third-party services and the video platforms, each tracked by the sandbox as it is used and checked on demand.
 */
export type HealthIntegration = InAppType | 'paypal' | ThirdParty | SyncPlatform;
export const HEALTH_INTEGRATIONS: readonly HealthIntegration[] = [...IN_APP_TYPES, 'paypal', ...THIRD_PARTIES, ...SYNC_PLATFORMS];
export const isSyncPlatform = (name: string): name is SyncPlatform => name in VIDEO_PLATFORM_SPECS;
export const HEALTH_STATUSES = ['ok', 'failing', 'unknown'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

/** Environments. Every address comes from build-time variables injected by webpack's DefinePlugin. */
export type EnvName = 'sandbox' | 'staging' | 'production';

export interface AppConfig {
  env: EnvName;
  apiBaseUrl: string;
  realtimeCredentialsUrl: string;
  realtimeEndpoint: string;
  clientId: string;
  platformKey: string;
  recaptchaSiteKey: string;
  beaconUrl: string;
  /** Site hosting the legal pages; empty means the pages bundled with the console under /legal. */
  legalSiteUrl: string;
  /** Stripe Connect's OAuth page: Stripe's own, or the sandbox's stand-in. */
  stripeConnectUrl: string;
  /** The landing page builder the side nav opens (feature LandingPageBuilder); empty: no entry. */
  pageBuilderUrl: string;
  /** The domain of the builder's hand-off cookie (e.g. `.example.com` for a builder on a sibling host); empty: this host. */
  pageBuilderCookieDomain: string;
  /** The support site the side nav opens; empty: no entry. */
  supportUrl: string;
  /** The merchants shown the ThoughtSpot and Domo placeholders (spec section 2: two specific merchant ids), or null. */
  thoughtspotMerchantId: number | null;
  domoMerchantId: number | null;
}

/**
 * In the sandbox, the seeded merchants that show the ThoughtSpot and Domo placeholders (README, Configuration): Other
 * Tenant Ltd (other@sandbox.test) and Follower Two Films (follower2@sandbox.test).
 */
export const SANDBOX_THOUGHTSPOT_MERCHANT_ID = 6;
export const SANDBOX_DOMO_MERCHANT_ID = 5;

const merchantIdOf = (raw: string | undefined, fallback: number | null): number | null => {
  if (!raw) return fallback;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw new Error(`A merchant id must be a positive whole number, not "${raw}"`);
  return id;
};

const ENV_NAMES: readonly EnvName[] = ['sandbox', 'staging', 'production'];

export interface RawEnv {
  APP_ENV?: string;
  API_BASE_URL?: string;
  REALTIME_CREDENTIALS_URL?: string;
  REALTIME_ENDPOINT?: string;
  CLIENT_ID?: string;
  PLATFORM_KEY?: string;
  RECAPTCHA_SITE_KEY?: string;
  BEACON_URL?: string;
  LEGAL_SITE_URL?: string;
  STRIPE_CONNECT_URL?: string;
  PAGEBUILDER_URL?: string;
  PAGEBUILDER_COOKIE_DOMAIN?: string;
  SUPPORT_URL?: string;
  THOUGHTSPOT_MERCHANT_ID?: string;
  DOMO_MERCHANT_ID?: string;
}

/** Pure, so tests can build any environment. Staging and production must name their addresses. */
export function buildConfig(raw: RawEnv): AppConfig {
  const env = (ENV_NAMES as readonly string[]).includes(raw.APP_ENV ?? '') ? (raw.APP_ENV as EnvName) : 'sandbox';
  const sandbox = env === 'sandbox';
  const apiBaseUrl = raw.API_BASE_URL || (sandbox ? '/api' : '');
  if (!apiBaseUrl) throw new Error(`API_BASE_URL is required for the ${env} environment`);
  const standIn = (page: string): string => (sandbox ? `${apiBaseUrl.replace(/\/+$/, '')}/_sandbox/${page}` : '');
  return {
    env,
    apiBaseUrl: apiBaseUrl.replace(/\/+$/, ''),
    realtimeCredentialsUrl: raw.REALTIME_CREDENTIALS_URL || `${apiBaseUrl.replace(/\/+$/, '')}/realtime/credentials`,
    realtimeEndpoint: raw.REALTIME_ENDPOINT || '',
    clientId: raw.CLIENT_ID || (sandbox ? 'sandbox-console' : ''),
    platformKey: raw.PLATFORM_KEY || 'boxoffice',
    recaptchaSiteKey: raw.RECAPTCHA_SITE_KEY || '',
    beaconUrl: raw.BEACON_URL || '',
    legalSiteUrl: (raw.LEGAL_SITE_URL || '').replace(/\/+$/, ''),
    stripeConnectUrl: raw.STRIPE_CONNECT_URL || standIn('stripe/oauth/authorize') || 'https://connect.stripe.com/oauth/authorize',
    pageBuilderUrl: raw.PAGEBUILDER_URL || standIn('pagebuilder'),
    pageBuilderCookieDomain: raw.PAGEBUILDER_COOKIE_DOMAIN || '',
    supportUrl: raw.SUPPORT_URL || standIn('support'),
    thoughtspotMerchantId: merchantIdOf(raw.THOUGHTSPOT_MERCHANT_ID, sandbox ? SANDBOX_THOUGHTSPOT_MERCHANT_ID : null),
    domoMerchantId: merchantIdOf(raw.DOMO_MERCHANT_ID, sandbox ? SANDBOX_DOMO_MERCHANT_ID : null),
  };
}

/** Replaced at build time; under jest the process.env values apply. */
export const config: AppConfig = buildConfig({
  APP_ENV: process.env.APP_ENV,
  API_BASE_URL: process.env.API_BASE_URL,
  REALTIME_CREDENTIALS_URL: process.env.REALTIME_CREDENTIALS_URL,
  REALTIME_ENDPOINT: process.env.REALTIME_ENDPOINT,
  CLIENT_ID: process.env.CLIENT_ID,
  PLATFORM_KEY: process.env.PLATFORM_KEY,
  RECAPTCHA_SITE_KEY: process.env.RECAPTCHA_SITE_KEY,
  BEACON_URL: process.env.BEACON_URL,
  LEGAL_SITE_URL: process.env.LEGAL_SITE_URL,
  STRIPE_CONNECT_URL: process.env.STRIPE_CONNECT_URL,
  PAGEBUILDER_URL: process.env.PAGEBUILDER_URL,
  PAGEBUILDER_COOKIE_DOMAIN: process.env.PAGEBUILDER_COOKIE_DOMAIN,
  SUPPORT_URL: process.env.SUPPORT_URL,
  THOUGHTSPOT_MERCHANT_ID: process.env.THOUGHTSPOT_MERCHANT_ID,
  DOMO_MERCHANT_ID: process.env.DOMO_MERCHANT_ID,
});

/** Where a sandbox console reads a shorter read timeout at run time (tests of timeouts need not wait 30 s). */
export const READ_TIMEOUT_OVERRIDE_KEY = 'boxoffice.sandbox.readTimeoutMs';

/** The read timeout of the API client: the default, or in the sandbox environment only, a positive override. */
export function readTimeoutOverride(env: EnvName, storage: { getItem(key: string): string | null } | undefined): number | undefined {
  if (env !== 'sandbox' || !storage) return undefined;
  const value = Number(storage.getItem(READ_TIMEOUT_OVERRIDE_KEY));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

import type { GoogleInAppSetup, InAppKeys, ProviderMetadata } from '../../../src/api/integrationTypes';
import type { GoogleInAppBody, InAppBody, ProviderMetadataBody } from '../../../src/contracts/integrations';
import { FORM } from '../../../src/constants/messages/forms';
import { INTEGRATION_SERVER } from '../../../src/constants/messages/integrations';
import { GOOGLE_SITE_TOKEN_MIN, IN_APP_STORES, IN_APP_TYPES, isOptionalInAppKey, isP8Key, PAYPAL_GATEWAY, PAYPAL_KEYS, type InAppKey, type InAppType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { conflict, fieldError, HttpError, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';

/**
 * The keys of the in-app stores and PayPal (catalogue 7.11). Each is checked as the store would: section 5's rules
 * first (the spec's '*Required' and '*Incorrect format'), then the simulated store, which refuses any key containing
 * `invalid` with errors.explain, as the video platforms do.
 */
type Integration = InAppType | 'paypal';
interface KeysRow {
  keys: string;
  updated_at: number;
}

const PAYPAL = 'paypal';

function stored(db: Db, merchantId: number, integration: Integration): { keys: Record<string, string>; updated_at: number } | null {
  const row = prepared(db, 'SELECT keys, updated_at FROM integration_keys WHERE merchant_id = ? AND integration = ?').get(merchantId, integration) as KeysRow | undefined;
  return row ? { keys: JSON.parse(row.keys) as Record<string, string>, updated_at: row.updated_at } : null;
}

function store(db: Db, merchantId: number, integration: Integration, keys: Record<string, string>): void {
  const now = nowSeconds();
  prepared(
    db,
    'INSERT INTO integration_keys (merchant_id, integration, keys, created_at, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (merchant_id, integration) DO UPDATE SET keys = excluded.keys, updated_at = excluded.updated_at',
  ).run(merchantId, integration, JSON.stringify(keys), now, now);
}

/** The simulated store's check: a well-formed key is accepted, one containing `invalid` refused. */
function assertAccepted(storeName: string, keys: Record<string, string>): void {
  const refused = Object.entries(keys).find(([, value]) => value.toLowerCase().includes('invalid'));
  if (refused) {
    const explain = INTEGRATION_SERVER.storeRefused(storeName, refused[0]);
    throw new HttpError(400, explain, { explain });
  }
}

/** Section 5: every key of the store is required (Apple's legacy secret aside), Google's token 6 long, Apple's p8 key in its markers. */
function assertWellFormed(type: InAppType, keys: Partial<Record<InAppKey, string>>): void {
  for (const name of IN_APP_STORES[type].keys) {
    const value = keys[name]?.trim() ?? '';
    if (!value && !isOptionalInAppKey(type, name)) throw fieldError(name, FORM.required);
  }
  if (type === 'google-in-app' && (keys.site_token?.trim().length ?? 0) < GOOGLE_SITE_TOKEN_MIN) throw fieldError('site_token', FORM.incorrectFormat);
  if (type === 'apple-in-app' && !isP8Key(keys.p8_certificate ?? '')) throw fieldError('p8_certificate', FORM.incorrectFormat);
}

const trimmedKeys = (type: InAppType, given: Partial<Record<InAppKey, string>>): Record<string, string> =>
  Object.fromEntries(IN_APP_STORES[type].keys.flatMap((name) => (given[name]?.trim() ? [[name, (given[name] ?? '').trim()]] : [])));

function merchantUuid(db: Db, merchantId: number): string {
  return (prepared(db, 'SELECT uuid FROM merchants WHERE id = ?').get(merchantId) as { uuid: string }).uuid;
}

/** GET v2/hooks/google-in-app/setup */
export function googleSetup(db: Db, merchantId: number): GoogleInAppSetup {
  const saved = stored(db, merchantId, 'google-in-app');
  return {
    configured: saved !== null,
    site_token: saved?.keys.site_token ?? '',
    playstore_public_key: saved?.keys.playstore_public_key ?? '',
    merchant_uuid: merchantUuid(db, merchantId),
    updated_at: saved?.updated_at ?? null,
  };
}

/** POST (the first save) or PUT (an update) v2/hooks/google-in-app/setup: each refused where the other applies. */
export function saveGoogleSetup(db: Db, merchantId: number, body: GoogleInAppBody, create: boolean): GoogleInAppSetup {
  if (body.merchant_uuid !== merchantUuid(db, merchantId)) throw fieldError('merchant_uuid', INTEGRATION_SERVER.notYourMerchant);
  const exists = stored(db, merchantId, 'google-in-app') !== null;
  if (create && exists) throw conflict(INTEGRATION_SERVER.googleExists);
  if (!create && !exists) throw notFound(INTEGRATION_SERVER.googleMissing);
  const keys = { site_token: body.site_token, playstore_public_key: body.playstore_public_key };
  assertWellFormed('google-in-app', keys);
  const trimmed = trimmedKeys('google-in-app', keys);
  assertAccepted(IN_APP_STORES['google-in-app'].gateway, trimmed);
  store(db, merchantId, 'google-in-app', trimmed);
  return googleSetup(db, merchantId);
}

interface ProviderRow {
  id: number;
  name: string;
  in_app: number;
}

const integrationOf = (gateway: string): Integration | undefined =>
  gateway === PAYPAL_GATEWAY ? PAYPAL : IN_APP_TYPES.find((type) => IN_APP_STORES[type].gateway === gateway);

function providerMetadata(db: Db, merchantId: number, row: ProviderRow): ProviderMetadata {
  const integration = integrationOf(row.name);
  const saved = integration ? stored(db, merchantId, integration) : null;
  const { p8_certificate: _p8, ...metadata } = saved?.keys ?? {};
  return { payment_provider_id: row.id, name: row.name, in_app: row.in_app === 1, metadata: saved ? metadata : null, updated_at: saved?.updated_at ?? null };
}

/** GET v2/payments/providers/metadata: the merchant's providers, each with the keys saved for it. */
export function listProviderMetadata(db: Db, merchantId: number): ProviderMetadata[] {
  const rows = prepared(db, 'SELECT id, name, in_app FROM payment_providers WHERE merchant_id = ? ORDER BY in_app, name').all(merchantId) as ProviderRow[];
  return rows.map((row) => providerMetadata(db, merchantId, row));
}

function provider(db: Db, merchantId: number, id: number): ProviderRow | undefined {
  return prepared(db, 'SELECT id, name, in_app FROM payment_providers WHERE id = ? AND merchant_id = ?').get(id, merchantId) as ProviderRow | undefined;
}

/** An in-app store of the merchant's whose keys are metadata (Apple, Amazon, Roku); another merchant's is 404. */
function metadataStore(db: Db, merchantId: number, id: number): { row: ProviderRow; type: InAppType } {
  const row = provider(db, merchantId, id);
  const type = row ? integrationOf(row.name) : undefined;
  if (!row || type === undefined || type === PAYPAL || type === 'google-in-app') throw notFound(INTEGRATION_SERVER.unknownStore);
  return { row, type };
}

/** The store a provider id of the merchant's is (Apple, Amazon or Roku); 404 otherwise. */
export const storeTypeOf = (db: Db, merchantId: number, id: number): InAppType => metadataStore(db, merchantId, id).type;

/** GET v2/payments/in-app/{id} */
export function inAppKeys(db: Db, merchantId: number, id: number): InAppKeys {
  const { row, type } = metadataStore(db, merchantId, id);
  const saved = stored(db, merchantId, type);
  return { ...providerMetadata(db, merchantId, row), p8_certificate: saved?.keys.p8_certificate ?? null };
}

/** PUT v2/payments/in-app/{id}: the store's keys replace the saved ones (the first PUT creates them). */
export function saveInAppKeys(db: Db, merchantId: number, id: number, body: InAppBody): InAppKeys {
  const { row, type } = metadataStore(db, merchantId, id);
  if (Number(body.payment_provider_id) !== id) throw fieldError('payment_provider_id', INTEGRATION_SERVER.unknownStore);
  const given: Partial<Record<InAppKey, string>> = { ...body.metadata, ...(body.p8_certificate === undefined ? {} : { p8_certificate: body.p8_certificate }) };
  const names: readonly InAppKey[] = IN_APP_STORES[type].keys;
  const foreign = (Object.keys(given) as InAppKey[]).find((name) => !names.includes(name));
  if (foreign) throw fieldError(foreign, INTEGRATION_SERVER.foreignKey(row.name));
  assertWellFormed(type, given);
  const keys = trimmedKeys(type, given);
  assertAccepted(row.name, keys);
  store(db, merchantId, type, keys);
  return inAppKeys(db, merchantId, id);
}

/** PUT v2/payments/providers/metadata: the PayPal provider's keys (in-app stores go by id). */
export function savePayPalMetadata(db: Db, merchantId: number, body: ProviderMetadataBody): ProviderMetadata {
  const row = provider(db, merchantId, Number(body.payment_provider_id));
  if (!row || row.name !== PAYPAL_GATEWAY) throw fieldError('payment_provider_id', INTEGRATION_SERVER.notPayPal);
  const missing = PAYPAL_KEYS.find((name) => !body.metadata[name].trim());
  if (missing) throw fieldError(missing, FORM.required);
  const keys = Object.fromEntries(PAYPAL_KEYS.map((name) => [name, body.metadata[name].trim()]));
  assertAccepted(PAYPAL_GATEWAY, keys);
  store(db, merchantId, PAYPAL, keys);
  return providerMetadata(db, merchantId, row);
}

import type { FastifyRequest } from 'fastify';
import { isReadOnly, type RestrictionKey } from '../../../src/permissions/model';
import { permissionsOf } from './access';

/** A secret as the platform shows it: its first 4 characters, then dots (nothing saved stays empty). */
export const masked = (value: string): string => (value === '' ? '' : value.length <= 4 ? '••••' : `${value.slice(0, 4)}••••`);

/**
 * The keys that are secrets (issue 23): the in-app stores' tokens, private key and shared secrets, PayPal's client
 * secret and an IVS channel's stream key. Identifiers (bundle, key and issuer ids, client ids) and public keys are not.
 */
const SECRET_KEYS: ReadonlySet<string> = new Set(['site_token', 'p8_certificate', 'secret_key', 'api_key', 'client_secret', 'stream_key']);

/** The record with its secrets masked. */
export function maskSecrets<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).map(([name, value]) => [name, SECRET_KEYS.has(name) && typeof value === 'string' ? masked(value) : value])) as T;
}

/**
 * A caller who may only read the area (customer support on the integrations, spec section 6) sees its secrets
 * masked: reading the keys is not changing them, and a secret shown is a secret given away.
 */
export const hidesSecrets = (request: FastifyRequest, area: RestrictionKey): boolean => isReadOnly(permissionsOf(request), area);

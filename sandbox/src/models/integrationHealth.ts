import type { IntegrationHealth } from '../../../src/api/integrationTypes';
import { accountName } from '../../../src/constants/messages/videoPlatforms';
import { HEALTH_INTEGRATIONS, IN_APP_STORES, isSyncPlatform, isThirdParty, PAYPAL_GATEWAY, type HealthIntegration } from '../../../src/contracts/values';
import type { SandboxContext } from '../context';
import { prepared, type Db } from '../db/connection';
import { conflict, HttpError } from '../lib/errors';
import { isUnreachable } from '../lib/faults';
import { nowSeconds } from '../lib/time';
import { listOrganizations } from './eventbrite';
import { listChannels } from './ivsChannels';
import { listChatRooms } from './liveLike';
import { externalAccount, externalVideos } from './videoPlatforms';

/**
 * The integrations' connection health (issue 23, beyond the spec): each call the sandbox makes to an integration's
 * simulated service is tracked, its success or the service's error kept with its time. An integration the sandbox's
 * faults make unreachable fails every such call with 504, as a platform whose partner does not answer does.
 */
export const integrationName = (integration: HealthIntegration): string =>
  integration === 'paypal' ? PAYPAL_GATEWAY : isThirdParty(integration) || isSyncPlatform(integration) ? accountName(integration) : IN_APP_STORES[integration].gateway;
export const UNREACHABLE_MESSAGE = (integration: HealthIntegration) => `${integrationName(integration)} could not be reached: it did not answer.`;
export const NOT_CONNECTED_MESSAGE = (integration: HealthIntegration) => `${integrationName(integration)} is not connected: connect it first.`;

interface HealthRow {
  last_success_at: number | null;
  last_error: string | null;
  last_error_at: number | null;
  last_outcome: 'success' | 'error' | null;
}

function record(db: Db, merchantId: number, integration: HealthIntegration, outcome: { error: string } | 'success'): void {
  const now = nowSeconds();
  if (outcome === 'success') {
    prepared(
      db,
      "INSERT INTO integration_health (merchant_id, integration, last_success_at, last_outcome) VALUES (?, ?, ?, 'success') ON CONFLICT (merchant_id, integration) DO UPDATE SET last_success_at = excluded.last_success_at, last_outcome = 'success'",
    ).run(merchantId, integration, now);
  } else {
    prepared(
      db,
      "INSERT INTO integration_health (merchant_id, integration, last_error, last_error_at, last_outcome) VALUES (?, ?, ?, ?, 'error') ON CONFLICT (merchant_id, integration) DO UPDATE SET last_error = excluded.last_error, last_error_at = excluded.last_error_at, last_outcome = 'error'",
    ).run(merchantId, integration, outcome.error, now);
  }
}

/** The service's own refusal (errors.explain) or its silence: what the health keeps as the last error. */
const serviceError = (error: unknown): string | undefined => (error instanceof HttpError ? (error.errors?.explain ?? (error.statusCode === 504 ? error.message : undefined)) : undefined);

/** Runs a call to the integration's simulated service, keeping its outcome; an unreachable integration fails with 504. */
export function track<T>(sandbox: SandboxContext, merchantId: number, integration: HealthIntegration, call: () => T): T {
  try {
    if (isUnreachable(sandbox, integration)) throw new HttpError(504, UNREACHABLE_MESSAGE(integration));
    const result = call();
    record(sandbox.db, merchantId, integration, 'success');
    return result;
  } catch (error) {
    const text = serviceError(error);
    if (text !== undefined) record(sandbox.db, merchantId, integration, { error: text });
    throw error;
  }
}

function isConnected(db: Db, merchantId: number, integration: HealthIntegration): boolean {
  return isThirdParty(integration) || isSyncPlatform(integration)
    ? prepared(db, 'SELECT 1 FROM external_accounts WHERE merchant_id = ? AND ovp_name = ?').get(merchantId, integration) !== undefined
    : prepared(db, 'SELECT 1 FROM integration_keys WHERE merchant_id = ? AND integration = ?').get(merchantId, integration) !== undefined;
}

export function healthOf(db: Db, merchantId: number, integration: HealthIntegration): IntegrationHealth {
  const row = prepared(db, 'SELECT last_success_at, last_error, last_error_at, last_outcome FROM integration_health WHERE merchant_id = ? AND integration = ?').get(merchantId, integration) as HealthRow | undefined;
  const status = row?.last_outcome === 'error' ? 'failing' : row?.last_outcome === 'success' ? 'ok' : 'unknown';
  return {
    integration,
    connected: isConnected(db, merchantId, integration),
    status,
    last_success_at: row?.last_success_at ?? null,
    last_error: row?.last_error ?? null,
    last_error_at: row?.last_error_at ?? null,
  };
}

/** GET v2/integrations/health */
export function listHealth(db: Db, merchantId: number): IntegrationHealth[] {
  return HEALTH_INTEGRATIONS.map((integration) => healthOf(db, merchantId, integration));
}

/** POST v2/integrations/{integration}/check: one cheap read against the service (a failure is kept, and answered as health). */
export function checkNow(sandbox: SandboxContext, merchantId: number, integration: HealthIntegration): IntegrationHealth {
  const { db } = sandbox;
  if (!isConnected(db, merchantId, integration)) throw conflict(NOT_CONNECTED_MESSAGE(integration));
  try {
    track(sandbox, merchantId, integration, () => {
      if (integration === 'eventbrite') listOrganizations(db, merchantId);
      else if (integration === 'livelike') listChatRooms(db, merchantId, { page: 1 });
      else if (integration === 'ivs') listChannels(db, merchantId);
      // A video platform's first library entry (Qbrick's with the token its linked account reads).
      else if (isSyncPlatform(integration)) externalVideos(db, merchantId, integration, { page_number: 0, limit: 1, access_token: externalAccount(db, merchantId, integration).access_token });
    });
  } catch (error) {
    if (serviceError(error) === undefined) throw error;
  }
  return healthOf(db, merchantId, integration);
}

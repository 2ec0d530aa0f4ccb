import { config } from '../config';
import { api, type CallContext } from './client';

/** Temporary credentials for the realtime (MQTT over WebSocket) connection; valid 30 minutes. */
export interface RealtimeCredentials {
  region: string;
  accessKeyId: string;
  secretKey: string;
  sessionToken: string;
  /** Unix seconds. */
  expiresAt: number;
  /** The IoT endpoint, when the platform names one; the console's REALTIME_ENDPOINT takes precedence. */
  iotEndpoint?: string;
  /** The account's uuid: the topic its notifications arrive on. */
  topic?: string;
}

/** The configured credentials address, relative to the API base when it lies under it (the client adds the base). */
export function credentialsPath(url = config.realtimeCredentialsUrl, apiBase = config.apiBaseUrl): string {
  return url.startsWith(`${apiBase}/`) ? url.slice(apiBase.length + 1) : url;
}

/** GET realtime/credentials */
export const getRealtimeCredentials = (_req?: void, ctx?: CallContext): Promise<RealtimeCredentials> =>
  api().request({ method: 'GET', path: credentialsPath(), ...ctx });

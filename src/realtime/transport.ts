import type { RealtimeCredentials } from '../api/realtime';

/**
 * The boundary between the realtime saga and the MQTT client. The saga sees a connection only through these events,
 * so tests drive it with a fake connector; the real one (sdkConnector.ts) wraps aws-iot-device-sdk-v2.
 */
export type ConnectionEvent =
  | { type: 'connected' }
  | { type: 'subscribed' }
  | { type: 'subscribeFailed'; error: string }
  | { type: 'message'; payload: string }
  /** Final: the connection dropped or could not be made. Never sent after `close()`. */
  | { type: 'closed'; error?: string };

export interface ConnectionOptions {
  /** The host name the URL is signed for and dialled at (wss, port 443). */
  endpoint: string;
  /** The sandbox: the signed URL goes to the page's own origin at /mqtt, over ws or wss like the page. */
  sameOrigin: boolean;
  /** Stable for one signed-in session, so the broker keeps the subscription and queued messages across reconnects. */
  clientId: string;
  topic: string;
  credentials: RealtimeCredentials;
}

export interface Connection {
  /** Ends the connection and any reconnect the client would make by itself; idempotent. */
  close(): void;
}

export type Connector = (options: ConnectionOptions, emit: (event: ConnectionEvent) => void) => Connection;

/** The SDK loads on first use, after sign-in, in its own chunk: it never weighs on /login. */
export const loadSdkConnector = (): Promise<Connector> =>
  import(/* webpackChunkName: "realtime-sdk" */ './sdkConnector').then((module) => module.connectWithSdk);

/** The host name of a configured endpoint, which may be written as a URL. */
function hostName(endpoint: string): string {
  const trimmed = endpoint.trim();
  if (!trimmed) return '';
  try {
    return new URL(trimmed.includes('://') ? trimmed : `wss://${trimmed}`).hostname;
  } catch {
    return '';
  }
}

/** REALTIME_ENDPOINT, else the endpoint the credentials name, else (the sandbox) the page's own origin. */
export function connectionTarget(configured: string, credentials: RealtimeCredentials, page: { hostname: string }): Pick<ConnectionOptions, 'endpoint' | 'sameOrigin'> {
  const endpoint = hostName(configured) || hostName(credentials.iotEndpoint ?? '');
  return endpoint ? { endpoint, sameOrigin: false } : { endpoint: page.hostname, sameOrigin: true };
}

/** The URL the SDK asked for, moved to `page`'s origin when it is the signed /mqtt URL of `endpoint`. */
export function sameOriginUrl(url: string, endpoint: string, page: { protocol: string; host: string }): string {
  const target = new URL(url);
  if (target.hostname !== endpoint || target.pathname !== '/mqtt') return url;
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${page.host}${target.pathname}${target.search}`;
}

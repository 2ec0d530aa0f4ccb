/**
 * The analytics beacon (call catalogue 7.14): a GET to `config.beaconUrl` with tag, action, type, page tags,
 * timestamp, user id and a hash. Its errors are ignored, and it is off while `beaconUrl` is empty (the sandbox default).
 */
import { config } from '../config';

export interface BeaconEvent {
  tag: string;
  action: string;
  type: string;
  pageTags?: readonly string[];
}

export interface BeaconOptions {
  userId: number | string;
  /** Defaults to config.beaconUrl; empty turns the beacon off. */
  url?: string;
  /** Unix seconds. */
  now?: () => number;
  /** Sends the finished URL; defaults to a credential-less, fire-and-forget fetch. */
  send?: (url: string) => Promise<unknown>;
}

/** SHA-256 of a text as lowercase hex, via SubtleCrypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The beacon address for one event; the hash is SHA-256 hex of the user id followed by the timestamp. */
export async function beaconAddress(base: string, event: BeaconEvent, userId: number | string, timestamp: number): Promise<string> {
  const url = new URL(base, globalThis.location?.href);
  const params: Record<string, string> = {
    tag: event.tag,
    action: event.action,
    type: event.type,
    page_tags: (event.pageTags ?? []).join(','),
    timestamp: String(timestamp),
    user_id: String(userId),
    hash: await sha256Hex(`${userId}${timestamp}`),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

const defaultSend = (url: string): Promise<unknown> =>
  fetch(url, { method: 'GET', mode: 'no-cors', credentials: 'omit', cache: 'no-store', keepalive: true });

/** Fires the beacon; resolves true when it was sent, false when it is off or anything failed. Never rejects. */
export async function sendBeacon(event: BeaconEvent, options: BeaconOptions): Promise<boolean> {
  const base = options.url ?? config.beaconUrl;
  if (!base) return false;
  try {
    const timestamp = (options.now ?? (() => Math.floor(Date.now() / 1000)))();
    await (options.send ?? defaultSend)(await beaconAddress(base, event, options.userId, timestamp));
    return true;
  } catch {
    // Tracking must never disturb the user.
    return false;
  }
}

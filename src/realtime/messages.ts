import { REALTIME_MESSAGE_TYPES, type RealtimeMessage, type RealtimeMessageType, type RealtimeResource } from './types';

/** Checking and de-duplicating what arrives on the channel. Nothing here throws: a bad message is just `null`. */
export const MAX_PAYLOAD_CHARS = 64 * 1024;

const KNOWN_TYPES: ReadonlySet<string> = new Set(REALTIME_MESSAGE_TYPES);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The message, or null when it is malformed (not JSON, wrong shape) or of an unknown type. */
export function parseMessage(payload: string): RealtimeMessage | null {
  if (payload.length > MAX_PAYLOAD_CHARS) return null;
  let data: unknown;
  try {
    data = JSON.parse(payload);
  } catch {
    return null;
  }
  if (!isPlainObject(data)) return null;
  const { type, timestamp, resource } = data;
  if (typeof type !== 'string' || !KNOWN_TYPES.has(type)) return null;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp < 0) return null;
  if (!isPlainObject(resource)) return null;
  return { type: type as RealtimeMessageType, timestamp, resource: resource as RealtimeResource };
}

/** JSON with object keys sorted, so equal resources give equal text whatever their key order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isPlainObject(value)) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** cyrb53: a fast 53-bit string hash, plenty to tell recent messages apart. */
function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Same type, timestamp and resource: the same message (a QoS 1 redelivery, or a copy across a reconnect). */
export const messageKey = (message: RealtimeMessage): string => `${message.type}|${message.timestamp}|${hash53(stableJson(message.resource))}`;

export interface SeenMessages {
  /** True the first time a key is offered; false for a duplicate. */
  firstSighting(key: string): boolean;
}

/** Remembers the last `capacity` keys. */
export function createSeenMessages(capacity = 500): SeenMessages {
  const keys = new Set<string>();
  return {
    firstSighting(key) {
      if (keys.has(key)) return false;
      keys.add(key);
      if (keys.size > capacity) keys.delete(keys.values().next().value as string);
      return true;
    },
  };
}

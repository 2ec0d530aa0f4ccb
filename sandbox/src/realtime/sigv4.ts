import { createHash, createHmac } from 'node:crypto';
import { safeEqual } from '../lib/random';

/**
 * AWS Signature Version 4 for presigned MQTT-over-WebSocket URLs, as AWS IoT's device gateway checks them and as
 * aws-crt's browser client (lib/browser/ws.ts) builds them: GET, path /mqtt, the X-Amz-* query without the signature
 * and without the session token (IoT appends the token after signing), one signed header `host`, an empty payload.
 */
export const ALGORITHM = 'AWS4-HMAC-SHA256';
export const IOT_SERVICE = 'iotdevicegateway';
export const MQTT_PATH = '/mqtt';
const EMPTY_PAYLOAD_HASH = createHash('sha256').update('').digest('hex');
/** How far X-Amz-Date may be from the server's clock, as for any SigV4 request. */
export const MAX_CLOCK_SKEW_S = 15 * 60;

export interface SigningCredentials {
  accessKeyId: string;
  secretKey: string;
  sessionToken?: string;
  region: string;
}

/** `20260101T120000Z` for a date. */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters is percent-encoded. */
function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Sorted, re-encoded `key=value` pairs; the signature and the IoT session token are not part of the signed query. */
function canonicalQuery(params: readonly (readonly [string, string])[]): string {
  return params
    .filter(([key]) => key !== 'X-Amz-Signature' && key !== 'X-Amz-Security-Token')
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

function signingKey(secretKey: string, day: string, region: string, service: string): Buffer {
  const date = createHmac('sha256', `AWS4${secretKey}`).update(day).digest();
  const regional = createHmac('sha256', date).update(region).digest();
  const serviced = createHmac('sha256', regional).update(service).digest();
  return createHmac('sha256', serviced).update('aws4_request').digest();
}

function signature(secretKey: string, scope: CredentialScope, time: string, host: string, query: string): string {
  const canonicalRequest = ['GET', MQTT_PATH, query, `host:${host.toLowerCase()}\n`, 'host', EMPTY_PAYLOAD_HASH].join('\n');
  const stringToSign = [
    ALGORITHM,
    time,
    `${scope.day}/${scope.region}/${scope.service}/aws4_request`,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  return createHmac('sha256', signingKey(secretKey, scope.day, scope.region, scope.service)).update(stringToSign).digest('hex');
}

/** The query string of a presigned `/mqtt` URL for `host`, in the order aws-crt writes it. */
export function presignQuery(credentials: SigningCredentials, host: string, date = new Date()): string {
  const time = amzDate(date);
  const scope: CredentialScope = { accessKeyId: credentials.accessKeyId, day: time.slice(0, 8), region: credentials.region, service: IOT_SERVICE };
  const params: [string, string][] = [
    ['X-Amz-Algorithm', ALGORITHM],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${scope.day}/${scope.region}/${IOT_SERVICE}/aws4_request`],
    ['X-Amz-Date', time],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const query = canonicalQuery(params);
  const signed = `${query}&X-Amz-Signature=${signature(credentials.secretKey, scope, time, host, query)}`;
  return credentials.sessionToken ? `${signed}&X-Amz-Security-Token=${uriEncode(credentials.sessionToken)}` : signed;
}

export interface CredentialScope {
  accessKeyId: string;
  day: string;
  region: string;
  service: string;
}

/** What a presigned URL claims, before its signature is checked against the secret of `accessKeyId`. */
export interface PresignedRequest {
  scope: CredentialScope;
  time: string;
  sessionToken: string | null;
  signature: string;
  query: string;
}

export class SignatureError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message);
    this.name = 'SignatureError';
  }
}

function rawPairs(search: string): [string, string][] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [key, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      try {
        return [decodeURIComponent(key.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' '))];
      } catch {
        throw new SignatureError(403, 'Malformed query string.');
      }
    });
}

const TIME_FORMAT = /^\d{8}T\d{6}Z$/;

/** Reads the SigV4 fields of a `/mqtt` URL's query; throws 401 when it is not signed at all, 403 when it is malformed. */
export function parsePresigned(search: string): PresignedRequest {
  const pairs = rawPairs(search);
  const single = (name: string): string | null => {
    const values = pairs.filter(([key]) => key === name).map(([, value]) => value);
    if (values.length > 1) throw new SignatureError(403, `${name} is repeated.`);
    return values[0] ?? null;
  };
  const algorithm = single('X-Amz-Algorithm');
  const credential = single('X-Amz-Credential');
  const signatureValue = single('X-Amz-Signature');
  if (!algorithm && !credential && !signatureValue) throw new SignatureError(401, 'The connection is not signed.');
  if (algorithm !== ALGORITHM) throw new SignatureError(403, 'Unsupported signing algorithm.');
  const time = single('X-Amz-Date') ?? '';
  if (!TIME_FORMAT.test(time)) throw new SignatureError(403, 'X-Amz-Date is missing or malformed.');
  if (single('X-Amz-SignedHeaders') !== 'host') throw new SignatureError(403, 'Only the host header may be signed.');
  if (!signatureValue || !/^[0-9a-f]{64}$/.test(signatureValue)) throw new SignatureError(403, 'X-Amz-Signature is missing or malformed.');
  const parts = (credential ?? '').split('/');
  if (parts.length !== 5 || parts[4] !== 'aws4_request' || parts.some((part) => part === '')) {
    throw new SignatureError(403, 'X-Amz-Credential is malformed.');
  }
  const [accessKeyId, day, region, service] = parts;
  if (service !== IOT_SERVICE) throw new SignatureError(403, `The credential scope must name ${IOT_SERVICE}.`);
  if (day !== time.slice(0, 8)) throw new SignatureError(403, 'The credential scope date does not match X-Amz-Date.');
  return {
    scope: { accessKeyId, day, region, service },
    time,
    sessionToken: single('X-Amz-Security-Token'),
    signature: signatureValue,
    query: canonicalQuery(pairs),
  };
}

/** Unix seconds of an X-Amz-Date. */
export function amzDateSeconds(time: string): number {
  const iso = `${time.slice(0, 4)}-${time.slice(4, 6)}-${time.slice(6, 8)}T${time.slice(9, 11)}:${time.slice(11, 13)}:${time.slice(13, 15)}Z`;
  return Math.floor(Date.parse(iso) / 1000);
}

/**
 * Whether `request` was signed with `secretKey` for one of `hosts`. aws-crt signs the host name without the port
 * (AWS IoT is always on 443, where browsers leave the port out of the Host header), so callers pass both forms.
 */
export function signatureMatches(request: PresignedRequest, secretKey: string, hosts: readonly string[]): boolean {
  return hosts.some((host) => safeEqual(signature(secretKey, request.scope, request.time, host, request.query), request.signature));
}

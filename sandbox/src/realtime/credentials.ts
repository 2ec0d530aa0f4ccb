import { randomBytes, randomInt } from 'node:crypto';
import { safeEqual } from '../lib/random';
import { nowSeconds } from '../lib/time';

/** Temporary realtime credentials (the platform's STS-like grant): kept in memory, so a reset or restart ends them. */
export const DEFAULT_CREDENTIALS_TTL_S = 30 * 60;
export const DEFAULT_REGION = 'eu-west-1';

export interface IssuedCredentials {
  accessKeyId: string;
  secretKey: string;
  sessionToken: string;
  region: string;
  /** Unix seconds. */
  expiresAt: number;
  accountId: number;
  /** The account's uuid: the one topic these credentials may subscribe to. */
  topic: string;
}

/** The JSON of GET /api/realtime/credentials. */
export interface CredentialsDto {
  region: string;
  accessKeyId: string;
  secretKey: string;
  sessionToken: string;
  expiresAt: number;
  /** Empty in the sandbox: the broker is on the console's own origin at /mqtt. */
  iotEndpoint: string;
  topic: string;
}

const SWEEP_AFTER_S = 3600;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** `ASIA` + 16 base-32 characters, the shape of an AWS temporary access key id. */
function accessKeyId(): string {
  let id = 'ASIA';
  for (let i = 0; i < 16; i += 1) id += BASE32[randomInt(BASE32.length)];
  return id;
}

export interface CredentialStore {
  issue(account: { id: number; uuid: string }): IssuedCredentials;
  /** The credentials of that key id, expired or not, until they are swept. */
  get(accessKeyId: string): IssuedCredentials | null;
  tokenMatches(credentials: IssuedCredentials, sessionToken: string): boolean;
  ttlSeconds(): number;
  setTtlSeconds(seconds: number): void;
  clear(): void;
}

export function createCredentialStore(region = DEFAULT_REGION): CredentialStore {
  const issued = new Map<string, IssuedCredentials>();
  let ttl = DEFAULT_CREDENTIALS_TTL_S;

  // Expired credentials are kept a while, so a late connection hears "expired" rather than "invalid".
  const sweep = (now: number): void => {
    for (const [id, credentials] of issued) if (credentials.expiresAt + SWEEP_AFTER_S <= now) issued.delete(id);
  };

  return {
    issue(account) {
      const now = nowSeconds();
      sweep(now);
      const credentials: IssuedCredentials = {
        accessKeyId: accessKeyId(),
        // 40 characters like an AWS secret; the session token keeps base64's '+', '/' and '=' so URL encoding matters.
        secretKey: randomBytes(30).toString('base64'),
        sessionToken: randomBytes(96).toString('base64'),
        region,
        expiresAt: now + ttl,
        accountId: account.id,
        topic: account.uuid,
      };
      issued.set(credentials.accessKeyId, credentials);
      return credentials;
    },
    get: (id) => issued.get(id) ?? null,
    tokenMatches: (credentials, sessionToken) => safeEqual(sessionToken, credentials.sessionToken),
    ttlSeconds: () => ttl,
    setTtlSeconds(seconds) {
      ttl = seconds;
    },
    clear() {
      issued.clear();
      ttl = DEFAULT_CREDENTIALS_TTL_S;
    },
  };
}

export function toCredentialsDto(credentials: IssuedCredentials): CredentialsDto {
  return {
    region: credentials.region,
    accessKeyId: credentials.accessKeyId,
    secretKey: credentials.secretKey,
    sessionToken: credentials.sessionToken,
    expiresAt: credentials.expiresAt,
    iotEndpoint: '',
    topic: credentials.topic,
  };
}

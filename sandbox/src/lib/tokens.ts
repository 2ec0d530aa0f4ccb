import { hmac, safeEqual } from './random';

/** JWT-like HS256 tokens: `header.payload.signature`, each part base64url. */
export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  typ: TokenType;
  sub: number;
  fam: string;
  jti: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const MAX_TOKEN_LENGTH = 4096;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

function encodeJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

function isClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    (claims.typ === 'access' || claims.typ === 'refresh') &&
    Number.isSafeInteger(claims.sub) &&
    typeof claims.fam === 'string' &&
    typeof claims.jti === 'string' &&
    Number.isSafeInteger(claims.iat) &&
    Number.isSafeInteger(claims.exp)
  );
}

export function signToken(key: Buffer, claims: TokenClaims): string {
  const unsigned = `${HEADER}.${encodeJson(claims)}`;
  return `${unsigned}.${hmac(key, unsigned).toString('base64url')}`;
}

/**
 * The claims of a well-formed, correctly signed, unexpired token of the expected type; null otherwise.
 * Revocation is the caller's job: this only proves the token was issued with this key.
 */
export function verifyToken(key: Buffer, token: string, expectedType: TokenType, now: number): TokenClaims | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) return null;
  const [header, payload, signature] = parts;
  if (!safeEqual(hmac(key, `${header}.${payload}`), Buffer.from(signature, 'base64url'))) return null;
  const decodedHeader = decodeJson(header) as { alg?: unknown } | null;
  if (decodedHeader?.alg !== 'HS256') return null;
  const claims = decodeJson(payload);
  if (!isClaims(claims) || claims.typ !== expectedType || claims.exp <= now) return null;
  return claims;
}

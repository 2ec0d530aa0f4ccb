import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Opaque random identifiers and HMAC helpers shared by tokens, captcha and reset links. */
export function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export function randomId(bytes = 16): string {
  return randomBytes(bytes).toString('base64url');
}

/** A numeric code of `digits` digits, uniformly drawn (leading zeros kept). */
export function randomDigits(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` letters and digits, uniformly drawn (the shape of Stripe's ids, e.g. acct_…). */
export function randomAlphanumeric(length: number): string {
  return Array.from({ length }, () => ALPHANUMERIC[randomInt(0, ALPHANUMERIC.length)]).join('');
}

export function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** Constant-time comparison that tolerates different lengths. */
export function safeEqual(a: Buffer | string, b: Buffer | string): boolean {
  const left = typeof a === 'string' ? Buffer.from(a) : a;
  const right = typeof b === 'string' ? Buffer.from(b) : b;
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A key for one purpose, derived from the database's master secret so purposes never share a key. */
export function deriveKey(masterSecret: string, purpose: string): Buffer {
  return hmac(masterSecret, `boxoffice-sandbox:${purpose}`);
}

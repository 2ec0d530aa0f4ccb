import { randomBytes, scrypt as scryptCallback, type ScryptOptions } from 'node:crypto';
import { safeEqual } from './random';

/** scrypt cost: N = 2^15 (32 MiB per hash with r = 8), the floor the contract sets. */
export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export interface StoredHashParams {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

function scrypt(password: string, salt: Buffer, keyLength: number, params: { N: number; r: number; p: number }): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node's default 32 MiB ceiling is exactly that, so leave headroom.
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r * params.p };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Encodes as `scrypt$N$r$p$salt$hash` (base64), so every hash carries its own salt and parameters. */
export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const hash = await scrypt(password, salt, keyLength, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export function parseStoredHash(stored: string): StoredHashParams | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { N, r, p, salt: Buffer.from(parts[4], 'base64'), hash: Buffer.from(parts[5], 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const params = parseStoredHash(stored);
  if (!params || params.hash.length === 0) return false;
  const candidate = await scrypt(password, params.salt, params.hash.length, params);
  return safeEqual(candidate, params.hash);
}

let dummyHash: Promise<string> | null = null;

/** A real hash of a random secret: unknown users are checked against it so their timing matches a wrong password. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64'));
  return dummyHash;
}

const CHARACTER_CLASSES: readonly RegExp[] = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/];

/** Why a new password is too weak, or null when it is acceptable. */
export function passwordWeakness(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  const classes = CHARACTER_CLASSES.filter((pattern) => pattern.test(password)).length;
  if (classes < 3) {
    return 'Password is too weak: use at least three of lowercase letters, uppercase letters, digits and symbols.';
  }
  if (/^(.)\1+$/.test(password) || new Set(password).size < 5) {
    return 'Password is too weak: use more different characters.';
  }
  return null;
}

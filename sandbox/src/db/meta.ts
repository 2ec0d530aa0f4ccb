import { prepared, type Db } from './connection';
import { randomHex } from '../lib/random';

/** Key/value facts about this database: its secret, its seed profile. */
export function getMeta(db: Db, key: string): string | null {
  const value = prepared(db, 'SELECT value FROM sandbox_meta WHERE key = ?').pluck().get(key) as string | undefined;
  return value ?? null;
}

export function setMeta(db: Db, key: string, value: string): void {
  prepared(db, 'INSERT INTO sandbox_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

export const SECRET_KEY = 'token_secret';

/** The database's master secret, generated once on first use and kept in the database. */
export function ensureSecret(db: Db): string {
  const existing = getMeta(db, SECRET_KEY);
  if (existing) return existing;
  const secret = randomHex(32);
  setMeta(db, SECRET_KEY, secret);
  return secret;
}

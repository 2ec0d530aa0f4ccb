import { createHash } from 'node:crypto';
import type { Db } from '../db/connection';
import { randomDigits, randomHex } from '../lib/random';
import { nowSeconds } from '../lib/time';

/** Activation codes (6 digits, single use) and password-reset tokens (32 random bytes, single use, 1 hour). */
export const ACTIVATION_CODE_TTL_SECONDS = 7 * 24 * 3600;
export const RESET_TOKEN_TTL_SECONDS = 3600;

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A fresh code for the account; earlier unused codes stop working. */
export function issueActivationCode(db: Db, accountId: number): string {
  const now = nowSeconds();
  return db.transaction(() => {
    db.prepare('UPDATE activation_codes SET used_at = ? WHERE account_id = ? AND used_at IS NULL').run(now, accountId);
    const live = db.prepare('SELECT 1 FROM activation_codes WHERE code = ? AND used_at IS NULL AND expires_at > ?');
    let code = randomDigits(6);
    while (live.get(code, now)) code = randomDigits(6);
    db.prepare('INSERT INTO activation_codes (account_id, code, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      accountId,
      code,
      now,
      now + ACTIVATION_CODE_TTL_SECONDS,
    );
    return code;
  })();
}

/** Marks a live code used and returns its account, or null. */
export function consumeActivationCode(db: Db, code: string): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = nowSeconds();
  return db.transaction(() => {
    const row = db
      .prepare('SELECT id, account_id FROM activation_codes WHERE code = ? AND used_at IS NULL AND expires_at > ?')
      .get(code, now) as { id: number; account_id: number } | undefined;
    if (!row) return null;
    db.prepare('UPDATE activation_codes SET used_at = ? WHERE id = ?').run(now, row.id);
    return row.account_id;
  })();
}

/** A fresh reset token (only its hash is stored); earlier unused tokens of the account stop working. */
export function issueResetToken(db: Db, accountId: number): string {
  const now = nowSeconds();
  const token = randomHex(32);
  db.transaction(() => {
    db.prepare('UPDATE password_resets SET used_at = ? WHERE account_id = ? AND used_at IS NULL').run(now, accountId);
    db.prepare('INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
      sha256(token),
      accountId,
      now,
      now + RESET_TOKEN_TTL_SECONDS,
    );
  })();
  return token;
}

const isResetTokenShape = (token: string): boolean => /^[0-9a-f]{64}$/.test(token);

/** The account of a live reset token, without using it up. */
export function findResetToken(db: Db, token: string): number | null {
  if (!isResetTokenShape(token)) return null;
  const accountId = db
    .prepare('SELECT account_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?')
    .pluck()
    .get(sha256(token), nowSeconds()) as number | undefined;
  return accountId ?? null;
}

/** Uses a live reset token up; true only for the one caller that did. */
export function consumeResetToken(db: Db, token: string): boolean {
  if (!isResetTokenShape(token)) return false;
  const now = nowSeconds();
  return (
    db.prepare('UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?').run(now, sha256(token), now)
      .changes === 1
  );
}

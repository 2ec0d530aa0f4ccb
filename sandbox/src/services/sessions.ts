import { prepared, type Db } from '../db/connection';
import { getMeta, SECRET_KEY } from '../db/meta';
import { deriveKey, randomId } from '../lib/random';
import type { SettingsStore } from '../lib/settings';
import { nowSeconds } from '../lib/time';
import { signToken, verifyToken, type TokenClaims } from '../lib/tokens';

/**
 * Token families: a login starts a family; each refresh rotates the family's refresh token. Presenting a
 * refresh token that was already rotated revokes the family, and every access and refresh token in it dies,
 * except within a short grace window: two tabs refreshing with the same token at once both get the pair the first
 * refresh issued, so neither logs the other out.
 */
export const REFRESH_TTL_SECONDS = 30 * 24 * 3600;
/** How long after a rotation the same refresh token still answers with the pair it was rotated into. */
export const REFRESH_GRACE_SECONDS = 10;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  /** Unix seconds when the access token expires. */
  expires: number;
}

export interface AccessGrant {
  accountId: number;
  familyId: string;
  /** Set when platform staff opened the session ("Login as"): who, and when the session ends whatever its refreshes. */
  impersonation: Impersonation | null;
}

export interface Impersonation {
  staffAccountId: number;
  endsAt: number;
}

export interface Sessions {
  /** Starts a new family for a fresh sign-in. */
  issue(accountId: number): TokenPair;
  /** Starts a family for staff signing in as `accountId`: marked with who did it, and ending `ttlSeconds` from now. */
  issueImpersonation(accountId: number, staffAccountId: number, ttlSeconds: number): TokenPair & { ends_at: number };
  /** Rotates a refresh token; null when it is not a live, unused refresh token (reuse revokes its family). */
  rotate(refreshToken: string): { accountId: number; tokens: TokenPair } | null;
  /** The grant behind a live access token, or null. */
  verifyAccess(accessToken: string): AccessGrant | null;
  revokeFamily(familyId: string, reason: string): void;
  /** Revokes every family of an account except `keepFamilyId`; returns how many were revoked. */
  revokeAccount(accountId: number, reason: string, keepFamilyId?: string): number;
}

interface RefreshState {
  rotated_at: number | null;
  revoked_at: number | null;
  account_id: number;
  ends_at: number | null;
}

export function createSessions(db: Db, settings: SettingsStore): Sessions {
  // Every authenticated request verifies a token: the key is derived once per secret (a reset may replace it).
  let derived: { secret: string; key: Buffer } | null = null;
  const signingKey = (): Buffer => {
    const secret = getMeta(db, SECRET_KEY);
    if (!secret) throw new Error('The sandbox database has no token secret.');
    if (derived?.secret !== secret) derived = { secret, key: deriveKey(secret, 'tokens') };
    return derived.key;
  };

  // An impersonation family's tokens never outlive the family's end.
  const issueInFamily = (accountId: number, familyId: string, now: number, endsAt: number | null = null): TokenPair => {
    const key = signingKey();
    const base = { sub: accountId, fam: familyId, iat: now };
    const until = (ttl: number): number => (endsAt === null ? now + ttl : Math.min(now + ttl, endsAt));
    const access: TokenClaims = { ...base, typ: 'access', jti: randomId(), exp: until(settings.current().token_ttl_s) };
    const refresh: TokenClaims = { ...base, typ: 'refresh', jti: randomId(), exp: until(REFRESH_TTL_SECONDS) };
    prepared(db, 'INSERT INTO refresh_tokens (jti, family_id, issued_at, expires_at) VALUES (?, ?, ?, ?)').run(refresh.jti, familyId, now, refresh.exp);
    return { access_token: signToken(key, access), refresh_token: signToken(key, refresh), expires: access.exp };
  };

  // The pair each recent rotation issued, by the rotated token's id; only held for the grace window.
  const recentRotations = new Map<string, { at: number; tokens: TokenPair }>();
  const forgetOldRotations = (now: number): void => {
    for (const [jti, rotation] of recentRotations) if (now - rotation.at > REFRESH_GRACE_SECONDS) recentRotations.delete(jti);
  };

  const revokeFamily = (familyId: string, reason: string): void => {
    prepared(db, 'UPDATE token_families SET revoked_at = ?, revoked_reason = ? WHERE id = ? AND revoked_at IS NULL').run(nowSeconds(), reason, familyId);
  };

  return {
    issue(accountId) {
      const now = nowSeconds();
      const familyId = randomId();
      return db.transaction(() => {
        prepared(db, 'INSERT INTO token_families (id, account_id, created_at) VALUES (?, ?, ?)').run(familyId, accountId, now);
        return issueInFamily(accountId, familyId, now);
      })();
    },

    issueImpersonation(accountId, staffAccountId, ttlSeconds) {
      const now = nowSeconds();
      const familyId = randomId();
      const endsAt = now + ttlSeconds;
      return db.transaction(() => {
        prepared(db, 'INSERT INTO token_families (id, account_id, created_at, impersonated_by, ends_at) VALUES (?, ?, ?, ?, ?)').run(familyId, accountId, now, staffAccountId, endsAt);
        return { ...issueInFamily(accountId, familyId, now, endsAt), ends_at: endsAt };
      })();
    },

    rotate(refreshToken) {
      const now = nowSeconds();
      const claims = verifyToken(signingKey(), refreshToken, 'refresh', now);
      if (!claims) return null;
      return db.transaction(() => {
        const state = prepared(
          db,
          `SELECT r.rotated_at, f.revoked_at, f.account_id, f.ends_at
           FROM refresh_tokens r JOIN token_families f ON f.id = r.family_id
           WHERE r.jti = ? AND r.family_id = ?`,
        ).get(claims.jti, claims.fam) as RefreshState | undefined;
        if (!state || state.account_id !== claims.sub || state.revoked_at !== null) return null;
        if (state.ends_at !== null && state.ends_at <= now) return null;
        forgetOldRotations(now);
        if (state.rotated_at !== null) {
          const recent = recentRotations.get(claims.jti);
          if (recent && now - state.rotated_at <= REFRESH_GRACE_SECONDS) return { accountId: claims.sub, tokens: recent.tokens };
          revokeFamily(claims.fam, 'refresh token reuse');
          return null;
        }
        prepared(db, 'UPDATE refresh_tokens SET rotated_at = ? WHERE jti = ?').run(now, claims.jti);
        const tokens = issueInFamily(claims.sub, claims.fam, now, state.ends_at);
        recentRotations.set(claims.jti, { at: now, tokens });
        return { accountId: claims.sub, tokens };
      })();
    },

    verifyAccess(accessToken) {
      const claims = verifyToken(signingKey(), accessToken, 'access', nowSeconds());
      if (!claims) return null;
      const family = prepared(db, 'SELECT account_id, revoked_at, impersonated_by, ends_at FROM token_families WHERE id = ?').get(claims.fam) as
        | { account_id: number; revoked_at: number | null; impersonated_by: number | null; ends_at: number | null }
        | undefined;
      if (!family || family.account_id !== claims.sub || family.revoked_at !== null) return null;
      const impersonation = family.impersonated_by === null ? null : { staffAccountId: family.impersonated_by, endsAt: family.ends_at ?? 0 };
      return { accountId: claims.sub, familyId: claims.fam, impersonation };
    },

    revokeFamily,

    revokeAccount(accountId, reason, keepFamilyId) {
      const result = prepared(db, 'UPDATE token_families SET revoked_at = ?, revoked_reason = ? WHERE account_id = ? AND revoked_at IS NULL AND id IS NOT ?')
        .run(nowSeconds(), reason, accountId, keepFamilyId ?? null);
      return result.changes;
    },
  };
}

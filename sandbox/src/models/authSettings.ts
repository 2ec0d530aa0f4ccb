import type { ConcurrentSessions, OAuthApplication, SocialApp, SsoDomains } from '../../../src/api/authSettingsTypes';
import type { Account } from '../../../src/api/types';
import type { SocialSetupBody } from '../../../src/contracts/authSettings';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../../src/contracts/values';
import { AUTH_SETTINGS_SERVER } from '../../../src/constants/messages/authSettings';
import { prepared, type Db } from '../db/connection';
import { notFound } from '../lib/errors';
import { randomHex } from '../lib/random';
import { nowSeconds } from '../lib/time';

// The merchant's Auth settings: social sign-in, OAuth applications, the SSO domains and the limit of simultaneous
// logins. They belong to the merchant, so every account of it (owner and staff) reads the same ones.

interface SettingsRow {
  social: string;
  sub_domain_name: string;
  concurrent_sessions: number | null;
}

export function authSettingsOf(db: Db, merchantId: number): SettingsRow {
  const row = prepared(db, 'SELECT social, sub_domain_name, concurrent_sessions FROM merchant_auth_settings WHERE merchant_id = ?').get(merchantId) as
    | SettingsRow
    | undefined;
  return row ?? { social: '[]', sub_domain_name: '', concurrent_sessions: null };
}

type SettingsColumn = keyof SettingsRow;

/** Sets one of the merchant's settings, creating its row on first use. */
export function setAuthSetting(db: Db, merchantId: number, column: SettingsColumn, value: string | number | null): void {
  prepared(db, 'INSERT OR IGNORE INTO merchant_auth_settings (merchant_id) VALUES (?)').run(merchantId);
  prepared(db, `UPDATE merchant_auth_settings SET ${column} = ? WHERE merchant_id = ?`).run(value, merchantId);
}

// ---- social sign-in ----

const isNetwork = (name: unknown): name is SocialNetwork => (SOCIAL_NETWORKS as readonly unknown[]).includes(name);

export function enabledNetworks(db: Db, merchantId: number): SocialNetwork[] {
  const parsed: unknown = JSON.parse(authSettingsOf(db, merchantId).social);
  return Array.isArray(parsed) ? parsed.filter(isNetwork) : [];
}

export function socialApps(db: Db, merchantId: number): SocialApp[] {
  const rows = prepared(db, 'SELECT network, app_id, app_secret FROM social_apps WHERE merchant_id = ? ORDER BY network').all(merchantId) as {
    network: SocialNetwork;
    app_id: string;
    app_secret: string;
  }[];
  return rows.map((row) => ({ social_network: row.network, metadata: { app_id: row.app_id, app_secret: row.app_secret } }));
}

/** The account as the platform answers it: `metadata.social` (pipe-separated) and `social_apps_metadata` are the merchant's. */
export function withSocial(db: Db, account: Account): Account {
  const enabled = enabledNetworks(db, account.merchant_id);
  const { social: _previous, ...metadata } = account.metadata;
  return { ...account, metadata: enabled.length ? { ...metadata, social: enabled.join('|') } : metadata, social_apps_metadata: socialApps(db, account.merchant_id) };
}

/** The enabled list in the spec's order of the networks; '' entries (an empty list) are dropped. */
export function setEnabledNetworks(db: Db, merchantId: number, names: readonly string[]): void {
  const wanted = SOCIAL_NETWORKS.filter((network) => names.includes(network));
  setAuthSetting(db, merchantId, 'social', JSON.stringify(wanted));
}

export function saveSocialApp(db: Db, merchantId: number, body: SocialSetupBody): void {
  prepared(db, 'INSERT INTO social_apps (merchant_id, network, app_id, app_secret, updated_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (merchant_id, network) DO UPDATE SET app_id = excluded.app_id, app_secret = excluded.app_secret, updated_at = excluded.updated_at').run(
    merchantId,
    body.social_network,
    body.metadata.app_id.trim(),
    body.metadata.app_secret.trim(),
    nowSeconds(),
  );
}

export function deleteSocialApp(db: Db, merchantId: number, network: SocialNetwork): void {
  if (prepared(db, 'DELETE FROM social_apps WHERE merchant_id = ? AND network = ?').run(merchantId, network).changes === 0) throw notFound(AUTH_SETTINGS_SERVER.noSocialSetup);
}

// ---- OAuth applications ----

interface ApplicationRow {
  id: string;
  name: string;
  secret: string;
  sso: number;
  created_at: number;
  updated_at: number;
}

const toApplication = (row: ApplicationRow): OAuthApplication => ({ ...row, sso: row.sso === 1 ? 1 : 0 });
const newSecret = (): string => randomHex(32);

export function listApplications(db: Db, merchantId: number): OAuthApplication[] {
  return (prepared(db, 'SELECT id, name, secret, sso, created_at, updated_at FROM oauth_applications WHERE merchant_id = ? ORDER BY created_at, rowid').all(merchantId) as ApplicationRow[]).map(
    toApplication,
  );
}

export function findApplication(db: Db, merchantId: number, id: string): OAuthApplication {
  const row = prepared(db, 'SELECT id, name, secret, sso, created_at, updated_at FROM oauth_applications WHERE merchant_id = ? AND id = ?').get(merchantId, id) as ApplicationRow | undefined;
  if (!row) throw notFound(AUTH_SETTINGS_SERVER.applicationNotFound);
  return toApplication(row);
}

export function createApplication(db: Db, merchantId: number, name: string, at = nowSeconds()): OAuthApplication {
  const id = randomHex(16);
  prepared(db, 'INSERT INTO oauth_applications (id, merchant_id, name, secret, sso, created_at, updated_at) VALUES (?, ?, ?, ?, 0, ?, ?)').run(id, merchantId, name, newSecret(), at, at);
  return findApplication(db, merchantId, id);
}

export function updateApplication(db: Db, merchantId: number, id: string, changes: { name?: string; sso?: '0' | '1' }): OAuthApplication {
  const current = findApplication(db, merchantId, id);
  prepared(db, 'UPDATE oauth_applications SET name = ?, sso = ?, updated_at = ? WHERE id = ?').run(
    changes.name?.trim() || current.name,
    changes.sso === undefined ? current.sso : Number(changes.sso),
    nowSeconds(),
    id,
  );
  return findApplication(db, merchantId, id);
}

export function regenerateSecret(db: Db, merchantId: number, id: string): OAuthApplication {
  findApplication(db, merchantId, id);
  prepared(db, 'UPDATE oauth_applications SET secret = ?, updated_at = ? WHERE id = ?').run(newSecret(), nowSeconds(), id);
  return findApplication(db, merchantId, id);
}

// ---- SSO domains: the sub-domain, and the allowed origins the domain restrictions list too ----

export function ssoDomains(db: Db, merchantId: number): SsoDomains {
  const origins = prepared(db, "SELECT domain FROM domain_restrictions WHERE merchant_id = ? AND type = 'allowed_origins' ORDER BY domain").all(merchantId) as { domain: string }[];
  return { sub_domain_name: authSettingsOf(db, merchantId).sub_domain_name, allowed_origins: origins.map((row) => row.domain) };
}

/** Replaces the origins with the given ones ('' entries dropped: one empty string is none) and sets the sub-domain. */
export function saveSsoDomains(db: Db, merchantId: number, body: { sub_domain_name?: string; allowed_origins: readonly string[] }): SsoDomains {
  const wanted = [...new Set(body.allowed_origins.map((origin) => origin.trim().toLowerCase().replace(/\/+$/, '')).filter((origin) => origin !== ''))];
  db.transaction(() => {
    setAuthSetting(db, merchantId, 'sub_domain_name', body.sub_domain_name ?? '');
    const kept = new Set(ssoDomains(db, merchantId).allowed_origins);
    const remove = prepared(db, "DELETE FROM domain_restrictions WHERE merchant_id = ? AND type = 'allowed_origins' AND domain = ?");
    for (const origin of kept) if (!wanted.includes(origin)) remove.run(merchantId, origin);
    // An origin the whitelist already holds as a domain cannot be listed twice (the restrictions' unique rule).
    const insert = prepared(db, "INSERT OR IGNORE INTO domain_restrictions (merchant_id, type, domain, created_at) VALUES (?, 'allowed_origins', ?, ?)");
    for (const origin of wanted) if (!kept.has(origin)) insert.run(merchantId, origin, nowSeconds());
  })();
  return ssoDomains(db, merchantId);
}

// ---- simultaneous logins ----

export const concurrentSessions = (db: Db, merchantId: number): ConcurrentSessions => ({ concurrent_sessions: authSettingsOf(db, merchantId).concurrent_sessions });

export function setConcurrentSessions(db: Db, merchantId: number, limit: number | null): ConcurrentSessions {
  setAuthSetting(db, merchantId, 'concurrent_sessions', limit);
  return concurrentSessions(db, merchantId);
}

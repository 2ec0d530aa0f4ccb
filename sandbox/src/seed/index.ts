import type { Db } from '../db/connection';
import { getMeta, setMeta } from '../db/meta';
import { hashPassword } from '../lib/passwords';
import { nowSeconds } from '../lib/time';
import { DEMO_PASSWORD, seedDemoTenants, seedFeatureCatalogue, seedScaledAccounts } from './accounts';
import { seedCommerce } from './commerce';
import { seedContentCatalogue } from './content';
import { seedRestrictions } from './restrictions';
import { seedAccessCodes } from './accessCodes';
import { seedPaymentProviders } from './paymentProviders';
import { seedBilling } from './billing';
import { seedMailTemplates } from './mailTemplates';
import { seedVouchers } from './vouchers';
import { seedAuthSettings } from './authSettings';
import { seedBranding } from './branding';
import { seedIntegrations } from './integrations';
import type { SeedContext, SeedStep } from './context';
import { SEED_PROFILES, SEED_SIZES, type SeedProfile, type SeedSizes } from './profiles';
import { seededRandom } from './stable';

export type { SeedContext, SeedStep } from './context';
export { DEMO_PASSWORD, demoAccounts, type DemoAccount } from './accounts';
export { parseSeedProfile, SEED_PROFILES, SEED_SIZES, type SeedProfile, type SeedSizes } from './profiles';

/** Ordered seed steps. A later area appends its step (reading `context.refs` and `context.sizes`). */
export const seedSteps: readonly SeedStep[] = [seedFeatureCatalogue, seedDemoTenants, seedScaledAccounts, seedCommerce, seedContentCatalogue, seedRestrictions, seedAccessCodes, seedPaymentProviders, seedIntegrations, seedBilling, seedVouchers, seedAuthSettings, seedMailTemplates, seedBranding];

const PROFILE_KEY = 'seed_profile';

/** The profile this database was seeded with, or null when it has not been seeded yet. */
export function seededProfile(db: Db): SeedProfile | null {
  const value = getMeta(db, PROFILE_KEY);
  return value && (SEED_PROFILES as readonly string[]).includes(value) ? (value as SeedProfile) : null;
}

export interface PreparedSeed {
  profile: SeedProfile;
  platformKey: string;
  passwordHash: string;
  /** The quantities, when not the profile's own. */
  sizes?: SeedSizes;
}

/** The slow, asynchronous part of seeding (hashing the demo password), done before any transaction. */
export async function prepareSeed(options: { profile: SeedProfile; platformKey: string; sizes?: SeedSizes }): Promise<PreparedSeed> {
  return { ...options, passwordHash: await hashPassword(DEMO_PASSWORD) };
}

/** Runs every seed step on an empty, migrated database; call it inside a transaction. */
export function applySeed(db: Db, seed: PreparedSeed): void {
  const context: SeedContext = {
    db,
    profile: seed.profile,
    sizes: seed.sizes ?? SEED_SIZES[seed.profile],
    platformKey: seed.platformKey,
    passwordHash: seed.passwordHash,
    random: seededRandom(20260101),
    refs: { organisations: new Map(), merchants: new Map(), accounts: new Map() },
  };
  for (const step of seedSteps) step(context);
  setMeta(db, PROFILE_KEY, seed.profile);
  setMeta(db, 'seeded_at', String(nowSeconds()));
}

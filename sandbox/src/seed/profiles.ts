/**
 * Seed profiles. `default` is the demo data; `large` (SANDBOX_SEED=large) scales the owner's merchant up for
 * benchmarks. Each seed step reads its quantities from here, so an area adds its own sizes next to these.
 */
export type SeedProfile = 'default' | 'large';

export const SEED_PROFILES: readonly SeedProfile[] = ['default', 'large'];

/** The commerce data of one merchant (issue 4): its customers, their logins, payments, subscriptions and accesses. */
export interface CommerceSizes {
  customers: number;
  /** Average sign-ins per customer. */
  loginsPerCustomer: number;
  payments: number;
  subscriptions: number;
  accesses: number;
}

export interface SeedSizes {
  /** Extra staff accounts in the owner's organisation (beyond the four demo staff). */
  organisationMembers: number;
  /** Extra follower clients of the agency (beyond follower1 and follower2). */
  agencyClients: number;
  /** The owner's commerce data; the other demo merchants get a small fixed set. */
  ownerCommerce: CommerceSizes;
}

export const SEED_SIZES: Readonly<Record<SeedProfile, SeedSizes>> = {
  default: {
    organisationMembers: 0,
    agencyClients: 0,
    ownerCommerce: { customers: 260, loginsPerCustomer: 4, payments: 3200, subscriptions: 320, accesses: 900 },
  },
  large: {
    organisationMembers: 250,
    agencyClients: 60,
    ownerCommerce: { customers: 100_000, loginsPerCustomer: 3, payments: 1_000_000, subscriptions: 30_000, accesses: 120_000 },
  },
};

export function parseSeedProfile(value: string | undefined): SeedProfile {
  if (value === undefined || value === '') return 'default';
  if ((SEED_PROFILES as readonly string[]).includes(value)) return value as SeedProfile;
  throw new Error(`SANDBOX_SEED must be one of ${SEED_PROFILES.join(', ')} (got "${value}").`);
}

/**
 * Seed profiles. `default` is the demo data; `large` (SANDBOX_SEED=large) scales the owner's merchant up for
 * benchmarks. Each seed step reads its quantities from here, so an area adds its own sizes next to these.
 */
export type SeedProfile = 'default' | 'large';

export const SEED_PROFILES: readonly SeedProfile[] = ['default', 'large'];

export interface SeedSizes {
  /** Extra staff accounts in the owner's organisation (beyond the four demo staff). */
  organisationMembers: number;
  /** Extra follower clients of the agency (beyond follower1 and follower2). */
  agencyClients: number;
}

export const SEED_SIZES: Readonly<Record<SeedProfile, SeedSizes>> = {
  default: { organisationMembers: 0, agencyClients: 0 },
  large: { organisationMembers: 250, agencyClients: 60 },
};

export function parseSeedProfile(value: string | undefined): SeedProfile {
  if (value === undefined || value === '') return 'default';
  if ((SEED_PROFILES as readonly string[]).includes(value)) return value as SeedProfile;
  throw new Error(`SANDBOX_SEED must be one of ${SEED_PROFILES.join(', ')} (got "${value}").`);
}

import type { Db } from '../db/connection';
import type { SeedProfile, SeedSizes } from './profiles';

/** What every seed step receives. Steps run in order inside one transaction and must be deterministic. */
export interface SeedContext {
  db: Db;
  profile: SeedProfile;
  sizes: SeedSizes;
  platformKey: string;
  /** The demo password, hashed once per seed run and shared by every seeded account. */
  passwordHash: string;
  /** Seeded PRNG: same sequence on every run. */
  random: () => number;
  /** Ids of what earlier steps created, by their seed key (e.g. merchants.get('owner'), accounts.get('owner@sandbox.test')). */
  refs: {
    organisations: Map<string, number>;
    merchants: Map<string, number>;
    accounts: Map<string, number>;
  };
}

export type SeedStep = (context: SeedContext) => void;

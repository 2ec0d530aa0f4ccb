import type { Db } from '../db/connection';
import { commerceVersion, platformCommerceVersion } from '../models/commerce';

/**
 * Computed commerce reads (analytics figures, pages of payments) kept per merchant and query until that merchant's
 * data changes. The commerce triggers bump the merchant's version on every relevant write, so an entry is served
 * only while its version is current. better-sqlite3 runs on the event loop: without this, twenty dashboards asking
 * for the same year would each re-aggregate it while every other request waits.
 */
export interface AnalyticsCache {
  /** `merchantId` null: figures of every merchant, current while no merchant's data changes. */
  get<T>(merchantId: number | null, key: string, compute: () => T): T;
  clear(): void;
}

interface Entry {
  version: number;
  value: unknown;
}

export const ANALYTICS_CACHE_ENTRIES = 200;

export function createAnalyticsCache(db: Db, maxEntries = ANALYTICS_CACHE_ENTRIES): AnalyticsCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(merchantId: number | null, key: string, compute: () => T): T {
      const version = merchantId === null ? platformCommerceVersion(db) : commerceVersion(db, merchantId);
      const cacheKey = `${merchantId ?? 'all'}|${key}`;
      const hit = entries.get(cacheKey);
      entries.delete(cacheKey);
      if (hit && hit.version === version) {
        entries.set(cacheKey, hit);
        return hit.value as T;
      }
      const value = compute();
      entries.set(cacheKey, { version, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

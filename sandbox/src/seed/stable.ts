import { createHash } from 'node:crypto';

/** Deterministic building blocks so every seed run yields the same identifiers and data. */
export const SEED_EPOCH = 1767225600; // 2026-01-01T00:00:00Z: every seeded timestamp is an offset from it

/** A UUID-formatted identifier derived from a name (same name, same uuid, on every machine). */
export function stableUuid(name: string): string {
  const hex = createHash('sha256').update(`boxoffice-sandbox:${name}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** mulberry32: a small seeded PRNG, for seed steps that need varied but repeatable data. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

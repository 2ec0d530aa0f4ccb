/** Counts failures per key in a sliding window; once `limit` are inside it the key is blocked until the oldest ages out. */
export interface FailureLimiter {
  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfter(key: string): number;
  recordFailure(key: string): void;
  clear(key: string): void;
  clearAll(): void;
}

export interface FailureLimiterOptions {
  limit: number;
  windowSeconds: number;
  /** Keys tracked at most; the least recently failing are forgotten first. */
  maxKeys?: number;
  now?: () => number;
}

export function createFailureLimiter({ limit, windowSeconds, maxKeys = 10_000, now = () => Date.now() / 1000 }: FailureLimiterOptions): FailureLimiter {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowSeconds;
    const times = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    retryAfter(key) {
      const times = recent(key);
      if (times.length < limit) return 0;
      return Math.max(1, Math.ceil(times[times.length - limit] + windowSeconds - now()));
    },
    recordFailure(key) {
      const times = recent(key);
      failures.delete(key);
      failures.set(key, [...times, now()].slice(-limit));
      if (failures.size > maxKeys) failures.delete(failures.keys().next().value as string);
    },
    clear(key) {
      failures.delete(key);
    },
    clearAll() {
      failures.clear();
    },
  };
}

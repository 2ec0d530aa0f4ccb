import { tooManyRequests } from './errors';
import { nowMs } from './time';

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

export function createFailureLimiter({ limit, windowSeconds, maxKeys = 10_000, now = () => nowMs() / 1000 }: FailureLimiterOptions): FailureLimiter {
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

const FIFTEEN_MINUTES = 15 * 60;

/** The sandbox's throttles; each 429 carries Retry-After. */
export function createLimiters() {
  return {
    /** Failed sign-ins per account and address: the owner's own address is not locked out by an attacker's. */
    login: createFailureLimiter({ limit: 5, windowSeconds: FIFTEEN_MINUTES }),
    /** Failed sign-ins per address, whatever the account: one address cannot try many accounts. */
    loginAddress: createFailureLimiter({ limit: 30, windowSeconds: FIFTEEN_MINUTES }),
    /** Wrong current passwords per account on change-password. */
    changePassword: createFailureLimiter({ limit: 5, windowSeconds: FIFTEEN_MINUTES }),
    /** Wrong age-verification PIN codes per customer: a 6-digit PIN cannot be guessed by trying them all. */
    agePin: createFailureLimiter({ limit: 5, windowSeconds: FIFTEEN_MINUTES }),
    /** Wrong activation codes per client address. */
    activation: createFailureLimiter({ limit: 20, windowSeconds: FIFTEEN_MINUTES }),
    /**
     * Mails asked for (password reset, activation code); every request counts. Per recipient and address, so requests
     * from one address cannot block the person asking from their own; per recipient from anywhere, looser, so a
     * mailbox cannot be flooded from many addresses; per address, whatever the recipient.
     */
    mailRecipientAddress: createFailureLimiter({ limit: 5, windowSeconds: FIFTEEN_MINUTES }),
    mailRecipient: createFailureLimiter({ limit: 30, windowSeconds: FIFTEEN_MINUTES }),
    mailAddress: createFailureLimiter({ limit: 50, windowSeconds: FIFTEEN_MINUTES }),
  };
}

export type Limiters = ReturnType<typeof createLimiters>;

/** Refuses with 429 and Retry-After while any of the keys is blocked. */
export function throttle(message: string, ...checks: Array<[FailureLimiter, string]>): void {
  const wait = Math.max(0, ...checks.map(([limiter, key]) => limiter.retryAfter(key)));
  if (wait > 0) throw tooManyRequests(message, wait);
}

export const MAIL_THROTTLED_MESSAGE = 'Too many e-mails were requested. Try again later.';

/** Password-reset and activation mails: every request counts, per recipient and address, per recipient, per address. */
export function countMailRequest(limiters: Pick<Limiters, 'mailRecipientAddress' | 'mailRecipient' | 'mailAddress'>, email: string, address: string): void {
  const checks: Array<[FailureLimiter, string]> = [
    [limiters.mailRecipientAddress, `${email}\u0000${address}`],
    [limiters.mailRecipient, email],
    [limiters.mailAddress, address],
  ];
  throttle(MAIL_THROTTLED_MESSAGE, ...checks);
  for (const [limiter, key] of checks) limiter.recordFailure(key);
}

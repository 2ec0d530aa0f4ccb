import { randomInt } from 'node:crypto';
import type { Db } from '../db/connection';
import { getMeta, SECRET_KEY } from '../db/meta';
import { deriveKey, hmac, randomId, safeEqual } from '../lib/random';
import { nowSeconds } from '../lib/time';

/**
 * The registration captcha. With a reCAPTCHA secret configured the response token is checked with Google;
 * otherwise the sandbox's own arithmetic challenge is used: `GET /api/captcha` returns `{ token, question }`
 * and the console answers with `response_token = token + '.' + answer`. Tokens are HMAC-signed, expire after
 * 10 minutes and are good for one attempt.
 */
export const CAPTCHA_TTL_SECONDS = 600;
const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

export interface CaptchaChallenge {
  token: string;
  question: string;
}

export interface Captcha {
  create(): CaptchaChallenge;
  verify(responseToken: string): Promise<boolean>;
}

interface ChallengePayload {
  jti: string;
  exp: number;
  ans: string;
}

function isPayload(value: unknown): value is ChallengePayload {
  const payload = value as Partial<ChallengePayload> | null;
  return typeof payload?.jti === 'string' && Number.isSafeInteger(payload.exp) && typeof payload.ans === 'string';
}

async function verifyWithRecaptcha(secret: string, response: string): Promise<boolean> {
  try {
    const answer = await fetch(RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response }),
      signal: AbortSignal.timeout(5000),
    });
    if (!answer.ok) return false;
    const body = (await answer.json()) as { success?: unknown };
    return body.success === true;
  } catch {
    return false;
  }
}

export function createCaptcha(db: Db, options: { recaptchaSecret?: string } = {}): Captcha {
  const key = (): Buffer => deriveKey(getMeta(db, SECRET_KEY) ?? '', 'captcha');
  const answerDigest = (jti: string, answer: string): string => hmac(key(), `answer:${jti}:${answer}`).toString('base64url');

  /** Records the challenge as used; false when it already was. */
  const consume = (jti: string, exp: number, now: number): boolean => {
    db.prepare('DELETE FROM captcha_uses WHERE expires_at <= ?').run(now);
    return db.prepare('INSERT OR IGNORE INTO captcha_uses (jti, expires_at) VALUES (?, ?)').run(jti, exp).changes === 1;
  };

  const verifyChallenge = (responseToken: string): boolean => {
    const parts = responseToken.split('.');
    if (parts.length !== 3) return false;
    const [payloadPart, signature, rawAnswer] = parts;
    const answer = rawAnswer.trim();
    if (!/^-?\d{1,4}$/.test(answer) || !/^[A-Za-z0-9_-]+$/.test(payloadPart + signature)) return false;
    if (!safeEqual(hmac(key(), payloadPart), Buffer.from(signature, 'base64url'))) return false;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
    } catch {
      return false;
    }
    const now = nowSeconds();
    if (!isPayload(payload) || payload.exp <= now) return false;
    // Any signed attempt uses the challenge up, so answers cannot be tried one after another.
    if (!consume(payload.jti, payload.exp, now)) return false;
    return safeEqual(answerDigest(payload.jti, String(Number(answer))), payload.ans);
  };

  return {
    create() {
      const a = randomInt(1, 10);
      const b = randomInt(1, 10);
      const jti = randomId();
      const payload: ChallengePayload = { jti, exp: nowSeconds() + CAPTCHA_TTL_SECONDS, ans: answerDigest(jti, String(a + b)) };
      const payloadPart = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return { token: `${payloadPart}.${hmac(key(), payloadPart).toString('base64url')}`, question: `What is ${a} + ${b}?` };
    },
    async verify(responseToken) {
      if (options.recaptchaSecret) return verifyWithRecaptcha(options.recaptchaSecret, responseToken);
      return verifyChallenge(responseToken);
    },
  };
}

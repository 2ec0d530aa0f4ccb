import { randomUUID } from 'node:crypto';
import type { WebhookDelivery } from '../../../src/api/webhookTypes';
import { WEBHOOK_ERRORS } from '../../../src/constants/messages/webhooks';
import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookEvent,
  type WebhookLogEvent,
} from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { hmac } from '../lib/random';
import { nowMs } from '../lib/time';
import {
  bringForward,
  dueDeliveries,
  findDelivery,
  insertAttempt,
  insertDelivery,
  nextDueAt,
  resendDelivery,
  setDeliveryState,
  subscribers,
  waitingDeliveries,
  webhookById,
  type DeliveryRow,
} from '../models/webhooks';
import { httpTransport, type TransportAnswer, type WebhookTransport } from './webhookTransport';

export { httpTransport, WEBHOOK_RESPONSE_LIMIT, type TransportAnswer, type WebhookTransport } from './webhookTransport';

/**
 * Webhooks that really deliver (issue 22 P4). Each event a merchant's webhook subscribes to becomes a delivery, kept in
 * the database; a delivery is POSTed form-encoded, signed (HMAC-SHA256 of the body under the webhook's secret), and a
 * failed attempt (non-2xx, no answer within 10 s, a refused connection) is retried with exponential backoff and
 * jitter, 6 times at most, then the delivery is failed for good. Every attempt is kept.
 *
 * The clock is the sandbox's (lib/time), so tests move it instead of waiting; `runDue` runs what is due and resolves
 * when those attempts are recorded. A timer wakes the queue for the next retry in a running sandbox.
 */
export const WEBHOOK_RETRIES = 6;
/** The first retry waits about this long; each next one twice as long (with jitter: between half and all of it). */
export const WEBHOOK_BACKOFF_BASE_MS = 10_000;
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A delivery's body at most (each of the event's values is cut at 1000 characters besides). */
export const WEBHOOK_MAX_BODY_BYTES = 16 * 1024;
/** Attempts in flight at once across the sandbox, and at most one per webhook: a slow endpoint holds one slot only. */
export const WEBHOOK_MAX_IN_FLIGHT = 4;
/** Deliveries waiting for one webhook at most; an event beyond that is not queued. */
export const WEBHOOK_MAX_WAITING = 200;

export type WebhookData = Record<string, string | number | boolean | null | undefined>;

/** What a delivery attempt reports, e.g. on the merchant's realtime topic. */
export interface AttemptReport {
  merchantId: number;
  webhookId: number;
  deliveryId: string;
  attemptId: number;
  event: WebhookLogEvent;
  outcome: 'succeeded' | 'failed';
  statusCode: number | null;
  deliveryStatus: DeliveryRow['status'];
}

export interface WebhookDispatcherOptions {
  transport?: WebhookTransport;
  /** 0 to 1; the jitter of each backoff. */
  random?: () => number;
  timeoutMs?: number;
  onAttempt?: (report: AttemptReport) => void;
  onError?: (error: unknown) => void;
}

export interface WebhookDispatcher {
  /** Queues the event for each of the merchant's webhooks subscribed to it. */
  emit(merchantId: number, event: WebhookEvent, data: WebhookData): void;
  /** "Send test event": a `webhook.test` delivery to one webhook, whatever it subscribes to. */
  sendTest(webhookId: number, data: WebhookData): WebhookDelivery;
  /** "Resend": the delivery again, now, to the webhook's current endpoint (a failed one gets its retries back). */
  resend(deliveryId: string): WebhookDelivery;
  /**
   * Runs the deliveries due now (and those due within `horizonMs`, brought forward), and resolves once they and any
   * that became due meanwhile are attempted. Answers how many attempts were made.
   */
  runDue(horizonMs?: number): Promise<number>;
  /** Resolves when no attempt is in flight. */
  idle(): Promise<void>;
  /** Resumes after a start: deliveries interrupted by a stop are due again. */
  start(): void;
  stop(): Promise<void>;
  /** Forgets the queue's in-memory state (the database was rebuilt). */
  reset(): void;
  /**
   * `manual`: nothing is attempted unless `runDue` asks (tests run the queue step by step, deterministically); otherwise
   * a new delivery goes out at once and a timer wakes the queue for each retry.
   */
  readonly settings: { timeoutMs: number; random: () => number; manual: boolean };
}

const ENCODE = (value: string): string => encodeURIComponent(value).replace(/%20/g, '+');

/** The form-encoded body: the delivery's id, event and time first (signed with it, against replay), then `data[…]`. */
export function deliveryBody(delivery: { id: string; event: WebhookLogEvent }, data: Record<string, string>, timestamp: number): string {
  const fields: [string, string][] = [
    ['delivery_id', delivery.id],
    ['event', delivery.event],
    ['timestamp', String(timestamp)],
    ...Object.entries(data).map(([key, value]): [string, string] => [`data[${key}]`, value]),
  ];
  return fields.map(([key, value]) => `${ENCODE(key)}=${ENCODE(value)}`).join('&');
}

/** The signature header's value: HMAC-SHA256 of the raw body under the webhook's secret, hex. */
export const signBody = (secret: string, body: string): string => hmac(secret, body).toString('hex');

/** The event's values as strings, each cut at 1000 characters, 30 at most; nothing absent. */
function flatData(data: WebhookData): Record<string, string> {
  const entries = Object.entries(data).filter((entry): entry is [string, string | number | boolean] => entry[1] !== null && entry[1] !== undefined);
  return Object.fromEntries(entries.slice(0, 30).map(([key, value]) => [key.slice(0, 64), String(value).slice(0, 1000)]));
}

/** The retry after the n-th failed attempt (1-based): base × 2^(n-1), with "equal jitter" (half fixed, half random). */
export function backoffMs(failedAttempts: number, random: () => number): number {
  const ceiling = WEBHOOK_BACKOFF_BASE_MS * 2 ** (failedAttempts - 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

export function createWebhookDispatcher(db: Db, options: WebhookDispatcherOptions = {}): WebhookDispatcher {
  const transport = options.transport ?? httpTransport;
  const settings = { timeoutMs: options.timeoutMs ?? WEBHOOK_TIMEOUT_MS, random: options.random ?? Math.random, manual: false };
  const onError = options.onError ?? (() => undefined);
  const inFlight = new Map<string, Promise<void>>();
  const busyHooks = new Set<number>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let generation = 0;

  function queue(webhookId: number, event: WebhookLogEvent, data: WebhookData, id: string = randomUUID()): WebhookDelivery | null {
    if (waitingDeliveries(db, webhookId) >= WEBHOOK_MAX_WAITING) return null;
    insertDelivery(db, { id, webhookId, event, data: flatData(data), dueAt: nowMs() });
    return { delivery_id: id, webhook_id: webhookId, event, status: 'pending' };
  }

  /** One attempt of one delivery; the outcome is recorded and the delivery rescheduled, delivered or failed. */
  async function attempt(delivery: DeliveryRow, hookGeneration: number): Promise<void> {
    const hook = webhookById(db, delivery.webhook_id);
    if (!hook) return;
    const timestamp = Math.floor(nowMs() / 1000);
    let body = deliveryBody(delivery, JSON.parse(delivery.data) as Record<string, string>, timestamp);
    if (Buffer.byteLength(body) > WEBHOOK_MAX_BODY_BYTES) body = deliveryBody(delivery, { truncated: 'true' }, timestamp);
    const headers = {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'Boxoffice-Webhooks/1 (sandbox)',
      [WEBHOOK_DELIVERY_HEADER]: delivery.id,
      [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
      [WEBHOOK_SIGNATURE_HEADER]: signBody(hook.secret_token, body),
    };
    const started = nowMs();
    const startedReal = performance.now();
    let answer: TransportAnswer | null = null;
    let failure: string | null = null;
    try {
      answer = await transport({ uri: hook.uri, headers, body, timeoutMs: settings.timeoutMs });
    } catch (error) {
      failure = message(error);
    }
    // The database was rebuilt meanwhile (a reset): this attempt belongs to data that no longer exists.
    if (hookGeneration !== generation) return;
    const latencyMs = Math.max(0, Math.round(performance.now() - startedReal));
    const succeeded = answer !== null && answer.statusCode >= 200 && answer.statusCode < 300;
    const attempts = delivery.attempts + 1;
    const retriesLeft = attempts - delivery.retries_from <= WEBHOOK_RETRIES;
    const status = succeeded ? 'delivered' : retriesLeft ? 'retrying' : 'failed';
    const nextAttemptAt = status === 'retrying' ? started + backoffMs(attempts, settings.random) : null;
    let attemptId = 0;
    db.transaction(() => {
      // The webhook may have gone while the attempt was out.
      if (!findDelivery(db, delivery.id)) return;
      attemptId = insertAttempt(db, {
        deliveryId: delivery.id,
        webhookId: hook.id,
        event: delivery.event,
        uri: hook.uri,
        attempt: attempts,
        outcome: succeeded ? 'succeeded' : 'failed',
        statusCode: answer?.statusCode ?? null,
        error: failure ?? (succeeded || !answer ? null : `HTTP ${answer.statusCode}`),
        latencyMs,
        requestHeaders: headers,
        requestBody: body,
        responseBody: answer?.body ?? '',
      });
      setDeliveryState(db, delivery.id, { status, attempts, nextAttemptAt });
    })();
    if (attemptId === 0) return;
    try {
      options.onAttempt?.({
        merchantId: hook.merchant_id,
        webhookId: hook.id,
        deliveryId: delivery.id,
        attemptId,
        event: delivery.event,
        outcome: succeeded ? 'succeeded' : 'failed',
        statusCode: answer?.statusCode ?? null,
        deliveryStatus: status,
      });
    } catch (error) {
      onError(error);
    }
  }

  /** Starts what is due, within the limits (one per webhook, four in all), and sets the timer for what comes next. */
  function pump(asked = false): void {
    if (stopped || (settings.manual && !asked)) return;
    const free = WEBHOOK_MAX_IN_FLIGHT - inFlight.size;
    if (free > 0) {
      for (const delivery of dueDeliveries(db, nowMs(), WEBHOOK_MAX_IN_FLIGHT * 4)) {
        if (inFlight.size >= WEBHOOK_MAX_IN_FLIGHT) break;
        if (inFlight.has(delivery.id) || busyHooks.has(delivery.webhook_id)) continue;
        busyHooks.add(delivery.webhook_id);
        const current = generation;
        const running = attempt(delivery, current)
          .catch(onError)
          .finally(() => {
            inFlight.delete(delivery.id);
            if (current === generation) busyHooks.delete(delivery.webhook_id);
            pump(asked);
          });
        inFlight.set(delivery.id, running);
      }
    }
    schedule();
  }

  function schedule(): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || settings.manual) return;
    const due = nextDueAt(db);
    if (due === null) return;
    timer = setTimeout(() => pump(), Math.min(Math.max(0, due - nowMs()), 2 ** 31 - 1));
    timer.unref();
  }

  const kick = () => setImmediate(() => pump());

  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.all([...inFlight.values()]);
  }

  return {
    settings,
    emit(merchantId, event, data) {
      let queued = 0;
      for (const hook of subscribers(db, merchantId, event)) if (queue(hook.id, event, data)) queued += 1;
      if (queued > 0) kick();
    },
    sendTest(webhookId, data) {
      const delivery = queue(webhookId, WEBHOOK_TEST_EVENT, data);
      if (!delivery) throw new Error(WEBHOOK_ERRORS.queueFull);
      kick();
      return delivery;
    },
    resend(deliveryId) {
      resendDelivery(db, deliveryId, nowMs());
      kick();
      const delivery = findDelivery(db, deliveryId) as DeliveryRow;
      return { delivery_id: delivery.id, webhook_id: delivery.webhook_id, event: delivery.event, status: delivery.status };
    },
    async runDue(horizonMs = 0) {
      if (horizonMs > 0) bringForward(db, nowMs(), horizonMs);
      const count = prepared(db, 'SELECT COUNT(*) FROM webhook_attempts').pluck();
      const before = count.get() as number;
      for (;;) {
        pump(true);
        if (inFlight.size === 0) break;
        await idle();
      }
      return (count.get() as number) - before;
    },
    idle,
    start() {
      stopped = false;
      pump();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await idle();
    },
    reset() {
      generation += 1;
      busyHooks.clear();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

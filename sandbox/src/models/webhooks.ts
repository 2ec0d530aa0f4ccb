import type { Webhook, WebhookAttempt, WebhookAttemptDetails, WebhookAttemptsPage } from '../../../src/api/webhookTypes';
import { WEBHOOK_EVENTS, type WebhookAttemptOutcome, type WebhookDeliveryState, type WebhookEvent, type WebhookLogEvent } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { randomHex } from '../lib/random';
import { nowSeconds } from '../lib/time';

/** A merchant's webhooks, their deliveries (one per event and webhook) and every attempt of those (issue 22 P4). */
interface WebhookRow {
  id: number;
  merchant_id: number;
  uri: string;
  events: string;
  secret_token: string;
  created_at: number;
  updated_at: number;
}

const eventsOf = (text: string): WebhookEvent[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? WEBHOOK_EVENTS.filter((event) => value.includes(event)) : [];
  } catch {
    return [];
  }
};

const toWebhook = (row: WebhookRow): Webhook => ({ ...row, events: eventsOf(row.events) });

/** The events as stored: each once, in the list's order. */
const storedEvents = (events: readonly WebhookEvent[]): string => JSON.stringify(WEBHOOK_EVENTS.filter((event) => events.includes(event)));

export function listWebhooks(db: Db, merchantId: number): Webhook[] {
  return (prepared(db, 'SELECT * FROM webhooks WHERE merchant_id = ? ORDER BY id').all(merchantId) as WebhookRow[]).map(toWebhook);
}

export function countWebhooks(db: Db, merchantId: number): number {
  return prepared(db, 'SELECT COUNT(*) FROM webhooks WHERE merchant_id = ?').pluck().get(merchantId) as number;
}

export function findWebhook(db: Db, merchantId: number, id: number): Webhook | null {
  const row = prepared(db, 'SELECT * FROM webhooks WHERE id = ? AND merchant_id = ?').get(id, merchantId) as WebhookRow | undefined;
  return row ? toWebhook(row) : null;
}

/** A webhook by id alone, for the delivery machinery (which works across merchants). */
export function webhookById(db: Db, id: number): Webhook | null {
  const row = prepared(db, 'SELECT * FROM webhooks WHERE id = ?').get(id) as WebhookRow | undefined;
  return row ? toWebhook(row) : null;
}

export function insertWebhook(db: Db, merchantId: number, values: { uri: string; events: readonly WebhookEvent[] }): Webhook {
  const now = nowSeconds();
  const id = Number(
    prepared(db, 'INSERT INTO webhooks (merchant_id, uri, events, secret_token, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      merchantId,
      values.uri,
      storedEvents(values.events),
      `whsec_${randomHex(24)}`,
      now,
      now,
    ).lastInsertRowid,
  );
  return findWebhook(db, merchantId, id) as Webhook;
}

export function updateWebhook(db: Db, merchantId: number, id: number, values: { uri: string; events: readonly WebhookEvent[] }): Webhook | null {
  prepared(db, 'UPDATE webhooks SET uri = ?, events = ?, updated_at = ? WHERE id = ? AND merchant_id = ?').run(values.uri, storedEvents(values.events), nowSeconds(), id, merchantId);
  return findWebhook(db, merchantId, id);
}

/** Deletes a webhook (or every one of the merchant's) with its deliveries and attempts; answers how many went. */
export function deleteWebhooks(db: Db, merchantId: number, id?: number): number {
  return id === undefined
    ? prepared(db, 'DELETE FROM webhooks WHERE merchant_id = ?').run(merchantId).changes
    : prepared(db, 'DELETE FROM webhooks WHERE id = ? AND merchant_id = ?').run(id, merchantId).changes;
}

/** The merchant's webhooks subscribed to an event. */
export function subscribers(db: Db, merchantId: number, event: WebhookEvent): Webhook[] {
  return listWebhooks(db, merchantId).filter((hook) => hook.events.includes(event));
}

export interface DeliveryRow {
  id: string;
  webhook_id: number;
  event: WebhookLogEvent;
  /** The event's fields, JSON; the body is built from them at each attempt (with that attempt's timestamp). */
  data: string;
  status: WebhookDeliveryState;
  attempts: number;
  /** The attempts made before the last resend: a resend gives the delivery its retries back. */
  retries_from: number;
  /** Milliseconds since the epoch (the sandbox clock), or null once delivered or failed for good. */
  next_attempt_at: number | null;
  created_at: number;
}

export function insertDelivery(db: Db, delivery: { id: string; webhookId: number; event: WebhookLogEvent; data: Record<string, string>; dueAt: number }): void {
  prepared(db, "INSERT INTO webhook_deliveries (id, webhook_id, event, data, status, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)").run(
    delivery.id,
    delivery.webhookId,
    delivery.event,
    JSON.stringify(delivery.data),
    delivery.dueAt,
    nowSeconds(),
  );
}

export function findDelivery(db: Db, id: string): DeliveryRow | null {
  return (prepared(db, 'SELECT * FROM webhook_deliveries WHERE id = ?').get(id) as DeliveryRow | undefined) ?? null;
}

/** Deliveries waiting for a webhook (pending or retrying). */
export function waitingDeliveries(db: Db, webhookId: number): number {
  return prepared(db, "SELECT COUNT(*) FROM webhook_deliveries WHERE webhook_id = ? AND status IN ('pending', 'retrying')").pluck().get(webhookId) as number;
}

/** Deliveries due by `now` (ms), oldest due first. */
export function dueDeliveries(db: Db, now: number, limit: number): DeliveryRow[] {
  return prepared(db, "SELECT * FROM webhook_deliveries WHERE status IN ('pending', 'retrying') AND next_attempt_at <= ? ORDER BY next_attempt_at, rowid LIMIT ?").all(now, limit) as DeliveryRow[];
}

/** When the next waiting delivery is due (ms), or null when none waits. */
export function nextDueAt(db: Db): number | null {
  return (prepared(db, "SELECT MIN(next_attempt_at) FROM webhook_deliveries WHERE status IN ('pending', 'retrying')").pluck().get() as number | null) ?? null;
}

/** Brings every delivery due within `horizon` ms forward to `now` (the sandbox control "run due deliveries"). */
export function bringForward(db: Db, now: number, horizon: number): void {
  prepared(db, "UPDATE webhook_deliveries SET next_attempt_at = ? WHERE status IN ('pending', 'retrying') AND next_attempt_at <= ?").run(now, now + horizon);
}

export function setDeliveryState(db: Db, id: string, state: { status: WebhookDeliveryState; attempts: number; nextAttemptAt: number | null }): void {
  prepared(db, 'UPDATE webhook_deliveries SET status = ?, attempts = ?, next_attempt_at = ? WHERE id = ?').run(state.status, state.attempts, state.nextAttemptAt, id);
}

/** A resend: due now, with its retries back (counted from the attempts made so far). */
export function resendDelivery(db: Db, id: string, now: number): void {
  prepared(db, "UPDATE webhook_deliveries SET status = CASE WHEN attempts = 0 THEN 'pending' ELSE 'retrying' END, retries_from = attempts, next_attempt_at = ? WHERE id = ?").run(now, id);
}

export interface AttemptRecord {
  deliveryId: string;
  webhookId: number;
  event: WebhookLogEvent;
  uri: string;
  attempt: number;
  outcome: WebhookAttemptOutcome;
  statusCode: number | null;
  error: string | null;
  latencyMs: number;
  requestHeaders: Record<string, string>;
  requestBody: string;
  responseBody: string;
}

export function insertAttempt(db: Db, record: AttemptRecord): number {
  return Number(
    prepared(
      db,
      `INSERT INTO webhook_attempts (delivery_id, webhook_id, event, uri, attempt, outcome, status_code, error, latency_ms, request_headers, request_body, response_body, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      record.deliveryId,
      record.webhookId,
      record.event,
      record.uri,
      record.attempt,
      record.outcome,
      record.statusCode,
      record.error,
      record.latencyMs,
      JSON.stringify(record.requestHeaders),
      record.requestBody,
      record.responseBody,
      nowSeconds(),
    ).lastInsertRowid,
  );
}

const ATTEMPT_SELECT = `
  SELECT a.id, a.delivery_id, a.webhook_id, a.event, a.uri, a.attempt, a.outcome, a.status_code, a.error, a.latency_ms, a.created_at,
    d.status AS delivery_status, d.next_attempt_at
  FROM webhook_attempts a JOIN webhook_deliveries d ON d.id = a.delivery_id JOIN webhooks w ON w.id = a.webhook_id`;

type AttemptRow = Omit<WebhookAttempt, 'next_attempt_at'> & { next_attempt_at: number | null };

/** The API's next retry in Unix seconds (stored in ms), only while the delivery is waiting for one. */
const toAttempt = (row: AttemptRow): WebhookAttempt => ({
  ...row,
  next_attempt_at: row.delivery_status === 'retrying' && row.next_attempt_at !== null ? Math.ceil(row.next_attempt_at / 1000) : null,
});

/** A webhook's log: its attempts, newest first, filtered by outcome and event. */
export function listAttempts(
  db: Db,
  merchantId: number,
  webhookId: number,
  query: { page: number; size: number; status?: WebhookAttemptOutcome; event?: WebhookLogEvent },
): WebhookAttemptsPage {
  const where = ['w.merchant_id = ?', 'a.webhook_id = ?'];
  const args: unknown[] = [merchantId, webhookId];
  if (query.status) {
    where.push('a.outcome = ?');
    args.push(query.status);
  }
  if (query.event) {
    where.push('a.event = ?');
    args.push(query.event);
  }
  const filter = `WHERE ${where.join(' AND ')}`;
  const total = prepared(db, `SELECT COUNT(*) FROM webhook_attempts a JOIN webhooks w ON w.id = a.webhook_id ${filter}`).pluck().get(...args) as number;
  const rows = prepared(db, `${ATTEMPT_SELECT} ${filter} ORDER BY a.id DESC LIMIT ? OFFSET ?`).all(...args, query.size, (query.page - 1) * query.size) as AttemptRow[];
  return { collection: rows.map(toAttempt), total };
}

export function findAttempt(db: Db, merchantId: number, webhookId: number, attemptId: number): WebhookAttemptDetails | null {
  const row = prepared(db, `${ATTEMPT_SELECT.replace('a.created_at,', 'a.created_at, a.request_headers, a.request_body, a.response_body,')} WHERE w.merchant_id = ? AND a.webhook_id = ? AND a.id = ?`).get(
    merchantId,
    webhookId,
    attemptId,
  ) as (AttemptRow & { request_headers: string; request_body: string; response_body: string }) | undefined;
  if (!row) return null;
  return { ...toAttempt(row), request_headers: JSON.parse(row.request_headers) as Record<string, string>, request_body: row.request_body, response_body: row.response_body };
}

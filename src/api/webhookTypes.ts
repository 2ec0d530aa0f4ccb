import type { WebhookAttemptOutcome, WebhookDeliveryState, WebhookEvent, WebhookLogEvent } from '../contracts/values';

/** A webhook (spec section 3 "Webhook"): where a merchant's events go, and the secret that signs them. */
export interface Webhook {
  id: number;
  merchant_id: number;
  uri: string;
  events: WebhookEvent[];
  secret_token: string;
  created_at: number;
  updated_at: number;
}

/** GET webhooks: the hooks, and each event's label when they were asked for. */
export interface WebhooksAnswer {
  hooks: Webhook[];
  labels?: Record<WebhookEvent, string>;
}

/** One attempt of a delivery, as the log lists it (issue 22 P4). */
export interface WebhookAttempt {
  id: number;
  delivery_id: string;
  webhook_id: number;
  event: WebhookLogEvent;
  /** The endpoint the attempt went to (the webhook's endpoint at the time). */
  uri: string;
  /** 1 for the first attempt, then each retry or resend. */
  attempt: number;
  outcome: WebhookAttemptOutcome;
  /** The endpoint's HTTP status; null when none came (a timeout, a refused connection). */
  status_code: number | null;
  /** Why an attempt failed without an answer, else null. */
  error: string | null;
  latency_ms: number;
  created_at: number;
  /** Where the delivery stands now, and when its next retry is due (Unix seconds) while it is retrying. */
  delivery_status: WebhookDeliveryState;
  next_attempt_at: number | null;
}

export interface WebhookAttemptsPage {
  collection: WebhookAttempt[];
  total: number;
}

/** One attempt with what was sent and what came back (the response cut at 2 KiB). */
export interface WebhookAttemptDetails extends WebhookAttempt {
  request_headers: Record<string, string>;
  request_body: string;
  response_body: string;
}

/** A delivery just queued (a resend, a test event): it is attempted at once, after the answer. */
export interface WebhookDelivery {
  delivery_id: string;
  webhook_id: number;
  event: WebhookLogEvent;
  status: WebhookDeliveryState;
}

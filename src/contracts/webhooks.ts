import { Type, type Static } from 'typebox';
import { Closed, NoBody, OneOf, Query } from './fields';
import { MAX_WEBHOOK_URI_LENGTH, WEBHOOK_ATTEMPT_OUTCOMES, WEBHOOK_ATTEMPTS_PAGE_SIZE, WEBHOOK_EVENTS, WEBHOOK_LOG_EVENTS } from './values';

export { WEBHOOK_ATTEMPT_OUTCOMES, WEBHOOK_ATTEMPTS_PAGE_SIZE, WEBHOOK_EVENTS, WEBHOOK_LOG_EVENTS, WEBHOOK_TEST_EVENT } from './values';
export type { WebhookAttemptOutcome, WebhookDeliveryState, WebhookEvent, WebhookLogEvent } from './values';

/**
 * A merchant's webhooks (catalogue 7.13) and their delivery log (issue 22 P4, beyond the spec). The catalogue shows
 * no literal paths ("hooks: paths not shown", 7.14): `webhooks` and its sub-paths are defined here in its style.
 * Bodies are form-encoded (`endpoint`, `events[0]=…`), as the catalogue says.
 */
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Only http and https addresses are accepted (checked again, with a readable message, by the sandbox). */
export const WEBHOOK_URI_PATTERN = '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$';
const Endpoint = Type.String({ minLength: 1, maxLength: MAX_WEBHOOK_URI_LENGTH, pattern: WEBHOOK_URI_PATTERN });
const Events = Type.Array(OneOf(WEBHOOK_EVENTS), { minItems: 1, maxItems: WEBHOOK_EVENTS.length });

/** GET webhooks: `hooks`, and `labels` (each event's name) only when asked, the first time (catalogue 7.13). */
export const WebhooksQuery = Query({ labels: Type.Optional(OneOf(['true', 'false'])) });
export type WebhooksQuery = Static<typeof WebhooksQuery>;

/** POST webhooks and PUT webhooks/{id}: the endpoint and the events it receives. */
export const WebhookBody = Closed({ endpoint: Endpoint, events: Events });
export type WebhookBody = Static<typeof WebhookBody>;

/** GET, PUT, DELETE webhooks/{id}; POST webhooks/{id}/test */
export const WebhookParams = Closed({ id: Id });
export type WebhookParams = Static<typeof WebhookParams>;

/** GET webhooks/{id}/attempts: the delivery log, newest first, filtered by outcome and event. */
export const WebhookAttemptsQuery = Query({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: WEBHOOK_ATTEMPTS_PAGE_SIZE }),
  status: Type.Optional(OneOf(WEBHOOK_ATTEMPT_OUTCOMES)),
  event: Type.Optional(OneOf(WEBHOOK_LOG_EVENTS)),
});
export type WebhookAttemptsQuery = Static<typeof WebhookAttemptsQuery>;

/** GET webhooks/{id}/attempts/{attempt_id}: one attempt with its request and response bodies. */
export const WebhookAttemptParams = Closed({ id: Id, attempt_id: Id });
export type WebhookAttemptParams = Static<typeof WebhookAttemptParams>;

/** POST webhooks/{id}/deliveries/{delivery_id}/resend: the delivery again, now, to the webhook's current endpoint. */
export const WebhookDeliveryParams = Closed({ id: Id, delivery_id: Type.String({ pattern: '^[0-9a-f-]{36}$' }) });
export type WebhookDeliveryParams = Static<typeof WebhookDeliveryParams>;

export const WebhookNoBody = NoBody;

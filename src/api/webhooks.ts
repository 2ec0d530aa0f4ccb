import { api, type CallContext } from './client';
import type { MessageResponse } from './types';
import type { Webhook, WebhookAttemptDetails, WebhookAttemptsPage, WebhookDelivery, WebhooksAnswer } from './webhookTypes';
import type { WebhookAttemptsQuery, WebhookBody } from '../contracts/webhooks';

export type { Webhook, WebhookAttempt, WebhookAttemptDetails, WebhookAttemptsPage, WebhookDelivery, WebhooksAnswer } from './webhookTypes';

// A merchant's webhooks (catalogue 7.13) and their delivery log (issue 22 P4). The catalogue shows no paths: these
// are the sandbox's, named in its style (README "Webhook calls the catalogue leaves open").

export type WebhookRequest = WebhookBody;
export type WebhookAttemptsRequest = Omit<WebhookAttemptsQuery, 'srkey'> & { webhookId: number };

/** GET webhooks: the hooks; `labels=true` asks for the events' labels too (the console asks once, catalogue 7.13). */
export const listWebhooks = ({ labels }: { labels: boolean }, ctx?: CallContext): Promise<WebhooksAnswer> =>
  api().request({ method: 'GET', path: 'webhooks', query: labels ? { labels: 'true' } : {}, ...ctx });

/** POST webhooks, urlencoded `endpoint` and `events[n]`. */
export const createWebhook = (body: WebhookRequest, ctx?: CallContext): Promise<Webhook> =>
  api().request({ method: 'POST', path: 'webhooks', body, arrays: 'indices', ...ctx });

/** GET webhooks/{id} */
export const getWebhook = ({ id }: { id: number }, ctx?: CallContext): Promise<Webhook> =>
  api().request({ method: 'GET', path: 'webhooks/{id}', pathVars: { id }, ...ctx });

/** PUT webhooks/{id}: endpoint and events. */
export const updateWebhook = ({ id, ...body }: WebhookRequest & { id: number }, ctx?: CallContext): Promise<Webhook> =>
  api().request({ method: 'PUT', path: 'webhooks/{id}', pathVars: { id }, body, arrays: 'indices', ...ctx });

/** DELETE webhooks/{id} */
export const deleteWebhook = ({ id }: { id: number }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'webhooks/{id}', pathVars: { id }, ...ctx });

/** DELETE webhooks: every webhook of the merchant. */
export const deleteAllWebhooks = (_req: void, ctx?: CallContext): Promise<MessageResponse> => api().request({ method: 'DELETE', path: 'webhooks', ...ctx });

/** GET webhooks/{id}/attempts: the delivery log, newest first, filtered by outcome (`status`) and event. */
export const listWebhookAttempts = ({ webhookId, ...query }: WebhookAttemptsRequest, ctx?: CallContext): Promise<WebhookAttemptsPage> =>
  api().request({ method: 'GET', path: 'webhooks/{id}/attempts', pathVars: { id: webhookId }, query, ...ctx });

/** GET webhooks/{id}/attempts/{attempt_id}: one attempt with its request and response bodies. */
export const getWebhookAttempt = ({ webhookId, attemptId }: { webhookId: number; attemptId: number }, ctx?: CallContext): Promise<WebhookAttemptDetails> =>
  api().request({ method: 'GET', path: 'webhooks/{id}/attempts/{attempt_id}', pathVars: { id: webhookId, attempt_id: attemptId }, ...ctx });

/** POST webhooks/{id}/deliveries/{delivery_id}/resend: the delivery again, now, to the webhook's current endpoint. */
export const resendWebhookDelivery = ({ webhookId, deliveryId }: { webhookId: number; deliveryId: string }, ctx?: CallContext): Promise<WebhookDelivery> =>
  api().request({ method: 'POST', path: 'webhooks/{id}/deliveries/{delivery_id}/resend', pathVars: { id: webhookId, delivery_id: deliveryId }, ...ctx });

/** POST webhooks/{id}/test: sends a `webhook.test` event to the webhook. */
export const sendWebhookTest = ({ webhookId }: { webhookId: number }, ctx?: CallContext): Promise<WebhookDelivery> =>
  api().request({ method: 'POST', path: 'webhooks/{id}/test', pathVars: { id: webhookId }, ...ctx });

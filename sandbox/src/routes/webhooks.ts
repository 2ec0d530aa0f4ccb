import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MessageResponse } from '../../../src/api/types';
import type { Webhook, WebhookAttemptDetails, WebhookAttemptsPage, WebhookDelivery, WebhooksAnswer } from '../../../src/api/webhookTypes';
import { WEBHOOK_ERRORS, WEBHOOK_EVENT_LABELS, WEBHOOKS } from '../../../src/constants/messages/webhooks';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { MAX_WEBHOOKS, WEBHOOK_EVENTS, type WebhookEvent } from '../../../src/contracts/values';
import { WebhookAttemptParams, WebhookAttemptsQuery, WebhookBody, WebhookDeliveryParams, WebhookNoBody, WebhookParams, WebhooksQuery } from '../../../src/contracts/webhooks';
import { currentAccount, tenantId } from '../lib/auth';
import { conflict, fieldError, HttpError, notFound } from '../lib/errors';
import { countWebhooks, deleteWebhooks, findAttempt, findDelivery, findWebhook, insertWebhook, listAttempts, listWebhooks, updateWebhook } from '../models/webhooks';

/** The events' labels as GET webhooks answers them (the spec's `labels`). */
const LABELS = Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event, WEBHOOK_EVENT_LABELS[event]])) as Record<WebhookEvent, string>;

/** Only http and https endpoints, with a host (the schema checks the scheme; this reads the address as a URL). */
function endpointOf(text: string): string {
  const uri = text.trim();
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw fieldError('endpoint', WEBHOOK_ERRORS.onlyHttp);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') throw fieldError('endpoint', WEBHOOK_ERRORS.onlyHttp);
  return uri;
}

/**
 * A merchant's webhooks (catalogue 7.13) and their delivery log (issue 22 P4): list (with the events' labels when
 * asked), create, read, update, delete one or all; each webhook's attempts, one attempt's bodies, resend a delivery,
 * send a test event. Every route works on the caller's own merchant (routes/access.ts: the webhooks section).
 */
export const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, webhooks } = app.sandbox;

  const ownWebhook = (merchantId: number, id: number): Webhook => {
    const hook = findWebhook(db, merchantId, id);
    if (!hook) throw notFound(WEBHOOK_ERRORS.notFound);
    return hook;
  };

  app.get('/webhooks', { schema: { querystring: WebhooksQuery } }, async (request): Promise<WebhooksAnswer> => {
    const hooks = listWebhooks(db, tenantId(request));
    return request.query.labels === 'true' ? { hooks, labels: LABELS } : { hooks };
  });

  app.post('/webhooks', { schema: { body: WebhookBody } }, async (request, reply): Promise<Webhook> => {
    const merchantId = tenantId(request);
    const uri = endpointOf(request.body.endpoint);
    if (countWebhooks(db, merchantId) >= MAX_WEBHOOKS) throw conflict(WEBHOOK_ERRORS.tooMany(MAX_WEBHOOKS));
    reply.code(201);
    return insertWebhook(db, merchantId, { uri, events: request.body.events });
  });

  app.get('/webhooks/:id', { schema: { params: WebhookParams, querystring: SrkeyQuery } }, async (request): Promise<Webhook> => ownWebhook(tenantId(request), request.params.id));

  app.put('/webhooks/:id', { schema: { params: WebhookParams, body: WebhookBody } }, async (request): Promise<Webhook> => {
    const merchantId = tenantId(request);
    ownWebhook(merchantId, request.params.id);
    return updateWebhook(db, merchantId, request.params.id, { uri: endpointOf(request.body.endpoint), events: request.body.events }) as Webhook;
  });

  app.delete('/webhooks/:id', { schema: { params: WebhookParams, body: WebhookNoBody } }, async (request): Promise<MessageResponse> => {
    if (deleteWebhooks(db, tenantId(request), request.params.id) === 0) throw notFound(WEBHOOK_ERRORS.notFound);
    return { message: WEBHOOKS.deleted };
  });

  app.delete('/webhooks', { schema: { body: WebhookNoBody } }, async (request): Promise<MessageResponse> => {
    deleteWebhooks(db, tenantId(request));
    return { message: WEBHOOKS.allDeleted };
  });

  app.get('/webhooks/:id/attempts', { schema: { params: WebhookParams, querystring: WebhookAttemptsQuery } }, async (request): Promise<WebhookAttemptsPage> => {
    const merchantId = tenantId(request);
    ownWebhook(merchantId, request.params.id);
    const { page, size, status, event } = request.query;
    return listAttempts(db, merchantId, request.params.id, { page, size, status, event });
  });

  app.get('/webhooks/:id/attempts/:attempt_id', { schema: { params: WebhookAttemptParams, querystring: SrkeyQuery } }, async (request): Promise<WebhookAttemptDetails> => {
    const attempt = findAttempt(db, tenantId(request), request.params.id, request.params.attempt_id);
    if (!attempt) throw notFound(WEBHOOK_ERRORS.attemptNotFound);
    return attempt;
  });

  // Resend and test queue a delivery and answer at once (202); the attempt goes out after the answer, and the
  // merchant's realtime topic hears `webhook.delivery` when it lands.
  app.post('/webhooks/:id/deliveries/:delivery_id/resend', { schema: { params: WebhookDeliveryParams, body: WebhookNoBody } }, async (request, reply): Promise<WebhookDelivery> => {
    ownWebhook(tenantId(request), request.params.id);
    const delivery = findDelivery(db, request.params.delivery_id);
    if (!delivery || delivery.webhook_id !== request.params.id) throw notFound(WEBHOOK_ERRORS.deliveryNotFound);
    reply.code(202);
    return webhooks.resend(delivery.id);
  });

  app.post('/webhooks/:id/test', { schema: { params: WebhookParams, body: WebhookNoBody } }, async (request, reply): Promise<WebhookDelivery> => {
    const hook = ownWebhook(tenantId(request), request.params.id);
    const account = currentAccount(request);
    try {
      const delivery = webhooks.sendTest(hook.id, { message: 'A test event from the Boxoffice sandbox.', webhook_id: hook.id, sent_by: account.email });
      reply.code(202);
      return delivery;
    } catch (error) {
      throw new HttpError(429, error instanceof Error ? error.message : WEBHOOK_ERRORS.queueFull);
    }
  });
};

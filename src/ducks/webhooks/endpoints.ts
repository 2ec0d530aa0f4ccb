import * as webhooks from '../../api/webhooks';
import type { Webhook, WebhookAttemptDetails, WebhookAttemptsPage, WebhookAttemptsRequest, WebhookDelivery, WebhookRequest, WebhooksAnswer } from '../../api/webhooks';
import type { MessageResponse } from '../../api/types';
import { WEBHOOKS, WEBHOOKS_UI } from '../../constants/messages/webhooks';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead, storedRead } from '../requests/paginated';
import { webhookAttemptsTag } from './tags';
import { PATHS } from '../../routes/paths';

// A merchant's webhooks (catalogue 7.13) and their delivery log (issue 22 P4). Writes name what they make stale: the
// webhooks, or one webhook's log (which a realtime `webhook.delivery` makes stale too, src/realtime/messageTable.ts).
export const WEBHOOKS_TAG = 'Webhooks';

/** The list and, asked for once, the events' labels (catalogue 7.13); a failure is silent (spec section 8). */
export const fetchWebhooks = defineEndpoint<{ labels: boolean }, WebhooksAnswer>('webhooks/fetchList', webhooks.listWebhooks, storedRead(() => 'list', () => [WEBHOOKS_TAG]));

/** One webhook (its screen); a failure is silent (spec section 8). */
export const fetchWebhook = defineEndpoint<{ id: number }, Webhook>('webhooks/fetchOne', webhooks.getWebhook, storedRead(({ id }) => String(id), () => [WEBHOOKS_TAG]));

export const createWebhook = defineEndpoint<WebhookRequest, Webhook>('webhooks/create', webhooks.createWebhook, {
  strategy: 'leading',
  successNotice: WEBHOOKS.created,
  invalidates: () => [WEBHOOKS_TAG],
});

export const updateWebhook = defineEndpoint<WebhookRequest & { id: number }, Webhook>('webhooks/update', webhooks.updateWebhook, {
  strategy: 'leading',
  key: ({ id }) => String(id),
  successNotice: WEBHOOKS.updated,
  invalidates: ({ id }) => [WEBHOOKS_TAG, webhookAttemptsTag(id)],
});

/** Deleting a webhook leads back to the list (from its own screen too). */
export const deleteWebhook = defineEndpoint<{ id: number }, MessageResponse>('webhooks/delete', webhooks.deleteWebhook, {
  strategy: 'every',
  key: ({ id }) => String(id),
  successNotice: WEBHOOKS.deleted,
  invalidates: () => [WEBHOOKS_TAG],
  navigateTo: PATHS.webhooks,
});

export const deleteAllWebhooks = defineEndpoint<void, MessageResponse>('webhooks/deleteAll', webhooks.deleteAllWebhooks, {
  strategy: 'leading',
  successNotice: WEBHOOKS.allDeleted,
  invalidates: () => [WEBHOOKS_TAG],
});

/** A webhook's delivery log, 15 attempts a page, newest first, filtered by status and event. */
export const fetchWebhookAttempts = defineEndpoint<WebhookAttemptsRequest, WebhookAttemptsPage>(
  'webhooks/fetchAttempts',
  webhooks.listWebhookAttempts,
  pagedRead(({ webhookId }) => [webhookAttemptsTag(webhookId)]),
);

/** One attempt's request and response bodies, asked for on demand. */
export const fetchWebhookAttempt = defineEndpoint<{ webhookId: number; attemptId: number }, WebhookAttemptDetails>(
  'webhooks/fetchAttempt',
  webhooks.getWebhookAttempt,
  storedRead(({ webhookId, attemptId }) => `${webhookId}/${attemptId}`),
);

/** Resend: one per delivery at a time; the attempt lands after the answer (realtime reloads the log then). */
export const resendWebhookDelivery = defineEndpoint<{ webhookId: number; deliveryId: string }, WebhookDelivery>('webhooks/resend', webhooks.resendWebhookDelivery, {
  strategy: 'every',
  key: ({ deliveryId }) => deliveryId,
  successNotice: WEBHOOKS_UI.resendQueued,
  invalidates: ({ webhookId }) => [webhookAttemptsTag(webhookId)],
});

export const sendWebhookTest = defineEndpoint<{ webhookId: number }, WebhookDelivery>('webhooks/sendTest', webhooks.sendWebhookTest, {
  strategy: 'leading',
  key: ({ webhookId }) => String(webhookId),
  successNotice: WEBHOOKS_UI.testQueued,
  invalidates: ({ webhookId }) => [webhookAttemptsTag(webhookId)],
});

export const webhooksEndpoints: readonly AnyEndpoint[] = [
  fetchWebhooks,
  fetchWebhook,
  createWebhook,
  updateWebhook,
  deleteWebhook,
  deleteAllWebhooks,
  fetchWebhookAttempts,
  fetchWebhookAttempt,
  resendWebhookDelivery,
  sendWebhookTest,
];

import type { CustomerAccess, PaymentDetails, Subscription } from '../../../src/api/audienceTypes';
import type { SandboxContext } from '../context';
import { prepared } from '../db/connection';
import type { AttemptReport, WebhookData } from './webhookDelivery';

/**
 * The events the sandbox produces, as webhook data (issue 22 P4), and the realtime echo of each delivery attempt:
 * `webhook.delivery` on the topic of every account of the webhook's merchant, so an open delivery log reloads.
 */
export const WEBHOOK_DELIVERY_MESSAGE = 'webhook.delivery';

/** An access as its events carry it (granted, revoked, extended). */
export const accessData = (access: Pick<CustomerAccess, 'itemAccessId' | 'customer_id' | 'consumer_email' | 'itemId' | 'itemTitle' | 'expiresAt' | 'type'>): WebhookData => ({
  access_id: access.itemAccessId,
  customer_id: access.customer_id,
  customer_email: access.consumer_email,
  item_id: access.itemId,
  item_title: access.itemTitle,
  access_type: access.type,
  expires_at: access.expiresAt ?? '',
});

/** A revoked access, read back by its id (the revoke itself answers nothing). */
export function revokedAccessData(sandbox: Pick<SandboxContext, 'db'>, accessId: number): WebhookData {
  const row = prepared(sandbox.db, 'SELECT a.id, a.customer_id, c.email, a.item_id, i.title FROM accesses a JOIN customers c ON c.id = a.customer_id JOIN items i ON i.id = a.item_id WHERE a.id = ?').get(accessId) as
    | { id: number; customer_id: number; email: string; item_id: number; title: string }
    | undefined;
  return row ? { access_id: row.id, customer_id: row.customer_id, customer_email: row.email, item_id: row.item_id, item_title: row.title } : { access_id: accessId };
}

/** A refund: the refunded payment, what was returned (major units) and why. */
export const refundData = (payment: PaymentDetails, request: { amount: string; reason: string }): WebhookData => ({
  trx_token: payment.trxToken,
  customer_id: payment.consumerId,
  customer_email: payment.consumerEmail,
  item_id: payment.item_id,
  item_title: payment.item_title,
  amount: request.amount,
  currency: payment.currencyIso,
  reason: request.reason,
  refundable_amount: payment.refundable_amount,
});

export const subscriptionData = (subscription: Subscription): WebhookData => ({
  subscription_id: subscription.subscriptionId,
  customer_id: subscription.consumerId,
  customer_email: subscription.consumerEmail,
  item_id: subscription.itemId,
  item_title: subscription.itemTitle,
  price: subscription.subscriptionPrice,
  currency: subscription.currency,
  canceled_at: subscription.canceledAt ?? '',
});

/** A bulk job's outcome (bulk access, access codes, voucher e-mails): its kind and its counts, as the realtime echo has them. */
export function emitBulkJobFinished(sandbox: Pick<SandboxContext, 'webhooks'>, merchantId: number, job: string, outcome: object): void {
  const scalars = Object.entries(outcome).filter((entry): entry is [string, string | number | boolean] => ['string', 'number', 'boolean'].includes(typeof entry[1]));
  sandbox.webhooks.emit(merchantId, 'bulk.job.finished', { job, ...Object.fromEntries(scalars) });
}

export function publishWebhookAttempt(sandbox: Pick<SandboxContext, 'db' | 'realtime'>, report: AttemptReport): void {
  if (!sandbox.realtime) return;
  const topics = prepared(sandbox.db, 'SELECT uuid FROM accounts WHERE merchant_id = ?').pluck().all(report.merchantId) as string[];
  const resource = {
    webhook_id: report.webhookId,
    delivery_id: report.deliveryId,
    attempt_id: report.attemptId,
    event: report.event,
    outcome: report.outcome,
    status_code: report.statusCode,
    delivery_status: report.deliveryStatus,
  };
  for (const topic of topics) sandbox.realtime.publish(topic, { type: WEBHOOK_DELIVERY_MESSAGE, resource }).catch(() => undefined);
}

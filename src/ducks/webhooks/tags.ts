import type { Tag } from '../requests/tags';

/** A webhook's delivery log, as its read provides it and as a write or a realtime `webhook.delivery` makes it stale. */
const WEBHOOK_ATTEMPTS = 'WebhookAttempts';
export const webhookAttemptsTag = (webhookId?: number): Tag => (webhookId === undefined ? WEBHOOK_ATTEMPTS : { type: WEBHOOK_ATTEMPTS, id: webhookId });

import { useState } from 'react';
import { useSelector } from 'react-redux';
import { WEBHOOK_EVENT_LABELS } from '../../constants/messages/webhooks';
import type { WebhookEvent, WebhookLogEvent } from '../../contracts/values';
import { useStoredRead } from '../requests/readHooks';
import { fetchWebhooks } from './endpoints';
import { selectWebhookLabels } from './slice';

/**
 * The webhooks list, asking for the events' labels only while none are loaded (catalogue 7.13), and the labels: the
 * server's once loaded, the console's own texts of the same events until then (the list's failure is silent).
 * `enabled: false` reads nothing unless the labels are missing (a webhook's own screen needs only them).
 */
export function useWebhooksRead(enabled = true) {
  const loaded = useSelector(selectWebhookLabels);
  const [request] = useState(() => ({ labels: loaded === null }));
  const read = useStoredRead(fetchWebhooks, request, enabled || loaded === null);
  const labels: Readonly<Record<WebhookEvent, string>> = loaded ?? WEBHOOK_EVENT_LABELS;
  return { ...read, labels };
}

/** An event's name as the log shows it (the test event is the console's own). */
export const eventLabel = (labels: Readonly<Record<WebhookEvent, string>>, event: WebhookLogEvent): string =>
  (labels as Readonly<Record<string, string>>)[event] ?? WEBHOOK_EVENT_LABELS[event];

import type { WebhookAttemptOutcome, WebhookDeliveryState, WebhookLogEvent } from '../../contracts/values';

/** Spec texts of the webhooks (section 8), exactly as written. */
export const WEBHOOKS = {
  created: 'Webhook successfully created.',
  updated: 'Webhook successfully updated.',
  deleted: 'Webhook was successfully deleted.',
  allDeleted: 'All webhooks were successfully deleted.',
} as const;

/**
 * The events' labels (GET webhooks answers them as `labels`; the spec names none, so the sandbox takes them from here)
 * and the test event's.
 */
export const WEBHOOK_EVENT_LABELS = {
  'payment.success': 'Payment succeeded',
  'payment.refunded': 'Payment refunded',
  'asset.access.granted': 'Access granted',
  'asset.access.revoked': 'Access revoked',
  'asset.access.extended': 'Access extended',
  'customer.registered': 'Customer registered',
  'subscription.canceled': 'Subscription canceled',
  'report.generated': 'Report generated',
  'bulk.job.finished': 'Bulk job finished',
  'webhook.test': 'Test event',
} as const satisfies Record<WebhookLogEvent, string>;

/** The sandbox's refusals. */
export const WEBHOOK_ERRORS = {
  notFound: 'Webhook not found.',
  attemptNotFound: 'Delivery attempt not found.',
  deliveryNotFound: 'Delivery not found.',
  onlyHttp: 'The endpoint must be an http or https address.',
  tooMany: (max: number) => `A merchant has at most ${max} webhooks.`,
  queueFull: 'Too many deliveries are waiting for this webhook: the event was not queued.',
  timeout: 'No answer within 10 seconds.',
  refused: 'The connection was refused.',
  network: (reason: string) => `The delivery could not be sent: ${reason}`,
} as const;

/** The webhooks screen's own labels. */
export const WEBHOOKS_UI = {
  title: 'Webhooks',
  navLabel: 'Webhooks',
  logTitle: 'Delivery log',
  intro: 'Your events are posted form-encoded to each endpoint and signed with the webhook’s secret (HMAC-SHA256 of the body).',
  add: 'Add webhook',
  addTitle: 'Add webhook',
  editTitle: 'Edit webhook',
  endpoint: 'Endpoint',
  endpointHint: 'An http or https address that answers 2xx.',
  events: 'Events',
  eventsRequired: 'Choose at least one event.',
  save: 'Save',
  cancel: 'Cancel',
  edit: 'Edit',
  editOf: (uri: string) => `Edit webhook ${uri}`,
  remove: 'Delete',
  removeOf: (uri: string) => `Delete webhook ${uri}`,
  logOf: (uri: string) => `Delivery log of ${uri}`,
  deleteAll: 'Delete all webhooks',
  confirmDelete: (uri: string) => `Delete the webhook to ${uri}? Its delivery log goes with it.`,
  confirmDeleteAll: 'Delete every webhook? Their delivery logs go with them.',
  columns: { endpoint: 'Endpoint', events: 'Events', secret: 'Secret', created: 'Created (UTC)', updated: 'Updated (UTC)', actions: 'Actions' },
  none: 'No webhooks yet.',
  loadFailed: 'The webhooks could not be loaded.',
  back: 'Back to webhooks',
  detailsLoadFailed: 'The webhook could not be loaded.',
  sendTest: 'Send test event',
  testQueued: 'Test event sent: the log shows how it went.',
  resend: 'Resend',
  resendOf: (event: string, time: string) => `Resend ${event} of ${time}`,
  resendQueued: 'Resent: the log shows how it went.',
  logColumns: { time: 'Time (UTC)', event: 'Event', status: 'Status', latency: 'Latency', attempt: 'Attempt', actions: 'Actions' },
  statusFilter: 'Status',
  eventFilter: 'Event',
  anyStatus: 'All statuses',
  anyEvent: 'All events',
  outcomes: { succeeded: 'Delivered', failed: 'Failed' } satisfies Record<WebhookAttemptOutcome, string>,
  deliveryStates: { pending: 'Sending', retrying: 'Retrying', delivered: 'Delivered', failed: 'Failed for good' } satisfies Record<WebhookDeliveryState, string>,
  httpStatus: (code: number) => `HTTP ${code}`,
  nextRetry: (time: string) => `next retry ${time}`,
  latency: (ms: number) => `${ms} ms`,
  noAttempts: 'No deliveries yet.',
  attemptsEntries: 'attempts',
  logLoadFailed: 'The delivery log could not be loaded.',
  showBodies: 'Show bodies',
  showBodiesOf: (event: string, time: string) => `Show bodies of ${event} of ${time}`,
  bodiesTitle: 'Delivery attempt',
  requestBody: 'Request body',
  requestHeaders: 'Signed headers',
  responseBody: 'Response body (first 2 KiB)',
  emptyBody: '(empty)',
  bodiesLoadFailed: 'The attempt could not be loaded.',
  secretHint: 'Verify each delivery: HMAC-SHA256 of the raw body under this secret, hex, equals the x-boxoffice-signature header.',
} as const;

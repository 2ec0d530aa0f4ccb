/** The realtime message types of the spec (section 4); anything else is dropped. */
export const REALTIME_MESSAGE_TYPES = [
  'bulk.grant.access',
  'bulk.revoke.access',
  'bulk.extend.access',
  'bulk.voucher.rules.succeed',
  'bulk.voucher.rules.failed',
  'bulk.access.codes.succeed',
  'bulk.access.codes.failed',
  'report.create',
  // Beyond the spec's list (issue 25): the unique-audience report (catalogue 7.10) finished or failed.
  'report.unique.audience',
  'panopto.postback',
  'sync.success',
  'sync.failed',
  // Beyond the spec (issue 22 P4): a webhook delivery attempt landed; it shows no notice, the open log reloads.
  'webhook.delivery',
] as const;

export type RealtimeMessageType = (typeof REALTIME_MESSAGE_TYPES)[number];

export type RealtimeResource = Record<string, unknown>;

/** A checked message: `{ type, timestamp, resource }`, timestamp in Unix seconds. */
export interface RealtimeMessage {
  type: RealtimeMessageType;
  timestamp: number;
  resource: RealtimeResource;
}

import type { UnknownAction } from '@reduxjs/toolkit';
import { UNKNOWN_ERROR } from '../constants/messages';
import { OUTCOMES } from '../constants/messages/outcomes';
import { REALTIME } from '../constants/messages/realtime';
import type { NoticeKind } from '../ducks/notices/slice';
import { codesTag, FAILED_CODE_FILES } from '../ducks/accessCodes/tags';
import type { Tag } from '../ducks/requests/tags';
import { uniqueAudienceTag } from '../ducks/uniqueAudience/tags';
import { webhookAttemptsTag } from '../ducks/webhooks/tags';
import { isFailedResource } from './failure';
import type { RealtimeMessage, RealtimeMessageType, RealtimeResource } from './types';

/**
 * What each message type means for the user: a notice, and the data to reload. The notices are fixed here; the
 * reloads belong to the screens that show the data, which register them with `registerRealtimeRefresh`.
 */
export interface RealtimeNotice {
  kind: NoticeKind;
  text: string;
}

/** null: the resource does not say what happened (e.g. an unknown report status), so the message is dropped. */
type NoticeRule = (resource: RealtimeResource) => RealtimeNotice | null;

const MAX_TEXT = 300;

/** The server's own message, as plain text: control characters out, length bounded. Rendered as text, never HTML. */
function serverText(resource: RealtimeResource): string | null {
  if (typeof resource.message !== 'string') return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const text = resource.message.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return text ? text.slice(0, MAX_TEXT) : null;
}

const success = (text: string): RealtimeNotice => ({ kind: 'success', text });
const error = (resource: RealtimeResource, fallback: string): RealtimeNotice => ({ kind: 'error', text: serverText(resource) ?? fallback });

const byCode =
  (successText: string, errorFallback: string = REALTIME.bulkDefaultError): NoticeRule =>
  (resource) =>
    isFailedResource(resource) ? error(resource, errorFallback) : success(successText);

/** What a finished import says it did: rows taken and refused, when the message counts them. */
export function countsOf(resource: RealtimeResource): { done: number; refused: number } | null {
  const done = Number(resource.succeeded ?? resource.created);
  const refused = Number(resource.failed);
  return Number.isFinite(done) && Number.isFinite(refused) && resource.failed !== undefined ? { done, refused } : null;
}

/**
 * A bulk job or file import: its success text when every row was taken (or the platform gives no counts), a partial
 * outcome (amber, never green) when some were refused, the server's reason when none were.
 */
const imported =
  (successText: string, partly: (done: number, refused: number) => string): NoticeRule =>
  (resource) => {
    if (isFailedResource(resource)) return error(resource, REALTIME.bulkDefaultError);
    const counts = countsOf(resource);
    return counts && counts.refused > 0 ? { kind: 'warning', text: partly(counts.done, counts.refused) } : success(successText);
  };

const bulkAccess = (successText: string) => imported(successText, (done, refused) => REALTIME.bulkPartial(successText, done, refused));

/** A report's outcome by its status; any other status says nothing yet. */
const reportOutcome =
  (successText: string): NoticeRule =>
  (resource) => {
    if (resource.status === 'created') return success(successText);
    if (resource.status === 'failed') return error(resource, UNKNOWN_ERROR);
    return null;
  };

const NOTICE_RULES: Readonly<Record<RealtimeMessageType, NoticeRule>> = {
  'bulk.grant.access': bulkAccess(REALTIME.accessGranted),
  'bulk.revoke.access': bulkAccess(REALTIME.accessRevoked),
  'bulk.extend.access': bulkAccess(REALTIME.accessExtended),
  'bulk.voucher.rules.succeed': imported(REALTIME.voucherRulesImported, OUTCOMES.partly),
  'bulk.voucher.rules.failed': (resource) => error(resource, REALTIME.bulkDefaultError),
  'bulk.access.codes.succeed': imported(REALTIME.accessCodesImported, OUTCOMES.partly),
  'bulk.access.codes.failed': (resource) => error(resource, REALTIME.bulkDefaultError),
  'report.create': reportOutcome(REALTIME.reportGenerated),
  'report.unique.audience': reportOutcome(REALTIME.uniqueAudienceReady),
  'panopto.postback': byCode(REALTIME.panoptoSynced, UNKNOWN_ERROR),
  'sync.success': () => success(REALTIME.syncSucceeded),
  'sync.failed': (resource) => error(resource, UNKNOWN_ERROR),
  'webhook.delivery': () => null,
};

/** Messages that only reload what they make stale, without a notice (webhook deliveries land many a minute). */
const QUIET_TYPES: ReadonlySet<RealtimeMessageType> = new Set<RealtimeMessageType>(['webhook.delivery']);

export const isQuiet = (message: RealtimeMessage): boolean => QUIET_TYPES.has(message.type);

export function noticeFor(message: RealtimeMessage): RealtimeNotice | null {
  return NOTICE_RULES[message.type](message.resource);
}

/**
 * What each message makes stale, as the tags reads provide: the mounted reads providing them are asked again with
 * their own page and filters, like after a write. Types not listed here still use `registerRealtimeRefresh`.
 */
const INVALIDATES: Partial<Record<RealtimeMessageType, (resource: RealtimeResource) => readonly Tag[]>> = {
  'bulk.access.codes.succeed': (resource) => [...codesTag(itemIdOf(resource)), FAILED_CODE_FILES],
  'bulk.access.codes.failed': (resource) => [...codesTag(itemIdOf(resource)), FAILED_CODE_FILES],
  'webhook.delivery': (resource) => [webhookAttemptsTag(idOf(resource.webhook_id))],
  'report.unique.audience': (resource) => uniqueAudienceTag(itemIdOf(resource)),
};

/** A numeric id a message names; undefined (every one) when it names none. */
function idOf(value: unknown): number | undefined {
  const id = Number(value);
  return value === undefined || value === null || !Number.isFinite(id) ? undefined : id;
}

/** The item a message names; undefined (every item) when it names none. */
const itemIdOf = (resource: RealtimeResource): number | undefined => idOf(resource.item_id);

export function tagsInvalidatedBy(message: RealtimeMessage): readonly Tag[] {
  return INVALIDATES[message.type]?.(message.resource) ?? [];
}

/** Builds the action that reloads a screen's data after a message; null when this message does not concern it. */
export type RealtimeRefresh = (message: RealtimeMessage) => UnknownAction | null;

const refreshes = new Map<RealtimeMessageType, Set<RealtimeRefresh>>();

/**
 * A feature's reload for one message type, e.g. the reports page reloading its list on `report.create`.
 * Returns the function that removes it again.
 */
export function registerRealtimeRefresh(type: RealtimeMessageType, refresh: RealtimeRefresh): () => void {
  const registered = refreshes.get(type) ?? new Set<RealtimeRefresh>();
  registered.add(refresh);
  refreshes.set(type, registered);
  return () => {
    registered.delete(refresh);
  };
}

/** The registered reloads for this message; one failing builder does not stop the others. */
export function refreshActionsFor(message: RealtimeMessage): UnknownAction[] {
  const actions: UnknownAction[] = [];
  for (const refresh of refreshes.get(message.type) ?? []) {
    try {
      const action = refresh(message);
      if (action) actions.push(action);
    } catch (thrown) {
      console.error(`[realtime] the refresh for ${message.type} failed`, thrown);
    }
  }
  return actions;
}

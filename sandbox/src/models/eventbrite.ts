import { createHash } from 'node:crypto';
import type { EventbriteEvent, EventbriteEvents, EventbriteOrganization, EventbriteOrganizations } from '../../../src/api/integrationTypes';
import { EVENTBRITE_EVENTS_PAGE_SIZE, EVENTBRITE_ORGANIZATIONS_PAGE_SIZE } from '../../../src/contracts/values';
import type { Db } from '../db/connection';
import { fieldError, notFound } from '../lib/errors';
import { requireLinked } from './videoPlatforms';

/**
 * The simulated Eventbrite (catalogue 7.11): each private token is an account of its own, the same every time, with 3 to
 * 12 organisations and 8 to 47 events each, ids shaped as Eventbrite's (12 digits). Lists read on with continuation
 * tokens, as Eventbrite's do.
 */
export const CONTINUATION_MESSAGE = 'This continuation does not belong to this list: start it again.';
export const UNKNOWN_ORGANIZATION_MESSAGE = 'This organization is not one of the linked Eventbrite account’s.';
const MAX_LIMIT = 50;

const VERTICALS = ['Music', 'Sports', 'Food & Drink', 'Film & Media', 'Business'];
const PLACES = ['Harbour', 'Northside', 'Riverside', 'Old Town', 'Lakeside', 'Hillcrest'];
const KINDS = ['Live Sessions', 'Sports Club', 'Supper Club', 'Film Society', 'Conference Co.'];
const EVENTS = ['Opening Night', 'Cup Semi-final', 'Tasting Evening', 'Premiere Screening', 'Keynote', 'Late Show', 'Workshop'];
const STATUSES: readonly EventbriteEvent['status'][] = ['live', 'live', 'started', 'ended', 'draft'];
/** 1 March 2026, 18:00 UTC: the first event of every organisation; the others follow weekly. */
const FIRST_EVENT = 1_772_388_000;
const WEEK_S = 7 * 86_400;

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const number = (digest: string, from = 0) => parseInt(digest.slice(from, from + 8), 16);
const digits = (digest: string) => String(1 + (number(digest) % 9)) + Array.from(digest.slice(8, 19), (char) => parseInt(char, 16) % 10).join('');

function organizations(token: string): EventbriteOrganization[] {
  const count = 3 + (number(hash(`eventbrite-orgs:${token}`)) % 10);
  return Array.from({ length: count }, (_, index) => {
    const digest = hash(`eventbrite-org:${token}:${index}`);
    const id = digits(digest);
    return {
      id,
      name: `${PLACES[number(digest, 8) % PLACES.length]} ${KINDS[number(digest, 16) % KINDS.length]}`,
      vertical: VERTICALS[number(digest, 24) % VERTICALS.length],
      image_url: `https://img.evbuc.com/sandbox/organizations/${id}.png`,
    };
  });
}

function events(token: string, organization: EventbriteOrganization): EventbriteEvent[] {
  const count = 8 + (number(hash(`eventbrite-events:${token}:${organization.id}`)) % 40);
  return Array.from({ length: count }, (_, index) => {
    const digest = hash(`eventbrite-event:${token}:${organization.id}:${index}`);
    const id = digits(digest);
    const name = `${EVENTS[index % EVENTS.length]} ${Math.floor(index / EVENTS.length) + 1}`;
    const start = FIRST_EVENT + index * WEEK_S;
    return {
      id,
      name,
      summary: `${name} with ${organization.name}.`,
      url: `https://www.eventbrite.com/e/${id}`,
      start,
      end: start + 3 * 3600,
      timezone: 'Europe/London',
      status: STATUSES[number(digest, 8) % STATUSES.length],
      online_event: number(digest, 16) % 3 === 0,
      capacity: 50 * (1 + (number(digest, 24) % 40)),
    };
  });
}

/** A continuation token names the list it reads on and where: base64url of `{list}:{offset}`. */
const continuationOf = (list: string, offset: number) => Buffer.from(`${list}:${offset}`).toString('base64url');
function offsetOf(list: string, continuation: string | undefined): number {
  if (continuation === undefined) return 0;
  const [named, offset] = Buffer.from(continuation, 'base64url').toString('utf8').split(':');
  if (named !== list || !/^\d+$/.test(offset ?? '')) throw fieldError('continuation', CONTINUATION_MESSAGE);
  return Number(offset);
}

function page<T>(list: string, all: readonly T[], size: number, continuation: string | undefined): { items: T[]; pagination: EventbriteOrganizations['pagination'] } {
  const offset = offsetOf(list, continuation);
  const items = all.slice(offset, offset + size);
  const more = offset + size < all.length;
  return { items, pagination: { has_more_items: more, continuation: more ? continuationOf(list, offset + size) : null, page_size: size } };
}

const linkedToken = (db: Db, merchantId: number): string => (JSON.parse(requireLinked(db, merchantId, 'eventbrite').keys) as { private_token: string }).private_token;

/** GET v2/eventbrite/organizations */
export function listOrganizations(db: Db, merchantId: number, continuation?: string): EventbriteOrganizations {
  const { items, pagination } = page('organizations', organizations(linkedToken(db, merchantId)), EVENTBRITE_ORGANIZATIONS_PAGE_SIZE, continuation);
  return { organizations: items, pagination };
}

/** GET v2/eventbrite/videos: an organisation's events, `limit` (10 by default) a page. */
export function listEvents(db: Db, merchantId: number, query: { organization_id: string; limit?: number; continuation?: string }): EventbriteEvents {
  const token = linkedToken(db, merchantId);
  const organization = organizations(token).find((entry) => entry.id === query.organization_id);
  if (!organization) throw notFound(UNKNOWN_ORGANIZATION_MESSAGE);
  const limit = Math.min(Math.max(query.limit ?? EVENTBRITE_EVENTS_PAGE_SIZE, 1), MAX_LIMIT);
  const { items, pagination } = page(`events-${organization.id}`, events(token, organization), limit, query.continuation);
  return { events: items, pagination };
}

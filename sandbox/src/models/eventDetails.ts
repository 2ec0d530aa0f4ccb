import type { EventDetails } from '../../../src/api/itemTypes';
import type { EventDetailsBody } from '../../../src/contracts/items';
import type { EventType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { fieldError } from '../lib/errors';
import { formFlag } from '../lib/form';
import { isoSeconds } from '../lib/validation';
import { nowSeconds } from '../lib/time';

interface Row {
  item_id: number;
  content_category: string;
  industry: string;
  event_name: string;
  web_page: string;
  event_date: number;
  expected_viewership: number;
  replay_available: number;
  is_advertised: number;
  event_description: string | null;
}

export function findEventDetails(db: Db, merchantId: number, itemId: number): EventDetails | null {
  const row = prepared(
    db,
    `SELECT item_id, content_category, industry, event_name, web_page, event_date, expected_viewership, replay_available, is_advertised,
       event_description FROM event_details WHERE merchant_id = ? AND item_id = ?`,
  ).get(merchantId, itemId) as Row | undefined;
  if (!row) return null;
  return {
    ...row,
    content_category: row.content_category as EventType,
    event_date: new Date(row.event_date * 1000).toISOString(),
    replay_available: row.replay_available === 1,
    is_advertised: row.is_advertised === 1,
  };
}

/** Event details as the API answers them, read from the form (of an asset or a template). */
export function eventDetailsValues(body: EventDetailsBody): Omit<EventDetails, 'item_id'> {
  const date = isoSeconds(body.event_date, 'event_date');
  if (date === null) throw fieldError('event_date', 'Enter the event date in ISO 8601, such as 2026-05-01T18:00:00Z.');
  return {
    content_category: body.content_category,
    industry: body.industry.trim(),
    event_name: body.event_name.trim(),
    web_page: body.web_page,
    event_date: new Date(date * 1000).toISOString(),
    expected_viewership: Number(body.expected_viewership),
    replay_available: formFlag(body.replay_available) === true,
    is_advertised: formFlag(body.is_advertised) === true,
    event_description: body.event_description?.trim() || null,
  };
}

/** Creates or replaces the asset's event details. */
export function saveEventDetails(db: Db, merchantId: number, itemId: number, body: EventDetailsBody): EventDetails {
  const values = eventDetailsValues(body);
  prepared(
    db,
    `INSERT INTO event_details (item_id, merchant_id, content_category, industry, event_name, web_page, event_date, expected_viewership,
       replay_available, is_advertised, event_description, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(item_id) DO UPDATE SET content_category = excluded.content_category, industry = excluded.industry,
       event_name = excluded.event_name, web_page = excluded.web_page, event_date = excluded.event_date,
       expected_viewership = excluded.expected_viewership, replay_available = excluded.replay_available,
       is_advertised = excluded.is_advertised, event_description = excluded.event_description, updated_at = excluded.updated_at`,
  ).run(
    itemId,
    merchantId,
    values.content_category,
    values.industry,
    values.event_name,
    values.web_page,
    Date.parse(values.event_date) / 1000,
    values.expected_viewership,
    values.replay_available ? 1 : 0,
    values.is_advertised ? 1 : 0,
    values.event_description,
    nowSeconds(),
  );
  return findEventDetails(db, merchantId, itemId) as EventDetails;
}

import type { EventDetails } from '../../../src/api/itemTypes';
import type { EventDetailsBody } from '../../../src/contracts/items';
import type { EventType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { fieldError } from '../lib/errors';
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

const flag = (value: string): number => (value === '1' || value === 'true' ? 1 : 0);

/** Creates or replaces the asset's event details. */
export function saveEventDetails(db: Db, merchantId: number, itemId: number, body: EventDetailsBody): EventDetails {
  const date = Date.parse(body.event_date);
  if (Number.isNaN(date)) throw fieldError('event_date', 'Enter the event date in ISO 8601, such as 2026-05-01T18:00:00Z.');
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
    body.content_category,
    body.industry.trim(),
    body.event_name.trim(),
    body.web_page,
    Math.floor(date / 1000),
    Number(body.expected_viewership),
    flag(body.replay_available),
    flag(body.is_advertised),
    body.event_description?.trim() || null,
    nowSeconds(),
  );
  return findEventDetails(db, merchantId, itemId) as EventDetails;
}

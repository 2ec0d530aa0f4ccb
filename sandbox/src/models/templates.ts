import type { Template, TemplatePrice, TemplateRestriction } from '../../../src/api/itemTypes';
import type { AccessFeeBody, EventDetailsBody } from '../../../src/contracts/items';
import type { TemplateBody, TemplateRestrictionBody, UpdateTemplateBody } from '../../../src/contracts/templates';
import type { AssetType, EventType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { fieldError, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { assertFeeReferences, feeValues } from './accessFees';
import { boundedMetadata, metadataOf, withoutKeys } from './accounts';
import { requireCountrySet } from './countrySets';
import { eventDetailsValues } from './eventDetails';
import { positiveInteger } from '../lib/form';

export const TEMPLATE_NOT_FOUND_MESSAGE = 'Template not found.';
export const PRICE_NOT_FOUND_MESSAGE = 'Price option not found.';
export const RESTRICTION_NOT_FOUND_MESSAGE = 'Restriction not found.';

interface TemplateRow {
  id: number;
  name: string;
  access_control_type_id: number;
  preview_text: string;
  metadata: string;
  item_type_name: string;
  event_type: string | null;
  preview_id: number;
  event_details: string | null;
  created_at: number;
  updated_at: number;
}

const COLUMNS = 'id, name, access_control_type_id, preview_text, metadata, item_type_name, event_type, preview_id, event_details, created_at, updated_at';

function toTemplate(db: Db, row: TemplateRow): Template {
  const prices = (prepared(db, 'SELECT id, body FROM template_prices WHERE template_id = ? ORDER BY id').all(row.id) as { id: number; body: string }[]).map(
    (price): TemplatePrice => ({ id: price.id, template_id: row.id, ...(JSON.parse(price.body) as AccessFeeBody) }) as TemplatePrice,
  );
  const restrictions = (prepared(db, 'SELECT id, category, additional_data FROM template_restrictions WHERE template_id = ? ORDER BY id').all(row.id) as {
    id: number;
    category: TemplateRestriction['category'];
    additional_data: string;
  }[]).map((restriction) => ({ ...restriction, additional_data: JSON.parse(restriction.additional_data) as TemplateRestriction['additional_data'] }));
  return {
    id: row.id,
    name: row.name,
    access_control_type_id: row.access_control_type_id,
    preview_text: row.preview_text,
    metadata: metadataOf(row.metadata),
    item_type_name: row.item_type_name as AssetType,
    event_type: row.event_type as EventType | null,
    preview_id: row.preview_id,
    prices,
    restrictions,
    event_details: row.event_details ? (JSON.parse(row.event_details) as Template['event_details']) : null,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function listTemplates(db: Db, merchantId: number): Template[] {
  const rows = prepared(db, `SELECT ${COLUMNS} FROM templates WHERE merchant_id = ? ORDER BY id DESC`).all(merchantId) as TemplateRow[];
  return rows.map((row) => toTemplate(db, row));
}

export function requireTemplate(db: Db, merchantId: number, id: number): Template {
  const row = prepared(db, `SELECT ${COLUMNS} FROM templates WHERE merchant_id = ? AND id = ?`).get(merchantId, id) as TemplateRow | undefined;
  if (!row) throw notFound(TEMPLATE_NOT_FOUND_MESSAGE);
  return toTemplate(db, row);
}

export function createTemplate(db: Db, merchantId: number, body: TemplateBody): Template {
  const now = nowSeconds();
  const result = prepared(
    db,
    `INSERT INTO templates (merchant_id, name, access_control_type_id, preview_text, metadata, item_type_name, event_type, preview_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    merchantId,
    body.name.trim(),
    positiveInteger(body.access_control_type_id, 1),
    body.preview_text ?? '',
    JSON.stringify(boundedMetadata({}, body.metadata)),
    body.item_type_name,
    body.event_type ?? null,
    positiveInteger(body.preview_id, 1),
    now,
    now,
  );
  return requireTemplate(db, merchantId, Number(result.lastInsertRowid));
}

export function updateTemplate(db: Db, merchantId: number, id: number, body: UpdateTemplateBody): Template {
  const current = requireTemplate(db, merchantId, id);
  prepared(
    db,
    `UPDATE templates SET name = ?, access_control_type_id = ?, preview_text = ?, metadata = ?, item_type_name = ?, event_type = ?, preview_id = ?, updated_at = ?
     WHERE id = ? AND merchant_id = ?`,
  ).run(
    body.name?.trim() ?? current.name,
    positiveInteger(body.access_control_type_id, current.access_control_type_id),
    body.preview_text ?? current.preview_text,
    JSON.stringify(boundedMetadata(current.metadata, body.metadata)),
    body.item_type_name ?? current.item_type_name,
    body.event_type ?? current.event_type,
    positiveInteger(body.preview_id, current.preview_id),
    nowSeconds(),
    id,
    merchantId,
  );
  return requireTemplate(db, merchantId, id);
}

export function deleteTemplate(db: Db, merchantId: number, id: number): void {
  requireTemplate(db, merchantId, id);
  prepared(db, 'DELETE FROM templates WHERE id = ? AND merchant_id = ?').run(id, merchantId);
}

export function deleteTemplateMetadata(db: Db, merchantId: number, id: number, keys: readonly string[]): Template {
  const current = requireTemplate(db, merchantId, id);
  prepared(db, 'UPDATE templates SET metadata = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(withoutKeys(current.metadata, keys)), nowSeconds(), id);
  return requireTemplate(db, merchantId, id);
}

/** A price is checked as an access fee would be, and kept as the payload that creates one. */
export function savePrice(db: Db, merchantId: number, templateId: number, body: AccessFeeBody, priceId?: number): Template {
  requireTemplate(db, merchantId, templateId);
  assertFeeReferences(db, merchantId, body);
  feeValues(body);
  if (priceId === undefined) {
    prepared(db, 'INSERT INTO template_prices (template_id, body, created_at) VALUES (?, ?, ?)').run(templateId, JSON.stringify(body), nowSeconds());
  } else {
    const updated = prepared(db, 'UPDATE template_prices SET body = ? WHERE id = ? AND template_id = ?').run(JSON.stringify(body), priceId, templateId);
    if (updated.changes === 0) throw notFound(PRICE_NOT_FOUND_MESSAGE);
  }
  return requireTemplate(db, merchantId, templateId);
}

export function deletePrice(db: Db, merchantId: number, templateId: number, priceId: number): Template {
  requireTemplate(db, merchantId, templateId);
  if (prepared(db, 'DELETE FROM template_prices WHERE id = ? AND template_id = ?').run(priceId, templateId).changes === 0) throw notFound(PRICE_NOT_FOUND_MESSAGE);
  return requireTemplate(db, merchantId, templateId);
}

/** Each category needs its datum: an age from 1 to 120, a country set id, or a domain (kept as a whitelist entry). */
export function addRestriction(db: Db, merchantId: number, templateId: number, body: TemplateRestrictionBody): Template {
  requireTemplate(db, merchantId, templateId);
  const data = body.additional_data;
  let stored: TemplateRestriction['additional_data'];
  if (body.category === 'age') {
    const age = Number(data.age);
    if (!data.age || age < 1 || age > 120) throw fieldError('additional_data.age', 'An age restriction needs an age from 1 to 120.');
    stored = { age: String(age) };
  } else if (body.category === 'geo') {
    if (!data.country_set_id) throw fieldError('additional_data.country_set_id', 'A geo restriction needs a country set.');
    requireCountrySet(db, merchantId, Number(data.country_set_id), 'additional_data.country_set_id');
    stored = { country_set_id: data.country_set_id };
  } else {
    if (!data.domain) throw fieldError('additional_data.domain', 'A domain restriction needs a domain.');
    stored = { domain: data.domain.toLowerCase(), type: 'whitelist' };
  }
  prepared(db, 'INSERT INTO template_restrictions (template_id, category, additional_data, created_at) VALUES (?, ?, ?, ?)').run(
    templateId,
    body.category,
    JSON.stringify(stored),
    nowSeconds(),
  );
  return requireTemplate(db, merchantId, templateId);
}

export function deleteRestriction(db: Db, merchantId: number, templateId: number, restrictionId: number): Template {
  requireTemplate(db, merchantId, templateId);
  if (prepared(db, 'DELETE FROM template_restrictions WHERE id = ? AND template_id = ?').run(restrictionId, templateId).changes === 0) {
    throw notFound(RESTRICTION_NOT_FOUND_MESSAGE);
  }
  return requireTemplate(db, merchantId, templateId);
}

export function saveTemplateEventDetails(db: Db, merchantId: number, templateId: number, body: EventDetailsBody): Template {
  requireTemplate(db, merchantId, templateId);
  prepared(db, 'UPDATE templates SET event_details = ?, updated_at = ? WHERE id = ?').run(JSON.stringify(eventDetailsValues(body)), nowSeconds(), templateId);
  return requireTemplate(db, merchantId, templateId);
}

import type { AccessCode, AccessCodesPage, CodeSession } from '../../../src/api/accessCodeTypes';
import type { BulkCodesBody, CreateCodeBody, UpdateCodeBody } from '../../../src/contracts/accessCodes';
import { ACCESS_CODE_TYPES, MAX_CONCURRENT_SESSIONS, type AccessCodeType } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { conflict, HttpError, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { containsPattern } from '../lib/sqlLike';

export const CODE_NOT_FOUND_MESSAGE = 'Access code not found.';
export const CODE_TAKEN_MESSAGE = 'This code already exists for this asset.';
export const SESSION_NOT_FOUND_MESSAGE = 'Session not found.';
export const CODE_RULES = {
  code: 'A code is 3 to 50 letters, digits, - or _.',
  type: `The type is ${ACCESS_CODE_TYPES.join(' or ')}.`,
  date: 'Dates are YYYY-MM-DD HH:mm:ss (UTC).',
  order: 'The end date must come after the start date.',
  sessions: `Concurrent sessions are a whole number from 1 to ${MAX_CONCURRENT_SESSIONS}.`,
} as const;

const CODE = /^[A-Za-z0-9_-]{3,50}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `YYYY-MM-DD HH:mm:ss` (UTC) to Unix seconds; undefined when it is not a real date. */
export function codeDateSeconds(text: string): number | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const date = new Date(ms);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  return ms / 1000;
}

export const codeDateText = (seconds: number | null): string | null => (seconds === null ? null : new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' '));

interface CodeRow {
  id: number;
  item_id: number;
  code: string;
  type: AccessCodeType;
  start_date: number | null;
  end_date: number | null;
  concurrent_sessions: number;
  in_use: number;
  created_at: number;
  updated_at: number;
}

const toCode = (row: CodeRow): AccessCode => ({ ...row, start_date: codeDateText(row.start_date), end_date: codeDateText(row.end_date) });

const SELECT = `SELECT c.id, c.item_id, c.code, c.type, c.start_date, c.end_date, c.concurrent_sessions, c.created_at, c.updated_at,
  (SELECT COUNT(*) FROM access_code_sessions s WHERE s.code_id = c.id) AS in_use FROM access_codes c`;

/** The values of a code's fields as stored, checked one by one; a field's reason is what a bulk file's row gets too. */
export interface CodeFields {
  code?: string;
  type?: AccessCodeType;
  start_date?: number;
  end_date?: number;
  concurrent_sessions?: number;
}

export function codeFields(body: Partial<Record<keyof CodeFields, string>>): { values: CodeFields; errors: Record<string, string> } {
  const values: CodeFields = {};
  const errors: Record<string, string> = {};
  if (body.code !== undefined) {
    if (CODE.test(body.code)) values.code = body.code;
    else errors.code = CODE_RULES.code;
  }
  if (body.type !== undefined) {
    if ((ACCESS_CODE_TYPES as readonly string[]).includes(body.type)) values.type = body.type as AccessCodeType;
    else errors.type = CODE_RULES.type;
  }
  for (const field of ['start_date', 'end_date'] as const) {
    const text = body[field];
    if (text === undefined || text === '') continue;
    const seconds = codeDateSeconds(text);
    if (seconds === undefined) errors[field] = CODE_RULES.date;
    else values[field] = seconds;
  }
  if (body.concurrent_sessions !== undefined && body.concurrent_sessions !== '') {
    const sessions = Number(body.concurrent_sessions);
    if (/^\d+$/.test(body.concurrent_sessions) && sessions >= 1 && sessions <= MAX_CONCURRENT_SESSIONS) values.concurrent_sessions = sessions;
    else errors.concurrent_sessions = CODE_RULES.sessions;
  }
  return { values, errors };
}

const checked = (body: Partial<Record<keyof CodeFields, string>>): CodeFields => {
  const { values, errors } = codeFields(body);
  if (Object.keys(errors).length > 0) throw new HttpError(400, Object.values(errors)[0], errors);
  return values;
};

const assertOrder = (start: number | null | undefined, end: number | null | undefined): void => {
  if (start != null && end != null && end <= start) throw new HttpError(400, CODE_RULES.order, { end_date: CODE_RULES.order });
};

export function listCodes(db: Db, itemId: number, page: number, limit: number, search?: string): AccessCodesPage {
  const where = search ? 'WHERE c.item_id = ? AND c.code LIKE ? ESCAPE \'\\\'' : 'WHERE c.item_id = ?';
  const params: (string | number)[] = search ? [itemId, containsPattern(search)] : [itemId];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM access_codes c ${where}`).get(...params) as { n: number }).n;
  const rows = db.prepare(`${SELECT} ${where} ORDER BY c.id DESC LIMIT ? OFFSET ?`).all(...params, limit, (page - 1) * limit) as CodeRow[];
  return { collection: rows.map(toCode), total, page, limit };
}

export function requireCode(db: Db, merchantId: number, codeId: number): AccessCode {
  const row = prepared(db, `${SELECT} WHERE c.id = ? AND c.merchant_id = ?`).get(codeId, merchantId) as CodeRow | undefined;
  if (!row) throw notFound(CODE_NOT_FOUND_MESSAGE);
  return toCode(row);
}

export function codeExists(db: Db, itemId: number, code: string, exceptId = 0): boolean {
  return prepared(db, 'SELECT 1 FROM access_codes WHERE item_id = ? AND code = ? AND id <> ?').get(itemId, code, exceptId) !== undefined;
}

/** Inserts checked values (the bulk upload's rows go through here too). */
export function insertCode(db: Db, merchantId: number, itemId: number, values: Required<Pick<CodeFields, 'code' | 'type'>> & CodeFields): number {
  const now = nowSeconds();
  return Number(
    prepared(
      db,
      'INSERT INTO access_codes (merchant_id, item_id, code, type, start_date, end_date, concurrent_sessions, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(merchantId, itemId, values.code, values.type, values.start_date ?? null, values.end_date ?? null, values.concurrent_sessions ?? 1, now, now).lastInsertRowid,
  );
}

export function createCode(db: Db, merchantId: number, body: CreateCodeBody): AccessCode {
  const values = checked(body);
  assertOrder(values.start_date, values.end_date);
  const itemId = Number(body.item_id);
  if (codeExists(db, itemId, body.code)) throw conflict(CODE_TAKEN_MESSAGE);
  return requireCode(db, merchantId, insertCode(db, merchantId, itemId, { ...values, code: body.code, type: body.type }));
}

const SET_COLUMNS = ['code', 'type', 'start_date', 'end_date', 'concurrent_sessions'] as const;

function applyFields(db: Db, codeIds: readonly number[], values: CodeFields): void {
  const columns = SET_COLUMNS.filter((column) => values[column] !== undefined);
  const update = prepared(db, `UPDATE access_codes SET ${columns.map((column) => `${column} = ?`).join(', ')}, updated_at = ? WHERE id = ?`);
  const now = nowSeconds();
  for (const id of codeIds) update.run(...columns.map((column) => values[column] ?? null), now, id);
}

/** Only the filled fields change; the result must still end after it starts and keep the code unique on its item. */
export function updateCode(db: Db, merchantId: number, codeId: number, body: UpdateCodeBody): AccessCode {
  const current = requireCode(db, merchantId, codeId);
  const values = checked(body);
  assertOrder(values.start_date ?? codeDateSeconds(current.start_date ?? ''), values.end_date ?? codeDateSeconds(current.end_date ?? ''));
  if (values.code !== undefined && codeExists(db, current.item_id, values.code, codeId)) throw conflict(CODE_TAKEN_MESSAGE);
  applyFields(db, [codeId], values);
  return requireCode(db, merchantId, codeId);
}

/** Every code of the item gets the filled fields; none changes when one of them would end before it starts. */
export function updateAllCodes(db: Db, itemId: number, body: BulkCodesBody): { updated: number } {
  const values = checked(body);
  const rows = prepared(db, 'SELECT id, start_date, end_date FROM access_codes WHERE item_id = ?').all(itemId) as { id: number; start_date: number | null; end_date: number | null }[];
  for (const row of rows) assertOrder(values.start_date ?? row.start_date, values.end_date ?? row.end_date);
  db.transaction(() => applyFields(db, rows.map((row) => row.id), values))();
  return { updated: rows.length };
}

export function codeSessions(db: Db, codeId: number): CodeSession[] {
  return prepared(db, 'SELECT code_id, browser_fingerprint, ip_address, user_agent, created_at, last_seen_at FROM access_code_sessions WHERE code_id = ? ORDER BY last_seen_at DESC').all(
    codeId,
  ) as CodeSession[];
}

export function terminateSession(db: Db, codeId: number, fingerprint: string): void {
  if (prepared(db, 'DELETE FROM access_code_sessions WHERE code_id = ? AND browser_fingerprint = ?').run(codeId, fingerprint).changes === 0) throw notFound(SESSION_NOT_FOUND_MESSAGE);
}

import type { ActivityMerchant, StaffActivityEntry, StaffActivityFacets, StaffActivityPage } from '../../../src/api/adminActivityTypes';
import type { StaffActivityFilterQuery } from '../../../src/contracts/adminActivity';
import type { StaffActivityKind } from '../../../src/constants/staffActivity';
import { prepared, type Db } from '../db/connection';
import { parseDateRange } from '../lib/analyticsDates';

interface ActivityRow {
  id: number;
  created_at: number;
  kind: StaffActivityKind;
  summary: string;
  before_json: string | null;
  after_json: string | null;
  staff_id: number;
  staff_email: string;
  staff_name: string;
  merchant_id: number | null;
  merchant_uuid: string | null;
  merchant_name: string | null;
}

const SELECT = `
  SELECT s.id, s.created_at, s.kind, s.summary, s.before_json, s.after_json,
         a.id AS staff_id, a.email AS staff_email, a.full_name AS staff_name,
         m.id AS merchant_id, m.uuid AS merchant_uuid, m.name AS merchant_name
  FROM staff_activity s JOIN accounts a ON a.id = s.staff_account_id LEFT JOIN merchants m ON m.id = s.merchant_id`;

const parse = (json: string | null): unknown => (json === null ? null : (JSON.parse(json) as unknown));

function toEntry(row: ActivityRow): StaffActivityEntry {
  const merchant: ActivityMerchant | null =
    row.merchant_id === null ? null : { id: row.merchant_id, uuid: row.merchant_uuid ?? '', name: row.merchant_name ?? '' };
  return {
    id: row.id,
    created_at: row.created_at,
    kind: row.kind,
    summary: row.summary,
    staff: { id: row.staff_id, email: row.staff_email, full_name: row.staff_name },
    merchant,
    before: parse(row.before_json),
    after: parse(row.after_json),
  };
}

/** The WHERE clause of a filter; the dates are validated here (400 naming the field). */
function whereOf(filter: StaffActivityFilterQuery): { sql: string; params: (string | number)[] } {
  const terms: string[] = [];
  const params: (string | number)[] = [];
  const add = (term: string, ...values: (string | number)[]): void => {
    terms.push(term);
    params.push(...values);
  };
  if (filter.staff_id !== undefined) add('s.staff_account_id = ?', filter.staff_id);
  if (filter.merchant_id !== undefined) add('s.merchant_id = ?', filter.merchant_id);
  if (filter.kind !== undefined) add('s.kind = ?', filter.kind);
  const range = parseDateRange(filter.start_date, filter.end_date, undefined, { optional: true, maxDays: Number.MAX_SAFE_INTEGER });
  if (range) add('s.created_at BETWEEN ? AND ?', range.from, range.to);
  return { sql: terms.length > 0 ? ` WHERE ${terms.join(' AND ')}` : '', params };
}

const ORDER = ' ORDER BY s.created_at DESC, s.id DESC';

const countOf = (db: Db, where: string, params: readonly (string | number)[]): number =>
  (prepared(db, `SELECT COUNT(*) AS n FROM staff_activity s${where}`).get(...params) as { n: number }).n;

/** One page of the log, newest first. */
export function listStaffActivity(db: Db, filter: StaffActivityFilterQuery, page: number, size: number): StaffActivityPage {
  const { sql, params } = whereOf(filter);
  const total = countOf(db, sql, params);
  const rows = prepared(db, `${SELECT}${sql}${ORDER} LIMIT ? OFFSET ?`).all(...params, size, (page - 1) * size) as ActivityRow[];
  return { collection: rows.map(toEntry), total };
}

/** Every entry of the filter, read as it is streamed. */
export function exportStaffActivity(db: Db, filter: StaffActivityFilterQuery): { total: number; rows: IterableIterator<StaffActivityEntry> } {
  const { sql, params } = whereOf(filter);
  const total = countOf(db, sql, params);
  const iterate = prepared(db, `${SELECT}${sql}${ORDER}`).iterate(...params) as IterableIterator<ActivityRow>;
  function* entries(): Generator<StaffActivityEntry> {
    for (const row of iterate) yield toEntry(row);
  }
  return { total, rows: entries() };
}

/** The staff members and merchants the log names: the choices of its filters. */
export function staffActivityFacets(db: Db): StaffActivityFacets {
  const staff = prepared(
    db,
    'SELECT a.id, a.email, a.full_name FROM accounts a WHERE a.id IN (SELECT DISTINCT staff_account_id FROM staff_activity) ORDER BY a.full_name, a.id',
  ).all() as StaffActivityFacets['staff'];
  const merchants = prepared(
    db,
    'SELECT m.id, m.uuid, m.name FROM merchants m WHERE m.id IN (SELECT DISTINCT merchant_id FROM staff_activity WHERE merchant_id IS NOT NULL) ORDER BY m.name, m.id',
  ).all() as ActivityMerchant[];
  return { staff, merchants };
}

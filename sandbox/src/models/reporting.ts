import type { Db } from '../db/connection';
import type { ReportType } from '../services/reportingSources';
import type { UNIQUE_AUDIENCE_REPORT_TYPE } from '../../../src/constants/uniqueAudience';

/** Generated report files and scheduled reports, always read and written within one merchant. */
export type ReportStatus = 'pending' | 'created' | 'failed';
/** The report types' files, and the unique-audience report's, which the engine also files. */
export type FiledReportType = ReportType | typeof UNIQUE_AUDIENCE_REPORT_TYPE;

export interface ReportRow {
  id: number;
  merchant_id: number;
  account_id: number | null;
  type: FiledReportType;
  filename: string;
  status: ReportStatus;
  rows: number;
  params: string;
  created_at: number;
}

export interface ReportEntry {
  filename: string;
  created_at: number;
  status: ReportStatus;
  rows: number;
}

export const toReportEntry = (row: ReportRow): ReportEntry => ({
  filename: row.filename,
  created_at: row.created_at,
  status: row.status,
  rows: row.rows,
});

export function findReport(db: Db, merchantId: number, type: FiledReportType, filename: string): ReportRow | null {
  const row = db.prepare('SELECT * FROM reports WHERE merchant_id = ? AND type = ? AND filename = ?').get(merchantId, type, filename);
  return (row as ReportRow | undefined) ?? null;
}

export function findReportById(db: Db, id: number): ReportRow | null {
  return (db.prepare('SELECT * FROM reports WHERE id = ?').get(id) as ReportRow | undefined) ?? null;
}

export function listReports(db: Db, merchantId: number, type: ReportType): ReportEntry[] {
  const rows = db.prepare('SELECT * FROM reports WHERE merchant_id = ? AND type = ? ORDER BY created_at DESC, id DESC').all(merchantId, type) as ReportRow[];
  return rows.map(toReportEntry);
}

/** `base.csv`, or `base_2.csv`, `base_3.csv`… when the name is taken. */
function freeFilename(db: Db, merchantId: number, type: FiledReportType, base: string): string {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? `${base}.csv` : `${base}_${n}.csv`;
    if (!findReport(db, merchantId, type, candidate)) return candidate;
  }
}

export function insertPendingReport(
  db: Db,
  report: { merchantId: number; accountId: number | null; type: FiledReportType; baseName: string; params: unknown; createdAt: number },
): ReportRow {
  return db.transaction(() => {
    const filename = freeFilename(db, report.merchantId, report.type, report.baseName);
    const result = db
      .prepare("INSERT INTO reports (merchant_id, account_id, type, filename, status, rows, params, created_at) VALUES (?, ?, ?, ?, 'pending', 0, ?, ?)")
      .run(report.merchantId, report.accountId, report.type, filename, JSON.stringify(report.params), report.createdAt);
    return findReportById(db, Number(result.lastInsertRowid)) as ReportRow;
  })();
}

/** Stores the finished file; false when the report was deleted meanwhile. */
export function completeReport(db: Db, id: number, content: Buffer, rows: number): boolean {
  return db.transaction(() => {
    const updated = db.prepare("UPDATE reports SET status = 'created', rows = ? WHERE id = ? AND status = 'pending'").run(rows, id);
    if (updated.changes === 0) return false;
    db.prepare('INSERT OR REPLACE INTO report_files (report_id, content) VALUES (?, ?)').run(id, content);
    return true;
  })();
}

export function failReport(db: Db, id: number): boolean {
  return db.prepare("UPDATE reports SET status = 'failed' WHERE id = ? AND status = 'pending'").run(id).changes > 0;
}

export function reportContent(db: Db, id: number): Buffer | null {
  return (db.prepare('SELECT content FROM report_files WHERE report_id = ?').pluck().get(id) as Buffer | undefined) ?? null;
}

export function renameReport(db: Db, id: number, filename: string): void {
  db.prepare('UPDATE reports SET filename = ? WHERE id = ?').run(filename, id);
}

export function deleteReport(db: Db, id: number): void {
  db.prepare('DELETE FROM reports WHERE id = ?').run(id);
}

export interface ScheduledReportRow {
  id: number;
  merchant_id: number;
  account_id: number | null;
  report_id: string;
  report_type: ReportType;
  report_name: string;
  start_date_resolution: string;
  start_date_resolution_before: number;
  custom_start_date_resolution: number | null;
  scheduled_at: number;
  recurrent: number;
  scheduled_resolution: string | null;
  scheduled_resolution_before: number | null;
  recurrent_end_type: string;
  recurrent_occurrences: number | null;
  recurrent_end_date: number | null;
  runs: number;
  next_run_at: number | null;
  created_at: number;
}

export type ScheduledReportValues = Omit<ScheduledReportRow, 'id' | 'runs' | 'created_at'>;

const SCHEDULE_COLUMNS = [
  'merchant_id',
  'account_id',
  'report_id',
  'report_type',
  'report_name',
  'start_date_resolution',
  'start_date_resolution_before',
  'custom_start_date_resolution',
  'scheduled_at',
  'recurrent',
  'scheduled_resolution',
  'scheduled_resolution_before',
  'recurrent_end_type',
  'recurrent_occurrences',
  'recurrent_end_date',
  'next_run_at',
] as const;

export function findScheduledReport(db: Db, merchantId: number, reportId: string): ScheduledReportRow | null {
  const row = db.prepare('SELECT * FROM scheduled_reports WHERE merchant_id = ? AND report_id = ?').get(merchantId, reportId);
  return (row as ScheduledReportRow | undefined) ?? null;
}

export function insertScheduledReport(db: Db, values: ScheduledReportValues, createdAt: number): ScheduledReportRow {
  const columns = SCHEDULE_COLUMNS.join(', ');
  const params = SCHEDULE_COLUMNS.map((column) => `@${column}`).join(', ');
  const result = db
    .prepare(`INSERT INTO scheduled_reports (${columns}, created_at) VALUES (${params}, @created_at)`)
    .run({ ...values, created_at: createdAt });
  return db.prepare('SELECT * FROM scheduled_reports WHERE id = ?').get(Number(result.lastInsertRowid)) as ScheduledReportRow;
}

export function updateScheduledReport(db: Db, id: number, values: ScheduledReportValues): ScheduledReportRow {
  const assignments = SCHEDULE_COLUMNS.map((column) => `${column} = @${column}`).join(', ');
  db.prepare(`UPDATE scheduled_reports SET ${assignments}, runs = 0 WHERE id = @id`).run({ ...values, id });
  return db.prepare('SELECT * FROM scheduled_reports WHERE id = ?').get(id) as ScheduledReportRow;
}

export function listScheduledReports(db: Db, merchantId: number, type: ReportType): ScheduledReportRow[] {
  return db
    .prepare('SELECT * FROM scheduled_reports WHERE merchant_id = ? AND report_type = ? ORDER BY created_at DESC, id DESC')
    .all(merchantId, type) as ScheduledReportRow[];
}

/** A merchant's schedule by its report id or, as the delete call also accepts, its numeric id. */
export function findScheduledReportByAnyId(db: Db, merchantId: number, reportId: string): ScheduledReportRow | null {
  const row = db
    .prepare('SELECT * FROM scheduled_reports WHERE merchant_id = ? AND (report_id = ? OR CAST(id AS TEXT) = ?)')
    .get(merchantId, reportId, reportId);
  return (row as ScheduledReportRow | undefined) ?? null;
}

export function deleteScheduledReport(db: Db, id: number): boolean {
  return db.prepare('DELETE FROM scheduled_reports WHERE id = ?').run(id).changes > 0;
}

/** Schedules whose next run has come, of every merchant or of one. */
export function dueScheduledReports(db: Db, now: number, merchantId?: number): ScheduledReportRow[] {
  return db
    .prepare('SELECT * FROM scheduled_reports WHERE next_run_at IS NOT NULL AND next_run_at <= ? AND (? IS NULL OR merchant_id = ?) ORDER BY next_run_at')
    .all(now, merchantId ?? null, merchantId ?? null) as ScheduledReportRow[];
}

export function recordScheduledRun(db: Db, id: number, scheduledAt: number, nextRunAt: number | null): void {
  db.prepare('UPDATE scheduled_reports SET runs = runs + 1, scheduled_at = ?, next_run_at = ? WHERE id = ?').run(scheduledAt, nextRunAt, id);
}

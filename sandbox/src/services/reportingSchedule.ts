import type { SCHEDULE_RESOLUTIONS } from '../../../src/contracts/values';
import type { Db } from '../db/connection';
import { DAY_SECONDS, dayOf, formatDay } from '../lib/analyticsDates';
import { dueScheduledReports, recordScheduledRun, type ScheduledReportRow } from '../models/reporting';
import type { ReportEngine } from './reportingEngine';
import { REPORT_SOURCES } from './reportingSources';

/**
 * Scheduled reports: when one falls due it generates its report over the data window ending at the run time
 * (`start_date_resolution_before` units of `start_date_resolution` back, or from a custom start), then moves to
 * its next run when recurrent (every `scheduled_resolution_before` units of `scheduled_resolution`) until its end.
 */
export type Resolution = (typeof SCHEDULE_RESOLUTIONS)[number];

/** Moves a Unix time by whole calendar units (UTC); months clamp to the last day of a shorter month. */
export function addUnits(seconds: number, unit: Resolution, count: number): number {
  if (unit === 'day' || unit === 'week') return seconds + count * (unit === 'week' ? 7 : 1) * DAY_SECONDS;
  const date = new Date(seconds * 1000);
  const months = date.getUTCMonth() + count * (unit === 'year' ? 12 : 1);
  const target = new Date(Date.UTC(date.getUTCFullYear(), months, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return Math.floor(target.getTime() / 1000);
}

type RangeFields = 'scheduled_at' | 'start_date_resolution' | 'start_date_resolution_before' | 'custom_start_date_resolution';

export function dataRange(row: Pick<ScheduledReportRow, RangeFields>) {
  const start =
    row.start_date_resolution === 'custom'
      ? (row.custom_start_date_resolution ?? row.scheduled_at)
      : addUnits(row.scheduled_at, row.start_date_resolution as Resolution, -row.start_date_resolution_before);
  return { data_start_range: Math.min(start, row.scheduled_at), data_end_range: row.scheduled_at };
}

/** The run after `from`, or null when the schedule is not recurrent or has ended. */
export function nextRunAfter(row: ScheduledReportRow, from: number, runsDone: number, now: number): number | null {
  if (!row.recurrent || !row.scheduled_resolution) return null;
  const step = Math.max(1, row.scheduled_resolution_before ?? 1);
  let next = addUnits(from, row.scheduled_resolution as Resolution, step);
  // Runs missed while the sandbox was down are skipped, not replayed one after another.
  while (next <= now) next = addUnits(next, row.scheduled_resolution as Resolution, step);
  if (row.recurrent_end_type === 'occurrences' && runsDone >= (row.recurrent_occurrences ?? 1)) return null;
  if (row.recurrent_end_type === 'date' && row.recurrent_end_date !== null && next > row.recurrent_end_date) return null;
  return next;
}

export function toScheduledReportDto(row: ScheduledReportRow) {
  return {
    id: row.id,
    merchant_id: row.merchant_id,
    report_id: row.report_id,
    report_type: row.report_type,
    report_name: row.report_name,
    start_date_resolution: row.start_date_resolution,
    start_date_resolution_before: row.start_date_resolution_before,
    custom_start_date_resolution: row.custom_start_date_resolution,
    scheduled_at: row.scheduled_at,
    recurrent: row.recurrent === 1,
    recurrent_end_type: row.recurrent_end_type,
    recurrent_occurrences: row.recurrent_occurrences,
    recurrent_end_date: row.recurrent_end_date,
    ...dataRange(row),
    scheduled_resolution: row.scheduled_resolution,
    scheduled_resolution_before: row.scheduled_resolution_before,
    created_at: row.created_at,
  };
}

const fileSlug = (text: string) => text.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'scheduled';

/** Generates every due scheduled report (of one merchant, when given) and advances its schedule; returns how many ran. */
export function runDueScheduledReports(db: Db, engine: ReportEngine, now: number, merchantId?: number): number {
  const due = dueScheduledReports(db, now, merchantId);
  for (const row of due) {
    const { data_start_range, data_end_range } = dataRange(row);
    const startDay = dayOf(data_start_range);
    const endDay = Math.max(startDay, dayOf(data_end_range - 1));
    const source = REPORT_SOURCES[row.report_type];
    engine.start({
      ownerMerchantId: row.merchant_id,
      query: {
        type: row.report_type,
        merchantId: row.merchant_id,
        from: startDay * DAY_SECONDS,
        to: (endDay + 1) * DAY_SECONDS - 1,
        fields: source.fields.map((field) => field.name),
        status: 'all',
        filterType: 'all',
        rangeBy: Object.keys(source.timeColumns)[0],
        unique: false,
        now,
      },
      accountId: row.account_id,
      baseName: `${fileSlug(row.report_name)}_${formatDay(startDay)}_${formatDay(endDay)}`,
      params: { scheduled_report_id: row.report_id },
    });
    const runs = row.runs + 1;
    const next = nextRunAfter(row, row.next_run_at ?? row.scheduled_at, runs, now);
    recordScheduledRun(db, row.id, next ?? row.scheduled_at, next);
  }
  return due.length;
}

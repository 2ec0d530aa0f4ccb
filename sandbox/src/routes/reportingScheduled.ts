import { randomUUID } from 'node:crypto';
import { DeleteScheduleBody, MerchantQuery, ReportTypeParams, ScheduleIdParams, ScheduleReportBody } from '../../../src/contracts/reporting';
import type { FastifyTypeBox } from '../lib/typebox';
import { requireSections } from '../lib/access';
import { currentAccount } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { badRequest, notFound, type FieldErrors } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import {
  deleteScheduledReport,
  findScheduledReport,
  findScheduledReportByAnyId,
  insertScheduledReport,
  listScheduledReports,
  updateScheduledReport,
  type ScheduledReportValues,
} from '../models/reporting';
import type { ReportEngine } from '../services/reportingEngine';
import { reportTypeSections } from './access';
import { runDueScheduledReports, toScheduledReportDto } from '../services/reportingSchedule';

/** Scheduled reports: create (or update with `report_id`), list by type, delete. */
export const SCHEDULE_NOT_FOUND_MESSAGE = 'Scheduled report not found.';
/** A schedule may start up to a day back (clock and time-zone slack); older starts are refused. */
const PAST_TOLERANCE_SECONDS = 86_400;
const MAX_UNITS = 1000;

/** The body's fields as text (numbers arrive as form text), read by name. */
type ScheduleBody = Partial<Record<string, string>>;

/** Form numbers arrive as text; an empty one is absent. */
function readInteger(body: ScheduleBody, field: string, min: number, max: number, errors: FieldErrors): number | null {
  const value = body[field]?.trim() ?? '';
  if (value === '') return null;
  const number = /^\d{1,12}$/.test(value) ? Number(value) : NaN;
  if (!(number >= min && number <= max)) errors[field] = `${field} must be a whole number from ${min} to ${max}.`;
  return Number.isNaN(number) ? null : number;
}

function readBoolean(body: ScheduleBody, field: string, errors: FieldErrors): boolean {
  const value = (body[field] ?? '').trim().toLowerCase();
  if (!['', 'true', 'false', '1', '0'].includes(value)) errors[field] = `${field} must be true or false.`;
  return value === 'true' || value === '1';
}

function scheduleValues(body: ScheduleBody, now: number): Omit<ScheduledReportValues, 'merchant_id' | 'account_id' | 'report_id' | 'report_type'> {
  const errors: FieldErrors = {};
  const unixTime = (field: string) => readInteger(body, field, 0, 253402300799, errors);
  const scheduledAt = unixTime('scheduled_at') ?? 0;
  if (!errors.scheduled_at && scheduledAt < now - PAST_TOLERANCE_SECONDS) errors.scheduled_at = 'scheduled_at must not be in the past.';
  const resolution = body.start_date_resolution as string;
  const before = readInteger(body, 'start_date_resolution_before', 0, MAX_UNITS, errors) ?? 1;
  const customStart = unixTime('custom_start_date_resolution');
  if (resolution === 'custom' && customStart === null && !errors.custom_start_date_resolution) {
    errors.custom_start_date_resolution = 'custom_start_date_resolution is required for a custom start.';
  } else if (resolution === 'custom' && customStart !== null && customStart >= scheduledAt) {
    errors.custom_start_date_resolution = 'custom_start_date_resolution must be before scheduled_at.';
  }
  const recurrent = readBoolean(body, 'recurrent', errors);
  const every = body.scheduled_resolution || null;
  if (recurrent && !every) errors.scheduled_resolution = 'scheduled_resolution is required for a recurrent report.';
  const everyCount = readInteger(body, 'scheduled_resolution_before', 1, MAX_UNITS, errors);
  const endType = body.recurrent_end_type ?? 'never';
  const occurrences = readInteger(body, 'recurrent_occurrences', 1, MAX_UNITS, errors);
  const endDate = unixTime('recurrent_end_date');
  if (recurrent && endType === 'occurrences' && occurrences === null && !errors.recurrent_occurrences) {
    errors.recurrent_occurrences = 'recurrent_occurrences is required when the report ends after a number of runs.';
  }
  if (recurrent && endType === 'date' && (endDate === null || endDate <= scheduledAt) && !errors.recurrent_end_date) {
    errors.recurrent_end_date = 'recurrent_end_date must be after scheduled_at.';
  }
  const messages = Object.values(errors);
  if (messages.length > 0) throw badRequest(messages[0], errors);
  return {
    report_name: (body.report_name as string).trim(),
    start_date_resolution: resolution,
    start_date_resolution_before: resolution === 'custom' ? 0 : before,
    custom_start_date_resolution: resolution === 'custom' ? customStart : null,
    scheduled_at: scheduledAt,
    recurrent: recurrent ? 1 : 0,
    scheduled_resolution: recurrent ? every : null,
    scheduled_resolution_before: recurrent ? (everyCount ?? 1) : null,
    recurrent_end_type: recurrent ? endType : 'never',
    recurrent_occurrences: recurrent && endType === 'occurrences' ? occurrences : null,
    recurrent_end_date: recurrent && endType === 'date' ? endDate : null,
    next_run_at: scheduledAt,
  };
}

export function registerScheduledReportRoutes(app: FastifyTypeBox, engine: ReportEngine): void {
  const { db } = app.sandbox;

  app.post(
    '/v2/reporting/scheduled/:type',
    { schema: { params: ReportTypeParams, body: ScheduleReportBody } },
    async (request, reply) => {
      const merchantId = commerceMerchant(request, request.body.merchantID);
      const now = nowSeconds();
      const values = scheduleValues(request.body, now);
      const identity = { merchant_id: merchantId, account_id: currentAccount(request).id, report_type: request.params.type };
      const reportId = request.body.report_id?.trim();
      if (reportId) {
        const existing = findScheduledReport(db, merchantId, reportId);
        if (!existing) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE);
        // The path's type was checked; the schedule being replaced may be of another section's type.
        requireSections(request, reportTypeSections(existing.report_type), true);
        return toScheduledReportDto(updateScheduledReport(db, existing.id, { ...values, ...identity, report_id: reportId }));
      }
      reply.code(201);
      return toScheduledReportDto(insertScheduledReport(db, { ...values, ...identity, report_id: randomUUID() }, now));
    },
  );

  app.get(
    '/v2/reporting/scheduled/:type',
    { schema: { params: ReportTypeParams, querystring: MerchantQuery } },
    async (request) => {
      const merchantId = commerceMerchant(request, request.query.merchantID);
      runDueScheduledReports(db, engine, nowSeconds(), merchantId);
      const rows = listScheduledReports(db, merchantId, request.params.type);
      return { collection: rows.map(toScheduledReportDto), total: rows.length };
    },
  );

  app.post(
    '/v2/reporting/scheduled/:report_id/delete',
    { schema: { params: ScheduleIdParams, body: DeleteScheduleBody } },
    async (request) => {
      const merchantId = commerceMerchant(request, request.body?.merchantID);
      const existing = findScheduledReportByAnyId(db, merchantId, request.params.report_id);
      if (!existing) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE);
      // The path names no type, so the access table checked only 'allReports': the stored type's section decides.
      requireSections(request, reportTypeSections(existing.report_type), true);
      deleteScheduledReport(db, existing.id);
      return { message: 'The scheduled report was deleted.' };
    },
  );
}

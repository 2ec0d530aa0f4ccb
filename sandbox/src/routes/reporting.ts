import type { FastifyPluginAsyncTypebox, FastifyTypeBox } from '../lib/typebox';
import {
  GenerateReportBody,
  MerchantQuery,
  RenameReportBody,
  ReportFileParams,
  ReportLinkParams,
  ReportTypeParams,
} from '../../../src/contracts/reporting';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { requireDateRange } from '../lib/analyticsDates';
import { currentAccount } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { staffScope } from '../lib/platformScope';
import { conflict, fieldError, forbidden, HttpError, notFound } from '../lib/errors';
import { permissionsOf, PLATFORM_ONLY_MESSAGE } from '../lib/access';
import { isPlatformStaff } from '../../../src/permissions/model';
import { STAFF_REPORT_TYPES } from '../../../src/contracts/values';
import { nowSeconds } from '../lib/time';
import { deleteReport, findReport, listReports, renameReport, reportContent, toReportEntry } from '../models/reporting';
import { createReportEngine, type ReportEngine } from '../services/reportingEngine';
import { readyReportLink, verifyReportLink } from '../services/reportingFiles';
import { runDueScheduledReports } from '../services/reportingSchedule';
import { REPORT_SOURCES, reportFields, type ReportType } from '../services/reportingSources';
import { registerScheduledReportRoutes } from './reportingScheduled';
import { registerUniqueAudienceRoutes } from './uniqueAudience';

/** The report engine's endpoints (ISSUE4-CONTRACT "Report engine"): fields, generate, list, download, rename, delete. */
export { REPORT_FAILED_MESSAGE, REPORT_NOT_READY_MESSAGE } from '../services/reportingFiles';
export const REPORT_NOT_FOUND_MESSAGE = 'Report not found.';
export const REPORT_NAME_TAKEN_MESSAGE = 'A report with this name already exists.';
export const REPORT_NAME_RULE = 'The file name must end with .csv, have at most 100 characters and contain no slashes.';
const SCHEDULE_CHECK_MS = 15_000;
/** Reports may cover far longer than a dashboard range (an audience export since launch). */
const MAX_REPORT_DAYS = 100 * 366;

const VALID_NAME = /^[^/\\"]{1,96}\.csv$/i;
const validName = (name: string) => VALID_NAME.test(name) && [...name].every((char) => char.charCodeAt(0) >= 0x20);

function chosenFields(type: ReportType, requested: readonly string[] | undefined): string[] {
  const known = REPORT_SOURCES[type].fields.map((field) => field.name);
  const chosen = (requested ?? []).filter((name) => name !== '');
  const unknown = chosen.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw fieldError('reportFields', `Unknown report fields: ${unknown.join(', ')}. The ${type} report has: ${known.join(', ')}.`);
  return chosen.length > 0 ? known.filter((name) => chosen.includes(name)) : known;
}

function chosenType(type: ReportType, body: GenerateReportBody): string {
  const value = body.action_type || body.type || 'all';
  const allowed = ['all', ...REPORT_SOURCES[type].types];
  if (!allowed.includes(value)) {
    throw fieldError(body.action_type ? 'action_type' : 'type', `The ${type} report's type must be one of: ${allowed.join(', ')}.`);
  }
  return value;
}

function chosenRangeBy(type: ReportType, value: string | undefined): string {
  const allowed = Object.keys(REPORT_SOURCES[type].timeColumns);
  if (value === undefined || value === '') return allowed[0];
  if (!allowed.includes(value)) throw fieldError('range_by', `range_by must be one of: ${allowed.join(', ')}.`);
  return value;
}

function registerReportRoutes(app: FastifyTypeBox, engine: ReportEngine): void {
  const { db } = app.sandbox;

  const existing = (merchantId: number, type: ReportType, filename: string) => {
    const report = findReport(db, merchantId, type, filename);
    if (!report) throw notFound(REPORT_NOT_FOUND_MESSAGE);
    return report;
  };

  app.get('/v2/reporting/reports/:type/fields', { schema: { params: ReportTypeParams, querystring: SrkeyQuery } }, async (request) =>
    reportFields(request.params.type),
  );

  app.post(
    '/v2/reporting/reports/:type',
    { schema: { params: ReportTypeParams, body: GenerateReportBody } },
    async (request, reply) => {
      const { type } = request.params;
      const { body } = request;
      const range = requireDateRange(body.startDate, body.endDate, { start: 'startDate', end: 'endDate' }, MAX_REPORT_DAYS);
      const query = {
        type,
        merchantId: staffScope(request, body.merchantID),
        from: range.from,
        to: range.to,
        fields: chosenFields(type, body.reportFields),
        status: body.status ?? 'all',
        filterType: chosenType(type, body),
        rangeBy: chosenRangeBy(type, body.range_by),
        unique: body.unique ?? false,
        now: nowSeconds(),
      };
      const report = engine.start({
        query,
        ownerMerchantId: commerceMerchant(request, body.merchantID),
        accountId: currentAccount(request).id,
        baseName: `${type}_${range.startDate}_${range.endDate}`,
        params: {
          startDate: range.startDate,
          endDate: range.endDate,
          fields: query.fields,
          status: query.status,
          type: query.filterType,
          range_by: query.rangeBy,
          unique: query.unique,
        },
      });
      reply.code(202);
      return { filename: report.filename, status: 'pending' };
    },
  );

  app.get(
    '/v2/reporting/reports/:type',
    { schema: { params: ReportTypeParams, querystring: MerchantQuery } },
    async (request) => {
      const merchantId = commerceMerchant(request, request.query.merchantID);
      // Lists also run what is due, so a schedule's file shows up without waiting for the next timer tick.
      runDueScheduledReports(db, engine, nowSeconds(), merchantId);
      const collection = listReports(db, merchantId, request.params.type);
      return { collection, total: collection.length };
    },
  );

  app.get(
    '/v2/reporting/download/:type/:filename',
    { schema: { params: ReportFileParams, querystring: MerchantQuery } },
    async (request) => {
      const { type, filename } = request.params;
      return readyReportLink(db, existing(commerceMerchant(request, request.query.merchantID), type, filename), nowSeconds());
    },
  );

  app.put(
    '/v2/reporting/reports/:type',
    { schema: { params: ReportTypeParams, body: RenameReportBody } },
    async (request) => {
      const { type } = request.params;
      const merchantId = commerceMerchant(request, request.body.merchantID);
      const report = existing(merchantId, type, request.body.file_name);
      const newName = request.body.new_file_name.trim();
      if (!validName(newName)) throw fieldError('new_file_name', REPORT_NAME_RULE);
      if (newName === report.filename) return toReportEntry(report);
      if (findReport(db, merchantId, type, newName)) throw conflict(REPORT_NAME_TAKEN_MESSAGE);
      renameReport(db, report.id, newName);
      return toReportEntry({ ...report, filename: newName });
    },
  );

  app.delete(
    '/v2/reporting/reports/:type/:filename',
    { schema: { params: ReportFileParams, querystring: MerchantQuery } },
    async (request) => {
      const { type, filename } = request.params;
      deleteReport(db, existing(commerceMerchant(request, request.query.merchantID), type, filename).id);
      return { message: 'The report was deleted.' };
    },
  );

  // The signed link is the credential here, as with a presigned storage URL: no bearer.
  app.get(
    '/v2/reporting/files/:token',
    { schema: { params: ReportLinkParams, querystring: SrkeyQuery } },
    async (request, reply) => {
      const reportId = verifyReportLink(db, request.params.token, nowSeconds());
      const content = reportId === null ? null : reportContent(db, reportId);
      const report = reportId === null ? null : db.prepare('SELECT filename FROM reports WHERE id = ?').pluck().get(reportId);
      if (!content || typeof report !== 'string') throw new HttpError(404, 'This download link is invalid or has expired.');
      const asciiName = report.replace(/[^\x20-\x7e]|"/g, '_');
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(report)}`);
      return content;
    },
  );
}

export const reportingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const engine = createReportEngine(app.sandbox, app.log);
  const timer = setInterval(() => {
    try {
      runDueScheduledReports(app.sandbox.db, engine, nowSeconds());
    } catch (error) {
      app.log.error({ err: error }, 'scheduled reports could not run');
    }
  }, SCHEDULE_CHECK_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    engine.close();
  });
  // The admin console's report types (merchants, transactions) are platform staff's: checked once the caller is known.
  app.addHook('preValidation', async (request) => {
    const { type } = request.params as { type?: string };
    if (STAFF_REPORT_TYPES.some((staffType) => staffType === type) && !isPlatformStaff(permissionsOf(request))) throw forbidden(PLATFORM_ONLY_MESSAGE);
  });
  registerReportRoutes(app, engine);
  registerScheduledReportRoutes(app, engine);
  registerUniqueAudienceRoutes(app, engine);
};

import { Value } from 'typebox/value';
import type { FastifyPluginAsyncTypebox } from '../lib/typebox';
import {
  AccessFeeTypeBody,
  CommercialReportBody,
  CommercialReportIdParams,
  CommercialReportParams,
  FeeIdParams,
  MerchantIdParams,
  MerchantIdQuery,
  NonRecurringFeeBody,
  NonRecurringFeesQuery,
  RecurringFeesBody,
  RecurringFeesValue,
  REVENUE_SETUP_FIELDS,
  revenueSetupBody,
  shareFieldNames,
  type RecurringFees,
} from '../../../src/contracts/adminCommercials';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { currentAccount } from '../lib/auth';
import { badRequest, conflict, fieldError, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import {
  deleteNonRecurringFee,
  findNonRecurringFee,
  getRecurringFees,
  getRevenueSetup,
  insertAccessFeeType,
  insertNonRecurringFee,
  listAccessFeeTypes,
  listNonRecurringFees,
  merchantExists,
  saveRecurringFees,
  saveRevenueSetup,
  type RevenueSetup,
} from '../models/commercials';
import {
  commercialReport,
  deleteCommercialReport,
  findCommercialReport,
  listCommercialReports,
  mauFileName,
  reportFileName,
  reportMonth,
  storeCommercialReport,
} from '../services/commercialReports';
import { recordStaffActivity } from '../services/staffActivity';

export const MERCHANT_NOT_FOUND_MESSAGE = 'Merchant not found.';
export const SETUP_OR_SHARE_MESSAGE = 'Send either the setup fields or the share fields, not both.';
export const RECURRING_FEES_RULE = 'recurring_fees must be a JSON string of streaming and hosting_page.';
export const FEE_NOT_FOUND_MESSAGE = 'Non-recurring fee not found.';
export const ACCESS_FEE_TYPE_EXISTS_MESSAGE = 'This access fee type already exists for the merchant.';
export const COMMERCIAL_REPORT_NOT_FOUND_MESSAGE = 'Commercial report not found.';

/**
 * A merchant's commercials and the commercial reports, for platform staff only (`platform: true` in routes/access.ts):
 * revenue setup, recurring and non-recurring fees, access fee types (catalogue 7.9) and commercial reports (7.10).
 * Every write is recorded in the staff activity log with the values before and after.
 */
export const adminCommercialRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, options } = app.sandbox;
  const share = shareFieldNames(options.platformKey);
  const SETUP_KEYS = Object.keys(REVENUE_SETUP_FIELDS);

  const requireMerchant = (merchantId: number, field = 'merchant_id'): number => {
    if (!merchantExists(db, merchantId)) throw field === 'params' ? notFound(MERCHANT_NOT_FOUND_MESSAGE) : fieldError(field, MERCHANT_NOT_FOUND_MESSAGE);
    return merchantId;
  };
  /** The revenue setup on the wire: the share fields carry the platform key. */
  const wireSetup = (merchantId: number, setup: RevenueSetup) => {
    const { share_percent: percent, share_minimum_amount: minimum, ...rest } = setup;
    return { merchant_id: merchantId, ...rest, [share.percent]: percent, [share.minimum]: minimum };
  };
  const staff = (request: Parameters<typeof currentAccount>[0]) => currentAccount(request).id;

  app.get('/v2/accounting/revenue-setup', { schema: { querystring: MerchantIdQuery } }, async (request) => {
    const merchantId = requireMerchant(request.query.merchant_id);
    return wireSetup(merchantId, getRevenueSetup(db, merchantId));
  });

  app.patch(
    '/v2/accounting/revenue-setup/:merchant_id',
    { schema: { params: MerchantIdParams, body: revenueSetupBody(options.platformKey) } },
    async (request) => {
      const merchantId = requireMerchant(request.params.merchant_id, 'params');
      const body = request.body as Record<string, number | string>;
      const fields = Object.keys(body);
      const setupFields = fields.filter((field) => SETUP_KEYS.includes(field));
      if (setupFields.length > 0 && setupFields.length < fields.length) throw badRequest(SETUP_OR_SHARE_MESSAGE);
      const before = getRevenueSetup(db, merchantId);
      const { [share.percent]: percent, [share.minimum]: minimum, ...rest } = body;
      const after: RevenueSetup = {
        ...before,
        ...(rest as Partial<RevenueSetup>),
        ...(percent === undefined ? {} : { share_percent: Number(percent) }),
        ...(minimum === undefined ? {} : { share_minimum_amount: Number(minimum) }),
      };
      db.transaction(() => {
        saveRevenueSetup(db, merchantId, after);
        recordStaffActivity(db, {
          staffAccountId: staff(request),
          merchantId,
          kind: 'revenue_setup',
          summary: setupFields.length > 0 ? 'Changed the revenue setup' : 'Changed the revenue share',
          before: wireSetup(merchantId, before),
          after: wireSetup(merchantId, after),
        });
      })();
      return wireSetup(merchantId, after);
    },
  );

  app.get('/v2/accounting/recurring-fees', { schema: { querystring: MerchantIdQuery } }, async (request) => {
    const merchantId = requireMerchant(request.query.merchant_id);
    return { merchant_id: merchantId, ...getRecurringFees(db, merchantId) };
  });

  app.post('/v2/accounting/recurring-fees', { schema: { body: RecurringFeesBody } }, async (request) => {
    const merchantId = requireMerchant(request.body.merchant_id);
    let fees: unknown;
    try {
      fees = JSON.parse(request.body.recurring_fees);
    } catch {
      throw fieldError('recurring_fees', RECURRING_FEES_RULE);
    }
    if (!Value.Check(RecurringFeesValue, fees)) throw fieldError('recurring_fees', RECURRING_FEES_RULE);
    const before = getRecurringFees(db, merchantId);
    const after = fees as RecurringFees;
    db.transaction(() => {
      saveRecurringFees(db, merchantId, after);
      recordStaffActivity(db, { staffAccountId: staff(request), merchantId, kind: 'recurring_fees', summary: 'Changed the recurring fees', before, after });
    })();
    return { merchant_id: merchantId, ...after };
  });

  app.get('/v2/accounting/non-recurring-fees', { schema: { querystring: NonRecurringFeesQuery } }, async (request) => {
    const { merchant_id: merchantId, page, size } = request.query;
    return listNonRecurringFees(db, requireMerchant(merchantId), page, size);
  });

  app.post('/v2/accounting/non-recurring-fees', { schema: { body: NonRecurringFeeBody } }, async (request, reply) => {
    const merchantId = requireMerchant(request.body.merchant_id);
    if (Number.isNaN(Date.parse(`${request.body.date}T00:00:00Z`))) throw fieldError('date', 'date must be a day, YYYY-MM-DD.');
    const fee = db.transaction(() => {
      const created = insertNonRecurringFee(db, request.body);
      const summary = `Added a non-recurring fee of ${created.currency} ${created.amount.toFixed(2)} dated ${created.date}`;
      recordStaffActivity(db, { staffAccountId: staff(request), merchantId, kind: 'non_recurring_fees', summary, after: created });
      return created;
    })();
    reply.code(201);
    return fee;
  });

  app.delete('/v2/accounting/non-recurring-fees/:id', { schema: { params: FeeIdParams, body: NoBody } }, async (request) => {
    const fee = findNonRecurringFee(db, request.params.id);
    if (!fee) throw notFound(FEE_NOT_FOUND_MESSAGE);
    db.transaction(() => {
      deleteNonRecurringFee(db, fee.id);
      const summary = `Deleted the non-recurring fee of ${fee.currency} ${fee.amount.toFixed(2)} dated ${fee.date}`;
      recordStaffActivity(db, { staffAccountId: staff(request), merchantId: fee.merchant_id, kind: 'non_recurring_fees', summary, before: fee });
    })();
    return { message: 'The non-recurring fee was deleted.' };
  });

  app.get('/v2/accounting/access-fee-types', { schema: { querystring: MerchantIdQuery } }, async (request) => {
    const collection = listAccessFeeTypes(db, requireMerchant(request.query.merchant_id));
    return { collection, total: collection.length };
  });

  app.post('/v2/accounting/access-fee-types', { schema: { body: AccessFeeTypeBody } }, async (request, reply) => {
    const merchantId = requireMerchant(request.body.merchant_id);
    const created = db.transaction(() => {
      const type = insertAccessFeeType(db, request.body);
      if (!type) return null;
      const summary = `Added the access fee type ${type.name} (${type.quantity} ${type.period})`;
      recordStaffActivity(db, { staffAccountId: staff(request), merchantId, kind: 'access_fee_types', summary, after: type });
      return type;
    })();
    if (!created) throw conflict(ACCESS_FEE_TYPE_EXISTS_MESSAGE);
    reply.code(201);
    return created;
  });

  app.post('/v2/reporting/commercial-reports/:type', { schema: { params: CommercialReportParams, body: CommercialReportBody } }, async (request, reply) => {
    const { type } = request.params;
    const now = nowSeconds();
    const period = reportMonth(request.body.date, now);
    const content = commercialReport(db, type, period, options.platformKey);
    if (type === 'monthly_active_users') {
      // The MAU file is answered at once (catalogue 7.10) and kept nowhere.
      const filename = mauFileName(period);
      recordStaffActivity(db, { staffAccountId: staff(request), merchantId: null, kind: 'commercial_report', summary: `Downloaded the MAU report ${filename}`, after: { type, month: period.month } });
      return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${filename}"`).send(content);
    }
    const filename = reportFileName(type, period);
    const file = db.transaction(() => {
      const stored = storeCommercialReport(db, { type, month: period.month, filename, content, createdBy: staff(request), now });
      recordStaffActivity(db, { staffAccountId: staff(request), merchantId: null, kind: 'commercial_report', summary: `Generated the commercial report ${filename}`, after: { type, month: period.month, filename } });
      return stored;
    })();
    reply.code(201);
    return file;
  });

  app.get('/v2/reporting/commercial-reports', { schema: { querystring: SrkeyQuery } }, async () => {
    const collection = listCommercialReports(db);
    return { collection, total: collection.length };
  });

  const existingReport = (id: number) => {
    const report = findCommercialReport(db, id);
    if (!report) throw notFound(COMMERCIAL_REPORT_NOT_FOUND_MESSAGE);
    return report;
  };

  app.get('/v2/reporting/commercial-reports/:id/download', { schema: { params: CommercialReportIdParams, querystring: SrkeyQuery } }, async (request, reply) => {
    const report = existingReport(request.params.id);
    return reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${report.filename}"`).send(report.content);
  });

  app.delete('/v2/reporting/commercial-reports/:id', { schema: { params: CommercialReportIdParams, body: NoBody } }, async (request) => {
    const { content: _content, ...report } = existingReport(request.params.id);
    db.transaction(() => {
      deleteCommercialReport(db, report.id);
      recordStaffActivity(db, { staffAccountId: staff(request), merchantId: null, kind: 'commercial_report', summary: `Deleted the commercial report ${report.filename}`, before: report });
    })();
    return { message: 'The commercial report was deleted.' };
  });
};

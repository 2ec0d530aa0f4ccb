import { UniqueAudienceBody, UniqueAudienceFileParams, UniqueAudienceQuery } from '../../../src/contracts/uniqueAudience';
import { UNIQUE_AUDIENCE_MAX_DAYS, UNIQUE_AUDIENCE_REPORT_TYPE } from '../../../src/constants/uniqueAudience';
import { SrkeyQuery } from '../../../src/contracts/fields';
import type { FastifyTypeBox } from '../lib/typebox';
import { requireDateRange } from '../lib/analyticsDates';
import { currentAccount } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { fieldError, notFound } from '../lib/errors';
import { nowSeconds } from '../lib/time';
import { requireAsset } from '../models/items';
import { findReport } from '../models/reporting';
import type { ReportEngine } from '../services/reportingEngine';
import { readyReportLink } from '../services/reportingFiles';
import { listUniqueAudienceFiles, uniqueAudienceReport } from '../services/uniqueAudience';

/**
 * Catalogue 7.10 "Unique audience", at the sandbox's own paths: generate one asset's report over a range (answered at
 * once, processed by the report engine, ended by its realtime message), list the files, and a file's signed link.
 */
export const UNIQUE_AUDIENCE_ITEM_RULE = 'item_id must be the id of an asset.';
export const UNIQUE_AUDIENCE_FILE_NOT_FOUND = 'Unique-audience report not found.';

function assetId(field: string, text: string): number {
  if (!/^\d{1,12}$/.test(text) || Number(text) === 0) throw fieldError(field, UNIQUE_AUDIENCE_ITEM_RULE);
  return Number(text);
}

export function registerUniqueAudienceRoutes(app: FastifyTypeBox, engine: ReportEngine): void {
  const { db } = app.sandbox;

  app.post('/v2/reporting/unique-audience', { schema: { body: UniqueAudienceBody } }, async (request, reply) => {
    const { body } = request;
    const itemId = assetId('item_id', body.item_id);
    const range = requireDateRange(body.start_date, body.end_date, { start: 'start_date', end: 'end_date' }, UNIQUE_AUDIENCE_MAX_DAYS);
    const merchantId = commerceMerchant(request);
    // Another merchant's asset is as good as missing: 404.
    requireAsset(db, merchantId, itemId);
    const report = engine.start({
      query: uniqueAudienceReport(db, { merchantId, itemId, from: range.from, to: range.to }),
      ownerMerchantId: merchantId,
      accountId: currentAccount(request).id,
      baseName: `${UNIQUE_AUDIENCE_REPORT_TYPE}_${itemId}_${range.startDate}_${range.endDate}`,
      params: { item_id: itemId, start_date: range.startDate, end_date: range.endDate },
    });
    reply.code(202);
    return { file_name: report.filename, status: 'pending' as const };
  });

  app.get('/v2/reporting/unique-audience', { schema: { querystring: UniqueAudienceQuery } }, async (request) => {
    const { item_id: item } = request.query;
    const collection = listUniqueAudienceFiles(db, commerceMerchant(request), item === undefined || item === '' ? null : assetId('item_id', item));
    return { collection, total: collection.length };
  });

  app.get('/v2/reporting/unique-audience/:file_name', { schema: { params: UniqueAudienceFileParams, querystring: SrkeyQuery } }, async (request) => {
    const report = findReport(db, commerceMerchant(request), UNIQUE_AUDIENCE_REPORT_TYPE, request.params.file_name);
    if (!report) throw notFound(UNIQUE_AUDIENCE_FILE_NOT_FOUND);
    return readyReportLink(db, report, nowSeconds());
  });
}

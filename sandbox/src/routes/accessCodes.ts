import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FailedCodesFile } from '../../../src/api/accessCodeTypes';
import {
  BulkCodesBody,
  CodeItemParams,
  CodeParams,
  CodeSessionParams,
  CodesReportBody,
  CodesReportFileParams,
  CodesReportsParams,
  CodesQuery,
  CreateCodeBody,
  FailedFileParams,
  FailedListQuery,
  FileTokenParams,
  SignedUploadParams,
  TemplateDownloadParams,
  TemplateFileParams,
  UpdateCodeBody,
  UploadedFileBody,
} from '../../../src/contracts/accessCodes';
import { MultipartBody } from '../../../src/contracts/images';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { ACCESS_CODES_PAGE_SIZE, MAX_CODES_FILE_BYTES, type BulkAccessAction } from '../../../src/contracts/values';
import { currentAccount } from '../lib/auth';
import { commerceMerchant, itemMerchant } from '../lib/commerceScope';
import { HttpError, notFound } from '../lib/errors';
import { positiveInteger } from '../lib/form';
import { randomHex } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { codeSessions, createCode, listCodes, requireCode, terminateSession, updateAllCodes, updateCode } from '../models/accessCodes';
import { codesReportFile, codesReportLink, generateCodesReport, listCodesReports } from '../models/codeReports';
import { requireAsset } from '../models/items';
import { bulkTemplate } from '../services/bulkAccessFiles';
import { CODES_TEMPLATE, failedFileLink, listFailedFiles, processCodesUpload } from '../services/codeFiles';
import { EMAILS_TEMPLATE, EMAILS_TEMPLATE_NAME } from '../services/voucherEmailFiles';
import { processAfterAnswer } from '../services/uploads';

export const UPLOAD_LINK_TTL_SECONDS = 10 * 60;
export const UPLOAD_LINK_INVALID = 'This upload link is invalid or has expired.';
export const UPLOAD_UNKNOWN_MESSAGE = 'No upload of that name for this asset.';
export const CODES_FILE_TOO_LARGE = `The file is larger than ${MAX_CODES_FILE_BYTES / 1024 / 1024} MiB.`;
const MAX_LIMIT = 100;

/** Access codes (catalogue 7.4 without the bulk access calls): an asset's passcodes, their sessions, bulk upload. */
export const accessCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const asset = (request: Parameters<typeof itemMerchant>[0], itemId: number) => itemMerchant(request, (merchantId) => requireAsset(db, merchantId, itemId));

  app.get('/items/access/codes/item/:itemId', { schema: { params: CodeItemParams, querystring: CodesQuery } }, async (request) => {
    const { itemId } = request.params;
    asset(request, itemId);
    const limit = Math.min(positiveInteger(request.query.limit, ACCESS_CODES_PAGE_SIZE), MAX_LIMIT);
    return listCodes(db, itemId, positiveInteger(request.query.page, 1), limit, request.query.code?.trim() || undefined);
  });

  app.post('/items/access/codes/create', { schema: { body: CreateCodeBody } }, async (request, reply) => {
    const merchantId = asset(request, Number(request.body.item_id));
    reply.code(201);
    return createCode(db, merchantId, request.body);
  });

  app.patch('/items/access/codes/:codeId', { schema: { params: CodeParams, body: UpdateCodeBody } }, async (request) =>
    updateCode(db, commerceMerchant(request), request.params.codeId, request.body),
  );

  app.patch('/items/access/codes/:itemId/bulk', { schema: { params: CodeItemParams, body: BulkCodesBody } }, async (request) => {
    asset(request, request.params.itemId);
    return updateAllCodes(db, request.params.itemId, request.body);
  });

  app.get('/items/access/codes/:codeId/sessions', { schema: { params: CodeParams, querystring: SrkeyQuery } }, async (request) => {
    requireCode(db, commerceMerchant(request), request.params.codeId);
    return codeSessions(db, request.params.codeId);
  });

  app.delete('/items/access/codes/:codeId/:browserFingerprint/merchant', { schema: { params: CodeSessionParams, body: NoBody } }, async (request, reply) => {
    requireCode(db, commerceMerchant(request), request.params.codeId);
    terminateSession(db, request.params.codeId, request.params.browserFingerprint);
    return reply.code(204).send();
  });

  // Bulk upload: the template file, a signed address to put the file at, then the file's name to process it.
  app.get('/v2/items/bulk/template/:template', { schema: { params: TemplateFileParams, querystring: SrkeyQuery } }, async (request) => ({
    download_url: `/api/files/templates/${request.params.template}.csv`,
  }));

  // The template files (public, as a CDN's are): the codes file, and a voucher's e-mail rules file.
  app.get('/files/templates/:template', { schema: { params: TemplateDownloadParams, querystring: SrkeyQuery } }, async (request, reply) => {
    const { template } = request.params;
    const emails = template === EMAILS_TEMPLATE_NAME;
    const bulk = /^bulk-(grant|revoke|extend)-access\.csv$/.exec(template);
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${emails ? EMAILS_TEMPLATE_NAME : 'template.csv'}"`);
    if (bulk) return bulkTemplate(bulk[1] as BulkAccessAction);
    return emails ? EMAILS_TEMPLATE : CODES_TEMPLATE;
  });

  app.get('/items/access/codes/item/:itemId/signed-url', { schema: { params: CodeItemParams, querystring: SrkeyQuery } }, async (request) => {
    const { itemId } = request.params;
    const merchantId = asset(request, itemId);
    const token = randomHex(24);
    const fileName = `codes_${itemId}_${nowSeconds()}_${token.slice(0, 6)}.csv`;
    db.prepare('INSERT INTO code_uploads (token, merchant_id, account_id, item_id, file_name, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
      token,
      merchantId,
      currentAccount(request).id,
      itemId,
      fileName,
      nowSeconds() + UPLOAD_LINK_TTL_SECONDS,
      nowSeconds(),
    );
    return { url: `/api/uploads/codes/${token}`, file_name: fileName, headers: { 'Content-Type': 'text/csv' } };
  });

  // The signed upload address takes the file as it is (CSV text), as a presigned storage URL would. Its raw parser is
  // scoped to that one route: anywhere else a text or octet-stream body is refused with 415.
  const signedUploads: FastifyPluginAsyncTypebox = async (uploads) => {
    uploads.addContentTypeParser(['text/csv', 'application/octet-stream', 'text/plain'], { parseAs: 'buffer', bodyLimit: MAX_CODES_FILE_BYTES }, (_request, body, done) => done(null, body));
    // The token is the credential, as with a presigned storage URL: no bearer.
    uploads.put('/uploads/codes/:token', { schema: { params: SignedUploadParams, body: MultipartBody }, bodyLimit: MAX_CODES_FILE_BYTES }, async (request, reply) => {
      const upload = db.prepare("SELECT expires_at FROM code_uploads WHERE token = ? AND status = 'waiting'").get(request.params.token) as { expires_at: number } | undefined;
      if (!upload || upload.expires_at < nowSeconds()) throw new HttpError(403, UPLOAD_LINK_INVALID);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new HttpError(400, 'Send the CSV file as the request body.');
      db.prepare("UPDATE code_uploads SET content = ?, status = 'received' WHERE token = ?").run(request.body, request.params.token);
      return reply.code(200).send();
    });
  };
  await app.register(signedUploads);

  app.post('/items/access/codes/item/:itemId/upload', { schema: { params: CodeItemParams, body: UploadedFileBody } }, async (request, reply) => {
    const { itemId } = request.params;
    const merchantId = asset(request, itemId);
    const upload = db.prepare("SELECT token, status FROM code_uploads WHERE merchant_id = ? AND item_id = ? AND file_name = ? AND action = 'access-codes'").get(merchantId, itemId, request.body.file_name) as
      | { token: string; status: string }
      | undefined;
    reply.code(202);
    return processAfterAnswer(app, upload, UPLOAD_UNKNOWN_MESSAGE, 'access codes', processCodesUpload, request.body.file_name);
  });

  app.get('/items/access/codes/bulk/failed/list', { schema: { querystring: FailedListQuery } }, async (request) => {
    const files = listFailedFiles(db, commerceMerchant(request, request.query.merchant_id), 'access-codes');
    return files.map(({ file_name, item_id, rows, created_at }): FailedCodesFile => ({ file_name, item_id, rows, created_at }));
  });

  app.get('/items/access/codes/bulk/failed/download/:file_name', { schema: { params: FailedFileParams, querystring: SrkeyQuery } }, async (request) => {
    return failedFileLink(db, commerceMerchant(request), 'access-codes', request.params.file_name, 'File not found.');
  });

  // The codes report: generated now, listed per asset, downloaded through its link.
  app.post('/v2/reporting/report/access-codes', { schema: { body: CodesReportBody } }, async (request, reply) => {
    const itemId = Number(request.body.item_id);
    const merchantId = asset(request, itemId);
    reply.code(201);
    return generateCodesReport(db, merchantId, itemId);
  });

  app.get('/v2/reporting/reports/:type/access-codes', { schema: { params: CodesReportsParams, querystring: SrkeyQuery } }, async (request) => {
    const itemId = Number(request.params.type);
    return listCodesReports(db, asset(request, itemId), itemId);
  });

  app.get('/v2/reporting/download/access-codes/:filename', { schema: { params: CodesReportFileParams, querystring: SrkeyQuery } }, async (request) => ({
    redirect_url: codesReportLink(db, commerceMerchant(request), request.params.filename),
  }));

  app.get('/files/codes/reports/:token', { schema: { params: FileTokenParams, querystring: SrkeyQuery } }, async (request, reply) => {
    const file = codesReportFile(db, request.params.token);
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.content;
  });

  app.get('/files/codes/failed/:token', { schema: { params: FileTokenParams, querystring: SrkeyQuery } }, async (request, reply) => {
    const file = db.prepare('SELECT file_name, content FROM code_failed_files WHERE token = ?').get(request.params.token) as { file_name: string; content: string } | undefined;
    if (!file) throw notFound('This download link is invalid.');
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${file.file_name}"`);
    return file.content;
  });
};

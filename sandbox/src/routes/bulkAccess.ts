import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BulkActionParams, BulkFailedFileParams, BulkFailedParams, BulkFailedQuery, BulkTemplateParams } from '../../../src/contracts/audience';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { MultipartBody } from '../../../src/contracts/images';
import { BULK_ACCESS_FILE_FIELD, MAX_CODES_FILE_BYTES, type BulkAccessAction } from '../../../src/contracts/values';
import { currentAccount } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { HttpError } from '../lib/errors';
import { uploadError } from '../lib/multipart';
import { randomHex } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { processBulkAccess, readBulkFile } from '../services/bulkAccessFiles';
import { failedFileLink, listFailedFiles } from '../services/codeFiles';
import { afterAnswer } from '../services/uploads';

export const NO_BULK_FILE_MESSAGE = `Attach the CSV file as the "${BULK_ACCESS_FILE_FIELD}" file part.`;
export const BULK_FILE_TOO_LARGE_MESSAGE = 'The file may be at most 1 MiB.';

const BULK_LIMITS = { fileSize: MAX_CODES_FILE_BYTES, files: 1, fields: 3, parts: 4 };

/** Bulk access (catalogue 7.4, feature BulkAccessManagement): the template, the upload of a file, its refused rows. */
export const bulkAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  // Multipart is parsed here only: one CSV file part (and optionally merchant_id).
  await app.register(multipart, { limits: BULK_LIMITS });

  app.get('/items/access/bulk/template/:action', { schema: { params: BulkTemplateParams, querystring: SrkeyQuery } }, async (request) => ({
    download_url: `/api/files/templates/bulk-${request.params.action}-access.csv`,
  }));
  app.post('/items/access/bulk/:action', { schema: { params: BulkActionParams, body: MultipartBody } }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, NO_BULK_FILE_MESSAGE);
    const action = request.params.action.replace(/-access$/, '') as BulkAccessAction;
    let file: { name: string; text: string } | undefined;
    let merchantField: string | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== BULK_ACCESS_FILE_FIELD || file) throw new HttpError(400, NO_BULK_FILE_MESSAGE, { file: NO_BULK_FILE_MESSAGE });
          file = { name: part.filename, text: (await part.toBuffer()).toString('utf8') };
        } else if (part.fieldname === 'merchant_id' && typeof part.value === 'string') merchantField = part.value;
      }
    } catch (error) {
      throw uploadError(error, 'file', NO_BULK_FILE_MESSAGE, BULK_FILE_TOO_LARGE_MESSAGE);
    }
    if (!file) throw new HttpError(400, NO_BULK_FILE_MESSAGE, { file: NO_BULK_FILE_MESSAGE });
    const merchantId = commerceMerchant(request, merchantField);
    const rows = readBulkFile(action, file.text);
    const fileName = `${action}-access_${nowSeconds()}_${randomHex(3)}.csv`;
    const job = { merchantId, accountId: currentAccount(request).id, action, fileName, rows };
    // Rows are processed after the answer, as the platform does; the outcome comes on the realtime topic.
    afterAnswer(app, 'bulk access', (onError) => processBulkAccess(app.sandbox, job, onError));
    reply.code(202);
    return { file_name: fileName, status: 'processing', rows: rows.length };
  });
  app.get('/items/access/bulk/failed/:action', { schema: { params: BulkFailedParams, querystring: BulkFailedQuery } }, async (request) => {
    const files = listFailedFiles(db, commerceMerchant(request, request.query.merchant_id), `${request.params.action}-access`);
    return files.map((file) => ({ file_name: file.file_name, rows: file.rows, createdAt: file.created_at }));
  });
  app.get('/items/access/bulk/failed/:action/download/:file_name', { schema: { params: BulkFailedFileParams, querystring: BulkFailedQuery } }, async (request) => {
    const merchantId = commerceMerchant(request, request.query.merchant_id);
    return failedFileLink(db, merchantId, `${request.params.action}-access`, request.params.file_name, 'No failed file of that name.');
  });
};

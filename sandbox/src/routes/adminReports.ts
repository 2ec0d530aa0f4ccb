import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '../lib/typebox';
import {
  MailingListBody,
  MailingListQuery,
  MAX_TRANSACTIONS_FILE_BYTES,
  MissingTransactionsQuery,
  TransactionsDownloadParams,
  TransactionsImportBody,
  TransactionsTokenParams,
  TransactionsUploadQuery,
} from '../../../src/contracts/adminReports';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { MultipartBody } from '../../../src/contracts/images';
import { currentAccount } from '../lib/auth';
import { conflict, HttpError, notFound } from '../lib/errors';
import { staffScope } from '../lib/platformScope';
import { nowSeconds } from '../lib/time';
import { addMailingListRecord, findMailingListRecord, listMailingList, setBlacklisted } from '../models/mailingList';
import {
  createTransactionsUpload,
  importDownloadToken,
  importedFileCsv,
  listTransactionImports,
  receiveTransactionsFile,
  reconcileTransactions,
  TRANSACTIONS_TEMPLATE,
} from '../models/transactionImports';
import { recordStaffActivity } from '../services/staffActivity';

export const MAILING_LIST_TAKEN_MESSAGE = 'This e-mail is already on the mailing list.';
export const MAILING_LIST_UNKNOWN_MESSAGE = 'This e-mail is not on the mailing list.';
export const TRANSACTIONS_LINK_INVALID = 'This upload link is invalid or has expired.';
const TEMPLATE_FILE = 'missing-transactions-template.csv';

const status = (blacklisted: boolean) => (blacklisted ? 'blacklisted' : 'whitelisted');

/**
 * The platform's mailing list and missing transactions (issue 20; catalogue 7.9, 7.10, 7.4). Platform staff only
 * (routes/access.ts) but for the signed upload address and the file links, whose token is the credential. Every write
 * records an entry in the staff activity log in the same transaction.
 */
export const adminReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const staffId = (request: FastifyRequest): number => currentAccount(request).id;

  app.get('/v2/mailing-list', { schema: { querystring: MailingListQuery } }, async (request) => listMailingList(db, request.query));

  app.post('/v2/mailing-list', { schema: { body: MailingListBody } }, async (request, reply) => {
    const { email } = request.body;
    const blacklisted = request.body.blacklisted === 'true';
    const record = db.transaction(() => {
      if (findMailingListRecord(db, email)) throw conflict(MAILING_LIST_TAKEN_MESSAGE);
      const added = addMailingListRecord(db, email, blacklisted, nowSeconds());
      recordStaffActivity(db, { staffAccountId: staffId(request), merchantId: null, kind: 'mailing_list', summary: `Added ${added.email} to the mailing list, ${status(blacklisted)}`, after: { email: added.email, blacklisted } });
      return added;
    })();
    reply.code(201);
    return record;
  });

  app.put('/v2/mailing-list', { schema: { body: MailingListBody } }, async (request) => {
    const blacklisted = request.body.blacklisted === 'true';
    return db.transaction(() => {
      const record = findMailingListRecord(db, request.body.email);
      if (!record) throw notFound(MAILING_LIST_UNKNOWN_MESSAGE);
      const updated = setBlacklisted(db, record.id, blacklisted, nowSeconds());
      recordStaffActivity(db, {
        staffAccountId: staffId(request),
        merchantId: null,
        kind: 'mailing_list',
        summary: `${blacklisted ? 'Blacklisted' : 'Whitelisted'} ${record.email}`,
        before: { email: record.email, blacklisted: record.blacklisted },
        after: { email: record.email, blacklisted },
      });
      return updated;
    })();
  });

  app.get('/v2/accounting/transactions/import', { schema: { querystring: MissingTransactionsQuery } }, async (request) => {
    const { section, page, merchantID } = request.query;
    return listTransactionImports(db, section, page, staffScope(request, merchantID));
  });

  app.get('/v2/accounting/transactions/import/signed-url', { schema: { querystring: TransactionsUploadQuery } }, async (request) => {
    const merchantId = staffScope(request, request.query.merchantID);
    const { token, fileName } = createTransactionsUpload(db, { section: request.query.section, merchantId, accountId: staffId(request), now: nowSeconds() });
    return { url: `/api/uploads/transactions/${token}`, file_name: fileName, headers: { 'Content-Type': 'text/csv' } };
  });

  // The signed address takes the file as it is (CSV text), as a presigned storage URL would; its raw parser is scoped here.
  const signedUploads: FastifyPluginAsyncTypebox = async (uploads) => {
    uploads.addContentTypeParser(['text/csv', 'application/octet-stream', 'text/plain'], { parseAs: 'buffer', bodyLimit: MAX_TRANSACTIONS_FILE_BYTES }, (_request, body, done) => done(null, body));
    uploads.put('/uploads/transactions/:token', { schema: { params: TransactionsTokenParams, body: MultipartBody }, bodyLimit: MAX_TRANSACTIONS_FILE_BYTES }, async (request, reply) => {
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw new HttpError(400, 'Send the CSV file as the request body.');
      if (!receiveTransactionsFile(db, request.params.token, request.body, nowSeconds())) throw new HttpError(403, TRANSACTIONS_LINK_INVALID);
      return reply.code(200).send();
    });
  };
  await app.register(signedUploads);

  app.post('/v2/accounting/transactions/import', { schema: { body: TransactionsImportBody } }, async (request, reply) => {
    const file = db.transaction(() => {
      const result = reconcileTransactions(db, request.body.file_name);
      recordStaffActivity(db, {
        staffAccountId: staffId(request),
        merchantId: result.merchant_id,
        kind: 'missing_transactions',
        summary: `Imported ${result.file_name} to ${result.section} missing transactions: ${result.rows} rows, ${result.missing} missing`,
        after: { file_name: result.file_name, section: result.section, rows: result.rows, found: result.found, missing: result.missing },
      });
      return result;
    })();
    reply.code(201);
    return file;
  });

  // The catalogue's `{x}:download` is one path segment: the router takes it whole and the contract checks the suffix.
  app.get('/v2/accounting/transactions/import/:x', { schema: { params: TransactionsDownloadParams, querystring: SrkeyQuery } }, async (request) => {
    const x = request.params.x.replace(/:download$/, '');
    return { url: `/api/files/transactions/${x === 'template' ? TEMPLATE_FILE : importDownloadToken(db, Number(x))}` };
  });

  // The link's token is the credential, as a CDN's signed link is: no bearer.
  app.get('/files/transactions/:token', { schema: { params: TransactionsTokenParams, querystring: SrkeyQuery } }, async (request, reply) => {
    const { token } = request.params;
    const file = token === TEMPLATE_FILE ? { fileName: TEMPLATE_FILE, csv: TRANSACTIONS_TEMPLATE } : importedFileCsv(db, token);
    if (!file) throw notFound('This download link is invalid.');
    reply.type('text/csv; charset=utf-8').header('Content-Disposition', `attachment; filename="${file.fileName}"`);
    return file.csv;
  });
};

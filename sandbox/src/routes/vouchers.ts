import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { VOUCHERS_PAGE_SIZE } from '../../../src/contracts/values';
import {
  CreateVoucherBody,
  GiftVouchersQuery,
  UpdateVoucherBody,
  VoucherAccessFeesBody,
  VoucherEmailsQuery,
  VoucherItemParams,
  VoucherParams,
  VoucherRuleBody,
  VoucherRuleParams,
  VoucherRulesQuery,
  VoucherRuleTypeParams,
  VoucherEmailsUploadBody,
  VoucherFailedFileParams,
  VoucherFailedListQuery,
  VouchersQuery,
  VoucherTemplateParams,
} from '../../../src/contracts/vouchers';
import { currentAccount } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { randomHex } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { failedFileLink, listFailedFiles } from '../services/codeFiles';
import { EMAILS_TEMPLATE_NAME, processVoucherEmailsUpload } from '../services/voucherEmailFiles';
import { processAfterAnswer } from '../services/uploads';
import { UPLOAD_LINK_TTL_SECONDS } from './accessCodes';

export const EMAILS_UPLOAD_UNKNOWN_MESSAGE = 'No upload of that name for this voucher.';
import { positiveInteger } from '../lib/form';
import {
  addRule,
  clearItemAccessFees,
  createVoucher,
  deleteItemRule,
  deleteRule,
  deleteRulesOfType,
  deleteVoucher,
  listGiftVouchers,
  listRules,
  listVouchers,
  requireVoucher,
  setItemAccessFees,
  updateVoucher,
  voucherAccessTypes,
  voucherEmails,
} from '../models/vouchers';

const MAX_LIMIT = 100;
const limitOf = (limit: string | undefined) => Math.min(positiveInteger(limit, VOUCHERS_PAGE_SIZE), MAX_LIMIT);

/** Vouchers (catalogue 7.6): the list, one voucher, its rules, access types, e-mails and per-item access fees; gift vouchers. */
export const voucherRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  app.get('/v2/vouchers', { schema: { querystring: VouchersQuery } }, async (request) => {
    const { page, limit, search, type } = request.query;
    return listVouchers(db, commerceMerchant(request), { page: positiveInteger(page, 1), limit: limitOf(limit), search: search?.trim() || undefined, type });
  });
  app.get('/v2/vouchers/gifts', { schema: { querystring: GiftVouchersQuery } }, async (request) =>
    listGiftVouchers(db, commerceMerchant(request), positiveInteger(request.query.page, 1), limitOf(request.query.limit), request.query.search?.trim() || undefined),
  );
  app.post('/v2/vouchers', { schema: { body: CreateVoucherBody } }, async (request, reply) => {
    reply.code(201);
    return createVoucher(db, commerceMerchant(request), request.body);
  });
  app.get('/v2/vouchers/:id', { schema: { params: VoucherParams, querystring: SrkeyQuery } }, async (request) => requireVoucher(db, commerceMerchant(request), request.params.id));
  app.patch('/v2/vouchers/:id', { schema: { params: VoucherParams, body: UpdateVoucherBody } }, async (request) =>
    updateVoucher(db, commerceMerchant(request), request.params.id, request.body),
  );
  app.delete('/v2/vouchers/:id', { schema: { params: VoucherParams, body: NoBody } }, async (request, reply) => {
    deleteVoucher(db, commerceMerchant(request), request.params.id);
    return reply.code(204).send();
  });

  app.get('/v2/vouchers/:id/rules', { schema: { params: VoucherParams, querystring: VoucherRulesQuery } }, async (request) => {
    const page = Number(request.query.page ?? 0);
    return listRules(db, commerceMerchant(request), request.params.id, { ...request.query, page, limit: limitOf(request.query.limit) });
  });
  app.post('/v2/vouchers/:id/rules/:ruleType', { schema: { params: VoucherRuleTypeParams, body: VoucherRuleBody } }, async (request, reply) => {
    reply.code(201);
    return addRule(db, commerceMerchant(request), request.params.id, request.params.ruleType, request.body);
  });
  app.delete('/v2/vouchers/:id/rules/:ruleId', { schema: { params: VoucherRuleParams, body: NoBody } }, async (request, reply) => {
    deleteRule(db, commerceMerchant(request), request.params.id, request.params.ruleId);
    return reply.code(204).send();
  });
  app.delete('/v2/vouchers/:id/rules/type/:ruleType', { schema: { params: VoucherRuleTypeParams, body: NoBody } }, async (request) =>
    deleteRulesOfType(db, commerceMerchant(request), request.params.id, request.params.ruleType),
  );
  app.get('/v2/vouchers/:id/access-types', { schema: { params: VoucherParams, querystring: SrkeyQuery } }, async (request) =>
    voucherAccessTypes(db, commerceMerchant(request), request.params.id),
  );
  app.get('/v2/vouchers/:id/emails', { schema: { params: VoucherParams, querystring: VoucherEmailsQuery } }, async (request) =>
    voucherEmails(db, commerceMerchant(request), request.params.id, positiveInteger(request.query.page, 1), limitOf(request.query.limit)),
  );

  app.patch('/v2/vouchers/:id/items/:itemId/access-fees', { schema: { params: VoucherItemParams, body: VoucherAccessFeesBody } }, async (request) =>
    setItemAccessFees(db, commerceMerchant(request), request.params.id, request.params.itemId, request.body),
  );
  app.delete('/v2/vouchers/:id/items/:itemId/access-fees', { schema: { params: VoucherItemParams, body: NoBody } }, async (request, reply) => {
    clearItemAccessFees(db, commerceMerchant(request), request.params.id, request.params.itemId);
    return reply.code(204).send();
  });
  app.delete('/v2/vouchers/:id/items/:itemId', { schema: { params: VoucherItemParams, body: NoBody } }, async (request, reply) => {
    deleteItemRule(db, commerceMerchant(request), request.params.id, request.params.itemId);
    return reply.code(204).send();
  });

  // The e-mail rule import: the template, a signed upload address (the codes' upload route takes the file), the call
  // with the file's name, processed after the answer; the refused rows' files listed by action.
  app.get('/v2/vouchers/bulk/template/:template', { schema: { params: VoucherTemplateParams, querystring: SrkeyQuery } }, async () => ({
    download_url: `/api/files/templates/${EMAILS_TEMPLATE_NAME}`,
  }));
  app.get('/v2/vouchers/:id/emails/signed-url', { schema: { params: VoucherParams, querystring: SrkeyQuery } }, async (request) => {
    const merchantId = commerceMerchant(request);
    const { id } = requireVoucher(db, merchantId, request.params.id);
    const token = randomHex(24);
    const fileName = `voucher_emails_${id}_${nowSeconds()}_${token.slice(0, 6)}.csv`;
    db.prepare(
      "INSERT INTO code_uploads (token, merchant_id, account_id, item_id, action, voucher_id, file_name, expires_at, created_at) VALUES (?, ?, ?, 0, 'voucher-rules', ?, ?, ?, ?)",
    ).run(token, merchantId, currentAccount(request).id, id, fileName, nowSeconds() + UPLOAD_LINK_TTL_SECONDS, nowSeconds());
    return { url: `/api/uploads/codes/${token}`, file_name: fileName, headers: { 'Content-Type': 'text/csv' } };
  });
  app.post('/v2/vouchers/bulk/emails', { schema: { body: VoucherEmailsUploadBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    const voucherId = requireVoucher(db, merchantId, Number(request.body.voucher_id)).id;
    const upload = db
      .prepare("SELECT token, status FROM code_uploads WHERE merchant_id = ? AND voucher_id = ? AND file_name = ? AND action = 'voucher-rules'")
      .get(merchantId, voucherId, request.body.file_name) as { token: string; status: string } | undefined;
    reply.code(202);
    return processAfterAnswer(app, upload, EMAILS_UPLOAD_UNKNOWN_MESSAGE, 'voucher e-mails', processVoucherEmailsUpload, request.body.file_name);
  });
  app.get('/v2/vouchers/bulk/failed/list', { schema: { querystring: VoucherFailedListQuery } }, async (request) => {
    const files = listFailedFiles(db, commerceMerchant(request, request.query.merchant_id), 'voucher-rules');
    return files.map(({ file_name, voucher_id, rows, created_at }) => ({ file_name, voucher_id, rows, created_at }));
  });
  app.get('/v2/vouchers/bulk/failed/download/:file_name', { schema: { params: VoucherFailedFileParams, querystring: SrkeyQuery } }, async (request) => {
    return failedFileLink(db, commerceMerchant(request), 'voucher-rules', request.params.file_name, 'File not found.');
  });
};

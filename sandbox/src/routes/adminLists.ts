import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '../lib/typebox';
import {
  AdminAccessesQuery,
  AdminCustomerParams,
  AdminCustomersExportQuery,
  AdminCustomersQuery,
  AdminPaymentParams,
  AdminRefundBody,
  AdminSubscriptionDetailsQuery,
  AdminSubscriptionParams,
  AdminSubscriptionsQuery,
  AdminTransactionsExportQuery,
  AdminTransactionsQuery,
} from '../../../src/contracts/adminLists';
import type { AdminCustomerDetails, AdminPaymentDetails, AdminSubscriptionDetails, MerchantRef } from '../../../src/api/adminListTypes';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { prepared } from '../db/connection';
import { parseDateRange } from '../lib/analyticsDates';
import { currentAccount } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { notFound } from '../lib/errors';
import type { MerchantScope } from '../lib/merchantScope';
import { merchantOf, withMerchants, type StaffListTable } from '../models/adminLists';
import { customerDetails, listCustomers, ACCOUNT_MISSING_MESSAGE } from '../models/customers';
import { listAccesses } from '../models/customerAccess';
import { listTransactions } from '../models/payments';
import { listSubscriptions, paymentDetails, PAYMENT_NOT_FOUND_MESSAGE, refundPayment, subscriptionDetails, SUBSCRIPTION_NOT_FOUND_MESSAGE } from '../models/transactions';
import { createAnalyticsCache } from '../services/analyticsCache';
import { recordStaffActivity } from '../services/staffActivity';
import { readTransactionFilter } from './payments';
import { customersCsv, subscriptionFilter } from './audience';
import { paymentsCsv } from './paymentsExport';
import { refundData } from '../services/webhookEvents';

/** Every merchant (no `merchantID`), or the one named by id or uuid (an unknown one is refused like a foreign one). */
function staffScope(request: FastifyRequest, merchantID: string | undefined): MerchantScope {
  return merchantID === undefined || merchantID === '' ? null : commerceMerchant(request, merchantID);
}

/** The merchant a details route's row belongs to, or the 404 with the merchant route's own text. */
function requireMerchantOf(request: FastifyRequest, table: StaffListTable, key: string | number, missing: string): MerchantRef {
  const merchant = merchantOf(request.server.sandbox.db, table, key);
  if (!merchant) throw notFound(missing);
  return merchant;
}

/**
 * Platform staff's lists (issue 20): the customers, payments, subscriptions and accesses of every merchant or of one,
 * each row with its merchant; a payment by trx token and its refund, a subscription by id, a customer by id. Pages
 * are kept (every merchant's until any merchant's commerce data changes) like the merchant lists' pages.
 */
export const adminListRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const cache = createAnalyticsCache(db);
  app.sandbox.onReset(() => cache.clear());
  const json = (merchantId: MerchantScope, key: string, compute: () => unknown): string => cache.get(merchantId, key, () => JSON.stringify(compute()));

  app.get('/v2/admin/customers', { schema: { querystring: AdminCustomersQuery } }, async (request, reply) => {
    const { page, size, active, search, paying_customers, merchantID } = request.query;
    const merchantId = staffScope(request, merchantID);
    const query = { page, size, active: active !== 'false', search: search?.trim() || undefined, paying: paying_customers === 'true' };
    const answer = json(merchantId, `admin-customers|${JSON.stringify(query)}`, () => withMerchants(db, 'customers', listCustomers(db, merchantId, query), (row) => row.id));
    return reply.type('application/json; charset=utf-8').send(answer);
  });
  app.get('/v2/admin/customers/export', { schema: { querystring: AdminCustomersExportQuery } }, async (request, reply) => {
    const { active, search, paying_customers, merchantID } = request.query;
    return customersCsv(reply, db, staffScope(request, merchantID), { active: active !== 'false', search: search?.trim() || undefined, paying: paying_customers === 'true' });
  });
  app.get('/v2/admin/customers/:id', { schema: { params: AdminCustomerParams, querystring: SrkeyQuery } }, async (request): Promise<AdminCustomerDetails> => {
    const merchant = requireMerchantOf(request, 'customers', request.params.id, ACCOUNT_MISSING_MESSAGE);
    return { ...customerDetails(db, merchant.id, request.params.id), merchant };
  });

  app.get('/v2/admin/accounting/transactions', { schema: { querystring: AdminTransactionsQuery } }, async (request, reply) => {
    const { query } = request;
    const merchantId = staffScope(request, query.merchantID);
    const filter = readTransactionFilter(query);
    const key = `admin-transactions|${query.page}|${query.size}|${JSON.stringify(filter)}`;
    const answer = json(merchantId, key, () => withMerchants(db, 'payments', listTransactions(db, merchantId, { page: query.page, size: query.size, ...filter }), (row) => row.trxToken));
    return reply.type('application/json; charset=utf-8').send(answer);
  });
  app.get('/v2/admin/accounting/transactions/export', { schema: { querystring: AdminTransactionsExportQuery } }, async (request, reply) =>
    paymentsCsv(reply, db, staffScope(request, request.query.merchantID), readTransactionFilter(request.query)),
  );
  app.get('/v2/admin/accounting/transactions/:trxToken', { schema: { params: AdminPaymentParams, querystring: SrkeyQuery } }, async (request): Promise<AdminPaymentDetails> => {
    const merchant = requireMerchantOf(request, 'payments', request.params.trxToken, PAYMENT_NOT_FOUND_MESSAGE);
    return { ...paymentDetails(db, merchant.id, request.params.trxToken), merchant };
  });
  // A refund by staff is the merchant's refund (it shows in the merchant's own payment details) and is logged as staff's.
  app.post('/v2/admin/accounting/transactions/refund', { schema: { body: AdminRefundBody } }, async (request): Promise<AdminPaymentDetails> => {
    const merchantId = prepared(db, 'SELECT merchant_id FROM payments WHERE id = ?').pluck().get(Number(request.body.id)) as number | undefined;
    if (merchantId === undefined) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    const answer = db.transaction(() => {
      const before = paymentDetails(db, merchantId, request.body.id);
      const after = paymentDetails(db, merchantId, refundPayment(db, merchantId, request.body).trxToken);
      recordStaffActivity(db, {
        staffAccountId: currentAccount(request).id,
        merchantId,
        kind: 'refund',
        summary: `Refunded ${request.body.amount} ${after.currencyIso} of payment ${after.trxToken}`,
        before: { refundable_amount: before.refundable_amount, refunds: before.refunds.length },
        after: { refundable_amount: after.refundable_amount, refunds: after.refunds.length, reason: request.body.reason.trim() },
      });
      return { ...after, merchant: merchantOf(db, 'payments', after.trxToken) as MerchantRef };
    })();
    app.sandbox.webhooks.emit(merchantId, 'payment.refunded', refundData(answer, request.body));
    return answer;
  });

  app.get('/v2/admin/subscriptions', { schema: { querystring: AdminSubscriptionsQuery } }, async (request, reply) => {
    const { query } = request;
    const merchantId = staffScope(request, query.merchantID);
    const status = query.action_type ?? query.status ?? query.type;
    const list = {
      page: query.page,
      size: query.size,
      actionType: status === 'all' ? undefined : status,
      country: query.country,
      range: parseDateRange(query.start_date ?? query.startDate, query.end_date ?? query.endDate, undefined, { optional: true }),
      ...subscriptionFilter([...(query.filter ?? []), ...(query.search ?? [])]),
    };
    const answer = json(merchantId, `admin-subscriptions|${JSON.stringify(list)}`, () => withMerchants(db, 'subscriptions', listSubscriptions(db, merchantId, list), (row) => row.subscriptionId));
    return reply.type('application/json; charset=utf-8').send(answer);
  });
  app.get('/v2/admin/subscriptions/:subscriptionId', { schema: { params: AdminSubscriptionParams, querystring: AdminSubscriptionDetailsQuery } }, async (request): Promise<AdminSubscriptionDetails> => {
    const { subscriptionId } = request.params;
    const merchant = requireMerchantOf(request, 'subscriptions', subscriptionId, SUBSCRIPTION_NOT_FOUND_MESSAGE);
    return { ...subscriptionDetails(db, merchant.id, subscriptionId, request.query.page, request.query.size), merchant };
  });

  // Not kept: whether an access is active depends on the time as well as the data.
  app.get('/v2/admin/accesses', { schema: { querystring: AdminAccessesQuery } }, async (request) => {
    const { page, size, status, type, search, merchantID } = request.query;
    const merchantId = staffScope(request, merchantID);
    const query = { page, size, status: status ?? 'active', type: type === 'all' ? undefined : type, email: search?.trim() || undefined };
    return withMerchants(db, 'accesses', listAccesses(db, merchantId, query), (row) => row.itemAccessId);
  });
};

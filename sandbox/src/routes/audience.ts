import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GlobalSearchResults } from '../../../src/api/audienceTypes';
import {
  AccessesQuery,
  CancelSubscriptionParams,
  CustomerActivityQuery,
  CustomerMetadataBody,
  CustomerParams,
  CustomersExportQuery,
  CustomersQuery,
  EntitlementParams,
  AssetCountriesQuery,
  InteractionsFilterQuery,
  InteractionsQuery,
  MethodCountriesQuery,
  SubscriptionStatusParams,
  SubscriptionStatusQuery,
  SubscriptionCountriesQuery,
  SubscriptionsGroupedQuery,
  type InteractionsFilterQuery as InteractionsFilter,
  EraseCustomerBody,
  ExtendAccessBody,
  GlobalSearchQuery,
  GrantAccessBody,
  PaymentParams,
  RefundBody,
  ResetCustomerPasswordBody,
  RevokeAccessBody,
  RevokeAccessParams,
  SubscriptionDetailsQuery,
  SubscriptionParams,
  SubscriptionsQuery,
} from '../../../src/contracts/audience';
import { customerMail } from '../models/mailTemplates';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { GLOBAL_SEARCH_LIMIT } from '../../../src/contracts/values';
import { isDisabled } from '../../../src/permissions/model';
import { prepared, type Db } from '../db/connection';
import type { MerchantScope } from '../lib/merchantScope';
import { permissionsOf } from '../lib/access';
import { parseDateRange, requireDateRange } from '../lib/analyticsDates';
import { currentAccount } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { fieldError } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import { randomHex } from '../lib/random';
import { containsPattern } from '../lib/sqlLike';
import { toMajor } from '../models/commerce';
import { explainEntitlement, extendAccess, grantAccess, listAccesses, parseExpiry, revokeAccess } from '../models/customerAccess';
import { CUSTOMER_COLUMNS } from '../../../src/constants/messages/audience';
import { utcTableDate } from '../../../src/constants/payments';
import { sendCsvExport } from '../services/csvExport';
import {
  assetPaymentsPerCountry,
  customerInteractions,
  customerProbability,
  paymentMethodsPerCountry,
  segmentationBands,
  segmentRows,
  subscriptionCountries,
  subscriptionsByStatus,
  subscriptionsGrouped,
  type InteractionFilter,
} from '../models/audienceAnalytics';
import { customerActivity, customerDetails, customerExport, eraseCustomer, exportCustomers, listCustomers, type CustomerFilter, requireCustomer, setCustomerActive, updateCustomerMetadata } from '../models/customers';
import { cancelSubscription, listSubscriptions, paymentDetails, refundPayment, subscriptionDetails } from '../models/transactions';
import { createAnalyticsCache } from '../services/analyticsCache';
import { accessData, refundData, revokedAccessData, subscriptionData } from '../services/webhookEvents';



export const WRONG_PASSWORD_MESSAGE = 'The password is not correct.';
export const CANCELED_MESSAGE = 'Subscription successfully canceled.';
export const EXPORT_SENT_MESSAGE = 'The account data is being exported and will be e-mailed to the customer.';
export const RESET_SENT_MESSAGE = 'A password reset e-mail has been sent to the customer.';


/** A customer's id from a body's `consumer_id` text. */
const idOf = (text: string, field: string): number => {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1) throw fieldError(field, `${field} must be a positive number.`);
  return id;
};

/** `ConsumerId:{id}` / `consumer_id:{id}` and other `field:value` terms of a subscriptions filter. */
export function subscriptionFilter(terms: readonly string[]): { customerId?: number; email?: string; itemTitle?: string } {
  const filter: { customerId?: number; email?: string; itemTitle?: string } = {};
  for (const term of terms) {
    const at = term.indexOf(':');
    const field = term.slice(0, at).trim().toLowerCase();
    const value = term.slice(at + 1).trim();
    if (at < 1 || value === '') throw fieldError('filter', 'A filter is field:value, e.g. ConsumerId:42.');
    if (field === 'consumerid' || field === 'consumer_id' || field === 'customer_id') filter.customerId = idOf(value, 'filter');
    else if (field === 'consumeremail' || field === 'email' || field === 'consumer_email') filter.email = value;
    else if (field === 'itemtitle' || field === 'title') filter.itemTitle = value;
    else throw fieldError('filter', 'Filter by ConsumerId, consumerEmail or itemTitle.');
  }
  return filter;
}

/** The customers a filter selects (of one merchant, or every merchant for staff) as the list's CSV. */
export function customersCsv(reply: FastifyReply, db: Db, merchantId: MerchantScope, filter: CustomerFilter) {
  const { total, rows } = exportCustomers(db, merchantId, filter);
  const header = [CUSTOMER_COLUMNS.email, CUSTOMER_COLUMNS.name, CUSTOMER_COLUMNS.country, CUSTOMER_COLUMNS.payments, CUSTOMER_COLUMNS.registered, CUSTOMER_COLUMNS.lastLogin];
  return sendCsvExport(reply, 'customers', header, total, rows, (row) => [row.email, row.full_name, row.country, String(row.number_of_payments), utcTableDate(row.created_at), row.last_login ? utcTableDate(row.last_login) : '']);
}

/** What the caller's role opens of the global search (a disabled section contributes nothing). */
function globalSearch(request: FastifyRequest, q: string): GlobalSearchResults {
  const { db } = request.server.sandbox;
  const merchantId = commerceMerchant(request);
  const ctx = permissionsOf(request);
  const results: GlobalSearchResults = { customers: [], payments: [], subscriptions: [] };
  const pattern = containsPattern(q);
  if (!isDisabled(ctx, 'audience')) {
    results.customers = prepared(
      db,
      "SELECT id, email, full_name FROM customers WHERE merchant_id = ? AND erased_at IS NULL AND (email LIKE ? ESCAPE '\\' OR full_name LIKE ? ESCAPE '\\') ORDER BY created_at DESC LIMIT ?",
    ).all(merchantId, pattern, pattern, GLOBAL_SEARCH_LIMIT) as GlobalSearchResults['customers'];
  }
  if (!isDisabled(ctx, 'transactions')) {
    // Each lookup an index answers: the trx token itself, the gateway's token, or (from 6 characters) a trx token prefix.
    const prefix = q.length >= 6 ? [q, `${q}\uffff`] : [q, q];
    const payments = prepared(
      db,
      `SELECT p.trx_token, i.title, p.amount, p.currency, p.action_type, c.email FROM payments p JOIN items i ON i.id = p.item_id JOIN customers c ON c.id = p.customer_id
       WHERE p.merchant_id = ? AND p.id IN (
         SELECT id FROM payments WHERE trx_token = ? UNION SELECT id FROM payments WHERE transaction_token = ? UNION SELECT id FROM payments WHERE trx_token >= ? AND trx_token < ?)
       ORDER BY p.created_at DESC LIMIT ?`,
    ).all(merchantId, q, q, ...prefix, GLOBAL_SEARCH_LIMIT) as { trx_token: string; title: string; amount: number; currency: string; action_type: string; email: string }[];
    results.payments = payments.map((p) => ({ trxToken: p.trx_token, itemTitle: p.title, amount: toMajor(p.amount), currency: p.currency, actionType: p.action_type, consumerEmail: p.email }));
    // A subscription by its id, or the subscriptions of the customers found above.
    const customerIds = JSON.stringify(results.customers.map((customer) => customer.id));
    const subscriptions = prepared(
      db,
      `SELECT s.subscription_id, i.title, s.action_type, c.email FROM subscriptions s JOIN items i ON i.id = s.item_id JOIN customers c ON c.id = s.customer_id
       WHERE s.merchant_id = ? AND (s.subscription_id LIKE ? ESCAPE '\\' OR s.customer_id IN (SELECT value FROM json_each(?)))
       ORDER BY s.created_at DESC LIMIT ?`,
    ).all(merchantId, pattern, customerIds, GLOBAL_SEARCH_LIMIT) as { subscription_id: string; title: string; action_type: string; email: string }[];
    results.subscriptions = subscriptions.map((s) => ({ subscriptionId: s.subscription_id, itemTitle: s.title, actionType: s.action_type, consumerEmail: s.email }));
  }
  return results;
}

/** A segmentation filter's text fields as numbers (probability 0 to 1). */
function interactionFilter(query: InteractionsFilter): InteractionFilter {
  const number = (text: string | undefined) => (text === undefined || text === '' ? undefined : Number(text));
  const probability = (field: 'probability_from' | 'probability_to') => {
    const value = number(query[field]);
    if (value !== undefined && value > 1) throw fieldError(field, `${field} is a probability from 0 to 1.`);
    return value;
  };
  return {
    monetaryFrom: number(query.monetary_from),
    monetaryTo: number(query.monetary_to),
    probabilityFrom: probability('probability_from'),
    probabilityTo: probability('probability_to'),
    email: query.email?.trim() || undefined,
  };
}

/** Customers and their accesses, payment details and refunds, subscriptions and the global search. */
export const audienceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, outbox } = app.sandbox;
  // Segmentation and the transactions figures aggregate a merchant's payments: kept until its commerce data changes.
  const cache = createAnalyticsCache(db);
  app.sandbox.onReset(() => cache.clear());

  app.get('/v2/customers', { schema: { querystring: CustomersQuery } }, async (request, reply) => {
    const { page, size, active, search, paying_customers } = request.query;
    const merchantId = commerceMerchant(request);
    const query = { page, size, active: active !== 'false', search: search?.trim() || undefined, paying: paying_customers === 'true' };
    // A search scans the customers (a LIKE on part of the e-mail or name): pages are kept until the merchant's data changes.
    const json = cache.get(merchantId, `customers|${JSON.stringify(query)}`, () => JSON.stringify(listCustomers(db, merchantId, query)));
    return reply.type('application/json; charset=utf-8').send(json);
  });
  app.get('/v2/customers/export', { schema: { querystring: CustomersExportQuery } }, async (request, reply) => {
    const { active, search, paying_customers } = request.query;
    return customersCsv(reply, db, commerceMerchant(request), { active: active !== 'false', search: search?.trim() || undefined, paying: paying_customers === 'true' });
  });
  app.get('/v2/customers/interactions', { schema: { querystring: InteractionsQuery } }, async (request) =>
    customerInteractions(db, commerceMerchant(request), interactionFilter(request.query), request.query.page, request.query.size, cache),
  );
  app.get('/v2/customers/interactions/bands', { schema: { querystring: InteractionsFilterQuery } }, async (request) => segmentationBands(db, commerceMerchant(request), interactionFilter(request.query), cache));
  app.get('/v2/customers/interactions/export', { schema: { querystring: InteractionsFilterQuery } }, async (request, reply) => {
    const rows = segmentRows(db, commerceMerchant(request), interactionFilter(request.query), cache);
    const header = ['customer_email', 'number_of_interactions', 'expected_number_of_interactions', 'monetary_sum', 'probability_of_interaction', 'last_interaction'];
    return sendCsvExport(reply, 'segment', header, rows.length, rows, (row) => [
      row.customer_email,
      String(row.number_of_interactions),
      String(row.expected_number_of_interactions),
      row.monetary_sum.toFixed(2),
      String(row.probability_of_interaction),
      utcTableDate(row.last_interaction),
    ]);
  });
  app.get('/v2/customers/:id/probability', { schema: { params: CustomerParams, querystring: SrkeyQuery } }, async (request) => customerProbability(db, commerceMerchant(request), request.params.id, cache));

  app.get('/v2/reporting/subscriptions/status/:groupBy', { schema: { params: SubscriptionStatusParams, querystring: SubscriptionStatusQuery } }, async (request) => {
    const range = requireDateRange(request.query.start_date, request.query.end_date);
    const status = request.query.status === 'all' ? undefined : request.query.status;
    return subscriptionsByStatus(db, commerceMerchant(request), range, request.params.groupBy, status);
  });
  app.get('/v2/reporting/subscriptions', { schema: { querystring: SubscriptionsGroupedQuery } }, async (request) => {
    const { query } = request;
    const range = requireDateRange(query.start_date, query.end_date);
    const actionType = query.action_type === 'all' ? undefined : query.action_type;
    return subscriptionsGrouped(db, commerceMerchant(request), range, query.grouped_by ?? 'month', { actionType, country: query.country ?? query.country_code });
  });
  app.get('/v2/reporting/subscriptions/countries', { schema: { querystring: SubscriptionCountriesQuery } }, async (request) =>
    subscriptionCountries(db, commerceMerchant(request), requireDateRange(request.query.start_date, request.query.end_date)),
  );
  app.get('/v2/reporting/payments/asset-countries', { schema: { querystring: AssetCountriesQuery } }, async (request) => {
    const range = requireDateRange(request.query.startDate, request.query.endDate, { start: 'startDate', end: 'endDate' });
    const merchantId = commerceMerchant(request);
    const itemId = idOf(request.query.itemId, 'itemId');
    return cache.get(merchantId, `asset-countries|${itemId}|${range.startDate}|${range.endDate}`, () => assetPaymentsPerCountry(db, merchantId, itemId, range));
  });
  app.get('/v2/reporting/payments/method-countries', { schema: { querystring: MethodCountriesQuery } }, async (request) => {
    const range = requireDateRange(request.query.startDate, request.query.endDate, { start: 'startDate', end: 'endDate' });
    const merchantId = commerceMerchant(request);
    return cache.get(merchantId, `method-countries|${range.startDate}|${range.endDate}`, () => paymentMethodsPerCountry(db, merchantId, range));
  });

  app.get('/v2/customers/:id', { schema: { params: CustomerParams, querystring: SrkeyQuery } }, async (request) => customerDetails(db, commerceMerchant(request), request.params.id));
  app.get('/v2/customers/:id/activity', { schema: { params: CustomerParams, querystring: CustomerActivityQuery } }, async (request) =>
    customerActivity(db, commerceMerchant(request, request.query.merchant_id), request.params.id),
  );
  app.put('/v2/customers/:id/metadata', { schema: { params: CustomerParams, body: CustomerMetadataBody } }, async (request) =>
    updateCustomerMetadata(db, commerceMerchant(request), request.params.id, request.body),
  );
  app.put('/v2/customers/:id/reset-password', { schema: { params: CustomerParams, body: ResetCustomerPasswordBody } }, async (request) => {
    const merchantId = commerceMerchant(request);
    const customer = requireCustomer(db, merchantId, request.params.id);
    const brandingId = request.body?.branding_id;
    // The branding the mail's link opens with shows in the sandbox's subject.
    const mail = customerMail(db, merchantId, 'customer-password-reset', 'Reset your password');
    outbox.send({ to: customer.email, ...mail, subject: brandingId ? `${mail.subject} (branding ${brandingId})` : mail.subject, kind: 'customer-reset', token: randomHex(16) });
    return { message: RESET_SENT_MESSAGE };
  });
  app.delete('/v2/customers/:id/active', { schema: { params: CustomerParams, body: NoBody } }, async (request) => setCustomerActive(db, commerceMerchant(request), request.params.id, false));
  app.put('/v2/customers/:id/active', { schema: { params: CustomerParams, body: NoBody } }, async (request) => setCustomerActive(db, commerceMerchant(request), request.params.id, true));
  app.post('/v2/customers/:id/export', { schema: { params: CustomerParams, body: NoBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    const data = customerExport(db, merchantId, request.params.id);
    outbox.send({ to: String(data.email), ...customerMail(db, merchantId, 'customer-data-export', 'Your account data'), kind: 'data-export' });
    reply.code(202);
    return { message: EXPORT_SENT_MESSAGE };
  });
  app.delete('/v2/customers/:id', { schema: { params: CustomerParams, body: EraseCustomerBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    requireCustomer(db, merchantId, request.params.id);
    if (request.body.customer_id !== undefined && Number(request.body.customer_id) !== request.params.id) throw fieldError('customer_id', 'customer_id must be the customer being erased.');
    if (!(await verifyPassword(request.body.password, currentAccount(request).password_hash))) throw fieldError('password', WRONG_PASSWORD_MESSAGE);
    eraseCustomer(db, merchantId, request.params.id);
    return reply.code(204).send();
  });
  app.get('/v2/customers/:id/entitlements/:itemId', { schema: { params: EntitlementParams, querystring: SrkeyQuery } }, async (request) =>
    explainEntitlement(db, commerceMerchant(request), request.params.id, request.params.itemId),
  );

  app.get('/items/access', { schema: { querystring: AccessesQuery } }, async (request) => {
    const { customerID, status, type, page, size } = request.query;
    return listAccesses(db, commerceMerchant(request), { customerId: idOf(customerID, 'customerID'), status: status ?? 'active', type: type === 'all' ? undefined : type, page, size });
  });
  app.post('/items/access', { schema: { body: GrantAccessBody } }, async (request, reply) => {
    const { consumer_id, item_id, expires_at } = request.body;
    const merchantId = commerceMerchant(request);
    const access = grantAccess(db, merchantId, { customerId: idOf(consumer_id, 'consumer_id'), itemId: idOf(item_id, 'item_id'), expiresAt: expires_at ? parseExpiry(expires_at) : undefined });
    app.sandbox.webhooks.emit(merchantId, 'asset.access.granted', accessData(access));
    reply.code(201);
    return access;
  });
  app.put('/items/access', { schema: { body: ExtendAccessBody } }, async (request) => {
    const { consumer_id, item_id, expires_at } = request.body;
    const merchantId = commerceMerchant(request);
    const access = extendAccess(db, merchantId, { customerId: idOf(consumer_id, 'consumer_id'), itemId: idOf(item_id, 'item_id'), expiresAt: parseExpiry(expires_at) });
    app.sandbox.webhooks.emit(merchantId, 'asset.access.extended', accessData(access));
    return access;
  });
  app.delete('/items/access/:id', { schema: { params: RevokeAccessParams, body: RevokeAccessBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    revokeAccess(db, merchantId, request.params.id, idOf(request.body.consumer_id, 'consumer_id'));
    app.sandbox.webhooks.emit(merchantId, 'asset.access.revoked', revokedAccessData(app.sandbox, request.params.id));
    return reply.code(204).send();
  });

  app.get('/v2/accounting/transactions/:id', { schema: { params: PaymentParams, querystring: SrkeyQuery } }, async (request) => paymentDetails(db, commerceMerchant(request), request.params.id));
  app.post('/v2/accounting/transactions/refund', { schema: { body: RefundBody } }, async (request) => {
    const merchantId = commerceMerchant(request);
    const payment = refundPayment(db, merchantId, request.body);
    app.sandbox.webhooks.emit(merchantId, 'payment.refunded', refundData(payment, request.body));
    return payment;
  });

  app.get('/v2/subscriptions', { schema: { querystring: SubscriptionsQuery } }, async (request, reply) => {
    const { query } = request;
    const status = query.action_type ?? query.status ?? query.type;
    const terms = [...(query.filter ?? []), ...(query.search ?? [])];
    const merchantId = commerceMerchant(request);
    const options = {
      page: query.page,
      size: query.size,
      actionType: status === 'all' ? undefined : status,
      country: query.country,
      range: parseDateRange(query.start_date ?? query.startDate, query.end_date ?? query.endDate, undefined, { optional: true }),
      ...subscriptionFilter(terms),
    };
    // Counting a big merchant's subscriptions takes milliseconds: pages are kept until the merchant's data changes (the
    // commerce triggers watch every subscription column a page shows, and the customers' and items' names).
    const json = cache.get(merchantId, `subscriptions|${JSON.stringify(options)}`, () => JSON.stringify(listSubscriptions(db, merchantId, options)));
    return reply.type('application/json; charset=utf-8').send(json);
  });
  app.get('/v2/subscriptions/:id', { schema: { params: SubscriptionParams, querystring: SubscriptionDetailsQuery } }, async (request) =>
    subscriptionDetails(db, commerceMerchant(request), request.params.id, request.query.page, request.query.size),
  );
  app.get('/v2/subscriptions/cancel/:token', { schema: { params: CancelSubscriptionParams, querystring: SrkeyQuery } }, async (request) => {
    const merchantId = commerceMerchant(request);
    const subscription = cancelSubscription(db, merchantId, request.params.token);
    app.sandbox.webhooks.emit(merchantId, 'subscription.canceled', subscriptionData(subscription));
    return { message: CANCELED_MESSAGE, subscription };
  });

  app.get('/v2/search', { schema: { querystring: GlobalSearchQuery } }, async (request, reply) => {
    const ctx = permissionsOf(request);
    const q = request.query.q.trim();
    // Kept per merchant, the sections the caller's role opens and the words, until the merchant's data changes.
    const key = `search|${isDisabled(ctx, 'audience') ? 0 : 1}${isDisabled(ctx, 'transactions') ? 0 : 1}|${q}`;
    return reply.type('application/json; charset=utf-8').send(cache.get(commerceMerchant(request), key, () => JSON.stringify(globalSearch(request, q))));
  });
};


import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TransactionsQuery, type TransactionsFilterQuery } from '../../../src/contracts/payments';
import { parseDateRange } from '../lib/analyticsDates';
import { commerceMerchant } from '../lib/commerceScope';
import { listTransactions, parseSearchTerms, type TransactionFilter } from '../models/payments';
import { createAnalyticsCache } from '../services/analyticsCache';

/** The filter part of the list's query, shared by the list and its export. */
export function readTransactionFilter(query: TransactionsFilterQuery): TransactionFilter {
  return {
    type: query.type === 'all' ? undefined : query.type,
    search: parseSearchTerms([...(query.search ?? []), ...(query.filter ?? [])]),
    range: parseDateRange(query.start_date ?? query.startDate, query.end_date ?? query.endDate, undefined, { optional: true }),
  };
}

/** `GET v2/accounting/transactions`: the payments table of the caller's merchant. */
export const paymentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const cache = createAnalyticsCache(db);
  app.sandbox.onReset(() => cache.clear());

  app.get(
    '/v2/accounting/transactions',
    // The page is served as cached JSON text (typed by listTransactions, shared with the console's Payment type).
    { schema: { querystring: TransactionsQuery } },
    async (request, reply) => {
      const { query } = request;
      const filter = readTransactionFilter(query);
      const { range } = filter;
      const merchantId = commerceMerchant(request);
      const options = { page: query.page, size: query.size, ...filter };
      // Pages are re-read constantly (the table's first page, a saved view): kept until a payment of the merchant changes.
      const search = JSON.stringify(filter.search);
      const key = `transactions|${query.page}|${query.size}|${options.type ?? ''}|${range?.startDate ?? ''}|${range?.endDate ?? ''}|${search}`;
      const json = cache.get(merchantId, key, () => JSON.stringify(listTransactions(db, merchantId, options)));
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { parseDateRange } from '../lib/analyticsDates';

import { commerceMerchant } from '../lib/commerceScope';
import { PAYMENT_TYPES, type PaymentType } from '../models/commerce';
import { listTransactions, parseSearchTerms, type TransactionFilter } from '../models/payments';
import { createAnalyticsCache } from '../services/analyticsCache';

/** `GET v2/accounting/transactions`: the payments table of the caller's merchant. */
export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;
const MAX_SEARCH_TERMS = 5;

const searchTerms = { type: 'array', items: { type: 'string', maxLength: 300 }, maxItems: MAX_SEARCH_TERMS } as const;

const transactionsQuery = {
  type: 'object',
  properties: {
    srkey: { type: 'string', maxLength: 128 },
    page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    type: { type: 'string', enum: ['all', ...PAYMENT_TYPES] },
    'search[]': searchTerms,
    search: searchTerms,
    filter: searchTerms,
    start_date: { type: 'string', maxLength: 32 },
    end_date: { type: 'string', maxLength: 32 },
    order: { type: 'string', enum: ['createdAt'] },
  },
  additionalProperties: false,
} as const;

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;

/** The response shape, also compiled into a serializer: a page of payments is the hottest list of the console. */
const transactionsResponse = {
  type: 'object',
  properties: {
    collection: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          paymentHistoryId: num,
          trxToken: str,
          transactionToken: str,
          actionType: str,
          chargedAmount: num,
          currencyIso: str,
          consumerEmail: str,
          consumerId: num,
          country: str,
          timestamp: num,
          paymentMethodName: str,
          itemTitle: str,
          itemId: num,
          itemType: str,
        },
      },
    },
    total: num,
  },
} as const;

export interface TransactionsFilterQuery {
  type?: PaymentType | 'all';
  'search[]'?: string[];
  search?: string[];
  filter?: string[];
  start_date?: string;
  end_date?: string;
}

interface TransactionsQuery extends TransactionsFilterQuery {
  page: number;
  size: number;
}

/** The filter part of the list's query, shared by the list and its export. */
export const transactionsFilterQuery = {
  ...transactionsQuery,
  properties: Object.fromEntries(Object.entries(transactionsQuery.properties).filter(([name]) => name !== 'page' && name !== 'size')),
} as const;

export function readTransactionFilter(query: TransactionsFilterQuery): TransactionFilter {
  return {
    type: query.type === 'all' ? undefined : query.type,
    search: parseSearchTerms([...(query['search[]'] ?? []), ...(query.search ?? []), ...(query.filter ?? [])]),
    range: parseDateRange(query.start_date, query.end_date, undefined, { optional: true }),
  };
}

export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.sandbox;
  const cache = createAnalyticsCache(db);
  app.sandbox.onReset(() => cache.clear());

  app.get<{ Querystring: TransactionsQuery }>(
    '/v2/accounting/transactions',
    { schema: { querystring: transactionsQuery, response: { 200: transactionsResponse } } },
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

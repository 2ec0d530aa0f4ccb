import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import {
  AccountingAnalyticsQuery,
  HistogramsQuery,
  RangeQuery as PlainRangeQuery,
  SubscriptionAnalyticsQuery,
} from '../../../src/contracts/analytics';
import { requireDateRange, type DateRange } from '../lib/analyticsDates';

import { commerceMerchant } from '../lib/commerceScope';
import {
  accountingAnalytics,
  countries,
  histograms,
  registrations,
  reportInformation,
  revenuePerCurrency,
  subscriptionAnalytics,
  uniquePayingCustomers,
} from '../models/analytics';
import { createAnalyticsCache } from '../services/analyticsCache';

/** The dashboard's analytics (ISSUE4-CONTRACT "Analytics"): figures of the caller's merchant for a date range. */
type RangeQuery = HistogramsQuery & SubscriptionAnalyticsQuery & AccountingAnalyticsQuery;

type AnalyticsRequest = FastifyRequest<{ Querystring: RangeQuery }>;

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.sandbox;
  const cache = createAnalyticsCache(db);
  app.sandbox.onReset(() => cache.clear());

  /** Registers a cached GET: the figures are computed once per merchant, range and options until the data changes. */
  function figure<T>(
    path: string,
    compute: (merchantId: number, range: DateRange, query: RangeQuery) => T,
    options: { query?: TObject; variant?: (query: RangeQuery) => string; merchant?: (request: AnalyticsRequest) => number } = {},
  ): void {
    app.get<{ Querystring: RangeQuery }>(`/v2/reporting/${path}`, { schema: { querystring: options.query ?? PlainRangeQuery } }, async (request, reply) => {
      const { query } = request;
      const range = requireDateRange(query.start_date, query.end_date);
      const merchantId = options.merchant ? options.merchant(request) : commerceMerchant(request);
      const key = `${path}|${range.startDate}|${range.endDate}|${options.variant?.(query) ?? ''}`;
      // Kept serialized: a year of daily histograms is tens of kilobytes to stringify on every hit.
      const json = cache.get(merchantId, key, () => JSON.stringify(compute(merchantId, range, query)));
      return reply.type('application/json; charset=utf-8').send(json);
    });
  }

  figure('report-information', (merchantId, range) => reportInformation(db, merchantId, range));
  figure('revenue-per-currency', (merchantId, range) => revenuePerCurrency(db, merchantId, range));
  figure('histograms', (merchantId, range, query) => histograms(db, merchantId, range, query.interval ?? 'day'), {
    query: HistogramsQuery,
    variant: (query) => query.interval ?? 'day',
  });
  figure('countries', (merchantId, range) => countries(db, merchantId, range));
  figure('subscriptions/analytics', (merchantId, range) => subscriptionAnalytics(db, merchantId, range), {
    query: SubscriptionAnalyticsQuery,
    merchant: (request) => commerceMerchant(request, request.query.merchant_id),
  });
  figure('accounting/analytics', (merchantId, range, query) => accountingAnalytics(db, merchantId, range, query.currency), {
    query: AccountingAnalyticsQuery,
    variant: (query) => query.currency ?? '',
  });
  figure('unique-customers', (merchantId, range) => ({ total: uniquePayingCustomers(db, merchantId, range) }));
  figure('registrations', (merchantId, range) => registrations(db, merchantId, range));
};

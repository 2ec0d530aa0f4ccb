import type { FastifyPluginAsync } from 'fastify';
import type { TObject } from 'typebox';
import {
  AccountingAnalyticsQuery,
  HistogramsQuery,
  RangeQuery as PlainRangeQuery,
  SubscriptionAnalyticsQuery,
} from '../../../src/contracts/analytics';
import { requireDateRange, type DateRange } from '../lib/analyticsDates';
import { staffScope } from '../lib/platformScope';
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
import {
  combineAccountingAnalytics,
  combineCountries,
  combineHistograms,
  combineRegistrations,
  combineReportInformation,
  combineRevenuePerCurrency,
  combineSubscriptionAnalytics,
  combineTotals,
  inScope,
  type Combine,
} from '../models/platformAnalytics';
import { createAnalyticsCache } from '../services/analyticsCache';

/**
 * The dashboard's analytics (ISSUE4-CONTRACT "Analytics"): figures of the caller's merchant for a date range. Platform
 * staff get every merchant's figures combined, or one merchant's with `merchant_id`.
 */
type RangeQuery = HistogramsQuery & SubscriptionAnalyticsQuery & AccountingAnalyticsQuery;

export const analyticsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.sandbox;
  const cache = createAnalyticsCache(db);
  app.sandbox.onReset(() => cache.clear());

  /** Registers a cached GET: the figures are computed once per merchant (or platform), range and options until the data changes. */
  function figure<T>(
    path: string,
    compute: (merchantId: number, range: DateRange, query: RangeQuery) => T,
    combine: Combine<T>,
    options: { query?: TObject; variant?: (query: RangeQuery) => string } = {},
  ): void {
    app.get<{ Querystring: RangeQuery }>(`/v2/reporting/${path}`, { schema: { querystring: options.query ?? PlainRangeQuery } }, async (request, reply) => {
      const { query } = request;
      const range = requireDateRange(query.start_date, query.end_date);
      const scope = staffScope(request, query.merchant_id);
      const key = `${path}|${range.startDate}|${range.endDate}|${options.variant?.(query) ?? ''}`;
      // Kept serialized: a year of daily histograms is tens of kilobytes to stringify on every hit.
      const json = cache.get(scope, key, () => JSON.stringify(inScope(db, scope, (merchantId) => compute(merchantId, range, query), combine)));
      return reply.type('application/json; charset=utf-8').send(json);
    });
  }

  figure('report-information', (merchantId, range) => reportInformation(db, merchantId, range), combineReportInformation);
  figure('revenue-per-currency', (merchantId, range) => revenuePerCurrency(db, merchantId, range), combineRevenuePerCurrency);
  figure('histograms', (merchantId, range, query) => histograms(db, merchantId, range, query.interval ?? 'day'), combineHistograms, {
    query: HistogramsQuery,
    variant: (query) => query.interval ?? 'day',
  });
  figure('countries', (merchantId, range) => countries(db, merchantId, range), combineCountries);
  figure('subscriptions/analytics', (merchantId, range) => subscriptionAnalytics(db, merchantId, range), combineSubscriptionAnalytics, {
    query: SubscriptionAnalyticsQuery,
  });
  figure('accounting/analytics', (merchantId, range, query) => accountingAnalytics(db, merchantId, range, query.currency), combineAccountingAnalytics, {
    query: AccountingAnalyticsQuery,
    variant: (query) => query.currency ?? '',
  });
  figure('unique-customers', (merchantId, range) => ({ total: uniquePayingCustomers(db, merchantId, range) }), combineTotals);
  figure('registrations', (merchantId, range) => registrations(db, merchantId, range), combineRegistrations);
};

// Analytics of the merchant's commerce data (ISSUE4-CONTRACT "Analytics"); every function has the endpoint-row shape.
import { api, type CallContext } from './client';
import { expectAnswer, hasFields } from './errors';

import type {
  DateRangeQuery,
  HistogramQuery,
  ReportInformation,
  CurrencyAmount,
  Histograms,
  CountriesAnswer,
  SubscriptionAnalytics,
  AccountingAnalytics,
  UniqueCustomers,
  CountWithHistogram,
} from './analyticsTypes';

export type {
  DateRangeQuery,
  HistogramInterval,
  HistogramQuery,
  HistogramPoint,
  CurrencyRevenue,
  TopCustomer,
  TopAsset,
  CountWithHistogram,
  ReportInformation,
  CurrencyAmount,
  RevenuePoint,
  Histograms,
  CountryValue,
  CountryRevenue,
  CountriesAnswer,
  SubscriptionAnalytics,
  PaymentMethodFigures,
  AccountingAnalytics,
  UniqueCustomers,
} from './analyticsTypes';

/** GET v2/reporting/report-information */
export const getReportInformation = (query: DateRangeQuery, ctx?: CallContext): Promise<ReportInformation> =>
  expectAnswer(
    api().request({ method: 'GET', path: 'v2/reporting/report-information', query, ...ctx }),
    hasFields('numberOfRegisteredUsers', 'numberOfPayments', 'numberOfCreatedSubscriptions', 'numberOfCanceledSubscriptions', 'topFiveCustomers', 'topFiveAssets'),
  );

/** GET v2/reporting/revenue-per-currency */
export const getRevenuePerCurrency = (query: DateRangeQuery, ctx?: CallContext): Promise<CurrencyAmount[]> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/reporting/revenue-per-currency', query, ...ctx }), Array.isArray);

/** GET v2/reporting/histograms */
export const getHistograms = (query: HistogramQuery, ctx?: CallContext): Promise<Histograms> =>
  expectAnswer(
    api().request({ method: 'GET', path: 'v2/reporting/histograms', query, ...ctx }),
    hasFields('customers', 'allSales', 'assetSales', 'packageSales', 'subscriptions', 'canceledSubscriptions', 'revenue'),
  );

/** GET v2/reporting/countries (catalogue 7.10 "per country"): the dashboard's countries panel. */
export const getCountries = (query: DateRangeQuery, ctx?: CallContext): Promise<CountriesAnswer> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/reporting/countries', query, ...ctx }), hasFields('customers', 'allSales', 'revenue'));

/** GET v2/reporting/subscriptions/analytics (merchant_id, start_date, end_date): the dashboard's subscriptions by status. */
export const getSubscriptionAnalytics = (query: DateRangeQuery, ctx?: CallContext): Promise<SubscriptionAnalytics> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/reporting/subscriptions/analytics', query, ...ctx }), hasFields('total', 'by_action_type', 'histogram'));

/** GET v2/reporting/accounting/analytics (plus currency): the dashboard's payment methods and paying customers. */
export const getAccountingAnalytics = (query: DateRangeQuery & { currency?: string }, ctx?: CallContext): Promise<AccountingAnalytics> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/reporting/accounting/analytics', query, ...ctx }), hasFields('unique_paying_customers', 'payment_methods'));

/**
 * GET v2/reporting/unique-customers and GET v2/reporting/registrations (catalogue 7.7): the same figures as the
 * accounting analytics' `unique_paying_customers` and the report information's registered users (README), so no
 * screen asks for them separately; typed here so the wire contract covers them.
 */
export const getUniqueCustomers = (query: DateRangeQuery, ctx?: CallContext): Promise<UniqueCustomers> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/reporting/unique-customers', query, ...ctx }), hasFields('total'));
export const getRegistrations = (query: DateRangeQuery, ctx?: CallContext): Promise<CountWithHistogram> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/reporting/registrations', query, ...ctx }), hasFields('total', 'histogram'));

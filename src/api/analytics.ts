// Analytics of the merchant's commerce data (ISSUE4-CONTRACT "Analytics"); every function has the endpoint-row shape.
import { api, type CallContext } from './client';
import { expectAnswer, hasFields } from './errors';

import type {
  DateRangeQuery,
  HistogramQuery,
  ReportInformation,
  CurrencyAmount,
  Histograms,
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

/** Shapes of the analytics calls (ISSUE4 contract), shared by the console and the sandbox: no imports here. */

/** An inclusive UTC date range, both ends 'YYYY-MM-DD'; platform staff may name one merchant (id or uuid). */
export interface DateRangeQuery {
  start_date: string;
  end_date: string;
  merchant_id?: string;
}

export type HistogramInterval = 'day' | 'month';

export interface HistogramQuery extends DateRangeQuery {
  interval: HistogramInterval;
}

export interface HistogramPoint {
  date: string;
  value: number;
}

export interface CurrencyRevenue {
  total_earned_amount: number;
  currency_iso: string;
}

export interface TopCustomer {
  id: number;
  email: string;
  full_name: string;
  number_of_payments: number;
  revenues: CurrencyRevenue[];
}

export interface TopAsset {
  id: number;
  title: string;
  type: string;
  number_of_purchases: number;
  revenues: CurrencyRevenue[];
}

export interface CountWithHistogram {
  total: number;
  histogram: HistogramPoint[];
}

export interface ReportInformation {
  numberOfRegisteredUsers: number;
  /** Payments of every type except refund (sales). */
  numberOfPayments: number;
  /** Refunds in the range: the sandbox sends it, the platform may not, so the console copes without it. */
  numberOfRefunds?: number;
  numberOfCreatedSubscriptions: CountWithHistogram;
  numberOfCanceledSubscriptions: CountWithHistogram;
  topFiveCustomers: TopCustomer[];
  topFiveAssets: TopAsset[];
}

/** Sum of non-refund payments minus refunds in one currency; the API sorts by amount, largest first. */
export interface CurrencyAmount {
  currency_iso: string;
  amount: number;
}

export interface RevenuePoint {
  date: string;
  currency_iso: string;
  value: number;
}

/** Zero-filled for every date (or month) of the range. */
export interface Histograms {
  customers: HistogramPoint[];
  allSales: HistogramPoint[];
  assetSales: HistogramPoint[];
  packageSales: HistogramPoint[];
  subscriptions: HistogramPoint[];
  canceledSubscriptions: HistogramPoint[];
  revenue: RevenuePoint[];
}

/** A merchant as the admin dashboard's picker offers it. */
export interface MerchantOption {
  id: number;
  uuid: string;
  name: string;
}

export interface TopMerchant extends MerchantOption {
  number_of_payments: number;
  revenues: CurrencyRevenue[];
}

/** The admin dashboard's platform figures (platform staff only). */
export interface PlatformInformation {
  numberOfMerchants: number;
  topFiveMerchants: TopMerchant[];
  /** Every merchant of the platform, in name order, whatever merchant the figures are narrowed to. */
  merchants: MerchantOption[];
}

/** GET v2/reporting/countries: per country, customers registered, sales and net revenue (per currency), largest first. */
export interface CountryValue {
  country_iso: string;
  value: number;
}
export interface CountryRevenue extends CountryValue {
  currency_iso: string;
}
export interface CountriesAnswer {
  customers: CountryValue[];
  allSales: CountryValue[];
  revenue: CountryRevenue[];
}

/** GET v2/reporting/subscriptions/analytics: subscriptions created in the range, by their status now. */
export interface SubscriptionAnalytics extends CountWithHistogram {
  by_action_type: Record<string, number>;
}

/** GET v2/reporting/accounting/analytics: sales and net revenue per payment method, and the distinct paying customers. */
export interface PaymentMethodFigures {
  total: number;
  total_amount_per_currency: Record<string, number>;
}
export interface AccountingAnalytics {
  unique_paying_customers: number;
  payment_methods: Record<string, PaymentMethodFigures>;
}

/** GET v2/reporting/unique-customers */
export interface UniqueCustomers {
  total: number;
}

/**
 * The enumerations the API's contracts are made of, as plain values: the console imports these at run time, while
 * the schema modules beside this one (which need the TypeBox runtime) are imported by the console for their types
 * only. The sandbox validates with the same lists.
 */
export const CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PAYMENT_TYPES = ['charge', 'recurrent', 'refund', 'donation', 'gift-payment', 'store-payment', 'pending'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const REPORT_TYPES = ['audience', 'account-logins', 'payments', 'subscriptions', 'access'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const REPORT_STATUS_FILTERS = ['active', 'inactive', 'all'] as const;

export const SCHEDULE_RESOLUTIONS = ['day', 'week', 'month', 'year'] as const;
export const SCHEDULE_START_RESOLUTIONS = [...SCHEDULE_RESOLUTIONS, 'custom'] as const;
export const SCHEDULE_END_TYPES = ['never', 'occurrences', 'date'] as const;

export const HISTOGRAM_INTERVALS = ['day', 'month'] as const;

export const SAVED_VIEW_LISTS = ['payments'] as const;
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number];

export const MAX_EMAIL_LENGTH = 254;

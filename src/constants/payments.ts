/**
 * How a payment is shown (spec section 2, payments table): by the console's table and by the sandbox's CSV export,
 * which must say the same. Plain functions with no dependencies, so both sides import them.
 */
export const PAYMENTS_PAGE_SIZE = 15;
/** Asset and package names are cut at 40 characters in the payments table (spec section 9). */
export const PAYMENT_TITLE_MAX = 40;
/** Everywhere else texts such as asset and package titles are cut at 30 characters (spec section 9). */
export const TEXT_MAX = 30;

export const PAYMENT_COLUMNS = {
  title: 'Asset/Package name',
  type: 'Type',
  amount: 'Amount',
  /** The CSV export's own column: the amount there is a plain number. */
  currency: 'Currency',
  email: 'Customer email',
  country: 'Country',
  createdAt: 'Created at (UTC)',
} as const;

/** 'store-payment' is shown as 'freemium'. */
export const paymentTypeLabel = (type: string): string => (type === 'store-payment' ? 'freemium' : type);

/** A payment's amount with its sign: a refund takes money back, so it counts negative in every sum. */
export const signedAmount = (type: string, amount: number): number => (type === 'refund' ? -Math.abs(amount) : Math.abs(amount));

/** Refunds as '- currency amount', everything else with '+'. */
export const paymentAmount = (type: string, amount: number, currency: string): string =>
  `${type === 'refund' ? '-' : '+'} ${currency} ${Math.abs(amount).toFixed(2)}`;

export const paymentCountry = (country: string | null | undefined): string => (country ? country : 'N/A');

export const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}…` : text);

const pad = (value: number): string => String(value).padStart(2, '0');

/** A date's UTC day as YYYY-MM-DD, as the analytics calls take their ranges. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

/** Unix seconds as YYYY/MM/DD HH:mm in UTC (spec section 9: customer and table dates). */
export function utcTableDate(seconds: number): string {
  const date = new Date(seconds * 1000);
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

const DATE_TIME_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/**
 * A UTC date-time sent as text (a code's or voucher's 'YYYY-MM-DD HH:mm:ss', a fee's ISO 8601) in the table format
 * YYYY/MM/DD HH:mm, so every table shows one format; '' for none, and any other text as it is.
 */
export function tableDateOfText(text: string | null | undefined): string {
  if (!text) return '';
  const match = DATE_TIME_TEXT.exec(text);
  return match ? `${match[1]}/${match[2]}/${match[3]} ${match[4]}:${match[5]}` : text;
}

import { badRequest, type FieldErrors } from './errors';

/**
 * Report and analytics dates: `YYYY-MM-DD` in UTC, ranges inclusive (the start day from 00:00:00, the end day to
 * 23:59:59). Day numbers (`unix seconds / 86400`) are the keys of the daily roll-ups.
 */
export const DAY_SECONDS = 86_400;
/** Longest range an analytics query may span, so zero-filled histograms stay bounded. */
export const MAX_RANGE_DAYS = 5 * 366;

export type Interval = 'day' | 'month';

export interface DateRange {
  startDate: string;
  endDate: string;
  /** First and last second of the range, inclusive. */
  from: number;
  to: number;
  fromDay: number;
  toDay: number;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Unix seconds at 00:00:00 UTC of a `YYYY-MM-DD` date, or null when the text is not a real calendar date. */
export function parseDay(text: string): number | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (year < 1970 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ms / 1000;
}

export function formatDay(dayNumber: number): string {
  return new Date(dayNumber * DAY_SECONDS * 1000).toISOString().slice(0, 10);
}

export function dayOf(seconds: number): number {
  return Math.floor(seconds / DAY_SECONDS);
}

export interface RangeFields {
  start: string;
  end: string;
}

export const ANALYTICS_RANGE_FIELDS: RangeFields = { start: 'start_date', end: 'end_date' };

/**
 * Validates a start/end pair. Both are required unless `optional`; then a missing side leaves the range open.
 * Throws the contract's 400 naming each bad field.
 */
export function parseDateRange(
  startText: string | undefined,
  endText: string | undefined,
  fields: RangeFields = ANALYTICS_RANGE_FIELDS,
  options: { optional?: boolean; maxDays?: number } = {},
): DateRange | null {
  const maxDays = options.maxDays ?? MAX_RANGE_DAYS;
  const errors: FieldErrors = {};
  const read = (text: string | undefined, field: string): number | null => {
    if (text === undefined || text === '') {
      if (!options.optional) errors[field] = `${field} is required.`;
      return null;
    }
    const seconds = parseDay(text);
    if (seconds === null) errors[field] = `${field} must be a date in the format YYYY-MM-DD.`;
    return seconds;
  };
  const start = read(startText, fields.start);
  const end = read(endText, fields.end);
  if (start !== null && end !== null) {
    if (start > end) errors[fields.end] = `${fields.end} must not be before ${fields.start}.`;
    else if (dayOf(end) - dayOf(start) + 1 > maxDays) errors[fields.end] = `The date range may span at most ${maxDays} days.`;
  }
  const messages = Object.values(errors);
  if (messages.length > 0) throw badRequest(messages[0], errors);
  if (start === null && end === null) return null;
  const from = start ?? 0;
  const to = end === null ? Number.MAX_SAFE_INTEGER : end + DAY_SECONDS - 1;
  return {
    startDate: startText ?? '',
    endDate: endText ?? '',
    from,
    to,
    fromDay: dayOf(from),
    toDay: dayOf(Math.min(to, 253402300799)),
  };
}

/** A required range (the analytics endpoints always take both dates). */
export function requireDateRange(startText: string | undefined, endText: string | undefined, fields?: RangeFields, maxDays?: number): DateRange {
  return parseDateRange(startText, endText, fields, { maxDays }) as DateRange;
}

/** The label of the histogram bucket holding a day: the day itself, or the first day of its month. */
export function bucketOf(dayNumber: number, interval: Interval): string {
  const date = formatDay(dayNumber);
  return interval === 'day' ? date : `${date.slice(0, 7)}-01`;
}

/** Every bucket label of the range, in order (the zero-filled x axis of a histogram). */
export function bucketsOf(range: DateRange, interval: Interval): string[] {
  const labels: string[] = [];
  for (let day = range.fromDay; day <= range.toDay; day += 1) {
    const label = bucketOf(day, interval);
    if (labels[labels.length - 1] !== label) labels.push(label);
  }
  return labels;
}

export interface HistogramPoint {
  date: string;
  value: number;
}

/** Sums per-day values into the range's buckets, zero-filling the empty ones. */
export function histogram(range: DateRange, interval: Interval, rows: readonly { day: number; value: number }[]): HistogramPoint[] {
  const totals = new Map<string, number>(bucketsOf(range, interval).map((label) => [label, 0]));
  for (const row of rows) {
    const label = bucketOf(row.day, interval);
    const current = totals.get(label);
    if (current !== undefined) totals.set(label, current + row.value);
  }
  return [...totals].map(([date, value]) => ({ date, value }));
}

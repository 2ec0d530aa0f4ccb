import moment, { type Moment } from 'moment';
import { presetPeriod, REPORT_DATE_FORMAT } from '../../ducks/reports/periods';

/** The calendar presets a list offers (the reports' presets but last_period, which steps back from a selection). */
export const LIST_PERIODS = ['last_day', 'last_week', 'last_month', 'month_to_date', 'year_to_date'] as const;
export type ListPeriod = (typeof LIST_PERIODS)[number];

/**
 * A list's date range as it lives in the URL: a preset (`period=last_month`, its days worked out from today's UTC
 * calendar when read, so a saved "Last month" always means the previous month) or a custom range (`from`, `to`, both
 * `YYYY-MM-DD`, inclusive, either may be open). `period` is '' for every date, 'custom' for a range picked by hand.
 */
export interface ListDates {
  period: '' | 'custom' | ListPeriod;
  from: string;
  to: string;
}

export const NO_DATES: ListDates = { period: '', from: '', to: '' };

const isPeriod = (text: string): text is ListPeriod => (LIST_PERIODS as readonly string[]).includes(text);
const day = (text: string | null): string => (text && moment.utc(text, REPORT_DATE_FORMAT, true).isValid() ? text : '');

/** Reads the range from URL parameters; a bad date is dropped, and an end before the start leaves the end open. */
export function readListDates(params: URLSearchParams, today: Moment = moment.utc()): ListDates {
  const period = params.get('period') ?? '';
  if (isPeriod(period)) {
    const { startDate, endDate } = presetPeriod(period, today);
    return { period, from: startDate, to: endDate };
  }
  const from = day(params.get('from'));
  const to = day(params.get('to'));
  const ordered = from && to && to < from ? '' : to;
  return { period: from || ordered || period === 'custom' ? 'custom' : '', from, to: ordered };
}

/** Writes the range into URL parameters: a preset by its name, a custom range by its days. */
export function writeListDates({ period, from, to }: ListDates, params: URLSearchParams): void {
  if (isPeriod(period)) {
    params.set('period', period);
    return;
  }
  if (period !== 'custom') return;
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (!from && !to) params.set('period', 'custom');
}

/** The range as the platform's list calls take it (`start_date`, `end_date`, UTC days, inclusive). */
export const apiDates = ({ from, to }: Pick<ListDates, 'from' | 'to'>): { start_date?: string; end_date?: string } => ({
  ...(from ? { start_date: from } : {}),
  ...(to ? { end_date: to } : {}),
});

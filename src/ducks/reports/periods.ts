/**
 * Report periods (spec section 2: presets, month and year selectors; section 9: date formats), computed with moment
 * on the UTC calendar. Pure: the clock is a parameter.
 */
import moment, { type Moment } from 'moment';

/** Report dates (spec section 9). */
export const REPORT_DATE_FORMAT = 'YYYY-MM-DD';
/** Table dates, shown in UTC (spec section 9). */
export const TABLE_DATE_FORMAT = 'YYYY/MM/DD HH:mm';

export const PERIOD_PRESETS = ['last_day', 'last_week', 'last_month', 'month_to_date', 'year_to_date', 'last_period'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** Month and year selectors: months 01-12, years 2022-2026. */
export const REPORT_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export const REPORT_YEARS = [2022, 2023, 2024, 2025, 2026] as const;

/** An inclusive period of whole days. */
export interface DatePeriod {
  startDate: string;
  endDate: string;
}

const format = (day: Moment): string => day.format(REPORT_DATE_FORMAT);
const parse = (date: string): Moment => moment.utc(date, REPORT_DATE_FORMAT, true);

const between = (start: Moment, end: Moment): DatePeriod => ({ startDate: format(start), endDate: format(end) });

export const isValidPeriod = ({ startDate, endDate }: DatePeriod): boolean => {
  const start = parse(startDate);
  const end = parse(endDate);
  return start.isValid() && end.isValid() && !start.isAfter(end);
};

/** Number of days of a valid period, both ends included. */
const periodDays = ({ startDate, endDate }: DatePeriod): number => parse(endDate).diff(parse(startDate), 'days') + 1;

/**
 * The period just before `current`, of the same length: it ends the day before `current` starts.
 * E.g. 2025-03-10..2025-03-16 (7 days) → 2025-03-03..2025-03-09.
 */
export function previousPeriod(current: DatePeriod): DatePeriod {
  const start = parse(current.startDate);
  return between(start.clone().subtract(periodDays(current), 'days'), start.clone().subtract(1, 'day'));
}

/**
 * The dates of a preset, as calendar periods in UTC: last day is yesterday, last week the previous week (Monday to
 * Sunday), last month the previous calendar month; month and year to date run from the 1st to today; last_period is
 * the period before the current selection (before the last month when there is none). `today` is read in UTC
 * whatever its zone, so every screen's preset means the same days.
 */
export function presetPeriod(preset: PeriodPreset, today: Moment = moment.utc(), current?: DatePeriod): DatePeriod {
  const day = today.clone().utc().startOf('day');
  switch (preset) {
    case 'last_day':
      return between(day.clone().subtract(1, 'day'), day.clone().subtract(1, 'day'));
    case 'last_week': {
      const monday = day.clone().startOf('isoWeek').subtract(1, 'week');
      return between(monday, monday.clone().endOf('isoWeek'));
    }
    case 'last_month': {
      const first = day.clone().startOf('month').subtract(1, 'month');
      return between(first, first.clone().endOf('month'));
    }
    case 'month_to_date':
      return between(day.clone().startOf('month'), day);
    case 'year_to_date':
      return between(day.clone().startOf('year'), day);
    case 'last_period':
      return previousPeriod(current && isValidPeriod(current) ? current : presetPeriod('last_month', today));
  }
}

/**
 * The spec's date-picker and audience-report default: a month ago through today (UTC). It is a custom range, not the
 * "Last month" preset, which means the previous calendar month.
 */
export function monthThroughToday(today: Moment = moment.utc()): DatePeriod {
  const day = today.clone().utc().startOf('day');
  return between(day.clone().subtract(1, 'month'), day);
}

/** A whole calendar month; `month` is '01'..'12'. */
export function monthPeriod(year: number, month: string): DatePeriod {
  const first = moment.utc(`${year}-${month}-01`, REPORT_DATE_FORMAT, true);
  return between(first, first.clone().endOf('month'));
}

/** A whole calendar year. */
export const yearPeriod = (year: number): DatePeriod => ({ startDate: `${year}-01-01`, endDate: `${year}-12-31` });

/** Unix seconds as a table date in UTC. */
export const formatTableDate = (seconds: number): string => moment.unix(seconds).utc().format(TABLE_DATE_FORMAT);

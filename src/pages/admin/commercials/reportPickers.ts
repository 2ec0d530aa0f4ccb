import { COMMERCIAL_FIRST_MONTH, type CommercialReportType } from '../../../contracts/values';

/** Report selectors (spec section 2): years 2022 to 2026, months 01 to 12. */
export const REPORT_YEARS = [2022, 2023, 2024, 2025, 2026] as const;
export const REPORT_MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;

const FIRST_YEAR = Number(COMMERCIAL_FIRST_MONTH.slice(0, 4));
/** For 2022, months up to and including index 5 (January to June) are disabled. */
const FIRST_YEAR_LAST_DISABLED_INDEX = Number(COMMERCIAL_FIRST_MONTH.slice(5)) - 2;

/** Spec section 5: for MAU, years after the current one are disabled. */
export function isYearDisabled(year: number, type: CommercialReportType, now: Date): boolean {
  return type === 'monthly_active_users' && year > now.getUTCFullYear();
}

/** Spec section 5: in 2022 January to June; in the current or a future year, months later than the current month. */
export function isMonthDisabled(monthIndex: number, year: number, now: Date): boolean {
  if (year === FIRST_YEAR && monthIndex <= FIRST_YEAR_LAST_DISABLED_INDEX) return true;
  return year >= now.getUTCFullYear() && monthIndex > now.getUTCMonth();
}

/** The generation date, `{year}-{month}-01`. */
export const reportDate = (year: number, month: string): string => `${year}-${month}-01`;

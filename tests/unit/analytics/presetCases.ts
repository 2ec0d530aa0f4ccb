/** Each calendar and to-date preset's dates with the clock on Saturday 2025-03-15 (shared by the unit and the dialog tests). */
export const PRESET_DATES_ON_2025_03_15 = [
  ['last_day', '2025-03-14', '2025-03-14'],
  ['last_week', '2025-03-03', '2025-03-09'],
  ['last_month', '2025-02-01', '2025-02-28'],
  ['month_to_date', '2025-03-01', '2025-03-15'],
  ['year_to_date', '2025-01-01', '2025-03-15'],
] as const;

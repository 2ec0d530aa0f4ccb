/** Each rolling and to-date preset's dates with the clock on 2025-03-15 (shared by the unit and the dialog tests). */
export const PRESET_DATES_ON_2025_03_15 = [
  ['last_day', '2025-03-14', '2025-03-15'],
  ['last_week', '2025-03-08', '2025-03-15'],
  ['last_month', '2025-02-15', '2025-03-15'],
  ['month_to_date', '2025-03-01', '2025-03-15'],
  ['year_to_date', '2025-01-01', '2025-03-15'],
] as const;

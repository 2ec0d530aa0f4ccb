import moment from 'moment';
import {
  PERIOD_PRESETS,
  REPORT_MONTHS,
  REPORT_YEARS,
  formatTableDate,
  monthPeriod,
  monthThroughToday,
  presetPeriod,
  previousPeriod,
  yearPeriod,
} from '../../../src/ducks/reports/periods';
import { PRESET_DATES_ON_2025_03_15 } from './presetCases';

const TODAY = moment.utc('2025-03-15T18:30:00');

describe('report period presets on 2025-03-15', () => {
  it.each(PRESET_DATES_ON_2025_03_15)('%s runs from %s through %s', (preset, startDate, endDate) => {
    expect(presetPeriod(preset, TODAY)).toEqual({ startDate, endDate });
  });

  it('last_period is the period of the same length just before the current selection', () => {
    expect(presetPeriod('last_period', TODAY, { startDate: '2025-03-10', endDate: '2025-03-16' })).toEqual({
      startDate: '2025-03-03',
      endDate: '2025-03-09',
    });
    expect(presetPeriod('last_period', TODAY, { startDate: '2025-03-01', endDate: '2025-03-01' })).toEqual({
      startDate: '2025-02-28',
      endDate: '2025-02-28',
    });
  });

  it('last_period without a valid selection is the period before the last month', () => {
    // The last month (2025-02-01..2025-02-28) is 28 days long.
    expect(presetPeriod('last_period', TODAY)).toEqual({ startDate: '2025-01-04', endDate: '2025-01-31' });
    expect(presetPeriod('last_period', TODAY, { startDate: '2025-03-20', endDate: '2025-03-01' })).toEqual(presetPeriod('last_period', TODAY));
  });

  it('applying last_period again keeps stepping back', () => {
    const week = { startDate: '2025-03-09', endDate: '2025-03-15' };
    const before = previousPeriod(week);
    expect(previousPeriod(before)).toEqual({ startDate: '2025-02-23', endDate: '2025-03-01' });
  });

  it('rolls over month ends, year ends and leap years', () => {
    expect(presetPeriod('last_month', moment.utc('2024-03-31T09:00:00'))).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(presetPeriod('last_month', moment.utc('2025-01-01T00:10:00'))).toEqual({ startDate: '2024-12-01', endDate: '2024-12-31' });
    expect(presetPeriod('last_day', moment.utc('2025-01-01T00:10:00'))).toEqual({ startDate: '2024-12-31', endDate: '2024-12-31' });
    expect(presetPeriod('last_week', moment.utc('2025-01-01T00:10:00'))).toEqual({ startDate: '2024-12-23', endDate: '2024-12-29' });
    expect(presetPeriod('year_to_date', moment.utc('2025-01-01T00:10:00'))).toEqual({ startDate: '2025-01-01', endDate: '2025-01-01' });
  });

  it('reads the clock in UTC whatever its zone: 23:30 on 31 March in UTC-5 is already April in UTC', () => {
    const lateInNewYork = moment.parseZone('2025-03-31T23:30:00-05:00');
    expect(presetPeriod('last_month', lateInNewYork)).toEqual({ startDate: '2025-03-01', endDate: '2025-03-31' });
    expect(presetPeriod('month_to_date', lateInNewYork)).toEqual({ startDate: '2025-04-01', endDate: '2025-04-01' });
  });

  it("the spec's default, a month ago through today, is its own custom range and not the Last month preset", () => {
    expect(monthThroughToday(TODAY)).toEqual({ startDate: '2025-02-15', endDate: '2025-03-15' });
    expect(monthThroughToday(TODAY)).not.toEqual(presetPeriod('last_month', TODAY));
  });

  it('offers exactly the six presets of the spec', () => {
    expect(PERIOD_PRESETS).toEqual(['last_day', 'last_week', 'last_month', 'month_to_date', 'year_to_date', 'last_period']);
  });
});

describe('month and year selectors', () => {
  it('offer months 01-12 and years 2022-2026', () => {
    expect(REPORT_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(REPORT_YEARS).toEqual([2022, 2023, 2024, 2025, 2026]);
  });

  it('turn into whole months and years', () => {
    expect(monthPeriod(2024, '02')).toEqual({ startDate: '2024-02-01', endDate: '2024-02-29' });
    expect(monthPeriod(2026, '12')).toEqual({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(yearPeriod(2023)).toEqual({ startDate: '2023-01-01', endDate: '2023-12-31' });
  });
});

it('table dates are YYYY/MM/DD HH:mm in UTC', () => {
  expect(formatTableDate(1_700_000_000)).toBe('2023/11/14 22:13');
});

import moment from 'moment';
import { useMemo } from 'react';
import styled from 'styled-components';
import { DateTimeField, SelectField } from '../../components/form';
import { useDayRange, type DayRangeRule } from '../../components/form/useDayRange';
import { DASHBOARD_UI } from '../../constants/messages/dashboard';
import { REPORTS } from '../../constants/messages/reports';
import type { DashboardRange } from '../../ducks/analytics/types';
import { PERIOD_PRESETS, presetPeriod, type PeriodPreset } from '../../ducks/reports/periods';
import { TOUR_TARGETS } from '../../tour/steps';

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0 16px;
  align-items: flex-start;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  > div {
    width: 200px;
  }
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;

const PRESET_OPTIONS = [
  ...PERIOD_PRESETS.map((preset) => ({ value: preset, label: REPORTS.periods[preset] })),
  { value: 'custom', label: REPORTS.customPeriod },
];

export interface DateRangeFilterProps {
  range: DashboardRange;
  onChange: (range: DashboardRange) => void;
}

/** The dashboard always has a period: both days, the start not after the end. */
const dashboardRange: DayRangeRule = ({ from, to }) => (from && to && from <= to ? {} : { from: REPORTS.invalidRange });

/**
 * The period presets and two days typed or picked with the one date picker; only a valid range (start not after end)
 * is applied. What is wrong shows once the day is left.
 */
export function DateRangeFilter({ range, onChange }: DateRangeFilterProps) {
  const applied = useMemo(() => ({ from: range.startDate, to: range.endDate }), [range.startDate, range.endDate]);
  const { draft, shown, edit, check } = useDayRange(applied, dashboardRange, ({ from, to }) => onChange({ startDate: from, endDate: to, preset: 'custom' }));

  const pickPreset = (value: string) => {
    if (value === 'custom') return;
    const preset = value as PeriodPreset;
    onChange({ ...presetPeriod(preset, moment(), range), preset });
  };

  return (
    <Fieldset data-tour={TOUR_TARGETS.dateRange}>
      <legend>{DASHBOARD_UI.dateRange}</legend>
      <SelectField name="period" label={REPORTS.period} options={PRESET_OPTIONS} value={range.preset} onChange={(e) => pickPreset(e.target.value)} />
      <DateTimeField name="startDate" kind="date" label={REPORTS.startDate} value={draft.from} error={shown.from} onChange={(e) => edit({ from: e.target.value })} onBlur={check} />
      <DateTimeField name="endDate" kind="date" label={REPORTS.endDate} value={draft.to} error={shown.to} onChange={(e) => edit({ to: e.target.value })} onBlur={check} />
    </Fieldset>
  );
}

import moment from 'moment';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { DateTimeField, parseDateText, SelectField } from '../../components/form';
import { DASHBOARD_UI } from '../../constants/messages/dashboard';
import { REPORTS } from '../../constants/messages/reports';
import type { DashboardRange } from '../../ducks/analytics/types';
import { PERIOD_PRESETS, isValidPeriod, presetPeriod, type PeriodPreset } from '../../ducks/reports/periods';
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

/** A typed day's own error (not a date, not in the format), else the range's. */
function errorsOf(draft: { startDate: string; endDate: string }): { startDate?: string; endDate?: string } {
  const start = parseDateText(draft.startDate, 'date');
  const end = parseDateText(draft.endDate, 'date');
  if (start.error || end.error) return { startDate: start.error, endDate: end.error };
  return isValidPeriod(draft) ? {} : { startDate: REPORTS.invalidRange };
}

/**
 * The period presets and two days typed or picked with the one date picker; only a valid range (start not after end)
 * is applied. What is wrong shows once the day is left.
 */
export function DateRangeFilter({ range, onChange }: DateRangeFilterProps) {
  const [draft, setDraft] = useState({ startDate: range.startDate, endDate: range.endDate });
  const [shown, setShown] = useState<{ startDate?: string; endDate?: string }>({});
  useEffect(() => {
    setDraft({ startDate: range.startDate, endDate: range.endDate });
    setShown({});
  }, [range.startDate, range.endDate]);

  const editDate = (field: 'startDate' | 'endDate', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const errors = errorsOf(next);
    // Two whole days the wrong way round say so at once; a day still being typed is judged when it is left.
    const typing = parseDateText(next.startDate, 'date').error !== undefined || parseDateText(next.endDate, 'date').error !== undefined;
    setShown(typing ? {} : errors);
    if (Object.keys(errors).length > 0) return;
    onChange({ ...next, preset: 'custom' });
  };
  const check = () => setShown(errorsOf(draft));

  const pickPreset = (value: string) => {
    if (value === 'custom') return;
    const preset = value as PeriodPreset;
    onChange({ ...presetPeriod(preset, moment(), range), preset });
  };

  return (
    <Fieldset data-tour={TOUR_TARGETS.dateRange}>
      <legend>{DASHBOARD_UI.dateRange}</legend>
      <SelectField name="period" label={REPORTS.period} options={PRESET_OPTIONS} value={range.preset} onChange={(e) => pickPreset(e.target.value)} />
      <DateTimeField name="startDate" kind="date" label={REPORTS.startDate} value={draft.startDate} error={shown.startDate} onChange={(e) => editDate('startDate', e.target.value)} onBlur={check} />
      <DateTimeField name="endDate" kind="date" label={REPORTS.endDate} value={draft.endDate} error={shown.endDate} onChange={(e) => editDate('endDate', e.target.value)} onBlur={check} />
    </Fieldset>
  );
}

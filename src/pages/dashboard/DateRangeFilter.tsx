import moment from 'moment';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { SelectField, TextField } from '../../components/form';
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
    width: 180px;
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

/** Two labelled date inputs and the period presets; only a valid range (start not after end) is applied. */
export function DateRangeFilter({ range, onChange }: DateRangeFilterProps) {
  const [draft, setDraft] = useState({ startDate: range.startDate, endDate: range.endDate });
  useEffect(() => setDraft({ startDate: range.startDate, endDate: range.endDate }), [range.startDate, range.endDate]);
  const invalid = !isValidPeriod(draft);

  const editDate = (field: 'startDate' | 'endDate', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (isValidPeriod(next)) onChange({ ...next, preset: 'custom' });
  };

  const pickPreset = (value: string) => {
    if (value === 'custom') return;
    const preset = value as PeriodPreset;
    onChange({ ...presetPeriod(preset, moment(), range), preset });
  };

  return (
    <Fieldset data-tour={TOUR_TARGETS.dateRange}>
      <legend>{DASHBOARD_UI.dateRange}</legend>
      <SelectField name="period" label={REPORTS.period} options={PRESET_OPTIONS} value={range.preset} onChange={(e) => pickPreset(e.target.value)} />
      <TextField
        name="startDate"
        type="date"
        label={REPORTS.startDate}
        value={draft.startDate}
        max={draft.endDate}
        error={invalid && REPORTS.invalidRange}
        onChange={(e) => editDate('startDate', e.target.value)}
      />
      <TextField
        name="endDate"
        type="date"
        label={REPORTS.endDate}
        value={draft.endDate}
        min={draft.startDate}
        onChange={(e) => editDate('endDate', e.target.value)}
      />
    </Fieldset>
  );
}

import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { DATES } from '../../constants/messages/forms';
import { LISTS } from '../../constants/messages/lists';
import { REPORTS } from '../../constants/messages/reports';
import { DateTimeField, SelectField } from '../form';
import { useDayRange, type DayRangeRule } from '../form/useDayRange';
import { LIST_PERIODS, type ListDates } from './listDates';

export interface DateRangeFilterProps {
  dates: ListDates;
  onChange: (dates: ListDates) => void;
}

const OPTIONS = [
  { value: '', label: LISTS.allDates },
  ...LIST_PERIODS.map((period) => ({ value: period, label: REPORTS.periods[period] })),
  { value: 'custom', label: LISTS.customRange },
];

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-start;
`;

/** An open end is allowed; two days must not run backwards. */
const listRange: DayRangeRule = ({ from, to }) => (from && to && to < from ? { to: DATES.endBeforeStart } : {});

/**
 * A list's date range: a calendar preset (in UTC) or a custom range of two days, typed or picked. A custom range is
 * applied once it is valid; the days a range covers show under its select.
 */
export function DateRangeFilter({ dates, onChange }: DateRangeFilterProps) {
  // A complete, valid range applies as soon as it is typed or picked; what is wrong shows when the day is left.
  const { draft, shown, edit, check } = useDayRange(dates, listRange, (range) => onChange({ period: 'custom', ...range }));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    check();
  };

  return (
    <Row>
      <SelectField
        name="date-period"
        label={LISTS.dates}
        options={OPTIONS}
        value={dates.period}
        hint={dates.from || dates.to ? LISTS.rangeDays(dates.from, dates.to) : undefined}
        onChange={(event) => {
          const period = event.target.value as ListDates['period'];
          onChange(period === 'custom' ? { period, from: dates.from, to: dates.to } : { period, from: '', to: '' });
        }}
      />
      {dates.period === 'custom' && (
        <>
          <DateTimeField
            name="date-from"
            kind="date"
            label={LISTS.from}
            value={draft.from}
            error={shown.from}
            onChange={(event) => edit({ from: event.target.value })}
            onBlur={check}
            onKeyDown={onKeyDown}
          />
          <DateTimeField
            name="date-to"
            kind="date"
            label={LISTS.to}
            value={draft.to}
            error={shown.to}
            onChange={(event) => edit({ to: event.target.value })}
            onBlur={check}
            onKeyDown={onKeyDown}
          />
        </>
      )}
    </Row>
  );
}

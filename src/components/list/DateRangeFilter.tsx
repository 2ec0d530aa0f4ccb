import { useEffect, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { DATES } from '../../constants/messages/forms';
import { LISTS } from '../../constants/messages/lists';
import { REPORTS } from '../../constants/messages/reports';
import { DateTimeField, SelectField, parseDateText } from '../form';
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

/** The draft's errors: each day that is not a date, then an end before the start. */
function errorsOf(draft: { from: string; to: string }): { from?: string; to?: string } {
  const from = parseDateText(draft.from, 'date');
  const to = parseDateText(draft.to, 'date');
  if (from.error || to.error) return { from: from.error, to: to.error };
  return from.value && to.value && to.value < from.value ? { to: DATES.endBeforeStart } : {};
}

/**
 * A list's date range: a calendar preset (in UTC) or a custom range of two days, typed or picked. A custom range is
 * applied once it is valid; the days a range covers show under its select.
 */
export function DateRangeFilter({ dates, onChange }: DateRangeFilterProps) {
  const [draft, setDraft] = useState({ from: dates.from, to: dates.to });
  const [shown, setShown] = useState<{ from?: string; to?: string }>({});
  // A new URL (back button, a saved view, a preset) shows its own days.
  useEffect(() => {
    setDraft({ from: dates.from, to: dates.to });
    setShown({});
  }, [dates.from, dates.to]);

  // A complete, valid range applies as soon as it is typed or picked; what is wrong shows when the day is left.
  const edit = (changes: Partial<typeof draft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    const errors = errorsOf(next);
    if (errors.from || errors.to) return;
    setShown({});
    const from = parseDateText(next.from, 'date').value ?? '';
    const to = parseDateText(next.to, 'date').value ?? '';
    if (from !== dates.from || to !== dates.to) onChange({ period: 'custom', from, to });
  };
  const check = () => setShown(errorsOf(draft));
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

import { useEffect, useState } from 'react';
import { parseDateText } from './dateText';

/** Two days as typed or applied: each '' (open) or YYYY-MM-DD once applied. */
export interface DayRange {
  from: string;
  to: string;
}

export type DayRangeErrors = Partial<Record<keyof DayRange, string>>;

/** What a range of two whole days breaks (an end before its start, a missing day), or {} when it is valid. */
export type DayRangeRule = (range: DayRange) => DayRangeErrors;

const parsed = (draft: DayRange) => ({ from: parseDateText(draft.from, 'date'), to: parseDateText(draft.to, 'date') });

/** The draft's errors: each typed day's own ("2031-02-30 is not a date"), then the range's. */
export function dayRangeErrors(draft: DayRange, rule: DayRangeRule): DayRangeErrors {
  const { from, to } = parsed(draft);
  if (from.error || to.error) return { from: from.error, to: to.error };
  return rule({ from: from.value ?? '', to: to.value ?? '' });
}

/**
 * Two days typed or picked with the one date picker, applied together: `onValid` gets the range as soon as it is
 * valid and differs from `applied`. A day still being typed is judged when it is left (`check`); two whole days
 * that break the rule say so at once. A new applied range (the URL, a preset, a saved view) replaces the draft.
 * Used by the list kit's date filter and the dashboard's period, each with its own rule.
 */
export function useDayRange(applied: DayRange, rule: DayRangeRule, onValid: (range: DayRange) => void) {
  const [draft, setDraft] = useState<DayRange>({ from: applied.from, to: applied.to });
  const [shown, setShown] = useState<DayRangeErrors>({});
  useEffect(() => {
    setDraft({ from: applied.from, to: applied.to });
    setShown({});
  }, [applied.from, applied.to]);

  const edit = (changes: Partial<DayRange>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    const { from, to } = parsed(next);
    if (from.error || to.error) {
      setShown({});
      return;
    }
    const range = { from: from.value ?? '', to: to.value ?? '' };
    const errors = rule(range);
    setShown(errors);
    if (errors.from || errors.to) return;
    if (range.from !== applied.from || range.to !== applied.to) onValid(range);
  };
  const check = () => setShown(dayRangeErrors(draft, rule));
  return { draft, shown, edit, check };
}

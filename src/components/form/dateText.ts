import moment from 'moment';
import { DATES } from '../../constants/messages/forms';

/** What a date field holds: a day (`YYYY-MM-DD`) or a moment to the second (`YYYY-MM-DD HH:mm:ss`, the spec's format). */
export type DateKind = 'date' | 'datetime';

export const DATE_FORMATS: Record<DateKind, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' };

export type DateTextResult = { value: string; error?: undefined } | { value?: undefined; error: string };

// A day, then for date-times an optional time (seconds optional; a native calendar may add milliseconds, dropped),
// with a space or the ISO `T` between.
const SHAPE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?)?$/;

/**
 * Reads a typed date in UTC: '' stays '' (an empty, optional field); a date-time may omit its seconds or its time
 * (00:00:00) and may use the ISO `T`. The value is the field's own format; the error names what is wrong.
 */
export function parseDateText(text: string, kind: DateKind): DateTextResult {
  const trimmed = text.trim();
  if (!trimmed) return { value: '' };
  const match = SHAPE.exec(trimmed);
  if (!match || (kind === 'date' && match[2] !== undefined)) return { error: DATES.notInFormat(trimmed, DATE_FORMATS[kind]) };
  const [, day, hours, minutes, seconds = '00'] = match;
  if (!moment.utc(day, DATE_FORMATS.date, true).isValid()) return { error: DATES.notADate(day) };
  if (kind === 'date') return { value: day };
  const time = hours === undefined ? '00:00:00' : `${hours}:${minutes}:${seconds}`;
  if (!moment.utc(time, 'HH:mm:ss', true).isValid()) return { error: DATES.notATime(time) };
  return { value: `${day} ${time}` };
}

/** The error of a typed date, or undefined when it is a date (or empty). */
export const dateTextError = (text: string, kind: DateKind): string | undefined => parseDateText(text, kind).error;

/** A native date or datetime-local input's value as the field's text, and back. */
export const fromNativeValue = (native: string, kind: DateKind): string => parseDateText(native, kind).value ?? '';
export const toNativeValue = (text: string, kind: DateKind): string => {
  const { value } = parseDateText(text, kind);
  return value ? value.replace(' ', 'T') : '';
};

import * as yup from 'yup';
import { DATES } from '../../constants/messages/forms';
import { DATE_FORMATS, parseDateText, type DateKind } from './dateText';

/**
 * A date field's yup rule: empty, or the field's full format. A shorter date-time the picker completes on leaving the
 * field ("2031-02-03" → "2031-02-03 00:00:00"); the error says what is wrong with the text ("2031-02-30 is not a date.").
 */
export const dateTextSchema = (kind: DateKind = 'datetime') =>
  yup
    .string()
    .trim()
    .test('date', function check(text) {
      const { value, error } = parseDateText(text ?? '', kind);
      if (error) return this.createError({ message: error });
      return value === (text ?? '').trim() || this.createError({ message: DATES.notInFormat((text ?? '').trim(), DATE_FORMATS[kind]) });
    });

import { dateTextError, fromNativeValue, parseDateText, toNativeValue } from '../../../src/components/form/dateText';

describe('the date-time picker reads typed dates', () => {
  it.each([
    ['2031-02-28 14:30:00', '2031-02-28 14:30:00'],
    ['  2031-02-28 14:30:00 ', '2031-02-28 14:30:00'],
    ['2031-02-28 14:30', '2031-02-28 14:30:00'],
    ['2031-02-28T14:30:15', '2031-02-28 14:30:15'],
    ['2031-02-28', '2031-02-28 00:00:00'],
    ['2032-02-29 23:59:59', '2032-02-29 23:59:59'],
    ['', ''],
  ])('a date-time %p is %p', (text, value) => {
    expect(parseDateText(text, 'datetime')).toEqual({ value });
  });

  it('a day is a day, without a time', () => {
    expect(parseDateText('2025-02-01', 'date')).toEqual({ value: '2025-02-01' });
    expect(parseDateText('2025-02-01 10:00:00', 'date')).toEqual({ error: '“2025-02-01 10:00:00” is not in the form YYYY-MM-DD.' });
  });

  it('says what is wrong: an impossible day, an impossible time, or another form, without repeating the hint', () => {
    expect(dateTextError('2031-02-30', 'datetime')).toBe('2031-02-30 is not a date.');
    expect(dateTextError('2031-02-30 10:00:00', 'datetime')).toBe('2031-02-30 is not a date.');
    expect(dateTextError('2031-13-01', 'date')).toBe('2031-13-01 is not a date.');
    expect(dateTextError('2031-02-29', 'date')).toBe('2031-02-29 is not a date.');
    expect(dateTextError('2031-02-28 25:00:00', 'datetime')).toBe('25:00:00 is not a time of day.');
    expect(dateTextError('2031-02-28 23:60', 'datetime')).toBe('23:60:00 is not a time of day.');
    expect(dateTextError('28/02/2031', 'datetime')).toBe('“28/02/2031” is not in the form YYYY-MM-DD HH:mm:ss.');
    expect(dateTextError('tomorrow', 'date')).toBe('“tomorrow” is not in the form YYYY-MM-DD.');
    expect(dateTextError('2031-02-28', 'date')).toBeUndefined();
  });

  it("turns a native calendar's value into the field's text and back", () => {
    expect(fromNativeValue('2031-02-28T14:30', 'datetime')).toBe('2031-02-28 14:30:00');
    expect(fromNativeValue('2031-02-28T14:30:05.000', 'datetime')).toBe('2031-02-28 14:30:05');
    expect(fromNativeValue('2031-02-28', 'date')).toBe('2031-02-28');
    expect(fromNativeValue('', 'date')).toBe('');
    expect(toNativeValue('2031-02-28 14:30:00', 'datetime')).toBe('2031-02-28T14:30:00');
    expect(toNativeValue('2031-02-30', 'date')).toBe('');
  });
});

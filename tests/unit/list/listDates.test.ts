import moment from 'moment';
import { apiDates, readListDates, writeListDates, type ListDates } from '../../../src/components/list/listDates';
import { readListQuery, writeListQuery, type ListDefaults } from '../../../src/components/list/useListQuery';

// Saturday 15 March 2025, late evening in UTC.
const TODAY = moment.utc('2025-03-15T23:30:00');
const read = (search: string) => readListDates(new URLSearchParams(search), TODAY);
const write = (dates: ListDates) => {
  const params = new URLSearchParams();
  writeListDates(dates, params);
  return params.toString();
};

describe('a list date range in the URL', () => {
  it.each([
    ['last_day', '2025-03-14', '2025-03-14'],
    ['last_week', '2025-03-03', '2025-03-09'],
    ['last_month', '2025-02-01', '2025-02-28'],
    ['month_to_date', '2025-03-01', '2025-03-15'],
    ['year_to_date', '2025-01-01', '2025-03-15'],
  ])('period=%s means the calendar days %s to %s (UTC)', (period, from, to) => {
    expect(read(`period=${period}`)).toEqual({ period, from, to });
  });

  it('a preset is kept by its name, so a saved "Last month" means the previous month whenever it is opened', () => {
    expect(write({ period: 'last_month', from: '2025-02-01', to: '2025-02-28' })).toBe('period=last_month');
    expect(readListDates(new URLSearchParams('period=last_month'), moment.utc('2025-05-02T00:00:00'))).toEqual({ period: 'last_month', from: '2025-04-01', to: '2025-04-30' });
  });

  it('a custom range is kept by its days; either end may stay open', () => {
    expect(write({ period: 'custom', from: '2025-01-10', to: '2025-01-20' })).toBe('from=2025-01-10&to=2025-01-20');
    expect(read('from=2025-01-10&to=2025-01-20')).toEqual({ period: 'custom', from: '2025-01-10', to: '2025-01-20' });
    expect(read('from=2025-01-10')).toEqual({ period: 'custom', from: '2025-01-10', to: '' });
    expect(write({ period: 'custom', from: '', to: '' })).toBe('period=custom');
    expect(read('period=custom')).toEqual({ period: 'custom', from: '', to: '' });
  });

  it('drops what is not a range: unknown presets, impossible days, an end before the start', () => {
    expect(read('')).toEqual({ period: '', from: '', to: '' });
    expect(read('period=last_century')).toEqual({ period: '', from: '', to: '' });
    expect(read('from=2025-02-30&to=2025-03-01')).toEqual({ period: 'custom', from: '', to: '2025-03-01' });
    expect(read('from=2025-03-01&to=2025-02-01')).toEqual({ period: 'custom', from: '2025-03-01', to: '' });
    expect(write({ period: '', from: '2025-01-01', to: '2025-01-02' })).toBe('');
  });

  it('the calls get UTC days as start_date and end_date', () => {
    expect(apiDates({ from: '2025-02-01', to: '2025-02-28' })).toEqual({ start_date: '2025-02-01', end_date: '2025-02-28' });
    expect(apiDates({ from: '', to: '2025-02-28' })).toEqual({ end_date: '2025-02-28' });
    expect(apiDates({ from: '', to: '' })).toEqual({});
  });
});

describe('the list query carries the range with every other filter', () => {
  const DEFAULTS: ListDefaults = { size: 15, field: 'consumerEmail', type: 'all' };
  beforeEach(() => jest.useFakeTimers({ now: TODAY.toDate(), advanceTimers: true }));
  afterEach(() => jest.useRealTimers());

  it('round-trips a preset and a type through the query string a saved view keeps', () => {
    const query = readListQuery(new URLSearchParams('type=refund&period=last_month&page=3'), DEFAULTS);
    expect(query).toMatchObject({ type: 'refund', period: 'last_month', from: '2025-02-01', to: '2025-02-28', page: 3 });
    const saved = writeListQuery({ ...query, page: 1 }, DEFAULTS).toString();
    expect(saved).toBe('type=refund&period=last_month');
    expect(readListQuery(new URLSearchParams(saved), DEFAULTS)).toEqual({ ...query, page: 1 });
  });
});

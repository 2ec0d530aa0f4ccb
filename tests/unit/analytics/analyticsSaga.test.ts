import { dashboardOpened, rangeChanged, retryRequested } from '../../../src/ducks/analytics/actions';
import { histogramInterval } from '../../../src/ducks/analytics/saga';
import { defaultDashboardRange } from '../../../src/pages/dashboard/defaultRange';
import { selectAnalytics } from '../../../src/ducks/analytics/selectors';
import { selectRequest } from '../../../src/ducks/requests/slice';
import { deferred, type Reply } from '../api/mockHttp';
import { fixClock, flush, ok, setupStore } from './harness';

const INFO = 'v2/reporting/report-information';
const REVENUE = 'v2/reporting/revenue-per-currency';
const HISTOGRAMS = 'v2/reporting/histograms';

const info = (users: number) => ({
  numberOfRegisteredUsers: users,
  numberOfPayments: users * 2,
  numberOfCreatedSubscriptions: { total: 1, histogram: [] },
  numberOfCanceledSubscriptions: { total: 0, histogram: [] },
  topFiveCustomers: [],
  topFiveAssets: [],
});
const histograms = { customers: [], allSales: [], assetSales: [], packageSales: [], subscriptions: [], canceledSubscriptions: [], revenue: [] };

function setup() {
  const h = setupStore();
  h.http.on('GET', INFO, (req) => ok(info(req.query.get('start_date') === '2024-01-01' ? 99 : 10)));
  h.http.on('GET', REVENUE, ok([{ currency_iso: 'EUR', amount: 5 }]));
  h.http.on('GET', HISTOGRAMS, ok(histograms));
  // What the dashboard reads: its state and the answers its endpoints stored.
  const analytics = () => selectAnalytics(h.store.getState() as unknown as Parameters<typeof selectAnalytics>[0]);
  const queries = (path: string) => h.http.calls('GET', path).map((c) => Object.fromEntries([...c.query].filter(([k]) => k !== 'srkey')));
  return { ...h, analytics, queries };
}

beforeEach(() => {
  fixClock('2025-03-15T10:00:00Z');
});
afterEach(() => {
  jest.useRealTimers();
});

describe('analytics saga: the dashboard range drives three loads', () => {
  it('opens on the last month through today and loads report information, revenue per currency and histograms', async () => {
    const h = setup();
    h.store.dispatch(dashboardOpened(defaultDashboardRange()));
    await flush();
    const range = { start_date: '2025-02-15', end_date: '2025-03-15' };
    expect(h.queries(INFO)).toEqual([range]);
    expect(h.queries(REVENUE)).toEqual([range]);
    expect(h.queries(HISTOGRAMS)).toEqual([{ ...range, interval: 'day' }]);
    expect(h.http.calls('GET', INFO)[0].authorization).toBe('Bearer tok');
    expect(h.analytics()).toMatchObject({
      range: { startDate: '2025-02-15', endDate: '2025-03-15', preset: 'custom' },
      reportInformation: { numberOfRegisteredUsers: 10 },
      revenue: [{ currency_iso: 'EUR', amount: 5 }],
      histograms,
    });
  });

  it('refetches all three when the range changes, and keeps the range on the next visit', async () => {
    const h = setup();
    h.store.dispatch(dashboardOpened(defaultDashboardRange()));
    await flush();
    h.store.dispatch(rangeChanged({ startDate: '2024-01-01', endDate: '2024-12-31', preset: 'custom' }));
    await flush();
    expect(h.queries(INFO)[1]).toEqual({ start_date: '2024-01-01', end_date: '2024-12-31' });
    expect(h.queries(REVENUE)[1]).toEqual({ start_date: '2024-01-01', end_date: '2024-12-31' });
    expect(h.queries(HISTOGRAMS)[1]).toEqual({ start_date: '2024-01-01', end_date: '2024-12-31', interval: 'month' });
    expect(h.analytics().reportInformation?.numberOfRegisteredUsers).toBe(99);

    h.store.dispatch(dashboardOpened(defaultDashboardRange()));
    await flush();
    expect(h.queries(INFO)[2]).toEqual({ start_date: '2024-01-01', end_date: '2024-12-31' });
  });

  it('aborts a superseded load, so an older range can never overwrite a newer one', async () => {
    const h = setup();
    const slow = deferred<Reply>();
    h.http.on('GET', INFO, (req) => (req.query.get('start_date') === '2025-02-15' ? slow.promise : ok(info(99))));
    h.store.dispatch(dashboardOpened(defaultDashboardRange()));
    await flush();
    h.store.dispatch(rangeChanged({ startDate: '2024-01-01', endDate: '2024-01-31', preset: 'custom' }));
    await flush();
    expect(h.http.calls('GET', INFO)[0].signal?.aborted).toBe(true);
    slow.resolve(ok(info(1)));
    await flush();
    expect(h.analytics().reportInformation?.numberOfRegisteredUsers).toBe(99);
  });

  it('keeps a failure as state only (no notice) and retries the same range', async () => {
    const h = setup();
    h.http.on('GET', REVENUE, { status: 500, data: { code: 500, message: 'Boom.' } });
    h.store.dispatch(dashboardOpened(defaultDashboardRange()));
    await flush();
    const state = h.store.getState() as unknown as Parameters<typeof selectRequest>[0] & { notices: unknown[] };
    expect(selectRequest(state, 'analytics/fetchRevenuePerCurrency')).toMatchObject({
      status: 'failed',
      error: { status: 500, message: 'Boom.' },
    });
    expect(state.notices).toEqual([]);

    h.http.on('GET', REVENUE, ok([]));
    h.store.dispatch(retryRequested());
    await flush();
    expect(h.queries(REVENUE)).toHaveLength(2);
    expect(h.queries(REVENUE)[1]).toEqual(h.queries(REVENUE)[0]);
    expect(h.queries(INFO)).toHaveLength(2);
    expect(h.analytics().revenue).toEqual([]);
  });
});

describe('range helpers', () => {
  it('defaults to the last month through today', () => {
    expect(defaultDashboardRange()).toEqual({ startDate: '2025-02-15', endDate: '2025-03-15', preset: 'custom' });
  });

  it('draws daily points up to 92 days and monthly ones beyond', () => {
    expect(histogramInterval({ startDate: '2025-01-01', endDate: '2025-04-02' })).toBe('day');
    expect(histogramInterval({ startDate: '2025-01-01', endDate: '2025-04-03' })).toBe('month');
  });
});

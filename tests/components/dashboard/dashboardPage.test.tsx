import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp, signedIn } from '../../support/render';
import { countries, emptyInformation, histograms, reportInformation } from './fixtures';
import { mockDashboardApi, ok } from './support';


// recharts needs a layout engine; the chart chunk is replaced by a stand-in that shows which series it draws.
jest.mock('../../../src/pages/dashboard/DashboardCharts', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({ model }: { model: { panels: { series: { label: string }[] }[] } }) =>
      React.createElement('div', { 'data-testid': 'chart' }, model.panels.flatMap((panel) => panel.series.map((s) => s.label)).join(', ')),
  };
});

const NOW = new Date('2025-03-15T10:00:00Z');
const owner = () => ({ auth: signedIn(['merchant', 'owner'], { full_name: 'Olive Owner' }) });
const rangeOf = (http: ReturnType<typeof mockDashboardApi>, path: string) =>
  http.calls('GET', path).map((call) => `${call.query.get('start_date')}..${call.query.get('end_date')}`);

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('Dashboard (/dashboard)', () => {
  it('loads the last month through today and shows the four info boxes with comma-separated figures', async () => {
    const http = mockDashboardApi();
    renderWithApp('/dashboard', { preloadedState: owner() });

    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeVisible();
    const boxes = screen.getByRole('group', { name: 'Summary' });
    await waitFor(() => expect(within(boxes).getByRole('button', { name: /^Audience/ })).toHaveTextContent('1,234'));
    expect(within(boxes).getByRole('button', { name: /^Payments/ })).toHaveTextContent('56,789');
    expect(within(boxes).getByRole('button', { name: /^Revenue/ })).toHaveTextContent('EUR 12,500.50USD 3,400.00');
    expect(within(boxes).getByRole('button', { name: /^Subscriptions/ })).toHaveTextContent('New: 40Canceled: 7');

    expect(rangeOf(http, 'v2/reporting/report-information')).toEqual(['2025-02-15..2025-03-15']);
    expect(rangeOf(http, 'v2/reporting/revenue-per-currency')).toEqual(['2025-02-15..2025-03-15']);
    expect(http.calls('GET', 'v2/reporting/histograms')[0].query.get('interval')).toBe('day');
    expect(screen.getByLabelText('Start date')).toHaveValue('2025-02-15');
    expect(screen.getByLabelText('End date')).toHaveValue('2025-03-15');
    expect(screen.getByLabelText('Period')).toHaveValue('custom');
  });

  it('selects a clicked box (aria-pressed) and charts its histograms, with a text summary', async () => {
    mockDashboardApi();
    const { user, actionTypes } = renderWithApp('/dashboard', { preloadedState: owner() });
    const audience = await screen.findByRole('button', { name: /^Audience/ });
    expect(audience).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByTestId('chart')).toHaveTextContent('Registered users');
    expect(screen.getByRole('figure', { name: 'Audience over time' })).toHaveTextContent(
      'Audience over time from 2025-02-15 to 2025-03-15: Registered users 16 in total, highest 9 on 2025-03-02.',
    );

    const payments = screen.getByRole('button', { name: /^Payments/ });
    await user.click(payments);
    expect(payments).toHaveAttribute('aria-pressed', 'true');
    expect(audience).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('chart')).toHaveTextContent('All sales, Asset sales, Package sales');
    expect(screen.getByRole('figure', { name: 'Payments over time' })).toHaveTextContent('All sales 430 in total, highest 250 on 2025-03-02');
    expect(actionTypes()).toContain('analytics/boxSelected');

    await user.click(within(screen.getByRole('group', { name: 'Summary' })).getByRole('button', { name: /^Revenue/ }));
    expect(screen.getByRole('figure', { name: 'Revenue over time' })).toHaveTextContent('EUR 3,500.50 in total, highest 2,500.50 on 2025-03-02; USD 300.00 in total');
  });

  it('refetches report, report information and revenue when the range changes', async () => {
    const http = mockDashboardApi();
    const { user } = renderWithApp('/dashboard', { preloadedState: owner() });
    await screen.findByText('1,234');

    http.on('GET', 'v2/reporting/report-information', ok(reportInformation({ numberOfRegisteredUsers: 7 })));
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2024-01-01' } });

    await waitFor(() => expect(screen.getByRole('button', { name: /^Audience/ })).toHaveTextContent('7'));
    for (const path of ['v2/reporting/report-information', 'v2/reporting/revenue-per-currency', 'v2/reporting/histograms']) {
      expect(rangeOf(http, path)).toEqual(['2025-02-15..2025-03-15', '2024-01-01..2025-03-15']);
    }
    // Longer than a quarter: monthly points.
    expect(http.calls('GET', 'v2/reporting/histograms')[1].query.get('interval')).toBe('month');
    expect(screen.getByLabelText('Period')).toHaveValue('custom');

    await user.selectOptions(screen.getByLabelText('Period'), 'year_to_date');
    await waitFor(() => expect(rangeOf(http, 'v2/reporting/report-information')).toHaveLength(3));
    expect(rangeOf(http, 'v2/reporting/report-information')[2]).toBe('2025-01-01..2025-03-15');
  });

  it('does not apply a range whose start is after its end', async () => {
    const http = mockDashboardApi();
    renderWithApp('/dashboard', { preloadedState: owner() });
    await screen.findByText('1,234');
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2025-04-01' } });
    expect(screen.getByText('The start date must not be after the end date.')).toBeVisible();
    expect(http.calls('GET', 'v2/reporting/report-information')).toHaveLength(1);
  });

  it('says what is wrong with a typed day once it is left, and applies nothing meanwhile', async () => {
    const http = mockDashboardApi();
    const { user } = renderWithApp('/dashboard', { preloadedState: owner() });
    await screen.findByText('1,234');
    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2025-02-30');
    expect(screen.queryByText('2025-02-30 is not a date.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('2025-02-30 is not a date.')).toBeVisible();
    expect(http.calls('GET', 'v2/reporting/report-information')).toHaveLength(1);
  });

  it('shows the Top Customer and Top Asset tiles and the numbered top-five lists', async () => {
    mockDashboardApi();
    renderWithApp('/dashboard', { preloadedState: owner() });
    const customer = await screen.findByRole('region', { name: 'Top Customer' });
    expect(customer).toHaveTextContent('Ann BuyerNumber of payments: 12');
    expect(screen.getByRole('region', { name: 'Top Asset' })).toHaveTextContent('Cup FinalNumber of purchases: 33');

    const customers = screen.getByRole('region', { name: 'Top five customers' });
    const items = within(customers).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([expect.stringMatching(/^1\.Ann Buyer12 payments/), '2.bob@example.com9 payments']);
    expect(within(customers).getByRole('button', { name: 'Revenue of Ann Buyer' })).toHaveAccessibleDescription('EUR 120.50');
    const assets = screen.getByRole('region', { name: 'Top five assets' });
    expect(within(assets).getByText('Cup Final')).toBeVisible();
    // Each top customer opens their details, and 'See all' the audience list.
    expect(within(customers).getByRole('link', { name: 'Ann Buyer' })).toHaveAttribute('href', '/audience/edit/11');
    expect(within(customers).getByRole('link', { name: 'bob@example.com' })).toHaveAttribute('href', '/audience/edit/12');
    expect(within(customers).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/audience');
    // Assets exist: each top asset opens its edit screen and 'See all' the assets list.
    expect(within(assets).getByRole('link', { name: 'Cup Final' })).toHaveAttribute('href', '/assets/edit/21');
    expect(within(assets).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/assets');
  });

  it("shows 'N/A' tiles when the range has figures but no top customer or asset", async () => {
    mockDashboardApi({ info: ok(reportInformation({ topFiveCustomers: [], topFiveAssets: [] })) });
    renderWithApp('/dashboard', { preloadedState: owner() });
    expect(await screen.findByRole('region', { name: 'Top Customer' })).toHaveTextContent(/^Top CustomerN\/A$/);
    expect(screen.getByRole('region', { name: 'Top Asset' })).toHaveTextContent(/^Top AssetN\/A$/);
    expect(screen.getByRole('region', { name: 'Top five customers' })).toHaveTextContent('There is no available data for this time period.');
  });

  it('breaks the range down by country, payment method and subscription status, in people’s words', async () => {
    const http = mockDashboardApi();
    renderWithApp('/dashboard', { preloadedState: owner() });
    const countries = await screen.findByRole('table', { name: 'Countries' });
    const countryRows = within(countries).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(within(countries).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Country', 'Registered customers', 'Sales', 'Net revenue']);
    expect(countryRows.slice(1)).toEqual([
      ['United Kingdom', '12', '1,204', 'GBP 9,120.50 · EUR 88.00'],
      ['Germany', '40', '310', 'EUR 1,550.00'],
    ]);
    const methods = screen.getByRole('region', { name: 'Payment methods' });
    expect(methods).toHaveTextContent('1,480 distinct paying customers in the range');
    // A method without sales in the range is left out; zero currencies too.
    expect(within(methods).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Card1,300GBP 9,000.50 · EUR 1,600.00', 'PayPal214GBP 120.00 · EUR 38.00']);
    const subscriptions = screen.getByRole('region', { name: 'New subscriptions by status' });
    expect(subscriptions).toHaveTextContent('57 subscriptions created in the range');
    expect(within(subscriptions).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['Active (recurring)41', 'Canceled12', 'Free trial4']);
    // Each is read for the dashboard's range.
    for (const path of ['v2/reporting/countries', 'v2/reporting/accounting/analytics', 'v2/reporting/subscriptions/analytics']) {
      expect(rangeOf(http, path)).toEqual(['2025-02-15..2025-03-15']);
    }
  });

  it('keeps the figures when only the breakdown fails, and Retry reads it again', async () => {
    const http = mockDashboardApi({ countries: { status: 500, data: { code: 500, message: 'Upstream timeout.' } } });
    const { user } = renderWithApp('/dashboard', { preloadedState: owner() });
    expect(await screen.findByText('The breakdown could not be loaded.')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Top Customer' })).toBeVisible();
    http.on('GET', 'v2/reporting/countries', ok(countries()));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Countries' })).toBeVisible();
  });

  it('shows the empty text when the range has no data', async () => {
    mockDashboardApi({ info: ok(emptyInformation()), revenue: ok([]), histograms: ok(histograms({ customers: [] })) });
    renderWithApp('/dashboard', { preloadedState: owner() });
    expect(await screen.findByText('There is no available data for this time period.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Audience/ })).toHaveTextContent('0');
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top Customer' })).not.toBeInTheDocument();
  });

  it('shows a failed load inline with a Retry button, never a blank page, and retries the same range', async () => {
    const http = mockDashboardApi({ revenue: { status: 500, data: { code: 500, message: 'Upstream timeout.' } } });
    const { user } = renderWithApp('/dashboard', { preloadedState: owner() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The analytics could not be loaded. Upstream timeout.');
    expect(screen.getByRole('group', { name: 'Summary' })).toBeVisible();

    http.on('GET', 'v2/reporting/revenue-per-currency', ok([{ currency_iso: 'EUR', amount: 1 }]));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(rangeOf(http, 'v2/reporting/revenue-per-currency')).toEqual(['2025-02-15..2025-03-15', '2025-02-15..2025-03-15']);
  });

  it('redirects a user without analytics (customer support) away from /dashboard to their landing page', async () => {
    mockDashboardApi();
    const { location } = renderWithApp('/dashboard', { preloadedState: { auth: signedIn(['customer_support']) } });
    await waitFor(() => expect(location()).not.toBe('/dashboard'));
    expect(location()).toBe('/assets');
  });
});

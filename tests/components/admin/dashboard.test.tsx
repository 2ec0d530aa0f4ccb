/** The admin dashboard and the admin chrome (issue 20): platform figures narrowed by a picked merchant, the side nav, the user menu. */
import { screen, waitFor, within } from '@testing-library/react';
import type { PlatformInformation } from '../../../src/api/adminDashboard';
import { tokenStore } from '../../../src/api/tokenStore';
import { hasSectionIcon } from '../../../src/components/icons/SectionIcon';
import { navRoutes } from '../../../src/routes/access';
import { createPermissionContext } from '../../../src/routes/permissions';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';
import { accountingAnalytics, countries, histograms, reportInformation, revenue, subscriptionAnalytics } from '../dashboard/fixtures';

// recharts needs a layout engine; the chart chunk is replaced by a stand-in naming the series it draws.
jest.mock('../../../src/pages/dashboard/DashboardCharts', () => {
  const React = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: ({ model }: { model: { panels: { series: { label: string }[] }[] } }) =>
      React.createElement('div', { 'data-testid': 'chart' }, model.panels.flatMap((panel) => panel.series.map((s) => s.label)).join(', ')),
  };
});

const NOW = new Date('2025-03-15T10:00:00Z');
const MERCHANTS = [
  { id: 4, uuid: 'uuid-4', name: 'Northwind Agency' },
  { id: 6, uuid: 'uuid-6', name: 'Other Tenant Ltd' },
  { id: 1, uuid: 'uuid-1', name: 'Sandbox Media' },
];

const platform = (merchantId: string | null): PlatformInformation => ({
  numberOfMerchants: merchantId ? 1 : 5,
  topFiveMerchants: merchantId
    ? [{ ...MERCHANTS[1], number_of_payments: 12, revenues: [{ currency_iso: 'GBP', total_earned_amount: 40 }] }]
    : [
        { ...MERCHANTS[2], number_of_payments: 3200, revenues: [{ currency_iso: 'EUR', total_earned_amount: 9000.5 }, { currency_iso: 'USD', total_earned_amount: 10 }] },
        { ...MERCHANTS[1], number_of_payments: 12, revenues: [{ currency_iso: 'GBP', total_earned_amount: 40 }] },
      ],
  merchants: MERCHANTS,
});

/** Staff's admin session beside a merchant one ('Login as' in another tab): every dashboard call must send the admin token. */
function setup(path = '/admin') {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  const http = mockApi();
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  tokenStore.setSession('admin', { token: 'admin-token', refreshToken: 'admin-r', expires: inAnHour });
  tokenStore.setSession('merchant', { token: 'merchant-token', refreshToken: 'merchant-r', expires: inAnHour });
  const narrowed = (query: URLSearchParams) => query.get('merchant_id');
  http.on('GET', 'v2/reporting/report-information', (req) => ({
    status: 200,
    data: reportInformation(narrowed(req.query) ? { numberOfRegisteredUsers: 17, numberOfPayments: 12 } : { numberOfRegisteredUsers: 2345, numberOfPayments: 3212 }),
  }));
  http.on('GET', 'v2/reporting/revenue-per-currency', (req) => ({
    status: 200,
    data: narrowed(req.query) ? [{ currency_iso: 'GBP', amount: 40 }] : revenue(),
  }));
  http.on('GET', 'v2/reporting/histograms', { status: 200, data: histograms() });
  http.on('GET', 'v2/reporting/countries', { status: 200, data: countries() });
  http.on('GET', 'v2/reporting/accounting/analytics', { status: 200, data: accountingAnalytics() });
  http.on('GET', 'v2/reporting/subscriptions/analytics', { status: 200, data: subscriptionAnalytics() });
  http.on('GET', 'v2/reporting/platform-information', (req) => ({ status: 200, data: platform(narrowed(req.query)) }));
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(['boxoffice'], { email: 'staff@sandbox.test', full_name: 'Sam Staff' }, { isAdmin: true }) } });
  return { http, ...view };
}

afterEach(() => {
  jest.useRealTimers();
});

const DASHBOARD_CALLS = ['v2/reporting/report-information', 'v2/reporting/revenue-per-currency', 'v2/reporting/histograms', 'v2/reporting/platform-information'];
const summary = () => screen.getByRole('group', { name: 'Summary' });

describe('the admin dashboard', () => {
  it('is where /admin lands: platform-wide figures, the merchants and the top five merchants, read with the admin token', async () => {
    const { http, location } = setup('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(location()).toBe('/admin/dashboard');
    await waitFor(() => expect(within(summary()).getByRole('button', { name: /^Audience/ })).toHaveTextContent('2,345'));
    expect(within(summary()).getByRole('button', { name: /^Payments/ })).toHaveTextContent('3,212');
    expect(within(summary()).getByRole('button', { name: /^Revenue/ })).toHaveTextContent('EUR 12,500.50USD 3,400.00');
    expect(within(summary()).getByRole('button', { name: /^Subscriptions/ })).toHaveTextContent('New: 40Canceled: 7');
    expect(within(summary()).getByText('Merchants').parentElement).toHaveTextContent('Merchants5On the platform');
    expect(screen.getByLabelText('Merchant')).toHaveDisplayValue('All merchants');

    const table = screen.getByRole('table', { name: 'Top five merchants' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['1', 'Sandbox Media', '3,200', 'EUR 9,000.50USD 10.00'],
      ['2', 'Other Tenant Ltd', '12', 'GBP 40.00'],
    ]);

    for (const path of DASHBOARD_CALLS) {
      const calls = http.calls('GET', path);
      expect(calls.length).toBeGreaterThan(0);
      expect(calls.every((call) => call.authorization === 'Bearer admin-token' && !call.query.has('merchant_id'))).toBe(true);
      expect(calls[0].query.get('start_date')).toBe('2025-02-15');
    }
  });

  it('narrows every figure to a picked merchant, kept in the URL, and back to all', async () => {
    const { http, user, location } = setup('/admin/dashboard');
    await waitFor(() => expect(within(summary()).getByRole('button', { name: /^Audience/ })).toHaveTextContent('2,345'));

    await user.selectOptions(screen.getByLabelText('Merchant'), 'Other Tenant Ltd');
    expect(location()).toBe('/admin/dashboard?merchant=6');
    await waitFor(() => expect(within(summary()).getByRole('button', { name: /^Audience/ })).toHaveTextContent('17'));
    expect(within(summary()).getByRole('button', { name: /^Payments/ })).toHaveTextContent('12');
    expect(within(summary()).getByRole('button', { name: /^Revenue/ })).toHaveTextContent('GBP 40.00');
    await waitFor(() => expect(within(summary()).getByText('Merchants').parentElement).toHaveTextContent('Merchants1Picked'));
    expect(within(screen.getByRole('table', { name: 'Top five merchants' })).getAllByRole('row')).toHaveLength(2);
    for (const path of DASHBOARD_CALLS) {
      const last = http.calls('GET', path).at(-1);
      expect(last?.query.get('merchant_id')).toBe('6');
      expect(last?.authorization).toBe('Bearer admin-token');
    }

    await user.selectOptions(screen.getByLabelText('Merchant'), 'All merchants');
    expect(location()).toBe('/admin/dashboard');
    await waitFor(() => expect(within(summary()).getByRole('button', { name: /^Audience/ })).toHaveTextContent('2,345'));
    expect(http.calls('GET', 'v2/reporting/platform-information').at(-1)?.query.has('merchant_id')).toBe(false);
  });

  it('opens narrowed from a link that names the merchant', async () => {
    const { http } = setup('/admin/dashboard?merchant=6');
    await waitFor(() => expect(within(summary()).getByRole('button', { name: /^Audience/ })).toHaveTextContent('17'));
    expect(screen.getByLabelText('Merchant')).toHaveDisplayValue('Other Tenant Ltd');
    expect(http.calls('GET', 'v2/reporting/report-information').every((call) => call.query.get('merchant_id') === '6')).toBe(true);
  });

  it('says what failed and Retry loads again', async () => {
    const { http, user } = setup('/admin/dashboard');
    http.on('GET', 'v2/reporting/platform-information', { status: 503, data: { code: 503, message: 'Try again.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The analytics could not be loaded. Try again.');
    http.on('GET', 'v2/reporting/platform-information', { status: 200, data: platform(null) });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Top five merchants' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

// The spec's admin side-nav order; each slice adds its sections, so the entries present must keep this order.
const SPEC_ORDER = [/^Dashboard$/, /^Merchants$/, /^Audience$/, /^Payments$/, /^Subscriptions$/, /^Mailing list$/i, /^Access$/, /^Account$/, /activity/i];

describe('the admin chrome', () => {
  it('lists the admin sections in the spec’s order, each with an icon of its own, Dashboard current', async () => {
    setup('/admin/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    const labels = links.map((link) => link.textContent ?? '');
    expect(labels[0]).toBe('Dashboard');
    expect(labels).toContain('Account');
    const positions = labels.map((label) => SPEC_ORDER.findIndex((pattern) => pattern.test(label)));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const link of links) expect(link.querySelector('svg')).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const route of navRoutes('admin', createPermissionContext({ roles: ['boxoffice'] }))) expect([route.section, hasSectionIcon(route.section)]).toEqual([route.section, true]);
  });

  it('offers Account and Logout in the user menu', async () => {
    const { user } = setup('/admin/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Sam Staff' }));
    const menu = screen.getByRole('menu', { name: 'Sam Staff' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Account', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/admin/account/details');
  });
});

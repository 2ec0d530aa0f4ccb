import { screen, waitFor } from '@testing-library/react';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

// Saturday 15 March 2025: "Last month" is February, whatever the time of day.
const NOW = new Date('2025-03-15T23:30:00Z');
beforeEach(() => jest.useFakeTimers({ now: NOW, advanceTimers: true }));
afterEach(() => jest.useRealTimers());

function setup(path: string) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/saved-views', { status: 200, data: [{ id: 7, list: 'payments', name: 'February refunds', query: 'type=refund&period=last_month', created_at: 0 }] });
  http.on('GET', 'v2/accounting/transactions', { status: 200, data: { collection: [], total: 0 } });
  http.on('POST', 'v2/saved-views', (req) => ({ status: 201, data: { id: 8, list: 'payments', name: req.form().get('name'), query: req.form().get('query'), created_at: 0 } }));
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(['merchant', 'owner']) }, userOptions: { advanceTimers: jest.advanceTimersByTime } });
  return { http, ...view };
}

const lastQuery = (http: ReturnType<typeof mockApi>) => {
  const calls = http.calls('GET', 'v2/accounting/transactions');
  return Object.fromEntries([...calls[calls.length - 1].query].filter(([name]) => name !== 'srkey'));
};

describe('payments: the date range', () => {
  it('"Last month" is the previous calendar month in UTC, sent as start_date and end_date and kept in the URL', async () => {
    const { http, user, location } = setup('/transactions/payments?type=refund');
    await screen.findByRole('table', { name: 'Payments' });
    await user.selectOptions(screen.getByLabelText('Date range'), 'Last month');
    await waitFor(() => expect(location()).toBe('/transactions/payments?type=refund&period=last_month'));
    await waitFor(() => expect(lastQuery(http)).toEqual({ page: '1', size: '15', type: 'refund', start_date: '2025-02-01', end_date: '2025-02-28' }));
    expect(screen.getByText('2025-02-01 to 2025-02-28, UTC')).toBeInTheDocument();
  });

  it('a reload reads both filters back from the URL', async () => {
    const { http } = setup('/transactions/payments?type=refund&period=last_month');
    await screen.findByRole('table', { name: 'Payments' });
    expect(screen.getByLabelText('Date range')).toHaveValue('last_month');
    expect(screen.getByLabelText('Type')).toHaveValue('refund');
    expect(lastQuery(http)).toEqual({ page: '1', size: '15', type: 'refund', start_date: '2025-02-01', end_date: '2025-02-28' });
  });

  it('a saved view keeps the range with the type, and opening one brings back both', async () => {
    const { http, user, location } = setup('/transactions/payments?type=charge&period=month_to_date');
    await screen.findByRole('table', { name: 'Payments' });
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    await user.type(screen.getByLabelText('View name'), 'Charges this month');
    await user.click(screen.getByRole('button', { name: 'Save current view' }));
    expect(await screen.findByText('View saved.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'v2/saved-views')[0].form())).toEqual({ list: 'payments', name: 'Charges this month', query: 'type=charge&period=month_to_date' });

    await user.click(screen.getByRole('button', { name: 'Open view February refunds' }));
    await waitFor(() => expect(location()).toBe('/transactions/payments?type=refund&period=last_month'));
    expect(screen.getByLabelText('Date range')).toHaveValue('last_month');
    expect(screen.getByLabelText('Type')).toHaveValue('refund');
    await waitFor(() => expect(lastQuery(http)).toEqual({ page: '1', size: '15', type: 'refund', start_date: '2025-02-01', end_date: '2025-02-28' }));
  });

  it('a custom range is typed as days; a day that does not exist says so and is not sent', async () => {
    const { http, user, location } = setup('/transactions/payments');
    await screen.findByRole('table', { name: 'Payments' });
    await user.selectOptions(screen.getByLabelText('Date range'), 'Custom range');
    const from = screen.getByLabelText('From', { exact: true });
    const to = screen.getByLabelText('To', { exact: true });
    await user.type(from, '2025-02-30');
    await user.tab();
    expect(screen.getByText('2025-02-30 is not a date.')).toBeInTheDocument();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toBe('/transactions/payments?period=custom');

    await user.clear(from);
    await user.type(from, '2025-02-10');
    await user.type(to, '2025-02-20');
    await waitFor(() => expect(location()).toBe('/transactions/payments?from=2025-02-10&to=2025-02-20'));
    await waitFor(() => expect(lastQuery(http)).toMatchObject({ start_date: '2025-02-10', end_date: '2025-02-20' }));
    expect(screen.queryByText('2025-02-30 is not a date.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Date range')).toHaveValue('custom');
  });

  it('two whole days the wrong way round say so at once, as on the dashboard, and are not sent', async () => {
    const { user, location } = setup('/transactions/payments');
    await screen.findByRole('table', { name: 'Payments' });
    await user.selectOptions(screen.getByLabelText('Date range'), 'Custom range');
    await user.type(screen.getByLabelText('From', { exact: true }), '2025-02-20');
    await user.type(screen.getByLabelText('To', { exact: true }), '2025-02-10');
    // The focus is still in To: the error does not wait for it to leave.
    expect(screen.getByLabelText('To', { exact: true })).toHaveFocus();
    expect(screen.getByText('The end is before the start.')).toBeInTheDocument();
    expect(location()).toBe('/transactions/payments?from=2025-02-20');
  });
});

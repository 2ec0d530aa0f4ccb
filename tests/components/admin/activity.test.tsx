import moment from 'moment';
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffActivityEntry } from '../../../src/api/adminActivityTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { config } from '../../../src/config';
import { fileSaver } from '../../../src/ducks/payments';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const entry = (overrides: Partial<StaffActivityEntry> = {}): StaffActivityEntry => ({
  id: 1,
  created_at: Date.UTC(2026, 10, 26, 9, 15) / 1000,
  kind: 'features',
  summary: 'Turned off the feature Donations',
  staff: { id: 4, email: 'staff@sandbox.test', full_name: 'Sam Staff' },
  merchant: { id: 1, uuid: 'm1', name: 'Owner Co' },
  before: { Donations: true },
  after: { Donations: false },
  ...overrides,
});

function setup(path: string) {
  const http = mockApi();
  tokenStore.setSession('admin', { token: 'admin-tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/admin/activity', (req) => ({
    status: 200,
    data: req.query.get('kind') === 'impersonate_merchant'
      ? { collection: [entry({ id: 2, kind: 'impersonate_merchant', summary: 'Signed in as Owner Co (owner@sandbox.test)', before: null, after: { account: 'owner@sandbox.test' } })], total: 1 }
      : { collection: [entry()], total: 45 },
  }));
  http.on('GET', 'v2/admin/activity/facets', {
    status: 200,
    data: { staff: [{ id: 4, email: 'staff@sandbox.test', full_name: 'Sam Staff' }], merchants: [{ id: 1, uuid: 'm1', name: 'Owner Co' }, { id: 6, uuid: 'm6', name: 'Other Ltd' }] },
  });
  return { http, ...renderWithApp(path, { preloadedState: { auth: signedIn([config.platformKey]) } }) };
}

const sentQuery = (call: { query: URLSearchParams }) => Object.fromEntries([...call.query].filter(([name]) => name !== 'srkey'));

describe('/admin/activity', () => {
  it('lists who did what, when, to which merchant, with the values before and after', async () => {
    setup('/admin/activity');
    const table = await screen.findByRole('table', { name: 'Activity log' });
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('2026/11/26 09:15');
    expect(row).toHaveTextContent('Sam Staff');
    expect(row).toHaveTextContent('Owner Co');
    expect(row).toHaveTextContent('Features');
    expect(row).toHaveTextContent('Turned off the feature Donations');
    expect(row).toHaveTextContent('{"Donations":true}');
    expect(row).toHaveTextContent('{"Donations":false}');
    expect(screen.getByText('45 entries')).toBeInTheDocument();
  });

  it('reads its filters from the URL, sends them, and writes changes back to the URL on page 1', async () => {
    const { http, user, location } = setup('/admin/activity?merchant=1&kind=impersonate_merchant&from=2026-11-01&to=2026-11-30&page=1');
    await screen.findByText('Signed in as Owner Co (owner@sandbox.test)');
    expect(sentQuery(http.calls('GET', 'v2/admin/activity')[0])).toEqual({ merchant_id: '1', kind: 'impersonate_merchant', start_date: '2026-11-01', end_date: '2026-11-30', page: '1', size: '20' });
    expect(screen.getByLabelText('Kind')).toHaveValue('impersonate_merchant');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    // The staff and merchant choices come from the log itself.
    await waitFor(() => expect(within(screen.getByLabelText('Merchant')).getByRole('option', { name: 'Other Ltd' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Staff member'), 'Sam Staff (staff@sandbox.test)');
    await waitFor(() => expect(location()).toBe('/admin/activity?staff=4&merchant=1&kind=impersonate_merchant&from=2026-11-01&to=2026-11-30'));
    await waitFor(() => expect(sentQuery(http.calls('GET', 'v2/admin/activity').at(-1)!)).toMatchObject({ staff_id: '4', merchant_id: '1' }));
    await user.selectOptions(screen.getByLabelText('Kind'), 'All kinds');
    await waitFor(() => expect(location()).toBe('/admin/activity?staff=4&merchant=1&from=2026-11-01&to=2026-11-30'));
  });

  it("filters by the list kit's calendar presets: 'Last month' is the previous calendar month, kept in the URL", async () => {
    const { http, user, location } = setup('/admin/activity');
    await screen.findByRole('table', { name: 'Activity log' });
    await user.selectOptions(screen.getByLabelText('Date range'), 'Last month');
    await waitFor(() => expect(location()).toBe('/admin/activity?period=last_month'));
    const start = moment.utc().subtract(1, 'month').startOf('month').format('YYYY-MM-DD');
    const end = moment.utc().subtract(1, 'month').endOf('month').format('YYYY-MM-DD');
    await waitFor(() => expect(sentQuery(http.calls('GET', 'v2/admin/activity').at(-1)!)).toEqual({ start_date: start, end_date: end, page: '1', size: '20' }));
  });

  it('pages through the URL', async () => {
    const { user, location, http } = setup('/admin/activity');
    await screen.findByRole('table', { name: 'Activity log' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/admin/activity?page=2'));
    await waitFor(() => expect(sentQuery(http.calls('GET', 'v2/admin/activity').at(-1)!)).toEqual({ page: '2', size: '20' }));
  });

  it('exports exactly the current filter', async () => {
    const save = jest.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const { http, user } = setup('/admin/activity?merchant=1&kind=features');
    http.on('GET', 'v2/admin/activity/export', {
      status: 200,
      data: 'csv',
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="staff-activity-2026-11-27.csv"', 'x-total-count': '1' },
    });
    await screen.findByRole('table', { name: 'Activity log' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'staff-activity-2026-11-27.csv'));
    expect(sentQuery(http.calls('GET', 'v2/admin/activity/export')[0])).toEqual({ merchant_id: '1', kind: 'features' });
    save.mockRestore();
  });

  it('offers Retry when the log cannot be read', async () => {
    const { http, user } = setup('/admin/activity');
    http.on('GET', 'v2/admin/activity', { status: 500, data: { code: 500, message: 'Internal error.' } });
    expect(await screen.findByText(/The activity log could not be loaded/)).toBeInTheDocument();
    http.on('GET', 'v2/admin/activity', { status: 200, data: { collection: [entry()], total: 1 } });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Activity log' })).toBeInTheDocument();
  });
});

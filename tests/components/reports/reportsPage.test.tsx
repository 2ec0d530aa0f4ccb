import { screen, waitFor, within } from '@testing-library/react';
import { browserDownload } from '../../../src/ducks/reports/download';
import { renderWithApp, signedIn } from '../../support/render';
import { file, mockReportsApi, ok, scheduled } from './support';


const NOW = new Date('2025-03-15T10:00:00Z');
const PAYMENTS = '/transactions/payments/reports';
const owner = () => ({ auth: signedIn(['merchant', 'owner']) });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('Reports page: generated files', () => {
  it('lists the files with File name, Created at (UTC), Status and Actions headers and UTC table dates', async () => {
    mockReportsApi('payments', [file(), file({ filename: 'older.csv', created_at: 1_700_000_000, status: 'failed' })]);
    renderWithApp(PAYMENTS, { preloadedState: owner() });
    expect(await screen.findByRole('heading', { name: 'Payments reports', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Generated reports' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['File name', 'Created at (UTC)', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('payments_2025-03-15.csv2025/03/15 10:00Created');
    expect(rows[1]).toHaveTextContent('older.csv2023/11/14 22:13Failed');
    expect(within(rows[1]).getByRole('button', { name: 'Download older.csv' })).toBeDisabled();
  });

  it("shows 'No reports found.' when there are none, and the scheduled list's own empty text", async () => {
    mockReportsApi('payments');
    renderWithApp(PAYMENTS, { preloadedState: owner() });
    expect(await screen.findByText('No reports found.')).toBeVisible();
    expect(await screen.findByText('No scheduled reports found.')).toBeVisible();
  });

  it('shows a failed list load inline with Retry', async () => {
    const { http, state } = mockReportsApi('payments');
    http.on('GET', 'v2/reporting/reports/payments', { status: 503, data: { code: 503, message: 'Try later.' } });
    const { user } = renderWithApp(PAYMENTS, { preloadedState: owner() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try later.');
    http.on('GET', 'v2/reporting/reports/payments', () => ok({ collection: state.files, total: 0 }));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No reports found.')).toBeVisible();
  });

  it('downloads through the redirect_url of GET download', async () => {
    const { http } = mockReportsApi('payments', [file()]);
    http.on('GET', 'v2/reporting/download/payments/payments_2025-03-15.csv', ok({ redirect_url: '/api/v2/reporting/files/signed-token' }));
    const save = jest.spyOn(browserDownload, 'save').mockImplementation(() => undefined);
    const { user } = renderWithApp(PAYMENTS, { preloadedState: owner() });
    await user.click(await screen.findByRole('button', { name: 'Download payments_2025-03-15.csv' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('/api/v2/reporting/files/signed-token', 'payments_2025-03-15.csv'));
  });

  it('renames a file in a dialog whose labelled input must end with .csv', async () => {
    const { http, state } = mockReportsApi('payments', [file()]);
    http.on('PUT', 'v2/reporting/reports/payments', (req) => {
      const renamed = file({ filename: req.form().get('new_file_name') ?? '' });
      state.files = [renamed];
      return ok(renamed);
    });
    const { user } = renderWithApp(PAYMENTS, { preloadedState: owner() });
    await user.click(await screen.findByRole('button', { name: 'Rename payments_2025-03-15.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename report' });
    const input = within(dialog).getByLabelText('New file name');
    expect(input).toHaveValue('payments_2025-03-15.csv');
    await user.clear(input);
    await user.type(input, 'march');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The file name must end with .csv and contain no slashes.')).toBeVisible();
    expect(http.calls('PUT')).toHaveLength(0);

    await user.type(input, '.csv');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(http.calls('PUT')[0].form().toString()).toBe('file_name=payments_2025-03-15.csv&new_file_name=march.csv');
    expect(await screen.findByRole('cell', { name: 'march.csv' })).toBeVisible();
  });

  it('deletes a file after the confirmation dialog', async () => {
    const { http, state } = mockReportsApi('payments', [file()]);
    http.on('DELETE', 'v2/reporting/reports/payments/payments_2025-03-15.csv', () => {
      state.files = [];
      return ok({ message: 'Report deleted.' });
    });
    const { user } = renderWithApp(PAYMENTS, { preloadedState: owner() });
    await user.click(await screen.findByRole('button', { name: 'Delete payments_2025-03-15.csv' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your action' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the report payments_2025-03-15.csv?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('No reports found.')).toBeVisible();
    expect(http.calls('DELETE')).toHaveLength(1);
  });

  it("shows 'An unknown error occurred.' when a delete fails", async () => {
    const { http } = mockReportsApi('payments', [file()]);
    http.on('DELETE', 'v2/reporting/reports/payments/payments_2025-03-15.csv', { status: 500, data: { code: 500, message: 'db down' } });
    const { user } = renderWithApp(PAYMENTS, { preloadedState: owner() });
    await user.click(await screen.findByRole('button', { name: 'Delete payments_2025-03-15.csv' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ERRORAn unknown error occurred.');
  });
});

describe('Reports page: scheduled reports', () => {
  it('schedules a report in its dialog and lists and deletes scheduled reports', async () => {
    const { http, state } = mockReportsApi('payments', [], [scheduled()]);
    http.on('POST', 'v2/reporting/scheduled/payments', (req) => {
      const created = scheduled({ id: 6, report_id: 'sched-6', report_name: req.form().get('report_name') ?? '', recurrent: false });
      state.schedules = [...state.schedules, created];
      return { status: 201, data: created };
    });
    http.on('POST', 'v2/reporting/scheduled/sched-5/delete', () => {
      state.schedules = state.schedules.filter((s) => s.report_id !== 'sched-5');
      return ok({ message: 'Deleted.' });
    });
    const { user } = renderWithApp(PAYMENTS, { preloadedState: owner() });
    const table = await screen.findByRole('table', { name: 'Scheduled reports' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Monthly payments2025/04/01 00:00Yes');

    await user.click(screen.getByRole('button', { name: 'Schedule report' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Payments report' });
    await user.type(within(dialog).getByLabelText('Report name'), 'Weekly');
    // The one date-time picker: tomorrow at midnight (UTC) unless another time is typed, seconds optional.
    const firstRun = within(dialog).getByLabelText('First run');
    expect(firstRun).toHaveValue('2025-03-16 00:00:00');
    await user.clear(firstRun);
    await user.type(firstRun, '2025-03-20 08:30');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.fromEntries(http.calls('POST', 'v2/reporting/scheduled/payments')[0].form())).toEqual({
      report_name: 'Weekly',
      scheduled_at: String(Date.UTC(2025, 2, 20, 8, 30) / 1000),
      start_date_resolution: 'month',
      start_date_resolution_before: '1',
      recurrent: 'false',
      recurrent_end_type: 'never',
    });
    expect(await within(table).findByText('Weekly')).toBeVisible();

    await user.click(within(table).getByRole('button', { name: 'Delete Monthly payments' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete!' }));
    await waitFor(() => expect(within(table).queryByText('Monthly payments')).not.toBeInTheDocument());
  });
});

describe('Reports routes', () => {
  it.each([
    ['/audience/reports', 'Audience reports'],
    ['/transactions/payments/reports', 'Payments reports'],
    ['/transactions/subscriptions/reports', 'Subscriptions reports'],
    ['/access/reports', 'Access reports'],
  ])('%s is a real screen titled %s, in its section', async (path, title) => {
    mockReportsApi(path.includes('audience') ? 'audience' : path.split('/')[path.split('/').length - 2]);
    renderWithApp(path, { preloadedState: owner() });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generate report' })).toBeVisible();
    expect(document.title).toBe(`${title} | Boxoffice Console`);
  });

  it('offers the audience and account-logins tabs on /audience/reports', async () => {
    const { http } = mockReportsApi('audience');
    http.on('GET', 'v2/reporting/reports/account-logins/fields', ok([]));
    http.on('GET', 'v2/reporting/reports/account-logins', ok({ collection: [], total: 0 }));
    http.on('GET', 'v2/reporting/scheduled/account-logins', ok({ collection: [], total: 0 }));
    const { user } = renderWithApp('/audience/reports', { preloadedState: owner() });
    const tabs = await screen.findByRole('tablist', { name: 'Report types' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Audience', 'Account logins']);
    await user.click(within(tabs).getByRole('tab', { name: 'Account logins' }));
    await waitFor(() => expect(http.calls('GET', 'v2/reporting/reports/account-logins')).toHaveLength(1));
  });

  it.each([
    [['customer_support'], '/transactions/payments/reports'],
    [['content_manager'], '/audience/reports'],
    [['content_manager'], '/transactions/payments/reports'],
    [['merchant', 'owner'], '/access/reports', { disabled: ['allReports'], readOnly: [] }],
  ])('keeps %j out of %s', async (roles, path, roleRestrictions = { disabled: [], readOnly: [] }) => {
    mockReportsApi('payments');
    const { location } = renderWithApp(path, { preloadedState: { auth: signedIn(roles, { roleRestrictions }) } });
    await waitFor(() => expect(location()).not.toBe(path));
  });
});

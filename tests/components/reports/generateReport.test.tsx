import { act, screen, waitFor, within } from '@testing-library/react';
import { renderWithApp, signedIn } from '../../support/render';
import { PRESET_DATES_ON_2025_03_15 } from '../../unit/analytics/presetCases';
import { file, mockReportsApi } from './support';


const NOW = new Date('2025-03-15T10:00:00Z');
const owner = () => ({ auth: signedIn(['merchant', 'owner']) });

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
});
afterEach(() => {
  jest.useRealTimers();
});

async function openGenerate(path: string) {
  const result = renderWithApp(path, { preloadedState: owner() });
  await screen.findByText('No reports found.');
  await result.user.click(screen.getByRole('button', { name: 'Generate report' }));
  return { ...result, dialog: screen.getByRole('dialog') };
}

describe('Generate report dialog', () => {
  it('opens titled, with the audience defaults: a month ago through today, status active, type all, unique off, every field', async () => {
    mockReportsApi('audience');
    const { dialog } = await openGenerate('/audience/reports');
    expect(dialog).toHaveAccessibleName('Generate Audience report');
    expect(within(dialog).getByLabelText('Period')).toHaveValue('');
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2025-02-15');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('2025-03-15');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('active');
    expect(within(dialog).getByLabelText('Type')).toHaveValue('all');
    expect(within(dialog).getByLabelText('Unique customers only')).not.toBeChecked();
    const fields = within(dialog).getByRole('group', { name: 'Fields' });
    expect(within(fields).getAllByRole('checkbox').map((box) => [box.closest('div')?.textContent, (box as HTMLInputElement).checked])).toEqual([
      ['Email', true],
      ['Full name', true],
      ['Country', true],
    ]);
  });

  it.each(PRESET_DATES_ON_2025_03_15)('the %s preset sets %s to %s (clock at 2025-03-15)', async (preset, start, end) => {
    mockReportsApi('payments');
    const { user, dialog } = await openGenerate('/transactions/payments/reports');
    if (preset === 'last_month') await user.selectOptions(within(dialog).getByLabelText('Period'), 'last_day');
    await user.selectOptions(within(dialog).getByLabelText('Period'), preset);
    expect(within(dialog).getByLabelText('Start date')).toHaveValue(start);
    expect(within(dialog).getByLabelText('End date')).toHaveValue(end);
  });

  it('the last_period preset steps back one period of the current length (before last calendar week, Monday 3 to Sunday 9 March); month and year selectors pick whole periods', async () => {
    mockReportsApi('payments');
    const { user, dialog } = await openGenerate('/transactions/payments/reports');
    const period = within(dialog).getByLabelText('Period');
    await user.selectOptions(period, 'last_week');
    await user.selectOptions(period, 'last_period');
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2025-02-24');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('2025-03-02');

    const month = within(dialog).getByLabelText('Month');
    const year = within(dialog).getByLabelText('Year');
    expect(within(month).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Whole year', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12',
    ]);
    expect(within(year).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select year', '2022', '2023', '2024', '2025', '2026']);
    await user.selectOptions(year, '2024');
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2024-01-01');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('2024-12-31');
    await user.selectOptions(month, '02');
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2024-02-01');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('2024-02-29');
    expect(period).toHaveValue('');
  });

  it('generates, says so, closes, and polls the pending file every 2 s until it is created', async () => {
    const { http, state } = mockReportsApi('payments');
    http.on('POST', 'v2/reporting/reports/payments', () => {
      state.files = [file({ filename: 'payments_new.csv', status: 'pending', rows: 0 })];
      return { status: 202, data: { filename: 'payments_new.csv', status: 'pending' } };
    });
    const { user, dialog } = await openGenerate('/transactions/payments/reports');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'charge');
    await user.click(within(dialog).getByLabelText('Country'));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));

    expect(await screen.findByText('The report was successfully generated. Click on View Reports button to see it.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const body = http.calls('POST', 'v2/reporting/reports/payments')[0].form();
    expect([...body]).toEqual([
      ['startDate', '2025-02-15'],
      ['endDate', '2025-03-15'],
      ['reportFields[]', 'email'],
      ['reportFields[]', 'full_name'],
      ['status', 'all'],
      ['type', 'charge'],
      ['unique', 'false'],
      ['export_type', 'csv'],
    ]);

    const row = await screen.findByRole('row', { name: /payments_new\.csv/ });
    expect(row).toHaveTextContent('Pending');
    const lists = () => http.calls('GET', 'v2/reporting/reports/payments').length;
    const before = lists();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(lists()).toBe(before + 1));

    state.files = [file({ filename: 'payments_new.csv', status: 'created', rows: 40 })];
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(await screen.findByRole('row', { name: /payments_new\.csv.*Created/ })).toBeVisible();
    const settled = lists();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(6000);
    });
    expect(lists()).toBe(settled);
  });

  it("keeps the dialog open and shows 'An unknown error occurred.' when generation fails", async () => {
    const { http } = mockReportsApi('payments');
    http.on('POST', 'v2/reporting/reports/payments', { status: 500, data: { code: 500, message: 'stack overflow at line 3' } });
    const { user, dialog } = await openGenerate('/transactions/payments/reports');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ERRORAn unknown error occurred.');
    expect(screen.getByRole('dialog')).toBeVisible();
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Generate' })).toBeEnabled());
  });

  it('refuses a range whose start is after its end, and an empty field choice', async () => {
    const { http } = mockReportsApi('payments');
    const { user, dialog } = await openGenerate('/transactions/payments/reports');
    const start = within(dialog).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '2025-04-01');
    for (const name of ['Email', 'Full name', 'Country']) await user.click(within(dialog).getByLabelText(name));
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect(await within(dialog).findByText('The start date must not be after the end date.')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one field.')).toBeVisible();
    expect(http.calls('POST')).toHaveLength(0);
  });

  it('View Reports reloads the list and moves focus to it', async () => {
    const { http } = mockReportsApi('payments');
    const { user } = renderWithApp('/transactions/payments/reports', { preloadedState: owner() });
    await screen.findByText('No reports found.');
    await user.click(screen.getByRole('button', { name: 'View Reports' }));
    expect(screen.getByRole('heading', { name: 'Generated reports' })).toHaveFocus();
    await waitFor(() => expect(http.calls('GET', 'v2/reporting/reports/payments')).toHaveLength(2));
  });
});

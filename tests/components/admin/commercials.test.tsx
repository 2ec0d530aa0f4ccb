/** A merchant's commercials and the commercial reports screen (issue 20), as staff use them, HTTP mocked at axios. */
import { screen, waitFor, within } from '@testing-library/react';
import type { CommercialReportFile, NonRecurringFee, RecurringFees, RevenueSetup } from '../../../src/api/adminCommercials';
import { tokenStore } from '../../../src/api/tokenStore';
import { Notices } from '../../../src/components/Notices';
import { fileSaver } from '../../../src/ducks/payments';
import CommercialReportsPage from '../../../src/pages/admin/commercials/CommercialReportsPage';
import { MerchantCommercials } from '../../../src/pages/admin/merchants/MerchantCommercials';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const MERCHANT = 7;

const wireSetup = (overrides: Partial<RevenueSetup> = {}) => {
  const { share_percent, share_minimum_amount, ...rest }: RevenueSetup = {
    merchant_id: MERCHANT,
    contract_currency: 'USD',
    platform_fee: 200,
    platform_fee_cycle: 'monthly',
    platform_fee_rebill_month: 0,
    mau_fee: 0.1,
    share_percent: 5.1,
    share_minimum_amount: 30,
    payment_provider_fee_percent: 2.9,
    payment_provider_fixed_fee: 30,
    ...overrides,
  };
  return { ...rest, boxoffice_share_percent: share_percent, boxoffice_share_minimum_amount: share_minimum_amount };
};

const FEES: RecurringFees = {
  streaming: {
    active: false,
    one_off_setup_fee: { active: false, currency: 'USD', amount: 0 },
    per_event: { active: false, currency: 'USD', amount: 0 },
    per_viewing_hour: { active: false, amount: 0 },
  },
  hosting_page: { active: true, monthly_fee: { currency: 'USD', amount: 150 } },
};

const fee = (id: number, overrides: Partial<NonRecurringFee> = {}): NonRecurringFee => ({
  id,
  merchant_id: MERCHANT,
  revenue_stream_id: 1,
  amount: 99.5,
  currency: 'EUR',
  date: '2026-02-10',
  created_at: 1_770_000_000,
  ...overrides,
});

function setup(ui: JSX.Element) {
  const http = mockApi();
  tokenStore.setSession('admin', { token: 'admin-token', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  const view = renderWithApp(
    <>
      <Notices />
      {ui}
    </>,
    { route: '/admin/merchants/edit/7', preloadedState: { auth: signedIn(['boxoffice'], { email: 'staff@sandbox.test' }, { isAdmin: true }) } },
  );
  return { http, ...view };
}

const formOf = (body: unknown) => Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : String(body)));

describe('MerchantCommercials', () => {
  function commercials() {
    const context = setup(<MerchantCommercials merchantId={MERCHANT} />);
    let setupAnswer = wireSetup();
    let fees: NonRecurringFee[] = [fee(1)];
    context.http
      .on('GET', 'v2/accounting/revenue-setup', () => ({ status: 200, data: setupAnswer }))
      .on('PATCH', `v2/accounting/revenue-setup/${MERCHANT}`, (req) => {
        const form = formOf(req.body);
        setupAnswer = { ...setupAnswer, ...Object.fromEntries(Object.entries(form).map(([key, value]) => [key, key === 'contract_currency' || key === 'platform_fee_cycle' ? value : Number(value)])) };
        return { status: 200, data: setupAnswer };
      })
      .on('GET', 'v2/accounting/recurring-fees', { status: 200, data: { merchant_id: MERCHANT, ...FEES } })
      .on('GET', 'v2/accounting/non-recurring-fees', () => ({ status: 200, data: { collection: fees, total: fees.length } }))
      .on('POST', 'v2/accounting/non-recurring-fees', (req) => {
        const form = formOf(req.body);
        const created = fee(2, { revenue_stream_id: Number(form.revenue_stream_id), amount: Number(form.amount), currency: form.currency as 'USD', date: form.date });
        fees = [created, ...fees];
        return { status: 201, data: created };
      })
      .on('DELETE', 'v2/accounting/non-recurring-fees/1', () => {
        fees = fees.filter((item) => item.id !== 1);
        return { status: 200, data: { message: 'The non-recurring fee was deleted.' } };
      })
      .on('GET', 'v2/accounting/access-fee-types', { status: 200, data: { collection: [{ id: 3, merchant_id: MERCHANT, name: 'ppv', quantity: 24, period: 'hour', created_at: 1 }], total: 1 } });
    return context;
  }

  it("shows a rebill month of 0 as 'Select' and saves only the setup fields, with the admin token", async () => {
    const { http, user } = commercials();
    const setupForm = await screen.findByRole('form', { name: 'Revenue setup' });
    const rebill = within(setupForm).getByLabelText('Platform fee rebill month');
    expect(rebill).toHaveDisplayValue('Select');
    expect(within(setupForm).getByLabelText('Platform fee')).toHaveValue('200');
    expect(within(screen.getByRole('form', { name: 'Revenue share' })).getByLabelText('Platform share (%)')).toHaveValue('5.1');

    await user.clear(within(setupForm).getByLabelText('Platform fee'));
    await user.type(within(setupForm).getByLabelText('Platform fee'), '250');
    await user.selectOptions(rebill, 'March');
    await user.click(within(setupForm).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Revenue setup saved.')).toBeInTheDocument();
    const [patch] = http.calls('PATCH', `v2/accounting/revenue-setup/${MERCHANT}`);
    expect(formOf(patch.body)).toEqual({ contract_currency: 'USD', platform_fee: '250', platform_fee_cycle: 'monthly', platform_fee_rebill_month: '3', mau_fee: '0.1' });
    expect(patch.authorization).toBe('Bearer admin-token');
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Revenue setup' })).getByLabelText('Platform fee rebill month')).toHaveDisplayValue('March'));
  });

  it('saves the share fields alone, under the platform key', async () => {
    const { http, user } = commercials();
    const shareForm = await screen.findByRole('form', { name: 'Revenue share' });
    await user.clear(within(shareForm).getByLabelText('Platform share (%)'));
    // A decimal comma is read as a point.
    await user.type(within(shareForm).getByLabelText('Platform share (%)'), '6,5');
    await user.click(within(shareForm).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Revenue share saved.')).toBeInTheDocument();
    expect(formOf(http.calls('PATCH')[0].body)).toEqual({ boxoffice_share_percent: '6.5', boxoffice_share_minimum_amount: '30', payment_provider_fee_percent: '2.9', payment_provider_fixed_fee: '30' });
  });

  it('refuses a platform fee that is not a number before sending', async () => {
    const { http, user } = commercials();
    const setupForm = await screen.findByRole('form', { name: 'Revenue setup' });
    await user.clear(within(setupForm).getByLabelText('Platform fee'));
    await user.type(within(setupForm).getByLabelText('Platform fee'), 'lots');
    await user.click(within(setupForm).getByRole('button', { name: 'Save' }));
    expect(await within(setupForm).findByText('Enter a number of 0 or more.')).toBeInTheDocument();
    expect(http.calls('PATCH')).toHaveLength(0);
  });

  it('lists the non-recurring fees, adds one and deletes one after confirming; the list is read again each time', async () => {
    const { http, user } = commercials();
    const table = await screen.findByRole('table', { name: 'Non-recurring fees' });
    expect(within(table).getByText('EUR 99.50')).toBeInTheDocument();
    expect(screen.getByText(/^1 non-recurring fee/)).toBeInTheDocument();

    const add = screen.getByRole('form', { name: 'Add fee' });
    await user.type(within(add).getByLabelText('Amount'), '120,5');
    await user.selectOptions(within(add).getByLabelText('Currency'), 'USD');
    await user.clear(within(add).getByLabelText('Date'));
    await user.type(within(add).getByLabelText('Date'), '2026-02-20');
    await user.click(within(add).getByRole('button', { name: 'Add fee' }));

    expect(await screen.findByText('Non-recurring fee added.')).toBeInTheDocument();
    expect(formOf(http.calls('POST', 'v2/accounting/non-recurring-fees')[0].body)).toEqual({ merchant_id: '7', revenue_stream_id: '1', amount: '120.5', currency: 'USD', date: '2026-02-20' });
    expect(await within(table).findByText('USD 120.50')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Delete the fee EUR 99.50 (2026-02-10)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your action' });
    expect(within(dialog).getByText('Are you sure you want to delete the non-recurring fee?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete!' }));
    await waitFor(() => expect(within(table).queryByText('EUR 99.50')).not.toBeInTheDocument());
    expect(http.calls('DELETE', 'v2/accounting/non-recurring-fees/1')).toHaveLength(1);
  });

  it('lists the access fee types and adds one with name, quantity and period', async () => {
    const { http, user } = commercials();
    http.on('POST', 'v2/accounting/access-fee-types', { status: 201, data: { id: 4, merchant_id: MERCHANT, name: 'subscription', quantity: 1, period: 'month', created_at: 1 } });
    const table = await screen.findByRole('table', { name: 'Access fee types' });
    // In people's words: the name and the quantity with its period.
    expect(within(table).getByRole('row', { name: 'Pay per view 24 24 hours' })).toBeInTheDocument();
    const add = screen.getByRole('form', { name: 'Add access fee type' });
    await user.selectOptions(within(add).getByLabelText('Name'), 'Subscription');
    await user.selectOptions(within(add).getByLabelText('Period'), 'month');
    await user.click(within(add).getByRole('button', { name: 'Add access fee type' }));
    expect(await screen.findByText('Access fee type added.')).toBeInTheDocument();
    expect(formOf(http.calls('POST', 'v2/accounting/access-fee-types')[0].body)).toEqual({ merchant_id: '7', name: 'subscription', quantity: '1', period: 'month' });
  });
});

describe('the commercial reports screen', () => {
  // 15 March 2026: April to December 2026 lie ahead.
  const NOW = new Date(Date.UTC(2026, 2, 15, 12));
  const report = (id: number, filename: string): CommercialReportFile => ({ id, filename, report_type: 'commercial-setup', created_at: Date.UTC(2026, 1, 3, 4, 5) / 1000 });

  function reports(files: CommercialReportFile[] = [], now = NOW) {
    const context = setup(<CommercialReportsPage now={now} />);
    let list = files;
    context.http.on('GET', 'v2/reporting/commercial-reports', () => ({ status: 200, data: { collection: list, total: list.length } }));
    return { ...context, setList: (next: CommercialReportFile[]) => (list = next) };
  }

  const enabledMonths = (select: HTMLElement) => within(select).getAllByRole('option').filter((option) => !(option as HTMLOptionElement).disabled).map((option) => option.textContent);

  it('says there are no reports, and disables the months after the current one and January to June 2022', async () => {
    const { user } = reports();
    expect(await screen.findByText('There are no available commercial reports.')).toBeInTheDocument();
    const month = screen.getByLabelText('Month');
    expect(enabledMonths(month)).toEqual(['01', '02', '03']);
    await user.selectOptions(screen.getByLabelText('Year'), '2022');
    expect(enabledMonths(month)).toEqual(['07', '08', '09', '10', '11', '12']);
    await user.selectOptions(screen.getByLabelText('Year'), '2025');
    expect(enabledMonths(month)).toHaveLength(12);
    expect(within(screen.getByLabelText('Report type')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Commercial setup report', 'MAUs report', 'Merchant analytics report']);
  });

  it('for MAU, disables years after the current one', async () => {
    // In June 2025, 2026 lies ahead: open to the commercial setup report's pickers, closed for MAU.
    const { user } = reports([], new Date(Date.UTC(2025, 5, 15)));
    const year = await screen.findByLabelText('Year');
    const option2026 = () => within(year).getByRole('option', { name: '2026' }) as HTMLOptionElement;
    expect(option2026().disabled).toBe(false);
    await user.selectOptions(screen.getByLabelText('Report type'), 'monthly_active_users');
    expect(option2026().disabled).toBe(true);
    expect((within(year).getByRole('option', { name: '2025' }) as HTMLOptionElement).disabled).toBe(false);
  });

  it('downloads the MAU report of a past month at once as mau_{year}_{month}.csv', async () => {
    const save = jest.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const { http, user } = reports();
    http.on('POST', 'v2/reporting/commercial-reports/monthly_active_users', {
      status: 200,
      data: new Blob(['merchant_id,monthly_active_users\r\n1,3\r\n'], { type: 'text/csv' }),
      headers: { 'content-disposition': 'attachment; filename="mau_2026_02.csv"' },
    });
    await user.selectOptions(await screen.findByLabelText('Report type'), 'monthly_active_users');
    await user.selectOptions(screen.getByLabelText('Month'), '02');
    await user.click(screen.getByRole('button', { name: 'Generate report' }));

    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'mau_2026_02.csv'));
    expect(formOf(http.calls('POST')[0].body)).toEqual({ date: '2026-02-01' });
    expect(http.calls('GET', 'v2/reporting/commercial-reports')).toHaveLength(1);
    save.mockRestore();
  });

  it('generates a commercial setup report into the table, shown with its UTC date, and deletes it after the spec’s confirmation', async () => {
    const { http, user, setList } = reports();
    const file = report(5, 'commercial-setup_2026_03.csv');
    http.on('POST', 'v2/reporting/commercial-reports/commercial-setup', () => {
      setList([file]);
      return { status: 201, data: file };
    });
    await user.click(await screen.findByRole('button', { name: 'Generate report' }));
    expect(formOf(http.calls('POST')[0].body)).toEqual({ date: '2026-03-01' });
    const table = await screen.findByRole('table', { name: 'Commercial setup reports' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Report name', 'Created at (UTC)', 'Actions']);
    expect(await within(table).findByText('commercial-setup_2026_03.csv')).toBeInTheDocument();
    expect(within(table).getByText('2026/02/03 04:05')).toBeInTheDocument();

    http.on('DELETE', 'v2/reporting/commercial-reports/5', () => {
      setList([]);
      return { status: 200, data: { message: 'deleted' } };
    });
    await user.click(within(table).getByRole('button', { name: 'Delete commercial-setup_2026_03.csv' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete commercial report' });
    expect(within(dialog).getByText('Are you sure you want to delete the commercial report?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('There are no available commercial reports.')).toBeInTheDocument();
  });

  it("downloads a listed report, and says 'An unknown error occurred.' when generation fails", async () => {
    const save = jest.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const { http, user } = reports([report(6, 'merchant-analytics_2026_01.csv')]);
    http.on('GET', 'v2/reporting/commercial-reports/6/download', { status: 200, data: new Blob(['a\r\n']), headers: { 'content-disposition': 'attachment; filename="merchant-analytics_2026_01.csv"' } });
    await user.click(await screen.findByRole('button', { name: 'Download merchant-analytics_2026_01.csv' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'merchant-analytics_2026_01.csv'));

    http.on('POST', 'v2/reporting/commercial-reports/commercial-setup', { status: 500, data: { code: 500, message: 'Internal error.' } });
    await user.click(screen.getByRole('button', { name: 'Generate report' }));
    expect(await screen.findByText('An unknown error occurred.')).toBeInTheDocument();
    save.mockRestore();
  });
});

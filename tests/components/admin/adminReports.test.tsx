import { act, screen, waitFor, within } from '@testing-library/react';
import type { MailingListRecord, TransactionsErrorFile } from '../../../src/api/adminReportTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { config } from '../../../src/config';
import { browserDownload } from '../../../src/ducks/reports/download';
import { renderWithApp, signedIn, type RenderAppOptions } from '../../support/render';
import type { RecordedRequest } from '../../unit/api/mockHttp';
import { mockApi } from '../auth/support';

const record = (id: number, email: string, blacklisted: boolean): MailingListRecord => ({ id, email, blacklisted, created_at: 1_780_000_000, updated_at: Date.UTC(2026, 10, 26, 9, 15) / 1000 });
const sentQuery = (call: RecordedRequest) => Object.fromEntries([...call.query].filter(([name]) => name !== 'srkey'));

function setup(path: string, options: RenderAppOptions = {}) {
  const http = mockApi();
  tokenStore.setSession('admin', { token: 'admin-tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  return { http, ...renderWithApp(path, { ...options, preloadedState: { auth: signedIn([config.platformKey]) } }) };
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('/admin/mailing-list', () => {
  function mailingList(path = '/admin/mailing-list') {
    const result = setup(path);
    result.http.on('GET', 'v2/mailing-list', (req) => ({
      status: 200,
      data: {
        collection: req.query.get('email') === 'fan' ? [record(2, 'fan@list.test', true)] : [record(1, 'reader@list.test', false), record(2, 'fan@list.test', true)],
        total: 31,
        page: Number(req.query.get('page')),
        limit: 15,
      },
    }));
    return result;
  }

  it('lists 15 a page with the admin token, its e-mail search and status filter in the URL', async () => {
    const { http, user, location } = mailingList('/admin/mailing-list?status=true&page=2');
    const table = await screen.findByRole('table', { name: 'Mailing list' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('reader@list.test');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Whitelisted');
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Blacklisted');
    const first = http.calls('GET', 'v2/mailing-list')[0];
    expect(sentQuery(first)).toEqual({ page: '2', limit: '15', blacklisted: 'true' });
    expect(first.authorization).toBe('Bearer admin-tok');
    expect(screen.getByLabelText('Status')).toHaveValue('true');

    await user.selectOptions(screen.getByLabelText('Status'), 'Whitelisted');
    await waitFor(() => expect(location()).toBe('/admin/mailing-list?status=false'));
    await user.type(screen.getByRole('searchbox'), 'fan{Enter}');
    await waitFor(() => expect(sentQuery(http.calls('GET', 'v2/mailing-list').at(-1)!)).toEqual({ page: '1', limit: '15', blacklisted: 'false', email: 'fan' }));
    expect(location()).toBe('/admin/mailing-list?field=email&q=fan&status=false');
  });

  it('adds an e-mail blacklisted, says so in the spec’s words and lists page 1 again', async () => {
    const { http, user, location } = mailingList('/admin/mailing-list?page=3');
    await screen.findByRole('table', { name: 'Mailing list' });
    http.on('POST', 'v2/mailing-list', { status: 201, data: record(3, 'new@list.test', true) });
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add item' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('E-mail is required')).toBeVisible();
    expect(http.calls('POST', 'v2/mailing-list')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('E-mail'), 'new@list.test');
    expect(within(dialog).getByLabelText('Blacklisted')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('New record was added successfully.')).toBeVisible();
    expect(http.calls('POST', 'v2/mailing-list')[0].form().toString()).toBe('email=new%40list.test&blacklisted=true');
    await waitFor(() => expect(location()).toBe('/admin/mailing-list'));
    await waitFor(() => expect(sentQuery(http.calls('GET', 'v2/mailing-list').at(-1)!)).toEqual({ page: '1', limit: '15' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('whitelists and blacklists a row only after confirming, with the spec’s texts, back on page 1', async () => {
    const { http, user, location } = mailingList('/admin/mailing-list?page=2');
    const table = await screen.findByRole('table', { name: 'Mailing list' });
    http.on('PUT', 'v2/mailing-list', (req) => ({ status: 200, data: record(9, req.form().get('email') ?? '', req.form().get('blacklisted') === 'true') }));

    await user.click(within(table).getByRole('button', { name: 'Whitelist fan@list.test' }));
    let confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Oops, no!' }));
    expect(http.calls('PUT', 'v2/mailing-list')).toHaveLength(0);

    await user.click(within(table).getByRole('button', { name: 'Whitelist fan@list.test' }));
    confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Whitelist fan@list.test?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, continue' }));
    expect(await screen.findByText('Email successfully whitelisted.')).toBeVisible();
    expect(http.calls('PUT', 'v2/mailing-list')[0].form().toString()).toBe('email=fan%40list.test&blacklisted=false');
    await waitFor(() => expect(location()).toBe('/admin/mailing-list'));
    // Page 1 is read again: its table replaces page 2's once answered, so the next click waits for it.
    await waitFor(() => expect(sentQuery(http.calls('GET', 'v2/mailing-list').at(-1)!)).toEqual({ page: '1', limit: '15' }));

    await user.click(within(await screen.findByRole('table', { name: 'Mailing list' })).getByRole('button', { name: 'Blacklist reader@list.test' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, continue' }));
    // Spec section 8: no final period on this one.
    expect(await screen.findByText('Email successfully blacklisted')).toBeVisible();
    expect(http.calls('PUT', 'v2/mailing-list')[1].form().toString()).toBe('email=reader%40list.test&blacklisted=true');
  });
});

describe('/admin/{section}/missing-transactions', () => {
  const file = (overrides: Partial<TransactionsErrorFile> = {}): TransactionsErrorFile => ({
    id: 4,
    file_name: 'transactions_payments_1.csv',
    section: 'payments',
    merchant_id: null,
    rows: 5,
    found: 3,
    missing: 2,
    missing_rows: [
      { line: 5, transaction_token: 'unknown-1', amount: '9.99', currency: 'EUR' },
      { line: 6, transaction_token: 'unknown-2', amount: '1.00', currency: 'USD' },
    ],
    created_at: Date.UTC(2026, 10, 26, 9, 15) / 1000,
    ...overrides,
  });

  it('uploads through the signed URL and reads the list again 1 second later, listing the rows missing', async () => {
    jest.useFakeTimers();
    const { http, user } = setup('/admin/payments/missing-transactions', { userOptions: { advanceTimers: jest.advanceTimersByTime } });
    let listed: TransactionsErrorFile[] = [];
    http.on('GET', 'v2/accounting/transactions/import', () => ({ status: 200, data: { collection: listed, total: listed.length, page: 1, total_pages: 1 } }));
    expect(await screen.findByRole('heading', { name: 'Payments: missing transactions' })).toBeVisible();
    // A link only once the section's own screen exists (never into a not-found page).
    expect(screen.getByText('Back to Payments')).toBeVisible();
    expect(await screen.findByText('No files have been imported here yet.')).toBeVisible();
    expect(sentQuery(http.calls('GET', 'v2/accounting/transactions/import')[0])).toEqual({ section: 'payments', page: '1' });

    http.on('GET', 'v2/accounting/transactions/import/signed-url', { status: 200, data: { url: '/api/uploads/transactions/abc', file_name: 'transactions_payments_1.csv', headers: { 'Content-Type': 'text/csv' } } });
    http.on('PUT', 'uploads/transactions/abc', { status: 200 });
    http.on('POST', 'v2/accounting/transactions/import', () => {
      listed = [file()];
      return { status: 201, data: file() };
    });
    await user.upload(screen.getByLabelText('Transactions file'), new File(['transaction_token\nunknown-1'], 'mine.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File uploaded: 2 of 5 rows missing.')).toBeVisible();
    expect(sentQuery(http.calls('GET', 'v2/accounting/transactions/import/signed-url')[0])).toEqual({ section: 'payments' });
    expect(http.calls('PUT', 'uploads/transactions/abc')[0].authorization).toBeUndefined();
    expect(http.calls('POST', 'v2/accounting/transactions/import')[0].form().toString()).toBe('file_name=transactions_payments_1.csv');
    // Fake time: the list is read again 1 second after the upload's answer, not before.
    const before = http.calls('GET', 'v2/accounting/transactions/import').length;
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(http.calls('GET', 'v2/accounting/transactions/import')).toHaveLength(before);
    await act(() => jest.advanceTimersByTimeAsync(1000));
    const missing = await screen.findByRole('table', { name: 'Missing transactions of transactions_payments_1.csv' });
    expect(http.calls('GET', 'v2/accounting/transactions/import')).toHaveLength(before + 1);
    expect(within(missing).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['5unknown-19.99EUR', '6unknown-21.00USD']);
  });

  it('says ‘File upload failed’ when the upload fails', async () => {
    const { http, user } = setup('/admin/access/missing-transactions');
    http.on('GET', 'v2/accounting/transactions/import', { status: 200, data: { collection: [], total: 0, page: 1, total_pages: 1 } });
    http.on('GET', 'v2/accounting/transactions/import/signed-url', { status: 200, data: { url: '/api/uploads/transactions/abc', file_name: 'f.csv', headers: { 'Content-Type': 'text/csv' } } });
    http.on('PUT', 'uploads/transactions/abc', { status: 403, data: { code: 403, message: 'This upload link is invalid or has expired.' } });
    await screen.findByText('No files have been imported here yet.');
    await user.upload(screen.getByLabelText('Transactions file'), new File(['transaction_token\nx'], 'mine.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File upload failed')).toBeVisible();
    expect(http.calls('POST', 'v2/accounting/transactions/import')).toHaveLength(0);
  });

  it('downloads the template and an imported file through the links the sandbox answers', async () => {
    const saved: string[] = [];
    jest.spyOn(browserDownload, 'save').mockImplementation((url, name) => void saved.push(`${name} ${url}`));
    const { http, user } = setup('/admin/merchants/missing-transactions');
    http.on('GET', 'v2/accounting/transactions/import', { status: 200, data: { collection: [file({ section: 'merchants' })], total: 1, page: 1, total_pages: 1 } });
    http.on('GET', 'v2/accounting/transactions/import/template:download', { status: 200, data: { url: '/api/files/transactions/template.csv' } });
    http.on('GET', 'v2/accounting/transactions/import/4:download', { status: 200, data: { url: '/api/files/transactions/tok' } });
    await screen.findByRole('table', { name: 'Missing transactions of transactions_payments_1.csv' });
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await user.click(screen.getByRole('button', { name: 'Download transactions_payments_1.csv' }));
    await waitFor(() => expect(saved).toEqual(['missing-transactions-template.csv /api/files/transactions/template.csv', 'transactions_payments_1.csv /api/files/transactions/tok']));
  });
});

describe('/admin/{section}/reports', () => {
  it('shows the payments section’s reports as type transactions, titled payments, with a back link', async () => {
    const { http } = setup('/admin/payments/reports');
    http.on('GET', 'v2/reporting/reports/transactions/fields', { status: 200, data: [{ name: 'merchant_id', label: 'Merchant ID' }] });
    http.on('GET', 'v2/reporting/reports/transactions', { status: 200, data: { collection: [], total: 0 } });
    http.on('GET', 'v2/reporting/scheduled/transactions', { status: 200, data: { collection: [], total: 0 } });
    expect(await screen.findByRole('heading', { name: 'Payments reports', level: 1 })).toBeVisible();
    expect(screen.getByText('Back to Payments')).toBeVisible();
    await waitFor(() => expect(http.calls('GET', 'v2/reporting/reports/transactions')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Generate report' })).toBeVisible();
  });

  it('reads with the staff token even when this browser also holds a merchant session (a ‘Login as’ tab beside it)', async () => {
    const http = mockApi();
    tokenStore.setSession('admin', { token: 'admin-tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    tokenStore.setSession('merchant', { token: 'merchant-tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'v2/reporting/reports/transactions/fields', { status: 200, data: [] });
    http.on('GET', 'v2/reporting/reports/transactions', { status: 200, data: { collection: [], total: 0 } });
    http.on('GET', 'v2/reporting/scheduled/transactions', { status: 200, data: { collection: [], total: 0 } });
    renderWithApp('/admin/payments/reports', { preloadedState: { auth: signedIn([config.platformKey]) } });
    await waitFor(() => expect(http.calls('GET', 'v2/reporting/reports/transactions')).toHaveLength(1));
    await waitFor(() => expect(http.calls('GET', 'v2/reporting/scheduled/transactions')).toHaveLength(1));
    expect(http.calls('GET', 'v2/reporting/reports/transactions')[0].authorization).toBe('Bearer admin-tok');
    expect(http.calls('GET', 'v2/reporting/scheduled/transactions')[0].authorization).toBe('Bearer admin-tok');
  });

  it('offers the merchants report on /admin/merchants/reports', async () => {
    const { http } = setup('/admin/merchants/reports');
    http.on('GET', 'v2/reporting/reports/merchants', { status: 200, data: { collection: [], total: 0 } });
    expect(await screen.findByRole('heading', { name: 'Merchants reports', level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Merchants' })).toHaveAttribute('href', '/admin/merchants');
    await waitFor(() => expect(http.calls('GET', 'v2/reporting/reports/merchants')).toHaveLength(1));
  });
});

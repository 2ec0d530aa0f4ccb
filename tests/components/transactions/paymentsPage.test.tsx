import { screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '../../../src/api/tokenStore';
import { fileSaver } from '../../../src/ducks/payments';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const payment = (id: number, overrides: Record<string, unknown> = {}) => ({
  paymentHistoryId: id,
  trxToken: `trx-${id}`,
  transactionToken: `tok-${id}`,
  actionType: 'charge',
  chargedAmount: 9.99,
  currencyIso: 'EUR',
  consumerEmail: `buyer${id}@example.com`,
  consumerId: id,
  country: 'DE',
  timestamp: Date.UTC(2025, 2, 4, 9, 5) / 1000,
  paymentMethodName: 'card',
  itemTitle: `Asset ${id}`,
  itemId: 100 + id,
  itemType: 'asset',
  ...overrides,
});

function setup(path: string) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/saved-views', { status: 200, data: [{ id: 7, list: 'payments', name: 'Refunds', query: 'type=refund', created_at: 0 }] });
  http.on('GET', 'v2/accounting/transactions', (req) => ({
    status: 200,
    data: {
      collection: [
        payment(1, { itemTitle: 'A very long asset title that goes on and on beyond forty characters' }),
        payment(2, { actionType: 'refund', chargedAmount: 4.5, country: '' }),
        payment(3, { actionType: 'store-payment' }),
        payment(4, { actionType: 'rebill', subscriptionId: 'S-12' }),
      ],
      total: req.query.get('type') === 'refund' ? 1 : 31,
    },
  }));
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
  return { http, ...view };
}

const query = (http: ReturnType<typeof mockApi>, index = -1) => {
  const calls = http.calls('GET', 'v2/accounting/transactions');
  const call = calls[index < 0 ? calls.length + index : index];
  return Object.fromEntries([...call.query].filter(([name]) => name !== 'srkey'));
};

describe('payments list', () => {
  it('shows the spec columns and formats', async () => {
    setup('/transactions/payments');
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Asset/Package name',
      'Type',
      'Amount',
      'Customer email',
      'Country',
      'Created at (UTC)',
      'Details',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]).getByText('A very long asset title that goes on and…')).toBeInTheDocument();
    expect(within(rows[0]).getByText('+ EUR 9.99')).toBeInTheDocument();
    expect(within(rows[0]).getByText('2025/03/04 09:05')).toBeInTheDocument();
    expect(within(rows[1]).getByText('- EUR 4.50')).toBeInTheDocument();
    expect(within(rows[1]).getByText('N/A')).toBeInTheDocument();
    expect(within(rows[2]).getByText('freemium')).toBeInTheDocument();
    expect(screen.getByText('31 payments')).toBeInTheDocument();
  });

  it("links a rebill to its subscription under a name that contains the link's visible type (WCAG 2.5.3)", async () => {
    setup('/transactions/payments');
    const table = await screen.findByRole('table', { name: 'Payments' });
    const row = within(table).getAllByRole('row')[4];
    const link = within(row).getByRole('link', { name: /subscription details of payment trx-4/ });
    expect(link).toHaveAttribute('href', '/transactions/subscriptions/S-12');
    expect(link.getAttribute('aria-label')).toContain(link.textContent);
  });

  it('reads its filter from the URL and writes a new search into it; Enter searches, page 15 rows', async () => {
    const { http, user, location } = setup('/transactions/payments?field=itemTitle&q=Live&type=refund');
    await screen.findByRole('table', { name: 'Payments' });
    expect(query(http)).toEqual({ page: '1', size: '15', 'search[]': 'itemTitle:Live', type: 'refund' });
    expect(screen.getByLabelText('Keyword')).toHaveValue('Live');
    expect(screen.getByText('To do a search, select the filter from the dropdown menu, enter your keyword, and press Enter.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Search by'), 'Customer email');
    await user.clear(screen.getByLabelText('Keyword'));
    await user.type(screen.getByLabelText('Keyword'), 'buyer{Enter}');
    await waitFor(() => expect(location()).toBe('/transactions/payments?field=consumerEmail&q=buyer&type=refund'));
    await waitFor(() => expect(query(http)).toEqual({ page: '1', size: '15', 'search[]': 'consumerEmail:buyer', type: 'refund' }));
  });

  it('pages through the URL and a filter change goes back to page 1', async () => {
    const { user, location } = setup('/transactions/payments');
    await screen.findByRole('table', { name: 'Payments' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/transactions/payments?page=2'));
    await user.selectOptions(screen.getByLabelText('Type'), 'refund');
    await waitFor(() => expect(location()).toBe('/transactions/payments?type=refund'));
  });

  it('exports exactly the current filter and saves the file', async () => {
    const save = jest.spyOn(fileSaver, 'save').mockImplementation(() => undefined);
    const { http, user } = setup('/transactions/payments?field=consumerEmail&q=buyer&type=refund');
    http.on('GET', 'v2/accounting/transactions/export', {
      status: 200,
      data: 'csv',
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="payments-2025-03-04.csv"', 'x-total-count': '1' },
    });
    await screen.findByRole('table', { name: 'Payments' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'payments-2025-03-04.csv'));
    const exported = Object.fromEntries([...http.calls('GET', 'v2/accounting/transactions/export')[0].query].filter(([name]) => name !== 'srkey'));
    expect(exported).toEqual({ 'search[]': 'consumerEmail:buyer', type: 'refund' });
    save.mockRestore();
  });

  it('saves the current filter as a view and reopens a saved one', async () => {
    const { http, user, location } = setup('/transactions/payments?type=charge');
    http.on('POST', 'v2/saved-views', (req) => ({ status: 201, data: { id: 8, list: 'payments', name: req.form().get('name'), query: req.form().get('query'), created_at: 0 } }));
    await screen.findByRole('table', { name: 'Payments' });
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    await user.type(screen.getByLabelText('View name'), 'Charges');
    await user.click(screen.getByRole('button', { name: 'Save current view' }));
    expect(await screen.findByText('View saved.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'v2/saved-views')[0].form())).toEqual({ list: 'payments', name: 'Charges', query: 'type=charge' });

    await user.click(screen.getByRole('button', { name: 'Open view Refunds' }));
    await waitFor(() => expect(location()).toBe('/transactions/payments?type=refund'));
  });
});

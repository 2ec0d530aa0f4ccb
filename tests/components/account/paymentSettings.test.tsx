/** The payment settings (issue 21): the methods table, set gateway, the fees dialog's rules, Stripe Connect, inheritance. */
import { screen, waitFor, within } from '@testing-library/react';
import type { FeesAnswer, MerchantPaymentMethod, PaymentMethodsAnswer } from '../../../src/api/billingTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const row = (id: number, methodId: number, method: string, providerId: number, gateway: string, extra: Partial<MerchantPaymentMethod> = {}): MerchantPaymentMethod => ({
  accountPaymentProviderId: id,
  active: true,
  current: true,
  external: false,
  metadata: {},
  paymentMethod: { id: methodId, name: method },
  paymentProvider: { id: providerId, name: gateway },
  ...extra,
});

const answer = (overrides: Partial<PaymentMethodsAnswer> = {}): PaymentMethodsAnswer => ({
  merchant_id: 1,
  inherited: false,
  methods: [
    { id: 1, name: 'Card', providers: [{ id: 11, name: 'Stripe', current: true }, { id: 12, name: 'Wirecard', current: false }] },
    { id: 2, name: 'PayPal', providers: [{ id: 13, name: 'PayPal', current: true }] },
    { id: 3, name: 'Ideal', providers: [{ id: 11, name: 'Stripe', current: false }] },
  ],
  collection: [row(100, 1, 'Card', 11, 'Stripe', { metadata: { descriptor: 'SANDBOX DEMO' } }), row(101, 2, 'PayPal', 13, 'PayPal', { metadata: { business: 'Sandbox Demo Ltd' } })],
  stripe_connect: { status: 'none', account_id: null, client_id: 'ca_sandbox_boxoffice' },
  bank_statement: null,
  ...overrides,
});

const DEFAULTS: FeesAnswer['default_revenue_share'] = [
  { payment_type: 'subscription', fixed_fee: 0.3, share_percent: 5.1, fixed_fee_currency: 2, psp_share: 2.9, psp_fixed_fee: 0.3, minimum_amount: 0.5 },
  { payment_type: 'ppv', fixed_fee: 0.3, share_percent: 5.1, fixed_fee_currency: 2, psp_share: 2.9, psp_fixed_fee: 0.3, minimum_amount: 0.5 },
];

function setup(data: PaymentMethodsAnswer, roles = ['merchant', 'owner'], features = ['NewPricing', 'StripeConnectIntegration']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  let current = data;
  http.on('GET', 'v2/payments/methods', () => ({ status: 200, data: current }));
  http.on('GET', 'v2/payments/fees/100', { status: 200, data: { account_revenue_shares: [], default_revenue_share: DEFAULTS } });
  http.on('GET', 'v2/payments/fees/default', { status: 200, data: { default_revenue_share: DEFAULTS } });
  const view = renderWithApp('/billing-plan/payment-settings', { preloadedState: { auth: signedIn(roles, { id: 1 }, { features }) } });
  return { http, ...view, setAnswer: (next: PaymentMethodsAnswer) => (current = next) };
}

describe('/billing-plan/payment-settings', () => {
  it('shows Payment Setup with the methods table: Type, Gateway (the wallet’s business name), and the row actions', async () => {
    setup(answer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Setup' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Payment methods' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Type', 'Gateway', 'Actions']);
    expect(rows[2]).toHaveTextContent('PayPal: Sandbox Demo Ltd');
    expect(within(rows[1]).getByRole('button', { name: 'Stripe settings of Card' })).toBeVisible();
    expect(within(rows[2]).queryByRole('button', { name: /Stripe settings/ })).not.toBeInTheDocument();
    expect(within(rows[1]).getByRole('button', { name: 'Delete Card through Stripe' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Set gateway' })).toBeVisible();
    expect(screen.getByText(/Fee changes reach new payments within 5 minutes/)).toBeVisible();
  });

  it('shows the platform’s default fees, what a method pays until its own are set', async () => {
    setup(answer());
    const table = await screen.findByRole('table', { name: 'Platform default fees' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Payment type', 'Share', 'Fixed fee', 'Minimum amount']);
    expect(rows[1]).toHaveTextContent('Subscription5.1%USD 0.30USD 0.50');
    expect(rows[2]).toHaveTextContent('One-Time5.1%USD 0.30USD 0.50');
  });

  it('deletes a method only after the spec’s question', async () => {
    const { http, user, setAnswer } = setup(answer());
    const table = await screen.findByRole('table', { name: 'Payment methods' });
    await user.click(within(table).getByRole('button', { name: 'Delete PayPal through PayPal' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Are you sure you want to delete the payment method?');
    http.on('DELETE', 'v2/payments/methods/101', { status: 200, data: { message: 'Payment method deleted.' } });
    setAnswer(answer({ collection: [answer().collection[0]] }));
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Payment method deleted.')).toBeVisible();
    await waitFor(() => expect(within(table).queryByText('PayPal: Sandbox Demo Ltd')).not.toBeInTheDocument());
  });

  it('sets two gateways at once (NewPricing): the gateway waits for a method, Ideal warns, then the revenue setup opens', async () => {
    const { http, user, setAnswer } = setup(answer());
    await user.click(await screen.findByRole('button', { name: 'Set gateway' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set gateway' });
    const first = within(dialog).getByRole('group', { name: 'Gateway 1' });
    expect(within(first).getByLabelText('Gateway')).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(first).findAllByText('*Required')).toHaveLength(2);
    await user.selectOptions(within(first).getByLabelText('Method'), 'Card');
    await user.selectOptions(within(first).getByLabelText('Gateway'), 'Wirecard');
    await user.click(within(dialog).getByRole('button', { name: 'Add another method' }));
    const second = within(dialog).getByRole('group', { name: 'Gateway 2' });
    await user.selectOptions(within(second).getByLabelText('Method'), 'Ideal');
    expect(within(dialog).getByRole('note')).toHaveTextContent('Ideal and Direct Debit are direct bank transfers');
    await user.selectOptions(within(second).getByLabelText('Gateway'), 'Stripe');
    http.on('POST', 'v2/payments/merchant-setup', (request) => {
      const body = JSON.parse(String(request.body)) as { methodId: number };
      return { status: 200, data: body.methodId === 1 ? [row(102, 1, 'Card', 12, 'Wirecard')] : [row(103, 3, 'Ideal', 11, 'Stripe')] };
    });
    http.on('GET', 'v2/payments/fees/102', { status: 200, data: { account_revenue_shares: [], default_revenue_share: DEFAULTS } });
    setAnswer(answer({ collection: [row(100, 1, 'Card', 11, 'Stripe', { current: false }), row(102, 1, 'Card', 12, 'Wirecard'), row(103, 3, 'Ideal', 11, 'Stripe')] }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Gateways saved successfully.')).toBeVisible();
    expect(http.calls('POST', 'v2/payments/merchant-setup').map((call) => JSON.parse(String(call.body)))).toEqual([
      { methodId: 1, paymentProviders: [{ paymentProviderId: 12, current: true }] },
      { methodId: 3, paymentProviders: [{ paymentProviderId: 11, current: true }] },
    ]);
    const revenue = await within(dialog).findByRole('region', { name: 'Revenue setup' });
    expect(within(revenue).getByLabelText('Set the fees of')).toHaveDisplayValue('Card — Wirecard');
    expect(await within(revenue).findByRole('tab', { name: 'One-Time', selected: true })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Payment methods' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('standby');
  });

  it('names the method whose gateway could not be saved, and keeps the choices', async () => {
    const { http, user } = setup(answer());
    await user.click(await screen.findByRole('button', { name: 'Set gateway' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set gateway' });
    await user.selectOptions(within(dialog).getByLabelText('Method'), 'PayPal');
    await user.selectOptions(within(dialog).getByLabelText('Gateway'), 'PayPal (current)');
    http.on('POST', 'v2/payments/merchant-setup', { status: 400, data: { code: 400, message: 'Choose a gateway your account has connected that serves this method.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The gateway of PayPal could not be saved. Choose a gateway your account has connected that serves this method.')).toBeVisible();
    expect(within(dialog).getByLabelText('Method')).toHaveDisplayValue('PayPal');
  });

  it('the fees dialog: One-Time first, the spec’s validation texts, Reset To Default only when values differ, Update Fees posts', async () => {
    const { http, user } = setup(answer());
    const table = await screen.findByRole('table', { name: 'Payment methods' });
    await user.click(within(table).getByRole('button', { name: 'Commercials of Card through Stripe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commercials: Card through Stripe' });
    const form = await within(dialog).findByRole('form', { name: 'One-Time revenue setup' });
    expect(within(form).getByLabelText('Currency')).toHaveDisplayValue('USD');
    expect(within(form).queryByRole('button', { name: 'Reset To Default' })).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Update Fees' })).toBeDisabled();
    const share = within(form).getByLabelText('Share (%)');
    await user.clear(share);
    await user.type(share, '-1');
    await user.tab();
    expect(await within(form).findByText('Share percent must be greater than or equal to 0')).toBeVisible();
    const fixed = within(form).getByLabelText('Fixed fee');
    await user.clear(fixed);
    await user.type(fixed, 'abc');
    await user.tab();
    expect(await within(form).findByText('The fixes fee must be a number.')).toBeVisible();
    await user.clear(fixed);
    // A decimal comma is read as a point.
    await user.type(fixed, '0,30');
    await user.clear(share);
    await user.type(share, '2,5');
    expect(within(form).getByRole('button', { name: 'Reset To Default' })).toBeVisible();
    http.on('POST', 'v2/payments/fees', { status: 201, data: { id: 9, merchant_id: 1, account_payment_provider_id: 100, payment_type: 'ppv', fixed_fee: 0.3, share_percent: 2.5, fixed_fee_currency: 2, psp_share: 2.9, psp_fixed_fee: 0.3, minimum_amount: 0.5, in_account_id: null, out_account_id: null } });
    await user.click(within(form).getByRole('button', { name: 'Update Fees' }));
    expect(await screen.findByText('Fees updated successfully.')).toBeVisible();
    expect(JSON.parse(String(http.calls('POST', 'v2/payments/fees')[0].body))).toEqual({ merchant_id: 1, account_payment_provider_id: 100, payment_type: 'ppv', fixed_fee: 0.3, share_percent: 2.5, fixed_fee_currency: 2 });
    await user.click(within(dialog).getByRole('tab', { name: 'Subscription' }));
    expect(await within(dialog).findByRole('form', { name: 'Subscription revenue setup' })).toBeVisible();
  });

  it('shows Not Set when the fees cannot be loaded', async () => {
    const { http, user } = setup(answer());
    http.on('GET', 'v2/payments/fees/100', { status: 500, data: { code: 500, message: 'Boom' } });
    const table = await screen.findByRole('table', { name: 'Payment methods' });
    await user.click(within(table).getByRole('button', { name: 'Commercials of Card through Stripe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commercials: Card through Stripe' });
    expect(await within(dialog).findByText('Not Set')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('a follower with inheritance sees the master’s setup read-only: no Set gateway, no Delete, disabled fee inputs', async () => {
    const { user } = setup(answer({ inherited: true }), ['merchant', 'follower']);
    expect(await screen.findByText(/shared by your master account/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Set gateway' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payment methods' });
    expect(within(table).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Fee changes reach new payments/)).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Commercials of Card through Stripe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Commercials: Card through Stripe' });
    expect(await within(dialog).findByLabelText('Fixed fee')).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Update Fees' })).not.toBeInTheDocument();
  });

  it('Stripe Connect: a request shows the spec’s text and the request’s state; once approved, Connect with Stripe is offered', async () => {
    const { http, user, setAnswer } = setup(answer());
    http.on('POST', 'v2/payments/stripe/request', { status: 200, data: { message: 'A request for enabling Stripe Connect was sent to our support team, we will respond shortly.' } });
    const request = await screen.findByRole('button', { name: 'Request Stripe Connect' });
    setAnswer(answer({ stripe_connect: { status: 'requested', account_id: null, client_id: 'ca_sandbox_boxoffice' } }));
    await user.click(request);
    expect(await screen.findByText('A request for enabling Stripe Connect was sent to our support team, we will respond shortly.')).toBeVisible();
    expect(await screen.findByText('Requested: our support team will approve or decline it.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Connect with Stripe' })).not.toBeInTheDocument();
  });

  it('Connect with Stripe sends the merchant to the OAuth page with the client id, the callback path and a state', async () => {
    setup(answer({ stripe_connect: { status: 'approved', account_id: null, client_id: 'ca_sandbox_boxoffice' } }));
    const assign = jest.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...original, assign } });
    try {
      (await screen.findByRole('button', { name: 'Connect with Stripe' })).click();
      const url = new URL(String(assign.mock.calls[0][0]), 'http://console.test');
      expect(url.pathname).toBe('/api/_sandbox/stripe/oauth/authorize');
      expect(Object.fromEntries(url.searchParams)).toEqual({ response_type: 'code', scope: 'read_write', client_id: 'ca_sandbox_boxoffice', redirect_uri: '/billing-plan/stripe-connect', state: sessionStorage.getItem('boxoffice.stripeConnectState') });
    } finally {
      Object.defineProperty(window, 'location', { configurable: true, value: original });
    }
  });

  it('a connected account shows as a link and disconnects after confirming; a refused disconnect shows the spec’s text', async () => {
    const connected = answer({
      collection: [row(100, 1, 'Card', 11, 'Stripe', { external: true, metadata: { stripeUserId: 'acct_1234567890ABCDEF' } })],
      stripe_connect: { status: 'approved', account_id: 'acct_1234567890ABCDEF', client_id: 'ca_sandbox_boxoffice' },
    });
    const { http, user } = setup(connected);
    expect(await screen.findByRole('link', { name: 'Stripe: Stripe account acct_1234567890ABCDEF' })).toHaveAttribute('href', 'https://dashboard.stripe.com/acct_1234567890ABCDEF');
    http.on('POST', 'v2/payments/stripe/disconnect/100', { status: 409, data: { code: 409, message: 'No.' } });
    await user.click(screen.getByRole('button', { name: 'Disconnect Stripe' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect Stripe' }));
    expect(await screen.findByText('The account cannot be disconnected at the moment, please try again later.')).toBeVisible();
  });

  it('the Stripe callback posts the code only with the state this tab sent, and lands on the payment settings either way', async () => {
    sessionStorage.setItem('boxoffice.stripeConnectState', 'state-1');
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'v2/payments/methods', { status: 200, data: answer() });
    http.on('POST', 'v2/payments/stripe/connect', { status: 200, data: { message: 'Stripe account connected.' } });
    const auth = signedIn(['merchant', 'owner'], { id: 1 }, { features: ['StripeConnectIntegration'] });
    const first = renderWithApp('/billing-plan/stripe-connect?code=ac_good&state=state-1', { preloadedState: { auth } });
    expect(await screen.findByText('Stripe account connected.')).toBeVisible();
    await waitFor(() => expect(first.location()).toBe('/billing-plan/payment-settings'));
    expect(http.calls('POST', 'v2/payments/stripe/connect')[0].form().toString()).toBe('authorization_code=ac_good');
    first.unmount();

    // The state is used once: a replayed or forged callback connects nothing.
    const second = renderWithApp('/billing-plan/stripe-connect?code=ac_forged&state=state-1', { preloadedState: { auth } });
    expect(await screen.findByText('There was an error caused by Stripe connect, please try again later.')).toBeVisible();
    await waitFor(() => expect(second.location()).toBe('/billing-plan/payment-settings'));
    expect(http.calls('POST', 'v2/payments/stripe/connect')).toHaveLength(1);
  });

  it('is closed to an analyst (no billing section)', async () => {
    const { location } = setup(answer(), ['analyst']);
    await waitFor(() => expect(location()).not.toBe('/billing-plan/payment-settings'));
  });
});

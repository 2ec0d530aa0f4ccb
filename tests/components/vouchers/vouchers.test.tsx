import { screen, waitFor, within } from '@testing-library/react';
import type { Voucher } from '../../../src/api/vouchers';
import { tokenStore } from '../../../src/api/tokenStore';
import { UNSAVED } from '../../../src/constants/messages/unsaved';
import { VOUCHERS_UI } from '../../../src/constants/messages/vouchers';
import { scopeText } from '../../../src/pages/vouchers/VoucherScope';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const voucher = (id: number, overrides: Partial<Voucher> = {}): Voucher => ({
  id,
  type: 'web',
  name: `Offer ${id}`,
  code: `OFFER-${id}`,
  isRandomGeneratedCode: false,
  discount: 10,
  rebill_discount: null,
  discount_period: 'once',
  discount_duration: null,
  start_date: null,
  end_date: '2026-12-31 00:00:00',
  usage_limit: 50,
  usage_counter: 4,
  acc_end_date: null,
  acc_duration: null,
  application: null,
  platform: null,
  rules: { access_fees: 0, assets: 0, packages: 0 },
  created_at: 0,
  updated_at: 0,
  ...overrides,
});

function setup(path: string, roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/vouchers', { status: 200, data: { collection: [voucher(2, { discount_period: 'repeating', discount_duration: 3 }), voucher(1)], total: 2, page: 1, limit: 15 } });
  return { http, ...renderWithApp(path, { preloadedState: { auth: signedIn(roles) } }) };
}

const sent = (call: { form(): URLSearchParams }) => Object.fromEntries(call.form());

describe('/vouchers', () => {
  it('lists the vouchers with the spec columns, 15 a page, without the in-app offers', async () => {
    const { http } = setup('/vouchers');
    const table = await screen.findByRole('table', { name: 'Vouchers' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Code', 'Type', 'Discount', 'Period', 'Used', 'Ends (UTC)']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Offer 2OFFER-2Web10%Repeating, 3 months4 of 502026/12/31 00:00');
    expect(Object.fromEntries(http.calls('GET', 'v2/vouchers')[0].query)).toMatchObject({ page: '1', limit: '15', type: 'other' });
  });

  it('creates a voucher, naming the wrong fields first, and opens its edit screen', async () => {
    const { http, user, location } = setup('/vouchers');
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const dialog = screen.getByRole('dialog', { name: 'Create voucher' });
    await user.type(within(dialog).getByLabelText('Discount (%)'), '120');
    await user.selectOptions(within(dialog).getByLabelText('Discount period'), 'repeating');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Give the voucher a name.')).toBeVisible();
    expect(within(dialog).getByText('Enter a percentage from 0 to 100.')).toBeVisible();
    expect(within(dialog).getByText('A repeating discount lasts 1 to 12 months.')).toBeVisible();
    expect(within(dialog).getByText('Enter a length from 4 to 30, or a code.')).toBeVisible();
    expect(http.calls('POST', 'v2/vouchers')).toHaveLength(0);

    http.on('POST', 'v2/vouchers', { status: 201, data: { id: 9, type: 'web' } });
    http.on('GET', 'v2/vouchers/9', { status: 200, data: voucher(9, { name: 'Spring', code: 'SPRING-25' }) });
    await user.type(within(dialog).getByLabelText('Name'), 'Spring');
    await user.type(within(dialog).getByLabelText('Code'), 'SPRING-25');
    await user.clear(within(dialog).getByLabelText('Discount (%)'));
    // A decimal comma is read as a point.
    await user.type(within(dialog).getByLabelText('Discount (%)'), '12,5');
    await user.type(within(dialog).getByLabelText('Duration (months)'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location()).toBe('/vouchers/edit/9'));
    expect(sent(http.calls('POST', 'v2/vouchers')[0])).toEqual({ type: 'web', name: 'Spring', code: 'SPRING-25', discount: '12.5', discount_period: 'repeating', discount_duration: '3' });
    expect(await screen.findByText('Voucher successfully created.')).toBeInTheDocument();
  });

  it('keeps what was typed and shows the server message when creating fails', async () => {
    const { http, user } = setup('/vouchers');
    http.on('POST', 'v2/vouchers', { status: 409, data: { code: 409, message: 'This voucher code is already in use.' } });
    await user.click(await screen.findByRole('button', { name: 'New voucher' }));
    const dialog = screen.getByRole('dialog', { name: 'Create voucher' });
    await user.type(within(dialog).getByLabelText('Name'), 'Again');
    await user.type(within(dialog).getByLabelText('Code'), 'SPRING-25');
    await user.type(within(dialog).getByLabelText('Discount (%)'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This voucher code is already in use.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Code')).toHaveValue('SPRING-25');
  });

  it("made for an item's price option, opens at once, and adds the item and the access fee the code ends with", async () => {
    const { http, user, location } = setup('/vouchers?item=3&rule_type=assets&fee=34');
    const dialog = await screen.findByRole('dialog', { name: 'Create voucher' });
    expect(within(dialog).getByText("The voucher will apply to asset #3, price option #34 (the code's last part names it).")).toBeVisible();
    expect(within(dialog).getByLabelText('Code')).toHaveValue('OFFER-34');
    http.on('POST', 'v2/vouchers', { status: 201, data: { id: 9, type: 'web' } });
    http.on('GET', 'v2/vouchers/9', { status: 200, data: voucher(9) });
    http.on('POST', 'v2/vouchers/9/rules/assets', { status: 201, data: { id: 1, rule_type: 'assets', value: '3', excluded: false, label: 'Cup Final', item_id: null } });
    http.on('POST', 'v2/vouchers/9/rules/access-fees', { status: 201, data: { id: 2, rule_type: 'access-fees', value: '34', excluded: false, label: 'Day pass', item_id: 3 } });
    await user.type(within(dialog).getByLabelText('Name'), 'Cup Final offer');
    await user.type(within(dialog).getByLabelText('Discount (%)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location()).toBe('/vouchers/edit/9'));
    expect(sent(http.calls('POST', 'v2/vouchers')[0])).toEqual({ type: 'web', name: 'Cup Final offer', code: 'OFFER-34', discount: '20', discount_period: 'once' });
    await waitFor(() => expect(http.calls('POST', 'v2/vouchers/9/rules/access-fees')).toHaveLength(1));
    expect(sent(http.calls('POST', 'v2/vouchers/9/rules/assets')[0])).toEqual({ value: '3' });
    expect(sent(http.calls('POST', 'v2/vouchers/9/rules/access-fees')[0])).toEqual({ value: '34' });
  });

  it('offers no New button to customer support', async () => {
    setup('/vouchers', ['customer_support']);
    await screen.findByRole('table', { name: 'Vouchers' });
    expect(screen.queryByRole('button', { name: 'New voucher' })).not.toBeInTheDocument();
  });
});

describe('/vouchers/in-app', () => {
  it('creates an in-app offer for iOS and opens the in-app edit screen', async () => {
    const { http, user, location } = setup('/vouchers/in-app');
    http.on('POST', 'v2/vouchers', { status: 201, data: { id: 12, type: 'in-app' } });
    http.on('GET', 'v2/vouchers/12', { status: 200, data: voucher(12, { type: 'in-app', application: 'ios', platform: 'apple' }) });
    await user.click(await screen.findByRole('button', { name: 'New in-app offer' }));
    const dialog = screen.getByRole('dialog', { name: 'Create in-app offer' });
    await user.type(within(dialog).getByLabelText('Name'), 'Intro');
    await user.type(within(dialog).getByLabelText('Code'), 'IOS-2');
    await user.type(within(dialog).getByLabelText('Discount (%)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(location()).toBe('/vouchers/in-app/edit/12'));
    expect(sent(http.calls('POST', 'v2/vouchers')[0])).toMatchObject({ type: 'in-app', application: 'ios' });
    expect(await screen.findByRole('heading', { name: 'Edit in-app offer: Offer 12' })).toBeVisible();
  });
});

describe('/vouchers/gifts', () => {
  it('lists the gift vouchers with the Gifts feature', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'v2/vouchers/gifts', {
      status: 200,
      data: { collection: [{ id: 1, code: 'GIFT-00001A', item_id: 3, item_title: 'Cup Final', buyer_email: 'ann@example.com', receiver_email: 'bo@example.com', is_used: true, amount: 9.99, currency: 'EUR', created_at: Date.UTC(2026, 0, 2) / 1000 }], total: 1, page: 1, limit: 15 },
    });
    renderWithApp('/vouchers/gifts', { preloadedState: { auth: signedIn(['merchant', 'owner'], {}, { features: ['Gifts'] }) } });
    const table = await screen.findByRole('table', { name: 'Gift vouchers' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('GIFT-00001ACup Finalann@example.combo@example.comEUR 9.99Yes');
  });
});

describe('/vouchers/edit/{id}', () => {
  const fee = (id: number, description: string, amount: number) => ({ id, item_id: 3, access_type: { id: 1, name: 'ppv', quantity: 24, period: 'hour' }, description, amount, currency: 'EUR', restriction_type: null, trial_period: null, setup_fee: null, country_iso: null, country_set_id: null, starts_at: null, expires_at: null, season: null, external_fees: [], created_at: 0, updated_at: 0 });
  const rule = (id: number, rule_type: string, value: string, label: string, item_id: number | null = null) => ({ id, rule_type, value, excluded: false, label, item_id });

  function edit(roles = ['merchant', 'owner'], readOnly: string[] = []) {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'v2/vouchers/5', { status: 200, data: voucher(5, { name: 'Spring', rules: { access_fees: 0, assets: 1, packages: 0 } }) });
    let feeRules: ReturnType<typeof rule>[] = [];
    http.on('GET', 'v2/vouchers/5/rules', (req) => {
      const type = req.query.get('rule_type');
      const collection = type === 'assets' ? [rule(40, 'assets', '3', 'Cup Final')] : type === 'access-fees' ? feeRules : [];
      return { status: 200, data: { collection, total: collection.length, page: 0, limit: Number(req.query.get('limit')) } };
    });
    http.on('GET', 'items/collection', { status: 200, data: { collection: [], total: 0, page: 1, limit: 15 } });
    http.on('GET', 'v2/items/3/access-fees', { status: 200, data: [fee(31, 'Day pass', 4.99), fee(32, 'Week pass', 9.99), fee(33, 'Month pass', 19.99)] });
    http.on('PATCH', 'v2/vouchers/5/items/3/access-fees', (req) => {
      feeRules = [...req.form().entries()].map(([, value], index) => rule(60 + index, 'access-fees', value, 'fee', 3));
      return { status: 200, data: feeRules };
    });
    return { http, ...renderWithApp('/vouchers/edit/5', { preloadedState: { auth: signedIn(roles, { roleRestrictions: { disabled: [], readOnly } }) } }) };
  }

  it('a voucher read answered in another shape says the voucher could not be loaded, without a notice, and Retry loads it', async () => {
    const { http, user } = edit();
    http.on('GET', 'v2/vouchers/5', { status: 200, data: { unexpected: true } });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent("The voucher could not be loaded. The server's answer was not in the expected form.");
    expect(screen.queryByText('ERROR')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Edit voucher$/);
    http.on('GET', 'v2/vouchers/5', { status: 200, data: voucher(5, { name: 'Spring' }) });
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit voucher: Spring' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("limits an added asset to two of its three price options, each choice saved as it is made, and reads the choice back", async () => {
    const { http, user } = edit();
    const panel = await screen.findByRole('region', { name: 'Access fees per asset' });
    expect(within(panel).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('All price options')).toBeChecked();
    await user.click(within(panel).getByLabelText('Only the chosen price options'));
    // A subset with nothing in it yet is not saved.
    expect(http.calls('PATCH', 'v2/vouchers/5/items/3/access-fees')).toHaveLength(0);
    await user.click(await within(panel).findByLabelText('Day pass (€4.99)'));
    await waitFor(() => expect(http.calls('PATCH', 'v2/vouchers/5/items/3/access-fees')).toHaveLength(1));
    expect(await screen.findByText('Voucher access fees successfully saved.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText('Month pass (€19.99)')).toBeEnabled());
    await user.click(within(panel).getByLabelText('Month pass (€19.99)'));
    await waitFor(() => expect(http.calls('PATCH', 'v2/vouchers/5/items/3/access-fees')).toHaveLength(2));
    expect(sent(http.calls('PATCH', 'v2/vouchers/5/items/3/access-fees')[1])).toEqual({ 'access_fees[0]': '31', 'access_fees[1]': '33' });
    await waitFor(() => expect(within(panel).getByLabelText('Week pass (€9.99)')).toBeEnabled());
    expect(within(panel).getByLabelText('Week pass (€9.99)')).not.toBeChecked();
    expect(within(panel).getByLabelText('Month pass (€19.99)')).toBeChecked();
  });

  it('one save model, immediate: a field saves itself when left (only the changed ones), the name apart; a scope summary; delete after confirming', async () => {
    const { http, user, location } = edit();
    let current = voucher(5, { name: 'Spring', rules: { access_fees: 0, assets: 1, packages: 0 } });
    http.on('GET', 'v2/vouchers/5', () => ({ status: 200, data: current }));
    http.on('PATCH', 'v2/vouchers/5', (req) => {
      const body = Object.fromEntries(req.form());
      current = { ...current, ...body, ...(body.discount ? { discount: Number(body.discount) } : {}), ...(body.discount_duration ? { discount_duration: Number(body.discount_duration) } : {}) } as typeof current;
      return { status: 200, data: current };
    });
    expect(await screen.findByText(VOUCHERS_UI.saveModel)).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: VOUCHERS_UI.scopeLabel })).toHaveTextContent('Applies to: 1 asset');
    const details = await screen.findByRole('form', { name: 'Discount and dates' });
    expect(within(details).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.clear(within(details).getByLabelText('Discount (%)'));
    await user.type(within(details).getByLabelText('Discount (%)'), '30,5');
    expect(within(details).getByRole('region', { name: UNSAVED.bar })).toBeInTheDocument();
    await user.tab();
    await waitFor(() => expect(http.calls('PATCH', 'v2/vouchers/5')).toHaveLength(1));
    expect(sent(http.calls('PATCH', 'v2/vouchers/5')[0])).toEqual({ discount: '30.5' });
    expect(await screen.findByText('Voucher successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(within(details).queryByRole('region', { name: UNSAVED.bar })).not.toBeInTheDocument());

    const name = screen.getByRole('form', { name: 'Name' });
    await user.clear(within(name).getByLabelText('Name'));
    await user.type(within(name).getByLabelText('Name'), 'Spring again');
    // Tab from the form's last field reaches the bar (Discard, Save), which does not save by itself: click away instead.
    await user.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(http.calls('PATCH', 'v2/vouchers/5')).toHaveLength(2));
    expect(sent(http.calls('PATCH', 'v2/vouchers/5')[1])).toEqual({ name: 'Spring again' });

    http.on('DELETE', 'v2/vouchers/5', { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Delete voucher' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete voucher' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete voucher' }));
    await waitFor(() => expect(location()).toBe('/vouchers'));
    expect(await screen.findByText('Voucher successfully deleted.')).toBeInTheDocument();
  });

  it('the scope summary says a voucher with no rules applies to every item', () => {
    expect(scopeText({ assets: 0, packages: 0 })).toBe('No rules: applies to every item');
    expect(scopeText({ assets: 2, packages: 1 })).toBe('Applies to: 2 assets, 1 package');
  });

  it('lists the e-mail rules from page 1, 15 at a time, and adds one', async () => {
    const { http, user } = edit();
    http.on('GET', 'v2/vouchers/5/emails', (req) => ({
      status: 200,
      data: { collection: Array.from({ length: req.query.get('page') === '1' ? 15 : 2 }, (_, index) => ({ id: index + 1, email: `p${req.query.get('page')}-${index}@example.com`, created_at: 0 })), total: 17, page: Number(req.query.get('page')), limit: 15 },
    }));
    http.on('GET', 'v2/vouchers/bulk/failed/list', { status: 200, data: [] });
    http.on('POST', 'v2/vouchers/5/rules/emails', { status: 201, data: { id: 99, rule_type: 'emails', value: 'new@example.com', excluded: false, label: 'new@example.com', item_id: null } });
    await user.click(await screen.findByRole('tab', { name: 'E-mails' }));
    const emails = await screen.findByRole('list', { name: 'Added e-mails' });
    expect(within(emails).getAllByRole('listitem')).toHaveLength(15);
    expect(http.calls('GET', 'v2/vouchers/5/emails')[0].query.get('page')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(emails).getAllByRole('listitem')).toHaveLength(17));
    const add = screen.getByRole('form', { name: 'Add e-mail' });
    await user.type(within(add).getByLabelText('E-mail'), 'new@example.com');
    await user.click(within(add).getByRole('button', { name: 'Add e-mail' }));
    expect(await screen.findByText('Voucher rule successfully added.')).toBeInTheDocument();
    expect(sent(http.calls('POST', 'v2/vouchers/5/rules/emails')[0])).toEqual({ value: 'new@example.com' });
  });

  it.each([
    ['customer support', ['customer_support'], []],
    ["an owner whose account has the read-only vouchers flag", ['merchant', 'owner'], ['vouchers']],
  ])('is read-only for %s: no Save, no drag handles, no delete', async (_who, roles, flags) => {
    edit(roles, flags);
    expect(await screen.findByText('You can view this voucher but not change it.')).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Added assets' })).toHaveTextContent('Cup Final');
    expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete voucher' })).not.toBeInTheDocument();
  });
});

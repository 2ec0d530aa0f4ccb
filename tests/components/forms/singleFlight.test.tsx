/**
 * R14: every kind of form submits once per double click (counted at the axios boundary, where the server would see
 * it) and keeps what was typed when the server refuses; a second submit after the failure goes out.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { tokenStore } from '../../../src/api/tokenStore';
import { accessFee, ACCESS_TYPES, asset } from '../../support/contentFixtures';
import { VERA } from '../../support/customerScreen';
import { renderWithApp, signedIn } from '../../support/render';
import type { MockHttp, Reply } from '../../unit/api/mockHttp';
import { mockApi } from '../auth/support';

/** A screen's first paint loads its chunk and data: generous on a busy machine. */
const LOADED = { timeout: 20_000 };

const REFUSED: Reply = { status: 400, data: { code: 400, message: 'Refused by the server.' } };

/** A call whose answers wait for the test: it counts what reached the server and answers one call at a time. */
function heldCall(http: MockHttp, method: string, path: string) {
  const waiting: ((reply: Reply) => void)[] = [];
  http.on(method, path, () => new Promise<Reply>((resolve) => waiting.push(resolve)));
  return {
    count: () => http.calls(method, path).length,
    answer: async (reply: Reply) => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      (waiting.shift() as (reply: Reply) => void)(reply);
    },
  };
}

/**
 * Double-clicks a form's submit while the server holds its answer, refuses it, and checks that exactly one call went
 * out (a second would have left long before the refusal shows); `kept` then checks the typed values. A last click
 * sends the second call, which succeeds.
 */
async function doubleClickRefuseRetry(user: UserEvent, submit: () => HTMLElement, call: ReturnType<typeof heldCall>, kept: () => void, success: Reply) {
  await user.dblClick(submit());
  await call.answer(REFUSED);
  expect((await screen.findAllByText('Refused by the server.')).length).toBeGreaterThan(0);
  expect(call.count()).toBe(1);
  kept();
  await waitFor(() => expect(submit()).toBeEnabled());
  await user.click(submit());
  await call.answer(success);
  await waitFor(() => expect(call.count()).toBe(2));
}

function signIn(http: MockHttp) {
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  return http;
}

const access = { itemAccessId: 501, itemId: 7, itemTitle: 'Cup Final', itemType: 'asset', type: 'granted', expiresAt: 4_102_444_799, revoked: false, createdAt: 1_760_000_000, currency: '', customer_id: 42, consumer_email: 'vera@example.com' };

function customerDetails() {
  const http = signIn(mockApi());
  http.on('GET', 'v2/customers/42', { status: 200, data: { ...VERA, email: 'vera@example.com' } });
  http.on('GET', 'v2/customers/42/activity', { status: 200, data: { activity: [], lifetime_values: [], days_as_customer: 700 } });
  http.on('GET', 'items/access', { status: 200, data: { collection: [access], total: 1 } });
  http.on('GET', 'items/collection', { status: 200, data: { collection: [{ id: 9, title: 'Derby' }], total: 1, page: 1, limit: 20 } });
  http.on('GET', 'v2/items/packages/tenant-1', { status: 200, data: { collection: [], total: 0, page: 1, limit: 20 } });
  http.on('GET', 'v2/saved-views', { status: 200, data: [] });
  return { http, ...renderWithApp('/audience/edit/42', { preloadedState: { auth: signedIn(['merchant', 'owner']) } }) };
}

describe('a dialog form (FormDialog: the submit button is outside the form)', () => {
  it("'Grant': a double click grants once; a refused grant keeps the item and expiry", async () => {
    const { http, user } = customerDetails();
    const grant = heldCall(http, 'POST', 'items/access');
    await user.click(await screen.findByRole('button', { name: 'Grant access' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Grant access' });
    await within(dialog).findByRole('option', { name: 'Derby (#9)' });
    await user.selectOptions(within(dialog).getByLabelText('Asset or package'), '9');
    await user.type(within(dialog).getByLabelText('Expires at (UTC)'), '2099-06-30');
    await doubleClickRefuseRetry(
      user,
      () => within(dialog).getByRole('button', { name: 'Grant' }),
      grant,
      () => {
        expect(within(dialog).getByLabelText('Asset or package')).toHaveValue('9');
        expect(within(dialog).getByLabelText('Expires at (UTC)')).toHaveValue('2099-06-30');
      },
      { status: 201, data: { ...access, itemId: 9, itemTitle: 'Derby', itemAccessId: 502 } },
    );
  });

  it("'Extend' (a row's call, tracked per item, run for every request): a double click extends once", async () => {
    const { http, user } = customerDetails();
    const extend = heldCall(http, 'PUT', 'items/access');
    await user.click(await screen.findByRole('button', { name: 'Extend access to Cup Final' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: /Cup Final/ });
    await user.type(within(dialog).getByLabelText('New expiry (UTC)'), '2099-06-30');
    // The dialog's button waits from the click on, whatever key the call is tracked under.
    await user.click(within(dialog).getByRole('button', { name: 'Extend' }));
    expect(within(dialog).getByRole('button', { name: 'Extend' })).toBeDisabled();
    await extend.answer(REFUSED);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Extend' })).toBeEnabled());
    await doubleClickRefuseRetry(
      user,
      () => within(dialog).getByRole('button', { name: 'Extend' }),
      { ...extend, count: () => extend.count() - 1 },
      () => expect(within(dialog).getByLabelText('New expiry (UTC)')).toHaveValue('2099-06-30'),
      { status: 200, data: { ...access, expiresAt: 4_086_374_400 } },
    );
  });

  it('creating a voucher: a double click creates one; a refused create keeps every field', async () => {
    const http = signIn(mockApi());
    http.on('GET', 'v2/vouchers', { status: 200, data: { collection: [], total: 0, page: 1, limit: 15 } });
    const create = heldCall(http, 'POST', 'v2/vouchers');
    http.on('GET', 'v2/vouchers/9', { status: 404, data: { code: 404, message: 'Not found.' } });
    const { user } = renderWithApp('/vouchers', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    await user.click(await screen.findByRole('button', { name: 'New voucher' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Create voucher' });
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'vip');
    await user.type(within(dialog).getByLabelText('Name'), 'Spring');
    await user.type(within(dialog).getByLabelText('Code'), 'SPRING-25');
    await user.type(within(dialog).getByLabelText('Discount (%)'), '25');
    await user.selectOptions(within(dialog).getByLabelText('Discount period'), 'repeating');
    await user.type(within(dialog).getByLabelText('Duration (months)'), '3');
    await doubleClickRefuseRetry(
      user,
      () => within(dialog).getByRole('button', { name: 'Create' }),
      create,
      () => {
        expect(within(dialog).getByLabelText('Type')).toHaveValue('vip');
        expect(within(dialog).getByLabelText('Name')).toHaveValue('Spring');
        expect(within(dialog).getByLabelText('Code')).toHaveValue('SPRING-25');
        expect(within(dialog).getByLabelText('Discount (%)')).toHaveValue('25');
        expect(within(dialog).getByLabelText('Discount period')).toHaveValue('repeating');
        expect(within(dialog).getByLabelText('Duration (months)')).toHaveValue('3');
      },
      { status: 201, data: { id: 9, type: 'vip' } },
    );
  });
});

describe('a page form (EditForm: Save inside the form)', () => {
  it("an asset's details: a double click on Save sends one update; a refused one keeps the typed stream URL", async () => {
    const http = signIn(mockApi());
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5) });
    const save = heldCall(http, 'PATCH', 'v2/items/5');
    const { user } = renderWithApp('/assets/edit/5', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    await user.type(await screen.findByLabelText('Stream URL', undefined, LOADED), 'https://cdn.example.com/a.m3u8');
    await doubleClickRefuseRetry(
      user,
      () => screen.getByRole('button', { name: 'Save' }),
      save,
      () => expect(screen.getByLabelText('Stream URL')).toHaveValue('https://cdn.example.com/a.m3u8'),
      { status: 200, data: asset(5, { streamURL: 'https://cdn.example.com/a.m3u8' }) },
    );
  });
});

describe('a wizard step (the last step submits)', () => {
  it('creating an asset: a double click creates one; a refused create keeps the title', async () => {
    const http = signIn(mockApi());
    http.on('GET', 'items/collection', { status: 200, data: { collection: [], total: 0, page: 1, limit: 15 } });
    const create = heldCall(http, 'POST', 'v2/items');
    http.on('GET', 'v2/items/tenant-1/42', { status: 200, data: asset(42, { title: 'Replay' }) });
    const { user } = renderWithApp('/assets', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    await user.click(await screen.findByRole('button', { name: 'New asset' }, LOADED));
    const dialog = screen.getByRole('dialog', { name: 'Create asset' });
    await user.click(within(dialog).getByRole('radio', { name: /VOD/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Video' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('Title'), 'Replay');
    await doubleClickRefuseRetry(
      user,
      () => within(dialog).getByRole('button', { name: 'Create asset' }),
      create,
      () => expect(within(dialog).getByLabelText('Title')).toHaveValue('Replay'),
      { status: 201, data: asset(42, { title: 'Replay' }) },
    );
  });
});

describe("an asset's fee form", () => {
  it('a double click on Save access fee adds one fee; a refused one keeps what was typed (only the payment fees form resets)', async () => {
    const http = signIn(mockApi());
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5) });
    http.on('GET', 'items/access-types', { status: 200, data: ACCESS_TYPES });
    http.on('GET', 'v2/items/5/access-fees', { status: 200, data: [] });
    http.on('GET', 'restrictions/country-sets', { status: 200, data: [] });
    http.on('GET', 'v2/payments/providers', { status: 200, data: [] });
    const save = heldCall(http, 'POST', 'v2/items/5/access-fees');
    const { user } = renderWithApp('/assets/edit/5?tab=pricing', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    await user.click(await screen.findByRole('button', { name: 'Add access fee' }, LOADED));
    const form = screen.getByRole('form', { name: 'New access fee' });
    await user.selectOptions(within(form).getByLabelText('Access type'), '1');
    await user.type(within(form).getByLabelText('Amount'), '2.5');
    await user.type(within(form).getByLabelText('Description'), 'Day pass');
    await doubleClickRefuseRetry(
      user,
      () => within(screen.getByRole('form', { name: 'New access fee' })).getByRole('button', { name: 'Save access fee' }),
      save,
      () => {
        expect(within(form).getByLabelText('Access type')).toHaveValue('1');
        expect(within(form).getByLabelText('Amount')).toHaveValue('2.5');
        expect(within(form).getByLabelText('Description')).toHaveValue('Day pass');
      },
      { status: 201, data: accessFee(12, { item_id: 5, amount: 2.5 }) },
    );
  });
});

describe('an upload form (FileImport: a chosen file, then Upload)', () => {
  it('bulk access: a double click uploads once; after a refusal the chosen file is still there and uploads again', async () => {
    const http = signIn(mockApi());
    http.on('GET', 'items/access/bulk/failed/grant', { status: 200, data: [] });
    const upload = heldCall(http, 'POST', 'items/access/bulk/grant-access');
    const { user } = renderWithApp('/access/bulk-actions', { preloadedState: { auth: signedIn(['merchant', 'owner'], {}, { features: ['BulkAccessManagement'] }) } });
    const input = await screen.findByLabelText('CSV file', undefined, LOADED);
    await user.upload(input, new File(['email,item_id,expires_at\nvera@example.com,7,'], 'grants.csv', { type: 'text/csv' }));
    await doubleClickRefuseRetry(
      user,
      () => screen.getByRole('button', { name: 'Upload' }),
      upload,
      () => expect((screen.getByLabelText('CSV file') as HTMLInputElement).files?.[0]?.name).toBe('grants.csv'),
      { status: 202, data: { file_name: 'grants.csv', rows: 1 } },
    );
    expect(http.calls('POST', 'items/access/bulk/grant-access')[1].body).toBeInstanceOf(FormData);
  });
});

describe('an inline add form on a list (a call run for every request: rules of a voucher)', () => {
  it("adding an e-mail rule: a double click adds it once; a refused one keeps the address", async () => {
    const http = signIn(mockApi());
    http.on('GET', 'v2/vouchers/5', {
      status: 200,
      data: { id: 5, type: 'web', name: 'Spring', code: 'SPRING', isRandomGeneratedCode: false, discount: 10, rebill_discount: null, discount_period: 'once', discount_duration: null, start_date: null, end_date: null, usage_limit: null, usage_counter: 0, acc_end_date: null, acc_duration: null, application: null, platform: null, rules: { access_fees: 0, assets: 0, packages: 0 }, created_at: 0, updated_at: 0 },
    });
    http.on('GET', 'v2/vouchers/5/rules', { status: 200, data: { collection: [], total: 0, page: 0, limit: 15 } });
    http.on('GET', 'items/collection', { status: 200, data: { collection: [], total: 0, page: 1, limit: 15 } });
    http.on('GET', 'v2/vouchers/5/emails', { status: 200, data: { collection: [], total: 0, page: 1, limit: 15 } });
    http.on('GET', 'v2/vouchers/bulk/failed/list', { status: 200, data: [] });
    const add = heldCall(http, 'POST', 'v2/vouchers/5/rules/emails');
    const { user } = renderWithApp('/vouchers/edit/5', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    await user.click(await screen.findByRole('tab', { name: 'E-mails' }, LOADED));
    const form = await screen.findByRole('form', { name: 'Add e-mail' });
    await user.type(within(form).getByLabelText('E-mail'), 'new@example.com');
    await doubleClickRefuseRetry(
      user,
      () => within(form).getByRole('button', { name: 'Add e-mail' }),
      add,
      () => expect(within(form).getByLabelText('E-mail')).toHaveValue('new@example.com'),
      { status: 201, data: { id: 99, rule_type: 'emails', value: 'new@example.com', excluded: false, label: 'new@example.com', item_id: null } },
    );
    // The call is tracked under the rule's own key: the form hears the outcome, empties and is ready for the next.
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveValue(''));
    expect(within(form).getByRole('button', { name: 'Add e-mail' })).toBeEnabled();
  });
});

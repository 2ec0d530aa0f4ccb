import { screen, within } from '@testing-library/react';
import type { Package } from '../../../src/api/itemTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import type { Voucher } from '../../../src/api/vouchers';
import { DELETE_CONSEQUENCES } from '../../../src/constants/messages/confirmations';
import { NEXT_STEPS } from '../../../src/constants/messages/onboarding';
import { accessFee, ACCESS_TYPES, asset } from '../../support/contentFixtures';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const pack: Package = { id: 9, merchant_id: 1, merchant_uuid: 'm-1', is_active: true, title: 'Weekend Bundle', content: 'Two films', metadata: {}, number_of_items: 1, created_at: 0, updated_at: 0 };
const voucher = { id: 9, type: 'web', name: 'Spring', code: 'SPRING-25', isRandomGeneratedCode: false, discount: 10, rebill_discount: null, discount_period: 'once', discount_duration: null, start_date: null, end_date: null, usage_limit: 50, usage_counter: 4, acc_end_date: null, acc_duration: null, application: null, platform: null, rules: { access_fees: 0, assets: 0, packages: 0 }, created_at: 0, updated_at: 0 } as Voucher;
const empty = { status: 200, data: { collection: [], total: 0, page: 1, limit: 15 } };

function setup(path: string, roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5, { title: 'Night Race', content: '' }) });
  http.on('GET', 'v2/items/packages/tenant-1/9', { status: 200, data: pack });
  http.on('GET', 'v2/vouchers/9', { status: 200, data: voucher });
  http.on('GET', 'items/collection', empty);
  http.on('GET', 'v2/items/packages/tenant-1', empty);
  http.on('GET', 'v2/vouchers', empty);
  return { http, ...renderWithApp(path, { preloadedState: { auth: signedIn(roles) } }) };
}

describe('read-only screens say "View only" and show values as text (issue 24)', () => {
  it('an asset, to customer support', async () => {
    setup('/assets/edit/5', ['customer_support']);
    expect(await screen.findByRole('heading', { level: 1, name: 'View only — asset: Night Race' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Edit asset/ })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Details' });
    expect(within(form).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(form).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(form).getByText('Title').nextElementSibling).toHaveTextContent('Night Race');
    expect(within(form).getByText('Asset type').nextElementSibling).toHaveTextContent('Video');
    expect(within(form).getByText('Description').nextElementSibling).toHaveTextContent('—');
  });

  it('a package, to customer support; the owner still edits it', async () => {
    setup('/assets/packages/edit/9', ['customer_support']);
    expect(await screen.findByRole('heading', { level: 1, name: 'View only — package: Weekend Bundle' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Details' });
    expect(within(form).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(form).getByText('Two films')).toBeVisible();
  });

  it('a voucher, to customer support', async () => {
    setup('/vouchers/edit/9', ['customer_support']);
    expect(await screen.findByRole('heading', { level: 1, name: 'View only — voucher: Spring' })).toBeVisible();
    for (const form of screen.getAllByRole('form')) expect(within(form).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Discount (%)').nextElementSibling).toHaveTextContent('10');
  });

  it('the owner keeps "Edit …" and inputs', async () => {
    setup('/assets/edit/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit asset: Night Race' })).toBeVisible();
    expect(within(screen.getByRole('form', { name: 'Details' })).getByRole('textbox', { name: 'Title' })).toHaveValue('Night Race');
  });
});

describe('a delete confirmation keeps the spec title and buttons and says what happens (issue 24)', () => {
  it('deleting an asset', async () => {
    const { user } = setup('/assets/edit/5');
    await user.click(await screen.findByRole('button', { name: 'Delete asset' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your action' });
    expect(within(dialog).getByText(DELETE_CONSEQUENCES.asset)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Yes, delete!' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Oops, no!' })).toBeVisible();
  });

  it('deleting a package', async () => {
    const { user } = setup('/assets/packages/edit/9');
    await user.click(await screen.findByRole('button', { name: 'Delete package' }));
    expect(within(screen.getByRole('dialog', { name: 'Confirm your action' })).getByText(DELETE_CONSEQUENCES.package)).toBeVisible();
  });

  it("deleting an asset's access fee", async () => {
    const { http, user } = setup('/assets/edit/5?tab=pricing');
    http.on('GET', 'items/access-types', { status: 200, data: ACCESS_TYPES });
    http.on('GET', 'v2/items/5/access-fees', { status: 200, data: [accessFee(51, { item_id: 5 })] });
    await user.click(await screen.findByRole('button', { name: /^Delete (?!asset)/ }));
    expect(within(screen.getByRole('dialog', { name: 'Confirm your action' })).getByText(DELETE_CONSEQUENCES.accessFee)).toBeVisible();
  });
});

describe("a new account's empty lists say what to do next, with a button to do it (issue 24)", () => {
  it('assets: the spec text, the next step, and "Create an asset" opening the wizard', async () => {
    const { user } = setup('/assets');
    expect(await screen.findByText('No assets found.')).toBeVisible();
    expect(screen.getByText(NEXT_STEPS.assets.says)).toBeVisible();
    await user.click(screen.getByRole('button', { name: NEXT_STEPS.assets.button }));
    expect(screen.getByRole('dialog', { name: 'Create asset' })).toBeVisible();
  });

  it('assets: no next step after a search, or for a read-only role', async () => {
    setup('/assets?q=nothing', ['merchant', 'owner']);
    expect(await screen.findByText('No assets found.')).toBeVisible();
    expect(screen.queryByRole('button', { name: NEXT_STEPS.assets.button })).not.toBeInTheDocument();
  });

  it('assets: none for customer support', async () => {
    setup('/assets', ['customer_support']);
    expect(await screen.findByText('No assets found.')).toBeVisible();
    expect(screen.queryByText(NEXT_STEPS.assets.says)).not.toBeInTheDocument();
  });

  it('packages and vouchers', async () => {
    const { user } = setup('/assets/packages');
    expect(await screen.findByText('No packages found.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: NEXT_STEPS.packages.button }));
    expect(screen.getByRole('dialog', { name: 'Create package' })).toBeVisible();
  });

  it('vouchers', async () => {
    const { user } = setup('/vouchers');
    expect(await screen.findByText('No vouchers found.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: NEXT_STEPS.vouchers.button }));
    expect(screen.getByRole('dialog', { name: 'Create voucher' })).toBeVisible();
  });
});

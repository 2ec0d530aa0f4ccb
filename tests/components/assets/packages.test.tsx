import { screen, waitFor, within } from '@testing-library/react';
import type { Asset, Package } from '../../../src/api/itemTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const pack = (overrides: Partial<Package> = {}): Package => ({
  id: 9,
  merchant_id: 1,
  merchant_uuid: 'm-1',
  is_active: true,
  title: 'Weekend Bundle',
  content: '',
  metadata: {},
  number_of_items: 1,
  created_at: 0,
  updated_at: 0,
  ...overrides,
});

const asset = (id: number, title: string) =>
  ({ id, title, item_type: { id: 1, name: 'video', content_type: 'video', host: 'custom', description: 'Video' } }) as unknown as Asset;

function setup(roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/items/packages/tenant-1/9', { status: 200, data: pack() });
  http.on('GET', 'v2/items/packages/9/items', (req) => ({
    status: 200,
    data: req.query.get('excluded') === 'true' ? { collection: [asset(2, 'Night Race'), asset(3, 'Jazz Night')], total: 2 } : { collection: [asset(1, 'Cup Final')], total: 1 },
  }));
  const view = renderWithApp('/assets/packages/edit/9?tab=assets', { preloadedState: { auth: signedIn(roles) } });
  return { http, ...view };
}

describe('/assets/packages/edit/{id}: the package assets', () => {
  it('adds the chosen assets in bulk and removes one, sending their ids, and the count follows', async () => {
    const { http, user } = setup();
    const outside = await screen.findByRole('region', { name: 'Assets to add' });
    http.on('PATCH', 'v2/items/packages/9/items', (req) => ({ status: 200, data: { number_of_items: req.form().has('add_asset_ids[0]') ? 3 : 2 } }));
    await user.click(await within(outside).findByRole('checkbox', { name: 'Select Night Race' }));
    await user.click(within(outside).getByRole('checkbox', { name: 'Select Jazz Night' }));
    await user.click(within(outside).getByRole('button', { name: 'Add selected' }));
    expect(await screen.findByText('Package assets successfully updated.')).toBeInTheDocument();
    expect(await screen.findByText('3 assets in this package')).toBeVisible();
    expect(Object.fromEntries(http.calls('PATCH', 'v2/items/packages/9/items')[0].form())).toEqual({ 'add_asset_ids[0]': '2', 'add_asset_ids[1]': '3' });

    const inside = screen.getByRole('region', { name: 'Assets in this package' });
    await user.click(within(inside).getByRole('checkbox', { name: 'Select Cup Final' }));
    await user.click(within(inside).getByRole('button', { name: 'Remove selected' }));
    await waitFor(() => expect(screen.getByText('2 assets in this package')).toBeVisible());
    expect(Object.fromEntries(http.calls('PATCH', 'v2/items/packages/9/items')[1].form())).toEqual({ 'remove_asset_ids[0]': '1' });
  });

  it("adds all after a confirmation with 'All assets successfully added.'", async () => {
    const { http, user } = setup();
    http.on('PUT', 'v2/items/packages/9/items', { status: 200, data: { number_of_items: 40 } });
    await user.click(await screen.findByRole('button', { name: 'Add all' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm your action' })).getByRole('button', { name: 'Add all' }));
    expect(await screen.findByText('All assets successfully added.')).toBeInTheDocument();
    expect(await screen.findByText('40 assets in this package')).toBeVisible();
  });

  it('shows customer support the assets without any control', async () => {
    setup(['customer_support']);
    expect(await screen.findByRole('cell', { name: 'Cup Final' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Assets to add' })).not.toBeInTheDocument();
    for (const name of ['Add all', 'Remove all', 'Delete package']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});

describe('/assets/packages/edit/{id}: preview images', () => {
  it('uploads a cover for the package and records it in the package metadata', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'v2/items/packages/tenant-1/9', { status: 200, data: pack() });
    http.on('POST', 'images/assets', { status: 201, data: { full_size_image_url: '/api/images/assets/m/p.png', filename: 'bundle.png', filesize: 68, content_type: 'image/png' } });
    http.on('PATCH', 'v2/items/packages/9', { status: 200, data: pack({ metadata: { paywall_cover_photo: '/api/images/assets/m/p.png', preview_image_name: 'bundle.png' } }) });
    const { user } = renderWithApp('/assets/packages/edit/9', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    await user.upload(await screen.findByLabelText('Cover image'), new File([new Uint8Array([137, 80, 78, 71])], 'bundle.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', '/api/images/assets/m/p.png');
    expect(Object.fromEntries(http.calls('PATCH', 'v2/items/packages/9')[0].form())).toEqual({
      'metadata[paywall_cover_photo]': '/api/images/assets/m/p.png',
      'metadata[preview_image_name]': 'bundle.png',
    });
  });
});

describe('/assets/packages', () => {
  it('cuts a package title at 30 characters (spec section 9) and keeps the whole title as its tooltip', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    const long = 'Every Match of the Winter Season, All Angles';
    http.on('GET', 'v2/items/packages/tenant-1', { status: 200, data: { collection: [pack({ title: long })], total: 1, page: 1, limit: 15 } });
    renderWithApp('/assets/packages', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    const link = await screen.findByRole('link', { name: `${long.slice(0, 30)}…` });
    expect(link).toHaveAttribute('href', '/assets/packages/edit/9');
    expect(within(link).getByTitle(long)).toBeVisible();
  });
});

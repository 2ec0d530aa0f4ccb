import { screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '../../../src/api/tokenStore';
import { SPEC_BRANDING } from '../../../src/constants/branding';
import { changedDetails, detailsValues } from '../../../src/pages/assets/AssetEditPage';
import { accessFee, ACCESS_TYPES, asset } from '../../support/contentFixtures';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

function setup(path: string, roles = ['merchant', 'owner'], withStyles = false) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'items/collection', (req) => ({
    status: 200,
    data:
      req.query.get('is_active') === 'false'
        ? { collection: [asset(3, { is_active: false, title: 'Old Derby' })], total: 1, page: 1, limit: 15 }
        : { collection: [asset(1, { title: 'Harbour Lights' }), asset(2, { item_type: { id: 2, name: 'html_asset', content_type: 'html', host: 'custom', description: 'HTML' }, event_type: null })], total: 2, page: 1, limit: 15 },
  }));
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(roles) }, withStyles });
  return { http, ...view };
}

/** The list's own reads (the top statistics read one row each). */
const listCalls = (http: ReturnType<typeof mockApi>) => http.calls('GET', 'items/collection').filter((call) => call.query.get('limit') !== '1');

const listQuery = (http: ReturnType<typeof mockApi>) => {
  const calls = listCalls(http);
  return Object.fromEntries([...calls[calls.length - 1].query].filter(([name]) => name !== 'srkey'));
};

describe('/assets', () => {
  it('lists active assets 15 a page with their type, event type and creation time, each linking to its edit screen', async () => {
    const { http } = setup('/assets');
    const table = await screen.findByRole('table', { name: 'Assets' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Title', 'Type', 'Event type', 'Created at (UTC)']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Harbour Lights', 'Video', 'VOD', '2025/05/06 07:08']);
    expect(within(second).getAllByRole('cell').map((td) => td.textContent)).toEqual(['Asset 2', 'HTML content', 'Not Set', '2025/05/06 07:08']);
    expect(within(first).getByRole('link', { name: 'Harbour Lights' })).toHaveAttribute('href', '/assets/edit/1');
    expect(listQuery(http)).toEqual({ page: '1', limit: '15', is_active: 'true' });
  });

  it('shows inactive assets through the status filter (kept in the URL) and reactivates one, reloading the list', async () => {
    const { http, user, location } = setup('/assets');
    await screen.findByRole('table', { name: 'Assets' });
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    expect(location()).toBe('/assets?status=inactive');
    expect(await screen.findByRole('cell', { name: 'Old Derby' })).toBeVisible();
    expect(listQuery(http)).toEqual({ page: '1', limit: '15', is_active: 'false' });

    http.on('PUT', 'items/reactivate-item/3', { status: 200, data: asset(3, { title: 'Old Derby' }) });
    const before = listCalls(http).length;
    await user.click(screen.getByRole('button', { name: 'Reactivate Old Derby' }));
    expect(await screen.findByText('Asset successfully reactivated.')).toBeInTheDocument();
    await waitFor(() => expect(listCalls(http).length).toBe(before + 1));
  });

  it("says 'An unknown error occurred.' when a reactivation answers without data", async () => {
    const { http, user } = setup('/assets?status=inactive');
    http.on('PUT', 'items/reactivate-item/3', { status: 200, data: '' });
    await user.click(await screen.findByRole('button', { name: 'Reactivate Old Derby' }));
    expect(await screen.findByText('An unknown error occurred.')).toBeInTheDocument();
  });

  it('cuts a title at 30 characters (spec section 9) and keeps the whole title as its tooltip', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    const long = 'The Championship Final Replay, Extended Edition';
    http.on('GET', 'items/collection', { status: 200, data: { collection: [asset(1, { title: long })], total: 1, page: 1, limit: 15 } });
    renderWithApp('/assets', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    const link = await screen.findByRole('link', { name: `${long.slice(0, 30)}…` });
    expect(link).toHaveAttribute('href', '/assets/edit/1');
    expect(within(link).getByTitle(long)).toBeVisible();
  });

  it('shows the top statistics of assets, counted by the sandbox', async () => {
    setup('/assets');
    const list = await screen.findByText('Active assets');
    expect(list.nextElementSibling).toHaveTextContent('2');
    expect(screen.getByText('Inactive assets').nextElementSibling).toHaveTextContent('1');
  });

  it('shows customer support the list without New asset, Reactivate or the top statistics (spec section 6)', async () => {
    const { http } = setup('/assets?status=inactive', ['customer_support']);
    expect(await screen.findByRole('cell', { name: 'Old Derby' })).toBeVisible();
    expect(screen.queryByText('Active assets')).not.toBeInTheDocument();
    expect(http.calls('GET', 'items/collection').map((call) => call.query.get('limit'))).toEqual(['15']);
    expect(screen.queryByRole('button', { name: 'New asset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reactivate/ })).not.toBeInTheDocument();
  });
});

describe('the asset creation wizard', () => {
  it('has Back and Next on its content category step (spec section 2); Back there leaves the wizard', async () => {
    const { user } = setup('/assets');
    await user.click(await screen.findByRole('button', { name: 'New asset' }));
    const dialog = screen.getByRole('dialog', { name: 'Create asset' });
    expect(within(dialog).getByRole('group', { name: 'What will this asset hold?' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create asset' })).not.toBeInTheDocument());
  });

  it('walks content category, asset type and title; Next waits for a choice; creating opens the edit screen', async () => {
    const { http, user, location } = setup('/assets');
    http.on('POST', 'v2/items', { status: 201, data: asset(42, { title: 'Cup Final Replay' }) });
    http.on('GET', 'v2/items/tenant-1/42', { status: 200, data: asset(42, { title: 'Cup Final Replay' }) });
    await user.click(await screen.findByRole('button', { name: 'New asset' }));
    const dialog = screen.getByRole('dialog', { name: 'Create asset' });

    expect(within(dialog).getByRole('radio', { name: /Live live streamed content, including live with replay/ })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: /Other non-video or test assets/ })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /VOD video-on-demand only, not live/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: /VOD/ })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Video' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    await user.type(within(dialog).getByLabelText('Title'), '  Cup Final Replay ');
    await user.click(within(dialog).getByRole('button', { name: 'Create asset' }));

    await waitFor(() => expect(location()).toBe('/assets/edit/42'));
    expect(await screen.findByText('Asset successfully created.')).toBeInTheDocument();
    const [created] = http.calls('POST', 'v2/items');
    expect(Object.fromEntries(created.form())).toEqual({ item_type: 'video', event_type: 'vod', title: 'Cup Final Replay' });
    expect(await screen.findByRole('heading', { name: 'Edit asset: Cup Final Replay' })).toBeVisible();
  });

  it("keeps the typed title and shows the server's field error when creating fails", async () => {
    const { http, user } = setup('/assets');
    http.on('POST', 'v2/items', { status: 400, data: { code: 400, message: 'Invalid title.', errors: { title: 'Title must be printable text.' } } });
    await user.click(await screen.findByRole('button', { name: 'New asset' }));
    const dialog = screen.getByRole('dialog', { name: 'Create asset' });
    await user.click(within(dialog).getByRole('radio', { name: /Other/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('radio', { name: 'RSS feed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(within(dialog).getByLabelText('Title'), 'Feed');
    await user.click(within(dialog).getByRole('button', { name: 'Create asset' }));
    expect(await within(dialog).findByText('Title must be printable text.')).toBeVisible();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Feed');
    expect(screen.getByText('Invalid title.')).toBeInTheDocument();
  });
});

describe('/assets/edit/{id}', () => {
  it('sends only the changed fields, and deletes through a confirmation back to /assets', async () => {
    const { http, user, location } = setup('/assets/edit/5');
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5, { title: 'Night Race', metadata: { asset_genre: 'sport', paywall_cover_photo: 'x' } }) });
    http.on('PATCH', 'v2/items/5', { status: 200, data: asset(5, { title: 'Night Race', streamURL: 'https://cdn.example.com/a.m3u8' }) });
    const streamUrl = await screen.findByLabelText('Stream URL');
    expect(screen.getByRole('cell', { name: 'asset_genre' })).toBeVisible();
    expect(screen.queryByRole('cell', { name: 'paywall_cover_photo' })).not.toBeInTheDocument();
    await user.type(streamUrl, 'https://cdn.example.com/a.m3u8');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Asset successfully updated.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PATCH', 'v2/items/5')[0].form())).toEqual({ streamURL: 'https://cdn.example.com/a.m3u8' });

    http.on('DELETE', 'v2/items/5', { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Delete asset' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm your action' })).getByRole('button', { name: 'Yes, delete!' }));
    await waitFor(() => expect(location()).toBe('/assets'));
    expect(await screen.findByText('Asset successfully deleted.')).toBeInTheDocument();
  });

  it('adds custom metadata under the asset_ prefix and removes a key', async () => {
    const { http, user } = setup('/assets/edit/5');
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5, { metadata: { asset_genre: 'sport' } }) });
    http.on('PATCH', 'v2/items/5', { status: 200, data: asset(5, { metadata: { asset_genre: 'sport', asset_rating: 'PG' } }) });
    http.on('DELETE', 'v2/items/5/metadata', { status: 200, data: asset(5, { metadata: { asset_rating: 'PG' } }) });
    const form = await screen.findByRole('form', { name: 'Add metadata' });
    await user.type(within(form).getByLabelText('Key'), 'rating');
    await user.type(within(form).getByLabelText('Value'), 'PG');
    await user.click(within(form).getByRole('button', { name: 'Add metadata' }));
    expect(await screen.findByRole('cell', { name: 'asset_rating' })).toBeVisible();
    expect(Object.fromEntries(http.calls('PATCH', 'v2/items/5')[0].form())).toEqual({ 'metadata[asset_rating]': 'PG' });

    await user.click(screen.getByRole('button', { name: 'Remove asset_genre' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'asset_genre' })).not.toBeInTheDocument());
    expect(Object.fromEntries(http.calls('DELETE', 'v2/items/5/metadata')[0].form())).toEqual({ 'keys[]': 'asset_genre' });
  });

  it('shows an inactive asset with Reactivate, and a read-only role the details without any control', async () => {
    const { http } = setup('/assets/edit/9', ['customer_support']);
    http.on('GET', 'v2/items/tenant-1/9', { status: 200, data: asset(9, { is_active: false, title: 'Archived' }) });
    expect(await screen.findByText('This asset is inactive: buyers cannot see it until it is reactivated.')).toBeVisible();
    expect(screen.getByText('You can view this asset but not change it.')).toBeVisible();
    // Issue 24: a read-only role reads the values as text, not as disabled inputs.
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.getByText('Archived', { selector: 'dd' })).toBeVisible();
    for (const name of ['Save', 'Delete asset', 'Reactivate', 'Add metadata']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});

describe('the details payload', () => {
  it('is null when nothing changed, and holds only the changed fields (the title trimmed)', () => {
    const current = asset(1, { title: 'Same', streamURL: 'https://a' });
    expect(changedDetails(current, detailsValues(current))).toBeNull();
    expect(changedDetails(current, { ...detailsValues(current), title: ' Same ', source: 'ovp' })).toEqual({ id: 1, source: 'ovp' });
    expect(changedDetails(current, { ...detailsValues(current), item_type: 'dlc_asset', event_type: 'live' })).toEqual({ id: 1, item_type: 'dlc_asset', event_type: 'live' });
  });
});

describe('the pricing tab', () => {
  const types = ACCESS_TYPES.filter((type) => type.id !== 6);
  const savedFee = accessFee(11, { item_id: 5, description: 'Day pass', amount: 3 });

  function pricing(roles?: string[], withStyles = false) {
    const view = setup('/assets/edit/5?tab=pricing', roles, withStyles);
    view.http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5) });
    view.http.on('GET', 'items/access-types', { status: 200, data: types });
    view.http.on('GET', 'v2/items/5/access-fees', { status: 200, data: [savedFee] });
    // The fee form opens once its choices are read.
    view.http.on('GET', 'restrictions/country-sets', { status: 200, data: [] });
    view.http.on('GET', 'v2/payments/providers', { status: 200, data: [] });
    return view;
  }

  it('hides freemium from the choices, previews the unsaved fee, and sends only what is set', async () => {
    const { http, user } = pricing();
    const preview = await screen.findByRole('list', { name: 'Price card preview' });
    expect(await within(preview).findByRole('listitem', { name: '€3.00 Pay per view, 24 hours' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add access fee' }));
    const form = screen.getByRole('form', { name: 'New access fee' });
    expect(within(form).queryByRole('option', { name: /freemium/ })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Access type'), '4');
    await user.type(within(form).getByLabelText('Amount'), '12');
    expect(within(preview).getByRole('listitem', { name: '€12.00 / month Subscription, monthly' })).toHaveTextContent('Unsaved');

    http.on('POST', 'v2/items/5/access-fees', { status: 201, data: { ...savedFee, id: 12 } });
    await user.click(within(form).getByRole('button', { name: 'Save access fee' }));
    expect(await screen.findByText('Asset successfully updated.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'v2/items/5/access-fees')[0].form())).toEqual({ access_type_id: '4', amount: '12', currency: 'EUR' });
  });

  it('draws the price cards with the merchant’s default theme, as the paywall reads it without a token', async () => {
    const { http } = pricing(undefined, true);
    http.on('GET', 'branding/paywall/merchant-1/default', { status: 200, data: { ...SPEC_BRANDING, id: 4, default: true, exists: true, brand_name: 'Sandbox Media Night', paywall_primary_color: '#1e3a5f' } });
    const paywall = await screen.findByRole('article', { name: 'Paywall' });
    await waitFor(() => expect(within(paywall).getByText('Sandbox Media Night').closest('header')).toHaveStyle({ backgroundColor: 'rgb(30, 58, 95)' }));
    expect(within(paywall).getByRole('listitem', { name: '€3.00 Pay per view, 24 hours' })).toBeVisible();
    expect(http.calls('GET', 'branding/paywall/merchant-1/default')[0].authorization).toBeUndefined();
  });

  it("limits a fee to one of the merchant's country sets, shown by name, with an in-app store's product id; the preview follows the set", async () => {
    const { http, user } = pricing();
    const uk = { id: 7, merchantId: 1, name: 'UK and Ireland', type: 'whitelist', global: false, countries: ['GB', 'IE'], regions: [], cities: [], item_count: 0, created_at: 0, updated_at: 0 };
    http.on('GET', 'restrictions/country-sets', { status: 200, data: [uk] });
    http.on('GET', 'v2/payments/providers', { status: 200, data: [{ id: 1, name: 'Stripe', in_app: false }, { id: 3, name: 'Apple In-App', in_app: true }] });
    await user.click(await screen.findByRole('button', { name: 'Add access fee' }));
    const form = screen.getByRole('form', { name: 'New access fee' });
    await user.selectOptions(within(form).getByLabelText('Access type'), '1');
    await user.type(within(form).getByLabelText('Amount'), '2');
    await user.click(within(form).getByRole('button', { name: 'More options' }));
    await user.selectOptions(await within(form).findByLabelText('Country set'), '7');
    expect(within(form).queryByLabelText('Stripe product id')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Apple In-App product id'), 'com.sandbox.day');
    // The buyer's country picks the set's price (Ireland is on the set's list), in place of the general one.
    const preview = screen.getByRole('list', { name: 'Price card preview' });
    await user.selectOptions(screen.getByLabelText("Buyer's country"), 'IE');
    expect(within(preview).getByRole('listitem', { name: '€2.00 Pay per view, 24 hours' })).toBeVisible();
    expect(within(preview).queryByRole('listitem', { name: '€3.00 Pay per view, 24 hours' })).not.toBeInTheDocument();

    await user.type(within(form).getByRole('combobox', { name: 'Country' }), 'Swed{Enter}');
    await user.click(within(form).getByRole('button', { name: 'Save access fee' }));
    expect(await within(form).findByText('Choose a country or a country set, not both.')).toBeVisible();
    await user.clear(within(form).getByRole('combobox', { name: 'Country' }));
    http.on('POST', 'v2/items/5/access-fees', { status: 201, data: accessFee(12, { item_id: 5, amount: 2, country_set_id: 7 }) });
    http.on('GET', 'v2/items/5/access-fees', { status: 200, data: [savedFee, accessFee(12, { item_id: 5, amount: 2, country_set_id: 7 })] });
    await user.click(within(form).getByRole('button', { name: 'Save access fee' }));
    expect(await screen.findByRole('cell', { name: 'Set: UK and Ireland' })).toBeVisible();
    expect(Object.fromEntries(http.calls('POST', 'v2/items/5/access-fees')[0].form())).toEqual({
      access_type_id: '1',
      amount: '2',
      currency: 'EUR',
      country_set_id: '7',
      'external_fees[0][payment_provider_id]': '3',
      'external_fees[0][external_id]': 'com.sandbox.day',
    });
  });

  it('keeps what was typed when the save fails', async () => {
    const { http, user } = pricing();
    await user.click(await screen.findByRole('button', { name: 'Add access fee' }));
    const form = screen.getByRole('form', { name: 'New access fee' });
    await user.selectOptions(within(form).getByLabelText('Access type'), '1');
    await user.type(within(form).getByLabelText('Amount'), '2.5');
    http.on('POST', 'v2/items/5/access-fees', { status: 400, data: { code: 400, message: 'Trial days must be a whole number from 1 to 365.', errors: { trial_period_quantity: 'Trial days must be a whole number from 1 to 365.' } } });
    await user.click(within(form).getByRole('button', { name: 'Save access fee' }));
    expect(await within(form).findByText('Trial days must be a whole number from 1 to 365.')).toBeVisible();
    expect(within(form).getByLabelText('Amount')).toHaveValue('2.5');
  });

  it("deletes a fee after confirmation with 'Access fee successfully deleted.'", async () => {
    const { http, user } = pricing();
    http.on('DELETE', 'v2/items/5/access-fees/11', { status: 204 });
    await user.click(await screen.findByRole('button', { name: 'Delete Pay per view, 24 hours €3.00' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Confirm your action' })).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('Access fee successfully deleted.')).toBeInTheDocument();
    expect(http.calls('DELETE', 'v2/items/5/access-fees/11')).toHaveLength(1);
  });

  it('shows customer support the fees and the preview without any control', async () => {
    pricing(['customer_support']);
    expect(await screen.findByRole('cell', { name: 'Day pass' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Price card preview' })).toBeVisible();
    for (const name of [/Add access fee/, /^Edit /, /^Delete /]) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});

describe('preview images', () => {
  it('uploads a cover as multipart, records it in the metadata and shows it', async () => {
    const { http, user } = setup('/assets/edit/5');
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5) });
    http.on('POST', 'images/assets', { status: 201, data: { full_size_image_url: '/api/images/assets/m/abc.png', filename: 'cover.png', filesize: 68, content_type: 'image/png' } });
    http.on('PATCH', 'v2/items/5', { status: 200, data: asset(5, { metadata: { paywall_cover_photo: '/api/images/assets/m/abc.png', preview_image_name: 'cover.png' } }) });
    const input = await screen.findByLabelText('Cover image');
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' }));

    expect(await screen.findByRole('img', { name: 'Cover image preview' })).toHaveAttribute('src', '/api/images/assets/m/abc.png');
    const [sent] = http.calls('POST', 'images/assets');
    expect(sent.body).toBeInstanceOf(FormData);
    expect(((sent.body as FormData).get('asset_preview') as File).name).toBe('cover.png');
    expect(Object.fromEntries(http.calls('PATCH', 'v2/items/5')[0].form())).toEqual({
      'metadata[paywall_cover_photo]': '/api/images/assets/m/abc.png',
      'metadata[preview_image_name]': 'cover.png',
    });
  });

  it("says 'An error occurred while adding preview image.' and shows the reason beside the field", async () => {
    const { http, user } = setup('/assets/edit/5');
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5) });
    http.on('POST', 'images/assets', { status: 415, data: { code: 415, message: 'Upload a PNG, JPEG, GIF or WebP image.' } });
    await user.upload(await screen.findByLabelText('Thumbnail image'), new File(['hello'], 'notes.png', { type: 'image/png' }));
    expect(await screen.findByText('An error occurred while adding preview image.')).toBeInTheDocument();
    expect(screen.getByText('Upload a PNG, JPEG, GIF or WebP image.')).toBeVisible();
    expect(http.calls('PATCH', 'v2/items/5')).toHaveLength(0);
  });
});

describe('the gifts tab (feature Gifts)', () => {
  it('is there only with the Gifts feature, and sends the description only while the asset is giftable', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5, { is_giftable: true, gift_metadata: { description: 'For a friend' } }) });
    http.on('PATCH', 'v2/items/5', { status: 200, data: asset(5) });
    const { user } = renderWithApp('/assets/edit/5?tab=gifts', { preloadedState: { auth: signedIn(['merchant', 'owner'], {}, { features: ['Gifts'] }) } });
    const form = await screen.findByRole('form', { name: 'Gifts' });
    expect(within(form).getByLabelText('Gift description')).toHaveValue('For a friend');
    await user.click(within(form).getByLabelText('Buyers can give this asset as a gift'));
    expect(within(form).queryByLabelText('Gift description')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Asset successfully updated.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PATCH', 'v2/items/5')[0].form())).toEqual({ giftable: '0' });
  });

  it('is absent without the feature', async () => {
    setup('/assets/edit/5').http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5) });
    expect(await screen.findByRole('tab', { name: 'Pricing' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Gifts' })).not.toBeInTheDocument();
  });
});

describe('the donations tab (feature Donations)', () => {
  it('adds an option (description only when typed), switches custom amounts on, and deletes an option, with the spec texts', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5) });
    const option = { id: 3, item_id: 5, amount: 2.5, currency: 'EUR', description: 'Coffee' };
    http.on('GET', 'v2/items/5/donations', { status: 200, data: { donation_options: [option], custom_price_enabled: false } });
    http.on('POST', 'v2/items/5/donations', { status: 201, data: { ...option, id: 4, amount: 5, description: '' } });
    http.on('PATCH', 'v2/items/5/donations/options', { status: 200, data: { donation_options: [option], custom_price_enabled: true } });
    http.on('DELETE', 'v2/items/5/donations/3', { status: 204 });
    const { user } = renderWithApp('/assets/edit/5?tab=donations', { preloadedState: { auth: signedIn(['merchant', 'owner'], {}, { features: ['Donations'] }) } });

    expect(await screen.findByRole('cell', { name: 'EUR 2.50' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Add donation option' });
    await user.type(within(form).getByLabelText('Amount'), '5');
    await user.click(within(form).getByRole('button', { name: 'Add donation option' }));
    expect(await screen.findByText('Donation option successfully added.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'v2/items/5/donations')[0].form())).toEqual({ amount: '5', currency: 'EUR' });

    await user.click(screen.getByLabelText('Buyers may give an amount of their own'));
    expect(await screen.findByText('Custom donations successfully enabled.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PATCH', 'v2/items/5/donations/options')[0].form())).toEqual({ custom_price_enabled: '1' });

    await user.click(screen.getByRole('button', { name: 'Delete EUR 2.50' }));
    expect(await screen.findByText('Donation option successfully deleted.')).toBeInTheDocument();
  });
});

describe('event details', () => {
  const details = {
    item_id: 5,
    content_category: 'vod' as const,
    industry: 'Sports',
    event_name: 'Cup Final',
    web_page: 'https://example.com/final',
    event_date: '2026-06-01T18:00:00.000Z',
    expected_viewership: 5000,
    replay_available: true,
    is_advertised: false,
    event_description: null,
  };

  it("saves the event details with 'Asset content details successfully updated.' (the description only when given)", async () => {
    const { http, user } = setup('/assets/edit/5?tab=event');
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5, { event_details: null, event_type: 'live' }) });
    http.on('PUT', 'v2/items/5/event_details', { status: 200, data: { ...details, content_category: 'live' } });
    const form = await screen.findByRole('form', { name: 'Event details' });
    await user.type(within(form).getByLabelText('Industry'), 'Sports');
    await user.type(within(form).getByLabelText('Web page'), 'https://example.com/final');
    await user.type(within(form).getByLabelText('Event date (UTC)'), '2026-06-01T18:00');
    await user.type(within(form).getByLabelText('Expected viewership'), '5000');
    await user.click(within(form).getByLabelText('Replay available'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Asset content details successfully updated.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PUT', 'v2/items/5/event_details')[0].form())).toEqual({
      content_category: 'live',
      industry: 'Sports',
      event_name: 'Asset 5',
      web_page: 'https://example.com/final',
      event_date: '2026-06-01T18:00:00Z',
      expected_viewership: '5000',
      replay_available: '1',
      is_advertised: '0',
    });
  });

  it('switching the event type to live saves the event details afterwards, without their success notice', async () => {
    const { http, user } = setup('/assets/edit/5');
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5, { event_details: details }) });
    http.on('PATCH', 'v2/items/5', { status: 200, data: asset(5, { event_type: 'live' }) });
    http.on('PUT', 'v2/items/5/event_details', { status: 200, data: { ...details, content_category: 'live' } });
    await user.selectOptions(await screen.findByLabelText('Event type'), 'live');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Asset successfully updated.')).toBeInTheDocument();
    await waitFor(() => expect(http.calls('PUT', 'v2/items/5/event_details')).toHaveLength(1));
    expect(Object.fromEntries(http.calls('PUT', 'v2/items/5/event_details')[0].form())).toMatchObject({ content_category: 'live', event_name: 'Cup Final' });
    expect(screen.queryByText('Asset content details successfully updated.')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { ExternalVideo } from '../../../src/api/videoPlatforms';
import { tokenStore } from '../../../src/api/tokenStore';
import { UNSAVED } from '../../../src/constants/messages/unsaved';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const video = (index: number, overrides: Partial<ExternalVideo> = {}): ExternalVideo => ({
  video_key: `Key0000${index}`.slice(0, 8),
  lookup: { video_key: `Key0000${index}`.slice(0, 8) },
  title: `Harbour clip ${index}`,
  description: '',
  duration: 125,
  thumbnail_url: `/api/files/ovp/thumbnails/Key0000${index}.svg`,
  published_at: Date.UTC(2026, 0, 2) / 1000,
  asset_id: null,
  ...overrides,
});

function setup(connected: boolean, roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'external-accounts/jwplayer', { status: 200, data: { ovp_name: 'jwplayer', connected, keys: connected ? { api_key: 'SbxKey01', api_secret: 'sand••••' } : {}, created_at: null } });
  http.on('GET', 'ovps/jwplayer/videos', (req) => ({
    status: 200,
    data: { collection: req.query.get('page_number') === '0' ? [video(1), video(2, { asset_id: 70 })] : [video(3)], total: 17, page_number: Number(req.query.get('page_number')), limit: 15 },
  }));
  http.on('GET', 'ovps/jwplayer/players', { status: 200, data: [{ player_id: 'Xk2pL9aQ', player_name: 'Default web player' }] });
  const view = renderWithApp('/settings/integrations/ovp-integrations/jwplayer', { preloadedState: { auth: signedIn(roles) } });
  return { http, ...view };
}

const sent = (call: { form(): URLSearchParams }) => Object.fromEntries(call.form());

describe('/settings/integrations/ovp-integrations/jwplayer', () => {
  it("connects with the keys, and shows the platform's explanation when it refuses them", async () => {
    const { http, user } = setup(false);
    const form = await screen.findByRole('form', { name: 'Connection' });
    http.on('POST', 'external-accounts/jwplayer', { status: 400, data: { code: 400, message: 'Bad request.', errors: { explain: 'JW Player refused these credentials.' } } });
    await user.type(within(form).getByLabelText('API key'), 'SbxKey01');
    await user.type(within(form).getByLabelText('API secret'), 'invalid');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('JW Player refused these credentials.')).toBeInTheDocument();
    expect(within(form).getByLabelText('API key')).toHaveValue('SbxKey01');
    http.on('POST', 'external-accounts/jwplayer', { status: 201, data: 'connected' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('External account successfully connected.')).toBeInTheDocument();
    expect(sent(http.calls('POST', 'external-accounts/jwplayer')[1])).toEqual({ api_key: 'SbxKey01', api_secret: 'invalid' });
  });

  it('lists the library 15 a page from page 0, imports the chosen videos and goes to /assets when done', async () => {
    const { http, user, location } = setup(true);
    const table = await screen.findByRole('table', { name: 'Videos' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Choose', 'Thumbnail', 'Title', 'Lookup keys', 'Duration', 'Published (UTC)', 'Asset']);
    expect(within(table).getByRole('link', { name: '#70' })).toHaveAttribute('href', '/assets/edit/70');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('video_key: Key00001');
    expect(http.calls('GET', 'ovps/jwplayer/videos')[0].query.get('page_number')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(http.calls('GET', 'ovps/jwplayer/videos').at(-1)?.query.get('page_number')).toBe('1'));
    await user.click(await screen.findByRole('button', { name: 'Page 1' }));

    let checks = 0;
    http.on('POST', 'ovps/sync', { status: 202, data: { ovp_name: 'jwplayer', status: 'running', total: 1, done: 0, created: 0, updated: 0, update_existing: false } });
    http.on('POST', 'ovps/sync/check-status', () => {
      checks += 1;
      return { status: 200, data: { ovp_name: 'jwplayer', status: checks < 2 ? 'running' : 'done', total: 1, done: checks < 2 ? 0 : 1, created: 1, updated: 0, update_existing: false } };
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Harbour clip 1' }));
    await user.selectOptions(screen.getByLabelText('Player'), 'Xk2pL9aQ');
    await user.click(screen.getByRole('button', { name: 'Import selected (1)' }));
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(sent(http.calls('POST', 'ovps/sync')[0])).toEqual({ ovp_name: 'jwplayer', access_control_type_id: '1', 'videos_ids[0]': 'Key00001', player_id: 'Xk2pL9aQ' });
    await waitFor(() => expect(location()).toBe('/assets'));
  });

  it('asks before typed keys are left behind; a connection that succeeds leaves without a question', async () => {
    const { http, user, location } = setup(false);
    const form = await screen.findByRole('form', { name: 'Connection' });
    await user.type(within(form).getByLabelText('API key'), 'SbxKey01');
    expect(screen.getByRole('region', { name: UNSAVED.bar })).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Section navigation' })).getByRole('link', { name: 'Branding' }));
    await user.click(within(await screen.findByRole('dialog', { name: UNSAVED.leaveTitle })).getByRole('button', { name: UNSAVED.stay }));
    expect(location()).toBe('/settings/integrations/ovp-integrations/jwplayer');
    expect(within(form).getByLabelText('API key')).toHaveValue('SbxKey01');
    await user.type(within(form).getByLabelText('API secret'), 'sandbox-secret');
    http.on('POST', 'external-accounts/jwplayer', { status: 201, data: 'connected' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('External account successfully connected.')).toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Section navigation' })).getByRole('link', { name: 'Branding' }));
    await waitFor(() => expect(location()).toMatch(/^\/settings\/branding/));
    expect(screen.queryByRole('dialog', { name: UNSAVED.leaveTitle })).not.toBeInTheDocument();
  });

  it("says to check the linked account when the library can't be read", async () => {
    const { http } = setup(true);
    http.on('GET', 'ovps/jwplayer/videos', { status: 409, data: { code: 409, message: 'No jwplayer account is linked.' } });
    // The notice, and the library's own failure.
    expect(await screen.findAllByText('Please check your linked jwplayer account.')).toHaveLength(2);
  });

  it('is read-only for customer support: no connect form, no import', async () => {
    setup(true, ['customer_support']);
    await screen.findByRole('table', { name: 'Videos' });
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import all' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('/settings/integrations/ovp-integrations', () => {
  it("offers the spec's fourteen platforms in its order, each opening its own screen", async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'external-accounts/brightcove', { status: 200, data: { ovp_name: 'brightcove', connected: false, keys: {}, created_at: null } });
    const { user, location } = renderWithApp('/settings/integrations/ovp-integrations', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    const boxes = within(await screen.findByRole('list', { name: 'Online video platforms' })).getAllByRole('link');
    expect(boxes.map((box) => box.textContent)).toEqual(['Livestream', 'Brightcove', 'Kaltura', 'JW Player', 'Qbrick', 'Ooyala', 'Panopto', 'Dacast', 'CloudFront', 'Sportradar', 'Sport1', 'StreamAMG', 'Flowplayer', 'Amazon IVS']);
    await user.click(screen.getByRole('link', { name: 'Brightcove' }));
    expect(location()).toBe('/settings/integrations/ovp-integrations/brightcove');
    const form = await screen.findByRole('form', { name: 'Connection' });
    expect(within(form).getAllByRole('textbox').map((field) => field.getAttribute('name'))).toEqual(['account_id', 'client_id']);
    expect(within(form).getByLabelText('Client secret')).toHaveAttribute('type', 'password');
  });

  it('sends an unknown platform to the not-found page', async () => {
    mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    const { location } = renderWithApp('/settings/integrations/ovp-integrations/vimeo', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    await waitFor(() => expect(location()).toBe('/404.html'));
  });
});

describe('Qbrick', () => {
  function qbrick() {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'external-accounts/qbrick', { status: 200, data: { ovp_name: 'qbrick', connected: true, keys: { account_id: 'AccQ1', client_id: 'qb-c••••', client_secret: 'qb-s••••' }, created_at: null, access_token: 'a'.repeat(40) } });
    return http;
  }

  it("reads the library with the linked account's access token, and has no players", async () => {
    const http = qbrick();
    http.on('GET', 'ovps/qbrick/videos', { status: 200, data: { collection: [video(1)], total: 1, page_number: 0, limit: 15 } });
    renderWithApp('/settings/integrations/ovp-integrations/qbrick', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    expect(await screen.findByText('Connected with Account ID AccQ1.')).toBeVisible();
    await screen.findByRole('table', { name: 'Videos' });
    expect(http.calls('GET', 'ovps/qbrick/videos')[0].query.get('access_token')).toBe('a'.repeat(40));
    expect(screen.queryByLabelText('Player')).not.toBeInTheDocument();
    expect(http.calls('GET', 'ovps/jwplayer/players')).toHaveLength(0);
  });

  it('says the connection could not be established when Qbrick does not answer at all', async () => {
    const http = qbrick();
    http.on('GET', 'ovps/qbrick/videos', { network: true });
    renderWithApp('/settings/integrations/ovp-integrations/qbrick', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    // The notice, and the library's own failure.
    expect(await screen.findAllByText('There was an issue with establishing connection to the Qbrick account. Please try again.')).toHaveLength(2);
  });

  it('says to check the linked account when Qbrick answers with a failure', async () => {
    const http = qbrick();
    http.on('GET', 'ovps/qbrick/videos', { status: 400, data: { code: 400, message: 'The Qbrick access token is missing or has expired.' } });
    renderWithApp('/settings/integrations/ovp-integrations/qbrick', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    // The notice, and the library's own failure.
    expect(await screen.findAllByText('Please check your linked qbrick account.')).toHaveLength(2);
  });
});

describe('Panopto', () => {
  it("offers its session chooser in a window of its own once connected", async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'external-accounts/panopto', { status: 200, data: { ovp_name: 'panopto', connected: true, keys: { server: 'demo.hosted.panopto.com' }, created_at: null } });
    http.on('GET', 'ovps/panopto/videos', { status: 200, data: { collection: [video(1)], total: 1, page_number: 0, limit: 15 } });
    http.on('GET', 'ovps/panopto/session-chooser', { status: 200, data: { url: '/api/ovps/panopto/chooser/abc', expires_at: Date.UTC(2026, 10, 25, 18) / 1000 } });
    renderWithApp('/settings/integrations/ovp-integrations/panopto', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    const link = await screen.findByRole('link', { name: 'Open the Panopto session chooser (opens in a new window)' });
    expect(link).toHaveAttribute('href', '/api/ovps/panopto/chooser/abc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('This chooser can be used once, until 2026/11/25 18:00.')).toBeVisible();
  });

  it('is not offered to read-only customer support', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'external-accounts/panopto', { status: 200, data: { ovp_name: 'panopto', connected: true, keys: { server: 'demo.hosted.panopto.com' }, created_at: null } });
    http.on('GET', 'ovps/panopto/videos', { status: 200, data: { collection: [video(1)], total: 1, page_number: 0, limit: 15 } });
    renderWithApp('/settings/integrations/ovp-integrations/panopto', { preloadedState: { auth: signedIn(['customer_support']) } });
    await screen.findByRole('table', { name: 'Videos' });
    expect(screen.queryByRole('link', { name: /Panopto session chooser/ })).not.toBeInTheDocument();
    expect(http.calls('GET', 'ovps/panopto/session-chooser')).toHaveLength(0);
  });
});

describe("an imported asset's platform panel", () => {
  it('looks a Livestream video up by its event and video ids', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    const asset = { id: 71, merchant_id: 1, merchant_uuid: 'merchant-1', is_active: true, title: 'Cup Final', content: '', item_type: { id: 1, name: 'video', content_type: 'video', host: 'custom', description: 'Video' }, access_control_type: { id: 1, name: 'Paid', auth: true }, event_type: 'vod', template_id: 1, external_asset_id: '512345678', streamURL: null, source: null, is_giftable: false, gift_metadata: null, plan_switch_enabled: false, metadata: { asset_ovp: 'livestream', asset_ovp_event_id: '7654321' }, created_at: 0, updated_at: 0 };
    http.on('GET', 'v2/items/tenant-1/71', { status: 200, data: asset });
    http.on('GET', 'ovps/livestream/video', { status: 200, data: { ...video(1, { title: 'Cup Final', asset_id: 71 }), player_id: '', player_name: '' } });
    renderWithApp('/assets/edit/71', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    expect(await screen.findByText('Cup Final (2:05).')).toBeVisible();
    expect(Object.fromEntries(http.calls('GET', 'ovps/livestream/video')[0].query)).toMatchObject({ event_id: '7654321', video_id: '512345678' });
    expect(screen.getByRole('button', { name: 'Sync from Livestream' })).toBeEnabled();
  });

  it('shows the video on JW Player and syncs it, reloading the asset when the sync ends', async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    const asset = { id: 70, merchant_id: 1, merchant_uuid: 'merchant-1', is_active: true, title: 'Harbour clip 1', content: '', item_type: { id: 1, name: 'video', content_type: 'video', host: 'custom', description: 'Video' }, access_control_type: { id: 1, name: 'Paid', auth: true }, event_type: 'vod', template_id: 1, external_asset_id: 'Key00001', streamURL: null, source: null, is_giftable: false, gift_metadata: null, plan_switch_enabled: false, metadata: { asset_ovp: 'jwplayer' }, created_at: 0, updated_at: 0 };
    http.on('GET', 'v2/items/tenant-1/70', { status: 200, data: asset });
    http.on('GET', 'ovps/jwplayer/video', { status: 200, data: { ...video(1, { asset_id: 70 }), player_id: 'Xk2pL9aQ', player_name: 'Default web player' } });
    http.on('POST', 'ovps/sync', { status: 202, data: { ovp_name: 'jwplayer', status: 'running', total: 1, done: 0, created: 0, updated: 0, update_existing: false } });
    http.on('POST', 'ovps/sync/check-status', { status: 200, data: { ovp_name: 'jwplayer', status: 'done', total: 1, done: 1, created: 0, updated: 1, update_existing: false } });
    const { user } = renderWithApp('/assets/edit/70', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    expect(await screen.findByText('Harbour clip 1 (2:05), played in "Default web player".')).toBeVisible();
    expect(http.calls('GET', 'ovps/jwplayer/video')[0].query.get('video_key')).toBe('Key00001');
    const reads = http.calls('GET', 'v2/items/tenant-1/70').length;
    await user.click(screen.getByRole('button', { name: 'Sync from JW Player' }));
    await waitFor(() => expect(http.calls('GET', 'v2/items/tenant-1/70').length).toBeGreaterThan(reads));
    expect(sent(http.calls('POST', 'ovps/sync')[0])).toEqual({ ovp_name: 'jwplayer', 'videos_ids[0]': 'Key00001', access_control_type_id: '1' });
  });
});

describe("an RSS asset's feed panel", () => {
  it("lists the feed's episodes and checks another address, showing why one cannot be read", async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    const asset = { id: 80, merchant_id: 1, merchant_uuid: 'merchant-1', is_active: true, title: 'Harbour Radio Podcast', content: '', item_type: { id: 4, name: 'rss_asset', content_type: 'rss', host: 'custom', description: 'RSS feed' }, access_control_type: { id: 1, name: 'Paid', auth: true }, event_type: 'other', template_id: 1, external_asset_id: null, streamURL: 'https://feeds.sandbox.test/harbour-radio.xml', source: null, is_giftable: false, gift_metadata: null, plan_switch_enabled: false, metadata: {}, created_at: 0, updated_at: 0 };
    const episode = (number: number) => ({ guid: `hr-${number}`, title: `Episode ${number}`, link: '', published_at: Date.UTC(2026, 0, number) / 1000, enclosure_url: '', duration: 905 });
    http.on('GET', 'v2/items/tenant-1/80', { status: 200, data: asset });
    http.on('GET', 'rss/feed/80/content', { status: 200, data: { url: asset.streamURL, title: 'Harbour Radio Podcast', description: '', link: '', items: [episode(2), episode(1)] } });
    const { user } = renderWithApp('/assets/edit/80', { preloadedState: { auth: signedIn(['merchant', 'owner']) } });
    expect(await screen.findByText('Harbour Radio Podcast: 2 episodes.')).toBeVisible();
    const episodes = screen.getByRole('table', { name: 'Episodes' });
    expect(within(episodes).getAllByRole('row')[1]).toHaveTextContent('Episode 22026/01/02 00:0015:05');

    http.on('GET', 'rss/fetch', (req) =>
      req.query.get('url') === 'https://example.com/feed.xml'
        ? { status: 422, data: { code: 422, message: 'The feed at this address could not be read: check the address.' } }
        : { status: 200, data: { url: '', title: 'Match Day Audio Commentary', description: '', link: '', items: [episode(1)] } },
    );
    const address = screen.getByLabelText('Feed address to check');
    await user.clear(address);
    await user.type(address, 'https://example.com/feed.xml');
    await user.click(screen.getByRole('button', { name: 'Check feed' }));
    expect(await screen.findByText('The feed at this address could not be read: check the address.')).toBeVisible();
    await user.clear(address);
    await user.type(address, 'https://feeds.sandbox.test/match-day.xml');
    await user.click(screen.getByRole('button', { name: 'Check feed' }));
    expect(await screen.findByText('Match Day Audio Commentary: 1 episode.')).toBeVisible();
  });
});

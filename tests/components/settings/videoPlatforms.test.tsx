import { screen, waitFor, within } from '@testing-library/react';
import type { ExternalVideo } from '../../../src/api/videoPlatforms';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const video = (index: number, overrides: Partial<ExternalVideo> = {}): ExternalVideo => ({
  video_key: `Key0000${index}`.slice(0, 8),
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
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Choose', 'Thumbnail', 'Title', 'Duration', 'Published (UTC)', 'Asset']);
    expect(within(table).getByRole('link', { name: '#70' })).toHaveAttribute('href', '/assets/edit/70');
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
    await waitFor(() => expect(location()).toBe('/assets'), { timeout: 4000 });
  });

  it("says to check the linked account when the library can't be read", async () => {
    const { http } = setup(true);
    http.on('GET', 'ovps/jwplayer/videos', { status: 409, data: { code: 409, message: 'No jwplayer account is linked.' } });
    expect(await screen.findByText('Please check your linked jwplayer account.')).toBeInTheDocument();
  });

  it('is read-only for customer support: no connect form, no import', async () => {
    setup(true, ['customer_support']);
    await screen.findByRole('table', { name: 'Videos' });
    expect(screen.queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import all' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { IvsChannel } from '../../../src/api/videoPlatformTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const ARN = 'arn:aws:ivs:us-west-2:123456789012:channel/AbCdEfGhIjKl';
const channel = (overrides: Partial<IvsChannel> = {}): IvsChannel => ({
  arn: ARN,
  name: 'cup-final',
  type: 'BASIC',
  latency: 'LOW',
  ingest_endpoint: 'a1b2c3d4e5f6.global-contribute.live-video.net',
  stream_key: 'sk_us-west-2_AbCdEfGhIjKl_abcdefghijklmnopqrstuvwxyz0123',
  playback_url: 'https://a1b2c3d4e5f6.us-west-2.playback.live-video.net/api/video/v1/us-west-2.123456789012.channel.AbCdEfGhIjKl.m3u8',
  created_at: 1_767_225_600,
  updated_at: 1_767_225_600,
  ...overrides,
});

function setup(roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  const channels: IvsChannel[] = [];
  http.on('GET', 'external-accounts/ivs', { status: 200, data: { ovp_name: 'ivs', connected: true, keys: { access_key_id: 'AKIASANDBOX0001', secret_access_key: 'sand••••' }, created_at: null } });
  http.on('GET', 'ovps/ivs/videos', { status: 200, data: { collection: [], total: 0, page_number: 0, limit: 15 } });
  http.on('GET', 'v2/ovps/ivs/channels', () => ({ status: 200, data: { collection: channels } }));
  http.on('POST', 'v2/ovps/ivs/channels', (req) => {
    const form = req.form();
    channels.push(channel({ name: form.get('name') ?? '', type: form.get('type') as IvsChannel['type'], latency: form.get('latency') as IvsChannel['latency'] }));
    return { status: 201, data: channels[0] };
  });
  http.on('PUT', 'v2/ovps/ivs/channels', (req) => {
    channels[0] = { ...channels[0], latency: req.form().get('latency') as IvsChannel['latency'] };
    return { status: 200, data: channels[0] };
  });
  http.on('GET', 'v2/ovps/ivs/channel', () => ({ status: 200, data: channels[0] }));
  const view = renderWithApp('/settings/integrations/ovp-integrations/ivs', { preloadedState: { auth: signedIn(roles) } });
  return { http, channels, ...view };
}

describe('the IVS platform page’s livestream channels', () => {
  it('creates a BASIC, LOW latency channel and lists it with its ingest endpoint and playback URL', async () => {
    const { http, user } = setup();
    const panel = await screen.findByRole('region', { name: 'Livestream channels' });
    expect(within(panel).getByText('No channels yet: create one to stream live.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Create channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a livestream channel' });
    await user.type(within(dialog).getByLabelText('Name'), 'cup final');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'BASIC');
    await user.selectOptions(within(dialog).getByLabelText('Latency'), 'LOW');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Use letters, digits, - and _ only.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'cup-final');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(Object.fromEntries(http.calls('POST', 'v2/ovps/ivs/channels')[0].form())).toEqual({ name: 'cup-final', type: 'BASIC', latency: 'LOW' });
    expect(await screen.findByText('Channel cup-final created.')).toBeInTheDocument();

    const table = await within(panel).findByRole('table', { name: 'Livestream channels' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Type', 'Latency', 'Ingest endpoint', 'Playback URL', 'Actions']);
    const row = within(table).getAllByRole('row')[1];
    expect(row).toHaveTextContent('cup-final');
    expect(row).toHaveTextContent('a1b2c3d4e5f6.global-contribute.live-video.net');
    expect(row).toHaveTextContent(channel().playback_url);
  });

  it('shows a channel’s ingest server, stream key and playback URL, each with a copy button, and edits its latency', async () => {
    const { http, channels, user } = setup();
    channels.push(channel());
    const panel = await screen.findByRole('region', { name: 'Livestream channels' });
    await user.click(await within(panel).findByRole('button', { name: 'Details of cup-final' }));
    const details = await screen.findByRole('dialog', { name: 'Channel cup-final' });
    expect(await within(details).findByText('rtmps://a1b2c3d4e5f6.global-contribute.live-video.net:443/app/')).toBeInTheDocument();
    expect(within(details).getByText(channel().stream_key)).toBeInTheDocument();
    expect(within(details).getAllByRole('button', { name: /^Copy / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Copy Ingest server', 'Copy Stream key', 'Copy Playback URL']);
    expect(http.calls('GET', 'v2/ovps/ivs/channel')[0].query.get('arn')).toBe(ARN);
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(within(panel).getByRole('button', { name: 'Edit cup-final' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit channel cup-final' });
    await user.selectOptions(within(edit).getByLabelText('Latency'), 'NORMAL');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(panel).getAllByRole('row')[1]).toHaveTextContent('NORMAL'));
    expect(Object.fromEntries(http.calls('PUT', 'v2/ovps/ivs/channels')[0].form())).toEqual({ arn: ARN, name: 'cup-final', type: 'BASIC', latency: 'NORMAL' });
    expect(await screen.findByText('Channel cup-final updated.')).toBeInTheDocument();
  });

  it('says which channel was not created or updated, and why', async () => {
    const { http, channels, user } = setup();
    channels.push(channel());
    const panel = await screen.findByRole('region', { name: 'Livestream channels' });
    http.on('POST', 'v2/ovps/ivs/channels', { status: 409, data: { code: 409, message: 'The linked IVS account has its 20 channels: IVS refuses more.' } });
    await user.click(within(panel).getByRole('button', { name: 'Create channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a livestream channel' });
    await user.type(within(dialog).getByLabelText('Name'), 'semi-final');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Channel semi-final was not created: The linked IVS account has its 20 channels: IVS refuses more.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    http.on('PUT', 'v2/ovps/ivs/channels', { status: 404, data: { code: 404, message: 'No channel of the linked IVS account has this ARN.' } });
    await user.click(await within(panel).findByRole('button', { name: 'Edit cup-final' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit channel cup-final' });
    await user.selectOptions(within(edit).getByLabelText('Latency'), 'NORMAL');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Channel cup-final was not updated: No channel of the linked IVS account has this ARN.')).toBeInTheDocument();
  });

  it('is read-only for customer support: details with the masked stream key and nothing to copy it with, but no create or edit', async () => {
    const { channels, user } = setup(['customer_support']);
    channels.push(channel({ stream_key: 'sk_u••••' }));
    const panel = await screen.findByRole('region', { name: 'Livestream channels' });
    expect(await within(panel).findByRole('button', { name: 'Details of cup-final' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Create channel' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Edit cup-final' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Details of cup-final' }));
    const details = await screen.findByRole('dialog', { name: 'Channel cup-final' });
    expect(await within(details).findByText('sk_u••••')).toBeInTheDocument();
    expect(within(details).getByText('The stream key is masked: only those who may change the channels see it.')).toBeInTheDocument();
    expect(within(details).getAllByRole('button', { name: /^Copy / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Copy Ingest server', 'Copy Playback URL']);
  });
});

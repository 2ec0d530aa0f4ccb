import { screen, waitFor, within } from '@testing-library/react';
import type { ChatRoom } from '../../../src/api/integrationTypes';
import { asset } from '../../support/contentFixtures';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const NOT_CONNECTED = "You are currently not connected to a LiveLike account. By using this feature you'll incur charges.";
const room = (index: number, overrides: Partial<ChatRoom> = {}): ChatRoom => ({
  id: `00000000-0000-4000-a000-00000000000${index}`,
  title: `Race chat ${index}`,
  item_id: 5,
  content_filter: 'filtered',
  url: '',
  created_at: Date.UTC(2026, 0, 2, 3, 4) / 1000,
  updated_at: 0,
  ...overrides,
});

/** A LiveLike of the sandbox's kind: its account and chat rooms as the calls leave them. */
function setup(path: string, { connected = false, roles = ['merchant', 'owner'], features = ['LivelikeIntegration'] } = {}) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  const state = { connected, rooms: [] as ChatRoom[] };
  const account = () => ({ status: 200, data: { ovp_name: 'livelike', connected: state.connected, keys: state.connected ? { client_id: 'GaEBcpVrCxiJ', access_token: 'abcd••••' } : {}, created_at: null } });
  http.on('GET', 'external-accounts/livelike', account);
  http.on('POST', 'v2/items/livelike/account', () => {
    state.connected = true;
    return { ...account(), status: 201 };
  });
  http.on('POST', 'external-accounts/livelike', () => {
    state.connected = true;
    return { status: 201, data: 'connected' };
  });
  http.on('DELETE', 'v2/items/livelike/account', () => {
    Object.assign(state, { connected: false, rooms: [] });
    return { status: 204 };
  });
  http.on('GET', 'v2/items/livelike/chatrooms', () => ({ status: 200, data: { collection: state.rooms, total: state.rooms.length, page: 1, size: 10 } }));
  http.on('POST', 'v2/items/livelike/chatrooms', (req) => {
    const created = room(state.rooms.length + 1, { title: req.form().get('title') ?? '', content_filter: req.form().get('content_filter') as ChatRoom['content_filter'] });
    state.rooms = [created, ...state.rooms];
    return { status: 201, data: created };
  });
  http.on('DELETE', `v2/items/livelike/5/${room(1).id}`, () => {
    state.rooms = state.rooms.filter((entry) => entry.id !== room(1).id);
    return { status: 204 };
  });
  http.on('GET', `v2/items/livelike/chatroom/${room(1).id}`, () => ({ status: 200, data: state.rooms.find((entry) => entry.id === room(1).id) }));
  http.on('PATCH', 'v2/items/livelike/chatrooms', (req) => {
    const form = req.form();
    const updated = { ...room(1), title: form.get('title') ?? '', content_filter: form.get('content_filter') as ChatRoom['content_filter'] };
    state.rooms = state.rooms.map((entry) => (entry.id === form.get('id') ? updated : entry));
    return { status: 200, data: updated };
  });
  http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5, { event_type: 'live', title: 'Night Race' }) });
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(roles, {}, { features }) } });
  return { http, state, ...view };
}

describe('LiveLike', () => {
  it('warns when not connected, and creates an account without a payload', async () => {
    const { http, user } = setup('/settings/integrations/third-party-integrations/livelike');
    expect(await screen.findByText(NOT_CONNECTED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('External account successfully connected.')).toBeInTheDocument();
    expect(await screen.findByText('Connected to LiveLike with the client ID GaEBcpVrCxiJ.')).toBeInTheDocument();
    expect(http.calls('POST', 'v2/items/livelike/account')[0].body).toBeUndefined();
  });

  it('falls back to the spec’s text when the account cannot be created', async () => {
    const { http, user } = setup('/settings/integrations/third-party-integrations/livelike');
    http.on('POST', 'v2/items/livelike/account', { status: 500, data: {} });
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('External account was not successfully connected.')).toBeInTheDocument();
  });

  it('connects an existing account with both keys required, then returns to the intro', async () => {
    const { http, user } = setup('/settings/integrations/third-party-integrations/livelike');
    await user.click(await screen.findByRole('button', { name: 'Connect existing account' }));
    const form = screen.getByRole('form', { name: 'Connect an existing LiveLike account' });
    await user.click(within(form).getByLabelText('Client ID'));
    await user.click(within(form).getByLabelText('Access token'));
    await user.tab();
    expect(within(form).getAllByText('*Required')).toHaveLength(2);
    await user.type(within(form).getByLabelText('Client ID'), 'GaEBcpVrCxiJ');
    await user.type(within(form).getByLabelText('Access token'), 'livelike-access-token');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Connected to LiveLike with the client ID GaEBcpVrCxiJ.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Connect an existing LiveLike account' })).not.toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'external-accounts/livelike')[0].form())).toEqual({ client_id: 'GaEBcpVrCxiJ', access_token: 'livelike-access-token' });
  });

  it('disconnects after confirming its warning', async () => {
    const { user } = setup('/settings/integrations/third-party-integrations/livelike', { connected: true });
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your action' });
    expect(within(dialog).getByText('Disconnecting deletes your chat rooms and removes the live chat from your assets.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('External account successfully disconnected.')).toBeInTheDocument();
    expect(await screen.findByText(NOT_CONNECTED)).toBeInTheDocument();
  });

  it('is not found without the LivelikeIntegration feature', async () => {
    const { location } = setup('/settings/integrations/third-party-integrations/livelike', { features: [] });
    await waitFor(() => expect(location()).toBe('/404.html'));
  });
});

describe('a live asset’s Live chat', () => {
  it('creates a filtered chat room and deletes it after confirming, each with the spec’s text', async () => {
    const { http, user } = setup('/assets/edit/5?tab=live-chat', { connected: true });
    const panel = await screen.findByRole('region', { name: 'Live chat' });
    expect(await within(panel).findByText('No chat rooms yet.')).toBeInTheDocument();
    const form = within(panel).getByRole('form', { name: 'New chat room' });
    await user.type(within(form).getByLabelText('Title'), 'Race day chat');
    await user.selectOptions(within(form).getByLabelText('Content filter'), 'filtered');
    await user.click(within(form).getByRole('button', { name: 'Create chat room' }));
    expect(await screen.findByText('Chat room successfully created.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'v2/items/livelike/chatrooms')[0].form())).toEqual({ title: 'Race day chat', item_id: '5', content_filter: 'filtered' });
    const table = await within(panel).findByRole('table', { name: 'Chat rooms' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Title', 'Content filter', 'Created (UTC)', 'Actions']);
    expect(http.calls('GET', 'v2/items/livelike/chatrooms').at(-1)?.query.get('item_id')).toBe('5');

    await user.click(await within(table).findByRole('button', { name: 'Delete Race day chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your action' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('Resource successfully deleted.')).toBeInTheDocument();
    expect(await within(panel).findByText('No chat rooms yet.')).toBeInTheDocument();
  });

  it('sends a merchant without a LiveLike account to its settings', async () => {
    setup('/assets/edit/5?tab=live-chat');
    expect(await screen.findByRole('link', { name: 'LiveLike settings' })).toHaveAttribute('href', '/settings/integrations/third-party-integrations/livelike');
  });

  it('has no tab without the LivelikeIntegration feature', async () => {
    setup('/assets/edit/5', { connected: true, features: [] });
    await screen.findByRole('heading', { name: /Night Race/ });
    expect(screen.queryByRole('tab', { name: 'Live chat' })).not.toBeInTheDocument();
  });

  it('is read-only for customer support: the rooms, no create or delete', async () => {
    const { state } = setup('/assets/edit/5?tab=live-chat', { connected: true, roles: ['customer_support'] });
    state.rooms = [room(1)];
    const panel = await screen.findByRole('region', { name: 'Live chat' });
    expect(await within(panel).findByRole('cell', { name: 'Race chat 1' })).toBeInTheDocument();
    expect(within(panel).queryByRole('form', { name: 'New chat room' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Details of Race chat 1' })).toBeInTheDocument();
  });

  it('opens a room’s details read by its id, and edits its title and content filter', async () => {
    const { http, state, user } = setup('/assets/edit/5?tab=live-chat', { connected: true });
    state.rooms = [room(1, { url: 'https://cf-blast.livelikecdn.com/api/v1/chat-rooms/1/' })];
    const panel = await screen.findByRole('region', { name: 'Live chat' });
    await user.click(await within(panel).findByRole('button', { name: 'Details of Race chat 1' }));
    const details = await screen.findByRole('dialog', { name: 'Chat room Race chat 1' });
    expect(await within(details).findByText('#5')).toBeInTheDocument();
    expect(within(details).getByText('Filtered (profanity removed)')).toBeInTheDocument();
    expect(within(details).getAllByText('2026/01/02 03:04')[0]).toBeInTheDocument();
    expect(http.calls('GET', `v2/items/livelike/chatroom/${room(1).id}`)).toHaveLength(1);
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await user.click(within(panel).getByRole('button', { name: 'Edit Race chat 1' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit chat room Race chat 1' });
    await user.clear(within(edit).getByLabelText('Title'));
    await user.type(within(edit).getByLabelText('Title'), 'Pit lane chat');
    await user.selectOptions(within(edit).getByLabelText('Content filter'), 'none');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Chat room Pit lane chat updated.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PATCH', 'v2/items/livelike/chatrooms')[0].form())).toEqual({ id: room(1).id, title: 'Pit lane chat', item_id: '5', content_filter: 'none' });
    expect(await within(panel).findByRole('cell', { name: 'Pit lane chat' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { EventbriteEvent, EventbriteOrganization, IntegrationHealth } from '../../../src/api/integrationTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const org = (index: number): EventbriteOrganization => ({ id: String(100000000000 + index), name: `Harbour Club ${index}`, vertical: 'Music', image_url: '' });
const event = (index: number): EventbriteEvent => ({
  id: String(200000000000 + index),
  name: `Opening Night ${index}`,
  summary: '',
  url: `https://www.eventbrite.com/e/${200000000000 + index}`,
  start: Date.UTC(2026, 2, 1 + index, 18) / 1000,
  end: Date.UTC(2026, 2, 1 + index, 21) / 1000,
  timezone: 'Europe/London',
  status: 'live',
  online_event: index % 2 === 0,
  capacity: 100,
});
const pagination = (continuation: string | null, page_size: number) => ({ has_more_items: continuation !== null, continuation, page_size });

function setup(path: string, { connected = true, features = ['LivelikeIntegration'] }: { connected?: boolean; features?: string[] } = {}) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  let linked = connected;
  http.on('GET', 'external-accounts/eventbrite', () => ({ status: 200, data: { ovp_name: 'eventbrite', connected: linked, keys: linked ? { private_token: 'SAND••••' } : {}, created_at: null } }));
  http.on('POST', 'external-accounts/eventbrite', () => {
    linked = true;
    return { status: 201, data: 'connected' };
  });
  http.on('DELETE', 'external-accounts/eventbrite', () => {
    linked = false;
    return { status: 204 };
  });
  http.on('GET', 'v2/eventbrite/organizations', (req) =>
    req.query.get('continuation') === 'b3JnczI'
      ? { status: 200, data: { organizations: [org(6)], pagination: pagination(null, 5) } }
      : { status: 200, data: { organizations: [1, 2, 3, 4, 5].map(org), pagination: pagination('b3JnczI', 5) } },
  );
  http.on('GET', 'v2/eventbrite/videos', (req) =>
    req.query.get('continuation')
      ? { status: 200, data: { events: [11, 12].map(event), pagination: pagination(null, 10) } }
      : { status: 200, data: { events: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(event), pagination: pagination('ZXZlbnRzMTA', 10) } },
  );
  http.on('GET', 'v2/integrations/health', () => ({ status: 200, data: { collection: [eventbriteHealth(linked ? 'ok' : 'unknown', linked), health('livelike', 'unknown', false)] } }));
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(['merchant', 'owner'], {}, { features }) } });
  return { http, ...view };
}

const health = (integration: IntegrationHealth['integration'], status: IntegrationHealth['status'], connected: boolean, overrides: Partial<IntegrationHealth> = {}): IntegrationHealth => ({
  integration,
  connected,
  status,
  last_success_at: status === 'ok' ? Date.UTC(2026, 10, 27, 13, 0) / 1000 : null,
  last_error: null,
  last_error_at: null,
  ...overrides,
});
const eventbriteHealth = (status: IntegrationHealth['status'], connected: boolean) => health('eventbrite', status, connected);

describe('/settings/integrations/third-party-integrations', () => {
  it('shows event ticketing always and live engagement with the LivelikeIntegration feature', async () => {
    const { user, location } = setup('/settings/integrations/third-party-integrations');
    const boxes = await screen.findByRole('list', { name: 'Third-party services' });
    expect(within(boxes).getAllByRole('listitem').map((box) => box.textContent)).toEqual(['EventbriteEvent ticketingHealth: Working', 'LiveLikeLive engagementHealth: Not connected']);
    await user.click(within(boxes).getByRole('link', { name: 'Eventbrite' }));
    expect(location()).toBe('/settings/integrations/third-party-integrations/eventbrite');
  });

  it('has no live engagement box without the feature', async () => {
    setup('/settings/integrations/third-party-integrations', { features: [] });
    const boxes = await screen.findByRole('list', { name: 'Third-party services' });
    expect(within(boxes).getAllByRole('link').map((link) => link.textContent)).toEqual(['Eventbrite']);
  });
});

describe('Eventbrite', () => {
  it('requires the private token, shows the service’s refusal, and connects with a good one', async () => {
    const { http, user } = setup('/settings/integrations/third-party-integrations/eventbrite', { connected: false });
    const form = await screen.findByRole('form', { name: 'Connection' });
    const token = within(form).getByLabelText('Private token');
    await user.click(token);
    await user.tab();
    expect(within(form).getByText('*Required')).toBeInTheDocument();
    http.on('POST', 'external-accounts/eventbrite', { status: 400, data: { code: 400, message: 'Bad request.', errors: { explain: 'Eventbrite refused these credentials: check the private token.' } } });
    await user.type(token, 'INVALIDTOKEN1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Eventbrite refused these credentials: check the private token.')).toBeInTheDocument();
    http.on('POST', 'external-accounts/eventbrite', { status: 201, data: 'connected' });
    await user.clear(token);
    await user.type(token, 'SANDBOXTOKEN0001ABCD');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('External account successfully connected.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'external-accounts/eventbrite')[1].form())).toEqual({ private_token: 'SANDBOXTOKEN0001ABCD' });
  });

  it('lists the organisations with Load more, and an organisation’s events 10 at a time', async () => {
    const { http, user } = setup('/settings/integrations/third-party-integrations/eventbrite');
    const organizations = await screen.findByRole('table', { name: 'Organizations' });
    expect(within(organizations).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Organization', 'Category', 'Events']);
    expect(within(organizations).getAllByRole('row')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(organizations).getAllByRole('row')).toHaveLength(7));
    expect(http.calls('GET', 'v2/eventbrite/organizations').at(-1)?.query.get('continuation')).toBe('b3JnczI');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.click(within(organizations).getByRole('button', { name: 'Show events of Harbour Club 6' }));
    const events = await screen.findByRole('table', { name: 'Events' });
    expect(within(events).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Event', 'Starts (UTC)', 'Status', 'Online', 'Capacity']);
    expect(within(events).getAllByRole('row')).toHaveLength(11);
    expect(Object.fromEntries(http.calls('GET', 'v2/eventbrite/videos')[0].query)).toEqual({ organization_id: '100000000006', limit: '10', srkey: expect.any(String) });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(events).getAllByRole('row')).toHaveLength(13));
    expect(within(events).getByRole('link', { name: 'Opening Night 12' })).toHaveAttribute('href', 'https://www.eventbrite.com/e/200000000012');
  });

  it('disconnects with the spec’s text', async () => {
    const { user } = setup('/settings/integrations/third-party-integrations/eventbrite');
    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('External account successfully deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Connection' })).toBeInTheDocument();
  });
});

describe('Eventbrite’s connection health', () => {
  it('Check now shows the error and its time when Eventbrite does not answer, and the box shows it failing', async () => {
    const { http, user } = setup('/settings/integrations/third-party-integrations/eventbrite');
    const failing = health('eventbrite', 'failing', true, { last_error: 'Eventbrite could not be reached: it did not answer.', last_error_at: Date.UTC(2026, 10, 27, 14, 5) / 1000 });
    const panel = await screen.findByRole('region', { name: 'Connection health' });
    expect(await within(panel).findByText('Working')).toBeInTheDocument();
    http.on('POST', 'v2/integrations/eventbrite/check', { status: 200, data: failing });
    http.on('GET', 'v2/integrations/health', { status: 200, data: { collection: [failing] } });
    await user.click(within(panel).getByRole('button', { name: 'Check now' }));
    expect(await within(panel).findByText('Eventbrite could not be reached: it did not answer. (2026/11/27 14:05 UTC)')).toBeInTheDocument();
    expect(within(panel).getByText('Failing')).toBeInTheDocument();
    expect(http.calls('POST', 'v2/integrations/eventbrite/check')).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Back to third-party integrations' }));
    const boxes = await screen.findByRole('list', { name: 'Third-party services' });
    expect(await within(boxes).findByText('Health: Failing')).toBeInTheDocument();
  });

  it('cannot be checked before Eventbrite is connected', async () => {
    setup('/settings/integrations/third-party-integrations/eventbrite', { connected: false });
    const panel = await screen.findByRole('region', { name: 'Connection health' });
    expect(await within(panel).findByText('Not connected')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Check now' })).toBeDisabled();
  });
});

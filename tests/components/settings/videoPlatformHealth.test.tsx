import { screen, within } from '@testing-library/react';
import type { IntegrationHealth } from '../../../src/api/integrationTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { OVP_PLATFORMS } from '../../../src/contracts/values';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

/** The video platforms' connection health (issue 23): on each box and on each platform's page, with Check now. */
const health = (integration: IntegrationHealth['integration'], status: IntegrationHealth['status'], connected: boolean, overrides: Partial<IntegrationHealth> = {}): IntegrationHealth => ({
  integration,
  connected,
  status,
  last_success_at: status === 'ok' ? Date.UTC(2026, 10, 27, 9, 30) / 1000 : null,
  last_error: null,
  last_error_at: null,
  ...overrides,
});

function setup(path: string, roles = ['merchant', 'owner']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/integrations/health', { status: 200, data: { collection: [health('ivs', 'ok', true), health('jwplayer', 'failing', true), ...OVP_PLATFORMS.filter((name) => name !== 'ivs' && name !== 'jwplayer').map((name) => health(name, 'unknown', false))] } });
  http.on('GET', 'external-accounts/ivs', { status: 200, data: { ovp_name: 'ivs', connected: true, keys: { access_key_id: 'AKIASANDBOX0001', secret_access_key: 'sand••••' }, created_at: null } });
  http.on('GET', 'ovps/ivs/videos', { status: 200, data: { collection: [], total: 0, page_number: 0, limit: 15 } });
  http.on('GET', 'v2/ovps/ivs/channels', { status: 200, data: { collection: [] } });
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(roles) } });
  return { http, ...view };
}

describe('video platforms’ connection health', () => {
  it('each platform’s box says its health', async () => {
    setup('/settings/integrations/ovp-integrations');
    const boxes = await screen.findByRole('list', { name: 'Online video platforms' });
    const box = (name: string) => within(boxes).getAllByRole('listitem').find((item) => within(item).queryByRole('link', { name }) !== null);
    expect(await within(boxes).findByText('Health: Working')).toBeInTheDocument();
    expect(box('Amazon IVS')).toHaveTextContent('Health: Working');
    expect(box('JW Player')).toHaveTextContent('Health: Failing');
    expect(box('Brightcove')).toHaveTextContent('Health: Not connected');
    expect(within(boxes).getAllByText(/^Health: /)).toHaveLength(OVP_PLATFORMS.length);
  });

  it('the IVS page shows its health; Check now shows the error and its time when IVS does not answer', async () => {
    const { http, user } = setup('/settings/integrations/ovp-integrations/ivs');
    const panel = await screen.findByRole('region', { name: 'Connection health' });
    expect(await within(panel).findByText('Working')).toBeInTheDocument();
    expect(within(panel).getByText('2026/11/27 09:30 UTC')).toBeInTheDocument();
    const failing = health('ivs', 'failing', true, { last_error: 'Amazon IVS could not be reached: it did not answer.', last_error_at: Date.UTC(2026, 10, 27, 14, 5) / 1000 });
    http.on('POST', 'v2/integrations/ivs/check', { status: 200, data: failing });
    http.on('GET', 'v2/integrations/health', { status: 200, data: { collection: [failing] } });
    await user.click(within(panel).getByRole('button', { name: 'Check now' }));
    expect(await within(panel).findByText('Amazon IVS could not be reached: it did not answer. (2026/11/27 14:05 UTC)')).toBeInTheDocument();
    expect(within(panel).getByText('Failing')).toBeInTheDocument();
    expect(http.calls('POST', 'v2/integrations/ivs/check')).toHaveLength(1);
  });

  it('customer support, read-only on video platforms, may still check one', async () => {
    const { http, user } = setup('/settings/integrations/ovp-integrations/ivs', ['customer_support']);
    const panel = await screen.findByRole('region', { name: 'Connection health' });
    http.on('POST', 'v2/integrations/ivs/check', { status: 200, data: health('ivs', 'ok', true) });
    await user.click(await within(panel).findByRole('button', { name: 'Check now' }));
    expect(http.calls('POST', 'v2/integrations/ivs/check')).toHaveLength(1);
  });
});

import { screen, within } from '@testing-library/react';
import type { SeasonPhase } from '../../../src/api/itemTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { accessFee, ACCESS_TYPES, asset } from '../../support/contentFixtures';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';
import { failsThenRecovers } from './support';

const dayPass = accessFee(11, { item_id: 5, description: 'Day pass', amount: 3 });
const season = accessFee(12, { item_id: 5, description: 'Season ticket', access_type: ACCESS_TYPES[2] });

function pricing(fees = [dayPass], accessTypes: Parameters<ReturnType<typeof mockApi>['on']>[2] = { status: 200, data: ACCESS_TYPES }) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5) });
  http.on('GET', 'items/access-types', accessTypes);
  http.on('GET', 'restrictions/country-sets', { status: 200, data: [] });
  http.on('GET', 'v2/payments/providers', { status: 200, data: [] });
  http.on('GET', 'v2/items/5/access-fees', { status: 200, data: fees });
  return { http, ...renderWithApp('/assets/edit/5?tab=pricing', { preloadedState: { auth: signedIn(['merchant', 'owner']) } }) };
}

describe('the pricing tab when a read fails', () => {
  it("shows the server's message with Retry instead of an empty price list, and Retry shows the fees", async () => {
    const view = pricing();
    const alert = await failsThenRecovers(view, 'v2/items/5/access-fees', { status: 200, data: [dayPass] }, 'The fees could not be read.');
    expect(await screen.findByRole('cell', { name: 'Day pass' })).toBeVisible();
    expect(alert).not.toBeInTheDocument();
    expect(screen.queryByText('No access fees yet: buyers cannot buy this asset.')).not.toBeInTheDocument();
  });

  it("shows a season fee's failed phases read with Retry, which then lists them", async () => {
    const view = pricing([season]);
    const phase: SeasonPhase = { id: 3, access_fee_id: 12, season_price: 40, current_price: 40, currency: 'EUR', anchor_date: null, starts_at: '2026-01-01T00:00:00Z', expires_at: '2026-06-01T00:00:00Z' };
    await failsThenRecovers(view, 'v2/items/5/access-fees/12/phases', { status: 200, data: [phase] }, 'The phases could not be read.');
    const phases = await screen.findByRole('table', { name: 'Season phases' });
    expect(await within(phases).findByRole('cell', { name: '€40.00' })).toBeVisible();
  });

  it('says why the fee form cannot open when its choices fail, and Retry opens it', async () => {
    let failing = true;
    const view = pricing([dayPass], () => (failing ? { status: 503, data: { code: 503, message: 'Access types are unavailable.' } } : { status: 200, data: ACCESS_TYPES }));
    await screen.findByRole('cell', { name: 'Day pass' });
    await view.user.click(screen.getByRole('button', { name: 'Add access fee' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Access types are unavailable.');
    failing = false;
    await view.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('form', { name: 'New access fee' })).toBeVisible();
  });
});

describe('the donations tab when its read fails', () => {
  it("shows the server's message with Retry instead of 'no options', and Retry shows the options", async () => {
    const http = mockApi();
    tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset(5) });
    const { user } = renderWithApp('/assets/edit/5?tab=donations', { preloadedState: { auth: signedIn(['merchant', 'owner'], {}, { features: ['Donations'] }) } });
    const option = { id: 3, item_id: 5, amount: 2.5, currency: 'EUR', description: 'Coffee' };
    await failsThenRecovers({ http, user }, 'v2/items/5/donations', { status: 200, data: { donation_options: [option], custom_price_enabled: false } }, 'Donations are unavailable.');
    expect(await screen.findByRole('cell', { name: 'EUR 2.50' })).toBeVisible();
  });
});

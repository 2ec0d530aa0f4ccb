import { screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '../../../src/api/tokenStore';
import { accessFee, asset } from '../../support/contentFixtures';
import { renderWithApp, signedIn } from '../../support/render';
import { mockDashboardApi } from './support';

// recharts needs a layout engine; the chart chunk is replaced by a stand-in.
jest.mock('../../../src/pages/dashboard/DashboardCharts', () => ({ __esModule: true, default: () => null }));

const nowSeconds = () => Math.floor(Date.now() / 1000);
const newOwner = (roles = ['merchant', 'owner']) => ({ auth: signedIn(roles, { id: 77, created_at: nowSeconds() - 3600 }) });

interface Data {
  assets?: number[];
  pricedAssets?: number[];
  methods?: { active: boolean }[];
  stripeAccount?: string | null;
  themes?: number;
}

function setup({ assets = [], pricedAssets = [], methods = [], stripeAccount = null, themes = 0 }: Data = {}, state = newOwner()) {
  const http = mockDashboardApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: nowSeconds() + 3600 });
  http.on('GET', 'items/collection', { status: 200, data: { collection: assets.map((id) => asset(id)), total: assets.length, page: 1, limit: 10 } });
  for (const id of assets) http.on('GET', `v2/items/${id}/access-fees`, { status: 200, data: pricedAssets.includes(id) ? [accessFee(id * 10, { item_id: id })] : [] });
  http.on('GET', 'v2/payments/methods', {
    status: 200,
    data: { merchant_id: 1, inherited: false, methods: [], collection: methods, stripe_connect: { status: 'none', account_id: stripeAccount, client_id: 'ca_1' }, bank_statement: null },
  });
  http.on('GET', 'v2/branding/paywall/tenant-1', { status: 200, data: { collection: Array.from({ length: themes }, (_, i) => ({ id: i + 1 })) } });
  const view = renderWithApp('/dashboard', { preloadedState: state });
  return { http, ...view };
}

const checklist = () => screen.findByRole('region', { name: 'Getting started' });
const step = (region: HTMLElement, label: string) => within(region).getAllByRole('listitem').find((item) => item.textContent?.includes(label)) as HTMLElement;

describe('the dashboard\'s "Getting started" checklist (issue 24)', () => {
  it("shows a new merchant's four steps, to do, each with a link that does it", async () => {
    setup();
    const region = await checklist();
    expect(within(region).getByText('0 of 4 done')).toBeVisible();
    expect(within(region).getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)).toEqual(['Create an asset', 'Give it a price', 'Connect payments', 'Customise the paywall']);
    for (const item of within(region).getAllByRole('listitem')) expect(item).toHaveTextContent('To do');
    expect(within(region).getByRole('link', { name: 'Create an asset' })).toHaveAttribute('href', '/assets');
    expect(within(region).getByRole('link', { name: 'Set up payments' })).toHaveAttribute('href', '/billing-plan/payment-settings');
    expect(within(region).getByRole('link', { name: 'Customise the paywall' })).toHaveAttribute('href', '/settings/branding/new');
  });

  it('ticks off each step from the data: an asset, a price on it (linking to its pricing), a payment method, a theme', async () => {
    setup({ assets: [4, 5], pricedAssets: [] });
    const region = await checklist();
    await waitFor(() => expect(within(region).getByText('1 of 4 done')).toBeVisible());
    expect(step(region, 'Create an asset')).toHaveTextContent('Done');
    expect(within(region).queryByRole('link', { name: 'Create an asset' })).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Add a price' })).toHaveAttribute('href', '/assets/edit/4?tab=pricing');
    expect(step(region, 'Give it a price')).toHaveTextContent('To do');
  });

  it('ticks the price off when one of the newest assets has a fee, and payments when a method is active', async () => {
    setup({ assets: [4, 5], pricedAssets: [5], methods: [{ active: true }], themes: 0 });
    const region = await checklist();
    await waitFor(() => expect(within(region).getByText('3 of 4 done')).toBeVisible());
    expect(step(region, 'Give it a price')).toHaveTextContent('Done');
    expect(step(region, 'Connect payments')).toHaveTextContent('Done');
    expect(step(region, 'Customise the paywall')).toHaveTextContent('To do');
  });

  it('counts a connected Stripe account as payments connected, and goes away once all four are done', async () => {
    const { http } = setup({ assets: [4], pricedAssets: [4], stripeAccount: 'acct_1', themes: 1 });
    await waitFor(() => expect(http.calls('GET', 'v2/branding/paywall/tenant-1')).toHaveLength(1));
    await waitFor(() => expect(http.calls('GET', 'v2/items/4/access-fees')).toHaveLength(1));
    await screen.findByRole('group', { name: 'Summary' });
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('is dismissed for good on this account', async () => {
    const { user } = setup();
    const region = await checklist();
    await user.click(within(region).getByRole('button', { name: 'Dismiss the getting started checklist' }));
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('boxoffice.gettingStarted.dismissed.77')).toBe('true');
  });

  it('is not shown (and reads nothing) for an older account, or a role that may not do every step', async () => {
    const { http } = setup({}, { auth: signedIn(['merchant', 'owner'], { created_at: nowSeconds() - 40 * 86_400 }) });
    await screen.findByRole('group', { name: 'Summary' });
    const analyst = setup({}, newOwner(['analyst']));
    await screen.findAllByRole('group', { name: 'Summary' });
    expect(screen.queryByRole('region', { name: 'Getting started' })).not.toBeInTheDocument();
    expect(http.calls('GET', 'items/collection')).toHaveLength(0);
    expect(analyst.http.calls('GET', 'items/collection')).toHaveLength(0);
  });
});

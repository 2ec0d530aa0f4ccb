/**
 * The side nav's ways out of the console (spec section 2): the landing page builder and the support site open in a
 * new tab that hands over and becomes the site; ThoughtSpot and Domo are placeholders for their configured merchant
 * only, the 404 page for anyone else (issue 25, acceptance 1 and 2).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { tokenStore } from '../../../src/api/tokenStore';
import { config, SANDBOX_THOUGHTSPOT_MERCHANT_ID } from '../../../src/config';
import { leaveFor } from '../../../src/pages/external/leave';
import { renderWithApp, signedIn } from '../../support/render';

jest.mock('../../../src/pages/external/leave', () => ({ leaveFor: jest.fn() }));
const left = jest.mocked(leaveFor);

const COOKIE = `${config.platformKey}_pagebuilder_token`;
const owner = (features: string[] = []) => ({ auth: signedIn(['merchant', 'owner'], {}, { features }) });

afterEach(() => {
  left.mockClear();
  document.cookie = `${COOKIE}=; Max-Age=0; Path=/`;
  tokenStore.clearAll();
});

describe('the landing page builder', () => {
  it('is a side-nav entry opening a new tab with the feature, and hands the session over in a cookie before leaving for the builder', async () => {
    tokenStore.setSession('merchant', { token: 'merchant-token', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
    renderWithApp('/pagebuilder', { preloadedState: owner(['LandingPageBuilder']) });
    const entry = within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Landing page builder (opens in a new tab)' });
    expect(entry).toHaveAttribute('target', '_blank');
    expect(entry).toHaveAttribute('rel', 'noopener');
    expect(await screen.findByRole('heading', { level: 1, name: 'Landing page builder' })).toBeVisible();
    await waitFor(() => expect(left).toHaveBeenCalledWith(config.pageBuilderUrl));
    expect(document.cookie).toContain(`${COOKIE}=merchant-token`);
    expect(screen.getByRole('link', { name: 'Open the landing page builder' })).toHaveAttribute('href', config.pageBuilderUrl);
  });

  it('is absent without the feature, and for analysts and customer support', async () => {
    const { location } = renderWithApp('/pagebuilder', { preloadedState: owner() });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByRole('link', { name: /Landing page builder/ })).not.toBeInTheDocument();
    expect(left).not.toHaveBeenCalled();
  });
});

describe('the support site', () => {
  it('opens in a new tab from the side nav and becomes the support site', async () => {
    renderWithApp('/support', { preloadedState: owner() });
    const entry = within(await screen.findByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Support (opens in a new tab)' });
    expect(entry).toHaveAttribute('target', '_blank');
    await waitFor(() => expect(left).toHaveBeenCalledWith(config.supportUrl));
  });
});

describe('the analytics placeholders', () => {
  it('show ThoughtSpot to its merchant: what it is, who to ask and where the figures are meanwhile', async () => {
    renderWithApp('/thoughtspot', { preloadedState: { auth: signedIn(['merchant', 'owner'], { merchant_id: SANDBOX_THOUGHTSPOT_MERCHANT_ID }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'ThoughtSpot' })).toBeVisible();
    expect(screen.getByText(/ThoughtSpot dashboards for your account are being prepared/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact support (opens in a new tab)' })).toHaveAttribute('href', config.supportUrl);
    expect(screen.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'ThoughtSpot' })).toBeVisible();
    expect(within(screen.getByRole('navigation', { name: 'Main navigation' })).queryByRole('link', { name: 'Domo' })).not.toBeInTheDocument();
  });

  it('send any other merchant to the 404 page', async () => {
    const { location } = renderWithApp('/thoughtspot', { preloadedState: owner() });
    await waitFor(() => expect(location()).toBe('/404.html'));
    expect(screen.queryByRole('heading', { name: 'ThoughtSpot' })).not.toBeInTheDocument();
  });
});

/** Issue 24, scope 4: the settings' forms ask before a change is left behind, and show the "Unsaved changes" bar. */
import { screen, within } from '@testing-library/react';
import type { BrandingTheme } from '../../../src/api/brandingTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { SPEC_BRANDING } from '../../../src/constants/branding';
import { UNSAVED } from '../../../src/constants/messages/unsaved';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const NIGHT: BrandingTheme = { ...SPEC_BRANDING, id: 5, merchant_id: 1, default: false, exists: true, created_at: 1, updated_at: 1, brand_name: 'Sandbox Media Night' };
const owner = () => signedIn(['merchant', 'owner'], { tenant_uuid: 'tenant-1', merchant_uuid: 'merchant-1' });

function setup(path: string) {
  const http = mockApi();
  const auth = owner();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/branding/paywall/tenant-1', { status: 200, data: { collection: [NIGHT] } });
  http.on('GET', 'v2/branding/paywall/tenant-1/5', { status: 200, data: NIGHT });
  http.on('GET', 'accounts', { status: 200, data: { ...auth.account, metadata: { social: 'google' }, social_apps_metadata: [] } });
  http.on('GET', 'accounts/concurrent-sessions', { status: 200, data: { concurrent_sessions: null } });
  http.on('GET', 'accounts/applications', { status: 200, data: { collection: [] } });
  http.on('GET', 'accounts/domains', { status: 200, data: { sub_domain_name: '', allowed_origins: [] } });
  return { http, ...renderWithApp(path, { preloadedState: { auth } }) };
}

const sectionLink = (name: string) => within(screen.getByRole('navigation', { name: 'Section navigation' })).getByRole('link', { name });

afterEach(() => jest.restoreAllMocks());

describe('settings forms with changes', () => {
  it('the theme editor asks before another section opens; staying keeps the typed footer', async () => {
    const { user, location } = setup('/settings/branding/edit/5');
    const footer = await screen.findByLabelText('Footer');
    expect(screen.queryByRole('region', { name: UNSAVED.bar })).not.toBeInTheDocument();
    await user.type(footer, '© Night');
    expect(screen.getByRole('region', { name: UNSAVED.bar })).toBeInTheDocument();
    await user.click(sectionLink('Integrations'));
    await user.click(within(await screen.findByRole('dialog', { name: UNSAVED.leaveTitle })).getByRole('button', { name: UNSAVED.stay }));
    expect(location()).toBe('/settings/branding/edit/5');
    expect(screen.getByLabelText('Footer')).toHaveValue('© Night');
    // Discard puts the saved value back, and the page may be left without a question.
    await user.click(within(screen.getByRole('region', { name: UNSAVED.bar })).getByRole('button', { name: UNSAVED.discard }));
    expect(screen.getByLabelText('Footer')).toHaveValue(NIGHT.paywall_footer);
    await user.click(sectionLink('Integrations'));
    expect(location()).toMatch(/^\/settings\/integrations/);
  });

  it('the sessions limit asks before another tab of Auth opens, and leaving drops the typed limit', async () => {
    const { user, location } = setup('/settings/auth/sessions');
    await user.type(await screen.findByLabelText('Simultaneous logins per customer'), '3');
    await user.click(screen.getByRole('link', { name: 'OAuth' }));
    await user.click(within(await screen.findByRole('dialog', { name: UNSAVED.leaveTitle })).getByRole('button', { name: UNSAVED.leave }));
    expect(location()).toBe('/settings/auth/oauth');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { Asset } from '../../../src/api/itemTypes';
import type { CountrySet, RestrictionImpact } from '../../../src/api/restrictions';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const asset = { id: 5, merchant_id: 1, merchant_uuid: 'merchant-1', is_active: true, title: 'Derby Final', content: '', item_type: { id: 1, name: 'video', content_type: 'video', host: 'custom', description: 'Video' }, access_control_type: { id: 1, name: 'Paid', auth: true }, event_type: 'vod', template_id: 1, external_asset_id: null, streamURL: null, source: null, is_giftable: false, gift_metadata: null, plan_switch_enabled: false, metadata: {}, created_at: 0, updated_at: 0 } as Asset;

const set = (id: number, name: string, type: CountrySet['type'], countries: string[]): CountrySet => ({ id, merchantId: 1, name, type, global: false, countries, regions: [], cities: [], item_count: 0, created_at: 0, updated_at: 0 });
const SETS = [set(2, 'UK and Ireland', 'whitelist', ['GB', 'IE']), set(3, 'No France', 'blacklist', ['FR'])];
const IMPACT: RestrictionImpact = { window_days: 90, excluded_countries: [{ country_iso: 'FR', buyers: 4, payments: 6 }], buyers: 4, payments: 6, revenue: [{ currency: 'EUR', amount: 59.94 }] };

function setup({ roles = ['merchant', 'owner'], ageEnabled = true } = {}) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/items/tenant-1/5', { status: 200, data: asset });
  http.on('GET', 'restrictions/country-sets', { status: 200, data: SETS });
  http.on('GET', 'restrictions/items/5/country-set', { status: 200, data: { item_id: 5, country_set: SETS[0] } });
  http.on('GET', 'restrictions/items/5/domains', { status: 200, data: { item_id: 5, type: 'whitelist', domains: ['shop.example.com'] } });
  http.on('GET', 'restrictions/items/5/age', { status: 200, data: { min_age: 18 } });
  http.on('GET', 'restrictions/age/enabled/tenant-1', { status: 200, data: { age_verification_enabled: ageEnabled } });
  http.on('GET', 'restrictions/impact', { status: 200, data: IMPACT });
  const view = renderWithApp('/assets/edit/5?tab=restrictions', { preloadedState: { auth: signedIn(roles) } });
  return { http, ...view };
}

describe("an asset's Restrictions tab", () => {
  it('shows the form only once it knows whether age verification is on, so a late answer never wipes what was typed', async () => {
    const { http, user } = setup();
    let answerAgeFlag: () => void = () => undefined;
    http.on('GET', 'restrictions/age/enabled/tenant-1', () => new Promise((resolve) => (answerAgeFlag = () => resolve({ status: 200, data: { age_verification_enabled: true } }))));
    // The country set and the domains have answered, the age flag not yet: no form to type in.
    await waitFor(() => expect(http.calls('GET', 'restrictions/items/5/domains')).toHaveLength(1));
    await waitFor(() => expect(http.calls('GET', 'restrictions/age/enabled/tenant-1')).toHaveLength(1));
    expect(screen.queryByRole('form', { name: 'Restrictions' })).not.toBeInTheDocument();
    answerAgeFlag();
    const form = await screen.findByRole('form', { name: 'Restrictions' });
    expect(within(form).getByLabelText('Minimum age')).toHaveValue('18');
    await user.clear(within(form).getByLabelText('Minimum age'));
    await user.type(within(form).getByLabelText('Minimum age'), '21');
    expect(within(form).getByLabelText('Minimum age')).toHaveValue('21');
  });

  it("shows the asset's rules, and a save calls only what changed: the set updated, the domains deleted, the age left alone", async () => {
    const { http, user } = setup();
    const form = await screen.findByRole('form', { name: 'Restrictions' });
    expect(within(form).getByLabelText('Country set')).toHaveValue('2');
    expect(within(form).getByLabelText('Allowed domains (one per line)')).toHaveValue('shop.example.com');
    expect(within(form).getByLabelText('Minimum age')).toHaveValue('18');

    http.on('PUT', 'restrictions/items/5/country-set', { status: 200, data: { item_id: 5, country_set: SETS[1] } });
    http.on('DELETE', 'restrictions/items/5/domains', { status: 204 });
    await user.selectOptions(within(form).getByLabelText('Country set'), '3');
    await user.clear(within(form).getByLabelText('Allowed domains (one per line)'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Asset restrictions successfully updated.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PUT', 'restrictions/items/5/country-set')[0].form())).toEqual({ country_set_id: '3' });
    expect(http.calls('DELETE', 'restrictions/items/5/domains')).toHaveLength(1);
    expect(http.calls('POST', 'restrictions/items/5/age')).toHaveLength(0);
    expect(http.calls('POST', 'restrictions/items/5/country-set')).toHaveLength(0);
  });

  it('previews, before saving, the buyers and revenue of the countries the chosen set excludes', async () => {
    const { http, user } = setup();
    const form = await screen.findByRole('form', { name: 'Restrictions' });
    await user.selectOptions(within(form).getByLabelText('Country set'), '3');
    await waitFor(() => expect(http.calls('GET', 'restrictions/impact').some((call) => call.query.get('countries') === 'FR')).toBe(true));
    const last = http.calls('GET', 'restrictions/impact').filter((call) => call.query.get('countries') === 'FR')[0];
    expect(Object.fromEntries([...last.query].filter(([name]) => name !== 'srkey'))).toEqual({ item_id: '5', country_set_type: 'blacklist', countries: 'FR', min_age: '18' });
    const preview = await screen.findByRole('complementary', { name: /Impact before you save/ });
    expect(await within(preview).findByText('4 buyers (6 payments) came from the countries this rule excludes.')).toBeVisible();
    expect(within(preview).getByText('EUR 59.94')).toBeVisible();
    expect(within(preview).getByRole('cell', { name: 'France' })).toBeVisible();
  });

  it('previews a changed domain list: the left-out domains, or nothing when the list is cleared', async () => {
    const { http, user } = setup();
    const form = await screen.findByRole('form', { name: 'Restrictions' });
    const initial = http.calls('GET', 'restrictions/impact');
    expect(initial.every((call) => call.query.get('domain_rule') === null)).toBe(true);
    http.on('GET', 'restrictions/impact', (req) => ({
      status: 200,
      data: { ...IMPACT, domain: req.query.get('domains') ? { excluded_domains: [{ domain: 'www.example.com', buyers: 3, payments: 5 }], buyers: 3, payments: 5, revenue: [{ currency: 'EUR', amount: 24.95 }] } : { excluded_domains: [], buyers: 0, payments: 0, revenue: [] } },
    }));
    const domains = within(form).getByLabelText('Allowed domains (one per line)');
    await user.type(domains, '\nTV.example.com');
    const preview = await screen.findByRole('complementary', { name: /Impact before you save/ });
    expect(await within(preview).findByText('3 buyers (5 payments) bought through domains this list leaves out.')).toBeVisible();
    await waitFor(() => expect(http.calls('GET', 'restrictions/impact').at(-1)?.query.get('domains')).toBe('shop.example.com,tv.example.com'));
    await user.clear(domains);
    expect(await within(preview).findByText('Nothing yet: no buyer in the last 90 days bought through a domain this list leaves out.')).toBeVisible();
    expect(http.calls('GET', 'restrictions/impact').at(-1)?.query.get('domains')).toBe('');
  });

  it("keeps what was typed and shows the spec's text when a save fails", async () => {
    const { http, user } = setup();
    const form = await screen.findByRole('form', { name: 'Restrictions' });
    http.on('PUT', 'restrictions/items/5/domains', { status: 500, data: { code: 500, message: 'Internal error.' } });
    const domains = within(form).getByLabelText('Allowed domains (one per line)');
    await user.clear(domains);
    await user.type(domains, 'tv.example.com');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred while updating asset restrictions. Saving the allowed domains failed: Internal error.')).toBeInTheDocument();
    expect(domains).toHaveValue('tv.example.com');
  });

  it('after a failure in the middle of a save, says which step failed and reads again every rule it touched', async () => {
    const { http, user } = setup();
    const form = await screen.findByRole('form', { name: 'Restrictions' });
    await waitFor(() => expect(http.calls('GET', 'restrictions/items/5/age')).toHaveLength(1));
    const reads = () => ['country-set', 'domains', 'age'].map((rule) => http.calls('GET', `restrictions/items/5/${rule}`).length);
    expect(reads()).toEqual([1, 1, 1]);
    // Step 1 (the country set) is made, step 2 (the domains) fails, step 3 (the age) is never sent.
    http.on('PUT', 'restrictions/items/5/country-set', { status: 200, data: { item_id: 5, country_set: SETS[1] } });
    http.on('PUT', 'restrictions/items/5/domains', { status: 500, data: { code: 500, message: 'Internal error.' } });
    http.on('GET', 'restrictions/items/5/country-set', { status: 200, data: { item_id: 5, country_set: SETS[1] } });
    await user.selectOptions(within(form).getByLabelText('Country set'), '3');
    await user.type(within(form).getByLabelText('Allowed domains (one per line)'), '\ntv.example.com');
    await user.clear(within(form).getByLabelText('Minimum age'));
    await user.type(within(form).getByLabelText('Minimum age'), '21');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred while updating asset restrictions. Saving the allowed domains failed: Internal error.')).toBeInTheDocument();
    expect(http.calls('PUT', 'restrictions/items/5/country-set')).toHaveLength(1);
    expect(http.calls('POST', 'restrictions/items/5/age')).toHaveLength(0);
    // The screen no longer works from the rules it had: each rule the save touches is read again.
    await waitFor(() => expect(reads()).toEqual([2, 2, 2]));
    expect(screen.queryByText('Asset restrictions successfully updated.')).not.toBeInTheDocument();
  });

  it('refuses a malformed domain or age before calling anything', async () => {
    const { http, user } = setup();
    const form = await screen.findByRole('form', { name: 'Restrictions' });
    await user.type(within(form).getByLabelText('Allowed domains (one per line)'), '\nhttps://bad');
    await user.clear(within(form).getByLabelText('Minimum age'));
    await user.type(within(form).getByLabelText('Minimum age'), '0');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('"https://bad" is not a domain such as example.com or *.example.com.')).toBeVisible();
    expect(within(form).getByText('Enter an age from 1 to 120.')).toBeVisible();
    expect(http.calls('PUT', 'restrictions/items/5/domains')).toHaveLength(0);
  });

  it('leaves the age out when age verification is off for the tenant (the age is not even read)', async () => {
    const { http } = setup({ ageEnabled: false });
    const form = await screen.findByRole('form', { name: 'Restrictions' });
    expect(within(form).queryByLabelText('Minimum age')).not.toBeInTheDocument();
    expect(within(form).getByText(/Age verification is off for your account/)).toBeVisible();
    expect(http.calls('GET', 'restrictions/items/5/age')).toHaveLength(0);
  });

  it('is read-only for customer support, without the impact preview (no analytics)', async () => {
    const { http } = setup({ roles: ['customer_support'] });
    const form = await screen.findByRole('form', { name: 'Restrictions' });
    expect(within(form).queryByRole('combobox', { name: 'Country set' })).not.toBeInTheDocument();
    expect(within(form).getByText('Country set', { selector: 'dt' })).toBeVisible();
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByText('You can view these restrictions but not change them.')).toBeVisible();
    expect(screen.queryByRole('complementary', { name: /Impact/ })).not.toBeInTheDocument();
    expect(http.calls('GET', 'restrictions/impact')).toHaveLength(0);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { CountrySet, RestrictionImpact } from '../../../src/api/restrictions';
import { tokenStore } from '../../../src/api/tokenStore';
import { UNSAVED } from '../../../src/constants/messages/unsaved';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const set = (id: number, name: string, overrides: Partial<CountrySet> = {}): CountrySet => ({
  id,
  merchantId: 1,
  name,
  type: 'whitelist',
  global: false,
  countries: ['GB', 'IE'],
  regions: [],
  cities: [],
  item_count: 2,
  created_at: 0,
  updated_at: 0,
  ...overrides,
});
const SETS = [set(2, 'Embargoed countries', { type: 'blacklist', global: true, countries: ['CU', 'IR'] }), set(1, 'UK and Ireland', { regions: ['Munster'], cities: ['Cork'] })];
const IMPACT: RestrictionImpact = { window_days: 90, excluded_countries: [{ country_iso: 'FR', buyers: 2, payments: 3 }], buyers: 2, payments: 3, revenue: [{ currency: 'EUR', amount: 14.97 }] };

function setup(path: string, roles = ['merchant', 'owner'], features: string[] = ['Age Verification']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'restrictions/country-sets', { status: 200, data: SETS });
  http.on('GET', 'restrictions/impact', { status: 200, data: IMPACT });
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(roles, {}, { features }) } });
  return { http, ...view };
}

const sent = (call: { form(): URLSearchParams }) => [...call.form()];

describe('/settings/auth/geo-restrictions', () => {
  it('lists the country sets with the global one marked', async () => {
    setup('/settings/auth/geo-restrictions');
    expect(await screen.findByRole('heading', { name: 'Geo restrictions', level: 1 })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Country sets' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Type', 'Countries', 'Regions and cities', 'Assets', 'Actions']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first).getAllByRole('cell').slice(0, 5).map((td) => td.textContent)).toEqual(['Embargoed countries (Global)', 'Block list', 'Cuba, Iran', '', '2']);
    expect(within(second).getAllByRole('cell').slice(0, 5).map((td) => td.textContent)).toEqual(['UK and Ireland', 'Allow list', 'United Kingdom, Ireland', 'Munster, Cork', '2']);
  });

  it('creates a set in a dialog, previewing what it would block, and keeps the form when the name is taken', async () => {
    const { http, user } = setup('/settings/auth/geo-restrictions');
    await screen.findByRole('table', { name: 'Country sets' });
    await user.click(screen.getByRole('button', { name: 'New country set' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create country set' });
    await user.click(within(dialog).getByRole('button', { name: 'Create country set' }));
    expect(await within(dialog).findByText('Choose at least one country, region or city.')).toBeVisible();
    expect(within(dialog).getByText('Name is required.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Name'), 'No France');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'blacklist');
    // Chosen by name from the searchable list.
    await user.type(within(dialog).getByRole('combobox', { name: 'Countries' }), 'Fran');
    await user.click(within(dialog).getByRole('option', { name: 'France' }));
    expect(within(within(dialog).getByRole('list', { name: 'Countries chosen' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['France×']);
    await user.click(within(dialog).getByLabelText('Apply to the whole account (global)'));
    expect(await within(dialog).findByText('2 buyers (3 payments) came from the countries this rule excludes.')).toBeVisible();
    const impactQuery = http.calls('GET', 'restrictions/impact').at(-1)?.query;
    expect(impactQuery?.get('countries')).toBe('FR');
    expect(impactQuery?.get('item_id')).toBeNull();

    http.on('POST', 'restrictions/country-sets', { status: 409, data: { code: 409, message: 'A country set with this name already exists.' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create country set' }));
    expect(await screen.findByText('A country set with this name already exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('No France');
    expect(sent(http.calls('POST', 'restrictions/country-sets')[0])).toEqual([
      ['name', 'No France'],
      ['type', 'blacklist'],
      ['global', 'true'],
      ['countries[]', 'FR'],
    ]);

    http.on('POST', 'restrictions/country-sets', { status: 201, data: set(3, 'No France 2') });
    await user.type(within(dialog).getByLabelText('Name'), ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Create country set' }));
    expect(await screen.findByText('Country set successfully created.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's reason when a set in use cannot be deleted", async () => {
    const { http, user } = setup('/settings/auth/geo-restrictions');
    await screen.findByRole('table', { name: 'Country sets' });
    http.on('DELETE', 'restrictions/country-sets/1', { status: 409, data: { code: 409, message: 'This country set is used by 2 asset(s) and 0 template(s); remove it from them first.' } });
    await user.click(screen.getByRole('button', { name: 'Delete country set UK and Ireland' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('This country set is used by 2 asset(s) and 0 template(s); remove it from them first.')).toBeInTheDocument();
  });

  it('is read-only for customer support', async () => {
    setup('/settings/auth/geo-restrictions', ['customer_support']);
    const table = await screen.findByRole('table', { name: 'Country sets' });
    expect(screen.getByText('You can view these restrictions but not change them.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New country set' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

describe('/settings/auth/domain-restrictions', () => {
  it('adds and deletes embedding domains and allowed origins with the spec text', async () => {
    const { http, user } = setup('/settings/auth/domain-restrictions');
    const entry = (id: number, domain: string, type: 'whitelist' | 'allowed_origins') => ({ id, domain, type, merchant_id: 1, created_at: Date.UTC(2026, 0, 2, 3, 4) / 1000 });
    http.on('GET', 'restrictions/domains', { status: 200, data: { domains: [entry(1, 'sandbox.example', 'whitelist')], allowed_origins: [] } });
    const domains = await screen.findByRole('table', { name: 'Allowed domains' });
    expect(within(domains).getAllByRole('row')[1]).toHaveTextContent('sandbox.example2026/01/02 03:04');
    expect(screen.getByRole('table', { name: 'Allowed origins' })).toHaveTextContent('No allowed origins.');

    const addDomain = screen.getByRole('form', { name: 'Add domain' });
    await user.type(within(addDomain).getByLabelText('Domain'), 'https://partner.example');
    await user.click(within(addDomain).getByRole('button', { name: 'Add domain' }));
    expect(await within(addDomain).findByText('Enter a domain such as example.com, or *.example.com for all of its sub-domains.')).toBeVisible();
    expect(http.calls('POST', 'restrictions/domains/whitelist')).toHaveLength(0);

    http.on('POST', 'restrictions/domains/whitelist', { status: 201, data: entry(2, '*.partner.example', 'whitelist') });
    await user.clear(within(addDomain).getByLabelText('Domain'));
    await user.type(within(addDomain).getByLabelText('Domain'), '*.partner.example');
    await user.click(within(addDomain).getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Domains successfully updated.')).toBeInTheDocument();
    expect(sent(http.calls('POST', 'restrictions/domains/whitelist')[0])).toEqual([['domain', '*.partner.example']]);

    http.on('POST', 'restrictions/domains/allowed_origins', { status: 201, data: entry(3, 'https://app.partner.example', 'allowed_origins') });
    const addOrigin = screen.getByRole('form', { name: 'Add origin' });
    await user.type(within(addOrigin).getByLabelText('Origin'), 'https://app.partner.example');
    await user.click(within(addOrigin).getByRole('button', { name: 'Add origin' }));
    await waitFor(() => expect(http.calls('POST', 'restrictions/domains/allowed_origins')).toHaveLength(1));

    http.on('DELETE', 'restrictions/domains', { status: 204 });
    await user.click(screen.getByRole('button', { name: 'Delete sandbox.example' }));
    await waitFor(() => expect(http.calls('DELETE', 'restrictions/domains')[0]?.query.get('domain')).toBe('sandbox.example'));
  });

  it('previews, while a domain is typed, who the list would block once it is added', async () => {
    const { http, user } = setup('/settings/auth/domain-restrictions');
    http.on('GET', 'restrictions/domains', { status: 200, data: { domains: [{ id: 1, domain: 'sandbox.example', type: 'whitelist', merchant_id: 1, created_at: 0 }], allowed_origins: [] } });
    http.on('GET', 'restrictions/impact', {
      status: 200,
      data: { ...IMPACT, excluded_countries: [], buyers: 0, payments: 0, revenue: [], domain: { excluded_domains: [{ domain: 'news.partner-daily.example', buyers: 4, payments: 6 }], buyers: 4, payments: 6, revenue: [{ currency: 'GBP', amount: 59.94 }] } },
    });
    const addDomain = await screen.findByRole('form', { name: 'Add domain' });
    expect(screen.queryByRole('heading', { name: /Impact before you save/ })).not.toBeInTheDocument();
    await user.type(within(addDomain).getByLabelText('Domain'), '*.Sandbox.example');
    expect(await screen.findByText('4 buyers (6 payments) bought through domains this list leaves out.')).toBeVisible();
    expect(within(screen.getByRole('table', { name: 'Left-out domains with buyers' })).getAllByRole('row')[1]).toHaveTextContent('news.partner-daily.example46');
    expect(within(screen.getByRole('list', { name: 'Revenue from them' })).getByRole('listitem')).toHaveTextContent('59.94');
    // It follows the typing: the last preview asked for is the whole list with the finished domain.
    await waitFor(() => expect(http.calls('GET', 'restrictions/impact').at(-1)?.query.get('domains')).toBe('*.sandbox.example,sandbox.example'));
    expect(http.calls('GET', 'restrictions/impact').at(-1)?.query.get('domain_rule')).toBe('1');
  });

  it('asks before a typed domain that is not added yet is left behind; once added, the page is left without a question', async () => {
    const { http, user, location } = setup('/settings/auth/domain-restrictions');
    http.on('GET', 'restrictions/domains', { status: 200, data: { domains: [], allowed_origins: [] } });
    const addDomain = await screen.findByRole('form', { name: 'Add domain' });
    await user.type(within(addDomain).getByLabelText('Domain'), 'partner.example');
    await user.click(screen.getByRole('link', { name: 'Geo restrictions' }));
    await user.click(within(await screen.findByRole('dialog', { name: UNSAVED.leaveTitle })).getByRole('button', { name: UNSAVED.stay }));
    expect(location()).toBe('/settings/auth/domain-restrictions');
    expect(within(addDomain).getByLabelText('Domain')).toHaveValue('partner.example');
    http.on('POST', 'restrictions/domains/whitelist', { status: 201, data: { id: 2, domain: 'partner.example', type: 'whitelist', merchant_id: 1, created_at: 0 } });
    await user.click(within(addDomain).getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText('Domains successfully updated.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Geo restrictions' }));
    await waitFor(() => expect(location()).toBe('/settings/auth/geo-restrictions'));
    expect(screen.queryByRole('dialog', { name: UNSAVED.leaveTitle })).not.toBeInTheDocument();
  });
});

describe('/settings/auth/age-restrictions', () => {
  it('edits age verification and sets the merchant-wide minimum age, previewing the customers without a verified age', async () => {
    const { http, user } = setup('/settings/auth/age-restrictions');
    http.on('GET', 'restrictions/age/enabled/tenant-1', { status: 200, data: { age_verification_enabled: true } });
    http.on('GET', 'restrictions/settings/merchant-1', { status: 200, data: { merchant_uuid: 'merchant-1', age_verification_enabled: true, age_verification_type: 'date_of_birth' } });
    http.on('GET', 'restrictions/age', { status: 200, data: { min_age: -1 } });
    http.on('GET', 'restrictions/impact', { status: 200, data: { window_days: 90, excluded_countries: [], buyers: 0, payments: 0, revenue: [], customers: 40, customers_without_verified_age: 12 } });
    const settings = await screen.findByRole('form', { name: 'Age verification' });
    expect(within(settings).getByLabelText('Verify buyers’ age')).toBeChecked();
    http.on('PATCH', 'restrictions/settings/merchant-1', { status: 200, data: { merchant_uuid: 'merchant-1', age_verification_enabled: true, age_verification_type: 'pin_code' } });
    await user.selectOptions(within(settings).getByLabelText('Verification method'), 'pin_code');
    await user.click(within(settings).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Age verification settings successfully updated.')).toBeInTheDocument();
    expect(sent(http.calls('PATCH', 'restrictions/settings/merchant-1')[0])).toEqual([
      ['age_verification_enabled', 'true'],
      ['age_verification_type', 'pin_code'],
      ['merchant_uuid', 'merchant-1'],
    ]);

    expect(await screen.findByText('No minimum age.')).toBeVisible();
    const age = screen.getByRole('form', { name: 'Minimum age for the whole account' });
    await user.type(within(age).getByLabelText('Minimum age'), '18');
    expect(await screen.findByText('12 of 40 customers have no verified age and could not buy.')).toBeVisible();
    http.on('POST', 'restrictions/age', { status: 200, data: { min_age: 18 } });
    await user.click(within(age).getByRole('button', { name: 'Set minimum age' }));
    expect(await screen.findByText('Minimum age successfully updated.')).toBeInTheDocument();
    expect(sent(http.calls('POST', 'restrictions/age')[0])).toEqual([['min_age', '18']]);
  });

  it('does not load the minimum age while age verification is off, nor the settings without the feature', async () => {
    const { http } = setup('/settings/auth/age-restrictions', ['merchant', 'owner'], []);
    http.on('GET', 'restrictions/age/enabled/tenant-1', { status: 200, data: { age_verification_enabled: false } });
    expect(await screen.findByText('Age verification is off: switch it on to set a minimum age.')).toBeVisible();
    expect(screen.getByText('Age verification is not part of your plan.')).toBeVisible();
    expect(http.calls('GET', 'restrictions/age')).toHaveLength(0);
    expect(http.calls('GET', 'restrictions/settings/merchant-1')).toHaveLength(0);
  });
});

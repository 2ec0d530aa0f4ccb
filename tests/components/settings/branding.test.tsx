/** The Branding tab (issue 22; catalogue 7.12): the themes list and the theme editor with its live paywall preview. */
import { screen, waitFor, within } from '@testing-library/react';
import type { BrandingImage, BrandingTheme } from '../../../src/api/brandingTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { SPEC_BRANDING } from '../../../src/constants/branding';
import { PNG } from '../../support/images';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const theme = (id: number, fields: Partial<BrandingTheme>): BrandingTheme => ({ ...SPEC_BRANDING, id, merchant_id: 1, default: false, exists: true, created_at: 1, updated_at: 1, ...fields });
const MEDIA = theme(4, { brand_name: 'Sandbox Media', default: true });
const NIGHT = theme(5, { brand_name: 'Sandbox Media Night', paywall_primary_color: '#1e3a5f', template_id: 2 });
const LOGO: BrandingImage = { full_size_image_url: '/api/images/assets/merchant-1/' + 'a'.repeat(32) + '.png', thumbnail_image_url: '/api/images/assets/merchant-1/' + 'a'.repeat(32) + '.png', filename: 'logo.png', filesize: 10, content_type: 'image/png' };

const owner = () => signedIn(['merchant', 'owner'], { tenant_uuid: 'tenant-1', merchant_uuid: 'merchant-1' });
const support = () => signedIn(['customer_support'], { tenant_uuid: 'tenant-1', merchant_uuid: 'merchant-1' });

function setup(path: string, auth = owner()) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  http.on('GET', 'v2/branding/paywall/tenant-1', { status: 200, data: { collection: [MEDIA, NIGHT] } });
  http.on('GET', 'v2/branding/paywall/tenant-1/5', { status: 200, data: NIGHT });
  return { http, ...renderWithApp(path, { preloadedState: { auth }, withStyles: true }) };
}

const preview = () => screen.getByRole('complementary', { name: 'Paywall preview' });
/** The paywall's header bar: logo and brand name on the primary colour. */
const previewHeader = (brand: string) => within(preview()).getByText(brand).closest('header') as HTMLElement;

afterEach(() => {
  jest.restoreAllMocks();
});

describe('/settings/branding', () => {
  it('sits between Auth and Integrations and lists the themes with their colours, the default flagged', async () => {
    setup('/settings/branding');
    const table = await screen.findByRole('table', { name: 'Branding themes' });
    expect(within(screen.getByRole('navigation', { name: 'Section navigation' })).getAllByRole('link').map((link) => link.textContent)).toEqual(['Auth', 'Branding', 'Integrations']);
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Brand name', 'Colours', 'Look', 'Default', 'Actions']);
    const media = within(table).getByRole('row', { name: /^Sandbox Media Primary/ });
    expect(media).toHaveTextContent('Default');
    expect(media).toHaveTextContent('Primary #52ceb0, secondary #44a7c8, buttons #56c0a4 with text #FFFFFF');
    expect(within(table).getByRole('row', { name: /Sandbox Media Night/ })).toHaveTextContent('Dark');
    expect(within(media).queryByRole('button', { name: /Make default/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add new branding theme' })).toHaveAttribute('href', '/settings/branding/new');
  });

  it('makes a theme the default with the spec’s text, and deletes one after confirming', async () => {
    const { http, user } = setup('/settings/branding');
    http.on('PUT', 'v2/branding/paywall/5', { status: 200, data: 'Paywall default theme successfully updated.', headers: { 'content-type': 'text/plain' } });
    http.on('DELETE', 'v2/branding/paywall/5', { status: 200, data: { message: 'Paywall branding successfully deleted.' } });
    await user.click(await screen.findByRole('button', { name: 'Make default Sandbox Media Night' }));
    expect(await screen.findByText('Paywall default theme successfully updated.')).toBeInTheDocument();
    expect(http.calls('PUT', 'v2/branding/paywall/5')[0].form().toString()).toBe('default=true');
    // The write makes the list stale: it is read again.
    await waitFor(() => expect(http.calls('GET', 'v2/branding/paywall/tenant-1')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Delete Sandbox Media Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your action' });
    expect(dialog).toHaveTextContent('Delete the theme “Sandbox Media Night”?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete!' }));
    expect(await screen.findByText('Paywall branding successfully deleted.')).toBeInTheDocument();
    expect(http.calls('DELETE', 'v2/branding/paywall/5')).toHaveLength(1);
  });

  it('is read-only for customer support: no adding, no default or delete, themes to view only', async () => {
    setup('/settings/branding', support());
    const table = await screen.findByRole('table', { name: 'Branding themes' });
    expect(screen.getByText('You can view these themes but not change them.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add new branding theme' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'View Sandbox Media Night' })).toHaveAttribute('href', '/settings/branding/edit/5');
  });
});

describe('the theme editor', () => {
  it('changes the preview as the primary colour is typed, uploads the logo first and saves its URL with the theme', async () => {
    const { http, user } = setup('/settings/branding/new');
    http.on('POST', 'v2/branding/paywall/images/logo', { status: 201, data: LOGO });
    http.on('POST', 'v2/branding/paywall', { status: 201, data: theme(9, { brand_name: 'Kids Club' }) });
    await user.type(await screen.findByLabelText('Brand name'), 'Kids Club');
    expect(previewHeader('Kids Club')).toHaveStyle({ backgroundColor: 'rgb(82, 206, 176)' });

    const primary = screen.getByLabelText('Primary colour');
    await user.clear(primary);
    await user.type(primary, '#ff6');
    expect(previewHeader('Kids Club')).toHaveStyle({ backgroundColor: 'rgb(255, 255, 102)' });
    await user.type(primary, '600');
    expect(previewHeader('Kids Club')).toHaveStyle({ backgroundColor: 'rgb(255, 102, 0)' });

    await user.upload(screen.getByLabelText('Logo'), new File([PNG], 'logo.png', { type: 'image/png' }));
    expect(await within(preview()).findByRole('img', { name: 'Logo' })).toHaveAttribute('src', LOGO.full_size_image_url);
    expect(http.calls('POST', 'v2/branding/paywall/images/logo')[0].body).toBeInstanceOf(FormData);

    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Paywall branding successfully saved.')).toBeInTheDocument();
    const sent = Object.fromEntries(http.calls('POST', 'v2/branding/paywall')[0].form());
    expect(sent).toMatchObject({ brand_name: 'Kids Club', paywall_primary_color: '#ff6600', paywall_brand_logo: LOGO.full_size_image_url, default: 'false', template_id: '1', preview_title: 'Asset title' });
    // Back to the list, which shows the new theme.
    expect(await screen.findByRole('heading', { level: 1, name: 'Branding' })).toBeInTheDocument();
  });

  it('says why a colour is refused, and warns of hard-to-read button text while the preview draws it readably', async () => {
    const { http, user } = setup('/settings/branding/new');
    // The spec's default buttons, white on #56c0a4, reach 2.2:1: the preview writes their text near-black.
    expect(await screen.findAllByText(/has a contrast of 2\.2:1/)).toHaveLength(2);
    for (const part of ['Asset preview', 'Paywall']) expect(within(within(preview()).getByRole('article', { name: part })).getByText('Buy')).toHaveStyle({ color: 'rgb(17, 17, 17)' });
    await user.clear(screen.getByLabelText('Button colour'));
    await user.type(screen.getByLabelText('Button colour'), '#1e3a5f');
    expect(screen.getAllByText(/has a contrast of/)).toHaveLength(1);

    await user.type(screen.getByLabelText('Brand name'), 'Broken');
    await user.clear(screen.getByLabelText('Secondary colour'));
    await user.type(screen.getByLabelText('Secondary colour'), 'teal');
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Enter a colour written #rgb or #rrggbb, such as #52ceb0.')).toBeInTheDocument();
    expect(screen.getByLabelText('Secondary colour')).toHaveAttribute('aria-invalid', 'true');
    expect(http.calls('POST', 'v2/branding/paywall')).toHaveLength(0);
  });

  it('shows the spec’s texts when an upload fails, and the reason under the field', async () => {
    const { http, user } = setup('/settings/branding/new');
    http.on('POST', 'v2/branding/paywall/images/cover', { status: 415, data: { code: 415, message: 'Upload a PNG, JPEG, GIF or WebP image.' } });
    http.on('POST', 'v2/branding/paywall/images/logo', { status: 413, data: { code: 413, message: 'The image may be at most 5 MiB.' } });
    await user.upload(await screen.findByLabelText('Cover image'), new File(['nope'], 'cover.png', { type: 'image/png' }));
    expect(await screen.findByText('An error occurred while adding preview cover image.')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during the image upload. Upload a PNG, JPEG, GIF or WebP image.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Logo'), new File([PNG], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('An error occurred while adding preview logo image.')).toBeInTheDocument();
    expect(screen.getByText('An error occurred during the image upload. The image may be at most 5 MiB.')).toBeInTheDocument();
    expect(within(preview()).queryByRole('img')).not.toBeInTheDocument();
  });

  it('edits a stored theme: the dark look in the preview, then an update with the spec’s text', async () => {
    const { http, user } = setup('/settings/branding/edit/5');
    http.on('PUT', 'v2/branding/paywall/5', { status: 200, data: 'Paywall branding successfully updated.', headers: { 'content-type': 'text/plain' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox Media Night' })).toBeInTheDocument();
    expect(screen.getByLabelText('Look of the paywall')).toHaveValue('2');
    expect(within(preview()).getByRole('article', { name: 'Paywall' })).toHaveStyle({ backgroundColor: 'rgb(27, 31, 36)' });
    await user.selectOptions(screen.getByLabelText('Look of the paywall'), 'Light');
    expect(within(preview()).getByRole('article', { name: 'Paywall' })).toHaveStyle({ backgroundColor: 'rgb(255, 255, 255)' });
    await user.type(screen.getByLabelText('Footer'), '© Night');
    expect(within(preview()).getByText('© Night')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save theme' }));
    expect(await screen.findByText('Paywall branding successfully updated.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PUT', 'v2/branding/paywall/5')[0].form())).toMatchObject({ template_id: '1', paywall_footer: '© Night', paywall_primary_color: '#1e3a5f' });
  });

  it('is read-only for customer support, and a new theme is not theirs to open', async () => {
    setup('/settings/branding/edit/5', support());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sandbox Media Night' })).toBeInTheDocument();
    expect(screen.getByLabelText('Brand name')).toBeDisabled();
    expect(screen.getByLabelText('Primary colour')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save theme' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Logo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the themes' })).toBeInTheDocument();
  });
});

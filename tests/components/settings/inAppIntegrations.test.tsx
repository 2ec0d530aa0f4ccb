import { screen, waitFor, within } from '@testing-library/react';
import type { GoogleInAppSetup, InAppKeys, ProviderMetadata } from '../../../src/api/integrationTypes';
import { tokenStore } from '../../../src/api/tokenStore';
import { renderWithApp, signedIn } from '../../support/render';
import { mockApi } from '../auth/support';

const P8 = '-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49\n-----END PRIVATE KEY-----';
const provider = (payment_provider_id: number, name: string, metadata: Record<string, string> | null = null): ProviderMetadata => ({ payment_provider_id, name, in_app: name !== 'PayPal', metadata, updated_at: null });

/** A sandbox-like server: the keys a PUT saves are what the next GET answers. */
function setup(path: string, roles = ['merchant', 'owner'], features: string[] = ['ExternalPaypalIntegration']) {
  const http = mockApi();
  tokenStore.setSession('merchant', { token: 'tok', refreshToken: 'r', expires: Math.floor(Date.now() / 1000) + 3600 });
  const providers = [provider(2, 'PayPal'), provider(3, 'Apple In-App'), provider(4, 'Google In-App'), provider(5, 'Amazon In-App'), provider(6, 'Roku In-App')];
  const apple: InAppKeys = { ...provider(3, 'Apple In-App'), p8_certificate: null };
  const google: GoogleInAppSetup = { configured: false, site_token: '', playstore_public_key: '', merchant_uuid: 'merchant-uuid-1', updated_at: null };
  http.on('GET', 'v2/payments/providers/metadata', () => ({ status: 200, data: { collection: providers } }));
  http.on('GET', 'v2/payments/in-app/3', () => ({ status: 200, data: apple }));
  http.on('PUT', 'v2/payments/in-app/3', (req) => {
    const form = req.form();
    apple.metadata = { bundle_id: form.get('metadata[bundle_id]') ?? '', key_id: form.get('metadata[key_id]') ?? '', issuer: form.get('metadata[issuer]') ?? '' };
    apple.p8_certificate = form.get('p8_certificate');
    return { status: 200, data: apple };
  });
  http.on('GET', 'v2/hooks/google-in-app/setup', () => ({ status: 200, data: google }));
  const saveGoogle = (req: { form(): URLSearchParams }) => {
    Object.assign(google, { configured: true, site_token: req.form().get('site_token'), playstore_public_key: req.form().get('playstore_public_key') });
    return { status: 200, data: google };
  };
  http.on('POST', 'v2/hooks/google-in-app/setup', saveGoogle);
  http.on('PUT', 'v2/hooks/google-in-app/setup', saveGoogle);
  http.on('PUT', 'v2/payments/providers/metadata', (req) => {
    providers[0] = provider(2, 'PayPal', { client_id: req.form().get('metadata[client_id]') ?? '', client_secret: req.form().get('metadata[client_secret]') ?? '' });
    return { status: 200, data: providers[0] };
  });
  const view = renderWithApp(path, { preloadedState: { auth: signedIn(roles, { merchant_uuid: 'merchant-uuid-1' }, { features }) } });
  return { http, ...view };
}

describe('/settings/integrations/in-app-integrations', () => {
  it('offers the four stores in the spec’s order, then PayPal with its feature, each saying whether its keys are saved', async () => {
    const { user, location } = setup('/settings/integrations/in-app-integrations');
    const boxes = await screen.findByRole('list', { name: 'App stores' });
    expect(within(boxes).getAllByRole('link').map((link) => link.textContent)).toEqual(['Google Play', 'Apple App Store', 'Amazon Appstore', 'Roku Channel Store', 'PayPal']);
    expect(within(boxes).getAllByText('No keys yet')).toHaveLength(5);
    await user.click(screen.getByRole('link', { name: 'Apple App Store' }));
    expect(location()).toBe('/settings/integrations/in-app-integrations/apple-in-app');
  });

  it('has no PayPal box without the ExternalPaypalIntegration feature', async () => {
    setup('/settings/integrations/in-app-integrations', ['merchant', 'owner'], []);
    const boxes = await screen.findByRole('list', { name: 'App stores' });
    expect(within(boxes).queryByRole('link', { name: 'PayPal' })).not.toBeInTheDocument();
  });
});

describe('Apple in-app', () => {
  it('refuses a p8 key without its markers, saves a valid one with a PUT and then offers Update', async () => {
    const { http, user } = setup('/settings/integrations/in-app-integrations/apple-in-app');
    const form = await screen.findByRole('form', { name: 'Keys' });
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(form).getByLabelText('Bundle ID'), 'com.sandbox.app');
    await user.type(within(form).getByLabelText('Private key (.p8)'), 'MIGTAgEAMBMGByqGSM49');
    await user.type(within(form).getByLabelText('Key ID'), 'ABC123DEFG');
    await user.type(within(form).getByLabelText('Issuer ID'), 'issuer-1');
    expect(within(form).getByText('*Incorrect format')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(within(form).getByLabelText('Private key (.p8)'));
    await user.click(within(form).getByLabelText('Private key (.p8)'));
    await user.paste(P8);
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Apple in-app integration was successfully saved.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PUT', 'v2/payments/in-app/3')[0].form())).toEqual({
      payment_provider_id: '3',
      'metadata[bundle_id]': 'com.sandbox.app',
      'metadata[key_id]': 'ABC123DEFG',
      'metadata[issuer]': 'issuer-1',
      p8_certificate: P8,
    });
    // The keys are read again: the form shows them, and the next save is an update.
    const update = await within(form).findByRole('button', { name: 'Update' });
    expect(within(form).getByLabelText('Bundle ID')).toHaveValue('com.sandbox.app');
    expect(update).toBeDisabled();
    await user.type(within(form).getByLabelText('Issuer ID'), '-2');
    await user.click(update);
    expect(await screen.findByText('Apple in-app integration was successfully updated.')).toBeInTheDocument();
    expect(http.calls('POST')).toHaveLength(0);
  });

  it('is read-only for customer support: the keys in disabled fields and no button', async () => {
    setup('/settings/integrations/in-app-integrations/apple-in-app', ['customer_support']);
    const form = await screen.findByRole('form', { name: 'Keys' });
    expect(within(form).getByLabelText('Bundle ID')).toBeDisabled();
    expect(within(form).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('You can see these keys but not change them. Secret keys are masked.')).toBeInTheDocument();
  });
});

describe('Google in-app', () => {
  it('is created with a POST, then updated with a PUT, each with its text', async () => {
    const { http, user } = setup('/settings/integrations/in-app-integrations/google-in-app');
    const form = await screen.findByRole('form', { name: 'Keys' });
    await user.type(within(form).getByLabelText('Site token'), 'short');
    await user.type(within(form).getByLabelText('Play Store public key'), 'MIIBIjAN');
    expect(within(form).getByText('*Incorrect format')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Site token'), '-token');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Google in-app integration was successfully saved.')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('POST', 'v2/hooks/google-in-app/setup')[0].form())).toEqual({ site_token: 'short-token', playstore_public_key: 'MIIBIjAN', merchant_uuid: 'merchant-uuid-1' });
    await user.type(within(form).getByLabelText('Site token'), '2');
    await user.click(await within(form).findByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Google in-app integration was successfully updated.')).toBeInTheDocument();
    expect(http.calls('PUT', 'v2/hooks/google-in-app/setup')).toHaveLength(1);
    expect(http.calls('POST', 'v2/hooks/google-in-app/setup')).toHaveLength(1);
  });

  it('shows the store’s refusal as its explanation', async () => {
    const { http, user } = setup('/settings/integrations/in-app-integrations/google-in-app');
    http.on('POST', 'v2/hooks/google-in-app/setup', { status: 400, data: { code: 400, message: 'Bad request.', errors: { explain: 'Google In-App refused these keys: check the site token.' } } });
    const form = await screen.findByRole('form', { name: 'Keys' });
    await user.type(within(form).getByLabelText('Site token'), 'invalid-token');
    await user.type(within(form).getByLabelText('Play Store public key'), 'MIIBIjAN');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Google In-App refused these keys: check the site token.')).toBeInTheDocument();
  });
});

describe('PayPal', () => {
  it('saves its keys as provider metadata, with the spec’s text (no final period), then updates them', async () => {
    const { http, user } = setup('/settings/integrations/in-app-integrations/paypal');
    const form = await screen.findByRole('form', { name: 'Keys' });
    await user.type(within(form).getByLabelText('Client ID'), 'AbCdPayPal');
    await user.type(within(form).getByLabelText('Client secret'), 'secret-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('PayPal integration was successfully saved')).toBeInTheDocument();
    expect(Object.fromEntries(http.calls('PUT', 'v2/payments/providers/metadata')[0].form())).toEqual({
      payment_provider_id: '2',
      merchant_id: 'merchant-uuid-1',
      'metadata[client_id]': 'AbCdPayPal',
      'metadata[client_secret]': 'secret-1',
    });
    expect(await within(form).findByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('is not found without the ExternalPaypalIntegration feature', async () => {
    const { location } = setup('/settings/integrations/in-app-integrations/paypal', ['merchant', 'owner'], []);
    await waitFor(() => expect(location()).not.toBe('/settings/integrations/in-app-integrations/paypal'));
  });
});

import { demoAccount } from './support/console';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

/** Issue 23: the Integrations tab's in-app stores, PayPal and third-party integrations, as a merchant uses them. */
const P8 = '-----BEGIN PRIVATE KEY-----\nMIGTAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBHkwdwIBAQQgSandboxE2EKey\n-----END PRIVATE KEY-----';

interface Providers {
  collection: { payment_provider_id: number; name: string }[];
}

test.describe('in-app integrations', () => {
  test('acceptance 1: Apple refuses a p8 key without its markers, saves a valid one and keeps it; Google saves with a POST, then a PUT', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'), '/settings/integrations');
    await page.getByRole('link', { name: 'In-app integrations' }).click();
    await expect(page.getByRole('heading', { name: 'In-app integrations' })).toBeVisible();
    await expectAccessible(page, 'the in-app integrations');
    await page.getByRole('list', { name: 'App stores' }).getByRole('link', { name: 'Apple App Store' }).click();

    const form = page.getByRole('form', { name: 'Keys' });
    await form.getByLabel('Bundle ID').fill('com.sandbox.e2e');
    await form.getByLabel('Private key (.p8)').fill('MIGTAgEAMBMGByqGSM49AgEGCCqGSM49');
    await form.getByLabel('Key ID').fill('E2EKEY1234');
    await form.getByLabel('Issuer ID').fill('57246542-96fe-1a63-e053-0824d011072a');
    await expect(form.getByText('*Incorrect format')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await form.getByLabel('Private key (.p8)').fill(P8);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Apple in-app integration was successfully saved.');
    await expect(form.getByRole('button', { name: 'Update' })).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Bundle ID')).toHaveValue('com.sandbox.e2e');
    await expect(form.getByLabel('Private key (.p8)')).toHaveValue(P8);
    await expect(form.getByRole('button', { name: 'Update' })).toBeDisabled();

    await page.goto('/settings/integrations/in-app-integrations/google-in-app');
    await form.getByLabel('Site token').fill('e2e-site-token');
    await form.getByLabel('Play Store public key').fill('MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA');
    const first = page.waitForRequest((request) => request.url().endsWith('/api/v2/hooks/google-in-app/setup') && request.method() !== 'GET');
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await first).method()).toBe('POST');
    await expectSuccess(page, 'Google in-app integration was successfully saved.');
    // The saved keys become the form's values ('Update', nothing changed): typing before that would be reset by it.
    await expect(form.getByRole('button', { name: 'Update' })).toBeDisabled();
    await form.getByLabel('Site token').fill('e2e-site-token-2');
    const second = page.waitForRequest((request) => request.url().endsWith('/api/v2/hooks/google-in-app/setup') && request.method() !== 'GET');
    await form.getByRole('button', { name: 'Update' }).click();
    expect((await second).method()).toBe('PUT');
    await expectSuccess(page, 'Google in-app integration was successfully updated.');
  });

  test('acceptance 6: customer support sees the in-app screens read-only and gets 403 on writes', async ({ page, principals, sandbox }) => {
    await principals.open(page, demoAccount('support'), '/settings/integrations/in-app-integrations');
    await page.getByRole('list', { name: 'App stores' }).getByRole('link', { name: 'Roku Channel Store' }).click();
    const form = page.getByRole('form', { name: 'Keys' });
    await expect(form.getByLabel('API key')).toBeDisabled();
    await expect(form.getByRole('button')).toHaveCount(0);
    await expect(page.getByText('You can see these keys but not change them. Secret keys are masked.')).toBeVisible();
    // The sandbox never sends the secret to a read-only role: the field holds it masked.
    await expect(form.getByLabel('API key')).toHaveValue('roku••••');

    const roku = (await sandbox.getJson<Providers>('/v2/payments/providers/metadata', 'support@sandbox.test')).collection.find((entry) => entry.name === 'Roku In-App');
    const id = String(roku?.payment_provider_id);
    expect(await sandbox.statusOf('PUT', `/v2/payments/in-app/${id}`, { payment_provider_id: id, 'metadata[api_key]': 'support-key' }, 'support@sandbox.test')).toBe(403);
    expect(await sandbox.statusOf('POST', '/v2/hooks/google-in-app/setup', { site_token: 'support-token', playstore_public_key: 'key', merchant_uuid: 'x' }, 'support@sandbox.test')).toBe(403);
  });
});

test.describe('third-party integrations', () => {
  test('acceptance 2: Eventbrite refuses a wrong token with its message; a good one lists organisations and an organisation’s events 10 at a time', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'), '/settings/integrations/third-party-integrations');
    const boxes = page.getByRole('list', { name: 'Third-party services' });
    await expect(boxes.getByText('Event ticketing')).toBeVisible();
    await boxes.getByRole('link', { name: 'Eventbrite' }).click();
    const form = page.getByRole('form', { name: 'Connection' });
    await form.getByLabel('Private token').fill('INVALIDTOKEN0000');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'ERROR' }).filter({ hasText: 'Eventbrite refused these credentials: check the private token.' })).toBeVisible();
    await form.getByLabel('Private token').fill('SANDBOXE2ETOKEN00001');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'External account successfully connected.');

    // This token's simulated account has 11 organisations (5 a page) and its first one 16 events.
    const organizations = page.getByRole('table', { name: 'Organizations' });
    const organizationsPanel = page.getByRole('region', { name: 'Organizations' });
    await expect(organizations.getByRole('row')).toHaveCount(6);
    await organizationsPanel.getByRole('button', { name: 'Load more' }).click();
    await expect(organizations.getByRole('row')).toHaveCount(11);
    await organizationsPanel.getByRole('button', { name: 'Load more' }).click();
    await expect(organizations.getByRole('row')).toHaveCount(12);
    await expect(organizationsPanel.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    await organizations.getByRole('button', { name: /^Show events of / }).first().click();
    const events = page.getByRole('table', { name: 'Events' });
    const eventsPanel = page.getByRole('region', { name: /^Events of / });
    await expect(events.getByRole('row')).toHaveCount(11);
    await eventsPanel.getByRole('button', { name: 'Load more' }).click();
    await expect(events.getByRole('row')).toHaveCount(17);
    await expect(eventsPanel.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});

test.describe('IVS livestream channels', () => {
  test('acceptance 4: a BASIC, LOW latency channel is created and listed with its ingest endpoint and playback URL after a reload', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'), '/settings/integrations/ovp-integrations');
    await page.getByRole('link', { name: 'Amazon IVS' }).click();
    const connection = page.getByRole('form', { name: 'Connection' });
    await connection.getByLabel('Access key ID').fill('AKIASANDBOXE2E0001');
    await connection.getByLabel('Secret access key').fill('sandbox-e2e-secret-key');
    await connection.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'External account successfully connected.');

    const panel = page.getByRole('region', { name: 'Livestream channels' });
    await panel.getByRole('button', { name: 'Create channel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a livestream channel' });
    await dialog.getByLabel('Name').fill('e2e-cup-final');
    await dialog.getByLabel('Type').selectOption('BASIC');
    await dialog.getByLabel('Latency').selectOption('LOW');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    const row = panel.getByRole('table', { name: 'Livestream channels' }).getByRole('row').filter({ hasText: 'e2e-cup-final' });
    await expect(row).toContainText('BASIC');
    await expect(row).toContainText('LOW');
    await expect(row).toContainText(/[a-f0-9]{12}\.global-contribute\.live-video\.net/);
    await expect(row).toContainText(/https:\/\/[a-f0-9]{12}\.us-west-2\.playback\.live-video\.net\/api\/video\/v1\/.+\.m3u8/);
    await row.getByRole('button', { name: 'Details of e2e-cup-final' }).click();
    const details = page.getByRole('dialog', { name: 'Channel e2e-cup-final' });
    await expect(details.getByText(/^rtmps:\/\/[a-f0-9]{12}\.global-contribute\.live-video\.net:443\/app\/$/)).toBeVisible();
    await expect(details.getByRole('button', { name: 'Copy Stream key' })).toBeVisible();
  });
});

test.describe('LiveLike', () => {
  test('acceptance 3: create an account, a filtered chat room on a live asset and delete it; disconnecting after the confirmation removes the rooms', async ({ page, principals, sandbox }) => {
    await principals.open(page, demoAccount('owner'), '/settings/integrations/third-party-integrations');
    const boxes = page.getByRole('list', { name: 'Third-party services' });
    await expect(boxes.getByText('Live engagement')).toBeVisible();
    await boxes.getByRole('link', { name: 'LiveLike' }).click();
    await expect(page.getByText("You are currently not connected to a LiveLike account. By using this feature you'll incur charges.")).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectSuccess(page, 'External account successfully connected.');
    await expect(page.getByText(/^Connected to LiveLike with the client ID /)).toBeVisible();

    const assets = await sandbox.getJson<{ collection: { id: number; title: string; event_type: string | null }[] }>('/items/collection?page=1&limit=100&search=Live');
    const live = assets.collection.find((asset) => asset.event_type === 'live');
    expect(live).toBeDefined();
    await page.goto(`/assets/edit/${live?.id}?tab=live-chat`);
    const panel = page.getByRole('region', { name: 'Live chat' });
    const form = panel.getByRole('form', { name: 'New chat room' });
    await form.getByLabel('Title').fill('E2E race chat');
    await form.getByLabel('Content filter').selectOption('filtered');
    await form.getByRole('button', { name: 'Create chat room' }).click();
    await expectSuccess(page, 'Chat room successfully created.');
    const table = panel.getByRole('table', { name: 'Chat rooms' });
    await expect(table.getByRole('row').filter({ hasText: 'E2E race chat' })).toContainText('Filtered');
    await table.getByRole('button', { name: 'Delete E2E race chat' }).click();
    await page.getByRole('dialog', { name: 'Confirm your action' }).getByRole('button', { name: 'Yes, delete!' }).click();
    await expectSuccess(page, 'Resource successfully deleted.');
    await expect(panel.getByText('No chat rooms yet.')).toBeVisible();

    // A second room, then disconnecting removes it with the account.
    await form.getByLabel('Title').fill('E2E kept chat');
    await form.getByRole('button', { name: 'Create chat room' }).click();
    await expect(table.getByRole('row').filter({ hasText: 'E2E kept chat' })).toBeVisible();
    await page.goto('/settings/integrations/third-party-integrations/livelike');
    await page.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your action' });
    await expect(confirm.getByText('Disconnecting deletes your chat rooms and removes the live chat from your assets.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, delete!' }).click();
    await expectSuccess(page, 'External account successfully disconnected.');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText(/^Connected to LiveLike with the client ID /)).toBeVisible();
    await page.goto(`/assets/edit/${live?.id}?tab=live-chat`);
    await expect(panel.getByText('No chat rooms yet.')).toBeVisible();
  });

  test('acceptance 3: with the feature off the live engagement box is absent', async ({ page, principals }) => {
    await principals.open(page, demoAccount('other'), '/settings/integrations/third-party-integrations');
    const boxes = page.getByRole('list', { name: 'Third-party services' });
    await expect(boxes.getByRole('link', { name: 'Eventbrite' })).toBeVisible();
    await expect(boxes.getByRole('link', { name: 'LiveLike' })).toHaveCount(0);
  });
});

test.describe('connection health', () => {
  test('acceptance 5: with Eventbrite unreachable, Check now shows the error and its time, and the box shows it failing', async ({ page, principals, sandbox, request }) => {
    expect(await sandbox.statusOf('POST', '/external-accounts/eventbrite', { private_token: 'SANDBOXE2ETOKEN00002' }, 'owner@sandbox.test')).toBe(201);
    const fault = await request.post('/api/_sandbox/faults', { data: { integration: 'eventbrite', kind: 'unreachable' } });
    expect(fault.status(), await fault.text()).toBe(200);
    try {
      await principals.open(page, demoAccount('owner'), '/settings/integrations/third-party-integrations/eventbrite');
      const health = page.getByRole('region', { name: 'Connection health' });
      await health.getByRole('button', { name: 'Check now' }).click();
      await expect(health.getByText('Failing')).toBeVisible();
      await expect(health.getByText(/^Eventbrite could not be reached: it did not answer\. \(\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} UTC\)$/)).toBeVisible();
      await page.getByRole('link', { name: 'Back to third-party integrations' }).click();
      const box = page.getByRole('list', { name: 'Third-party services' }).getByRole('listitem').filter({ hasText: 'Eventbrite' });
      await expect(box).toContainText('Health: Failing');
    } finally {
      await request.post('/api/_sandbox/faults/clear');
    }
  });

  test('a video platform the sandbox makes unreachable shows failing after Check now, on its page and its box', async ({ page, principals, sandbox, request }) => {
    expect(await sandbox.statusOf('POST', '/external-accounts/dacast', { account_id: 'e2e-dacast', api_key: 'SANDBOXE2EDACAST01' }, 'owner@sandbox.test')).toBe(201);
    const fault = await request.post('/api/_sandbox/faults', { data: { integration: 'dacast', kind: 'unreachable' } });
    expect(fault.status(), await fault.text()).toBe(200);
    try {
      await principals.open(page, demoAccount('owner'), '/settings/integrations/ovp-integrations/dacast');
      const health = page.getByRole('region', { name: 'Connection health' });
      await health.getByRole('button', { name: 'Check now' }).click();
      await expect(health.getByText('Failing')).toBeVisible();
      await expect(health.getByText(/^Dacast could not be reached: it did not answer\. \(\d{4}\/\d{2}\/\d{2} \d{2}:\d{2} UTC\)$/)).toBeVisible();
      await page.getByRole('link', { name: 'Back to video platforms' }).click();
      const box = page.getByRole('list', { name: 'Online video platforms' }).getByRole('listitem').filter({ hasText: 'Dacast' });
      await expect(box).toContainText('Health: Failing');
    } finally {
      await request.post('/api/_sandbox/faults/clear');
    }
  });
});

import { createHmac } from 'node:crypto';
import type { CustomersPage } from '../../src/api/audienceTypes';
import { expectAccessible } from './support/axe';
import { demoAccount, userMenu } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

const owner = demoAccount('owner');
/** Port 1 (tcpmux): nothing listens there, so every delivery is refused. */
const DEAD_ENDPOINT = 'http://127.0.0.1:1/hook';

interface Received {
  headers: Record<string, string>;
  body: string;
  signature_valid: boolean;
}

test.describe('webhooks that really deliver (issue 22, acceptance 5)', () => {
  test('a grant reaches the sandbox receiver signed and the log shows it live; a refused endpoint is retried with backoff, and a resend after fixing it delivers', async ({ page, sandbox, principals, request, baseURL }) => {
    const key = `e2e-${Date.now()}`;
    const receiver = `${baseURL}/api/_sandbox/receiver/${key}`;
    // A customer and an asset no other journey of this worker takes.
    const customer = (await sandbox.getJson<CustomersPage>('/v2/customers?page=1&size=50&active=true')).collection[37];
    const asset = (await sandbox.getJson<{ collection: { id: number; title: string }[] }>('/items/collection?page=1&limit=30&is_active=true')).collection[27];

    await principals.open(page, owner);
    await userMenu(page, owner).click();
    await page.getByRole('menuitem', { name: 'Webhooks' }).click();
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Add webhook' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('Endpoint').fill(receiver);
    for (const event of ['Payment succeeded', 'Payment refunded', 'Access granted', 'Access revoked', 'Access extended']) await dialog.getByRole('checkbox', { name: event }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Webhook successfully created.');
    const row = page.getByRole('table', { name: 'Webhooks' }).getByRole('row').filter({ hasText: receiver });
    await expect(row).toContainText('Payment succeeded, Payment refunded, Access granted, Access revoked, Access extended');

    await row.getByRole('link', { name: `Delivery log of ${receiver}` }).click();
    await expect(page.getByRole('heading', { name: receiver, level: 1 })).toBeVisible();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expect(log).toContainText('No deliveries yet.');
    const secret = (await page.getByText(/^whsec_/).textContent()) ?? '';

    // A single grant, made elsewhere (the API): the delivery lands and the open log shows it without a reload.
    expect(await sandbox.statusOf('POST', '/items/access', { consumer_id: String(customer.id), item_id: String(asset.id), expires_at: '2099-12-31' }, owner.email)).toBe(201);
    const granted = log.getByRole('row').filter({ hasText: 'Access granted' });
    await expect(granted).toContainText('Delivered');
    await expect(granted).toContainText('HTTP 200');

    const [delivery] = (await (await request.get(`/api/_sandbox/receiver/${key}`)).json()) as Received[];
    expect(new URLSearchParams(delivery.body).get('event')).toBe('asset.access.granted');
    expect(new URLSearchParams(delivery.body).get('data[customer_id]')).toBe(String(customer.id));
    // Verified against the secret the screen shows, as the merchant's endpoint would.
    expect(delivery.headers['x-boxoffice-signature']).toBe(createHmac('sha256', secret).update(delivery.body).digest('hex'));
    expect(delivery.signature_valid).toBe(true);

    await granted.getByRole('button', { name: /^Show bodies of Access granted/ }).click();
    dialog = page.getByRole('dialog', { name: /Delivery attempt/ });
    await expect(dialog).toContainText(delivery.body);
    await expect(dialog).toContainText('{"received":true}');
    await expectAccessible(page, 'a delivery attempt’s bodies');
    await page.keyboard.press('Escape');

    // Pointed at a port where nothing listens, a test event fails and waits for its retries.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Edit webhook' });
    await dialog.getByLabel('Endpoint').fill(DEAD_ENDPOINT);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Webhook successfully updated.');
    await page.getByRole('button', { name: 'Send test event' }).click();
    await expectSuccess(page, 'Test event sent: the log shows how it went.');
    const refused = log.getByRole('row').filter({ hasText: 'The connection was refused.' });
    await expect(refused.first()).toContainText('Test event');
    await expect(refused.first()).toContainText('next retry');
    // The retries' backoff, run now by the sandbox control instead of waited for.
    for (const attempts of [2, 3]) {
      const run = await request.post('/api/_sandbox/webhooks/run', { data: { within_s: 3600 } });
      expect(run.status()).toBe(200);
      await expect.poll(() => refused.count()).toBeGreaterThanOrEqual(attempts);
    }
    await expect(refused.first()).toContainText('Retrying');

    // Filtered by status and event, in the URL.
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Failed' });
    await page.getByLabel('Event', { exact: true }).selectOption({ label: 'Test event' });
    await expect(page).toHaveURL((url) => url.searchParams.get('status') === 'failed' && url.searchParams.get('event') === 'webhook.test');
    await expect(log.getByRole('row').filter({ hasText: 'Access granted' })).toHaveCount(0);
    await expectAccessible(page, 'the delivery log');

    // The endpoint fixed, "Resend" delivers.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Edit webhook' });
    await dialog.getByLabel('Endpoint').fill(receiver);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Webhook successfully updated.');
    await page.getByLabel('Status', { exact: true }).selectOption({ label: 'All statuses' });
    await log.getByRole('row').filter({ hasText: 'Test event' }).first().getByRole('button', { name: /^Resend Test event/ }).click();
    await expectSuccess(page, 'Resent: the log shows how it went.');
    const resent = log.getByRole('row').filter({ hasText: 'Test event' }).filter({ hasText: 'HTTP 200' });
    await expect(resent).toContainText('Delivered');
    const received = (await (await request.get(`/api/_sandbox/receiver/${key}`)).json()) as Received[];
    expect(received.map((entry) => new URLSearchParams(entry.body).get('event'))).toEqual(['webhook.test', 'asset.access.granted']);
    expect(received[0].signature_valid).toBe(true);

    // Done: every webhook deleted after confirming.
    await page.getByRole('link', { name: 'Back to webhooks' }).click();
    await page.getByRole('button', { name: 'Delete all webhooks' }).click();
    await page.getByRole('dialog', { name: 'Confirm your action' }).getByRole('button', { name: 'Yes, delete!' }).click();
    await expectSuccess(page, 'All webhooks were successfully deleted.');
    await expect(page.getByRole('table', { name: 'Webhooks' })).toContainText('No webhooks yet.');
  });
});

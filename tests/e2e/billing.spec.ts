import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

const owner = demoAccount('owner');
const staff = demoAccount('staff');
const follower1 = demoAccount('follower1');
const follower2 = demoAccount('follower2');

test.describe('the payment settings', () => {
  test('the owner sets two gateways at once and a One-Time fee that is kept after a reload', async ({ page, principals }) => {
    await principals.open(page, owner, '/billing-plan/payment-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Setup' })).toBeVisible();
    await page.getByRole('button', { name: 'Set gateway' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set gateway' });

    // Card through Wirecard, a gateway the owner connects from the dialog; Direct Debit through Stripe, with the warning.
    const first = dialog.getByRole('group', { name: 'Gateway 1' });
    await expect(first.getByLabel('Gateway', { exact: true })).toBeDisabled();
    await first.getByLabel('Method').selectOption({ label: 'Card' });
    await first.getByLabel('Gateway to connect').selectOption('Wirecard');
    await first.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('Wirecard connected.')).toBeVisible();
    await first.getByLabel('Gateway', { exact: true }).selectOption({ label: 'Wirecard' });
    await dialog.getByRole('button', { name: 'Add another method' }).click();
    const second = dialog.getByRole('group', { name: 'Gateway 2' });
    await second.getByLabel('Method').selectOption({ label: 'Direct Debit' });
    await expect(dialog.getByRole('note')).toContainText('Ideal and Direct Debit are direct bank transfers');
    await second.getByLabel('Gateway', { exact: true }).selectOption({ label: 'Stripe' });
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expectSuccess(page, 'Gateways saved successfully.');

    // The setup view: the revenue setup of what was saved, One-Time first.
    const setup = dialog.getByRole('region', { name: 'Revenue setup' });
    await expect(setup.getByLabel('Set the fees of')).toHaveValue(/.+/);
    await setup.getByLabel('Set the fees of').selectOption({ label: 'Card — Wirecard' });
    const oneTime = setup.getByRole('form', { name: 'One-Time revenue setup' });
    await expect(oneTime.getByRole('button', { name: 'Reset To Default' })).toHaveCount(0);
    await oneTime.getByLabel('Share (%)').fill('-1');
    await oneTime.getByLabel('Fixed fee').click();
    await expect(oneTime.getByText('Share percent must be greater than or equal to 0')).toBeVisible();
    await oneTime.getByLabel('Fixed fee').fill('0.30');
    await oneTime.getByLabel('Share (%)').fill('2.5');
    await expect(oneTime.getByRole('button', { name: 'Reset To Default' })).toBeVisible();
    await oneTime.getByRole('button', { name: 'Update Fees' }).click();
    await expectSuccess(page, 'Fees updated successfully.');
    await page.keyboard.press('Escape');

    const table = page.getByRole('table', { name: 'Payment methods' });
    await expect(table.getByRole('row').filter({ hasText: 'Direct Debit' })).toContainText('Stripe');
    // Wirecard now serves Card; Stripe stays as Card's standby gateway.
    await expect(table.getByRole('row').filter({ hasText: 'Stripe' }).filter({ hasText: 'standby' })).toHaveCount(1);

    await page.reload();
    await page.getByRole('button', { name: 'Commercials of Card through Wirecard' }).click();
    const fees = page.getByRole('dialog', { name: 'Commercials: Card through Wirecard' });
    const kept = fees.getByRole('form', { name: 'One-Time revenue setup' });
    await expect(kept.getByLabel('Fixed fee')).toHaveValue('0.3');
    await expect(kept.getByLabel('Share (%)')).toHaveValue('2.5');
    await kept.getByRole('button', { name: 'Reset To Default' }).click();
    await expect(kept.getByLabel('Share (%)')).toHaveValue('5.1');
    await expect(kept.getByRole('button', { name: 'Reset To Default' })).toHaveCount(0);
  });

  test('Stripe Connect: requested, approved by staff, denied once on Stripe’s page, then connected and disconnected', async ({ page, principals, sandbox }) => {
    await principals.open(page, owner, '/billing-plan/payment-settings');
    const panel = page.getByRole('region', { name: 'Stripe Connect' });
    await panel.getByRole('button', { name: 'Request Stripe Connect' }).click();
    await expect(page.getByText('A request for enabling Stripe Connect was sent to our support team, we will respond shortly.')).toBeVisible();
    await expect(panel).toContainText('Requested: our support team will approve or decline it.');

    // Platform staff approve the request (their own console is tested in the admin journeys).
    expect(await sandbox.statusOf('POST', '/v2/payments/approved-for-connect', { merchantID: '1', status: 'approve' }, staff.email)).toBe(200);
    await page.reload();
    await panel.getByRole('button', { name: 'Connect with Stripe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Connect your Stripe account' })).toBeVisible();
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/billing-plan/payment-settings');
    await expect(page.getByText('There was an error caused by Stripe connect, please try again later.')).toBeVisible();

    await panel.getByRole('button', { name: 'Connect with Stripe' }).click();
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/billing-plan/payment-settings');
    await expect(page.getByText('Stripe account connected.')).toBeVisible();
    await expect(panel).toContainText(/Connected: acct_[A-Za-z0-9]{16}/);
    await expect(page.getByRole('table', { name: 'Payment methods' }).getByRole('link', { name: /Stripe account acct_/ }).first()).toBeVisible();

    await panel.getByRole('button', { name: 'Disconnect Stripe' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect Stripe' }).click();
    await expect(page.getByText('Stripe account disconnected.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Connect with Stripe' })).toBeVisible();
  });

  test('follower1 sees its master’s setup read-only (the sandbox refuses its gateway writes); follower2 manages its own', async ({ page, principals, request }) => {
    await principals.open(page, follower1, '/billing-plan/payment-settings');
    await expect(page.getByText('Your payment setup is shared by your master account: it is shown here read-only.')).toBeVisible();
    const inherited = page.getByRole('table', { name: 'Payment methods' });
    await expect(inherited.getByRole('row').filter({ hasText: 'Card' })).toContainText('Stripe');
    await expect(page.getByRole('button', { name: 'Set gateway' })).toHaveCount(0);
    await expect(inherited.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    const { access_token: token } = await principals.tokensFor(follower1.email);
    const write = await request.post('/api/v2/payments/merchant-setup', {
      headers: { authorization: `Bearer ${token}` },
      data: { methodId: 1, paymentProviders: [{ paymentProviderId: 1, current: true }] },
    });
    expect(write.status()).toBe(403);

    await principals.open(page, follower2, '/billing-plan/payment-settings');
    const own = page.getByRole('table', { name: 'Payment methods' });
    await expect(own).toContainText('No payment method is set up yet.');
    await page.getByRole('button', { name: 'Set gateway' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set gateway' });
    await dialog.getByLabel('Method').selectOption({ label: 'Card' });
    await dialog.getByLabel('Gateway', { exact: true }).selectOption({ label: 'Stripe' });
    // follower2 has no NewPricing: one method per save.
    await expect(dialog.getByRole('button', { name: 'Add another method' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expectSuccess(page, 'Gateways saved successfully.');
    await expect(own.getByRole('row').filter({ hasText: 'Card' })).toContainText('Stripe');
  });
});

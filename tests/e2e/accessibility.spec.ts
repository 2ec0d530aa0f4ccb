import { ACCOUNT_DETAILS, ADMIN_LANDING, demoAccount, expectLoginPage } from './support/console';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';


test.describe('accessibility (axe-core, WCAG 2.2 AA): no serious or critical violation', () => {
  test('the public pages', async ({ page }) => {
    for (const [path, heading] of [
      ['/login', 'Log in to your account'],
      ['/register', undefined],
      ['/forgot-password', undefined],
      ['/new-password', undefined],
      ['/activate', undefined],
      ['/resend', undefined],
      ['/activation-message', undefined],
    ] as const) {
      await page.goto(path);
      if (heading) await expectLoginPage(page);
      else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, path);
    }
  });

  test('the dashboard, the reports screens and their dialogs', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await expectAccessible(page, '/dashboard');

    for (const path of ['/audience/reports', '/transactions/payments/reports', '/transactions/subscriptions/reports', '/access/reports']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Generate report' })).toBeVisible();
      await expectAccessible(page, path);
    }
    await page.getByRole('button', { name: 'Generate report' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the generate report dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Schedule report' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'the schedule report dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });

  // Split from the screens above: a dozen scans in one test came close to its time limit on a loaded machine.
  test('the payments list, the account pages and the 404 page', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await page.goto('/transactions/payments');
    await expect(page.getByRole('table', { name: 'Payments' })).toBeVisible();
    // Its links name more than they show (the type, the arrow); each name must contain the visible text (WCAG 2.5.3).
    await expectAccessible(page, '/transactions/payments', { alsoRules: ['label-content-name-mismatch'] });
    await page.getByRole('button', { name: 'Saved views' }).click();
    await expectAccessible(page, 'the saved views menu');

    for (const path of [ACCOUNT_DETAILS, `${ACCOUNT_DETAILS}/password`, '/404.html']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, path);
    }
  });

  test('the branding themes, a theme editor with its live preview, and a new theme', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'), '/settings/branding');
    await expect(page.getByRole('table', { name: 'Branding themes' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/settings/branding');
    await page.getByRole('link', { name: 'Edit Sandbox Media Night' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Preview' })).toBeVisible();
    await expectAccessible(page, 'the theme editor and its preview');
    await page.goto('/settings/branding/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New branding theme' })).toBeVisible();
    await expectAccessible(page, 'a new theme');
  });

  // The settings screens are split in three: twenty-two scans in one test ran out of its 180 s with two suites side by
  // side on two cores (both suites of the round of 2026-11-27 on 12b013c failed there, on the last scans).
  test('the sign-in settings and the country set dialog', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await page.goto('/settings/auth/geo-restrictions');
    await expect(page.getByRole('table', { name: 'Country sets' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/settings/auth/geo-restrictions');
    await page.getByRole('button', { name: 'Edit country set UK and Ireland' }).click();
    await expect(page.getByRole('dialog').getByRole('complementary')).toContainText('Last 90 days');
    await expectAccessible(page, 'the country set dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    for (const [path, ready] of [
      ['/settings/auth/social', 'Social buttons'],
      ['/settings/auth/oauth', 'Embed code'],
      ['/settings/auth/sessions', 'Sessions'],
      ['/settings/auth/custom-fields', 'Custom fields'],
      ['/settings/auth/domain-restrictions', 'Allowed domains'],
      ['/settings/auth/age-restrictions', 'Age verification'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready })).toBeVisible();
      await expectAccessible(page, path);
    }
    await page.goto('/settings/auth/custom-fields');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByRole('dialog', { name: 'Add custom field' }).getByLabel('Type').selectOption({ label: 'Select' });
    await expectAccessible(page, 'the add custom field dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    // A type was chosen: the dialog asks before dropping it.
    await expectAccessible(page, 'the discard question of a dialog form');
    await page.getByRole('dialog').getByRole('button', { name: 'Discard' }).click();
  });

  test('the integrations settings', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    for (const [path, ready] of [
      ['/settings/integrations/ovp-integrations', 'Video platforms'],
      ['/settings/integrations/ovp-integrations/jwplayer', 'Connection health'],
      ['/settings/integrations/ovp-integrations/brightcove', 'Connection health'],
      ['/settings/integrations/in-app-integrations', 'In-app integrations'],
      ['/settings/integrations/in-app-integrations/apple-in-app', 'Connection health'],
      ['/settings/integrations/in-app-integrations/paypal', 'Connection health'],
      ['/settings/integrations/third-party-integrations', 'Third-party integrations'],
      ['/settings/integrations/third-party-integrations/eventbrite', 'Connection health'],
      ['/settings/integrations/third-party-integrations/livelike', 'Connection health'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready })).toBeVisible();
      await expectAccessible(page, path);
    }
  });

  test('the restrictions and access codes tabs of an asset', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    await page.goto('/assets/edit/1?tab=restrictions');
    await expect(page.getByRole('form', { name: 'Restrictions' })).toBeVisible();
    await expectAccessible(page, 'the asset restrictions tab');
    await page.goto('/assets/edit/1?tab=codes');
    await expect(page.getByRole('table', { name: 'Access codes' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, 'the access codes tab');
    await page.getByRole('button', { name: 'New code' }).click();
    await expect(page.getByRole('dialog', { name: 'Create access code' })).toBeVisible();
    await expectAccessible(page, 'the create access code dialog');
  });

  test('the audience, transactions and access screens, the grant dialog, the job tray and the global search', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    for (const [path, ready] of [
      ['/audience', 'Audience'],
      ['/audience/segmentation', 'Segmentation'],
      ['/audience/segmentation-reports', 'Customers per probability of interaction'],
      ['/transactions/subscriptions', 'Subscriptions per country'],
      ['/access/bulk-actions', 'Failed rows: Grant access'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('table', { name: ready })).toBeVisible();
      await expectAccessible(page, path);
    }
    await page.goto('/audience/edit/3');
    await expect(page.getByRole('table', { name: 'Customer accesses' })).toBeVisible();
    await page.getByRole('button', { name: 'Grant access' }).click();
    await expect(page.getByRole('dialog', { name: 'Grant access' })).toBeVisible();
    await expectAccessible(page, 'the grant access dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Jobs' }).click();
    await expect(page.getByRole('region', { name: 'Jobs' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Search customers, payments and subscriptions' }).fill('example');
    await expect(page.getByRole('group', { name: 'Customers' })).toBeVisible();
    await expectAccessible(page, 'the job tray and the global search results');
  });

  test('the payment settings, the set gateway and fees dialogs, and the account screens of an agency', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'), '/billing-plan/payment-settings');
    await expect(page.getByRole('table', { name: 'Payment methods' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/billing-plan/payment-settings');
    await page.getByRole('button', { name: 'Set gateway' }).click();
    await page.getByRole('dialog', { name: 'Set gateway' }).getByLabel('Method').selectOption({ label: 'Ideal' });
    await expect(page.getByRole('dialog').getByRole('note')).toBeVisible();
    await expectAccessible(page, 'the set gateway dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Commercials of Card through Stripe' }).click();
    await expect(page.getByRole('dialog').getByRole('form', { name: 'One-Time revenue setup' })).toBeVisible();
    await expectAccessible(page, 'the fees dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/account/organisation');
    await expect(page.getByRole('table', { name: 'Members' })).toBeVisible();
    await expectAccessible(page, '/account/organisation');
    await principals.open(page, demoAccount('agency'), '/account/relate/related-accounts');
    await expect(page.getByRole('table', { name: 'Related accounts' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/account/relate/related-accounts');
    await page.goto('/account/relate/search?q=example');
    await expect(page.getByRole('table', { name: 'Search related accounts' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/account/relate/search');
  });

  test('the mail templates editor and its dialog', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'), '/emailtemplates');
    await expect(page.getByRole('table', { name: 'Mail templates' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/emailtemplates');
    await page.getByRole('button', { name: 'Add template' }).click();
    await expect(page.getByRole('dialog', { name: 'Add mail template' }).getByRole('complementary', { name: 'Preview' })).toBeVisible();
    await expectAccessible(page, 'the mail template dialog');
  });

  test('the admin area', async ({ page, principals }) => {
    await principals.open(page, demoAccount('staff'));
    await expect(page).toHaveURL((url) => url.pathname === ADMIN_LANDING);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, ADMIN_LANDING);
  });

  test('the webhooks, their add and edit dialogs, a webhook’s delivery log and the confirmations', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'), '/webhooks');
    await expect(page.getByRole('table', { name: 'Webhooks' })).toBeVisible();
    await expectAccessible(page, '/webhooks');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    // Leaving the empty endpoint shows its error first, so the Save button has stopped moving when it is clicked.
    await dialog.getByLabel('Endpoint').blur();
    await expect(dialog.getByText('*Required')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Choose at least one event.')).toBeVisible();
    await expectAccessible(page, 'the add webhook dialog, with its errors');
    await dialog.getByLabel('Endpoint').fill('https://axe.example/hook');
    await dialog.getByRole('checkbox', { name: 'Access granted' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('link', { name: 'Delivery log of https://axe.example/hook' }).click();
    await expect(page.getByRole('table', { name: 'Delivery log' })).toBeVisible();
    await expectAccessible(page, 'a webhook’s delivery log');
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit webhook' })).toBeVisible();
    await expectAccessible(page, 'the edit webhook dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('link', { name: 'Back to webhooks' }).click();
    await page.getByRole('button', { name: 'Delete all webhooks' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm your action' })).toBeVisible();
    await expectAccessible(page, 'the delete all webhooks confirmation');
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete!' }).click();
    await expect(page.getByRole('table', { name: 'Webhooks' })).toContainText('No webhooks yet.');
  });
});

import type { Page } from '@playwright/test';
import { PNG } from '../support/images';
import { demoAccount, expectLoginPage, userMenu } from './support/console';
import { createAsset } from './support/content';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

/** Who a journey runs as, named as the test titles say it. */
const ROLE_NAMES = { owner: 'owner', content: 'content manager' } as const;

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });


// The owner and the content manager may do the same with content (issue 8 acceptance 4): the principal matrix proves
// both may make every content call, and each journey below is walked by one of them (the owner the assets', the
// content manager the packages' and the templates'), since walking every one twice cost two minutes of each run.
test.describe('content: assets', () => {
  const who = 'owner';
  test(`the ${ROLE_NAMES[who]} creates a VOD video asset through the wizard, edits it, deletes it, finds it among the inactive assets and reactivates it`, async ({ page, principals }) => {
    const title = `E2E Harbour Documentary of ${who}`;
    await principals.open(page, demoAccount(who));
    await mainNavigation(page).getByRole('link', { name: 'Assets' }).click();
    await expect(page.getByRole('heading', { name: 'Assets', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Assets' }).getByRole('row')).toHaveCount(16);
    await expectAccessible(page, '/assets');

    await page.getByRole('button', { name: 'New asset' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create asset' });
    await expect(wizard.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expectAccessible(page, 'the asset creation wizard');
    await wizard.getByRole('radio', { name: /^VOD/ }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('radio', { name: 'Video' }).check();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByLabel('Title').fill(title);
    await wizard.getByRole('button', { name: 'Create asset' }).click();

    await expect(page).toHaveURL(/\/assets\/edit\/\d+$/);
    await expectSuccess(page, 'Asset successfully created.');
    await expect(page.getByRole('heading', { name: `Edit asset: ${title}` })).toBeVisible();
    await expect(page.getByLabel('Event type')).toHaveValue('vod');
    await expectAccessible(page, 'the asset edit screen');

    await page.getByLabel('Stream URL').fill('https://cdn.example.com/harbour.m3u8');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Asset successfully updated.');
    await page.reload();
    await expect(page.getByLabel('Stream URL')).toHaveValue('https://cdn.example.com/harbour.m3u8');

    await page.getByLabel('Cover image').setInputFiles({ name: 'harbour-cover.png', mimeType: 'image/png', buffer: PNG });
    const cover = page.getByRole('img', { name: 'Cover image preview' });
    await expect(cover).toBeVisible();
    // The image really loads from the sandbox's URL.
    await expect.poll(() => cover.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
    await page.reload();
    await expect(page.getByRole('img', { name: 'Cover image preview' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete asset' }).click();
    await page.getByRole('dialog', { name: 'Confirm your action' }).getByRole('button', { name: 'Yes, delete!' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/assets');
    await expectSuccess(page, 'Asset successfully deleted.');

    await page.getByLabel('Status').selectOption('inactive');
    await page.getByLabel('Keyword').fill(title);
    await page.getByLabel('Keyword').press('Enter');
    const table = page.getByRole('table', { name: 'Assets' });
    await expect(table.getByRole('row')).toHaveCount(2);
    await table.getByRole('button', { name: `Reactivate ${title}` }).click();
    await expectSuccess(page, 'Asset successfully reactivated.');
    await expect(table.getByText('No assets found.')).toBeVisible();

    await page.getByLabel('Status').selectOption('active');
    // The list cuts titles at 30 characters and keeps the whole one as the link text's tooltip.
    await expect(table.getByRole('link', { name: `${title.slice(0, 30)}…` }).getByTitle(title)).toBeVisible();
  });

  test(`the ${ROLE_NAMES[who]} prices an asset in people's words: a "4,99" EUR ppv fee for Germany chosen by name, a GBP subscription for the UK, a season fee with phases in start order, and a live price card`, async ({ page, principals }) => {
    await principals.open(page, demoAccount(who));
    await page.goto('/assets');
    await createAsset(page, { category: /^Live/, type: 'Video', title: `E2E Priced Final of ${who}` });
    await expect(page.getByRole('heading', { name: `Edit asset: E2E Priced Final of ${who}` })).toBeVisible();

    await page.getByRole('tab', { name: 'Pricing' }).click();
    await expect(page.getByText('No access fees yet: buyers cannot buy this asset.')).toBeVisible();
    const preview = page.getByRole('list', { name: 'Price card preview' });

    await page.getByRole('button', { name: 'Add access fee' }).click();
    let form = page.getByRole('form', { name: 'New access fee' });
    // Price, currency and period first; the rest waits under More options.
    const shown = form.locator('input:visible, select:visible');
    await expect(shown).toHaveCount(3);
    expect(await shown.evaluateAll((controls) => controls.map((control) => (control as unknown as { labels: ArrayLike<{ textContent: string | null }> | null }).labels?.[0]?.textContent))).toEqual(['Amount', 'Currency', 'Access type']);
    await form.getByLabel('Access type').selectOption({ label: 'Pay per view, 7 days' });
    await form.getByLabel('Amount').fill('4,99');
    // The preview follows the fee before it is saved.
    await expect(preview.getByRole('listitem', { name: '€4.99 Pay per view, 7 days' })).toContainText('Unsaved');
    await form.getByRole('button', { name: 'More options' }).click();
    await form.getByLabel('Trial days').fill('7');
    const country = form.getByRole('combobox', { name: 'Country', exact: true });
    await country.pressSequentially('Germ');
    await expect(form.getByRole('option', { name: 'Germany' })).toBeVisible();
    await country.press('Enter');
    await expect(country).toHaveValue('Germany');
    await page.getByLabel("Buyer's country").selectOption({ label: 'Germany' });
    await expect(preview.getByRole('listitem', { name: '€4.99 Pay per view, 7 days' })).toContainText('7-day free trial');
    await form.getByRole('button', { name: 'Save access fee' }).click();
    await expectSuccess(page, 'Asset successfully updated.');
    const fees = page.getByRole('table', { name: 'Access fees' });
    await expect(fees.getByRole('row', { name: /Pay per view, 7 days/ })).toContainText('€4.99');
    await expect(fees.getByRole('row', { name: /Pay per view, 7 days/ })).toContainText('Germany');

    await page.getByRole('button', { name: 'Add access fee' }).click();
    form = page.getByRole('form', { name: 'New access fee' });
    await form.getByLabel('Access type').selectOption({ label: 'Subscription, monthly' });
    await form.getByLabel('Amount').fill('9.99');
    await form.getByLabel('Currency').selectOption('GBP');
    await form.getByRole('button', { name: 'More options' }).click();
    await form.getByRole('combobox', { name: 'Country', exact: true }).pressSequentially('United K');
    await form.getByRole('option', { name: 'United Kingdom' }).click();
    await form.getByRole('button', { name: 'Save access fee' }).click();
    await expect(fees.getByRole('row')).toHaveCount(3);

    // The country picks the country-restricted price; the card reads as a buyer reads it.
    await expect(preview.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel("Buyer's country").selectOption({ label: 'United Kingdom' });
    await expect(preview.getByRole('listitem')).toHaveCount(1);
    await expect(preview.getByRole('listitem', { name: '£9.99 / month Subscription, monthly' })).toBeVisible();

    await page.getByRole('button', { name: 'Add access fee' }).click();
    form = page.getByRole('form', { name: 'New access fee' });
    await form.getByLabel('Access type').selectOption({ label: 'Season pass, 1 year' });
    await form.getByLabel('Amount').fill('99');
    await form.getByLabel('Season anchor date', { exact: true }).fill('2027-08-01T00:00');
    await form.getByLabel('Season price').fill('99');
    await form.getByRole('button', { name: 'Save access fee' }).click();
    const phases = page.getByRole('region', { name: 'Season phases' });
    await expect(phases.getByText('No phases yet.')).toBeVisible();
    for (const [price, starts, ends] of [
      ['59', '2027-12-01T00:00', '2028-03-01T00:00'],
      ['89', '2027-08-01T00:00', '2027-12-01T00:00'],
    ]) {
      const add = phases.getByRole('form', { name: 'Add phase' });
      await add.getByLabel('Phase price').fill(price);
      await add.getByLabel('Phase starts (UTC)', { exact: true }).fill(starts);
      await add.getByLabel('Phase ends (UTC)', { exact: true }).fill(ends);
      await add.getByRole('button', { name: 'Add phase' }).click();
      await expectSuccess(page, 'Season phase successfully created.');
    }
    await expect(phases.getByRole('table', { name: 'Season phases' }).getByRole('row')).toHaveCount(3);
    await expect(phases.getByRole('row').nth(1)).toContainText('2027/08/01 00:00');
    await expect(phases.getByRole('row').nth(2)).toContainText('2027/12/01 00:00');

    // The date picks the season phase.
    await page.getByLabel('Date (UTC)').fill('2027-12-24');
    await expect(preview.getByRole('listitem', { name: /^€59\.00 Season pass/ })).toContainText('Current season price €59.00');
    await page.getByLabel('Date (UTC)').fill('2027-09-01');
    await expect(preview.getByRole('listitem', { name: /^€89\.00 Season pass/ })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Pricing' })).toHaveAttribute('aria-selected', 'true');
    await expect(fees.getByRole('row')).toHaveCount(4);
    await expect(fees.getByRole('row', { name: /Pay per view, 7 days/ })).toContainText('€4.99');
    await expect(fees).toContainText('7 days');
    await expect(fees).toContainText('£9.99');
    await expectAccessible(page, 'the pricing tab');
    for (const tab of ['Event details', 'Donations', 'Gifts']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page, `the ${tab} tab`);
    }
  });

  test('the content manager lands on /assets, creates an asset and prices it', async ({ page, principals }) => {
    await principals.open(page, demoAccount('content'));
    await expect(page).toHaveURL((url) => url.pathname === '/assets');
    await createAsset(page, { category: /^Other/, type: 'HTML content', title: 'E2E Content Manager Article' });
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await page.getByRole('button', { name: 'Add access fee' }).click();
    const form = page.getByRole('form', { name: 'New access fee' });
    await form.getByLabel('Access type').selectOption({ label: 'Pay per view, 24 hours' });
    await form.getByLabel('Amount').fill('1.99');
    await form.getByRole('button', { name: 'Save access fee' }).click();
    await expect(page.getByRole('table', { name: 'Access fees' })).toContainText('€1.99');
  });

  test('customer support sees assets read-only; the analyst has no Content entry and /assets is closed to it', async ({ page, principals }) => {
    await principals.open(page, demoAccount('support'));
    await expect(page).toHaveURL((url) => url.pathname === '/assets');
    const table = page.getByRole('table', { name: 'Assets' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'New asset' })).toHaveCount(0);
    await table.getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByText('You can view this asset but not change it.')).toBeVisible();
    // Issue 24: the heading says View only and the values read as text, not as disabled inputs.
    await expect(page.getByRole('heading', { level: 1, name: /^View only — asset: / })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Details' }).getByRole('textbox')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete asset' })).toHaveCount(0);

    await userMenu(page, demoAccount('support')).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectLoginPage(page);
    await principals.open(page, demoAccount('analyst'));
    await expect(mainNavigation(page).getByRole('link', { name: 'Assets' })).toHaveCount(0);
    await page.goto('/assets');
    await expect(page).toHaveURL((url) => url.pathname !== '/assets');
  });
});

test.describe('content: packages', () => {
  const who = 'content';
  test(`the ${ROLE_NAMES[who]} creates a package, adds three assets in bulk, removes one, and the count follows`, async ({ page, principals }) => {
    await principals.open(page, demoAccount(who));
    await page.goto('/assets');
    await page.getByRole('link', { name: 'Packages' }).click();
    await expect(page.getByRole('heading', { name: 'Packages', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Packages' }).getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page, '/assets/packages');

    await page.getByRole('button', { name: 'New package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create package' });
    await dialog.getByLabel('Title').fill(`E2E Weekend Bundle of ${who}`);
    await dialog.getByRole('button', { name: 'Create package' }).click();
    await expect(page).toHaveURL(/\/assets\/packages\/edit\/\d+$/);
    await expectSuccess(page, 'Package successfully created.');

    await page.getByRole('tab', { name: 'Assets' }).click();
    await expect(page.getByText('0 assets in this package')).toBeVisible();
    const outside = page.getByRole('region', { name: 'Assets to add' });
    const checkboxes = outside.getByRole('checkbox');
    for (const index of [0, 1, 2]) await checkboxes.nth(index).check();
    await outside.getByRole('button', { name: 'Add selected' }).click();
    await expectSuccess(page, 'Package assets successfully updated.');
    await expect(page.getByText('3 assets in this package')).toBeVisible();

    const inside = page.getByRole('region', { name: 'Assets in this package' });
    await expect(inside.getByRole('checkbox')).toHaveCount(3);
    await inside.getByRole('checkbox').first().check();
    await inside.getByRole('button', { name: 'Remove selected' }).click();
    await expect(page.getByText('2 assets in this package')).toBeVisible();
    await expect(inside.getByRole('checkbox')).toHaveCount(2);

    await page.reload();
    await expect(page.getByText('2 assets in this package')).toBeVisible();
    await expectAccessible(page, 'the package assets tab');
  });
});

test.describe('content: templates', () => {
  const who = 'content';
  test(`the ${ROLE_NAMES[who]} creates a template with a price and a geo restriction, then an asset from it that carries both`, async ({ page, principals }) => {
    await principals.open(page, demoAccount(who));
    await page.goto('/assets/templates');
    await expect(page.getByRole('table', { name: 'Templates' }).getByRole('row', { name: /Monthly Series/ })).toBeVisible();
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create template' });
    await dialog.getByLabel('Name').fill(`E2E Cup Template of ${who}`);
    await dialog.getByRole('button', { name: 'Create template' }).click();
    await expectSuccess(page, 'Template successfully created.');

    await page.getByRole('tab', { name: 'Prices' }).click();
    await page.getByRole('button', { name: 'Add access fee' }).click();
    const form = page.getByRole('form', { name: 'New access fee' });
    await form.getByLabel('Access type').selectOption({ label: 'Pay per view, 7 days' });
    await form.getByLabel('Amount').fill('3.49');
    await form.getByRole('button', { name: 'Save access fee' }).click();
    await expectSuccess(page, 'Price option successfully created.');

    await page.getByRole('tab', { name: 'Restrictions' }).click();
    const restriction = page.getByRole('form', { name: 'Add restriction' });
    await restriction.getByLabel('Category').selectOption('geo');
    await restriction.getByLabel('Country set').selectOption({ label: 'UK and Ireland' });
    await restriction.getByRole('button', { name: 'Add restriction' }).click();
    await expect(page.getByRole('table', { name: 'Restrictions' }).getByRole('row', { name: /Geo \(country set\) UK and Ireland/ })).toBeVisible();
    await expectAccessible(page, 'the template edit screen');

    await page.goto('/assets');
    await createAsset(page, { category: /^VOD/, type: 'Video', title: `E2E From Template of ${who}`, template: `E2E Cup Template of ${who}` });
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await expect(page.getByRole('table', { name: 'Access fees' })).toContainText('€3.49');
    await page.getByRole('tab', { name: 'Restrictions' }).click();
    await expect(page.getByRole('form', { name: 'Restrictions' }).getByLabel('Country set')).toHaveValue('1');
    await expect(page.getByRole('form', { name: 'Restrictions' }).getByLabel('Country set').locator('option:checked')).toHaveText(/UK and Ireland/);
  });
});

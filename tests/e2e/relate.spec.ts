import { demoAccount, expectLoginPage, signIn, userMenu } from './support/console';
import { expect, test } from './support/fixtures';

const agency = demoAccount('agency');
const follower1 = demoAccount('follower1');

test.describe('an agency and its related accounts', () => {
  test("the agency signs in as follower1 from the top bar's menu and back; relates a new account, changes what it shares and removes it", async ({ page, sandbox }) => {
    const customers = await sandbox.getJson<{ collection: { email: string }[] }>('/v2/customers?page=1&size=15', follower1.email);
    // A sign-in of its own: going back to the master refreshes this session's tokens, which no other journey shares.
    await signIn(page, agency);

    await page.getByRole('button', { name: 'Related accounts' }).click();
    const menu = page.getByRole('menu', { name: 'Related accounts' });
    await expect(menu.getByRole('menuitem', { name: 'Follower One Studios (follower1@sandbox.test)' })).toBeEnabled();
    await expect(menu.getByRole('menuitem', { name: 'Follower Two Films (follower2@sandbox.test)' })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Follower One Studios (follower1@sandbox.test)' }).click();

    // The page reloads into follower1's account, with the way back.
    await expect(userMenu(page, follower1)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to master' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audience' }).click();
    await expect(page.getByRole('table', { name: 'Audience' })).toContainText(customers.collection[0].email);

    await page.getByRole('button', { name: 'Back to master' }).click();
    await expect(userMenu(page, agency)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back to master' })).toHaveCount(0);

    await page.goto('/account/relate');
    const form = page.getByRole('form', { name: 'Relate a new merchant account' });
    await form.getByLabel('Full name').fill('Rita Related');
    await form.getByLabel('E-mail').fill('rita.related@sandbox.test');
    await form.getByLabel('Company').fill('Rita Films');
    await form.getByLabel('Password', { exact: true }).fill('Related-Pass-2026');
    await form.getByLabel('Confirm password').fill('Related-Pass-2026');
    await form.getByRole('checkbox', { name: 'Email templates' }).check();
    await form.getByRole('button', { name: 'Relate account' }).click();
    await expect(page.getByText('Successfully related a new merchant account.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/account/relate/related-accounts');
    const row = page.getByRole('table', { name: 'Related accounts' }).getByRole('row').filter({ hasText: 'rita.related@sandbox.test' });
    await expect(row).toContainText('Payment setup, Email templates');

    await row.getByRole('button', { name: 'Edit scopes of rita.related@sandbox.test' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit relation' });
    await dialog.getByRole('checkbox', { name: 'Payment setup' }).uncheck();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully updated relation.')).toBeVisible();
    await expect(row).toContainText('Email templates');
    await expect(row).not.toContainText('Payment setup');

    await row.getByRole('button', { name: 'Remove rita.related@sandbox.test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByText('Successfully removed related account.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});

test.describe('the agency cockpit', () => {
  test("a search across the related accounts opens follower1's customer in a new tab, signed in there as follower1, while the first tab stays the agency's", async ({ page, sandbox }) => {
    const [paid] = (await sandbox.getJson<{ collection: { consumerEmail: string; consumerId: number }[] }>('/v2/accounting/transactions?page=1&size=1', follower1.email)).collection;
    const part = paid.consumerEmail.slice(0, paid.consumerEmail.indexOf('@'));
    // A sign-in of its own: the journey logs out, which ends only the session it ends.
    await signIn(page, agency);

    await page.getByRole('button', { name: 'Related accounts' }).click();
    await page.getByRole('menu', { name: 'Related accounts' }).getByRole('menuitem', { name: 'Search related accounts' }).click();
    await page.getByLabel('Customer e-mail, name or transaction token').fill(part);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const results = page.getByRole('table', { name: 'Search related accounts' });
    const customerRow = results.getByRole('row').filter({ hasText: 'Customer' }).filter({ hasText: paid.consumerEmail });
    await expect(customerRow).toContainText('Follower One Studios');

    const opening = page.context().waitForEvent('page');
    await customerRow.getByRole('button', { name: `Open customer ${paid.consumerEmail} of Follower One Studios in a new tab` }).click();
    const tab = await opening;
    await expect(tab.getByRole('status').filter({ hasText: 'Acting as Follower One Studios in this tab' })).toBeVisible();
    await expect(tab).toHaveURL((url) => url.pathname === `/audience/edit/${paid.consumerId}`);
    await expect(userMenu(tab, follower1)).toBeVisible();
    await expect(tab.getByRole('main')).toContainText(paid.consumerEmail);

    // The first tab is still the agency's, after a reload too, with no way "back" to take.
    await page.reload();
    await expect(userMenu(page, agency)).toBeVisible();
    await expect(page.getByText('Acting as Follower One Studios in this tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Back to master' })).toHaveCount(0);

    // Logging out in the new tab ends follower1's session there only: the tab is the agency's again.
    await userMenu(tab, follower1).click();
    await tab.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(userMenu(tab, agency)).toBeVisible();
    await expect(tab.getByText('Acting as Follower One Studios in this tab')).toHaveCount(0);
    await page.reload();
    await expect(userMenu(page, agency)).toBeVisible();

    // The agency's own logout ends a tab acting for it as well.
    await page.goto(`/account/relate/search?q=${encodeURIComponent(part)}`);
    const second = page.context().waitForEvent('page');
    await page.getByRole('button', { name: `Open customer ${paid.consumerEmail} of Follower One Studios in a new tab` }).click();
    const acting = await second;
    await expect(userMenu(acting, follower1)).toBeVisible();
    await userMenu(page, agency).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectLoginPage(page);
    await expectLoginPage(acting);
  });
});

import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';

const owner = demoAccount('owner');
const analyst = demoAccount('analyst');
const other = demoAccount('other');

test.describe('the side nav’s ways out (issue 25)', () => {
  test('the owner opens the landing page builder in a new tab, signed in there by the hand-off, and the support site', async ({ page, principals }) => {
    await principals.open(page, owner);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    const builder = page.context().waitForEvent('page');
    await nav.getByRole('link', { name: 'Landing page builder (opens in a new tab)' }).click();
    const builderTab = await builder;
    await expect(builderTab.getByRole('heading', { level: 1, name: 'Landing page builder' })).toBeVisible();
    await expect(builderTab.getByText('Signed in as Olivia Owner (owner@sandbox.test)')).toBeVisible();
    expect(new URL(builderTab.url()).pathname).toBe('/api/_sandbox/pagebuilder');

    const support = page.context().waitForEvent('page');
    await nav.getByRole('link', { name: 'Support (opens in a new tab)' }).click();
    const supportTab = await support;
    await expect(supportTab.getByRole('heading', { level: 1, name: 'Boxoffice support' })).toBeVisible();
    expect(new URL(supportTab.url()).pathname).toBe('/api/_sandbox/support');

    // ThoughtSpot is another merchant's: the owner gets the 404 page.
    await page.goto('/thoughtspot');
    await expect(page.getByText('Looks like you got lost')).toBeVisible();
  });

  test('an analyst has no page builder', async ({ page, principals }) => {
    await principals.open(page, analyst);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Support (opens in a new tab)' })).toBeVisible();
    await expect(nav.getByRole('link', { name: /Landing page builder/ })).toHaveCount(0);
  });

  test('the configured merchant sees its ThoughtSpot placeholder', async ({ page, principals }) => {
    await principals.open(page, other);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'ThoughtSpot' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ThoughtSpot' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact support (opens in a new tab)' })).toBeVisible();
  });
});

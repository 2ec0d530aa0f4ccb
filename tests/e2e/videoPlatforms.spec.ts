import { demoAccount } from './support/console';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { nextSubscribedSocket } from './support/realtime';
import { expectSuccess } from './support/notices';

test.describe('video platforms', () => {
  test('the owner connects JW Player, imports 5 videos as assets with their keys, and a re-import updates them', async ({ page, principals }) => {
    const subscribed = nextSubscribedSocket(page);
    await principals.open(page, demoAccount('owner'));
    await subscribed;
    await page.goto('/settings/auth/geo-restrictions');
    await page.getByRole('navigation', { name: 'Section navigation' }).getByRole('link', { name: 'Integrations' }).click();
    await page.getByRole('link', { name: 'JW Player' }).click();
    const connection = page.getByRole('form', { name: 'Connection' });
    await connection.getByLabel('API key').fill('SbxKey01');
    await connection.getByLabel('API secret').fill('sandbox-secret-1');
    await connection.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'External account successfully connected.');

    const table = page.getByRole('table', { name: 'Videos' });
    await expect(table.getByRole('row')).toHaveCount(16);
    await expect(page.getByText('48 videos')).toBeVisible();
    const rows = table.getByRole('row');
    const titles: string[] = [];
    for (const index of [1, 2, 3, 4, 5]) {
      titles.push((await rows.nth(index).getByRole('cell').nth(2).textContent()) ?? '');
      await rows.nth(index).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: 'Import selected (5)' }).click();
    // The import's progress bar shows only while it runs, which can be shorter than a look at it (the component test
    // covers it): the journey waits for the outcome.
    await expect(page).toHaveURL((url) => url.pathname === '/assets');
    // The platform's outcome also arrives over realtime.
    await expectSuccess(page, 'Video platform sync successfully completed.');

    await page.goto('/settings/integrations/ovp-integrations/jwplayer');
    const links = table.getByRole('link', { name: /^#\d+$/ });
    await expect(links).toHaveCount(5);
    const ids = await links.allTextContents();
    const firstKey = (await rows.nth(1).getByRole('img').getAttribute('src'))?.match(/([A-Za-z0-9]{8})\.svg$/)?.[1];
    await links.first().click();
    await expect(page.getByRole('heading', { name: `Edit asset: ${titles[0]}` })).toBeVisible();
    await expect(page.getByLabel('External asset id')).toHaveValue(firstKey ?? 'missing');
    // Syncing from the asset's details brings back the platform's title and reloads the details.
    await page.getByLabel('Title').fill('E2E renamed import');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Edit asset: E2E renamed import' })).toBeVisible();
    await page.getByRole('button', { name: 'Sync from JW Player' }).click();
    await expect(page.getByRole('heading', { name: `Edit asset: ${titles[0]}` })).toBeVisible();

    // Importing the same five again, now setting the player on them too, updates the five assets.
    await page.goto('/settings/integrations/ovp-integrations/jwplayer');
    for (const index of [1, 2, 3, 4, 5]) await rows.nth(index).getByRole('checkbox').check();
    await page.getByLabel('Player', { exact: true }).selectOption({ label: 'Branded player with ads' });
    await page.getByLabel('Also set this player on videos imported before').check();
    await page.getByRole('button', { name: 'Import selected (5)' }).click();
    await expect(page.getByText('Import finished: 0 new, 5 updated.')).toBeVisible();
    await expect(links).toHaveText(ids);
  });

  test('the owner picks two Panopto sessions on its chooser, and they arrive as assets over realtime', async ({ page, principals }) => {
    const subscribed = nextSubscribedSocket(page);
    await principals.open(page, demoAccount('owner'));
    await subscribed;
    await page.goto('/settings/integrations/ovp-integrations');
    await page.getByRole('list', { name: 'Online video platforms' }).getByRole('link', { name: 'Panopto' }).click();
    const connection = page.getByRole('form', { name: 'Connection' });
    await connection.getByLabel('Server (host name)').fill('demo.hosted.panopto.com');
    await connection.getByLabel('Client ID').fill('pan-client');
    await connection.getByLabel('Client secret').fill('pan-secret-1');
    await connection.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Connected with Server (host name) demo.hosted.panopto.com.')).toBeVisible();
    await expect(page.getByText('52 videos')).toBeVisible();

    const opened = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Open the Panopto session chooser (opens in a new window)' }).click();
    const chooser = await opened;
    const sessions = chooser.getByRole('group', { name: 'Sessions' }).getByRole('checkbox');
    await sessions.nth(0).check();
    await sessions.nth(1).check();
    await expectAccessible(chooser, 'the Panopto session chooser');
    await chooser.getByRole('button', { name: 'Insert sessions' }).click();
    await expect(chooser.getByRole('status')).toHaveText('2 sessions sent to Boxoffice. You can close this window.');
    await chooser.close();

    await expectSuccess(page, 'Panopto content successfully synced.');
    await expect(page.getByRole('table', { name: 'Videos' }).getByRole('link', { name: /^#\d+$/ })).toHaveCount(2);
  });

  test('a Qbrick that does not answer is named as such, and its library shows once it answers again', async ({ page, sandbox, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await page.goto('/settings/integrations/ovp-integrations/qbrick');
    const connection = page.getByRole('form', { name: 'Connection' });
    await connection.getByLabel('Account ID').fill('AccQ1');
    await connection.getByLabel('Client ID').fill('qb-client');
    await connection.getByLabel('Client secret').fill('qb-secret-1');
    await sandbox.configure({ unreachable_platforms: ['qbrick'] });
    await connection.getByRole('button', { name: 'Save' }).click();
    const noAnswer = 'There was an issue with establishing connection to the Qbrick account. Please try again.';
    await expect(page.getByRole('alert').filter({ hasText: 'ERROR' }).filter({ hasText: noAnswer })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Library' }).getByRole('alert')).toContainText(noAnswer);
    await sandbox.configure({ unreachable_platforms: [] });
    await page.reload();
    await expect(page.getByRole('table', { name: 'Videos' }).getByRole('row')).toHaveCount(16);
    await expect(page.getByText('40 videos')).toBeVisible();
  });
});

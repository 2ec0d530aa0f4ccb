import { PNG } from '../support/images';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

const follower2 = demoAccount('follower2');

test.describe('the account screen', () => {
  test('an avatar chosen on /account/details is previewed, uploaded, and shows in the top bar after a reload', async ({ page, principals }) => {
    await principals.open(page, follower2, '/account/details');
    await expect(page.getByText('No avatar yet.')).toBeVisible();
    await page.getByLabel('Avatar image').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Chosen image' })).toBeVisible();
    await page.getByRole('button', { name: 'Upload avatar' }).click();
    await expectSuccess(page, 'Avatar successfully updated.');
    await expect(page.getByRole('img', { name: 'Current avatar' })).toBeVisible();

    await page.reload();
    const avatar = page.getByRole('banner').getByRole('img', { name: 'Your avatar' });
    await expect(avatar).toBeVisible();
    // The image is served: it has a size once loaded.
    await expect.poll(() => avatar.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  });
});

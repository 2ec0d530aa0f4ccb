import { DEMO_ACCOUNTS, signIn } from './support/console';
import { test } from './support/fixtures';

test.describe('demo accounts', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.email} signs in and lands in the ${account.area} area`, async ({ page }) => {
      await signIn(page, account);
    });
  }
});

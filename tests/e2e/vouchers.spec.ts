import type { Locator, Page } from '@playwright/test';
import { OUTCOMES } from '../../src/constants/messages/outcomes';
import { expectAccessible } from './support/axe';
import { demoAccount } from './support/console';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { nextSubscribedSocket } from './support/realtime';
import { expectSuccess, expectNoSuccess, partlyDoneNotice } from './support/notices';

const list = (page: Page, side: 'Available' | 'Added', what: string) => page.getByRole('list', { name: `${side} ${what}` });

/**
 * A mouse drag as react-beautiful-dnd needs it: press, move a little to lift, travel, drop. Each step waits for the
 * library's own screen-reader announcement of it (lifted; moved to the target list), not for time.
 */
async function dragByMouse(page: Page, handle: Locator, target: Locator): Promise<void> {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  const targetId = await target.getAttribute('data-rbd-droppable-id');
  if (!from || !to || !targetId) throw new Error('nothing to drag');
  const announcement = page.locator('[id^="rbd-announcement"]');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  await expect(announcement).toContainText('You have lifted an item');
  await page.mouse.move(to.x + to.width / 2, to.y + 20, { steps: 20 });
  await expect(announcement).toContainText(`to list ${targetId} in position`);
  await page.mouse.up();
}

test.describe('promotions: vouchers', () => {
  test('the owner creates SPRING-25, drags two assets (by mouse and by keyboard) and a package into its rules, drags one back, and removes them all after confirming', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Vouchers' }).click();
    await expect(page.getByRole('heading', { name: 'Vouchers', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'New voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create voucher' });
    await dialog.getByLabel('Name').fill('Spring 25');
    await dialog.getByLabel('Code', { exact: true }).fill('SPRING-25');
    await dialog.getByLabel('Discount (%)').fill('25');
    await dialog.getByLabel('Discount period').selectOption('repeating');
    await dialog.getByLabel('Duration (months)').fill('3');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: 'Edit voucher: Spring 25' })).toBeVisible();
    await expect(page).toHaveURL(/\/vouchers\/edit\/\d+$/);
    await expect(page.getByText('SPRING-25')).toBeVisible();

    const available = list(page, 'Available', 'assets');
    const added = list(page, 'Added', 'assets');
    await expect(available.getByRole('listitem')).toHaveCount(15);
    const firstTitle = (await available.getByRole('listitem').first().locator('span').nth(1).textContent()) ?? '';
    await dragByMouse(page, available.getByRole('listitem').first().getByRole('button', { name: /^Drag / }), added);
    await expect(added.getByRole('listitem')).toHaveCount(1);
    await expect(added).toContainText(firstTitle);

    // From the keyboard: lift with space, move across with the right arrow, drop with space.
    const secondHandle = available.getByRole('listitem').first().getByRole('button', { name: /^Drag / });
    const secondTitle = ((await secondHandle.getAttribute('aria-label')) ?? '').replace(/^Drag /, '');
    await secondHandle.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
    await expect(added.getByRole('listitem')).toHaveCount(2);
    await expect(added).toContainText(secondTitle);

    await page.getByRole('tab', { name: 'Packages' }).click();
    const packages = list(page, 'Available', 'packages');
    const packageTitle = ((await packages.getByRole('listitem').first().getByRole('button', { name: /^Drag / }).getAttribute('aria-label')) ?? '').replace(/^Drag /, '');
    await dragByMouse(page, packages.getByRole('listitem').first().getByRole('button', { name: /^Drag / }), list(page, 'Added', 'packages'));
    await expect(list(page, 'Added', 'packages')).toContainText(packageTitle);

    // One asset back to Available; after a reload the rules are as left.
    await page.getByRole('tab', { name: 'Assets' }).click();
    await dragByMouse(page, added.getByRole('listitem').first().getByRole('button', { name: /^Drag / }), available);
    await expect(added.getByRole('listitem')).toHaveCount(1);
    await page.reload();
    await expect(list(page, 'Added', 'assets').getByRole('listitem')).toHaveCount(1);
    await expect(list(page, 'Added', 'assets')).toContainText(secondTitle);
    await expectAccessible(page, 'the voucher editor');

    await page.getByRole('button', { name: 'Remove all' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove all rules' });
    await expect(confirm).toContainText('Remove every assets rule from this voucher?');
    await confirm.getByRole('button', { name: 'Remove all' }).click();
    await expect(list(page, 'Added', 'assets').getByRole('listitem')).toHaveCount(0);
    await page.getByRole('tab', { name: 'Packages' }).click();
    await expect(list(page, 'Added', 'packages').getByRole('listitem')).toHaveCount(1);
  });

  test('the owner imports 30 e-mail rules of which 2 are invalid: progress, "28 imported, 2 refused" (not a success), 28 e-mails, and the 2 refused', async ({ page, principals }) => {
    const ready = nextSubscribedSocket(page);
    await principals.open(page, demoAccount('owner'));
    await ready;
    await page.goto('/vouchers');
    await page.getByRole('link', { name: 'Partner offer 14' }).click();
    await page.getByRole('tab', { name: 'E-mails' }).click();
    const csv = ['email', ...Array.from({ length: 28 }, (_, index) => `e2e.buyer${index + 1}@example.com`), 'not-an-address', 'also@wrong'].join('\n');
    await page.getByLabel('E-mails file (CSV)').setInputFiles({ name: 'partner-emails.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Import e-mails' }).click();
    await expectSuccess(page, 'Upload in progress');
    await expect(partlyDoneNotice(page, OUTCOMES.partly(28, 2))).toBeVisible();
    await expectNoSuccess(page, 'Voucher rules successfully imported.');
    await expect(page.getByText('15 of 28')).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('list', { name: 'Added e-mails' }).getByRole('listitem')).toHaveCount(28);

    const failed = page.getByRole('table', { name: 'Files of refused e-mails' });
    await expect(failed.getByRole('row')).toHaveCount(2);
    const download = page.waitForEvent('download');
    await failed.getByRole('button', { name: /^Download / }).click();
    const file = await readFile(await (await download).path());
    expect(file.toString('utf8').trim().split('\r\n')).toEqual(['email,reason', 'not-an-address,This is not an e-mail address.', 'also@wrong,This is not an e-mail address.']);
  });

  test("the owner limits a voucher to two of an asset's price options, each choice saved as it is made, and the choice stays after a reload", async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await page.goto('/vouchers?q=Spring%20sale');
    await page.getByRole('link', { name: 'Spring sale' }).click();
    await expect(page.getByRole('status', { name: 'Scope' })).toHaveText(/^Applies to: 2 assets/);
    const fees = page.getByRole('region', { name: 'Access fees per asset' });
    await expect(fees.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(fees.getByLabel('All price options')).toBeChecked();
    await fees.getByLabel('Only the chosen price options').check();
    const options = fees.getByRole('checkbox');
    await expect(options).not.toHaveCount(0);
    const labels = await options.evaluateAll((boxes) => boxes.map((box) => box.labels?.[0]?.textContent ?? ''));
    await options.nth(0).check();
    await expectSuccess(page, 'Voucher access fees successfully saved.');
    await expect(options.nth(1)).toBeEnabled();
    const second = page.waitForResponse((answer) => answer.request().method() === 'PATCH' && answer.url().includes('/access-fees'));
    await options.nth(1).check();
    expect((await second).ok()).toBe(true);
    await page.reload();
    await expect(fees.getByLabel('Only the chosen price options')).toBeChecked();
    await expect(fees.getByLabel(labels[0])).toBeChecked();
    await expect(fees.getByLabel(labels[1])).toBeChecked();
    if (labels.length > 2) await expect(fees.getByLabel(labels[2])).not.toBeChecked();
  });

  test('the owner creates an in-app offer for iOS, and finds the gift vouchers bought as gifts', async ({ page, principals }) => {
    await principals.open(page, demoAccount('owner'));
    await page.goto('/vouchers');
    await page.getByRole('link', { name: 'In-app introductory offers' }).click();
    await page.getByRole('button', { name: 'New in-app offer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create in-app offer' });
    await dialog.getByLabel('Application').selectOption('ios');
    await dialog.getByLabel('Name').fill('iOS launch week');
    await dialog.getByLabel('Code', { exact: true }).fill('IOS-LAUNCH');
    await dialog.getByLabel('Discount (%)').fill('50');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/vouchers\/in-app\/edit\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Edit in-app offer: iOS launch week' })).toBeVisible();
    await expect(page.getByText('iOS (App Store)')).toBeVisible();

    await page.goto('/vouchers');
    await page.getByRole('link', { name: 'Gift vouchers' }).click();
    const gifts = page.getByRole('table', { name: 'Gift vouchers' });
    await expect(gifts.getByRole('row').nth(1)).toContainText('GIFT-');
    await expectAccessible(page, '/vouchers/gifts');
  });

  test('customer support reads the vouchers but cannot add or change one', async ({ page, principals }) => {
    await principals.open(page, demoAccount('support'));
    await page.goto('/vouchers?q=Spring%20sale');
    await expect(page.getByRole('table', { name: 'Vouchers' }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'New voucher' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Spring sale' }).click();
    await expect(page.getByText('You can view this voucher but not change it.')).toBeVisible();
    await expect(list(page, 'Added', 'assets').getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Drag / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });
});

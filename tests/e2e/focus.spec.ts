import type { Page } from '@playwright/test';
import type { CustomersPage } from '../../src/api/audienceTypes';
import { FOCUSABLE } from '../../src/components/focusable';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';

interface FocusedElement {
  compareDocumentPosition(other: unknown): number;
}
interface PageDocument {
  activeElement: FocusedElement | null;
  body: unknown;
  querySelector(selector: string): FocusedElement | null;
  querySelectorAll(selector: string): ArrayLike<FocusedElement>;
}

/** Whether focus is on the first control that follows the page's heading. */
const onFirstControlAfterHeading = (page: Page) =>
  page.evaluate(
    ({ selector }) => {
      // The test files compile without the DOM library: the page's document is typed here.
      const doc = (globalThis as unknown as { document: PageDocument }).document;
      const heading = doc.querySelector('main h1');
      if (!heading) return false;
      // 4: DOCUMENT_POSITION_FOLLOWING.
      const first = Array.from(doc.querySelectorAll(selector)).find((element) => (heading.compareDocumentPosition(element) & 4) !== 0);
      return first !== undefined && first === doc.activeElement;
    },
    { selector: FOCUSABLE },
  );

test.describe('focus after a navigation and after a row action (issue 24, acceptance 7)', () => {
  test('navigating to a customer puts focus on the heading, one Tab reaches the first control after it; after a revoke focus stays in the access table', async ({ page, sandbox, principals }) => {
    const customer = (await sandbox.getJson<CustomersPage>('/v2/customers?page=1&size=50&active=true')).collection[21];
    const assets = (await sandbox.getJson<{ collection: { id: number; title: string }[] }>('/items/collection?page=1&limit=30&is_active=true')).collection.slice(5, 7);
    for (const asset of assets) {
      // 409: the seed had granted it already, which serves as well.
      expect([200, 201, 409]).toContain(await sandbox.statusOf('POST', '/items/access', { consumer_id: String(customer.id), item_id: String(asset.id) }, 'owner@sandbox.test'));
    }
    await principals.open(page, demoAccount('owner'), '/audience');
    await page.getByLabel('Keyword').fill(customer.email);
    await page.getByLabel('Keyword').press('Enter');
    await page.getByRole('table', { name: 'Audience' }).getByRole('link', { name: customer.email }).click();
    const heading = page.getByRole('heading', { level: 1, name: `Customer details: ${customer.email}` });
    await expect(heading).toBeFocused();
    const accesses = page.getByRole('table', { name: 'Customer accesses' });
    await expect(accesses.getByRole('button', { name: `Revoke access to ${assets[0].title}` })).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await onFirstControlAfterHeading(page)).toBe(true);

    await accesses.getByRole('button', { name: `Revoke access to ${assets[0].title}` }).click();
    await page.getByRole('dialog', { name: 'Revoke access' }).getByRole('button', { name: 'Revoke access' }).click();
    await expect(accesses.getByRole('button', { name: `Revoke access to ${assets[0].title}` })).toHaveCount(0);
    // Focus is on a control of the access table (the row now in its place), not on the page's body.
    await expect(accesses.locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => {
      // The test files compile without the DOM library: the page's document is typed here.
      const doc = (globalThis as unknown as { document: PageDocument }).document;
      return doc.activeElement === doc.body;
    })).toBe(false);
  });
});

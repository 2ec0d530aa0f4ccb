import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface NewAsset {
  /** The wizard's content category radio, e.g. /^VOD/. */
  category: RegExp;
  /** The asset type radio, e.g. 'Video'. */
  type: string;
  title: string;
  /** A template's name to start from. */
  template?: string;
  /** The button that opens the wizard: 'New asset' in the toolbar unless told (an empty list's 'Create an asset'). */
  openWith?: string;
}

/** Creates an asset through the wizard from the page the 'New asset' button is on; ends on its edit screen. */
export async function createAsset(page: Page, { category, type, title, template, openWith = 'New asset' }: NewAsset): Promise<void> {
  await page.getByRole('button', { name: openWith }).click();
  const wizard = page.getByRole('dialog', { name: 'Create asset' });
  await wizard.getByRole('radio', { name: category }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: type }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Title').fill(title);
  if (template) await wizard.getByLabel('Start from a template (optional)').selectOption({ label: template });
  await wizard.getByRole('button', { name: 'Create asset' }).click();
  await expect(page.getByText('Asset successfully created.')).toBeVisible();
}

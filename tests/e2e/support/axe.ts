import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export interface AxeChecks {
  /** Rules axe leaves off by default (experimental ones such as `label-content-name-mismatch`) to run as well. */
  alsoRules?: readonly string[];
}

/** axe-core over the whole page as it stands; any serious or critical violation fails, with what and where. */
export async function expectAccessible(page: Page, what: string, { alsoRules = [] }: AxeChecks = {}): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (alsoRules.length > 0) builder.options({ rules: Object.fromEntries(alsoRules.map((rule) => [rule, { enabled: true }])) });
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(blocking, `axe on ${what}`).toEqual([]);
}

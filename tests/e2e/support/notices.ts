import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { NOTICE_TITLES } from '../../../src/constants/messages';

/**
 * A success notice goes after 3 s (spec), so "is it visible now?" asked after a slow step on a busy machine can miss a
 * notice a person saw. Every page of a journey's browser context therefore keeps a log of the notices it showed,
 * written as each one enters a live region (what a screen reader announces), and a journey asks that log.
 */

interface LoggedNotice {
  title: string | null;
  text: string;
  /** The notice's text element, to tell whether it is still on screen. */
  element: { isConnected: boolean };
  /** Taken by an earlier `expectNotice` of the same text: a later one needs a new notice, or this one still shown. */
  taken: boolean;
}

type NoticeWindow = { __e2eNotices?: LoggedNotice[] };

/** Runs in every page before its own scripts. The test files compile without the DOM library, so it is typed here. */
function recordNotices(): void {
  type Element = { isConnected: boolean; textContent: string | null; closest(selector: string): Element | null; getAttribute(name: string): string | null };
  type Doc = { querySelectorAll(selector: string): ArrayLike<Element> };
  const scope = globalThis as unknown as NoticeWindow & {
    document: Doc;
    MutationObserver: new (callback: () => void) => { observe(target: Doc, options: { childList: boolean; subtree: boolean }): void };
  };
  const log: LoggedNotice[] = [];
  const seen = new WeakSet<Element>();
  scope.__e2eNotices = log;
  const scan = (): void => {
    const texts = scope.document.querySelectorAll('[aria-live] p');
    for (let i = 0; i < texts.length; i += 1) {
      const element = texts[i];
      if (seen.has(element)) continue;
      seen.add(element);
      log.push({ title: element.closest('[aria-live]')?.getAttribute('aria-label') ?? null, text: (element.textContent ?? '').trim(), element, taken: false });
    }
  };
  new scope.MutationObserver(scan).observe(scope.document, { childList: true, subtree: true });
}

/** Every page the context opens (new tabs included) logs its notices. The fixtures do this for the test's context. */
export async function logNotices(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordNotices);
}

/** Whether the page showed a notice of that kind and text that no earlier call took, or shows one now; takes it. */
function takeNotice(page: Page, title: string, text: string): Promise<boolean> {
  return page
    .evaluate(
      ({ title: wanted, text: body }) => {
        const log = (globalThis as unknown as NoticeWindow).__e2eNotices;
        if (!log) throw new Error('This page keeps no notice log: its context was not given logNotices().');
        const matching = log.filter((notice) => notice.title === wanted && notice.text === body);
        if (!matching.some((notice) => !notice.taken || notice.element.isConnected)) return false;
        for (const notice of matching) notice.taken = true;
        return true;
      },
      { title, text },
    )
    .catch((error: unknown) => {
      // A page between two documents has no log to read for a moment; any other failure is the test's.
      if (error instanceof Error && /Execution context was destroyed|navigation/i.test(error.message)) return false;
      throw error;
    });
}

/**
 * Waits for a SUCCESS notice with exactly this text: one shown since the last call for the same text, or one still on
 * screen (the console shows the same text once while it lasts).
 */
export async function expectSuccess(page: Page, text: string): Promise<void> {
  await expect.poll(() => takeNotice(page, NOTICE_TITLES.success, text), { message: `a SUCCESS notice "${text}"` }).toBe(true);
}

/** The page showed no SUCCESS notice with this text (a partial outcome, say, is never shown as a success). */
export async function expectNoSuccess(page: Page, text: string): Promise<void> {
  const shown = await page.evaluate(
    ({ title, body }) => {
      const log = (globalThis as unknown as NoticeWindow).__e2eNotices;
      if (!log) throw new Error('This page keeps no notice log: its context was not given logNotices().');
      return log.filter((notice) => notice.title === title && notice.text === body).length;
    },
    { title: NOTICE_TITLES.success, body: text },
  );
  expect(shown, `SUCCESS notices "${text}" shown`).toBe(0);
}

/**
 * A partial outcome's notice (amber, titled PARTLY DONE): it stays until closed, so it is found on screen, in the region
 * of that title only, never in the successes' (whose texts may say "successfully" too).
 */
export const partlyDoneNotice = (page: Page, text: string): Locator =>
  page.getByRole('status', { name: NOTICE_TITLES.warning, exact: true }).getByText(text, { exact: true });

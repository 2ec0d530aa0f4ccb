import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './sandbox';

export type Area = 'merchant' | 'admin';

export interface DemoAccount {
  email: string;
  fullName: string;
  area: Area;
  /** False for the roles whose analytics section is disabled (spec section 6): the dashboard is closed to them. */
  dashboard?: boolean;
}

/** The demo accounts of GUIDE.md section 4 (names from the sandbox seed); only platform staff work in /admin. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'owner@sandbox.test', fullName: 'Olivia Owner', area: 'merchant' },
  { email: 'staff@sandbox.test', fullName: 'Sam Staff', area: 'admin' },
  { email: 'agency@sandbox.test', fullName: 'Alex Agency', area: 'merchant' },
  { email: 'follower1@sandbox.test', fullName: 'Finn Follower', area: 'merchant' },
  { email: 'follower2@sandbox.test', fullName: 'Fay Follower', area: 'merchant' },
  { email: 'admin@sandbox.test', fullName: 'Ada Admin', area: 'merchant' },
  { email: 'content@sandbox.test', fullName: 'Carl Content', area: 'merchant', dashboard: false },
  { email: 'analyst@sandbox.test', fullName: 'Ana Analyst', area: 'merchant' },
  { email: 'support@sandbox.test', fullName: 'Sue Support', area: 'merchant', dashboard: false },
  { email: 'other@sandbox.test', fullName: 'Oscar Other', area: 'merchant' },
];

export const demoAccount = (local: string): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === `${local}@sandbox.test`);
  if (!account) throw new Error(`no demo account ${local}@sandbox.test`);
  return account;
};

/** The merchant area opens on the dashboard (spec section 2). */
export const MERCHANT_LANDING = '/dashboard';
/** Platform staff land on the admin dashboard (issue 20). */
export const ADMIN_LANDING = '/admin/dashboard';
/** A merchant-area screen every role may open. */
export const ACCOUNT_DETAILS = '/account/details';

/** The path of the page's current URL. */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** Where a role without analytics lands: spec section 2 sends a restricted /dashboard to /assets. */
export const RESTRICTED_LANDING = '/assets';

/**
 * On the page the account's role lands on: the admin landing for staff, the dashboard for merchants, and for a
 * role without analytics the Assets screen (the dashboard is closed to it and redirects there).
 */
export async function expectLanded(page: Page, account: DemoAccount): Promise<void> {
  if (account.area === 'admin') {
    await expect(page).toHaveURL((url) => url.pathname === ADMIN_LANDING);
  } else if (account.dashboard !== false) {
    await expect(page).toHaveURL((url) => url.pathname === MERCHANT_LANDING);
  } else {
    await expect(mainNavigation(page).getByRole('link').first()).toBeVisible();
    await expect(mainNavigation(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === RESTRICTED_LANDING);
  }
}

/** Fills and submits the login form the way a person does. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}

/** The user menu: a button named after the signed-in user. */
export const userMenu = (page: Page, account: Pick<DemoAccount, 'fullName'>) =>
  page.getByRole('button', { name: account.fullName, exact: true });

/** Signed in: the user's menu is in the top bar, on `path` when given, else on the role's landing page. */
export async function expectSignedIn(page: Page, account: DemoAccount, path?: string): Promise<void> {
  if (path) await expect(page).toHaveURL((url) => url.pathname === path);
  else await expectLanded(page, account);
  try {
    await expect(userMenu(page, account)).toBeVisible();
  } catch (error) {
    // Said in the report: where the page went instead and what it shows, so a failure on a CI machine is readable.
    const headings = await page.getByRole('heading').allInnerTexts().catch(() => []);
    const alerts = await page.getByRole('alert').allInnerTexts().catch(() => []);
    const menus = await page.getByRole('button', { expanded: false }).allInnerTexts().catch(() => []);
    throw new Error(`No menu named ${account.fullName} at ${page.url()}; headings ${JSON.stringify(headings)}; alerts ${JSON.stringify(alerts)}; menu buttons ${JSON.stringify(menus)}\n${String(error)}`);
  }
}

/** Opens /login and signs in through the form; waits for the landing page. */
export async function signIn(page: Page, account: DemoAccount, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account.email, password);
  await expectSignedIn(page, account);
}

/** The login page, as a signed-out visitor sees it. */
export async function expectLoginPage(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
}

export interface StoredSession {
  token: string;
  refreshToken: string;
  expires: number;
}

/** The session the console keeps in localStorage ('merchant' or 'admin'), or null when there is none. */
export async function storedSession(page: Page, kind: Area = 'merchant'): Promise<StoredSession | null> {
  const raw = await page.evaluate(
    // The test files compile without the DOM library, so the page's storage is typed here.
    (key) => (globalThis as unknown as { localStorage: { getItem(name: string): string | null } }).localStorage.getItem(key),
    `boxoffice.session.${kind}`,
  );
  return raw === null ? null : (JSON.parse(raw) as StoredSession);
}

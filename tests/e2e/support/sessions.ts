import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CLIENT_ID, DEMO_PASSWORD, type TokenResponse } from './sandbox';
import { expectSignedIn, type DemoAccount } from './console';

/** A cached token is used only while it has this long to live, so no test meets its expiry halfway. */
const MIN_LIFETIME_S = 120;

/**
 * One password sign-in per account and worker: a password check is deliberately slow (the sandbox hashes like the
 * platform), and dozens of them side by side on a busy machine outlasted the test timeout. Tokens are kept for the
 * worker and checked before each test reuses them, since a journey may log out, revoke or reset the sandbox.
 */
export class SessionCache {
  private readonly tokens = new Map<string, Promise<TokenResponse>>();
  constructor(private readonly request: APIRequestContext) {}

  /** Live tokens of that account: the cached ones when the sandbox still accepts them, else a new sign-in. */
  tokensFor(email: string): Promise<TokenResponse> {
    const cached = this.tokens.get(email);
    const next = (cached ?? Promise.reject(new Error('none')))
      .then(async (tokens) => ((await this.isLive(tokens)) ? tokens : this.signIn(email)))
      .catch(() => this.signIn(email));
    // Callers asking at the same moment share one check and at most one sign-in.
    this.tokens.set(email, next);
    next.catch(() => {
      if (this.tokens.get(email) === next) this.tokens.delete(email);
    });
    return next;
  }

  /** Forgets every account's tokens (after a sandbox reset) or one account's (after a revoke). */
  forget(email?: string): void {
    if (email) this.tokens.delete(email);
    else this.tokens.clear();
  }

  private async isLive(tokens: TokenResponse): Promise<boolean> {
    if (tokens.expires - Date.now() / 1000 < MIN_LIFETIME_S) return false;
    const res = await this.request.get('/api/accounts', { headers: { authorization: `Bearer ${tokens.access_token}` } });
    return res.status() === 200;
  }

  private async signIn(email: string): Promise<TokenResponse> {
    const res = await this.request.post('/api/accounts/authenticate', {
      form: { grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: CLIENT_ID },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as TokenResponse;
  }
}

/**
 * A test's view of the worker's sessions: each account's tokens are checked once per test, however many reads use
 * them (a journey may read 45 times at once).
 */
export class Principals {
  private readonly checked = new Map<string, Promise<TokenResponse>>();

  constructor(private readonly cache: SessionCache) {}

  tokensFor(email: string): Promise<TokenResponse> {
    let tokens = this.checked.get(email);
    if (!tokens) {
      tokens = this.cache.tokensFor(email);
      this.checked.set(email, tokens);
    }
    return tokens;
  }

  /** After a revoke (one account) or a reset (all), the next use signs in anew. */
  forget(email?: string): void {
    this.cache.forget(email);
    if (email) this.checked.delete(email);
    else this.checked.clear();
  }

  /** Opens the console signed in as `account`; see openSignedIn. */
  open(page: Page, account: DemoAccount, path?: string): Promise<void> {
    return openSignedIn(page, this, account, path);
  }
}

/** Where the console keeps a session and the id of the sign-in it belongs to (src/api/tokenStore.ts). */
const SESSION_KEY = (kind: 'merchant' | 'admin') => `boxoffice.session.${kind}`;
const SIGN_IN_KEY = 'boxoffice.session.signIn';
/** A page of the console's origin that does not start the console, so the session is in place before it does. */
const BLANK_PAGE = '/favicon.svg';

/**
 * Opens the console already signed in as `account` (on `path`, else the role's landing page): the worker's tokens
 * are put where a signed-in console keeps them, exactly what a reload finds after a sign-in through the form.
 * Journeys that test signing in use the form (support/console.ts `signIn`).
 */
export async function openSignedIn(page: Page, sessions: Pick<Principals, 'tokensFor'>, account: DemoAccount, path?: string): Promise<void> {
  const tokens = await sessions.tokensFor(account.email);
  await storeSession(page, account.area, { token: tokens.access_token, refreshToken: tokens.refresh_token, expires: tokens.expires });
  await page.goto(path ?? '/');
  await expectSignedIn(page, account, path);
}

/**
 * Puts a session where the console keeps it, on a page of the console's origin that does not start the console (left
 * open there): what a sign-in leaves behind. `expires` is the console's own idea of the expiry, which may be set in
 * the past to make it refresh first.
 */
export async function storeSession(page: Page, area: 'merchant' | 'admin', session: { token: string; refreshToken: string; expires: number }): Promise<void> {
  await page.goto(BLANK_PAGE);
  await page.evaluate(
    ({ sessionKey, signInKey, session }) => {
      // The test files compile without the DOM library, so the page's storage is typed here.
      const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void; clear(): void } })
        .localStorage;
      storage.clear();
      storage.setItem(signInKey, `e2e.${Date.now().toString(36)}`);
      storage.setItem(sessionKey, JSON.stringify(session));
    },
    { sessionKey: SESSION_KEY(area), signInKey: SIGN_IN_KEY, session },
  );
}

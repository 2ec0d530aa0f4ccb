import { expect, type APIRequestContext } from '@playwright/test';

/** The password every demo account shares (GUIDE.md section 4). */
export const DEMO_PASSWORD = 'Sandbox-2026!';
/** The sandbox environment's client id (src/config.ts). */
export const CLIENT_ID = 'sandbox-console';
/** The sandbox's defaults, restored after every test that changes them. */
export const DEFAULT_SANDBOX_CONFIG = { token_ttl_s: 3600, latency_ms: 0, fault_rate: 0, unreachable_platforms: [] as string[] };

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires: number;
  account: { email: string; uuid: string; roles: string[] };
}

export interface OutboxMail {
  to: string;
  subject: string;
  kind: 'activation' | 'reset' | 'invite' | 'customer-reset' | 'registration';
  code?: string;
  token?: string;
  link?: string;
  /** A customer mail sent with the merchant's mail template: its sender. */
  from?: string;
  created_at: number;
}

/** The sandbox's API and `_sandbox` controls, called directly (not through the console). */
/** Where the sandbox controls take an account's tokens from (the worker's sessions, support/sessions.ts). */
export interface TokenSource {
  tokensFor(email: string): Promise<TokenResponse>;
  forget(email?: string): void;
}

export class Sandbox {
  constructor(
    private readonly request: APIRequestContext,
    private readonly sessions: TokenSource,
  ) {}

  /** A password sign-in of its own (tests of sign-in and tokens); test data reads reuse the worker's sessions. */
  async authenticate(email: string, password = DEMO_PASSWORD): Promise<TokenResponse> {
    const res = await this.request.post('/api/accounts/authenticate', {
      form: { grant_type: 'password', username: email, password, client_id: CLIENT_ID },
    });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as TokenResponse;
  }

  /** The status GET /api/accounts answers for this bearer token (200 while the session lives). */
  async accountStatus(accessToken: string): Promise<number> {
    const res = await this.request.get('/api/accounts', { headers: { authorization: `Bearer ${accessToken}` } });
    return res.status();
  }

  /** The newest mail of that kind to that address, waiting for it to land. */
  async latestMail(to: string, kind: OutboxMail['kind']): Promise<OutboxMail> {
    let found: OutboxMail | undefined;
    await expect
      .poll(async () => {
        const res = await this.request.get('/api/_sandbox/outbox');
        const mails = (await res.json()) as OutboxMail[];
        found = mails.find((mail) => mail.to === to && mail.kind === kind);
        return found;
      }, { message: `a ${kind} mail to ${to}` })
      .toBeDefined();
    return found as OutboxMail;
  }

  /** A GET of the API as that account (test data lookups; the journeys themselves go through the console). */
  async getJson<T>(path: string, email = 'owner@sandbox.test'): Promise<T> {
    const { access_token } = await this.sessions.tokensFor(email);
    const res = await this.request.get(`/api${path}`, { headers: { authorization: `Bearer ${access_token}` } });
    expect(res.status(), await res.text()).toBe(200);
    return (await res.json()) as T;
  }

  /** The status a call of the API answers for that account (e.g. 403 for a role the section is read-only to). */
  async statusOf(method: 'POST' | 'PUT' | 'DELETE', path: string, form: Record<string, string>, email: string): Promise<number> {
    const { access_token } = await this.sessions.tokensFor(email);
    const res = await this.request.fetch(`/api${path}`, { method, form, headers: { authorization: `Bearer ${access_token}` } });
    return res.status();
  }

  async configure(settings: Partial<typeof DEFAULT_SANDBOX_CONFIG>): Promise<void> {
    const res = await this.request.post('/api/_sandbox/config', { data: settings });
    expect(res.status(), await res.text()).toBe(200);
  }

  async revoke(email: string): Promise<void> {
    const res = await this.request.post('/api/_sandbox/revoke', { data: { email } });
    expect(res.status(), await res.text()).toBe(200);
    this.sessions.forget(email);
  }

  async reset(): Promise<void> {
    const res = await this.request.post('/api/_sandbox/reset');
    expect(res.status(), await res.text()).toBe(200);
    this.sessions.forget();
  }
}

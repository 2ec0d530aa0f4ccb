import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import type { OutboxMail } from './sandbox';

/** The password every merchant signed up by a journey uses. */
export const NEW_MERCHANT_PASSWORD = 'Violet-Harbour-Lantern-42';

/**
 * A brand-new merchant: signs up through the API (answering the sandbox captcha) and activates with the code from the
 * outbox. Answers the new account's email; sign in with NEW_MERCHANT_PASSWORD.
 */
export async function registerAndActivate(
  request: APIRequestContext,
  sandbox: { latestMail: (to: string, kind: OutboxMail['kind']) => Promise<{ code?: string }> },
  { local, fullName, company }: { local: string; fullName: string; company: string },
): Promise<string> {
  const email = `${local}-${Date.now()}@example.test`;
  const captcha = (await (await request.get('/api/captcha')).json()) as { token: string; question: string };
  const [, a, b] = /(\d+) \+ (\d+)/.exec(captcha.question) ?? [];
  const created = await request.post('/api/accounts', {
    form: {
      full_name: fullName,
      email,
      password: NEW_MERCHANT_PASSWORD,
      password_confirmation: NEW_MERCHANT_PASSWORD,
      type: 'merchant',
      response_token: `${captcha.token}.${Number(a) + Number(b)}`,
      'metadata[services_question]': 'Authentication',
      'metadata[interest_question]': 'sell videos',
      'metadata[company]': company,
      'metadata[country]': 'DE',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = await sandbox.latestMail(email, 'activation');
  expect((await request.put(`/api/accounts/activate/${code}`)).status()).toBe(200);
  return email;
}

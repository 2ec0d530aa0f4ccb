import type { Account } from '../../src/api/types';
import type { CustomerSignIn, RegisterField, RegisterFieldsAnswer } from '../../src/api/authSettingsTypes';
import { demoAccount } from './support/console';
import { expect, test } from './support/fixtures';
import { expectSuccess } from './support/notices';

const owner = demoAccount('owner');

/** A valid answer to each field the merchant's form requires (other journeys of this worker may have added some). */
function answers(form: RegisterFieldsAnswer): Record<string, string> {
  const sample = (field: RegisterField): string =>
    field.options[0]?.key ?? ({ checkbox: '1', date: '1990-01-01', country: 'DE' } as Record<string, string>)[field.type] ?? 'Answer';
  const own = form.collection.filter((field) => !field.built_in && field.required && !['first_name', 'surname', 'email_confirmation'].includes(field.name));
  return {
    ...(form.full_name_split ? { first_name: 'Pia', surname: 'Paywall' } : { full_name: 'Pia Paywall' }),
    ...Object.fromEntries(own.map((field) => [`metadata[${field.name}]`, sample(field)])),
  };
}

test.describe('what the merchant sets, seen from the paywall (issues 22 and 25)', () => {
  test('the owner verifies age by PIN: a customer registering on the paywall gets a PIN in the registration mail, and the paywall’s age check takes it', async ({ page, principals, sandbox, request }) => {
    await principals.open(page, owner, '/settings/auth/age-restrictions');
    const settings = page.getByRole('form', { name: 'Age verification' });
    await settings.getByRole('checkbox', { name: 'Verify buyers’ age' }).check();
    await settings.getByLabel('Verification method').selectOption({ label: 'PIN code in the registration email' });
    await settings.getByRole('button', { name: 'Save' }).click();
    await expectSuccess(page, 'Age verification settings successfully updated.');

    // The paywall on the merchant's site: no console token, the merchant's uuid as the client.
    const { merchant_uuid: merchantUuid } = await sandbox.getJson<Account>('/accounts');
    const email = `pin.${Date.now()}@fans.example`;
    const form = (await (await request.get(`/api/accounts/register-fields/${merchantUuid}`)).json()) as RegisterFieldsAnswer;
    const confirmation: Record<string, string> = form.collection.some((field) => field.name === 'email_confirmation') ? { email_confirmation: email } : {};
    const registered = await request.post('/api/accounts', {
      form: { type: 'consumer', merchant_uuid: merchantUuid, client_id: merchantUuid, email, ...confirmation, password: 'Paywall-Passw0rd!', password_confirmation: 'Paywall-Passw0rd!', ...answers(form) },
    });
    expect(registered.status()).toBe(201);
    const session = (await registered.json()) as CustomerSignIn;
    const mail = await sandbox.latestMail(email, 'registration');
    expect(mail.code).toMatch(/^[0-9]{6}$/);
    const verified = await request.post('/api/accounts/age-verification', { form: { pin_code: mail.code ?? '' }, headers: { authorization: `Bearer ${session.access_token}` } });
    expect(verified.status()).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ActivationParams, EmailBody, RegistrationBody, UpdateAccountBody, type CustomerRegisterBody, type RegisterBody } from '../../../src/contracts/accounts';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { countMailRequest, throttle } from '../lib/rateLimit';
import { currentAccount, tenantId } from '../lib/auth';
import { conflict, fieldError, HttpError, notFound, unauthorized } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { assertNewPassword, assertPrintable, normalizeEmail, requireText } from '../lib/validation';
import {
  accountMetadata,
  activateAccount,
  findAccountByEmail,
  findAccountForToken,
  findTenantAccount,
  insertAccount,
  mergeMetadata,
  METADATA_TOO_LARGE_MESSAGE,
  metadataFits,
  toAccountDto,
  updateTenantAccountProfile,
} from '../models/accounts';
import { setMerchantFeatures } from '../models/features';
import { withSocial } from '../models/authSettings';
import { withImpersonation } from '../models/impersonation';
import { insertMerchant } from '../models/merchants';
import { consumeActivationCode, issueActivationCode } from '../services/oneTimeCodes';
import type { SandboxContext } from '../context';
import type { CustomerSignIn } from '../../../src/api/authSettingsTypes';
import { AUTH_SETTINGS_SERVER } from '../../../src/constants/messages/authSettings';
import { issueAgePin, registerCustomer, verifyCustomerAge, WRONG_PIN_MESSAGE } from '../models/customerRegistration';
import { customerOfSession, merchantByUuid, openCustomerSession } from '../models/customerSessions';
import { customerMail } from '../models/mailTemplates';
import { AgeVerificationBody } from '../../../src/contracts/restrictions';
import { bearerToken, INVALID_TOKEN_MESSAGE } from '../lib/auth';

/** Registration, activation and the caller's own account. */
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists.';
export const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed.';
export const INVALID_ACTIVATION_MESSAGE = 'Invalid activation code.';
export const REGISTRATION_MAIL_SUBJECT = 'Your account is ready';
export const TOO_MANY_PINS_MESSAGE = 'Too many wrong PIN codes. Try again later.';
export const ACTIVATION_SENT_MESSAGE = 'Please check your email for your account activation code.';

/** Sends a fresh activation code to the account's outbox. */
export function sendActivationCode(sandbox: SandboxContext, accountId: number, email: string): void {
  const code = issueActivationCode(sandbox.db, accountId);
  sandbox.outbox.send({ to: email, subject: 'Activate your Boxoffice account', kind: 'activation', code });
}

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  /** A customer registering on the merchant's paywall: signed in at once, as the platform's paywall does. */
  async function registerOnPaywall(body: CustomerRegisterBody): Promise<CustomerSignIn> {
    const merchant = merchantByUuid(db, body.merchant_uuid);
    if (!merchant) throw notFound(AUTH_SETTINGS_SERVER.unknownMerchant);
    assertNewPassword(body.password, body.password_confirmation);
    const email = normalizeEmail(body.email);
    const customer = registerCustomer(db, merchant, body, email, await hashPassword(body.password));
    // The registration mail, under the merchant's template for it; with age verified by PIN it carries the PIN.
    const pin = issueAgePin(db, merchant.id, customer);
    app.sandbox.outbox.send({ to: customer.email, ...customerMail(db, merchant.id, 'customer-registration', REGISTRATION_MAIL_SUBJECT), kind: 'registration', ...(pin ? { code: pin } : {}) });
    app.sandbox.webhooks.emit(merchant.id, 'customer.registered', { customer_id: customer.id, customer_email: customer.email, full_name: customer.full_name, referrer: body.referrer ?? '' });
    return openCustomerSession(db, customer, app.sandbox.settings.current().token_ttl_s);
  }

  app.post('/accounts', { schema: { body: RegistrationBody } }, async (request, reply) => {
    if (request.body.type === 'consumer') {
      const signedIn = await registerOnPaywall(request.body);
      reply.code(201);
      return signedIn;
    }
    const body: RegisterBody = request.body;
    const fullName = requireText(body.full_name, 'full_name', 2);
    for (const [key, value] of Object.entries(body.metadata)) assertPrintable(value, `metadata[${key}]`);
    assertNewPassword(body.password, body.password_confirmation);
    if (!(await app.sandbox.captcha.verify(body.response_token))) throw fieldError('response_token', CAPTCHA_FAILED_MESSAGE);
    const email = normalizeEmail(body.email);
    if (findAccountByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE);
    const passwordHash = await hashPassword(body.password);
    const accountId = db.transaction(() => {
      if (findAccountByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE);
      const merchantId = insertMerchant(db, { uuid: randomUUID(), tenant_uuid: randomUUID(), name: body.metadata.company.trim() });
      setMerchantFeatures(db, merchantId, []);
      return insertAccount(db, {
        uuid: randomUUID(),
        merchant_id: merchantId,
        email,
        full_name: fullName,
        roles: ['merchant', 'owner'],
        active: false,
        country: body.metadata.country,
        metadata: body.metadata,
        password_hash: passwordHash,
      });
    })();
    sendActivationCode(app.sandbox, accountId, email);
    const account = findAccountForToken(db, accountId);
    if (!account) throw new Error('The registered account could not be read back.');
    reply.code(201);
    return toAccountDto(account);
  });

  // The paywall's age check: the customer's paywall session is the credential (no console token passes here).
  app.post('/accounts/age-verification', { schema: { body: AgeVerificationBody } }, async (request) => {
    const token = bearerToken(request);
    const session = token === null ? null : customerOfSession(db, token);
    if (!session) throw unauthorized(INVALID_TOKEN_MESSAGE);
    const key = String(session.customer_id);
    throttle(TOO_MANY_PINS_MESSAGE, [app.sandbox.limiters.agePin, key]);
    try {
      return verifyCustomerAge(db, session.customer_id, session.merchant_id, request.body);
    } catch (error) {
      if (error instanceof HttpError && error.message === WRONG_PIN_MESSAGE) app.sandbox.limiters.agePin.recordFailure(key);
      throw error;
    }
  });

  app.get('/accounts', { schema: { querystring: SrkeyQuery } }, async (request) => {
    const account = findTenantAccount(db, tenantId(request), currentAccount(request).id);
    if (!account) throw notFound();
    return withImpersonation(db, request.impersonation, withSocial(db, toAccountDto(account)));
  });

  app.put('/accounts', { schema: { body: UpdateAccountBody } }, async (request) => {
    const { full_name, metadata } = request.body;
    const changes = { full_name: full_name === undefined ? undefined : requireText(full_name, 'full_name', 2), metadata };
    for (const [key, value] of Object.entries(metadata ?? {})) assertPrintable(value, `metadata[${key}]`);
    const caller = currentAccount(request);
    if (!metadataFits(mergeMetadata(accountMetadata(caller), metadata))) throw fieldError('metadata', METADATA_TOO_LARGE_MESSAGE);
    const account = updateTenantAccountProfile(db, tenantId(request), caller.id, changes);
    if (!account) throw notFound();
    return withImpersonation(db, request.impersonation, withSocial(db, toAccountDto(account)));
  });

  app.put(
    '/accounts/activate/:code',
    { schema: { params: ActivationParams, body: NoBody } },
    async (request) => {
      const { limiters } = app.sandbox;
      throttle('Too many failed activation attempts. Try again later.', [limiters.activation, request.ip]);
      const accountId = consumeActivationCode(db, request.params.code.trim());
      if (accountId === null) {
        limiters.activation.recordFailure(request.ip);
        throw notFound(INVALID_ACTIVATION_MESSAGE);
      }
      activateAccount(db, accountId);
      const account = findAccountForToken(db, accountId);
      if (!account) throw notFound(INVALID_ACTIVATION_MESSAGE);
      return toAccountDto(account);
    },
  );

  app.post('/accounts/activate', { schema: { body: EmailBody } }, async (request) => {
    const email = normalizeEmail(request.body.email);
    countMailRequest(app.sandbox.limiters, email, request.ip);
    const account = findAccountByEmail(db, email);
    // The same answer whether or not the email is known, so the endpoint cannot be used to probe for accounts.
    if (account && account.active !== 1) sendActivationCode(app.sandbox, account.id, account.email);
    return { message: ACTIVATION_SENT_MESSAGE };
  });
};

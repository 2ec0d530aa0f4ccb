import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CustomerImpersonationAnswer, LoginAsAnswer } from '../../../src/api/adminActivityTypes';
import { ImpersonateCustomerBody, LoginAsBody, LoginAsParams } from '../../../src/contracts/adminImpersonation';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { can, isPlatformStaff } from '../../../src/permissions/model';
import { permissionsOf } from '../lib/access';
import { bearerToken, currentAccount, tenantId } from '../lib/auth';
import { fieldError, forbidden, notFound, unauthorized } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import { throttle } from '../lib/rateLimit';
import { findAccountForToken } from '../models/accounts';
import {
  customerImpersonationOf,
  findCustomer,
  findMerchant,
  merchantSignInAccount,
  MERCHANT_IMPERSONATION_SECONDS,
  openCustomerImpersonation,
} from '../models/impersonation';
import { recordStaffActivity } from '../services/staffActivity';

export const INCORRECT_PASSWORD_MESSAGE = 'Incorrect password provided';
export const IMPERSONATED_SESSION_MESSAGE = 'A session opened by impersonation cannot impersonate.';
export const IMPERSONATION_THROTTLED_MESSAGE = 'Too many incorrect passwords. Try again later.';
export const MERCHANT_NOT_FOUND_MESSAGE = 'Merchant not found.';
export const NO_MERCHANT_ACCOUNT_MESSAGE = 'This merchant has no active account to sign in as.';
export const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found.';
export const CUSTOMER_EMAIL_MISMATCH_MESSAGE = 'customer_email does not match the customer.';

/**
 * Impersonation (spec section 4; catalogue 7.14): staff "Login as" a merchant, and staff or masters sign in as a
 * merchant's customer after confirming their own password. Both sessions are marked as impersonation and end at a
 * fixed time; a session opened by impersonation cannot impersonate in turn; every staff impersonation is logged.
 */
export const adminImpersonationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, sessions, limiters, options } = app.sandbox;

  app.post('/v2/admin/merchants/:id/login-as', { schema: { params: LoginAsParams, body: LoginAsBody } }, async (request): Promise<LoginAsAnswer> => {
    const staff = currentAccount(request);
    const merchant = findMerchant(db, request.params.id);
    if (!merchant) throw notFound(MERCHANT_NOT_FOUND_MESSAGE);
    const account = merchantSignInAccount(db, merchant.id, options.platformKey);
    if (!account) throw notFound(NO_MERCHANT_ACCOUNT_MESSAGE);
    return db.transaction(() => {
      const tokens = sessions.issueImpersonation(account.id, staff.id, MERCHANT_IMPERSONATION_SECONDS);
      recordStaffActivity(db, {
        staffAccountId: staff.id,
        merchantId: merchant.id,
        kind: 'impersonate_merchant',
        summary: `Signed in as ${merchant.name} (${account.email})`,
        after: { account: account.email, ends_at: tokens.ends_at },
      });
      return { ...tokens, merchant, account };
    })();
  });

  app.post('/v2/accounts/impersonate', { schema: { body: ImpersonateCustomerBody } }, async (request): Promise<CustomerImpersonationAnswer> => {
    const caller = currentAccount(request);
    if (request.impersonation) throw forbidden(IMPERSONATED_SESSION_MESSAGE);
    const ctx = permissionsOf(request);
    if (!can(ctx, 'impersonate')) throw forbidden('You do not have permission to do this.');
    const { customer_id, customer_email, password, merchant_id } = request.body;
    const key = `impersonate:${caller.id}`;
    throttle(IMPERSONATION_THROTTLED_MESSAGE, [limiters.changePassword, key]);
    if (!(await verifyPassword(password, caller.password_hash))) {
      limiters.changePassword.recordFailure(key);
      throw forbidden(INCORRECT_PASSWORD_MESSAGE);
    }
    limiters.changePassword.clear(key);
    const staff = isPlatformStaff(ctx);
    // Staff reach every merchant's customers (the one they name, when they name one); a master only its own.
    const merchantId = staff ? merchant_id : tenantId(request);
    const customer = findCustomer(db, customer_id);
    if (!customer || (merchantId !== undefined && customer.merchant_id !== merchantId)) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE);
    if (customer_email !== undefined && customer_email.toLowerCase() !== customer.email.toLowerCase()) throw fieldError('customer_email', CUSTOMER_EMAIL_MISMATCH_MESSAGE);
    return db.transaction(() => {
      const session = openCustomerImpersonation(db, customer, caller.id);
      if (staff) {
        recordStaffActivity(db, {
          staffAccountId: caller.id,
          merchantId: customer.merchant_id,
          kind: 'impersonate_customer',
          summary: `Signed in as the customer ${customer.email}`,
          after: { customer: customer.email, ends_at: session.expires },
        });
      }
      return {
        access_token: session.token,
        expires: session.expires,
        customer: { id: customer.id, email: customer.email, full_name: customer.full_name },
        merchant_uuid: customer.merchant_uuid,
      };
    })();
  });

  // The customer side of an impersonation: what the paywall reads with the token (public: the token is the credential).
  app.get('/v2/accounts/impersonate/session', { schema: { querystring: SrkeyQuery } }, async (request) => {
    const session = customerImpersonationOf(db, bearerToken(request) ?? '');
    const customer = session ? findCustomer(db, session.customerId) : null;
    const by = session ? findAccountForToken(db, session.impersonatedBy) : null;
    if (!session || !customer || !by) throw unauthorized('Invalid or expired token.');
    return {
      customer: { id: customer.id, email: customer.email, full_name: customer.full_name },
      merchant_uuid: customer.merchant_uuid,
      expires: session.expires,
      impersonated_by: { email: by.email, full_name: by.full_name },
    };
  });
};

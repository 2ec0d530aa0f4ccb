import { prepared } from '../db/connection';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ChangePasswordBody, EmailBody, NewPasswordBody, ResetTokenParams } from '../../../src/contracts/accounts';
import { countMailRequest, throttle } from '../lib/rateLimit';
import { currentAccount } from '../lib/auth';
import { fieldError, notFound } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { assertNewPassword, normalizeEmail } from '../lib/validation';
import { activateAccount, findAccountByEmail, setAccountPassword } from '../models/accounts';
import { consumeResetToken, findResetToken, issueResetToken } from '../services/oneTimeCodes';

/** Forgotten-password links and password changes. */
export const RESET_SENT_MESSAGE = 'Please check your email.';
export const INVALID_RESET_MESSAGE = 'Invalid or expired token.';
export const NEW_PASSWORD_SET_MESSAGE = 'You have entered your new password successfully. Please proceed to log in.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed successfully.';
export const WRONG_OLD_PASSWORD_MESSAGE = 'The old password is incorrect.';
export const CHANGE_PASSWORD_THROTTLED_MESSAGE = 'Too many wrong passwords. Try again later.';

export const passwordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, outbox, sessions } = app.sandbox;

  app.post('/accounts/forgot-password', { schema: { body: EmailBody } }, async (request) => {
    const email = normalizeEmail(request.body.email);
    countMailRequest(app.sandbox.limiters, email, request.ip);
    const account = findAccountByEmail(db, email);
    if (account) {
      const token = issueResetToken(db, account.id);
      outbox.send({ to: account.email, subject: 'Reset your Boxoffice password', kind: 'reset', token });
    }
    return { message: RESET_SENT_MESSAGE };
  });

  app.put(
    '/accounts/forgot-password/:token',
    { schema: { params: ResetTokenParams, body: NewPasswordBody } },
    async (request) => {
      const { token } = request.params;
      const accountId = findResetToken(db, token);
      if (accountId === null) throw notFound(INVALID_RESET_MESSAGE);
      assertNewPassword(request.body.password, request.body.password_confirmation);
      const passwordHash = await hashPassword(request.body.password);
      const email = db.transaction(() => {
        if (!consumeResetToken(db, token)) throw notFound(INVALID_RESET_MESSAGE);
        setAccountPassword(db, accountId, passwordHash);
        // The link proves the mailbox, which is what activation proves (organisation invites rely on this).
        activateAccount(db, accountId);
        sessions.revokeAccount(accountId, 'password reset');
        return prepared(db, 'SELECT email FROM accounts WHERE id = ?').pluck().get(accountId) as string;
      })();
      // The account's e-mail, so an invited member's console can sign them in with the password just set.
      return { message: NEW_PASSWORD_SET_MESSAGE, email };
    },
  );

  app.post(
    '/accounts/change-password',
    { schema: { body: ChangePasswordBody } },
    async (request) => {
      const account = currentAccount(request);
      const { old_password, password, password_confirmation } = request.body;
      const { limiters } = app.sandbox;
      const key = String(account.id);
      throttle(CHANGE_PASSWORD_THROTTLED_MESSAGE, [limiters.changePassword, key]);
      if (!(await verifyPassword(old_password, account.password_hash))) {
        limiters.changePassword.recordFailure(key);
        throw fieldError('old_password', WRONG_OLD_PASSWORD_MESSAGE);
      }
      limiters.changePassword.clear(key);
      assertNewPassword(password, password_confirmation);
      setAccountPassword(db, account.id, await hashPassword(password));
      // Other sessions end; the one that changed the password stays signed in.
      sessions.revokeAccount(account.id, 'password change', request.tokenFamily ?? undefined);
      return { message: PASSWORD_CHANGED_MESSAGE };
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MessageResponse } from '../../../src/api/types';
import { BILLING_UI } from '../../../src/constants/messages/billing';
import { DisconnectParams, StripeConnectBody, StripeRequestBody } from '../../../src/contracts/billing';
import { NoBody } from '../../../src/contracts/fields';
import { currentAccount } from '../lib/auth';
import { mayChangeSetup, setupToChange } from '../lib/billingScope';
import { randomAlphanumeric } from '../lib/random';
import { CONNECT_REQUESTED_MESSAGE, connectStripeAccount, disconnectStripeAccount, requestConnect } from '../models/stripeConnect';

/**
 * Stripe Connect (catalogue 7.9, feature StripeConnectIntegration): ask platform staff to enable it, connect the
 * merchant's own Stripe account with the code Stripe's OAuth page gave the console, and disconnect it again.
 */
export const stripeConnectRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  app.post('/v2/payments/stripe/request', { onRequest: mayChangeSetup, schema: { body: StripeRequestBody } }, async (request): Promise<MessageResponse> => {
    requestConnect(db, setupToChange(request), currentAccount(request).id);
    return { message: CONNECT_REQUESTED_MESSAGE };
  });

  app.post('/v2/payments/stripe/connect', { onRequest: mayChangeSetup, schema: { body: StripeConnectBody } }, async (request): Promise<MessageResponse & { account_id: string }> => {
    const accountId = connectStripeAccount(db, setupToChange(request), request.body.authorization_code, `acct_${randomAlphanumeric(16)}`);
    return { message: BILLING_UI.stripeConnected, account_id: accountId };
  });

  app.post('/v2/payments/stripe/disconnect/:id', { onRequest: mayChangeSetup, schema: { params: DisconnectParams, body: NoBody } }, async (request): Promise<MessageResponse> => {
    disconnectStripeAccount(db, setupToChange(request), Number(request.params.id));
    return { message: BILLING_UI.stripeDisconnected };
  });
};

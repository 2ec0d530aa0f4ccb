import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PaymentProvider } from '../../../src/api/itemTypes';
import { CreatePaymentProviderBody, PaymentProviderQuery } from '../../../src/contracts/billing';
import { PaymentProvidersQuery } from '../../../src/contracts/items';
import { mayChangeSetup, setupToChange } from '../lib/billingScope';
import { commerceMerchant } from '../lib/commerceScope';
import { connectGateway, listPaymentProviders } from '../models/paymentProviders';

/**
 * The merchant's connected payment providers (catalogue 7.9 "GET payment providers", with the optional merchantID),
 * and connecting one more gateway (the payment setup's; its methods can then use it).
 */
export const paymentProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v2/payments/providers', { schema: { querystring: PaymentProvidersQuery } }, async (request) =>
    listPaymentProviders(app.sandbox.db, commerceMerchant(request, request.query.merchantID)),
  );

  app.post('/v2/payments/providers', { onRequest: mayChangeSetup, schema: { querystring: PaymentProviderQuery, body: CreatePaymentProviderBody } }, async (request, reply): Promise<PaymentProvider> => {
    const provider = connectGateway(app.sandbox.db, setupToChange(request, request.query.merchantID), request.body.name);
    reply.code(201);
    return provider;
  });
};

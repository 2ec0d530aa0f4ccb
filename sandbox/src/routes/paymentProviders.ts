import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentProvidersQuery } from '../../../src/contracts/items';
import { commerceMerchant } from '../lib/commerceScope';
import { listPaymentProviders } from '../models/paymentProviders';

/** The merchant's connected payment providers (catalogue 7.9 "GET payment providers", with the optional merchantID). */
export const paymentProviderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/v2/payments/providers', { schema: { querystring: PaymentProvidersQuery } }, async (request) =>
    listPaymentProviders(app.sandbox.db, commerceMerchant(request, request.query.merchantID)),
  );
};

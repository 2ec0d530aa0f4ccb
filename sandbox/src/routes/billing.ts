import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { DefaultFeesAnswer, FeesAnswer, MerchantPaymentMethod, PaymentMethodsAnswer, RevenueShare } from '../../../src/api/billingTypes';
import type { MessageResponse } from '../../../src/api/types';
import { BILLING_UI } from '../../../src/constants/messages/billing';
import { FeeBody, FeeParams, MerchantGatewayBody, MethodParams, PaymentMethodsQuery } from '../../../src/contracts/billing';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { mayChangeSetup, reachableMethodRow, setupToChange, setupToRead } from '../lib/billingScope';
import { notFound } from '../lib/errors';
import { bankStatementOf } from '../models/bankStatements';
import { deleteMethodRow, methodOptions, methodRows, setMethodGateways, toMerchantMethod } from '../models/paymentMethods';
import { assertFeeMerchant, createFee, DEFAULT_REVENUE_SHARES, FEE_NOT_FOUND_MESSAGE, feesOf, findFee, updateFee } from '../models/revenueShares';
import { connectState } from '../models/stripeConnect';

/**
 * The merchant's payment setup (catalogue 7.9, the billing plan section): its methods and the gateway serving each,
 * and each method row's fees. Writes go through `mayChangeSetup` (not a follower whose setup is its master's).
 */
export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const write = { onRequest: mayChangeSetup };

  app.get('/v2/payments/methods', { schema: { querystring: PaymentMethodsQuery } }, async (request): Promise<PaymentMethodsAnswer> => {
    const { merchantId, inherited } = setupToRead(request, request.query.merchantID);
    return {
      merchant_id: merchantId,
      inherited,
      methods: methodOptions(db, merchantId),
      collection: methodRows(db, merchantId, request.query.all === 'true').map(toMerchantMethod),
      stripe_connect: connectState(db, merchantId),
      bank_statement: bankStatementOf(db, merchantId),
    };
  });

  app.post('/v2/payments/merchant-setup', { ...write, schema: { body: MerchantGatewayBody } }, async (request): Promise<MerchantPaymentMethod[]> =>
    setMethodGateways(db, setupToChange(request, request.body.merchantId), request.body),
  );

  app.delete('/v2/payments/methods/:id', { ...write, schema: { params: MethodParams, body: NoBody } }, async (request): Promise<MessageResponse> => {
    deleteMethodRow(db, reachableMethodRow(request, Number(request.params.id), 'change'));
    return { message: BILLING_UI.methodDeleted };
  });

  // Registered before `fees/:id` reads it as an id (the id's pattern refuses it anyway).
  app.get('/v2/payments/fees/default', { schema: { querystring: SrkeyQuery } }, async (): Promise<DefaultFeesAnswer> => ({ default_revenue_share: [...DEFAULT_REVENUE_SHARES] }));

  app.get('/v2/payments/fees/:id', { schema: { params: FeeParams, querystring: SrkeyQuery } }, async (request): Promise<FeesAnswer> =>
    feesOf(db, reachableMethodRow(request, Number(request.params.id), 'read').id),
  );

  app.post('/v2/payments/fees', { ...write, schema: { body: FeeBody } }, async (request, reply): Promise<RevenueShare> => {
    const row = reachableMethodRow(request, request.body.account_payment_provider_id, 'change');
    assertFeeMerchant(request.body, row.merchant_id);
    const fee = createFee(db, row.merchant_id, request.body);
    reply.code(201);
    return fee;
  });

  app.put('/v2/payments/fees/:id', { ...write, schema: { params: FeeParams, body: FeeBody } }, async (request): Promise<RevenueShare> => {
    const fee = findFee(db, Number(request.params.id));
    if (!fee) throw notFound(FEE_NOT_FOUND_MESSAGE);
    reachableMethodRow(request, fee.account_payment_provider_id, 'change', FEE_NOT_FOUND_MESSAGE);
    return updateFee(db, fee, request.body);
  });
};

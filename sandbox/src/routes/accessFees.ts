import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { AccessFeeBody, AccessFeesQuery, FeeParams, FeePhasesParams, ItemIdParams, PhaseParams, SeasonPhaseBody } from '../../../src/contracts/items';
import { itemMerchant } from '../lib/commerceScope';
import { paywallItemMerchant } from '../lib/paywallScope';
import { assertPrintableFields } from '../lib/validation';
import { assertFeeReferences, createFee, createPhase, deleteFee, feeValues, listFees, listPhases, phaseValues, updateFee, updatePhase } from '../models/accessFees';
import { requireSellable } from '../models/items';

/** An asset's prices and a season fee's phases (catalogue 7.2). The asset must be the caller's merchant's. */
export const accessFeeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const scope = (request: Parameters<typeof itemMerchant>[0], itemId: number) => itemMerchant(request, (merchantId) => requireSellable(db, merchantId, itemId));
  const checked = (merchantId: number, body: AccessFeeBody) => {
    assertPrintableFields({ description: body.description, setup_fee_description: body.setup_fee_description });
    assertFeeReferences(db, merchantId, body);
    return feeValues(body);
  };

  // The paywall reads an asset's prices without a token too (GUIDE section 3).
  app.get('/v2/items/:id/access-fees', { schema: { params: ItemIdParams, querystring: AccessFeesQuery } }, async (request) => {
    const { id } = request.params;
    return listFees(db, paywallItemMerchant(request, id, (merchantId) => requireSellable(db, merchantId, id)), id);
  });

  app.post('/v2/items/:id/access-fees', { schema: { params: ItemIdParams, body: AccessFeeBody } }, async (request, reply) => {
    const merchantId = scope(request, request.params.id);
    reply.code(201);
    return createFee(db, merchantId, request.params.id, checked(merchantId, request.body));
  });

  app.put('/v2/items/:id/access-fees/:feeId', { schema: { params: FeeParams, body: AccessFeeBody } }, async (request) => {
    const { id, feeId } = request.params;
    const merchantId = scope(request, id);
    return updateFee(db, merchantId, id, feeId, checked(merchantId, request.body));
  });

  app.delete('/v2/items/:id/access-fees/:feeId', { schema: { params: FeeParams, body: NoBody } }, async (request, reply) => {
    const { id, feeId } = request.params;
    deleteFee(db, scope(request, id), id, feeId);
    return reply.code(204).send();
  });

  app.get('/v2/items/:id/access-fees/:fee_id/phases', { schema: { params: FeePhasesParams, querystring: SrkeyQuery } }, async (request) => {
    const { id, fee_id: feeId } = request.params;
    return listPhases(db, scope(request, id), id, feeId);
  });

  app.post('/v2/items/:id/access-fees/:fee_id/phases', { schema: { params: FeePhasesParams, body: SeasonPhaseBody } }, async (request, reply) => {
    const { id, fee_id: feeId } = request.params;
    const merchantId = scope(request, id);
    reply.code(201);
    return createPhase(db, merchantId, id, feeId, phaseValues(request.body));
  });

  app.patch('/v2/items/:id/access-fees/:fee_id/phases/:phase_id', { schema: { params: PhaseParams, body: SeasonPhaseBody } }, async (request) => {
    const { id, fee_id: feeId, phase_id: phaseId } = request.params;
    return updatePhase(db, scope(request, id), id, feeId, phaseId, phaseValues(request.body));
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { DonationBody, DonationParams, DonationSettingsBody, DonationsParams, DonationUpdateBody } from '../../../src/contracts/items';
import { itemMerchant } from '../lib/commerceScope';
import { paywallItemMerchant } from '../lib/paywallScope';
import { formFlag } from '../lib/form';
import { assertPrintableFields } from '../lib/validation';
import { createDonation, deleteDonation, listDonations, setCustomPrice, updateDonation } from '../models/donations';
import { requireAsset } from '../models/items';

/** An asset's donation options and custom price switch (catalogue 7.2; feature Donations). */
export const donationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const scope = (request: Parameters<typeof itemMerchant>[0], itemId: number) => itemMerchant(request, (merchantId) => requireAsset(db, merchantId, itemId));

  // The paywall reads an asset's donation options without a token too (GUIDE section 3).
  app.get('/v2/items/:item_id/donations', { schema: { params: DonationsParams, querystring: SrkeyQuery } }, async (request) => {
    const { item_id: itemId } = request.params;
    return listDonations(db, paywallItemMerchant(request, itemId, (merchantId) => requireAsset(db, merchantId, itemId)), itemId);
  });

  app.post('/v2/items/:item_id/donations', { schema: { params: DonationsParams, body: DonationBody } }, async (request, reply) => {
    const { item_id: itemId } = request.params;
    const merchantId = scope(request, itemId);
    assertPrintableFields({ description: request.body.description });
    reply.code(201);
    return createDonation(db, merchantId, itemId, request.body);
  });

  app.patch('/v2/items/:item_id/donations/options', { schema: { params: DonationsParams, body: DonationSettingsBody } }, async (request) => {
    const { item_id: itemId } = request.params;
    return setCustomPrice(db, scope(request, itemId), itemId, formFlag(request.body.custom_price_enabled) === true);
  });

  app.patch('/v2/items/:item_id/donations/:donation_id', { schema: { params: DonationParams, body: DonationUpdateBody } }, async (request) => {
    const { item_id: itemId, donation_id: id } = request.params;
    const merchantId = scope(request, itemId);
    assertPrintableFields({ description: request.body.description });
    return updateDonation(db, merchantId, itemId, id, request.body);
  });

  app.delete('/v2/items/:item_id/donations/:donation_id', { schema: { params: DonationParams, body: NoBody } }, async (request, reply) => {
    const { item_id: itemId, donation_id: id } = request.params;
    deleteDonation(db, scope(request, itemId), itemId, id);
    return reply.code(204).send();
  });
};

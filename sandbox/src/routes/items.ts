import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import {
  CreateItemBody,
  DeleteMetadataBody,
  EventDetailsBody,
  ItemIdAltParams,
  ItemIdParams,
  ItemQuery,
  ItemsCollectionQuery,
  PaywallItemParams,
  TenantItemParams,
  UpdateItemBody,
} from '../../../src/contracts/items';
import { commerceMerchant, itemMerchant } from '../lib/commerceScope';
import { paywallMerchant } from '../lib/paywallScope';
import { formFlag } from '../lib/form';
import { findEventDetails, saveEventDetails } from '../models/eventDetails';
import { HttpError } from '../lib/errors';
import { assertPrintableFields, requireText } from '../lib/validation';
import {
  ACCESS_TYPE_LIST,
  createAsset,
  deleteAssetMetadata,
  listAssets,
  paywallAsset,
  requireAsset,
  setItemActive,
  updateAsset,
} from '../models/items';

export const ASSET_ALREADY_DELETED_MESSAGE = 'The asset is already deleted.';

/** A 409 that names the asset it is about (catalogue 7.2: the console keeps the conflicting assetID). */
class AssetConflict extends HttpError {
  constructor(readonly assetID: number) {
    super(409, ASSET_ALREADY_DELETED_MESSAGE);
  }

  override toBody() {
    return { ...super.toBody(), assetID: this.assetID };
  }
}

/** The merchant's assets: catalogue 7.1 (legacy list, access types, delete, reactivate) and 7.2 (v2 items). */
export const itemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  app.get('/items/access-types', { schema: { querystring: SrkeyQuery } }, async () => ACCESS_TYPE_LIST);

  app.get('/items/collection', { schema: { querystring: ItemsCollectionQuery } }, async (request) => {
    const { page, limit, is_active: active, search } = request.query;
    return listAssets(db, commerceMerchant(request), {
      page,
      limit,
      active: formFlag(active),
      search,
    });
  });

  // Catalogue 7.2, and 7.1's legacy `POST items/asset` for platform clients that still use it: one handler.
  for (const path of ['/v2/items', '/items/asset']) {
    app.post(path, { schema: { body: CreateItemBody } }, async (request, reply) => {
      const body = { ...request.body, title: requireText(request.body.title, 'title', 1) };
      assertPrintableFields({ external_asset_id: body.external_asset_id });
      reply.code(201);
      return createAsset(db, commerceMerchant(request), body);
    });
  }

  app.get('/v2/items/:tenantUuid/:id', { schema: { params: TenantItemParams, querystring: ItemQuery } }, async (request) => {
    const merchantId = commerceMerchant(request, request.params.tenantUuid);
    const asset = requireAsset(db, merchantId, request.params.id);
    return request.query.event_details === '1' ? { ...asset, event_details: findEventDetails(db, merchantId, asset.id) } : asset;
  });

  // Public: the asset as a paywall on the merchant's site reads it (GUIDE section 3), active ones only.
  app.get('/items/:merchant_uuid/:id', { schema: { params: PaywallItemParams, querystring: SrkeyQuery } }, async (request) =>
    paywallAsset(db, paywallMerchant(request, request.params.merchant_uuid), request.params.id),
  );

  app.put('/v2/items/:id/event_details', { schema: { params: ItemIdParams, body: EventDetailsBody } }, async (request) => {
    const merchantId = itemMerchant(request, (merchant) => requireAsset(db, merchant, request.params.id));
    const { body } = request;
    assertPrintableFields({ industry: body.industry, event_name: body.event_name, event_description: body.event_description });
    return saveEventDetails(db, merchantId, request.params.id, body);
  });

  app.patch('/v2/items/:id', { schema: { params: ItemIdParams, body: UpdateItemBody } }, async (request) => {
    const { body } = request;
    const title = body.title === undefined ? undefined : requireText(body.title, 'title', 1);
    assertPrintableFields({ external_asset_id: body.external_asset_id, source: body.source, streamURL: body.streamURL });
    return updateAsset(db, commerceMerchant(request), request.params.id, { ...body, ...(title === undefined ? {} : { title }) });
  });

  // Deleting deactivates (reactivate-item brings it back); 7.1's legacy `DELETE items/{id}` is the same call.
  const deleteAsset = (merchantId: number, id: number): void => {
    const asset = requireAsset(db, merchantId, id);
    if (!asset.is_active) throw new AssetConflict(asset.id);
    setItemActive(db, merchantId, asset.id, false);
  };
  app.delete('/v2/items/:item_id', { schema: { params: ItemIdAltParams, body: NoBody } }, async (request, reply) => {
    deleteAsset(commerceMerchant(request), request.params.item_id);
    return reply.code(204).send();
  });
  app.delete('/items/:id', { schema: { params: ItemIdParams, body: NoBody } }, async (request, reply) => {
    deleteAsset(commerceMerchant(request), request.params.id);
    return reply.code(204).send();
  });

  app.delete('/v2/items/:id/metadata', { schema: { params: ItemIdParams, body: DeleteMetadataBody } }, async (request) =>
    deleteAssetMetadata(db, commerceMerchant(request), request.params.id, request.body.keys),
  );

  // Reactivating an active asset has nothing to return: 200 with no data (the console says 'An unknown error occurred.').
  app.put('/items/reactivate-item/:id', { schema: { params: ItemIdParams, body: NoBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    const asset = requireAsset(db, merchantId, request.params.id);
    if (asset.is_active) return reply.code(200).send();
    setItemActive(db, merchantId, asset.id, true);
    return requireAsset(db, merchantId, asset.id);
  });
};

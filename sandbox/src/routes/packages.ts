import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import {
  BulkPackageItemsBody,
  CreatePackageBody,
  PackageIdParams,
  PackageItemsQuery,
  PackagesQuery,
  TenantPackageParams,
  TenantPackagesParams,
  UpdatePackageBody,
} from '../../../src/contracts/packages';
import type { FastifyRequest } from 'fastify';
import { commerceMerchant, itemMerchant } from '../lib/commerceScope';
import { formFlag } from '../lib/form';
import { requireText } from '../lib/validation';
import { listAssets, setItemActive } from '../models/items';
import {
  addAllAssets,
  changePackageItems,
  createPackage,
  listPackages,
  removeAllAssets,
  requirePackage,
  updatePackage,
} from '../models/packages';

/** Packages (catalogue 7.5): list, create, read, update, delete and reactivate, and the assets they hold. */
export const packageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const packageMerchant = (request: FastifyRequest, id: number) => itemMerchant(request, (merchantId) => requirePackage(db, merchantId, id));

  app.get('/v2/items/packages/:tenantUuid', { schema: { params: TenantPackagesParams, querystring: PackagesQuery } }, async (request) => {
    const { page, limit, is_active: active, search } = request.query;
    return listPackages(db, commerceMerchant(request, request.params.tenantUuid), { page, limit, active: formFlag(active), search });
  });

  app.post('/v2/items/packages', { schema: { body: CreatePackageBody } }, async (request, reply) => {
    const title = requireText(request.body.title, 'title', 1);
    reply.code(201);
    return createPackage(db, commerceMerchant(request), { ...request.body, title });
  });

  app.get('/v2/items/packages/:tenantUuid/:id', { schema: { params: TenantPackageParams, querystring: SrkeyQuery } }, async (request) =>
    requirePackage(db, commerceMerchant(request, request.params.tenantUuid), request.params.id),
  );

  app.patch('/v2/items/packages/:id', { schema: { params: PackageIdParams, body: UpdatePackageBody } }, async (request) => {
    const title = request.body.title === undefined ? undefined : requireText(request.body.title, 'title', 1);
    return updatePackage(db, commerceMerchant(request), request.params.id, { ...request.body, ...(title === undefined ? {} : { title }) });
  });

  app.delete('/v2/items/packages/:id', { schema: { params: PackageIdParams, body: NoBody } }, async (request, reply) => {
    const merchantId = packageMerchant(request, request.params.id);
    setItemActive(db, merchantId, request.params.id, false);
    return reply.code(204).send();
  });

  app.put('/v2/items/packages/:id/reactivate', { schema: { params: PackageIdParams, body: NoBody } }, async (request) => {
    const merchantId = packageMerchant(request, request.params.id);
    setItemActive(db, merchantId, request.params.id, true);
    return requirePackage(db, merchantId, request.params.id);
  });

  app.get('/v2/items/packages/:id/items', { schema: { params: PackageIdParams, querystring: PackageItemsQuery } }, async (request) => {
    const merchantId = packageMerchant(request, request.params.id);
    const { page, limit, excluded, search } = request.query;
    return listAssets(db, merchantId, { page, limit, search, membership: { packageId: request.params.id, excluded: formFlag(excluded) === true } });
  });

  app.patch('/v2/items/packages/:id/items', { schema: { params: PackageIdParams, body: BulkPackageItemsBody } }, async (request) => {
    const add = (request.body.add_asset_ids ?? []).map(Number);
    const remove = (request.body.remove_asset_ids ?? []).map(Number);
    return changePackageItems(db, commerceMerchant(request), request.params.id, add, remove);
  });

  app.put('/v2/items/packages/:id/items', { schema: { params: PackageIdParams, body: NoBody } }, async (request) =>
    addAllAssets(db, commerceMerchant(request), request.params.id),
  );

  app.delete('/v2/items/packages/:id/items', { schema: { params: PackageIdParams, body: NoBody } }, async (request) =>
    removeAllAssets(db, commerceMerchant(request), request.params.id),
  );
};

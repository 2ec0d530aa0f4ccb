import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import {
  AgeBody,
  AgeSettingsBody,
  CountrySetBody,
  CountrySetParams,
  DomainBody,
  DomainDeleteQuery,
  DomainTypeParams,
  ItemCountrySetBody,
  ItemDomainsBody,
  ItemRestrictionParams,
  MerchantParams,
  RestrictionImpactQuery,
  TenantParams,
} from '../../../src/contracts/restrictions';
import { commerceMerchant, itemMerchant } from '../lib/commerceScope';
import { paywallMerchant } from '../lib/paywallScope';
import { permissionsOf } from '../lib/access';
import { currentAccount } from '../lib/auth';
import { isPlatformStaff } from '../../../src/permissions/model';
import { recordStaffActivity } from '../services/staffActivity';
import { createCountrySet, deleteCountrySet, listCountrySets, requireCountrySet, updateCountrySet } from '../models/countrySets';
import { requireAsset } from '../models/items';
import {
  addMerchantDomain,
  ageSettings,
  deleteItemCountrySet,
  deleteItemDomains,
  deleteMerchantDomain,
  itemCountrySet,
  itemDomains,
  itemMinAge,
  merchantDomains,
  minAgeOf,
  replaceItemDomains,
  restrictionImpact,
  setGlobalMinAge,
  setItemCountrySet,
  setItemMinAge,
  updateAgeSettings,
} from '../models/restrictions';
import { NO_MIN_AGE } from '../../../src/contracts/values';

/** Restrictions (catalogue 7.8): country sets, an asset's geo, domain and age rules, the merchant's domain and age rules. */
export const restrictionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const asset = (request: Parameters<typeof itemMerchant>[0], itemId: number) => itemMerchant(request, (merchantId) => requireAsset(db, merchantId, itemId));

  // Country sets.
  app.get('/restrictions/country-sets', { schema: { querystring: SrkeyQuery } }, async (request) => listCountrySets(db, commerceMerchant(request)));
  app.post('/restrictions/country-sets', { schema: { body: CountrySetBody } }, async (request, reply) => {
    reply.code(201);
    return createCountrySet(db, commerceMerchant(request), request.body);
  });
  app.get('/restrictions/country-sets/:country_set_id', { schema: { params: CountrySetParams, querystring: SrkeyQuery } }, async (request) =>
    requireCountrySet(db, commerceMerchant(request), request.params.country_set_id),
  );
  app.put('/restrictions/country-sets/:country_set_id', { schema: { params: CountrySetParams, body: CountrySetBody } }, async (request) =>
    updateCountrySet(db, commerceMerchant(request), request.params.country_set_id, request.body),
  );
  app.delete('/restrictions/country-sets/:country_set_id', { schema: { params: CountrySetParams, body: NoBody } }, async (request, reply) => {
    deleteCountrySet(db, commerceMerchant(request), request.params.country_set_id);
    return reply.code(204).send();
  });

  // An asset's country set.
  app.get('/restrictions/items/:item_id/country-set', { schema: { params: ItemRestrictionParams, querystring: SrkeyQuery } }, async (request) =>
    itemCountrySet(db, asset(request, request.params.item_id), request.params.item_id),
  );
  app.post('/restrictions/items/:item_id/country-set', { schema: { params: ItemRestrictionParams, body: ItemCountrySetBody } }, async (request, reply) => {
    const { item_id: itemId } = request.params;
    reply.code(201);
    return setItemCountrySet(db, asset(request, itemId), itemId, Number(request.body.country_set_id), 'create');
  });
  app.put('/restrictions/items/:item_id/country-set', { schema: { params: ItemRestrictionParams, body: ItemCountrySetBody } }, async (request) => {
    const { item_id: itemId } = request.params;
    return setItemCountrySet(db, asset(request, itemId), itemId, Number(request.body.country_set_id), 'update');
  });
  app.delete('/restrictions/items/:item_id/country-set', { schema: { params: ItemRestrictionParams, body: NoBody } }, async (request, reply) => {
    asset(request, request.params.item_id);
    deleteItemCountrySet(db, request.params.item_id);
    return reply.code(204).send();
  });

  // An asset's domains.
  app.get('/restrictions/items/:item_id/domains', { schema: { params: ItemRestrictionParams, querystring: SrkeyQuery } }, async (request) => {
    asset(request, request.params.item_id);
    return itemDomains(db, request.params.item_id);
  });
  app.put('/restrictions/items/:item_id/domains', { schema: { params: ItemRestrictionParams, body: ItemDomainsBody } }, async (request) => {
    asset(request, request.params.item_id);
    return replaceItemDomains(db, request.params.item_id, request.body);
  });
  app.delete('/restrictions/items/:item_id/domains', { schema: { params: ItemRestrictionParams, body: NoBody } }, async (request, reply) => {
    asset(request, request.params.item_id);
    deleteItemDomains(db, request.params.item_id);
    return reply.code(204).send();
  });

  // An asset's minimum age.
  app.get('/restrictions/items/:item_id/age', { schema: { params: ItemRestrictionParams, querystring: SrkeyQuery } }, async (request) => {
    asset(request, request.params.item_id);
    return itemMinAge(db, request.params.item_id);
  });
  app.post('/restrictions/items/:item_id/age', { schema: { params: ItemRestrictionParams, body: AgeBody } }, async (request) => {
    const { item_id: itemId } = request.params;
    return setItemMinAge(db, asset(request, itemId), itemId, minAgeOf(request.body.min_age));
  });
  app.delete('/restrictions/items/:item_id/age', { schema: { params: ItemRestrictionParams, body: NoBody } }, async (request, reply) => {
    const { item_id: itemId } = request.params;
    setItemMinAge(db, asset(request, itemId), itemId, NO_MIN_AGE);
    return reply.code(204).send();
  });

  // The merchant's domains: embedding whitelist and allowed API origins.
  app.get('/restrictions/domains', { schema: { querystring: SrkeyQuery } }, async (request) => merchantDomains(db, commerceMerchant(request)));
  app.post('/restrictions/domains/:type', { schema: { params: DomainTypeParams, body: DomainBody } }, async (request, reply) => {
    reply.code(201);
    return addMerchantDomain(db, commerceMerchant(request), request.params.type, request.body.domain);
  });
  app.delete('/restrictions/domains', { schema: { querystring: DomainDeleteQuery, body: NoBody } }, async (request, reply) => {
    deleteMerchantDomain(db, commerceMerchant(request), request.query.domain);
    return reply.code(204).send();
  });

  // The merchant's minimum age and age verification settings.
  app.get('/restrictions/age/enabled/:tenant_uuid', { schema: { params: TenantParams, querystring: SrkeyQuery } }, async (request) => ({
    age_verification_enabled: ageSettings(db, commerceMerchant(request, request.params.tenant_uuid)).age_verification_enabled,
  }));
  app.get('/restrictions/age', { schema: { querystring: SrkeyQuery } }, async (request) => ({ min_age: ageSettings(db, commerceMerchant(request)).min_age }));
  app.post('/restrictions/age', { schema: { body: AgeBody } }, async (request) => setGlobalMinAge(db, commerceMerchant(request), minAgeOf(request.body.min_age)));
  app.delete('/restrictions/age', { schema: { body: NoBody } }, async (request, reply) => {
    setGlobalMinAge(db, commerceMerchant(request), NO_MIN_AGE);
    return reply.code(204).send();
  });
  // The paywall reads the age settings without a token too (GUIDE section 3).
  app.get('/restrictions/settings/:merchant_uuid', { schema: { params: MerchantParams, querystring: SrkeyQuery } }, async (request) => {
    const { min_age: _minAge, ...settings } = ageSettings(db, paywallMerchant(request, request.params.merchant_uuid));
    return settings;
  });
  app.patch('/restrictions/settings/:merchant_uuid', { schema: { params: MerchantParams, body: AgeSettingsBody } }, async (request) => {
    const merchantId = commerceMerchant(request, request.params.merchant_uuid);
    // Platform staff change another merchant's settings from the admin console: the activity log records it.
    if (!isPlatformStaff(permissionsOf(request))) return updateAgeSettings(db, merchantId, request.body);
    return db.transaction(() => {
      const { min_age: _minAge, ...before } = ageSettings(db, merchantId);
      const after = updateAgeSettings(db, merchantId, request.body);
      recordStaffActivity(db, { staffAccountId: currentAccount(request).id, merchantId, kind: 'age_settings', summary: 'Age verification settings changed', before, after });
      return after;
    })();
  });

  // Beyond the catalogue: what a rule would block.
  app.get('/restrictions/impact', { schema: { querystring: RestrictionImpactQuery } }, async (request) => {
    const merchantId = commerceMerchant(request);
    if (request.query.item_id) requireAsset(db, merchantId, Number(request.query.item_id));
    return restrictionImpact(db, merchantId, request.query);
  });
};

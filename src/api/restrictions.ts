// Restrictions (catalogue 7.8); every function has the call shape (req, ctx).
import type { AgeSettingsBody, CountrySetBody, ItemDomainsBody, RestrictionImpactQuery } from '../contracts/restrictions';
import type { DomainRestrictionType } from '../contracts/values';
import { api, type CallContext } from './client';
import type { AgeRestriction, AgeSettings, AgeVerificationEnabled, CountrySet, DomainRestriction, ItemCountrySet, ItemDomains, MerchantDomains, RestrictionImpact } from './restrictionTypes';

export type * from './restrictionTypes';

type SetRef = { countrySetId: number };
type ItemRef = { itemId: number };

/** GET restrictions/country-sets */
export const listCountrySets = (_req: void, ctx?: CallContext): Promise<CountrySet[]> => api().request({ method: 'GET', path: 'restrictions/country-sets', ...ctx });

/** POST restrictions/country-sets */
export const createCountrySet = (body: CountrySetBody, ctx?: CallContext): Promise<CountrySet> =>
  api().request({ method: 'POST', path: 'restrictions/country-sets', body, ...ctx });

/** PUT restrictions/country-sets/{countrySetId}: replaces the set. */
export const updateCountrySet = ({ countrySetId, ...body }: CountrySetBody & SetRef, ctx?: CallContext): Promise<CountrySet> =>
  api().request({ method: 'PUT', path: 'restrictions/country-sets/{countrySetId}', pathVars: { countrySetId }, body, ...ctx });

/** DELETE restrictions/country-sets/{countrySetId} */
export const deleteCountrySet = ({ countrySetId }: SetRef, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'restrictions/country-sets/{countrySetId}', pathVars: { countrySetId }, ...ctx });

/** GET restrictions/items/{itemId}/country-set */
export const getItemCountrySet = ({ itemId }: ItemRef, ctx?: CallContext): Promise<ItemCountrySet> =>
  api().request({ method: 'GET', path: 'restrictions/items/{itemId}/country-set', pathVars: { itemId }, ...ctx });

/** POST restrictions/items/{itemId}/country-set with country_set_id */
export const createItemCountrySet = ({ itemId, countrySetId }: ItemRef & SetRef, ctx?: CallContext): Promise<ItemCountrySet> =>
  api().request({ method: 'POST', path: 'restrictions/items/{itemId}/country-set', pathVars: { itemId }, body: { country_set_id: String(countrySetId) }, ...ctx });

/** PUT restrictions/items/{itemId}/country-set with country_set_id */
export const updateItemCountrySet = ({ itemId, countrySetId }: ItemRef & SetRef, ctx?: CallContext): Promise<ItemCountrySet> =>
  api().request({ method: 'PUT', path: 'restrictions/items/{itemId}/country-set', pathVars: { itemId }, body: { country_set_id: String(countrySetId) }, ...ctx });

/** DELETE restrictions/items/{itemId}/country-set */
export const deleteItemCountrySet = ({ itemId }: ItemRef, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'restrictions/items/{itemId}/country-set', pathVars: { itemId }, ...ctx });

/** GET restrictions/domains: the merchant's embedding domains and allowed origins. */
export const getMerchantDomains = (_req: void, ctx?: CallContext): Promise<MerchantDomains> => api().request({ method: 'GET', path: 'restrictions/domains', ...ctx });

/** POST restrictions/domains/{type} */
export const addMerchantDomain = ({ type, domain }: { type: DomainRestrictionType; domain: string }, ctx?: CallContext): Promise<DomainRestriction> =>
  api().request({ method: 'POST', path: 'restrictions/domains/{type}', pathVars: { type }, body: { domain }, ...ctx });

/** DELETE restrictions/domains?domain= */
export const deleteMerchantDomain = ({ domain }: { domain: string }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'restrictions/domains', query: { domain }, ...ctx });

/** GET restrictions/items/{itemId}/domains */
export const getItemDomains = ({ itemId }: ItemRef, ctx?: CallContext): Promise<ItemDomains> =>
  api().request({ method: 'GET', path: 'restrictions/items/{itemId}/domains', pathVars: { itemId }, ...ctx });

/** PUT restrictions/items/{itemId}/domains (type whitelist, domains) */
export const replaceItemDomains = ({ itemId, ...body }: ItemDomainsBody & ItemRef, ctx?: CallContext): Promise<ItemDomains> =>
  api().request({ method: 'PUT', path: 'restrictions/items/{itemId}/domains', pathVars: { itemId }, body, ...ctx });

/** DELETE restrictions/items/{itemId}/domains */
export const deleteItemDomains = ({ itemId }: ItemRef, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'restrictions/items/{itemId}/domains', pathVars: { itemId }, ...ctx });

/** GET restrictions/age/enabled/{tenantUuid}: whether the age restriction may be loaded at all. */
export const getAgeVerificationEnabled = ({ tenantUuid }: { tenantUuid: string }, ctx?: CallContext): Promise<AgeVerificationEnabled> =>
  api().request({ method: 'GET', path: 'restrictions/age/enabled/{tenantUuid}', pathVars: { tenantUuid }, ...ctx });

/** GET restrictions/age: the merchant-wide minimum age (-1: none). */
export const getGlobalAge = (_req: void, ctx?: CallContext): Promise<AgeRestriction> => api().request({ method: 'GET', path: 'restrictions/age', ...ctx });

/** POST restrictions/age with min_age */
export const setGlobalAge = ({ min_age }: AgeRestriction, ctx?: CallContext): Promise<AgeRestriction> =>
  api().request({ method: 'POST', path: 'restrictions/age', body: { min_age: String(min_age) }, ...ctx });

/** DELETE restrictions/age */
export const deleteGlobalAge = (_req: void, ctx?: CallContext): Promise<void> => api().request({ method: 'DELETE', path: 'restrictions/age', ...ctx });

/** GET restrictions/items/{itemId}/age */
export const getItemAge = ({ itemId }: ItemRef, ctx?: CallContext): Promise<AgeRestriction> =>
  api().request({ method: 'GET', path: 'restrictions/items/{itemId}/age', pathVars: { itemId }, ...ctx });

/** POST restrictions/items/{itemId}/age with min_age */
export const setItemAge = ({ itemId, min_age }: ItemRef & AgeRestriction, ctx?: CallContext): Promise<AgeRestriction> =>
  api().request({ method: 'POST', path: 'restrictions/items/{itemId}/age', pathVars: { itemId }, body: { min_age: String(min_age) }, ...ctx });

/** GET restrictions/settings/{merchantUuid}: the age verification settings. */
export const getAgeSettings = ({ merchantUuid }: { merchantUuid: string }, ctx?: CallContext): Promise<AgeSettings> =>
  api().request({ method: 'GET', path: 'restrictions/settings/{merchantUuid}', pathVars: { merchantUuid }, ...ctx });

/** PATCH restrictions/settings/{merchantUuid} with age_verification_enabled, age_verification_type, merchant_uuid */
export const updateAgeSettings = ({ merchantUuid, ...body }: AgeSettingsBody & { merchantUuid: string }, ctx?: CallContext): Promise<AgeSettings> =>
  api().request({ method: 'PATCH', path: 'restrictions/settings/{merchantUuid}', pathVars: { merchantUuid }, body: { ...body, merchant_uuid: merchantUuid }, ...ctx });

/** GET restrictions/impact (beyond the catalogue): what a rule would block. */
export const getRestrictionImpact = (query: Omit<RestrictionImpactQuery, 'srkey'>, ctx?: CallContext): Promise<RestrictionImpact> =>
  api().request({ method: 'GET', path: 'restrictions/impact', query, ...ctx });

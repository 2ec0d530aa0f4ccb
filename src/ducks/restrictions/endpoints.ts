import * as restrictions from '../../api/restrictions';
import type { AgeRestriction, AgeSettings, AgeVerificationEnabled, CountrySet, DomainRestriction, ItemCountrySet, ItemDomains, MerchantDomains, RestrictionImpact } from '../../api/restrictions';
import type { AgeSettingsBody, CountrySetBody, RestrictionImpactQuery } from '../../contracts/restrictions';
import type { DomainRestrictionType } from '../../contracts/values';
import { RESTRICTION_NOTICES, RESTRICTIONS_UI } from '../../constants/messages/restrictions';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { storedRead } from '../requests/paginated';
import { saveRestrictions, type RestrictionStep, type SaveAssetRestrictionsRequest } from './assetRestrictions';

type ItemRef = { itemId: number };
const itemKey = ({ itemId }: ItemRef) => String(itemId);

// ---- country sets ----

export const fetchCountrySets = defineEndpoint<void, CountrySet[]>('restrictions/fetchCountrySets', restrictions.listCountrySets, storedRead());

const reloadSets = () => [fetchCountrySets.request()];

export const createCountrySet = defineEndpoint<CountrySetBody, CountrySet>('restrictions/createCountrySet', restrictions.createCountrySet, {
  strategy: 'leading',
  successNotice: RESTRICTIONS_UI.setCreated,
  then: reloadSets,
});

/** One set is edited at a time (in its dialog), so its submits are tracked under one key, as the dialog reads them. */
export const updateCountrySet = defineEndpoint<CountrySetBody & { countrySetId: number }, CountrySet>('restrictions/updateCountrySet', restrictions.updateCountrySet, {
  strategy: 'leading',
  successNotice: RESTRICTIONS_UI.setUpdated,
  then: reloadSets,
});

export const deleteCountrySet = defineEndpoint<{ countrySetId: number }, void>('restrictions/deleteCountrySet', restrictions.deleteCountrySet, {
  strategy: 'every',
  key: ({ countrySetId }) => String(countrySetId),
  successNotice: RESTRICTIONS_UI.setDeleted,
  then: reloadSets,
});

// ---- an asset's rules ----

export const fetchItemCountrySet = defineEndpoint<ItemRef, ItemCountrySet>('restrictions/fetchItemCountrySet', restrictions.getItemCountrySet, storedRead(itemKey));
export const fetchItemDomains = defineEndpoint<ItemRef, ItemDomains>('restrictions/fetchItemDomains', restrictions.getItemDomains, storedRead(itemKey));
export const fetchItemAge = defineEndpoint<ItemRef, AgeRestriction>('restrictions/fetchItemAge', restrictions.getItemAge, storedRead(itemKey));

/** The asset's rules are read again after a save. */
const reloadItem = (itemId: number, ageEnabled: boolean) => [
  fetchItemCountrySet.request({ itemId }),
  fetchItemDomains.request({ itemId }),
  ...(ageEnabled ? [fetchItemAge.request({ itemId })] : []),
];

export const saveAssetRestrictions = defineEndpoint<SaveAssetRestrictionsRequest, RestrictionStep[]>('restrictions/saveAsset', saveRestrictions, {
  strategy: 'leading',
  key: ({ itemId }) => String(itemId),
  successNotice: RESTRICTIONS_UI.assetUpdated,
  errorNotice: RESTRICTION_NOTICES.assetUpdateError,
  then: (_steps, { itemId, ageEnabled }) => reloadItem(itemId, ageEnabled),
});

// ---- the merchant's domains ----

export const fetchMerchantDomains = defineEndpoint<void, MerchantDomains>('restrictions/fetchDomains', restrictions.getMerchantDomains, storedRead());

export const addMerchantDomain = defineEndpoint<{ type: DomainRestrictionType; domain: string }, DomainRestriction>('restrictions/addDomain', restrictions.addMerchantDomain, {
  strategy: 'leading',
  key: ({ type }) => type,
  successNotice: RESTRICTION_NOTICES.domainsUpdated,
  then: () => [fetchMerchantDomains.request()],
});

export const deleteMerchantDomain = defineEndpoint<{ domain: string }, void>('restrictions/deleteDomain', restrictions.deleteMerchantDomain, {
  strategy: 'every',
  key: ({ domain }) => domain,
  successNotice: RESTRICTION_NOTICES.domainsUpdated,
  then: () => [fetchMerchantDomains.request()],
});

// ---- age ----

/** The tenant's age verification flag: the age restriction is loaded only when it is on (catalogue 7.8). */
export const fetchAgeEnabled = defineEndpoint<{ tenantUuid: string }, AgeVerificationEnabled>('restrictions/fetchAgeEnabled', restrictions.getAgeVerificationEnabled, storedRead());

export const fetchGlobalAge = defineEndpoint<void, AgeRestriction>('restrictions/fetchGlobalAge', restrictions.getGlobalAge, storedRead());

export const setGlobalAge = defineEndpoint<AgeRestriction, AgeRestriction>('restrictions/setGlobalAge', restrictions.setGlobalAge, {
  strategy: 'leading',
  successNotice: RESTRICTIONS_UI.globalAgeSaved,
  then: () => [fetchGlobalAge.request()],
});

export const deleteGlobalAge = defineEndpoint<void, void>('restrictions/deleteGlobalAge', restrictions.deleteGlobalAge, {
  strategy: 'leading',
  successNotice: RESTRICTIONS_UI.globalAgeRemoved,
  then: () => [fetchGlobalAge.request()],
});

export const fetchAgeSettings = defineEndpoint<{ merchantUuid: string }, AgeSettings>('restrictions/fetchAgeSettings', restrictions.getAgeSettings, storedRead());

export const updateAgeSettings = defineEndpoint<AgeSettingsBody & { merchantUuid: string; tenantUuid: string }, AgeSettings>(
  'restrictions/updateAgeSettings',
  ({ tenantUuid: _tenant, ...req }, ctx) => restrictions.updateAgeSettings(req, ctx),
  {
    strategy: 'leading',
    successNotice: RESTRICTIONS_UI.settingsSaved,
    then: ({ merchant_uuid: merchantUuid }, { tenantUuid }) => [fetchAgeSettings.request({ merchantUuid }), fetchAgeEnabled.request({ tenantUuid })],
  },
);

// ---- the impact preview (beyond the catalogue) ----

export type ImpactRequest = Omit<RestrictionImpactQuery, 'srkey'>;
export const impactKey = (req: ImpactRequest): string =>
  [req.item_id ?? '', req.country_set_type ?? '', req.countries ?? '', req.min_age ?? '', req.domain_rule ? `d:${req.domains ?? ''}` : ''].join('|');

export const fetchRestrictionImpact = defineEndpoint<ImpactRequest, RestrictionImpact>('restrictions/fetchImpact', restrictions.getRestrictionImpact, storedRead(impactKey));

export const restrictionEndpoints: readonly AnyEndpoint[] = [
  fetchCountrySets,
  createCountrySet,
  updateCountrySet,
  deleteCountrySet,
  fetchItemCountrySet,
  fetchItemDomains,
  fetchItemAge,
  saveAssetRestrictions,
  fetchMerchantDomains,
  addMerchantDomain,
  deleteMerchantDomain,
  fetchAgeEnabled,
  fetchGlobalAge,
  setGlobalAge,
  deleteGlobalAge,
  fetchAgeSettings,
  updateAgeSettings,
  fetchRestrictionImpact,
];

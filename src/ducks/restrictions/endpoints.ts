import * as restrictions from '../../api/restrictions';
import type { AgeRestriction, AgeSettings, AgeVerificationEnabled, CountrySet, DomainRestriction, ItemCountrySet, ItemDomains, MerchantDomains, RestrictionImpact } from '../../api/restrictions';
import type { AgeSettingsBody, CountrySetBody, RestrictionImpactQuery } from '../../contracts/restrictions';
import type { DomainRestrictionType } from '../../contracts/values';
import { RESTRICTION_NOTICES, RESTRICTIONS_UI } from '../../constants/messages/restrictions';
import type { Tag } from '../requests/tags';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { storedRead } from '../requests/paginated';
import { saveRestrictions, type RestrictionStep, type SaveAssetRestrictionsRequest } from './assetRestrictions';

type ItemRef = { itemId: number };
const itemKey = ({ itemId }: ItemRef) => String(itemId);
/** An asset's rules: its country set, domains and minimum age. */
const itemRules = ({ itemId }: ItemRef): Tag[] => [{ type: 'ItemRestrictions', id: itemId }];
const COUNTRY_SETS = 'CountrySets';
const MERCHANT_DOMAINS = 'MerchantDomains';
const GLOBAL_AGE = 'GlobalAge';
/** The merchant's age settings and the tenant's age verification flag they switch. */
const AGE_SETTINGS = 'AgeSettings';

// ---- country sets ----

export const fetchCountrySets = defineEndpoint<void, CountrySet[]>('restrictions/fetchCountrySets', restrictions.listCountrySets, storedRead(undefined, () => [COUNTRY_SETS]));

const reloadSets = (): Tag[] => [COUNTRY_SETS];

export const createCountrySet = defineEndpoint<CountrySetBody, CountrySet>('restrictions/createCountrySet', restrictions.createCountrySet, {
  strategy: 'leading',
  successNotice: RESTRICTIONS_UI.setCreated,
  invalidates: reloadSets,
});

/** One set is edited at a time (in its dialog), so its submits are tracked under one key, as the dialog reads them. */
export const updateCountrySet = defineEndpoint<CountrySetBody & { countrySetId: number }, CountrySet>('restrictions/updateCountrySet', restrictions.updateCountrySet, {
  strategy: 'leading',
  successNotice: RESTRICTIONS_UI.setUpdated,
  invalidates: reloadSets,
});

export const deleteCountrySet = defineEndpoint<{ countrySetId: number }, void>('restrictions/deleteCountrySet', restrictions.deleteCountrySet, {
  strategy: 'every',
  key: ({ countrySetId }) => String(countrySetId),
  successNotice: RESTRICTIONS_UI.setDeleted,
  invalidates: reloadSets,
});

// ---- an asset's rules ----

export const fetchItemCountrySet = defineEndpoint<ItemRef, ItemCountrySet>('restrictions/fetchItemCountrySet', restrictions.getItemCountrySet, storedRead(itemKey, itemRules));
export const fetchItemDomains = defineEndpoint<ItemRef, ItemDomains>('restrictions/fetchItemDomains', restrictions.getItemDomains, storedRead(itemKey, itemRules));
export const fetchItemAge = defineEndpoint<ItemRef, AgeRestriction>('restrictions/fetchItemAge', restrictions.getItemAge, storedRead(itemKey, itemRules));


export const saveAssetRestrictions = defineEndpoint<SaveAssetRestrictionsRequest, RestrictionStep[]>('restrictions/saveAsset', saveRestrictions, {
  strategy: 'leading',
  key: ({ itemId }) => String(itemId),
  successNotice: RESTRICTIONS_UI.assetUpdated,
  // The error names the step that failed (RESTRICTION_STEPS.failed); the rules on screen are read again either way.
  errorNotice: (error) => error.message || RESTRICTION_NOTICES.assetUpdateError,
  invalidates: itemRules,
  invalidatesOnFailure: itemRules,
});

// ---- the merchant's domains ----

export const fetchMerchantDomains = defineEndpoint<void, MerchantDomains>('restrictions/fetchDomains', restrictions.getMerchantDomains, storedRead(undefined, () => [MERCHANT_DOMAINS]));

export const addMerchantDomain = defineEndpoint<{ type: DomainRestrictionType; domain: string }, DomainRestriction>('restrictions/addDomain', restrictions.addMerchantDomain, {
  strategy: 'leading',
  key: ({ type }) => type,
  successNotice: RESTRICTION_NOTICES.domainsUpdated,
  invalidates: () => [MERCHANT_DOMAINS],
});

export const deleteMerchantDomain = defineEndpoint<{ domain: string }, void>('restrictions/deleteDomain', restrictions.deleteMerchantDomain, {
  strategy: 'every',
  key: ({ domain }) => domain,
  successNotice: RESTRICTION_NOTICES.domainsUpdated,
  invalidates: () => [MERCHANT_DOMAINS],
});

// ---- age ----

/** The tenant's age verification flag: the age restriction is loaded only when it is on (catalogue 7.8). */
export const fetchAgeEnabled = defineEndpoint<{ tenantUuid: string }, AgeVerificationEnabled>('restrictions/fetchAgeEnabled', restrictions.getAgeVerificationEnabled, storedRead(undefined, () => [AGE_SETTINGS]));

export const fetchGlobalAge = defineEndpoint<void, AgeRestriction>('restrictions/fetchGlobalAge', restrictions.getGlobalAge, storedRead(undefined, () => [GLOBAL_AGE]));

export const setGlobalAge = defineEndpoint<AgeRestriction, AgeRestriction>('restrictions/setGlobalAge', restrictions.setGlobalAge, {
  strategy: 'leading',
  successNotice: RESTRICTIONS_UI.globalAgeSaved,
  invalidates: () => [GLOBAL_AGE],
});

export const deleteGlobalAge = defineEndpoint<void, void>('restrictions/deleteGlobalAge', restrictions.deleteGlobalAge, {
  strategy: 'leading',
  successNotice: RESTRICTIONS_UI.globalAgeRemoved,
  invalidates: () => [GLOBAL_AGE],
});

export const fetchAgeSettings = defineEndpoint<{ merchantUuid: string }, AgeSettings>('restrictions/fetchAgeSettings', restrictions.getAgeSettings, storedRead(undefined, () => [AGE_SETTINGS]));

export const updateAgeSettings = defineEndpoint<AgeSettingsBody & { merchantUuid: string; tenantUuid: string }, AgeSettings>(
  'restrictions/updateAgeSettings',
  ({ tenantUuid: _tenant, ...req }, ctx) => restrictions.updateAgeSettings(req, ctx),
  {
    strategy: 'leading',
    successNotice: RESTRICTIONS_UI.settingsSaved,
    invalidates: () => [AGE_SETTINGS],
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

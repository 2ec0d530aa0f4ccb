import * as restrictions from '../../api/restrictions';
import type { CallContext } from '../../api/client';
import { stepError } from '../../api/errors';
import { RESTRICTION_STEPS } from '../../constants/messages/restrictions';
import { NO_MIN_AGE } from '../../contracts/values';

/** An asset's rules as the Restrictions tab edits them: a country set (or none), whitelisted domains, a minimum age (-1: none). */
export interface AssetRestrictions {
  countrySetId: number | null;
  domains: string[];
  minAge: number;
}

export const NO_RESTRICTIONS: AssetRestrictions = { countrySetId: null, domains: [], minAge: NO_MIN_AGE };

export interface SaveAssetRestrictionsRequest {
  itemId: number;
  current: AssetRestrictions;
  desired: AssetRestrictions;
  /** The age rule is only touched when age verification is on for the tenant. */
  ageEnabled: boolean;
}

/** What a save changes, in order (the catalogue's comparison of desired with current rules, catalogue 7.8). */
export type RestrictionStep =
  | { call: 'deleteCountrySet' }
  | { call: 'createCountrySet'; countrySetId: number }
  | { call: 'updateCountrySet'; countrySetId: number }
  | { call: 'deleteDomains' }
  | { call: 'replaceDomains'; domains: string[] }
  | { call: 'setAge'; minAge: number };

/** Domains as compared and sent: trimmed, lower-cased, each once, sorted. */
export const normalisedDomains = (domains: readonly string[]): string[] => [...new Set(domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean))].sort();

/**
 * The country set is deleted, created or updated; domains are deleted when the new list is empty and the old one is
 * not, replaced when they differ; the age is posted when it changed. Nothing else is called.
 */
export function restrictionSteps({ current, desired, ageEnabled }: Omit<SaveAssetRestrictionsRequest, 'itemId'>): RestrictionStep[] {
  const steps: RestrictionStep[] = [];
  if (desired.countrySetId !== current.countrySetId) {
    if (desired.countrySetId === null) steps.push({ call: 'deleteCountrySet' });
    else if (current.countrySetId === null) steps.push({ call: 'createCountrySet', countrySetId: desired.countrySetId });
    else steps.push({ call: 'updateCountrySet', countrySetId: desired.countrySetId });
  }
  const domains = normalisedDomains(desired.domains);
  if (domains.length === 0 && current.domains.length > 0) steps.push({ call: 'deleteDomains' });
  else if (domains.length > 0 && domains.join('\n') !== normalisedDomains(current.domains).join('\n')) steps.push({ call: 'replaceDomains', domains });
  if (ageEnabled && desired.minAge !== current.minAge) steps.push({ call: 'setAge', minAge: desired.minAge });
  return steps;
}

/** Runs one step against the asset. */
function runStep(api: typeof restrictions, itemId: number, step: RestrictionStep, ctx?: CallContext): Promise<unknown> {
  switch (step.call) {
    case 'deleteCountrySet':
      return api.deleteItemCountrySet({ itemId }, ctx);
    case 'createCountrySet':
      return api.createItemCountrySet({ itemId, countrySetId: step.countrySetId }, ctx);
    case 'updateCountrySet':
      return api.updateItemCountrySet({ itemId, countrySetId: step.countrySetId }, ctx);
    case 'deleteDomains':
      return api.deleteItemDomains({ itemId }, ctx);
    case 'replaceDomains':
      return api.replaceItemDomains({ itemId, type: 'whitelist', domains: step.domains }, ctx);
    case 'setAge':
      return api.setItemAge({ itemId, min_age: step.minAge }, ctx);
  }
}

/**
 * Runs the steps in order; the first failure stops the save, and its error names that step (the spec's text, the
 * step, the server's reason). A cancelled call or an ended session keeps its own error, which stays quiet.
 */
export async function saveRestrictions(req: SaveAssetRestrictionsRequest, ctx?: CallContext, api = restrictions): Promise<RestrictionStep[]> {
  const steps = restrictionSteps(req);
  for (const step of steps) {
    try {
      await runStep(api, req.itemId, step, ctx);
    } catch (thrown) {
      throw stepError(thrown, (reason) => RESTRICTION_STEPS.failed(RESTRICTION_STEPS[step.call], reason));
    }
  }
  return steps;
}

import { ApiError } from '../../../src/api/errors';
import { restrictionSteps, saveRestrictions, type AssetRestrictions } from '../../../src/ducks/restrictions/assetRestrictions';

const none: AssetRestrictions = { countrySetId: null, domains: [], minAge: -1 };
const some: AssetRestrictions = { countrySetId: 3, domains: ['a.example.com', '*.b.example.com'], minAge: 18 };

describe("saving an asset's restrictions compares the desired rules with the current ones (catalogue 7.8)", () => {
  it('calls nothing when nothing changed, whatever the order or case of the domains', () => {
    expect(restrictionSteps({ current: some, desired: { ...some, domains: ['*.B.example.com', ' a.example.com '] }, ageEnabled: true })).toEqual([]);
  });

  it('creates a country set the asset lacks, updates one it has, deletes one no longer wanted', () => {
    expect(restrictionSteps({ current: none, desired: { ...none, countrySetId: 3 }, ageEnabled: true })).toEqual([{ call: 'createCountrySet', countrySetId: 3 }]);
    expect(restrictionSteps({ current: some, desired: { ...some, countrySetId: 4 }, ageEnabled: true })).toEqual([{ call: 'updateCountrySet', countrySetId: 4 }]);
    expect(restrictionSteps({ current: some, desired: { ...some, countrySetId: null }, ageEnabled: true })).toEqual([{ call: 'deleteCountrySet' }]);
  });

  it('deletes the domains when the new list is empty and the old is not, replaces them when they differ', () => {
    expect(restrictionSteps({ current: some, desired: { ...some, domains: [] }, ageEnabled: true })).toEqual([{ call: 'deleteDomains' }]);
    expect(restrictionSteps({ current: none, desired: { ...none, domains: [] }, ageEnabled: true })).toEqual([]);
    expect(restrictionSteps({ current: some, desired: { ...some, domains: ['C.example.com', 'c.example.com'] }, ageEnabled: true })).toEqual([
      { call: 'replaceDomains', domains: ['c.example.com'] },
    ]);
  });

  it('posts the age when it changed, -1 for none, and never when age verification is off', () => {
    expect(restrictionSteps({ current: some, desired: { ...some, minAge: -1 }, ageEnabled: true })).toEqual([{ call: 'setAge', minAge: -1 }]);
    expect(restrictionSteps({ current: none, desired: { ...none, minAge: 21 }, ageEnabled: false })).toEqual([]);
  });

  it('runs the calls in order and stops at the first failure', async () => {
    const calls: string[] = [];
    const record = (name: string, fail = false) => async (req: unknown) => {
      calls.push(`${name} ${JSON.stringify(req)}`);
      if (fail) throw new ApiError(400, 'Country set not found.');
      return {};
    };
    const api = {
      createItemCountrySet: record('createItemCountrySet'),
      updateItemCountrySet: record('updateItemCountrySet'),
      deleteItemCountrySet: record('deleteItemCountrySet'),
      replaceItemDomains: record('replaceItemDomains', true),
      deleteItemDomains: record('deleteItemDomains'),
      setItemAge: record('setItemAge'),
    } as unknown as Parameters<typeof saveRestrictions>[2];
    await expect(saveRestrictions({ itemId: 7, current: none, desired: some, ageEnabled: true }, undefined, api)).rejects.toThrow('Country set not found.');
    expect(calls).toEqual(['createItemCountrySet {"itemId":7,"countrySetId":3}', 'replaceItemDomains {"itemId":7,"type":"whitelist","domains":["*.b.example.com","a.example.com"]}']);
  });
});

import { ApiError } from '../../../src/api/errors';
import type { Asset, Template } from '../../../src/api/itemTypes';
import { createFromTemplate } from '../../../src/ducks/assets/fromTemplate';

const template: Template = {
  id: 4,
  name: 'Monthly Series',
  access_control_type_id: 1,
  preview_text: '',
  metadata: { asset_genre: 'documentary', paywall_cover_photo: '/x.png' },
  item_type_name: 'video',
  event_type: 'vod',
  preview_id: 2,
  prices: [
    { id: 1, template_id: 4, access_type_id: '4', amount: '7.99', currency: 'GBP', trial_period_quantity: '7', trial_period_period: 'day' },
    { id: 2, template_id: 4, access_type_id: '2', amount: '4.99', currency: 'EUR' },
  ],
  restrictions: [
    { id: 9, category: 'geo', additional_data: { country_set_id: '1' } },
    { id: 10, category: 'domain', additional_data: { domain: 'shop.example.com', type: 'whitelist' } },
    { id: 11, category: 'age', additional_data: { age: '18' } },
    { id: 12, category: 'domain', additional_data: { domain: '*.example.com', type: 'whitelist' } },
  ],
  event_details: null,
  created_at: 0,
  updated_at: 0,
};

function fakeApi(failOn?: string) {
  const calls: string[] = [];
  const record = (name: string, result: unknown) => async (req: unknown) => {
    calls.push(`${name} ${JSON.stringify(req)}`);
    if (failOn === name) throw new ApiError(400, 'Unknown access type.');
    return result;
  };
  const asset = { id: 77, title: 'Episode 1' } as Asset;
  return {
    calls,
    api: {
      templates: { getTemplate: record('getTemplate', template) },
      items: { createAsset: record('createAsset', asset), createAccessFee: record('createAccessFee', {}), updateAsset: record('updateAsset', asset) },
      restrictions: { createItemCountrySet: record('createItemCountrySet', {}), replaceItemDomains: record('replaceItemDomains', {}) },
    } as unknown as Parameters<typeof createFromTemplate>[2],
  };
}

describe('creating an asset from a template', () => {
  it('reads the template, creates the asset with its fields, then copies its restrictions, its prices as access fees and its asset_ metadata, in that order', async () => {
    const { api, calls } = fakeApi();
    const result = await createFromTemplate({ templateId: 4, title: 'Episode 1', event_type: 'live' }, undefined, api);
    expect(result).toEqual({ asset: { id: 77, title: 'Episode 1' } });
    expect(calls).toEqual([
      'getTemplate {"templateId":4}',
      'createAsset {"item_type":"video","title":"Episode 1","event_type":"vod","template_id":"2","access_control_type_id":"1"}',
      'createItemCountrySet {"itemId":77,"countrySetId":1}',
      'replaceItemDomains {"itemId":77,"type":"whitelist","domains":["shop.example.com","*.example.com"]}',
      'createAccessFee {"itemId":77,"access_type_id":"4","amount":"7.99","currency":"GBP","trial_period_quantity":"7","trial_period_period":"day"}',
      'createAccessFee {"itemId":77,"access_type_id":"2","amount":"4.99","currency":"EUR"}',
      'updateAsset {"id":77,"metadata":{"asset_genre":"documentary"}}',
    ]);
  });

  it('keeps the created asset and names the step that failed', async () => {
    const { api, calls } = fakeApi('createAccessFee');
    const result = await createFromTemplate({ templateId: 4, title: 'Episode 1', event_type: 'vod' }, undefined, api);
    expect(result).toEqual({ asset: { id: 77, title: 'Episode 1' }, failure: { step: 'prices', message: 'Unknown access type.' } });
    expect(calls.filter((call) => call.startsWith('updateAsset'))).toEqual([]);
  });

  it('stops before the prices when a restriction cannot be copied', async () => {
    const { api, calls } = fakeApi('createItemCountrySet');
    const result = await createFromTemplate({ templateId: 4, title: 'Episode 1', event_type: 'vod' }, undefined, api);
    expect(result.failure).toEqual({ step: 'restrictions', message: 'Unknown access type.' });
    expect(calls.some((call) => call.startsWith('createAccessFee'))).toBe(false);
  });

  it('fails as a whole when the template cannot be read or the asset not created', async () => {
    await expect(createFromTemplate({ templateId: 4, title: 'x', event_type: 'vod' }, undefined, fakeApi('createAsset').api)).rejects.toThrow('Unknown access type.');
  });
});

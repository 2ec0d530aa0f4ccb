import type { AccessFee, AccessTypeInfo, Asset } from '../../src/api/itemTypes';

/** Access types as the sandbox lists them (a subset), and an access fee with every field at its default. */
export const ACCESS_TYPES: readonly AccessTypeInfo[] = [
  { id: 1, name: 'ppv', quantity: 24, period: 'hour' },
  { id: 4, name: 'subscription', quantity: 1, period: 'month' },
  { id: 6, name: 'season', quantity: 1, period: 'year' },
  { id: 7, name: 'freemium', quantity: 1, period: 'year' },
];

export const accessFee = (id: number, overrides: Partial<AccessFee> = {}): AccessFee => ({
  id,
  item_id: 1,
  access_type: ACCESS_TYPES[0],
  description: '',
  amount: 5,
  currency: 'EUR',
  restriction_type: null,
  trial_period: null,
  setup_fee: null,
  country_iso: null,
  country_set_id: null,
  starts_at: null,
  expires_at: null,
  season: null,
  external_fees: [],
  created_at: 0,
  updated_at: 0,
  ...overrides,
});

/** An active VOD asset with every field at its default. */
export const asset = (id: number, overrides: Partial<Asset> = {}): Asset => ({
  id,
  merchant_id: 1,
  merchant_uuid: 'merchant-1',
  is_active: true,
  title: `Asset ${id}`,
  content: '',
  item_type: { id: 1, name: 'video', content_type: 'video', host: 'custom', description: 'Video' },
  access_control_type: { id: 1, name: 'Paid', auth: true },
  event_type: 'vod',
  template_id: 1,
  external_asset_id: null,
  streamURL: null,
  source: null,
  is_giftable: false,
  gift_metadata: null,
  plan_switch_enabled: false,
  metadata: {},
  created_at: Date.UTC(2025, 4, 6, 7, 8) / 1000,
  updated_at: Date.UTC(2025, 4, 6, 7, 8) / 1000,
  ...overrides,
});

import type { AccessFee, AccessTypeInfo } from '../../src/api/itemTypes';

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

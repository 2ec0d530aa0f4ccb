import { giftPayload } from '../../../src/pages/assets/GiftsTab';
import { EMPTY_FEE, feeFormValues, feePayload, type FeeFormValues } from '../../../src/pages/assets/pricing/feeForm';
import { accessFee, ACCESS_TYPES } from '../../support/contentFixtures';
import { inStartOrder, previewFromDraft, previewFromFee, priceCards, withDraft } from '../../../src/pages/assets/pricing/priceCard';

const TYPES = ACCESS_TYPES;

const form = (values: Partial<FeeFormValues>): FeeFormValues => ({ ...EMPTY_FEE, ...values });

describe('the access fee payload', () => {
  it('sends only the fields that are set', () => {
    expect(feePayload(form({ access_type_id: '1', amount: ' 4.99 ', currency: 'EUR' }), TYPES, 'create')).toEqual({ access_type_id: '1', amount: '4.99', currency: 'EUR' });
  });

  it('sends amounts typed with a decimal comma as the catalogue takes them (a point, two decimals at most)', () => {
    const values = form({ access_type_id: '6', amount: '4,99', setup_fee_amount: '1.234,50', season_anchor_date: '2026-08-01T00:00', season_price: '89,9' });
    expect(feePayload(values, TYPES, 'create')).toMatchObject({ amount: '4.99', setup_fee_amount: '1234.50', season_price_amount: '89.9' });
    expect(previewFromDraft(form({ access_type_id: '1', amount: '4,99' }), TYPES)?.amount).toBe(4.99);
  });

  it('previews no country while the typed country is not chosen from the list ("ge" is not Georgia)', () => {
    expect(previewFromDraft(form({ access_type_id: '1', amount: '1', country_iso: 'ge' }), TYPES)?.country).toBeNull();
    expect(previewFromDraft(form({ access_type_id: '1', amount: '1', country_iso: 'DE' }), TYPES)?.country).toBe('DE');
  });

  it('sends the trial unit (day) only with trial days, and the setup description only with a setup fee', () => {
    const withTrial = feePayload(form({ access_type_id: '4', amount: '9', trial_days: '7', setup_fee_description: 'ignored' }), TYPES, 'create');
    expect(withTrial).toEqual({ access_type_id: '4', amount: '9', currency: 'EUR', trial_period_quantity: '7', trial_period_period: 'day' });
    const withSetup = feePayload(form({ access_type_id: '4', amount: '9', setup_fee_amount: '2', setup_fee_description: 'Activation' }), TYPES, 'create');
    expect(withSetup).toMatchObject({ setup_fee_amount: '2', setup_fee_description: 'Activation' });
    expect(withSetup).not.toHaveProperty('trial_period_period');
  });

  it('sends dates as UTC ISO 8601, the chosen country\'s code, and season fields only for a season fee', () => {
    const season = form({ access_type_id: '6', amount: '99', season_anchor_date: '2026-08-01T00:00', season_price: '89', season_off_season_access: true, country_iso: 'SE', starts_at: '2026-07-01T09:30' });
    expect(feePayload(season, TYPES, 'create')).toEqual({
      access_type_id: '6',
      amount: '99',
      currency: 'EUR',
      country_iso: 'SE',
      starts_at: '2026-07-01T09:30:00Z',
      season_anchor_date: '2026-08-01T00:00:00Z',
      season_price_amount: '89',
      season_off_season_access: '1',
    });
    expect(feePayload(season, TYPES, 'update')).toMatchObject({ season_current_price_amount: '89' });
    expect(feePayload(season, TYPES, 'update')).not.toHaveProperty('season_price_amount');
    expect(feePayload({ ...season, access_type_id: '1' }, TYPES, 'create')).not.toHaveProperty('season_anchor_date');
  });

  it('sends an external fee for each in-app store given a product id, and none for the empty ones', () => {
    const values = form({ access_type_id: '1', amount: '3', external_ids: { '3': ' com.sandbox.ppv ', '4': '  ' } });
    expect(feePayload(values, TYPES, 'create').external_fees).toEqual([{ payment_provider_id: '3', external_id: 'com.sandbox.ppv' }]);
    expect(feePayload(form({ access_type_id: '1', amount: '3' }), TYPES, 'create')).not.toHaveProperty('external_fees');
  });

  it('sends a country set by id only when one is chosen', () => {
    expect(feePayload(form({ access_type_id: '1', amount: '3', country_set_id: '7' }), TYPES, 'create')).toEqual({ access_type_id: '1', amount: '3', currency: 'EUR', country_set_id: '7' });
    expect(feePayload(form({ access_type_id: '1', amount: '3' }), TYPES, 'create')).not.toHaveProperty('country_set_id');
  });
});

const fee = accessFee;

const at = (iso: string) => Date.parse(iso);

describe('the price card preview', () => {
  it("shows a country's own price instead of the general one, and hides prices of other countries", () => {
    const fees = [fee(1), fee(2, { amount: 4, country_iso: 'SE' }), fee(3, { amount: 6, country_iso: 'DE' })].map((entry) => previewFromFee(entry));
    expect(priceCards(fees, 'SE', at('2026-05-01T12:00:00Z')).map((card) => card.amount)).toEqual([4]);
    expect(priceCards(fees, 'FR', at('2026-05-01T12:00:00Z')).map((card) => card.amount)).toEqual([5]);
    expect(priceCards(fees, null, at('2026-05-01T12:00:00Z')).map((card) => card.amount)).toEqual([5]);
  });

  it("offers a fee limited to a country set where the set lets the buyer in, in place of the general price", () => {
    const sets = new Map([
      [7, { type: 'whitelist' as const, countries: ['GB', 'IE'] }],
      [8, { type: 'blacklist' as const, countries: ['FR'] }],
    ]);
    const lookup = (id: number) => sets.get(id);
    const fees = [fee(1), fee(2, { amount: 4, country_set_id: 7 }), fee(3, { amount: 6, currency: 'USD', country_set_id: 8 })].map((entry) => previewFromFee(entry, [], lookup));
    const day = at('2026-05-01T12:00:00Z');
    expect(priceCards(fees, 'IE', day).map((card) => `${card.currency} ${card.amount}`)).toEqual(['EUR 4', 'USD 6']);
    expect(priceCards(fees, 'FR', day).map((card) => `${card.currency} ${card.amount}`)).toEqual(['EUR 5']);
    expect(priceCards(fees, 'SE', day).map((card) => `${card.currency} ${card.amount}`)).toEqual(['EUR 5', 'USD 6']);
    // A buyer whose country is unknown is not on any allow list, and not on a block list either.
    expect(priceCards(fees, null, day).map((card) => `${card.currency} ${card.amount}`)).toEqual(['EUR 5', 'USD 6']);
  });

  it('leaves out fees not yet on sale or expired on the date, and shows the season phase that runs on it', () => {
    const season = fee(4, { access_type: TYPES[2], amount: 99, starts_at: '2026-01-01T00:00:00.000Z', expires_at: '2027-01-01T00:00:00.000Z', season: { anchor_date: null, season_price: 99, off_season_access: false } });
    const phases = [
      { id: 1, access_fee_id: 4, season_price: 89, current_price: 89, currency: 'EUR', anchor_date: null, starts_at: '2026-08-01T00:00:00.000Z', expires_at: '2026-12-01T00:00:00.000Z' },
      { id: 2, access_fee_id: 4, season_price: 59, current_price: 59, currency: 'EUR', anchor_date: null, starts_at: '2026-12-01T00:00:00.000Z', expires_at: '2027-01-01T00:00:00.000Z' },
    ];
    const fees = [previewFromFee(season, phases)];
    expect(priceCards(fees, null, at('2025-12-31T12:00:00Z'))).toEqual([]);
    expect(priceCards(fees, null, at('2026-09-01T12:00:00Z'))[0].currentPhase).toEqual({ current_price: 89, currency: 'EUR' });
    expect(priceCards(fees, null, at('2026-12-15T12:00:00Z'))[0].currentPhase).toEqual({ current_price: 59, currency: 'EUR' });
    expect(priceCards(fees, null, at('2026-03-01T12:00:00Z'))[0]).toMatchObject({ currentPhase: null, offSeason: true });
  });

  it('follows a fee being edited before it is saved, and adds a new one', () => {
    const saved = [previewFromFee(fee(1, { amount: 5 }))];
    const edited = previewFromDraft(feeFormValues(fee(1, { amount: 7.5 })), TYPES, saved[0]);
    expect(priceCards(withDraft(saved, edited), null, at('2026-05-01T12:00:00Z')).map((card) => [card.amount, card.unsaved])).toEqual([[7.5, true]]);
    const added = previewFromDraft(form({ access_type_id: '4', amount: '9', currency: 'GBP' }), TYPES);
    expect(priceCards(withDraft(saved, added), null, at('2026-05-01T12:00:00Z')).map((card) => `${card.currency} ${card.amount}`)).toEqual(['EUR 5', 'GBP 9']);
    expect(previewFromDraft(form({ access_type_id: '4', amount: '' }), TYPES)).toBeNull();
  });
});

describe('the gifts payload', () => {
  it('sends the gift description only when the asset is giftable', () => {
    expect(giftPayload(5, { giftable: true, gift_description: ' For a friend ' })).toEqual({ id: 5, giftable: '1', gift_description: 'For a friend' });
    expect(giftPayload(5, { giftable: false, gift_description: 'kept in the form only' })).toEqual({ id: 5, giftable: '0' });
  });
});

describe('season phase ordering', () => {
  it('lists phases in start-time order whatever order they arrive in', () => {
    const phase = (id: number, starts: string) => ({ id, starts_at: starts });
    expect(inStartOrder([phase(1, '2027-12-01T00:00:00.000Z'), phase(2, '2027-08-01T00:00:00.000Z'), phase(3, '2027-10-01T00:00:00.000Z')]).map((entry) => entry.id)).toEqual([2, 3, 1]);
  });
});

import { Type, type Static } from 'typebox';
import { Closed, Metadata, OneOf, Query, Text } from './fields';
import { ASSET_TYPES, ASSETS_PAGE_SIZE, CURRENCIES, EVENT_TYPES, MAX_ITEMS_PAGE_SIZE } from './values';

/** Items: the merchant's assets (catalogue 7.1 legacy and 7.2 v2). */
export const ItemIdParams = Closed({ id: Type.Integer({ minimum: 1 }) });
export const ItemIdAltParams = Closed({ item_id: Type.Integer({ minimum: 1 }) });
export const TenantItemParams = Closed({ tenantUuid: Text(64, 1), id: Type.Integer({ minimum: 1 }) });
/** GET items/{merchantUuid}/{id}: the paywall's public read of an asset (GUIDE section 3). */
export const PaywallItemParams = Closed({ merchant_uuid: Text(64, 1), id: Type.Integer({ minimum: 1 }) });

/** GET items/collection: one page of assets, active or inactive, searched by title. */
export const ItemsCollectionQuery = Query({
  page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_ITEMS_PAGE_SIZE, default: ASSETS_PAGE_SIZE }),
  is_active: Type.Optional(OneOf(['true', 'false', '1', '0'])),
  search: Type.Optional(Text(200)),
});
export type ItemsCollectionQuery = Static<typeof ItemsCollectionQuery>;

/** GET v2/items/{tenantUuid}/{id} */
export const ItemQuery = Query({ event_details: Type.Optional(OneOf(['0', '1'])) });

const Title = Text(250, 1);
const Flag = OneOf(['0', '1', 'true', 'false']);

/** POST v2/items: a new asset of a type; `event_type` comes from the wizard's content category. */
/** The optional fields both creating and updating an asset take. */
const assetFields = {
  metadata: Type.Optional(Metadata()),
  event_type: Type.Optional(OneOf(EVENT_TYPES)),
  template_id: Type.Optional(Text(12)),
  content: Type.Optional(Text(20_000)),
  external_asset_id: Type.Optional(Text(200)),
};

export const CreateItemBody = Closed({
  item_type: OneOf(ASSET_TYPES),
  title: Title,
  access_control_type_id: Type.Optional(Text(12)),
  ...assetFields,
});
export type CreateItemBody = Static<typeof CreateItemBody>;

/** PATCH v2/items/{id}: only the fields sent change. */
export const UpdateItemBody = Closed(
  {
    title: Type.Optional(Title),
    item_type: Type.Optional(OneOf(ASSET_TYPES)),
    source: Type.Optional(Text(2000)),
    streamURL: Type.Optional(Text(2000)),
    plan_switch_enabled: Type.Optional(Flag),
    giftable: Type.Optional(Flag),
    gift_description: Type.Optional(Text(500)),
    ...assetFields,
  },
  { minProperties: 1 },
);
export type UpdateItemBody = Static<typeof UpdateItemBody>;

/** DELETE v2/items/{id}/metadata: the keys to remove. */
export const DeleteMetadataBody = Closed({ keys: Type.Array(Text(64, 1), { minItems: 1, maxItems: 30 }) });
export type DeleteMetadataBody = Static<typeof DeleteMetadataBody>;

/** Access fees: `v2/items/{id}/access-fees[/{feeId}]`. Numbers arrive as form text; dates are ISO 8601. */
export const FeeParams = Closed({ id: Type.Integer({ minimum: 1 }), feeId: Type.Integer({ minimum: 1 }) });
export const FeePhasesParams = Closed({ id: Type.Integer({ minimum: 1 }), fee_id: Type.Integer({ minimum: 1 }) });
export const PhaseParams = Closed({ id: Type.Integer({ minimum: 1 }), fee_id: Type.Integer({ minimum: 1 }), phase_id: Type.Integer({ minimum: 1 }) });
export const AccessFeesQuery = Query({ 'expand[voucher]': Type.Optional(Text(8)) });

const Amount = Text(20, 1);
const IsoDate = Text(40, 1);

export const AccessFeeBody = Closed({
  access_type_id: Text(12, 1),
  amount: Amount,
  currency: OneOf(CURRENCIES),
  description: Type.Optional(Text(250)),
  restriction_type: Type.Optional(Text(40)),
  /** Sent only with trial days; the period is always 'day'. */
  trial_period_quantity: Type.Optional(Text(4, 1)),
  trial_period_period: Type.Optional(OneOf(['day'])),
  setup_fee_amount: Type.Optional(Amount),
  setup_fee_description: Type.Optional(Text(250)),
  country_iso: Type.Optional(Text(2, 2)),
  country_set_id: Type.Optional(Text(12, 1)),
  starts_at: Type.Optional(IsoDate),
  expires_at: Type.Optional(IsoDate),
  season_anchor_date: Type.Optional(IsoDate),
  /** On create; an update sends `season_current_price_amount`. */
  season_price_amount: Type.Optional(Amount),
  season_current_price_amount: Type.Optional(Amount),
  season_off_season_access: Type.Optional(Flag),
  external_fees: Type.Optional(Type.Array(Closed({ payment_provider_id: Text(12, 1), external_id: Type.Optional(Text(200)) }), { maxItems: 10 })),
});
export type AccessFeeBody = Static<typeof AccessFeeBody>;

/** A season phase: its price from `starts_at` to `expires_at`. */
export const SeasonPhaseBody = Closed({
  season_price: Amount,
  currency: OneOf(CURRENCIES),
  starts_at: IsoDate,
  expires_at: IsoDate,
  anchor_date: Type.Optional(IsoDate),
});
export type SeasonPhaseBody = Static<typeof SeasonPhaseBody>;

/** Donations: `v2/items/{item_id}/donations[/{donation_id}]` and the item's custom price switch. */
export const DonationsParams = Closed({ item_id: Type.Integer({ minimum: 1 }) });
export const DonationParams = Closed({ item_id: Type.Integer({ minimum: 1 }), donation_id: Type.Integer({ minimum: 1 }) });
export const DonationBody = Closed({ amount: Amount, currency: OneOf(CURRENCIES), description: Type.Optional(Text(250)) });
export type DonationBody = Static<typeof DonationBody>;
export const DonationUpdateBody = Closed(
  { amount: Type.Optional(Amount), currency: Type.Optional(OneOf(CURRENCIES)), description: Type.Optional(Text(250)) },
  { minProperties: 1 },
);
export type DonationUpdateBody = Static<typeof DonationUpdateBody>;
export const DonationSettingsBody = Closed({ custom_price_enabled: Flag });
export type DonationSettingsBody = Static<typeof DonationSettingsBody>;

/** PUT v2/items/{id}/event_details: every field but the description is required. */
export const EventDetailsBody = Closed({
  content_category: OneOf(EVENT_TYPES),
  industry: Text(100, 1),
  event_name: Text(200, 1),
  web_page: Type.String({ maxLength: 2000, pattern: '^https?://\\S+$' }),
  event_date: IsoDate,
  expected_viewership: Type.String({ pattern: '^\\d{1,9}$' }),
  replay_available: Flag,
  is_advertised: Flag,
  event_description: Type.Optional(Text(2000)),
});
export type EventDetailsBody = Static<typeof EventDetailsBody>;

/** GET v2/payments/providers: the caller's merchant, or one it may act for. */
export const PaymentProvidersQuery = Query({ merchantID: Type.Optional(Text(64)) });

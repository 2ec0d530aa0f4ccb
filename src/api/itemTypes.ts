import type { AccessFeeBody } from '../contracts/items';
import type { AssetType, EventType } from '../contracts/values';

/** Shapes of the items calls (catalogue 7.1 and 7.2), shared with the sandbox. Timestamps are Unix seconds. */

/** Spec section 3: an item's access control type; a missing one is read as Paid. */
export interface AccessControlType {
  id: number;
  name: string;
  auth: boolean;
}

export interface ItemTypeInfo {
  id: number;
  name: AssetType;
  content_type: string;
  host: string;
  description: string;
}

/** What assets and packages have in common (spec section 3 "Item"). */
export interface ItemBase {
  id: number;
  merchant_id: number;
  merchant_uuid: string;
  is_active: boolean;
  title: string;
  content: string;
  /** Custom keys are prefixed `asset_`; preview keys such as `paywall_cover_photo` sit beside them. */
  metadata: Record<string, string>;
  created_at: number;
  updated_at: number;
}

export interface Asset extends ItemBase {
  item_type: ItemTypeInfo;
  access_control_type: AccessControlType;
  event_type: EventType | null;
  template_id: number;
  external_asset_id: string | null;
  streamURL: string | null;
  source: string | null;
  is_giftable: boolean;
  gift_metadata: { description: string } | null;
  plan_switch_enabled: boolean;
  /** With `event_details=1`: the asset's event details, or null when none were saved. */
  event_details?: EventDetails | null;
}

/**
 * GET items/{merchantUuid}/{id}: an asset as a paywall on the merchant's site shows it before access (GUIDE section 3).
 * What access unlocks (the content, the stream and where it comes from) is left out.
 */
export type PaywallAsset = Omit<Asset, 'content' | 'streamURL' | 'source' | 'external_asset_id' | 'event_details'>;

export interface AssetsPage {
  collection: Asset[];
  total: number;
  page: number;
  limit: number;
}

/** GET items/access-types: freemium is hidden from the console's choices. */
export interface AccessTypeInfo {
  id: number;
  name: string;
  quantity: number;
  period: string;
}

/** One price of an asset (spec section 3 "Access fee"); amounts in major units, dates ISO 8601 (UTC). */
export interface AccessFee {
  id: number;
  item_id: number;
  access_type: AccessTypeInfo;
  description: string;
  amount: number;
  currency: string;
  restriction_type: string | null;
  trial_period: { quantity: number; period: 'day' } | null;
  setup_fee: { fee_amount: number; description: string } | null;
  country_iso: string | null;
  country_set_id: number | null;
  starts_at: string | null;
  expires_at: string | null;
  season: { anchor_date: string | null; season_price: number | null; off_season_access: boolean } | null;
  external_fees: { payment_provider_id: string; external_id: string | null }[];
  created_at: number;
  updated_at: number;
}

/** A season fee's phase (spec section 3 "Season phase"): `current_price` is the price while the phase runs. */
export interface SeasonPhase {
  id: number;
  access_fee_id: number;
  season_price: number;
  current_price: number;
  currency: string;
  anchor_date: string | null;
  starts_at: string;
  expires_at: string;
}

/** An uploaded image (catalogue 7.1 `images/assets`): where it is served, and what was uploaded. */
export interface StoredImage {
  full_size_image_url: string;
  filename: string;
  filesize: number;
  content_type: string;
}

/** A suggested donation of an asset (amount in major units). */
export interface DonationOption {
  id: number;
  item_id: number;
  amount: number;
  currency: string;
  description: string;
}

/** GET v2/items/{item_id}/donations: the options, and whether buyers may give an amount of their own. */
export interface Donations {
  donation_options: DonationOption[];
  custom_price_enabled: boolean;
}

/** An asset's event details (spec section 3); `event_date` ISO 8601. */
export interface EventDetails {
  item_id: number;
  content_category: EventType;
  industry: string;
  event_name: string;
  web_page: string;
  event_date: string;
  expected_viewership: number;
  replay_available: boolean;
  is_advertised: boolean;
  event_description: string | null;
}

/** A package (spec section 3 "Package"): a bundle of assets with its own prices. */
export interface Package extends ItemBase {
  number_of_items: number;
}

export interface PackagesPage {
  collection: Package[];
  total: number;
  page: number;
  limit: number;
}

/** What a change of a package's assets answers. */
export interface PackageItemsCount {
  number_of_items: number;
}

/** A price of a template: the payload of an access fee, copied to an asset created from it. */
export type TemplatePrice = AccessFeeBody & { id: number; template_id: number };

export interface TemplateRestriction {
  id: number;
  category: 'age' | 'geo' | 'domain';
  additional_data: { age?: string; country_set_id?: string; domain?: string; type?: 'whitelist' };
}

/** An asset template (spec section 3 "Template"). */
export interface Template {
  id: number;
  name: string;
  access_control_type_id: number;
  preview_text: string;
  metadata: Record<string, string>;
  item_type_name: AssetType;
  event_type: EventType | null;
  preview_id: number;
  prices: TemplatePrice[];
  restrictions: TemplateRestriction[];
  event_details: Omit<EventDetails, 'item_id'> | null;
  created_at: number;
  updated_at: number;
}

/** A merchant's connected payment provider (catalogue 7.9); in-app stores sell a fee under their own product id. */
export interface PaymentProvider {
  id: number;
  name: string;
  in_app: boolean;
}

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

export interface Asset {
  id: number;
  merchant_id: number;
  merchant_uuid: string;
  is_active: boolean;
  title: string;
  content: string;
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
  /** Custom keys are prefixed `asset_`; preview keys such as `paywall_cover_photo` sit beside them. */
  metadata: Record<string, string>;
  created_at: number;
  updated_at: number;
}

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

import type { ChatContentFilter, HealthIntegration, HealthStatus } from '../contracts/values';

/** Shapes of the in-app store and PayPal calls (catalogue 7.11), shared with the sandbox. */

/** GET v2/hooks/google-in-app/setup: Google's keys, or none yet (`configured` false: the first save is a POST). */
export interface GoogleInAppSetup {
  configured: boolean;
  site_token: string;
  playstore_public_key: string;
  merchant_uuid: string;
  updated_at: number | null;
}

/** One of the merchant's payment providers with the keys kept as its metadata (null: none saved yet). */
export interface ProviderMetadata {
  payment_provider_id: number;
  name: string;
  in_app: boolean;
  metadata: Record<string, string> | null;
  updated_at: number | null;
}

/** GET v2/payments/in-app/{id}: a store's keys; Apple's p8 key is kept beside its metadata. */
export interface InAppKeys extends ProviderMetadata {
  p8_certificate: string | null;
}

export interface ProviderMetadataList {
  collection: ProviderMetadata[];
}

/** Eventbrite's paging: a continuation token reads on while `has_more_items` (catalogue 7.11). */
export interface EventbritePagination {
  has_more_items: boolean;
  continuation: string | null;
  page_size: number;
}

/** An organisation of the linked Eventbrite account. */
export interface EventbriteOrganization {
  id: string;
  name: string;
  vertical: string;
  image_url: string;
}

export interface EventbriteOrganizations {
  organizations: EventbriteOrganization[];
  pagination: EventbritePagination;
}

/** One of an organisation's events (the catalogue's "videos"); times in Unix seconds. */
export interface EventbriteEvent {
  id: string;
  name: string;
  summary: string;
  url: string;
  start: number;
  end: number;
  timezone: string;
  status: 'live' | 'started' | 'ended' | 'draft';
  online_event: boolean;
  capacity: number;
}

export interface EventbriteEvents {
  events: EventbriteEvent[];
  pagination: EventbritePagination;
}

/** A LiveLike chat room of a live asset (spec section 3 "Chat room"; the item's external live-chat rooms). */
export interface ChatRoom {
  id: string;
  title: string;
  item_id: number;
  content_filter: ChatContentFilter;
  /** The room on LiveLike's API, for the player's chat. */
  url: string;
  created_at: number;
  updated_at: number;
}

/** GET v2/items/livelike/{resource}?page: a page of the linked LiveLike account's resources. */
export interface LiveLikePage<T> {
  collection: T[];
  total: number;
  page: number;
  size: number;
}

/** An integration's connection health (beyond the spec): kept by the platform as the integration is used. */
export interface IntegrationHealth {
  integration: HealthIntegration;
  /** Its keys are saved or its account linked. */
  connected: boolean;
  /** failing: the last call failed; ok: the last call succeeded; unknown: not used since it was connected. */
  status: HealthStatus;
  last_success_at: number | null;
  last_error: string | null;
  last_error_at: number | null;
}

export interface IntegrationHealthList {
  collection: IntegrationHealth[];
}

import * as billing from '../../api/billing';
import * as branding from '../../api/branding';
import type { CallContext } from '../../api/client';
import * as items from '../../api/items';
import { defineEndpoint } from '../requests/defineEndpoint';
import { storedRead } from '../requests/paginated';

/** How many of the newest assets are looked at for a price: a new merchant has a handful. */
export const PRICED_ASSETS_LOOKED_AT = 10;

/** A new merchant's four first steps, each read from the data itself (no flag of its own). */
export interface GettingStartedProgress {
  /** An active asset exists. */
  asset: boolean;
  /** One of the newest active assets has an access fee. */
  price: boolean;
  /** A payment method is set up, or the merchant's own Stripe account is connected. */
  payments: boolean;
  /** A paywall branding theme exists. */
  paywall: boolean;
  /** The newest active asset, where "Give it a price" leads. */
  firstAssetId: number | null;
}

/** Reads the progress through the calls the assets, payment settings and branding screens make. */
export async function readProgress({ tenantUuid }: { tenantUuid: string }, ctx?: CallContext): Promise<GettingStartedProgress> {
  const [assets, methods, themes] = await Promise.all([
    items.listAssets({ page: 1, limit: PRICED_ASSETS_LOOKED_AT, is_active: 'true' }, ctx),
    billing.listPaymentMethods({}, ctx),
    branding.listThemes({ tenantUuid }, ctx),
  ]);
  const fees = await Promise.all(assets.collection.map((asset) => items.listAccessFees({ itemId: asset.id }, ctx)));
  return {
    asset: assets.total > 0,
    price: fees.some((list) => list.length > 0),
    payments: methods.collection.some((row) => row.active) || methods.stripe_connect.account_id !== null,
    paywall: themes.collection.length > 0,
    firstAssetId: assets.collection[0]?.id ?? null,
  };
}

/** Asked again when assets, prices, payment methods or themes change while the dashboard shows it. */
export const fetchGettingStarted = defineEndpoint<{ tenantUuid: string }, GettingStartedProgress>(
  'gettingStarted/fetch',
  readProgress,
  storedRead(({ tenantUuid }) => tenantUuid, () => ['Assets', 'Fees', 'PaymentMethods', 'BrandingThemes']),
);

export const gettingStartedEndpoints = [fetchGettingStarted];

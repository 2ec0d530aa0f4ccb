// Assets (catalogue 7.1 and 7.2); every function has the call shape (req, ctx).
import type {
  AccessFeeBody,
  CreateItemBody,
  DeleteMetadataBody,
  DonationBody,
  DonationSettingsBody,
  DonationUpdateBody,
  EventDetailsBody,
  ItemsCollectionQuery,
  SeasonPhaseBody,
  UpdateItemBody,
} from '../contracts/items';
import { UNKNOWN_ERROR } from '../constants/messages';
import { api, type CallContext } from './client';
import { ApiError, expectAnswer, isPageAnswer } from './errors';
import { uploadingHeldFile } from './files';
import type { AccessFee, AccessTypeInfo, Asset, AssetsPage, PaywallAsset, DonationOption, Donations, EventDetails, PaymentProvider, SeasonPhase, StoredImage } from './itemTypes';

export type { AccessFee, AccessTypeInfo, Asset, AssetsPage, PaywallAsset, DonationOption, Donations, EventDetails, PaymentProvider, SeasonPhase, StoredImage } from './itemTypes';

/** One page of the assets list: `is_active` 'true' or 'false', `search` in titles. */
export type AssetsQuery = Required<Pick<ItemsCollectionQuery, 'page' | 'limit'>> & Pick<ItemsCollectionQuery, 'is_active' | 'search'>;

export type CreateAssetRequest = CreateItemBody;

export type UpdateAssetRequest = UpdateItemBody & { id: number };

/** GET items/access-types */
export const listAccessTypes = (_req: void, ctx?: CallContext): Promise<AccessTypeInfo[]> =>
  api().request({ method: 'GET', path: 'items/access-types', ...ctx });

/** GET items/collection */
export const listAssets = (query: AssetsQuery, ctx?: CallContext): Promise<AssetsPage> =>
  expectAnswer(api().request({ method: 'GET', path: 'items/collection', query, ...ctx }), isPageAnswer);

/** POST v2/items: answers the new asset (its id leads to the edit screen). */
export const createAsset = (body: CreateAssetRequest, ctx?: CallContext): Promise<Asset> =>
  api().request({ method: 'POST', path: 'v2/items', body, ...ctx });

/** GET v2/items/{tenantUuid}/{id}?event_details=1 */
export const getAsset = ({ tenantUuid, id }: { tenantUuid: string; id: number }, ctx?: CallContext): Promise<Asset> =>
  api().request({ method: 'GET', path: 'v2/items/{tenantUuid}/{id}', pathVars: { tenantUuid, id }, query: { event_details: '1' }, ...ctx });

/** GET items/{merchantUuid}/{id}: public, the asset as the paywall on the merchant's site reads it. */
export const getPaywallAsset = ({ merchantUuid, id }: { merchantUuid: string; id: number }, ctx?: CallContext): Promise<PaywallAsset> =>
  api().request({ method: 'GET', path: 'items/{merchantUuid}/{id}', pathVars: { merchantUuid, id }, auth: false, ...ctx });

/** PATCH v2/items/{id}: only the fields given are sent. */
export const updateAsset = ({ id, ...body }: UpdateAssetRequest, ctx?: CallContext): Promise<Asset> =>
  api().request({ method: 'PATCH', path: 'v2/items/{id}', pathVars: { id }, body, ...ctx });

/** DELETE v2/items/{item_id}: the asset becomes inactive. */
export const deleteAsset = ({ id }: { id: number }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'v2/items/{item_id}', pathVars: { item_id: id }, ...ctx });

/** DELETE v2/items/{id}/metadata */
export const deleteAssetMetadata = ({ id, keys }: DeleteMetadataBody & { id: number }, ctx?: CallContext): Promise<Asset> =>
  api().request({ method: 'DELETE', path: 'v2/items/{id}/metadata', pathVars: { id }, body: { keys }, ...ctx });

/** PUT items/reactivate-item/{id}: answers the asset; an answer without data is 'An unknown error occurred.' (7.1). */
export async function reactivateAsset({ id }: { id: number }, ctx?: CallContext): Promise<Asset> {
  const asset = await api().request<Asset | ''>({ method: 'PUT', path: 'items/reactivate-item/{id}', pathVars: { id }, ...ctx });
  if (!asset) throw new ApiError(200, UNKNOWN_ERROR);
  return asset;
}

/** Which asset's fee: catalogue 7.2 `v2/items/{id}/access-fees/{feeId}`. */
export interface FeeRef {
  itemId: number;
  feeId: number;
}

export type AccessFeeRequest = AccessFeeBody & { itemId: number };
export type SeasonPhaseRequest = SeasonPhaseBody & { itemId: number; feeId: number };

/** GET v2/items/{id}/access-fees */
export const listAccessFees = ({ itemId }: { itemId: number }, ctx?: CallContext): Promise<AccessFee[]> =>
  api().request({ method: 'GET', path: 'v2/items/{id}/access-fees', pathVars: { id: itemId }, ...ctx });

/** POST v2/items/{id}/access-fees */
export const createAccessFee = ({ itemId, ...body }: AccessFeeRequest, ctx?: CallContext): Promise<AccessFee> =>
  api().request({ method: 'POST', path: 'v2/items/{id}/access-fees', pathVars: { id: itemId }, body, ...ctx });

/** PUT v2/items/{id}/access-fees/{feeId} */
export const updateAccessFee = ({ itemId, feeId, ...body }: AccessFeeRequest & { feeId: number }, ctx?: CallContext): Promise<AccessFee> =>
  api().request({ method: 'PUT', path: 'v2/items/{id}/access-fees/{feeId}', pathVars: { id: itemId, feeId }, body, ...ctx });

/** DELETE v2/items/{id}/access-fees/{feeId} */
export const deleteAccessFee = ({ itemId, feeId }: FeeRef, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'v2/items/{id}/access-fees/{feeId}', pathVars: { id: itemId, feeId }, ...ctx });

/** GET v2/items/{id}/access-fees/{fee_id}/phases: in start-time order. */
export const listSeasonPhases = ({ itemId, feeId }: FeeRef, ctx?: CallContext): Promise<SeasonPhase[]> =>
  api().request({ method: 'GET', path: 'v2/items/{id}/access-fees/{fee_id}/phases', pathVars: { id: itemId, fee_id: feeId }, ...ctx });

/** POST v2/items/{id}/access-fees/{fee_id}/phases */
export const createSeasonPhase = ({ itemId, feeId, ...body }: SeasonPhaseRequest, ctx?: CallContext): Promise<SeasonPhase> =>
  api().request({ method: 'POST', path: 'v2/items/{id}/access-fees/{fee_id}/phases', pathVars: { id: itemId, fee_id: feeId }, body, ...ctx });

/** PATCH v2/items/{id}/access-fees/{fee_id}/phases/{phase_id} */
export const updateSeasonPhase = ({ itemId, feeId, phaseId, ...body }: SeasonPhaseRequest & { phaseId: number }, ctx?: CallContext): Promise<SeasonPhase> =>
  api().request({
    method: 'PATCH',
    path: 'v2/items/{id}/access-fees/{fee_id}/phases/{phase_id}',
    pathVars: { id: itemId, fee_id: feeId, phase_id: phaseId },
    body,
    ...ctx,
  });

/** POST images/assets (multipart field `asset_preview`): the held file, with upload progress. */
export const uploadPreviewImage = ({ fileId }: { fileId: string }, ctx?: CallContext): Promise<StoredImage> =>
  uploadingHeldFile(fileId, (file) => api().request<StoredImage>({ method: 'POST', path: 'images/assets', body: { asset_preview: file }, bodyType: 'multipart', ...ctx }));

export type DonationRequest = DonationBody & { itemId: number };
export type DonationUpdateRequest = DonationUpdateBody & { itemId: number; donationId: number };

/** GET v2/items/{item_id}/donations */
export const listDonations = ({ itemId }: { itemId: number }, ctx?: CallContext): Promise<Donations> =>
  api().request({ method: 'GET', path: 'v2/items/{item_id}/donations', pathVars: { item_id: itemId }, ...ctx });

/** POST v2/items/{item_id}/donations */
export const createDonation = ({ itemId, ...body }: DonationRequest, ctx?: CallContext): Promise<DonationOption> =>
  api().request({ method: 'POST', path: 'v2/items/{item_id}/donations', pathVars: { item_id: itemId }, body, ...ctx });

/** PATCH v2/items/{item_id}/donations/{donation_id} */
export const updateDonation = ({ itemId, donationId, ...body }: DonationUpdateRequest, ctx?: CallContext): Promise<DonationOption> =>
  api().request({ method: 'PATCH', path: 'v2/items/{item_id}/donations/{donation_id}', pathVars: { item_id: itemId, donation_id: donationId }, body, ...ctx });

/** DELETE v2/items/{item_id}/donations/{donation_id} */
export const deleteDonation = ({ itemId, donationId }: { itemId: number; donationId: number }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'v2/items/{item_id}/donations/{donation_id}', pathVars: { item_id: itemId, donation_id: donationId }, ...ctx });

/** PATCH v2/items/{item_id}/donations/options */
export const setCustomDonations = ({ itemId, ...body }: DonationSettingsBody & { itemId: number }, ctx?: CallContext): Promise<Donations> =>
  api().request({ method: 'PATCH', path: 'v2/items/{item_id}/donations/options', pathVars: { item_id: itemId }, body, ...ctx });

export type EventDetailsRequest = EventDetailsBody & { itemId: number };

/** PUT v2/items/{id}/event_details */
export const saveEventDetails = ({ itemId, ...body }: EventDetailsRequest, ctx?: CallContext): Promise<EventDetails> =>
  api().request({ method: 'PUT', path: 'v2/items/{id}/event_details', pathVars: { id: itemId }, body, ...ctx });

/** GET v2/payments/providers (catalogue 7.9 "GET payment providers"): the merchant's connected providers. */
export const listPaymentProviders = (_req: void, ctx?: CallContext): Promise<PaymentProvider[]> => api().request({ method: 'GET', path: 'v2/payments/providers', ...ctx });

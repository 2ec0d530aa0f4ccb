import * as items from '../../api/items';
import type { CallContext } from '../../api/client';
import type { AccessFee, AccessFeeRequest, AccessTypeInfo, Asset, AssetsPage, AssetsQuery, CreateAssetRequest, DonationOption, DonationRequest, Donations, DonationUpdateRequest, EventDetails, PaymentProvider, EventDetailsRequest, FeeRef, SeasonPhase, SeasonPhaseRequest, StoredImage, UpdateAssetRequest } from '../../api/items';
import { ASSET_NOTICES } from '../../constants/messages/assets';
import { PATHS } from '../../routes/paths';
import type { Tag } from '../requests/tags';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead, storedRead } from '../requests/paginated';
import { updatePackage } from './packageEndpoints';

/** The assets collection every read and change of one asset writes into (by id). */
export const ASSETS_COLLECTION = 'assets';
/** Every call answering an asset keeps it by id in the assets collection. */
const storeAsset = { mode: 'upsert' as const, collection: ASSETS_COLLECTION, entities: (asset: Asset) => asset };

/** `/assets`: one page of the list; a newer filter supersedes the older load. */
export const fetchAssets = defineEndpoint<AssetsQuery, AssetsPage>('assets/fetchList', items.listAssets, pagedRead(() => ['Assets']));

/** The assets section's top statistics: how many assets are active and inactive (two one-row reads of the list). */
export interface AssetStats {
  active: number;
  inactive: number;
}

const readAssetStats = async (_req: void, ctx?: CallContext): Promise<AssetStats> => {
  const [active, inactive] = await Promise.all([
    items.listAssets({ page: 1, limit: 1, is_active: 'true' }, ctx),
    items.listAssets({ page: 1, limit: 1, is_active: 'false' }, ctx),
  ]);
  return { active: active.total, inactive: inactive.total };
};

export const fetchAssetStats = defineEndpoint<void, AssetStats>('assets/fetchStats', readAssetStats, {
  strategy: 'latest',
  provides: () => ['Assets'],
  errorNotice: 'silent',
  store: { mode: 'replace' },
});

export const fetchAsset = defineEndpoint<{ tenantUuid: string; id: number }, Asset>('assets/fetchOne', items.getAsset, {
  strategy: 'latest',
  errorNotice: 'silent',
  key: ({ id }) => String(id),
  store: storeAsset,
});

/** The wizard's last step: the new asset's edit screen opens with the success notice. */
export const createAsset = defineEndpoint<CreateAssetRequest, Asset>('assets/create', items.createAsset, {
  strategy: 'leading',
  successNotice: ASSET_NOTICES.created,
  store: storeAsset,
  navigateTo: (asset) => PATHS.assetDetails(asset.id),
});

export const updateAsset = defineEndpoint<UpdateAssetRequest, Asset>('assets/update', items.updateAsset, {
  strategy: 'leading',
  key: ({ id }) => String(id),
  successNotice: ASSET_NOTICES.updated,
  store: storeAsset,
});

export const deleteAssetMetadata = defineEndpoint<{ id: number; keys: string[] }, Asset>('assets/deleteMetadata', items.deleteAssetMetadata, {
  strategy: 'every',
  key: ({ id, keys }) => `${id}:${keys.join(',')}`,
  successNotice: ASSET_NOTICES.updated,
  store: storeAsset,
});

/** Delete goes back to the list. A 409 (already deleted) says so; any other failure is the spec's text. */
export const deleteAsset = defineEndpoint<{ id: number }, void>('assets/delete', items.deleteAsset, {
  strategy: 'leading',
  key: ({ id }) => String(id),
  successNotice: ASSET_NOTICES.deleted,
  errorNotice: (error) => (error.status === 409 ? error.message : ASSET_NOTICES.deleteError),
  navigateTo: PATHS.assets,
});

/** Reactivate from the list or from the edit screen: the list and the statistics on screen are read again. */
export const reactivateAsset = defineEndpoint<{ id: number }, Asset>('assets/reactivate', items.reactivateAsset, {
  strategy: 'every',
  key: ({ id }) => String(id),
  successNotice: ASSET_NOTICES.reactivated,
  store: storeAsset,
  invalidates: () => ['Assets'],
});

/** What a fee can sell (freemium is hidden from the choices). */
export const fetchAccessTypes = defineEndpoint<void, AccessTypeInfo[]>('assets/fetchAccessTypes', items.listAccessTypes, {
  strategy: 'latest',
  errorNotice: 'silent',
  store: { mode: 'replace' },
});

/** The merchant's payment providers: a fee maps each in-app store to that store's product id. */
export const fetchPaymentProviders = defineEndpoint<void, PaymentProvider[]>('assets/fetchPaymentProviders', items.listPaymentProviders, storedRead());

const itemKey = ({ itemId }: { itemId: number }) => String(itemId);
const feeKey = ({ itemId, feeId }: FeeRef) => `${itemId}:${feeId}`;

/** An asset's fees, kept per asset; every change reloads them. */
export const fetchFees = defineEndpoint<{ itemId: number }, AccessFee[]>('assets/fetchFees', items.listAccessFees, {
  strategy: 'latest',
  errorNotice: 'silent',
  key: itemKey,
  store: { mode: 'replace' },
  provides: ({ itemId }) => [{ type: 'Fees', id: itemId }],
});

const reloadFees = ({ itemId }: { itemId: number }): Tag[] => [{ type: 'Fees', id: itemId }];

export const createFee = defineEndpoint<AccessFeeRequest, AccessFee>('assets/createFee', items.createAccessFee, {
  strategy: 'leading',
  key: itemKey,
  successNotice: ASSET_NOTICES.updated,
  invalidates: reloadFees,
});

export const updateFee = defineEndpoint<AccessFeeRequest & { feeId: number }, AccessFee>('assets/updateFee', items.updateAccessFee, {
  strategy: 'leading',
  key: feeKey,
  successNotice: ASSET_NOTICES.updated,
  invalidates: reloadFees,
});

export const deleteFee = defineEndpoint<FeeRef, void>('assets/deleteFee', items.deleteAccessFee, {
  strategy: 'every',
  key: feeKey,
  successNotice: ASSET_NOTICES.feeDeleted,
  invalidates: reloadFees,
});

/** A season fee's phases, kept per fee, in the start-time order the API gives. */
export const fetchPhases = defineEndpoint<FeeRef, SeasonPhase[]>('assets/fetchPhases', items.listSeasonPhases, {
  strategy: 'latest',
  errorNotice: 'silent',
  key: feeKey,
  store: { mode: 'replace' },
  provides: (req) => [{ type: 'Phases', id: feeKey(req) }],
});

const reloadPhases = (req: FeeRef): Tag[] => [{ type: 'Phases', id: feeKey(req) }];

export const createPhase = defineEndpoint<SeasonPhaseRequest, SeasonPhase>('assets/createPhase', items.createSeasonPhase, {
  strategy: 'leading',
  key: feeKey,
  successNotice: ASSET_NOTICES.phaseCreated,
  invalidates: reloadPhases,
});

export const updatePhase = defineEndpoint<SeasonPhaseRequest & { phaseId: number }, SeasonPhase>('assets/updatePhase', items.updateSeasonPhase, {
  strategy: 'leading',
  key: feeKey,
  successNotice: ASSET_NOTICES.phaseUpdated,
  invalidates: reloadPhases,
});

/** An asset's donation options and custom price switch (feature Donations); every change reloads them. */
export const fetchDonations = defineEndpoint<{ itemId: number }, Donations>('assets/fetchDonations', items.listDonations, {
  strategy: 'latest',
  errorNotice: 'silent',
  key: itemKey,
  store: { mode: 'replace' },
  provides: ({ itemId }) => [{ type: 'Donations', id: itemId }],
});
const reloadDonations = ({ itemId }: { itemId: number }): Tag[] => [{ type: 'Donations', id: itemId }];

export const createDonation = defineEndpoint<DonationRequest, DonationOption>('assets/createDonation', items.createDonation, {
  strategy: 'leading',
  key: itemKey,
  successNotice: ASSET_NOTICES.donationAdded,
  invalidates: reloadDonations,
});

export const updateDonation = defineEndpoint<DonationUpdateRequest, DonationOption>('assets/updateDonation', items.updateDonation, {
  strategy: 'leading',
  key: itemKey,
  successNotice: ASSET_NOTICES.donationUpdated,
  invalidates: reloadDonations,
});

export const deleteDonation = defineEndpoint<{ itemId: number; donationId: number }, void>('assets/deleteDonation', items.deleteDonation, {
  strategy: 'every',
  key: ({ itemId, donationId }) => `${itemId}:${donationId}`,
  successNotice: ASSET_NOTICES.donationDeleted,
  invalidates: reloadDonations,
});

export const setCustomDonations = defineEndpoint<{ itemId: number; custom_price_enabled: '1' | '0' }, Donations>('assets/setCustomDonations', items.setCustomDonations, {
  strategy: 'leading',
  key: itemKey,
  successNotice: (res) => (res.custom_price_enabled ? ASSET_NOTICES.customDonationsEnabled : ASSET_NOTICES.customDonationsDisabled),
  invalidates: reloadDonations,
});

/** Event details are kept on the asset they belong to. */
const withEventDetails = (details: EventDetails) => ({ id: details.item_id, event_details: details });

export const saveEventDetails = defineEndpoint<EventDetailsRequest, EventDetails>('assets/saveEventDetails', items.saveEventDetails, {
  strategy: 'leading',
  key: itemKey,
  successNotice: ASSET_NOTICES.contentDetailsUpdated,
  store: { mode: 'upsert', collection: ASSETS_COLLECTION, entities: withEventDetails },
});

/** Catalogue 7.2: switching the event type to live afterwards saves the event details without a success notice. */
export const saveEventDetailsQuietly = defineEndpoint<EventDetailsRequest, EventDetails>('assets/saveEventDetailsQuietly', items.saveEventDetails, {
  strategy: 'leading',
  key: itemKey,
  errorNotice: 'silent',
  store: { mode: 'upsert', collection: ASSETS_COLLECTION, entities: withEventDetails },
});

/** The preview images: where each is kept in the asset's metadata (spec section 3 preview keys). */
export const IMAGE_SLOTS = {
  cover: { url: 'paywall_cover_photo', name: 'preview_image_name' },
  thumbnail: { url: 'thumbnail_image', name: 'thumbnail_image_name' },
} as const;
export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** Uploads a preview image (progress kept with its status), then records it in the asset's metadata. */
export interface ImageUpload {
  /** The asset or package the image is for. */
  kind: 'asset' | 'package';
  itemId: number;
  slot: ImageSlot;
  fileId: string;
}

export const uploadAssetImage = defineEndpoint<ImageUpload, StoredImage>('assets/uploadImage', items.uploadPreviewImage, {
  strategy: 'leading',
  key: ({ kind, itemId, slot }) => `${kind}:${itemId}:${slot}`,
  reportsProgress: true,
  errorNotice: ASSET_NOTICES.previewImageError,
  then: (image, { kind, itemId, slot }) => {
    const metadata = { [IMAGE_SLOTS[slot].url]: image.full_size_image_url, [IMAGE_SLOTS[slot].name]: image.filename };
    return [kind === 'asset' ? updateAsset.request({ id: itemId, metadata }) : updatePackage.request({ id: itemId, metadata })];
  },
});

export const assetsEndpoints: readonly AnyEndpoint[] = [
  fetchPaymentProviders,
  fetchAssetStats,
  uploadAssetImage,
  saveEventDetails,
  saveEventDetailsQuietly,
  fetchDonations,
  createDonation,
  updateDonation,
  deleteDonation,
  setCustomDonations,
  fetchAssets,
  fetchAsset,
  createAsset,
  updateAsset,
  deleteAssetMetadata,
  deleteAsset,
  reactivateAsset,
  fetchAccessTypes,
  fetchFees,
  createFee,
  updateFee,
  deleteFee,
  fetchPhases,
  createPhase,
  updatePhase,
];

import * as items from '../../api/items';
import type { AccessFee, AccessFeeRequest, AccessTypeInfo, Asset, AssetsPage, AssetsQuery, CreateAssetRequest, FeeRef, SeasonPhase, SeasonPhaseRequest, UpdateAssetRequest } from '../../api/items';
import { ASSET_NOTICES } from '../../constants/messages/assets';
import { PATHS } from '../../routes/paths';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pageFilterKey } from '../requests/paginated';

/** The assets collection every read and change of one asset writes into (by id). */
export const ASSETS_COLLECTION = 'assets';
const one = (asset: Asset) => asset;

export const assetsFilterKey: (query: AssetsQuery) => string = pageFilterKey;

/** `/assets`: one page of the list; a newer filter supersedes the older load. */
export const fetchAssets = defineEndpoint<AssetsQuery, AssetsPage>('assets/fetchList', items.listAssets, {
  strategy: 'latest',
  errorNotice: 'silent',
  key: assetsFilterKey,
  store: { mode: 'page', page: (req) => req.page, items: (res) => res.collection, total: (res) => res.total },
});

export const fetchAsset = defineEndpoint<{ tenantUuid: string; id: number }, Asset>('assets/fetchOne', items.getAsset, {
  strategy: 'latest',
  errorNotice: 'silent',
  key: ({ id }) => String(id),
  store: { mode: 'upsert', collection: ASSETS_COLLECTION, entities: one },
});

/** The wizard's last step: the new asset's edit screen opens with the success notice. */
export const createAsset = defineEndpoint<CreateAssetRequest, Asset>('assets/create', items.createAsset, {
  strategy: 'leading',
  successNotice: ASSET_NOTICES.created,
  store: { mode: 'upsert', collection: ASSETS_COLLECTION, entities: one },
  navigateTo: (asset) => PATHS.assetDetails(asset.id),
});

export const updateAsset = defineEndpoint<UpdateAssetRequest, Asset>('assets/update', items.updateAsset, {
  strategy: 'leading',
  key: ({ id }) => String(id),
  successNotice: ASSET_NOTICES.updated,
  store: { mode: 'upsert', collection: ASSETS_COLLECTION, entities: one },
});

export const deleteAssetMetadata = defineEndpoint<{ id: number; keys: string[] }, Asset>('assets/deleteMetadata', items.deleteAssetMetadata, {
  strategy: 'every',
  key: ({ id, keys }) => `${id}:${keys.join(',')}`,
  successNotice: ASSET_NOTICES.updated,
  store: { mode: 'upsert', collection: ASSETS_COLLECTION, entities: one },
});

/** Delete goes back to the list. A 409 (already deleted) says so; any other failure is the spec's text. */
export const deleteAsset = defineEndpoint<{ id: number }, void>('assets/delete', items.deleteAsset, {
  strategy: 'leading',
  key: ({ id }) => String(id),
  successNotice: ASSET_NOTICES.deleted,
  errorNotice: (error) => (error.status === 409 ? error.message : ASSET_NOTICES.deleteError),
  navigateTo: PATHS.assets,
});

/** Reactivate from the list (which then reloads `list`) or from the edit screen. */
export const reactivateAsset = defineEndpoint<{ id: number; list?: AssetsQuery }, Asset>('assets/reactivate', items.reactivateAsset, {
  strategy: 'every',
  key: ({ id }) => String(id),
  successNotice: ASSET_NOTICES.reactivated,
  store: { mode: 'upsert', collection: ASSETS_COLLECTION, entities: one },
  then: (_asset, req) => (req.list ? [fetchAssets.request(req.list)] : []),
});

/** What a fee can sell (freemium is hidden from the choices). */
export const fetchAccessTypes = defineEndpoint<void, AccessTypeInfo[]>('assets/fetchAccessTypes', items.listAccessTypes, {
  strategy: 'latest',
  errorNotice: 'silent',
  store: { mode: 'replace' },
});

const itemKey = ({ itemId }: { itemId: number }) => String(itemId);
const feeKey = ({ itemId, feeId }: FeeRef) => `${itemId}:${feeId}`;

/** An asset's fees, kept per asset; every change reloads them. */
export const fetchFees = defineEndpoint<{ itemId: number }, AccessFee[]>('assets/fetchFees', items.listAccessFees, {
  strategy: 'latest',
  errorNotice: 'silent',
  key: itemKey,
  store: { mode: 'replace' },
});

const reloadFees = (_res: unknown, req: { itemId: number }) => [fetchFees.request({ itemId: req.itemId })];

export const createFee = defineEndpoint<AccessFeeRequest, AccessFee>('assets/createFee', items.createAccessFee, {
  strategy: 'leading',
  key: itemKey,
  successNotice: ASSET_NOTICES.updated,
  then: reloadFees,
});

export const updateFee = defineEndpoint<AccessFeeRequest & { feeId: number }, AccessFee>('assets/updateFee', items.updateAccessFee, {
  strategy: 'leading',
  key: feeKey,
  successNotice: ASSET_NOTICES.updated,
  then: reloadFees,
});

export const deleteFee = defineEndpoint<FeeRef, void>('assets/deleteFee', items.deleteAccessFee, {
  strategy: 'every',
  key: feeKey,
  successNotice: ASSET_NOTICES.feeDeleted,
  then: reloadFees,
});

/** A season fee's phases, kept per fee, in the start-time order the API gives. */
export const fetchPhases = defineEndpoint<FeeRef, SeasonPhase[]>('assets/fetchPhases', items.listSeasonPhases, {
  strategy: 'latest',
  errorNotice: 'silent',
  key: feeKey,
  store: { mode: 'replace' },
});

const reloadPhases = (_res: unknown, req: FeeRef) => [fetchPhases.request({ itemId: req.itemId, feeId: req.feeId })];

export const createPhase = defineEndpoint<SeasonPhaseRequest, SeasonPhase>('assets/createPhase', items.createSeasonPhase, {
  strategy: 'leading',
  key: feeKey,
  successNotice: ASSET_NOTICES.phaseCreated,
  then: reloadPhases,
});

export const updatePhase = defineEndpoint<SeasonPhaseRequest & { phaseId: number }, SeasonPhase>('assets/updatePhase', items.updateSeasonPhase, {
  strategy: 'leading',
  key: feeKey,
  successNotice: ASSET_NOTICES.phaseUpdated,
  then: reloadPhases,
});

export const assetsEndpoints: readonly AnyEndpoint[] = [
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

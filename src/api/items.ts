// Assets (catalogue 7.1 and 7.2); every function has the call shape (req, ctx).
import type { CreateItemBody, DeleteMetadataBody, ItemsCollectionQuery, UpdateItemBody } from '../contracts/items';
import { UNKNOWN_ERROR } from '../constants/messages';
import { api, type CallContext } from './client';
import { ApiError } from './errors';
import type { AccessTypeInfo, Asset, AssetsPage } from './itemTypes';

export type { AccessTypeInfo, Asset, AssetsPage } from './itemTypes';

/** One page of the assets list: `is_active` 'true' or 'false', `search` in titles. */
export type AssetsQuery = Required<Pick<ItemsCollectionQuery, 'page' | 'limit'>> & Pick<ItemsCollectionQuery, 'is_active' | 'search'>;

export type CreateAssetRequest = CreateItemBody;

export type UpdateAssetRequest = UpdateItemBody & { id: number };

/** GET items/access-types */
export const listAccessTypes = (_req: void, ctx?: CallContext): Promise<AccessTypeInfo[]> =>
  api().request({ method: 'GET', path: 'items/access-types', ...ctx });

/** GET items/collection */
export const listAssets = (query: AssetsQuery, ctx?: CallContext): Promise<AssetsPage> =>
  api().request({ method: 'GET', path: 'items/collection', query, ...ctx });

/** POST v2/items: answers the new asset (its id leads to the edit screen). */
export const createAsset = (body: CreateAssetRequest, ctx?: CallContext): Promise<Asset> =>
  api().request({ method: 'POST', path: 'v2/items', body, ...ctx });

/** GET v2/items/{tenantUuid}/{id}?event_details=1 */
export const getAsset = ({ tenantUuid, id }: { tenantUuid: string; id: number }, ctx?: CallContext): Promise<Asset> =>
  api().request({ method: 'GET', path: 'v2/items/{tenantUuid}/{id}', pathVars: { tenantUuid, id }, query: { event_details: '1' }, ...ctx });

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

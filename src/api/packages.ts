// Packages (catalogue 7.5); every function has the call shape (req, ctx).
import type { BulkPackageItemsBody, CreatePackageBody, PackageItemsQuery, PackagesQuery, UpdatePackageBody } from '../contracts/packages';
import { api, type CallContext } from './client';
import type { AssetsPage, Package, PackageItemsCount, PackagesPage } from './itemTypes';

export type { Package, PackageItemsCount, PackagesPage } from './itemTypes';

export type PackagesRequest = Required<Pick<PackagesQuery, 'page' | 'limit'>> & Pick<PackagesQuery, 'is_active' | 'search'> & { tenantUuid: string };
export type PackageItemsRequest = Required<Pick<PackageItemsQuery, 'page' | 'limit'>> & Pick<PackageItemsQuery, 'excluded' | 'search'> & { id: number };

/** GET v2/items/packages/{tenantUuid} */
export const listPackages = ({ tenantUuid, ...query }: PackagesRequest, ctx?: CallContext): Promise<PackagesPage> =>
  api().request({ method: 'GET', path: 'v2/items/packages/{tenantUuid}', pathVars: { tenantUuid }, query, ...ctx });

/** POST v2/items/packages */
export const createPackage = (body: CreatePackageBody, ctx?: CallContext): Promise<Package> =>
  api().request({ method: 'POST', path: 'v2/items/packages', body, ...ctx });

/** GET v2/items/packages/{tenantUuid}/{id} */
export const getPackage = ({ tenantUuid, id }: { tenantUuid: string; id: number }, ctx?: CallContext): Promise<Package> =>
  api().request({ method: 'GET', path: 'v2/items/packages/{tenantUuid}/{id}', pathVars: { tenantUuid, id }, ...ctx });

/** PATCH v2/items/packages/{id} */
export const updatePackage = ({ id, ...body }: UpdatePackageBody & { id: number }, ctx?: CallContext): Promise<Package> =>
  api().request({ method: 'PATCH', path: 'v2/items/packages/{id}', pathVars: { id }, body, ...ctx });

/** DELETE v2/items/packages/{id}: the package becomes inactive. */
export const deletePackage = ({ id }: { id: number }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'v2/items/packages/{id}', pathVars: { id }, ...ctx });

/** PUT v2/items/packages/{id}/reactivate */
export const reactivatePackage = ({ id }: { id: number }, ctx?: CallContext): Promise<Package> =>
  api().request({ method: 'PUT', path: 'v2/items/packages/{id}/reactivate', pathVars: { id }, ...ctx });

/** GET v2/items/packages/{id}/items: the package's assets, or with `excluded` the ones it lacks. */
export const listPackageItems = ({ id, ...query }: PackageItemsRequest, ctx?: CallContext): Promise<AssetsPage> =>
  api().request({ method: 'GET', path: 'v2/items/packages/{id}/items', pathVars: { id }, query, ...ctx });

/** PATCH v2/items/packages/{id}/items: `add_asset_ids`, `remove_asset_ids`. */
export const changePackageItems = ({ id, ...body }: BulkPackageItemsBody & { id: number }, ctx?: CallContext): Promise<PackageItemsCount> =>
  api().request({ method: 'PATCH', path: 'v2/items/packages/{id}/items', pathVars: { id }, body, arrays: 'indices', ...ctx });

/** PUT v2/items/packages/{packageId}/items: every active asset joins. */
export const addAllPackageItems = ({ id }: { id: number }, ctx?: CallContext): Promise<PackageItemsCount> =>
  api().request({ method: 'PUT', path: 'v2/items/packages/{packageId}/items', pathVars: { packageId: id }, ...ctx });

/** DELETE v2/items/packages/{packageId}/items */
export const removeAllPackageItems = ({ id }: { id: number }, ctx?: CallContext): Promise<PackageItemsCount> =>
  api().request({ method: 'DELETE', path: 'v2/items/packages/{packageId}/items', pathVars: { packageId: id }, ...ctx });

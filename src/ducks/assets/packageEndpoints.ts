import * as packages from '../../api/packages';
import type { Package, PackageItemsCount, PackageItemsRequest, PackagesPage, PackagesRequest } from '../../api/packages';
import type { AssetsPage } from '../../api/items';
import type { BulkPackageItemsBody, CreatePackageBody, UpdatePackageBody } from '../../contracts/packages';
import { ASSET_NOTICES } from '../../constants/messages/assets';
import { PATHS } from '../../routes/paths';
import type { Tag } from '../requests/tags';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead } from '../requests/paginated';

/** The packages collection every read and change of one package writes into (by id). */
export const PACKAGES_COLLECTION = 'packages';
/** Every call answering a package keeps it by id in the packages collection. */
const storePackage = { mode: 'upsert' as const, collection: PACKAGES_COLLECTION, entities: (pack: Package) => pack };
const idKey = ({ id }: { id: number }) => String(id);

export const fetchPackages = defineEndpoint<PackagesRequest, PackagesPage>('assets/fetchPackages', packages.listPackages, pagedRead());

export const fetchPackage = defineEndpoint<{ tenantUuid: string; id: number }, Package>('assets/fetchPackage', packages.getPackage, {
  strategy: 'latest',
  errorNotice: 'silent',
  key: idKey,
  store: storePackage,
});

export const createPackage = defineEndpoint<CreatePackageBody, Package>('assets/createPackage', packages.createPackage, {
  strategy: 'leading',
  successNotice: ASSET_NOTICES.packageCreated,
  store: storePackage,
  navigateTo: (pack) => PATHS.packageDetails(pack.id),
});

export const updatePackage = defineEndpoint<UpdatePackageBody & { id: number }, Package>('assets/updatePackage', packages.updatePackage, {
  strategy: 'leading',
  key: idKey,
  successNotice: ASSET_NOTICES.packageUpdated,
  store: storePackage,
});

export const deletePackage = defineEndpoint<{ id: number }, void>('assets/deletePackage', packages.deletePackage, {
  strategy: 'leading',
  key: idKey,
  successNotice: ASSET_NOTICES.packageDeleted,
  errorNotice: ASSET_NOTICES.deleteError,
  navigateTo: PATHS.packages,
});

export const reactivatePackage = defineEndpoint<{ id: number }, Package>('assets/reactivatePackage', packages.reactivatePackage, {
  strategy: 'every',
  key: idKey,
  successNotice: ASSET_NOTICES.packageReactivated,
  store: storePackage,
});

/** The package's assets (or, excluded, the ones it lacks), pages kept per filter. */
export const fetchPackageItems = defineEndpoint<PackageItemsRequest, AssetsPage>('assets/fetchPackageItems', packages.listPackageItems, pagedRead(({ id }) => [{ type: 'PackageItems', id }]));

/** After a change of the package's assets: its count is kept, and the lists on screen (the pages they show) are read again. */
export interface PackageItemsChange {
  id: number;
}
const countOn = (count: PackageItemsCount, req: PackageItemsChange) => ({ id: req.id, number_of_items: count.number_of_items });
const reloadLists = ({ id }: PackageItemsChange): Tag[] => [{ type: 'PackageItems', id }];

export const changePackageItems = defineEndpoint<BulkPackageItemsBody & PackageItemsChange, PackageItemsCount>(
  'assets/changePackageItems',
  (body, ctx) => packages.changePackageItems(body, ctx),
  { strategy: 'leading', key: idKey, successNotice: ASSET_NOTICES.packageAssetsUpdated, store: { mode: 'upsert', collection: PACKAGES_COLLECTION, entities: countOn }, invalidates: reloadLists },
);

export const addAllPackageItems = defineEndpoint<PackageItemsChange, PackageItemsCount>('assets/addAllPackageItems', ({ id }, ctx) => packages.addAllPackageItems({ id }, ctx), {
  strategy: 'leading',
  key: idKey,
  successNotice: ASSET_NOTICES.allAssetsAdded,
  store: { mode: 'upsert', collection: PACKAGES_COLLECTION, entities: countOn },
  invalidates: reloadLists,
});

export const removeAllPackageItems = defineEndpoint<PackageItemsChange, PackageItemsCount>('assets/removeAllPackageItems', ({ id }, ctx) => packages.removeAllPackageItems({ id }, ctx), {
  strategy: 'leading',
  key: idKey,
  successNotice: ASSET_NOTICES.allAssetsDeleted,
  store: { mode: 'upsert', collection: PACKAGES_COLLECTION, entities: countOn },
  invalidates: reloadLists,
});

export const packageEndpoints: readonly AnyEndpoint[] = [
  fetchPackages,
  fetchPackage,
  createPackage,
  updatePackage,
  deletePackage,
  reactivatePackage,
  fetchPackageItems,
  changePackageItems,
  addAllPackageItems,
  removeAllPackageItems,
];

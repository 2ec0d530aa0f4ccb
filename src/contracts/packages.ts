import { Type, type Static } from 'typebox';
import { Closed, Metadata, OneOf, Query, Text } from './fields';
import { ASSETS_PAGE_SIZE, MAX_ITEMS_PAGE_SIZE, PACKAGES_PAGE_SIZE } from './values';

/** Packages (catalogue 7.5): bundles of assets sold together. */
export const PackageIdParams = Closed({ id: Type.Integer({ minimum: 1 }) });
export const TenantPackagesParams = Closed({ tenantUuid: Text(64, 1) });
export const TenantPackageParams = Closed({ tenantUuid: Text(64, 1), id: Type.Integer({ minimum: 1 }) });

const page = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });

/** GET v2/items/packages/{tenantUuid}: 14 a page. */
export const PackagesQuery = Query({
  page,
  limit: Type.Integer({ minimum: 1, maximum: MAX_ITEMS_PAGE_SIZE, default: PACKAGES_PAGE_SIZE }),
  is_active: Type.Optional(OneOf(['true', 'false', '1', '0'])),
  search: Type.Optional(Text(200)),
});
export type PackagesQuery = Static<typeof PackagesQuery>;

/** GET v2/items/packages/{id}/items: the package's assets, or with `excluded` the merchant's assets it lacks. */
export const PackageItemsQuery = Query({
  page,
  limit: Type.Integer({ minimum: 1, maximum: MAX_ITEMS_PAGE_SIZE, default: ASSETS_PAGE_SIZE }),
  excluded: Type.Optional(OneOf(['true', 'false', '1', '0'])),
  search: Type.Optional(Text(200)),
});
export type PackageItemsQuery = Static<typeof PackageItemsQuery>;

export const CreatePackageBody = Closed({ title: Text(250, 1), content: Type.Optional(Text(20_000)), metadata: Type.Optional(Metadata()) });
export type CreatePackageBody = Static<typeof CreatePackageBody>;

export const UpdatePackageBody = Closed(
  { title: Type.Optional(Text(250, 1)), content: Type.Optional(Text(20_000)), metadata: Type.Optional(Metadata()) },
  { minProperties: 1 },
);
export type UpdatePackageBody = Static<typeof UpdatePackageBody>;

const Ids = Type.Array(Type.String({ pattern: '^\\d{1,12}$' }), { maxItems: 500 });

/** PATCH v2/items/packages/{id}/items: assets to add and to remove, by id. */
export const BulkPackageItemsBody = Closed({ add_asset_ids: Type.Optional(Ids), remove_asset_ids: Type.Optional(Ids) }, { minProperties: 1 });
export type BulkPackageItemsBody = Static<typeof BulkPackageItemsBody>;

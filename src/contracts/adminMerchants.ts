import { Type, type Static } from 'typebox';
import { Closed, OneOf, Query, Text } from './fields';
import { CONNECT_DECISIONS, MERCHANT_ROLE_IDS, MERCHANTS_PAGE_SIZE } from './values';

export { CLIENTS_PAGE_SIZE, MERCHANT_SEARCH_FIELDS, MERCHANTS_PAGE_SIZE } from './values';
export type { ConnectDecision, MerchantRoleId, MerchantSearchField } from './values';

/**
 * The admin console's merchants (issue 20; catalogue 7.14 "Merchant features", "Master role", "Followers" and 7.9
 * "approved-for-connect"). The catalogue names no list call: `GET accounts/merchants` is defined here in its style,
 * paged, with `search[]=field:value` over name, e-mail and uuid (a bare term, or field `any`, searches all three).
 */
export const MAX_MERCHANTS_PAGE_SIZE = 100;

const Id = Type.String({ pattern: '^[1-9]\\d{0,11}$' });
const Page = Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 });

/** GET accounts/merchants */
export const MerchantsQuery = Query({
  page: Page,
  size: Type.Integer({ minimum: 1, maximum: MAX_MERCHANTS_PAGE_SIZE, default: MERCHANTS_PAGE_SIZE }),
  search: Type.Optional(Type.Array(Text(300), { maxItems: 3 })),
});
export type MerchantsQuery = Static<typeof MerchantsQuery>;

/** A merchant by its id: details, features, clients. */
export const MerchantIdParams = Closed({ id: Id });
export type MerchantIdParams = Static<typeof MerchantIdParams>;

/**
 * PUT accounts/merchants/{id}/features: exactly the features to have on, as indexed form fields
 * (`feature_ids[0]=3&feature_ids[1]=7`); none on is sent as one empty id (`feature_ids[0]=`), as an empty follower scope list is.
 */
export const MerchantFeaturesBody = Closed({
  feature_ids: Type.Array(Type.String({ pattern: '^(\\d{1,6})?$' }), { minItems: 1, maxItems: 100 }),
});
export type MerchantFeaturesBody = Static<typeof MerchantFeaturesBody>;

/** PUT and DELETE accounts/merchants/{id}/roles/{roleId} */
export const MerchantRoleParams = Closed({ id: Id, roleId: OneOf(MERCHANT_ROLE_IDS) });
export type MerchantRoleParams = Static<typeof MerchantRoleParams>;

/** GET accounts/merchants/{id}/clients: 10 a page, oldest first. */
export const MerchantClientsQuery = Query({ page: Page });
export type MerchantClientsQuery = Static<typeof MerchantClientsQuery>;

/** POST v2/payments/approved-for-connect: approve or decline a merchant's Stripe Connect request (by id or uuid). */
export const ConnectApprovalBody = Closed({ merchantID: Text(64, 1), status: OneOf(CONNECT_DECISIONS) });
export type ConnectApprovalBody = Static<typeof ConnectApprovalBody>;

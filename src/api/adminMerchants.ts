import { api, type CallContext } from './client';
import { getAgeSettings, updateAgeSettings, type AgeSettings } from './restrictions';
import type { AdminMerchantDetails, AdminMerchantsPage, ConnectApproval, MerchantClientsPage } from './adminMerchantTypes';
import type { Feature } from './types';
import type { AgeSettingsBody } from '../contracts/restrictions';
import type { ConnectDecision, MerchantClientsQuery, MerchantRoleId, MerchantsQuery } from '../contracts/adminMerchants';

export type { AdminMerchant, AdminMerchantDetails, AdminMerchantsPage, ConnectApproval, ConnectStatus, MerchantClient, MerchantClientsPage } from './adminMerchantTypes';

// Staff make these calls with the admin session, even where this browser also holds a merchant one ('Login as').
const asAdmin = (ctx?: CallContext): CallContext => ({ ...ctx, session: 'admin' });

export type MerchantsRequest = Omit<MerchantsQuery, 'srkey'>;

/** GET accounts/merchants: a page of merchants, `search[]=field:value` over name, email and uuid. */
export const listMerchants = (query: MerchantsRequest, ctx?: CallContext): Promise<AdminMerchantsPage> =>
  api().request({ method: 'GET', path: 'accounts/merchants', query, ...asAdmin(ctx) });

/** GET accounts/merchants/{id} */
export const getMerchant = ({ id }: { id: number }, ctx?: CallContext): Promise<AdminMerchantDetails> =>
  api().request({ method: 'GET', path: 'accounts/merchants/{id}', pathVars: { id }, ...asAdmin(ctx) });

/** GET accounts/merchants/{id}/features */
export const getMerchantFeatures = ({ id }: { id: number }, ctx?: CallContext): Promise<Feature[]> =>
  api().request({ method: 'GET', path: 'accounts/merchants/{id}/features', pathVars: { id }, ...asAdmin(ctx) });

/** PUT accounts/merchants/{id}/features with feature_ids[n] (indexed); none on is sent as one empty id. */
export const updateMerchantFeatures = ({ id, featureIds }: { id: number; featureIds: readonly number[] }, ctx?: CallContext): Promise<Feature[]> =>
  api().request({
    method: 'PUT',
    path: 'accounts/merchants/{id}/features',
    pathVars: { id },
    body: { feature_ids: featureIds.length ? featureIds.map(String) : [''] },
    arrays: 'indices',
    ...asAdmin(ctx),
  });

/** PUT (on) or DELETE (off) accounts/merchants/{id}/roles/{roleId} */
export const setMerchantRole = ({ id, roleId, on }: { id: number; roleId: MerchantRoleId; on: boolean }, ctx?: CallContext): Promise<AdminMerchantDetails> =>
  api().request({ method: on ? 'PUT' : 'DELETE', path: 'accounts/merchants/{id}/roles/{roleId}', pathVars: { id, roleId }, ...asAdmin(ctx) });

/** GET accounts/merchants/{id}/clients: the merchant's followers, 10 a page. */
export const listMerchantClients = ({ id, page }: { id: number } & Omit<MerchantClientsQuery, 'srkey'>, ctx?: CallContext): Promise<MerchantClientsPage> =>
  api().request({ method: 'GET', path: 'accounts/merchants/{id}/clients', pathVars: { id }, query: { page }, ...asAdmin(ctx) });

/** POST v2/payments/approved-for-connect with merchantID, status */
export const approveForConnect = ({ merchantId, status }: { merchantId: number; status: ConnectDecision }, ctx?: CallContext): Promise<ConnectApproval> =>
  api().request({ method: 'POST', path: 'v2/payments/approved-for-connect', body: { merchantID: String(merchantId), status }, ...asAdmin(ctx) });

/** GET restrictions/settings/{merchantUuid} as staff: a merchant's age verification settings. */
export const getMerchantAgeSettings = (req: { merchantUuid: string }, ctx?: CallContext): Promise<AgeSettings> => getAgeSettings(req, asAdmin(ctx));

/** PATCH restrictions/settings/{merchantUuid} as staff. */
export const updateMerchantAgeSettings = (req: AgeSettingsBody & { merchantUuid: string }, ctx?: CallContext): Promise<AgeSettings> => updateAgeSettings(req, asAdmin(ctx));

import * as merchants from '../../api/adminMerchants';
import { STAFF_ACTIVITY_TAG } from '../../constants/staffActivity';
import type { AdminMerchantDetails, AdminMerchantsPage, ConnectApproval, MerchantClientsPage, MerchantsRequest } from '../../api/adminMerchants';
import type { AgeSettings } from '../../api/restrictions';
import type { Feature } from '../../api/types';
import { MERCHANT_EDIT_UI } from '../../constants/messages/adminMerchants';
import { RESTRICTIONS_UI } from '../../constants/messages/restrictions';
import type { ConnectDecision, MerchantRoleId } from '../../contracts/adminMerchants';
import type { AgeSettingsBody } from '../../contracts/restrictions';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead, storedRead } from '../requests/paginated';

const LIST = 'AdminMerchants';
const MERCHANT = 'AdminMerchant';
const FEATURES = 'AdminMerchantFeatures';
const AGE = 'AdminMerchantAge';
const byId = ({ id }: { id: number }): string => String(id);

/** The merchants list of the staff (search and page in the URL). */
export const fetchMerchants = defineEndpoint<MerchantsRequest, AdminMerchantsPage>('adminMerchants/fetchList', merchants.listMerchants, pagedRead(() => [LIST]));

export const fetchMerchant = defineEndpoint<{ id: number }, AdminMerchantDetails>(
  'adminMerchants/fetchMerchant',
  merchants.getMerchant,
  storedRead(byId, ({ id }) => [{ type: MERCHANT, id }]),
);

export const fetchMerchantFeatures = defineEndpoint<{ id: number }, Feature[]>(
  'adminMerchants/fetchFeatures',
  merchants.getMerchantFeatures,
  storedRead(byId, ({ id }) => [{ type: FEATURES, id }]),
);

export const saveMerchantFeatures = defineEndpoint<{ id: number; featureIds: readonly number[] }, Feature[]>('adminMerchants/saveFeatures', merchants.updateMerchantFeatures, {
  strategy: 'leading',
  key: byId,
  successNotice: MERCHANT_EDIT_UI.featuresSaved,
  invalidates: ({ id }) => [{ type: FEATURES, id }, STAFF_ACTIVITY_TAG],
});

export const setMasterRole = defineEndpoint<{ id: number; roleId: MerchantRoleId; on: boolean }, AdminMerchantDetails>('adminMerchants/setMasterRole', merchants.setMerchantRole, {
  strategy: 'leading',
  key: byId,
  successNotice: (_res, { on }) => (on ? MERCHANT_EDIT_UI.masterRoleOn : MERCHANT_EDIT_UI.masterRoleOff),
  invalidates: ({ id }) => [{ type: MERCHANT, id }, LIST, STAFF_ACTIVITY_TAG],
});

export const fetchClients = defineEndpoint<{ id: number; page: number }, MerchantClientsPage>('adminMerchants/fetchClients', merchants.listMerchantClients, pagedRead());

export const decideConnect = defineEndpoint<{ merchantId: number; status: ConnectDecision }, ConnectApproval>('adminMerchants/decideConnect', merchants.approveForConnect, {
  strategy: 'leading',
  key: ({ merchantId }) => String(merchantId),
  successNotice: (_res, { status }) => (status === 'approve' ? MERCHANT_EDIT_UI.connectApproved : MERCHANT_EDIT_UI.connectDeclined),
  invalidates: ({ merchantId }) => [{ type: MERCHANT, id: merchantId }, STAFF_ACTIVITY_TAG],
});

export const fetchMerchantAgeSettings = defineEndpoint<{ merchantUuid: string }, AgeSettings>(
  'adminMerchants/fetchAgeSettings',
  merchants.getMerchantAgeSettings,
  storedRead(({ merchantUuid }) => merchantUuid, ({ merchantUuid }) => [{ type: AGE, id: merchantUuid }]),
);

export const saveMerchantAgeSettings = defineEndpoint<AgeSettingsBody & { merchantUuid: string }, AgeSettings>('adminMerchants/saveAgeSettings', merchants.updateMerchantAgeSettings, {
  strategy: 'leading',
  key: ({ merchantUuid }) => merchantUuid,
  successNotice: RESTRICTIONS_UI.settingsSaved,
  invalidates: ({ merchantUuid }) => [{ type: AGE, id: merchantUuid }, STAFF_ACTIVITY_TAG],
});

export const adminMerchantsEndpoints: readonly AnyEndpoint[] = [
  fetchMerchants,
  fetchMerchant,
  fetchMerchantFeatures,
  saveMerchantFeatures,
  setMasterRole,
  fetchClients,
  decideConnect,
  fetchMerchantAgeSettings,
  saveMerchantAgeSettings,
];

import * as vouchers from '../../api/vouchers';
import type { DownloadLink, UploadAccepted } from '../../api/accessCodeTypes';
import type { FailedVoucherRulesFile, GiftVouchersPage, VoucherEmailsPage, Voucher, VoucherAccessType, VoucherRule, VoucherRulesPage, VoucherRulesRequest, VouchersPage, VouchersRequest } from '../../api/vouchers';
import type { CreateVoucherBody, UpdateVoucherBody, VoucherRuleBody } from '../../contracts/vouchers';
import type { VoucherRuleType } from '../../contracts/values';
import { ACCESS_CODE_NOTICES } from '../../constants/messages/accessCodes';
import { VOUCHER_NOTICES } from '../../constants/messages/vouchers';
import { PATHS } from '../../routes/paths';
import type { FeatureModule } from '../featureTypes';
import { defineEndpoint } from '../requests/defineEndpoint';
import type { Tag } from '../requests/tags';
import { pagedRead, storedRead } from '../requests/paginated';
import { defineFeature } from '../requests/storage';

const idKey = ({ id }: { id: number }) => String(id);

export const fetchVouchers = defineEndpoint<VouchersRequest, VouchersPage>('vouchers/fetchList', vouchers.listVouchers, pagedRead());
export const fetchGiftVouchers = defineEndpoint<{ page: number; limit: number; search?: string }, GiftVouchersPage>('vouchers/fetchGifts', vouchers.listGiftVouchers, pagedRead());
/** A voucher's tags: the voucher itself, and its rules per type (`<id>:<rule type>`). */
const voucherTag = (id: number): Tag => ({ type: 'Voucher', id });
const rulesTag = (id: number, ruleType: VoucherRuleType): Tag => ({ type: 'VoucherRules', id: `${id}:${ruleType}` });

export const fetchVoucher = defineEndpoint<{ id: number }, Voucher>('vouchers/fetchOne', vouchers.getVoucher, storedRead(idKey, ({ id }) => [voucherTag(id)]));

/** An item a new voucher is made for (from its pricing): the voucher gets the item, and the access fee its code ends with. */
export interface VoucherPreselection {
  itemId: number;
  ruleType: 'assets' | 'packages';
}
export type CreateVoucherRequest = CreateVoucherBody & { preselected?: VoucherPreselection };

/** The rules a preselected item brings: the item, and the access fee named by the code's last dash-separated segment. */
function preselectedRules({ id }: { id: number }, { preselected, code }: CreateVoucherRequest) {
  if (!preselected) return [];
  const actions = [addVoucherRule.request({ id, ruleType: preselected.ruleType, value: String(preselected.itemId) })];
  const fee = code?.split('-').at(-1) ?? '';
  if (/^\d{1,12}$/.test(fee)) actions.push(addVoucherRule.request({ id, ruleType: 'access-fees', value: fee }));
  return actions;
}

/** A new voucher opens its edit screen (the in-app one for an in-app offer); a failure shows the server's message. */
export const createVoucher = defineEndpoint<CreateVoucherRequest, { id: number; type: Voucher['type'] }>('vouchers/create', ({ preselected: _preselected, ...body }, ctx) => vouchers.createVoucher(body, ctx), {
  strategy: 'leading',
  successNotice: VOUCHER_NOTICES.created,
  navigateTo: ({ id, type }) => (type === 'in-app' ? PATHS.inAppVoucherDetails(id) : PATHS.voucherDetails(id)),
  then: preselectedRules,
});

/** The name, or the discount and date fields; the voucher's stored answer is replaced with the new one. */
export const updateVoucher = defineEndpoint<UpdateVoucherBody & { id: number; part: 'name' | 'details' }, Voucher>(
  'vouchers/update',
  ({ part: _part, ...req }, ctx) => vouchers.updateVoucher(req, ctx),
  { strategy: 'leading', key: ({ id, part }) => `${id}:${part}`, successNotice: VOUCHER_NOTICES.updated, invalidates: ({ id }) => [voucherTag(id)] },
);

export const deleteVoucher = defineEndpoint<{ id: number; inApp: boolean }, void>('vouchers/delete', ({ id }, ctx) => vouchers.deleteVoucher({ id }, ctx), {
  strategy: 'leading',
  key: idKey,
  successNotice: VOUCHER_NOTICES.deleted,
  navigateTo: (_res, { inApp }) => (inApp ? PATHS.inAppVouchers : PATHS.vouchers),
});

/** A rule type's rules, from page 0; 'Load more' asks for the next page, kept beside the earlier ones. */
export const fetchVoucherRules = defineEndpoint<VoucherRulesRequest, VoucherRulesPage>('vouchers/fetchRules', vouchers.listVoucherRules, {
  ...pagedRead<VoucherRulesRequest, VoucherRulesPage>(({ id, rule_type }) => [rulesTag(id, rule_type)]),
  store: { mode: 'page', page: (req) => req.page, firstPage: 0, items: (res) => res.collection, total: (res) => res.total },
});

/** The e-mail rules as the e-mails tab lists them: 15 a page from page 1, 'Load more' appending. */
export const fetchVoucherEmails = defineEndpoint<{ id: number; page: number; limit: number }, VoucherEmailsPage>('vouchers/fetchEmails', vouchers.listVoucherEmails, pagedRead(({ id }) => [rulesTag(id, 'emails')]));

export const fetchVoucherAccessTypes = defineEndpoint<{ id: number }, VoucherAccessType[]>('vouchers/fetchAccessTypes', vouchers.listVoucherAccessTypes, storedRead(idKey, ({ id }) => [rulesTag(id, 'access-types')]));

/** After a rule change, what the editor shows of it is read again: the voucher's counts and the lists of that rule type. */
export interface RulesReload {
  id: number;
  ruleType: VoucherRuleType;
}
const reloadRules = ({ id, ruleType }: RulesReload): Tag[] => [voucherTag(id), rulesTag(id, ruleType)];

export const addVoucherRule = defineEndpoint<VoucherRuleBody & RulesReload, VoucherRule>('vouchers/addRule', ({ id, ruleType, value, excluded }, ctx) => vouchers.addVoucherRule({ id, ruleType, value, ...(excluded ? { excluded } : {}) }, ctx), {
  strategy: 'every',
  key: ({ id, ruleType, value }) => `${id}:${ruleType}:${value}`,
  successNotice: VOUCHER_NOTICES.ruleAdded,
  invalidates: reloadRules,
});

export const deleteVoucherRule = defineEndpoint<{ ruleId: number } & RulesReload, void>('vouchers/deleteRule', ({ id, ruleId }, ctx) => vouchers.deleteVoucherRule({ id, ruleId }, ctx), {
  strategy: 'every',
  key: ({ ruleId }) => String(ruleId),
  successNotice: VOUCHER_NOTICES.ruleRemoved,
  invalidates: reloadRules,
});

export const deleteVoucherRulesOfType = defineEndpoint<RulesReload, { deleted: number }>('vouchers/deleteRulesOfType', ({ id, ruleType }, ctx) => vouchers.deleteVoucherRulesOfType({ id, ruleType }, ctx), {
  strategy: 'leading',
  key: ({ id, ruleType }) => `${id}:${ruleType}`,
  successNotice: VOUCHER_NOTICES.rulesRemoved,
  invalidates: reloadRules,
});

/** An asset's access-fee rules as a whole (it has few): what the per-item fee choice starts from. */
export const fetchVoucherFeeRules = defineEndpoint<{ id: number }, VoucherRulesPage>(
  'vouchers/fetchFeeRules',
  ({ id }, ctx) => vouchers.listVoucherRules({ id, rule_type: 'access-fees', page: 0, limit: 100 }, ctx),
  storedRead(idKey, ({ id }) => [rulesTag(id, 'access-fees')]),
);

const reloadFees = ({ id }: { id: number }): Tag[] => [rulesTag(id, 'access-fees'), voucherTag(id)];

/** The voucher applies to the chosen subset of an item's access fees ... */
export const setVoucherItemFees = defineEndpoint<{ id: number; itemId: number; access_fees: string[] }, VoucherRule[]>('vouchers/setItemFees', vouchers.setVoucherItemFees, {
  strategy: 'leading',
  key: ({ id, itemId }) => `${id}:${itemId}`,
  successNotice: VOUCHER_NOTICES.feesSaved,
  invalidates: reloadFees,
});

/** ... or to all of them again. */
export const clearVoucherItemFees = defineEndpoint<{ id: number; itemId: number }, void>('vouchers/clearItemFees', vouchers.clearVoucherItemFees, {
  strategy: 'leading',
  key: ({ id, itemId }) => `${id}:${itemId}`,
  successNotice: VOUCHER_NOTICES.feesSaved,
  invalidates: reloadFees,
});

/** The e-mail rule import: the template's link, the upload (its progress kept), the refused rows' files. */
export const fetchVoucherEmailsTemplate = defineEndpoint<void, DownloadLink>('vouchers/fetchEmailsTemplate', vouchers.getVoucherEmailsTemplate, { strategy: 'leading', store: { mode: 'replace' } });
export const uploadVoucherEmails = defineEndpoint<{ id: number; fileId: string }, UploadAccepted>('vouchers/uploadEmails', vouchers.uploadVoucherEmailsFile, {
  strategy: 'leading',
  key: idKey,
  reportsProgress: true,
  successNotice: ACCESS_CODE_NOTICES.uploadInProgress,
});
export const fetchFailedVoucherRuleFiles = defineEndpoint<{ merchantId?: string }, FailedVoucherRulesFile[]>('vouchers/fetchFailedFiles', vouchers.listFailedVoucherRuleFiles, storedRead());
export const fetchFailedVoucherRuleFileLink = defineEndpoint<{ fileName: string }, DownloadLink>('vouchers/fetchFailedFileLink', vouchers.getFailedVoucherRuleFile, {
  strategy: 'every',
  key: ({ fileName }) => fileName,
  store: { mode: 'replace' },
});

export const vouchersFeature: FeatureModule = defineFeature({
  name: 'vouchers',
  endpoints: [fetchVouchers, fetchGiftVouchers, fetchVoucher, fetchVoucherEmails, createVoucher, updateVoucher, deleteVoucher, fetchVoucherRules, fetchVoucherAccessTypes, addVoucherRule, deleteVoucherRule, deleteVoucherRulesOfType, fetchVoucherFeeRules, setVoucherItemFees, clearVoucherItemFees, fetchVoucherEmailsTemplate, uploadVoucherEmails, fetchFailedVoucherRuleFiles, fetchFailedVoucherRuleFileLink],
});

export default vouchersFeature;

// Vouchers (catalogue 7.6); every function has the call shape (req, ctx).
import type { CreateVoucherBody, UpdateVoucherBody, VoucherRuleBody } from '../contracts/vouchers';
import type { VoucherRuleType } from '../contracts/values';
import type { DownloadLink, SignedUpload, UploadAccepted } from './accessCodeTypes';
import { api, type CallContext } from './client';
import { expectAnswer, hasFields } from './errors';
import { heldFile } from './files';
import type { FailedVoucherRulesFile, GiftVouchersPage, Voucher, VoucherAccessType, VoucherEmailsPage, VoucherRule, VoucherRulesPage, VouchersPage } from './voucherTypes';

export type * from './voucherTypes';

export interface VouchersRequest {
  page: number;
  limit: number;
  search?: string;
  /** The in-app offers, or the other vouchers. */
  type: 'in-app' | 'other';
}

/** GET v2/vouchers: page, limit (15), search */
export const listVouchers = (query: VouchersRequest, ctx?: CallContext): Promise<VouchersPage> => api().request({ method: 'GET', path: 'v2/vouchers', query, ...ctx });

/** GET v2/vouchers/gifts: the gift vouchers (feature Gifts) */
export const listGiftVouchers = (query: { page: number; limit: number; search?: string }, ctx?: CallContext): Promise<GiftVouchersPage> =>
  api().request({ method: 'GET', path: 'v2/vouchers/gifts', query, ...ctx });

/** GET v2/vouchers/{id} */
export const getVoucher = ({ id }: { id: number }, ctx?: CallContext): Promise<Voucher> =>
  expectAnswer(api().request({ method: 'GET', path: 'v2/vouchers/{id}', pathVars: { id }, ...ctx }), hasFields('id', 'name', 'code', 'type'));

/** POST v2/vouchers (form-encoded): answers id and type */
export const createVoucher = (body: CreateVoucherBody, ctx?: CallContext): Promise<{ id: number; type: Voucher['type'] }> => api().request({ method: 'POST', path: 'v2/vouchers', body, ...ctx });

/** PATCH v2/vouchers/{id}: the name, or the discount and date fields */
export const updateVoucher = ({ id, ...body }: UpdateVoucherBody & { id: number }, ctx?: CallContext): Promise<Voucher> =>
  api().request({ method: 'PATCH', path: 'v2/vouchers/{id}', pathVars: { id }, body, ...ctx });

/** DELETE v2/vouchers/{id} */
export const deleteVoucher = ({ id }: { id: number }, ctx?: CallContext): Promise<void> => api().request({ method: 'DELETE', path: 'v2/vouchers/{id}', pathVars: { id }, ...ctx });

export interface VoucherRulesRequest {
  id: number;
  rule_type: VoucherRuleType;
  /** From 0; later pages are appended. */
  page: number;
  limit: number;
  search?: string;
}

/** GET v2/vouchers/{id}/rules: rule_type, page (from 0), limit (15), search */
export const listVoucherRules = ({ id, ...query }: VoucherRulesRequest, ctx?: CallContext): Promise<VoucherRulesPage> =>
  api().request({ method: 'GET', path: 'v2/vouchers/{id}/rules', pathVars: { id }, query, ...ctx });

/** POST v2/vouchers/{id}/rules/{ruleType}: form value */
export const addVoucherRule = ({ id, ruleType, ...body }: VoucherRuleBody & { id: number; ruleType: VoucherRuleType }, ctx?: CallContext): Promise<VoucherRule> =>
  api().request({ method: 'POST', path: 'v2/vouchers/{id}/rules/{ruleType}', pathVars: { id, ruleType }, body, ...ctx });

/** DELETE v2/vouchers/{id}/rules/{ruleId} */
export const deleteVoucherRule = ({ id, ruleId }: { id: number; ruleId: number }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'v2/vouchers/{id}/rules/{ruleId}', pathVars: { id, ruleId }, ...ctx });

/** DELETE v2/vouchers/{id}/rules/type/{ruleType}: every rule of the type ('Remove all') */
export const deleteVoucherRulesOfType = ({ id, ruleType }: { id: number; ruleType: VoucherRuleType }, ctx?: CallContext): Promise<{ deleted: number }> =>
  api().request({ method: 'DELETE', path: 'v2/vouchers/{id}/rules/type/{ruleType}', pathVars: { id, ruleType }, ...ctx });

/** GET v2/vouchers/{id}/access-types */
export const listVoucherAccessTypes = ({ id }: { id: number }, ctx?: CallContext): Promise<VoucherAccessType[]> =>
  api().request({ method: 'GET', path: 'v2/vouchers/{id}/access-types', pathVars: { id }, ...ctx });

/** GET v2/vouchers/{id}/emails: page (from 1), limit (15) */
export const listVoucherEmails = ({ id, ...query }: { id: number; page: number; limit: number }, ctx?: CallContext): Promise<VoucherEmailsPage> =>
  api().request({ method: 'GET', path: 'v2/vouchers/{id}/emails', pathVars: { id }, query, ...ctx });

/** PATCH v2/vouchers/{id}/items/{itemId}/access-fees: access_fees (the chosen subset) */
export const setVoucherItemFees = ({ id, itemId, access_fees }: { id: number; itemId: number; access_fees: string[] }, ctx?: CallContext): Promise<VoucherRule[]> =>
  api().request({ method: 'PATCH', path: 'v2/vouchers/{id}/items/{itemId}/access-fees', pathVars: { id, itemId }, body: { access_fees }, arrays: 'indices', ...ctx });

/** DELETE v2/vouchers/{id}/items/{itemId}/access-fees: all of the item's fees again */
export const clearVoucherItemFees = ({ id, itemId }: { id: number; itemId: number }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'v2/vouchers/{id}/items/{itemId}/access-fees', pathVars: { id, itemId }, ...ctx });

/** GET v2/vouchers/bulk/template/voucher-rules-emails: returns download_url (email_voucher_rule_import.csv) */
export const getVoucherEmailsTemplate = (_req: void, ctx?: CallContext): Promise<DownloadLink> =>
  api().request({ method: 'GET', path: 'v2/vouchers/bulk/template/{template}', pathVars: { template: 'voucher-rules-emails' }, ...ctx });

/** GET v2/vouchers/{id}/emails/signed-url: url, file_name, headers */
export const getVoucherEmailsUploadUrl = ({ id }: { id: number }, ctx?: CallContext): Promise<SignedUpload> =>
  api().request({ method: 'GET', path: 'v2/vouchers/{id}/emails/signed-url', pathVars: { id }, ...ctx });

/** POST v2/vouchers/bulk/emails: voucher_id and the uploaded file's name */
export const notifyVoucherEmailsUpload = ({ id, fileName }: { id: number; fileName: string }, ctx?: CallContext): Promise<UploadAccepted> =>
  api().request({ method: 'POST', path: 'v2/vouchers/bulk/emails', body: { voucher_id: String(id), file_name: fileName }, ...ctx });

/** The bulk e-mail import (catalogue 7.6): a signed address, the file put there (progress reported), then its name. */
export async function uploadVoucherEmailsFile({ id, fileId }: { id: number; fileId: string }, ctx?: CallContext): Promise<UploadAccepted> {
  const signed = await getVoucherEmailsUploadUrl({ id }, { signal: ctx?.signal, session: ctx?.session });
  await api().putSigned(signed.url, heldFile(fileId), { headers: signed.headers, signal: ctx?.signal, onUploadProgress: ctx?.onUploadProgress });
  return notifyVoucherEmailsUpload({ id, fileName: signed.file_name }, { signal: ctx?.signal, session: ctx?.session });
}

/** GET v2/vouchers/bulk/failed/list: action voucher-rules, merchant_id; created_at is read as createdAt */
export const listFailedVoucherRuleFiles = async ({ merchantId }: { merchantId?: string }, ctx?: CallContext): Promise<FailedVoucherRulesFile[]> => {
  const rows: (Omit<FailedVoucherRulesFile, 'createdAt'> & { created_at: number })[] = await api().request({
    method: 'GET',
    path: 'v2/vouchers/bulk/failed/list',
    query: { action: 'voucher-rules', ...(merchantId ? { merchant_id: merchantId } : {}) },
    ...ctx,
  });
  return rows.map(({ created_at: createdAt, ...row }) => ({ ...row, createdAt }));
};

/** GET v2/vouchers/bulk/failed/download/{file_name}: returns download_url */
export const getFailedVoucherRuleFile = ({ fileName }: { fileName: string }, ctx?: CallContext): Promise<DownloadLink> =>
  api().request({ method: 'GET', path: 'v2/vouchers/bulk/failed/download/{fileName}', pathVars: { fileName }, ...ctx });

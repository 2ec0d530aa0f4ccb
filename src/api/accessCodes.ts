// Access codes (catalogue 7.4 without the bulk access calls); every function has the call shape (req, ctx).
import type { BulkCodesBody, CreateCodeBody, UpdateCodeBody } from '../contracts/accessCodes';
import type { AccessCode, AccessCodesPage, BulkCodesResult, CodeSession, CodesReport, DownloadLink, FailedCodesFile, FailedFileLink, ReportLink, SignedUpload, UploadAccepted } from './accessCodeTypes';
import { api, type CallContext } from './client';
import { heldFile } from './files';

export type * from './accessCodeTypes';

export interface CodesRequest {
  itemId: number;
  page: number;
  limit: number;
  code?: string;
}

/** GET items/access/codes/item/{itemId}: page, limit (10), code */
export const listCodes = ({ itemId, ...query }: CodesRequest, ctx?: CallContext): Promise<AccessCodesPage> =>
  api().request({ method: 'GET', path: 'items/access/codes/item/{itemId}', pathVars: { itemId }, query, ...ctx });

/** POST items/access/codes/create */
export const createCode = (body: CreateCodeBody, ctx?: CallContext): Promise<AccessCode> => api().request({ method: 'POST', path: 'items/access/codes/create', body, ...ctx });

/** PATCH items/access/codes/{codeId}: filled fields only */
export const updateCode = ({ codeId, ...body }: UpdateCodeBody & { codeId: number }, ctx?: CallContext): Promise<AccessCode> =>
  api().request({ method: 'PATCH', path: 'items/access/codes/{codeId}', pathVars: { codeId }, body, ...ctx });

/** PATCH items/access/codes/{itemId}/bulk: filled fields only, for every code of the item */
export const updateAllCodes = ({ itemId, ...body }: BulkCodesBody & { itemId: number }, ctx?: CallContext): Promise<BulkCodesResult> =>
  api().request({ method: 'PATCH', path: 'items/access/codes/{itemId}/bulk', pathVars: { itemId }, body, ...ctx });

/** GET items/access/codes/{codeId}/sessions */
export const listCodeSessions = ({ codeId }: { codeId: number }, ctx?: CallContext): Promise<CodeSession[]> =>
  api().request({ method: 'GET', path: 'items/access/codes/{codeId}/sessions', pathVars: { codeId }, ...ctx });

/** DELETE items/access/codes/{codeId}/{browserFingerprint}/merchant */
export const terminateCodeSession = ({ codeId, browserFingerprint }: { codeId: number; browserFingerprint: string }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'items/access/codes/{codeId}/{browserFingerprint}/merchant', pathVars: { codeId, browserFingerprint }, ...ctx });

/** GET v2/items/bulk/template/{template}: returns download_url */
export const getBulkTemplate = ({ template }: { template: 'access-codes' }, ctx?: CallContext): Promise<DownloadLink> =>
  api().request({ method: 'GET', path: 'v2/items/bulk/template/{template}', pathVars: { template }, ...ctx });

/** GET items/access/codes/item/{item_id}/signed-url: returns url, file_name, headers */
export const getCodesUploadUrl = ({ itemId }: { itemId: number }, ctx?: CallContext): Promise<SignedUpload> =>
  api().request({ method: 'GET', path: 'items/access/codes/item/{item_id}/signed-url', pathVars: { item_id: itemId }, ...ctx });

/** POST items/access/codes/item/{item_id}/upload with file_name */
export const notifyCodesUpload = ({ itemId, fileName }: { itemId: number; fileName: string }, ctx?: CallContext): Promise<UploadAccepted> =>
  api().request({ method: 'POST', path: 'items/access/codes/item/{item_id}/upload', pathVars: { item_id: itemId }, body: { file_name: fileName }, ...ctx });

/** GET items/access/codes/bulk/failed/list with merchant_id */
export const listFailedCodeFiles = ({ merchantId }: { merchantId?: string }, ctx?: CallContext): Promise<FailedCodesFile[]> =>
  api().request({ method: 'GET', path: 'items/access/codes/bulk/failed/list', query: merchantId ? { merchant_id: merchantId } : {}, ...ctx });

/** GET items/access/codes/bulk/failed/download/{file_name}: returns merchant_id, download_url */
export const getFailedCodeFile = ({ fileName }: { fileName: string }, ctx?: CallContext): Promise<FailedFileLink> =>
  api().request({ method: 'GET', path: 'items/access/codes/bulk/failed/download/{file_name}', pathVars: { file_name: fileName }, ...ctx });

/**
 * The bulk upload sequence (catalogue 7.4): ask for a signed address, put the held file there (its progress
 * reported), then tell the server the file's name; it answers at once and processes the file in the background.
 */
export async function uploadCodesFile({ itemId, fileId }: { itemId: number; fileId: string }, ctx?: CallContext): Promise<UploadAccepted> {
  const signed = await getCodesUploadUrl({ itemId }, { signal: ctx?.signal, session: ctx?.session });
  await api().putSigned(signed.url, heldFile(fileId), { headers: signed.headers, signal: ctx?.signal, onUploadProgress: ctx?.onUploadProgress });
  return notifyCodesUpload({ itemId, fileName: signed.file_name }, { signal: ctx?.signal, session: ctx?.session });
}

/** POST v2/reporting/report/access-codes with item_id */
export const generateCodesReport = ({ itemId }: { itemId: number }, ctx?: CallContext): Promise<CodesReport> =>
  api().request({ method: 'POST', path: 'v2/reporting/report/access-codes', body: { item_id: String(itemId) }, ...ctx });

/** GET v2/reporting/reports/{itemId}/{reportType} */
export const listCodesReports = ({ itemId }: { itemId: number }, ctx?: CallContext): Promise<CodesReport[]> =>
  api().request({ method: 'GET', path: 'v2/reporting/reports/{itemId}/{reportType}', pathVars: { itemId, reportType: 'access-codes' }, ...ctx });

/** GET v2/reporting/download/{reportType}/{filename}: returns redirect_url */
export const getCodesReportLink = ({ filename }: { filename: string }, ctx?: CallContext): Promise<ReportLink> =>
  api().request({ method: 'GET', path: 'v2/reporting/download/{reportType}/{filename}', pathVars: { reportType: 'access-codes', filename }, ...ctx });

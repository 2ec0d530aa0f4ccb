import * as codes from '../../api/accessCodes';
import type { AccessCode, AccessCodesPage, BulkCodesResult, CodeSession, CodesReport, CodesRequest, DownloadLink, FailedCodesFile, FailedFileLink, ReportLink, UploadAccepted } from '../../api/accessCodes';
import type { BulkCodesBody, CreateCodeBody, UpdateCodeBody } from '../../contracts/accessCodes';
import { ACCESS_CODE_NOTICES, CODES_UI } from '../../constants/messages/accessCodes';
import type { FeatureModule } from '../featureTypes';
import { defineEndpoint } from '../requests/defineEndpoint';
import { pagedRead, storedRead } from '../requests/paginated';
import { defineFeature } from '../requests/storage';
import { codesTag, FAILED_CODE_FILES } from './tags';

/** An asset's codes, one page per filter (10 a page). */
export const fetchCodes = defineEndpoint<CodesRequest, AccessCodesPage>('accessCodes/fetchList', codes.listCodes, pagedRead(({ itemId }) => codesTag(itemId)));

export const createCode = defineEndpoint<CreateCodeBody, AccessCode>('accessCodes/create', codes.createCode, {
  strategy: 'leading',
  successNotice: ACCESS_CODE_NOTICES.created,
  invalidates: (_req, code) => codesTag(code.item_id),
});

export const updateCode = defineEndpoint<UpdateCodeBody & { codeId: number }, AccessCode>('accessCodes/update', codes.updateCode, {
  strategy: 'leading',
  successNotice: ACCESS_CODE_NOTICES.changed,
  invalidates: (_req, code) => codesTag(code.item_id),
});

export const updateAllCodes = defineEndpoint<BulkCodesBody & { itemId: number }, BulkCodesResult>('accessCodes/updateAll', codes.updateAllCodes, {
  strategy: 'leading',
  successNotice: ACCESS_CODE_NOTICES.allChanged,
  invalidates: ({ itemId }) => codesTag(itemId),
});

export const fetchSessions = defineEndpoint<{ codeId: number }, CodeSession[]>('accessCodes/fetchSessions', codes.listCodeSessions, storedRead(({ codeId }) => String(codeId), ({ codeId }) => [{ type: 'CodeSessions', id: codeId }]));

export const terminateSession = defineEndpoint<{ codeId: number; browserFingerprint: string; itemId: number }, void>(
  'accessCodes/terminateSession',
  ({ itemId: _item, ...req }, ctx) => codes.terminateCodeSession(req, ctx),
  {
    strategy: 'every',
    key: ({ codeId, browserFingerprint }) => `${codeId}:${browserFingerprint}`,
    successNotice: ACCESS_CODE_NOTICES.sessionTerminated,
    invalidates: ({ codeId, itemId }) => [{ type: 'CodeSessions', id: codeId }, ...codesTag(itemId)],
  },
);

/** The link is kept so the screen can hand it to the browser as a download. */
export const fetchCodesTemplate = defineEndpoint<{ template: 'access-codes' }, DownloadLink>('accessCodes/fetchTemplate', codes.getBulkTemplate, {
  strategy: 'leading',
  store: { mode: 'replace' },
});

/** The upload sequence, its progress kept with its status; the processing's outcome arrives over realtime. */
export const uploadCodes = defineEndpoint<{ itemId: number; fileId: string }, UploadAccepted>('accessCodes/upload', codes.uploadCodesFile, {
  strategy: 'leading',
  key: ({ itemId }) => String(itemId),
  reportsProgress: true,
  successNotice: ACCESS_CODE_NOTICES.uploadInProgress,
});

export const fetchFailedFiles = defineEndpoint<{ merchantId?: string }, FailedCodesFile[]>('accessCodes/fetchFailed', codes.listFailedCodeFiles, storedRead(undefined, () => [FAILED_CODE_FILES]));

export const fetchFailedFileLink = defineEndpoint<{ fileName: string }, FailedFileLink>('accessCodes/fetchFailedLink', codes.getFailedCodeFile, {
  strategy: 'every',
  key: ({ fileName }) => fileName,
  store: { mode: 'replace' },
});

export const fetchCodesReports = defineEndpoint<{ itemId: number }, CodesReport[]>('accessCodes/fetchReports', codes.listCodesReports, storedRead(({ itemId }) => String(itemId), ({ itemId }) => [{ type: 'CodesReports', id: itemId }]));

export const generateCodesReport = defineEndpoint<{ itemId: number }, CodesReport>('accessCodes/generateReport', codes.generateCodesReport, {
  strategy: 'leading',
  key: ({ itemId }) => String(itemId),
  successNotice: CODES_UI.reportGenerated,
  invalidates: ({ itemId }) => [{ type: 'CodesReports', id: itemId }],
});

export const fetchCodesReportLink = defineEndpoint<{ filename: string }, ReportLink>('accessCodes/fetchReportLink', codes.getCodesReportLink, {
  strategy: 'every',
  key: ({ filename }) => filename,
  store: { mode: 'replace' },
});

export const accessCodesFeature: FeatureModule = defineFeature({
  name: 'accessCodes',
  endpoints: [fetchCodes, createCode, updateCode, updateAllCodes, fetchSessions, terminateSession, fetchCodesTemplate, uploadCodes, fetchFailedFiles, fetchFailedFileLink, fetchCodesReports, generateCodesReport, fetchCodesReportLink],
});

export default accessCodesFeature;

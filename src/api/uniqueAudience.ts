// The unique-audience report (catalogue 7.10 "Unique audience"); the catalogue shows no paths, these are the sandbox's.
import { api, type CallContext } from './client';
import type { UniqueAudienceAccepted, UniqueAudienceFiles, UniqueAudienceLink } from './uniqueAudienceTypes';

export type { UniqueAudienceAccepted, UniqueAudienceFile, UniqueAudienceFiles, UniqueAudienceLink, UniqueAudienceStatus } from './uniqueAudienceTypes';

export interface GenerateUniqueAudienceRequest {
  itemId: number;
  /** YYYY-MM-DD in UTC, both ends included. */
  startDate: string;
  endDate: string;
}

/** Every file of the merchant, or one asset's. */
export interface UniqueAudienceFilesRequest {
  itemId?: number;
}

/** POST v2/reporting/unique-audience with item_id, start_date, end_date: 202, processed afterwards */
export const generateUniqueAudience = ({ itemId, startDate, endDate }: GenerateUniqueAudienceRequest, ctx?: CallContext): Promise<UniqueAudienceAccepted> =>
  api().request({ method: 'POST', path: 'v2/reporting/unique-audience', body: { item_id: String(itemId), start_date: startDate, end_date: endDate }, ...ctx });

/** GET v2/reporting/unique-audience[?item_id] */
export const listUniqueAudienceFiles = ({ itemId }: UniqueAudienceFilesRequest, ctx?: CallContext): Promise<UniqueAudienceFiles> =>
  api().request({ method: 'GET', path: 'v2/reporting/unique-audience', query: itemId === undefined ? {} : { item_id: String(itemId) }, ...ctx });

/** GET v2/reporting/unique-audience/{file_name}: returns redirect_url */
export const getUniqueAudienceLink = ({ fileName }: { fileName: string }, ctx?: CallContext): Promise<UniqueAudienceLink> =>
  api().request({ method: 'GET', path: 'v2/reporting/unique-audience/{file_name}', pathVars: { file_name: fileName }, ...ctx });

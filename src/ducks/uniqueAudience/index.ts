import * as api from '../../api/uniqueAudience';
import type { GenerateUniqueAudienceRequest, UniqueAudienceAccepted, UniqueAudienceFiles, UniqueAudienceFilesRequest, UniqueAudienceLink } from '../../api/uniqueAudience';
import { UNIQUE_AUDIENCE_UI } from '../../constants/messages/uniqueAudience';
import type { FeatureModule } from '../featureTypes';
import { defineEndpoint } from '../requests/defineEndpoint';
import { storedRead } from '../requests/paginated';
import { defineFeature } from '../requests/storage';
import { uniqueAudienceTag } from './tags';

/**
 * The unique-audience report (catalogue 7.10): generate one for an asset and range, list the files (one asset's on its
 * edit screen, every one on the access reports), download one. The file is built after the answer; the job tray follows
 * it and its realtime message (`report.unique.audience`) reloads the lists showing it.
 */
const listKey = ({ itemId }: UniqueAudienceFilesRequest): string => (itemId === undefined ? 'all' : String(itemId));

export const fetchUniqueAudienceFiles = defineEndpoint<UniqueAudienceFilesRequest, UniqueAudienceFiles>(
  'uniqueAudience/fetchFiles',
  api.listUniqueAudienceFiles,
  storedRead(listKey, ({ itemId }) => uniqueAudienceTag(itemId)),
);

// A submit takes the leading click; the answer only says the file is on its way, so the lists show it pending.
export const generateUniqueAudience = defineEndpoint<GenerateUniqueAudienceRequest, UniqueAudienceAccepted>('uniqueAudience/generate', api.generateUniqueAudience, {
  strategy: 'leading',
  successNotice: UNIQUE_AUDIENCE_UI.accepted,
  // The platform's own words for a refused range or asset; the spec's report failure text for anything else.
  errorNotice: (error) => (error.status >= 400 && error.status < 500 ? error.message : UNIQUE_AUDIENCE_UI.failed),
  invalidates: ({ itemId }) => uniqueAudienceTag(itemId),
});

// Each row's Download runs on its own (every), its answer kept per file for the button that asked.
export const fetchUniqueAudienceLink = defineEndpoint<{ fileName: string }, UniqueAudienceLink>('uniqueAudience/fetchLink', api.getUniqueAudienceLink, {
  strategy: 'every',
  key: ({ fileName }) => fileName,
  store: { mode: 'replace' },
});

export const uniqueAudienceFeature: FeatureModule = defineFeature({
  name: 'uniqueAudience',
  endpoints: [fetchUniqueAudienceFiles, generateUniqueAudience, fetchUniqueAudienceLink],
});

export default uniqueAudienceFeature;

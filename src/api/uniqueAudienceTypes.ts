import type { ReachedBy } from '../constants/uniqueAudience';

export type { ReachedBy };

export type UniqueAudienceStatus = 'pending' | 'created' | 'failed';

/** A generated unique-audience file, as GET v2/reporting/unique-audience lists it; times are Unix seconds. */
export interface UniqueAudienceFile {
  file_name: string;
  item_id: number;
  /** The asset's title now; null once the asset is gone. */
  item_title: string | null;
  /** The range, YYYY-MM-DD in UTC, both ends included. */
  start_date: string;
  end_date: string;
  status: UniqueAudienceStatus;
  /** Distinct customers in the file (0 until it is created). */
  customers: number;
  created_at: number;
}

export interface UniqueAudienceFiles {
  collection: UniqueAudienceFile[];
  total: number;
}

/** The answer to a generate: the file's name, which its realtime message names again. */
export interface UniqueAudienceAccepted {
  file_name: string;
  status: 'pending';
}

export interface UniqueAudienceLink {
  /** A signed URL that needs no bearer, valid 5 minutes. */
  redirect_url: string;
}

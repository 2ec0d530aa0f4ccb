/** Request lifecycle types shared by every feature. */
export type RequestStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

/** Serialisable form of ApiError kept in the store. */
export interface RequestError {
  status: number;
  message: string;
  fieldErrors?: Record<string, string>;
  code?: string;
}

export interface RequestState {
  status: RequestStatus;
  error?: RequestError;
}

/** Optional entity key, so one call can track status per entity (per row, per page key). */
export interface RequestMeta {
  key?: string;
}

export type ConcurrencyStrategy = 'latest' | 'leading' | 'every';

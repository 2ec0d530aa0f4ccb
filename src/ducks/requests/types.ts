import type { SessionKind } from '../../api/tokenStore';

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
  /** Counts the requests made under this key, so an outcome can be matched to the request that caused it. */
  seq?: number;
  /** The share of an upload sent so far (0 to 1), while it is pending; calls that declare `progress` only. */
  progress?: number;
}

/** What a request action carries besides its payload. All of it is optional and serialisable. */
export interface RequestMeta {
  /** Entity key, so one call tracks status (and stores results) per entity, per row or per filter. */
  key?: string;
  /** The session whose token is sent, for calls both consoles make; otherwise the path decides. */
  session?: SessionKind;
}

export type ConcurrencyStrategy = 'latest' | 'leading' | 'every';

/** 'screen': leaving the screen that asked cancels the call; 'session': only the end of the session does. */
export type RequestScope = 'screen' | 'session';

import type { RequestActions } from './createRequestActions';
import type { ConcurrencyStrategy, RequestError } from './types';
import type { UnknownAction } from '@reduxjs/toolkit';

/**
 * One row per catalogued call. The generic API saga runs every row:
 * it calls `call`, puts success or error, and applies the declared side effects.
 */
export interface Endpoint<Req, Res> {
  actions: RequestActions<Req, Res>;
  call: (req: Req, signal: AbortSignal) => Promise<Res>;
  /** latest: reads and searches; leading: submits (double clicks ignored); every: independent row actions. */
  strategy: ConcurrencyStrategy;
  successNotice?: string | ((res: Res, req: Req) => string | undefined);
  /** 'server' (default) shows the server's message; 'silent' keeps only the error state; any other text is shown as is. */
  errorNotice?: 'server' | 'silent' | string | ((error: RequestError, req: Req) => string | undefined);
  navigateTo?: string | ((res: Res, req: Req) => string | undefined);
  /** Follow-up actions on success, e.g. reloading a list after a change. */
  then?: (res: Res, req: Req) => UnknownAction[];
}

/** Keeps Req/Res inference at the definition site; tables hold the erased form. */
export function endpoint<Req, Res>(row: Endpoint<Req, Res>): AnyEndpoint {
  return row as unknown as AnyEndpoint;
}

// The erased row type: the generic saga only passes payloads through, so `unknown` suffices.
export type AnyEndpoint = Endpoint<unknown, unknown>;

import { createAction } from '@reduxjs/toolkit';
import type { RequestError, RequestMeta } from './types';

export interface SuccessMeta<Req> extends RequestMeta {
  request: Req;
}

export type ErrorMeta<Req> = SuccessMeta<Req>;

/**
 * `createRequestActions('assets/fetchList')` yields `.request`, `.success`, `.error` (and `.progress`) action creators.
 * With `keyOf`, a request is keyed by its payload unless the caller names a key.
 */
export function createRequestActions<Req = void, Res = unknown>(type: string, keyOf?: (req: Req) => string) {
  const request = createAction(`${type}/request`, (payload: Req, meta: RequestMeta = {}) => ({
    payload,
    meta: keyOf && meta.key === undefined ? { ...meta, key: keyOf(payload) } : meta,
  }));
  const success = createAction(`${type}/success`, (payload: Res, req: Req, meta: RequestMeta = {}) => ({
    payload,
    meta: { ...meta, request: req } as SuccessMeta<Req>,
  }));
  const error = createAction(`${type}/error`, (payload: RequestError, req: Req, meta: RequestMeta = {}) => ({
    payload,
    meta: { ...meta, request: req } as ErrorMeta<Req>,
  }));
  /** How much of an upload has gone out (0 to 1), for calls that declare `progress`. */
  const progress = createAction(`${type}/progress`, (payload: number, meta: RequestMeta = {}) => ({ payload, meta }));
  return { type, request, success, error, progress };
}

export type RequestActions<Req, Res> = ReturnType<typeof createRequestActions<Req, Res>>;

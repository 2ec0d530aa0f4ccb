import type { UnknownAction } from '@reduxjs/toolkit';
import type { ApiCall } from '../../api/client';
import { createRequestActions, type RequestActions } from './createRequestActions';
import type { Tag } from './tags';
import type { ConcurrencyStrategy, RequestError, RequestMeta, RequestScope } from './types';

/** How a call's answer is kept in its feature's state (`state[feature].data`), by request key. */
export type StoreMode<Req, Res> =
  /** The answer (or the part `select` picks) replaces the value kept under the key. */
  | { mode: 'replace'; select?: (res: Res, req: Req) => unknown }
  /** One page of a paginated list; pages are kept per key and a reset replaces them (spec section 4). */
  | {
      mode: 'page';
      page: (req: Req) => number;
      items: (res: Res) => readonly unknown[];
      total: (res: Res) => number;
      /** 1 unless the catalogue counts pages from 0. */
      firstPage?: number;
      /** Default: the request asks for the first page. */
      reset?: (req: Req) => boolean;
    }
  /**
   * A list read on with a continuation token (Eventbrite's paging): an answer's items follow those kept under its key
   * when the request continues the list, and replace them when it starts it again.
   */
  | { mode: 'continued'; items: (res: Res) => readonly unknown[] | undefined; next: (res: Res) => string | null | undefined; continues: (req: Req) => boolean }
  /** Entities written into a named collection of the feature, by id. */
  | { mode: 'upsert'; collection: string; entities: (res: Res, req: Req) => EntityLike | readonly EntityLike[] }
  /** Entities taken out of a named collection, by the ids the request names. */
  | { mode: 'remove'; collection: string; ids: (req: Req, res: Res) => EntityId | readonly EntityId[] };

export type EntityId = string | number;
export interface EntityLike {
  id: EntityId;
}

/** Everything a call declares besides its name and API function. */
export interface EndpointOptions<Req, Res> {
  /** latest: reads and searches; leading: submits (double clicks ignored); every: independent row actions. */
  strategy: ConcurrencyStrategy;
  /** Tracks status (and stores the result) per key: per entity, per row or per filter. */
  key?: (req: Req) => string;
  store?: StoreMode<Req, Res>;
  /** Reads ('latest') default to 'screen': leaving the screen cancels them. Everything else belongs to the session. */
  scope?: RequestScope;
  successNotice?: string | ((res: Res, req: Req) => string | undefined);
  /** 'server' (default) shows the server's message; 'silent' keeps only the error state; any other text is shown as is. */
  errorNotice?: 'server' | 'silent' | string | ((error: RequestError, req: Req) => string | undefined);
  navigateTo?: string | ((res: Res, req: Req) => string | undefined);
  /**
   * A read's tags: what it shows. When a write (or a realtime message) invalidates one of them, every mounted read
   * providing it is asked again with its own current request (its page and filters), and only those.
   */
  provides?: (req: Req, res?: Res) => readonly Tag[];
  /** A write's tags: what its success makes stale. Reloads are declared here, never listed by hand. */
  invalidates?: (req: Req, res: Res) => readonly Tag[];
  /** Waits this long after the success before invalidating: the server goes on with the work after answering (an upload it processes). */
  invalidateAfterMs?: number;
  /**
   * A write of several calls (an asset's restrictions): a failure part way may leave the earlier calls done, so what
   * it touches is read again after a failure too.
   */
  invalidatesOnFailure?: (req: Req, error: RequestError) => readonly Tag[];
  /** Follow-up actions on success that are not reloads (those are `invalidates`), e.g. a notice built from the answer. */
  then?: (res: Res, req: Req) => UnknownAction[];
  /** An upload: its progress is kept with its status (`useRequest(...).progress`). */
  reportsProgress?: boolean;
}

/** One catalogued call: its request, success and error actions, its API function and its declared effects. */
export interface Endpoint<Req, Res> extends RequestActions<Req, Res>, EndpointOptions<Req, Res> {
  /** The feature whose state keeps the results: the part of the name before the first '/'. */
  feature: string;
  call: ApiCall<Req, Res>;
  scope: RequestScope;
}

// The erased form the generic saga and the storage reducer work on: they only pass payloads through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- variance boundary: a table holds calls of every request type
export type AnyEndpoint = Endpoint<any, any>;

/**
 * Declares a catalogued call in one place, e.g.
 * `defineEndpoint('assets/fetchList', assets.fetchList, { strategy: 'latest', store: { mode: 'page', ... } })`.
 * The result is the call's action creators (`.request`, `.success`, `.error`) and its table row at once.
 */
export function defineEndpoint<Req, Res>(type: string, call: ApiCall<Req, Res>, options: EndpointOptions<Req, Res>): Endpoint<Req, Res> {
  const actions = createRequestActions<Req, Res>(type, options.key);
  return {
    ...options,
    ...actions,
    feature: type.split('/')[0],
    call,
    scope: options.scope ?? (options.strategy === 'latest' ? 'screen' : 'session'),
  };
}

/** The key a request action is tracked under. */
export const DEFAULT_KEY = '_';
export const keyOf = (meta: RequestMeta | undefined): string => meta?.key ?? DEFAULT_KEY;

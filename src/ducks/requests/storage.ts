import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { receivePage, type ContinuedList, type PageSet } from './paginated';
import { keyOf, type AnyEndpoint } from './defineEndpoint';
import { storingReducers, type FeatureModule } from '../featureTypes';
import type { RequestMeta } from './types';
import { emptyCollection, removeEntities, upsertEntities, type EntityCollection } from './entities';

/** What the declared storage modes keep in a feature's state, under `data`. */
export interface EndpointData {
  /** Per endpoint name, per request key: a replaced value or a set of pages. */
  results: Record<string, Record<string, unknown>>;
  /** Named entity collections, normalised by id. */
  entities: Record<string, EntityCollection>;
}

export interface WithEndpointData {
  data: EndpointData;
}

const EMPTY: EndpointData = { results: {}, entities: {} };

interface SuccessAction extends UnknownAction {
  payload: unknown;
  meta: RequestMeta & { request: unknown };
}

const list = <T,>(value: T | readonly T[]): readonly T[] => (Array.isArray(value) ? value : [value as T]);

/** Applies one successful call to the stored data; rows without a `store` mode leave it as it is. */
function store(data: EndpointData, row: AnyEndpoint, action: SuccessAction): EndpointData {
  const mode = row.store;
  if (!mode) return data;
  const req = action.meta.request;
  const res = action.payload;
  const key = keyOf(action.meta);
  switch (mode.mode) {
    case 'replace': {
      const value = mode.select ? mode.select(res, req) : res;
      return { ...data, results: { ...data.results, [row.type]: { ...data.results[row.type], [key]: value } } };
    }
    case 'page': {
      const perKey = { ...data.results[row.type] } as Record<string, PageSet<unknown>>;
      const page = mode.page(req);
      receivePage(perKey, { key, page, items: [...mode.items(res)], total: mode.total(res), reset: mode.reset ? mode.reset(req) : page === (mode.firstPage ?? 1) });
      return { ...data, results: { ...data.results, [row.type]: perKey } };
    }
    case 'continued': {
      const kept = data.results[row.type]?.[key] as ContinuedList<unknown> | undefined;
      // An answer of another shape (a misbehaving server's) adds no items and ends the list.
      const received = mode.items(res);
      const items = [...(mode.continues(req) && kept ? kept.items : []), ...(Array.isArray(received) ? received : [])];
      const list: ContinuedList<unknown> = { items, next: mode.next(res) ?? null };
      return { ...data, results: { ...data.results, [row.type]: { ...data.results[row.type], [key]: list } } };
    }
    case 'upsert': {
      const collection = data.entities[mode.collection] ?? emptyCollection();
      return { ...data, entities: { ...data.entities, [mode.collection]: upsertEntities(collection, list(mode.entities(res, req))) } };
    }
    case 'remove': {
      const collection = data.entities[mode.collection] ?? emptyCollection();
      return { ...data, entities: { ...data.entities, [mode.collection]: removeEntities(collection, list(mode.ids(req, res))) } };
    }
  }
}

/** The reducer of a feature's stored results: only its rows' success actions change it. */
export function createDataReducer(rows: readonly AnyEndpoint[]): Reducer<EndpointData> {
  const bySuccess = new Map<string, AnyEndpoint>(rows.filter((row) => row.store).map((row) => [row.success.type, row]));
  return (state = EMPTY, action) => {
    const row = bySuccess.get(action.type);
    return row ? store(state, row, action as SuccessAction) : state;
  };
}

/**
 * A feature's reducer: its own hand-written transitions (if any) plus the storage its endpoints declare, kept under
 * `data`. State identity is kept when nothing changed, so selectors stay memoised.
 */
export function composeFeatureReducer(rows: readonly AnyEndpoint[], own?: Reducer): Reducer {
  const data = createDataReducer(rows);
  const reducer: Reducer = (state: Record<string, unknown> | undefined, action: UnknownAction) => {
    const next = (own ? own(state, action) : (state ?? {})) as Partial<WithEndpointData> & Record<string, unknown>;
    const stored = data(next.data, action);
    return stored === next.data ? next : { ...next, data: stored };
  };
  storingReducers.add(reducer);
  return reducer;
}

/**
 * Builds a feature whose endpoints declare storage: its reducer is its own (if any) plus the stored results. Built in
 * the feature's own chunk, so this storage code loads with the first screen that needs it, not at start-up.
 */
export function defineFeature(feature: FeatureModule): FeatureModule {
  const stored = (feature.endpoints ?? []).filter((row) => row.store);
  return stored.length === 0 ? feature : { ...feature, reducer: composeFeatureReducer(stored, feature.reducer) };
}

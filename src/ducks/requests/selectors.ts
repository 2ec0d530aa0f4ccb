import { DEFAULT_KEY, type Endpoint, type EntityId, type EntityLike } from './defineEndpoint';
import type { EntityCollection } from './entities';
import type { PageSet } from './paginated';
import { selectRequest, type RequestsState } from './slice';
import type { WithEndpointData } from './storage';
import type { RequestState } from './types';

type AppStateLike = { requests: RequestsState } & Record<string, unknown>;

// Reading stored data needs none of the storage code: these stay in the start-up bundle, storage.ts does not.
const selectStored = (featureState: unknown, type: string, key: string): unknown =>
  (featureState as Partial<WithEndpointData> | undefined)?.data?.results[type]?.[key];

const selectCollection = (featureState: unknown, collection: string): EntityCollection | undefined =>
  (featureState as Partial<WithEndpointData> | undefined)?.data?.entities[collection];

/** A call's status, error and stored result under a key: what `useRequest` returns. */
export interface RequestView<Data> extends RequestState {
  data: Data | undefined;
}

/** The stored result of a call ('replace' stores the answer, or what its `select` picks). */
export function selectResult<Req, Res, Data = Res>(state: AppStateLike, endpoint: Endpoint<Req, Res>, key: string = DEFAULT_KEY): Data | undefined {
  return selectStored(state[endpoint.feature], endpoint.type, key) as Data | undefined;
}

/** The pages a 'page' call has kept under a key (its filter). */
export function selectPages<Item = unknown>(state: AppStateLike, endpoint: Pick<Endpoint<never, never>, 'feature' | 'type'>, key: string = DEFAULT_KEY): PageSet<Item> | undefined {
  return selectStored(state[endpoint.feature], endpoint.type, key) as PageSet<Item> | undefined;
}

/** A named entity collection of a feature, as an array in insertion order. */
export function selectEntities<T extends EntityLike>(state: AppStateLike, feature: string, collection: string): T[] {
  const entities = selectCollection(state[feature], collection) as EntityCollection<T> | undefined;
  return entities ? entities.ids.map((id) => entities.entities[id]) : [];
}

export function selectRequestView<Req, Res, Data = Res>(state: AppStateLike, endpoint: Endpoint<Req, Res>, key: string = DEFAULT_KEY): RequestView<Data> {
  const status = selectRequest(state, endpoint.type, key);
  return { ...status, data: selectResult<Req, Res, Data>(state, endpoint, key) };
}

/** One entity of a feature's named collection, by id. */
export function selectEntity<T extends EntityLike>(state: AppStateLike, feature: string, collection: string, id: EntityId): T | undefined {
  const entities = selectCollection(state[feature], collection) as EntityCollection<T> | undefined;
  return entities?.entities[id];
}

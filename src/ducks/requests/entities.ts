import type { EntityId, EntityLike } from './defineEndpoint';

/**
 * A named collection normalised by id, in insertion order: the shape of RTK's `EntityState`. Storage needs two
 * operations on it, so they are written here rather than taken from `createEntityAdapter`: RTK is one module in the
 * start-up vendor chunk, and the adapter (with the reselect it brings) would add 2.6 KiB gzipped to /login.
 */
export interface EntityCollection<T extends EntityLike = EntityLike> {
  ids: EntityId[];
  entities: Record<EntityId, T>;
}

export const emptyCollection = <T extends EntityLike>(): EntityCollection<T> => ({ ids: [], entities: {} });

/** Adds new entities at the end and merges the fields of known ones (an upsert), without touching the input. */
export function upsertEntities<T extends EntityLike>(collection: EntityCollection<T>, items: readonly T[]): EntityCollection<T> {
  if (items.length === 0) return collection;
  const ids = [...collection.ids];
  const entities = { ...collection.entities };
  for (const item of items) {
    const known = Object.prototype.hasOwnProperty.call(entities, item.id);
    if (!known) ids.push(item.id);
    entities[item.id] = known ? { ...entities[item.id], ...item } : item;
  }
  return { ids, entities };
}

/** Removes the entities with these ids; the same collection when none of them is there. */
export function removeEntities<T extends EntityLike>(collection: EntityCollection<T>, remove: readonly EntityId[]): EntityCollection<T> {
  const gone = new Set(remove.filter((id) => Object.prototype.hasOwnProperty.call(collection.entities, id)));
  if (gone.size === 0) return collection;
  const entities = { ...collection.entities };
  for (const id of gone) delete entities[id];
  return { ids: collection.ids.filter((id) => !gone.has(id)), entities };
}

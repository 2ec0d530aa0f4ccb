import type { AnyEndpoint } from './defineEndpoint';

/**
 * What a read provides and a write invalidates, in the spirit of RTK Query's tags: a type ('CountrySets') or a type
 * and an id (`{ type: 'CustomerAccess', id: 17 }`). An invalidated tag without an id matches every tag of its type;
 * one with an id matches the tags of its type with that id, and those without an id.
 */
export type Tag = string | { type: string; id?: string | number };

const typeOf = (tag: Tag): string => (typeof tag === 'string' ? tag : tag.type);
const idOf = (tag: Tag): string | undefined => (typeof tag === 'string' || tag.id === undefined ? undefined : String(tag.id));

export function tagMatches(provided: Tag, invalidated: Tag): boolean {
  if (typeOf(provided) !== typeOf(invalidated)) return false;
  const wanted = idOf(invalidated);
  const given = idOf(provided);
  return wanted === undefined || given === undefined || wanted === given;
}

/** A read that would be asked again when its tags are invalidated: the endpoint and the request it last asked for. */
export interface LiveRead {
  endpoint: AnyEndpoint;
  key: string;
  request: unknown;
}

interface MountedRead extends LiveRead {
  refs: number;
}

const id = (type: string, key: string) => `${type}\u0000${key}`;

/** Reads whose hooks are mounted (ref counted), each with the request it last asked for (its page and filters). */
const mounted = new Map<string, MountedRead>();
/** Reads asked for outside the read hooks, per screen (null: none showing) until that screen is left. */
const remembered = new Map<string | null, Map<string, LiveRead>>();

/** A read hook is mounted with this request (or asks for a new one); returns its release. */
export function mountRead(endpoint: AnyEndpoint, key: string, request: unknown): () => void {
  const at = id(endpoint.type, key);
  const entry = mounted.get(at);
  if (entry) Object.assign(entry, { request, refs: entry.refs + 1 });
  else mounted.set(at, { endpoint, key, request, refs: 1 });
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const current = mounted.get(at);
    if (!current) return;
    current.refs -= 1;
    if (current.refs <= 0) mounted.delete(at);
  };
}

/** A read started outside the read hooks (an effect, a workflow saga) while `screen` shows. */
export function rememberRead(screen: string | null, read: LiveRead): void {
  const at = id(read.endpoint.type, read.key);
  if (mounted.has(at)) return;
  const reads = remembered.get(screen) ?? new Map<string, LiveRead>();
  reads.set(at, read);
  remembered.set(screen, reads);
}

export function forgetScreen(screen: string): void {
  remembered.delete(screen);
}

/** The session ended (or a new store starts): nothing is remembered any more; mounted hooks register again. */
export function forgetReads(): void {
  remembered.clear();
}

/** The live reads that provide any of these tags, each once, with the request it last asked for. */
export function readsProviding(tags: readonly Tag[]): LiveRead[] {
  if (tags.length === 0) return [];
  const found = new Map<string, LiveRead>();
  const consider = (at: string, read: LiveRead) => {
    if (found.has(at) || !read.endpoint.provides) return;
    const provided: readonly Tag[] = read.endpoint.provides(read.request);
    if (provided.some((tag) => tags.some((wanted) => tagMatches(tag, wanted)))) found.set(at, read);
  };
  for (const [at, read] of mounted) consider(at, read);
  for (const reads of remembered.values()) for (const [at, read] of reads) if (!mounted.has(at)) consider(at, read);
  return [...found.values()];
}

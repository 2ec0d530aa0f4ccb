import { createActingAsStore, STORAGE_PREFIX, type ActingAs, type Session } from './tokenStore';

/**
 * Opening a related account in a new tab (the agency cockpit, issue 21 N4). The agency's tab opens
 * `/acting-as/{handoff}` at once (inside the click, so no popup blocker stops it), signs in as the related account
 * with its own session, and leaves the answer under the handoff's key in localStorage. The new tab takes it (and
 * removes it), keeps the related account's session in its own sessionStorage, and loads the page asked for. The
 * tokens never travel in an address.
 */
export const ACTING_AS_PREFIX = '/acting-as/';
/** How long a new tab waits for its handoff: a sign-in call's own time-out, with room to spare. */
export const HANDOFF_WAIT_MS = 60_000;
/** A handoff older than this is stale (its tab was closed, or it was never taken). */
const HANDOFF_MAX_AGE_MS = 120_000;
const HANDOFF_ID = /^[a-z0-9]{24}$/;

export type Handoff = { actingAs: ActingAs; session: Session; to: string; at: number } | { error: string; at: number };

const keyOf = (id: string): string => `${STORAGE_PREFIX}handoff.${id}`;

export function newHandoffId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const handoffPath = (id: string): string => `${ACTING_AS_PREFIX}${id}`;

/** The handoff a new tab's address names, or null for any other page. */
export function handoffIdOf(pathname: string): string | null {
  if (!pathname.startsWith(ACTING_AS_PREFIX)) return null;
  const id = pathname.slice(ACTING_AS_PREFIX.length);
  return HANDOFF_ID.test(id) ? id : null;
}

/** Only a page of this console: a path, never another site (`//host`) or a scheme. */
const isOwnPath = (to: unknown): to is string => typeof to === 'string' && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\');

function readHandoff(raw: string | null, now: number): Handoff | null {
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.at !== 'number' || now - record.at > HANDOFF_MAX_AGE_MS) return null;
  if (typeof record.error === 'string') return { error: record.error, at: record.at };
  const { actingAs, session, to } = record as { actingAs?: Partial<ActingAs>; session?: Partial<Session>; to?: unknown };
  if (typeof actingAs?.followerId !== 'number' || typeof actingAs.name !== 'string' || !isOwnPath(to)) return null;
  if (typeof session?.token !== 'string' || typeof session.refreshToken !== 'string' || typeof session.expires !== 'number') return null;
  return {
    actingAs: { followerId: actingAs.followerId, name: actingAs.name },
    session: { token: session.token, refreshToken: session.refreshToken, expires: session.expires },
    to,
    at: record.at,
  };
}

/** The agency's tab: the answer for the new tab (the related account's session, or why it could not be opened). */
export function writeHandoff(id: string, handoff: Handoff, shared: Storage = window.localStorage): void {
  shared.setItem(keyOf(id), JSON.stringify(handoff));
}

interface WaitOptions {
  shared: Storage;
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  timeoutMs?: number;
  now?: () => number;
}

/** The new tab: waits for its handoff (it may already be there), takes it out of the shared storage, or null on time-out. */
export function takeHandoff(id: string, { shared, target, timeoutMs = HANDOFF_WAIT_MS, now = Date.now }: WaitOptions): Promise<Handoff | null> {
  // undefined while there is none yet; null for one that is stale or malformed.
  const take = (): Handoff | null | undefined => {
    const raw = shared.getItem(keyOf(id));
    if (raw === null) return undefined;
    shared.removeItem(keyOf(id));
    return readHandoff(raw, now());
  };
  return new Promise((resolve) => {
    const finish = (handoff: Handoff | null): void => {
      target.removeEventListener('storage', onStorage);
      clearTimeout(timer);
      resolve(handoff);
    };
    const onStorage = (event: Event): void => {
      if ((event as StorageEvent).key !== keyOf(id) || (event as StorageEvent).newValue === null) return;
      const handoff = take();
      if (handoff !== undefined) finish(handoff);
    };
    target.addEventListener('storage', onStorage);
    const timer = setTimeout(() => finish(null), timeoutMs);
    // Subscribed first, then read: an answer written in between is not missed.
    const ready = take();
    if (ready !== undefined) finish(ready);
  });
}

/**
 * The new tab's start: takes the handoff, keeps the related account's session as this tab's own, and loads the page
 * asked for (a whole load, which picks this tab's store). Answers the error to show when it cannot.
 */
export async function openActingAsTab(id: string, win: Window, fallbackError: string): Promise<string | null> {
  const handoff = await takeHandoff(id, { shared: win.localStorage, target: win });
  if (!handoff) return fallbackError;
  if ('error' in handoff) return handoff.error;
  createActingAsStore(win.sessionStorage, win.localStorage).startActingAs(handoff.actingAs, handoff.session);
  win.location.replace(handoff.to);
  return null;
}

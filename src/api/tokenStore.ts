export type SessionKind = 'merchant' | 'admin';

export interface Session {
  token: string;
  refreshToken: string;
  /** Unix seconds when the access token expires. */
  expires: number;
}

/** The agency's own session, kept while it works inside a follower's account. */
export interface MasterSession extends Session {
  full_name: string;
  avatar_url: string;
}

export interface TokenStoreChange {
  kind: SessionKind | 'master' | 'signIn';
  /** The new value, or null when it was cleared (always null for 'signIn', whose value is not a session). */
  session: Session | null;
  /** Written by another tab (a storage event), not by this one. */
  external: boolean;
}

/**
 * This tab's sign-in against the stored one: 'current' while they are the same; 'ended' when another tab signed out;
 * 'replaced' when another tab signed in anew (possibly as another user).
 */
export type SignInState = 'current' | 'ended' | 'replaced';

export type StoredKind = SessionKind | 'master';

export type TokenStoreListener = (change: TokenStoreChange) => void;

/**
 * A tab working as one of the agency's related accounts (the agency cockpit, issue 21 N4): its session is this tab's
 * alone (sessionStorage), so the agency's own tabs are untouched by it and it by them, until the agency signs out.
 */
export interface ActingAs {
  followerId: number;
  /** The related account's company name, for the banner. */
  name: string;
}

export interface TokenStore {
  getSession(kind: SessionKind): Session | null;
  setSession(kind: SessionKind, session: Session): void;
  clearSession(kind: SessionKind): void;
  /** Clears the merchant, admin and master sessions and ends the sign-in. */
  clearAll(): void;
  /**
   * A new sign-in (password, token login, back to master): stores `session` as `kind` under a new sign-in id, so
   * other tabs see that the sessions they hold were replaced. The other sessions are cleared, except those in `keep`.
   */
  startSignIn(kind: SessionKind, session: Session, keep?: readonly StoredKind[]): void;
  /**
   * This tab's sign-in against the stored one. A tab that only `uses` sessions the newer sign-in kept (staff's admin
   * tab, when "Login as" signs a new tab in as a merchant beside it) continues in it: it is not replaced.
   */
  signInState(uses?: readonly StoredKind[]): SignInState;
  /** This tab takes the stored sign-in as its own (after it has dealt with another tab's sign-out). */
  adoptSignIn(): void;
  saveMasterSession(session: MasterSession): void;
  getMasterSession(): MasterSession | null;
  clearMasterSession(): void;
  /** Calls the listener on every change, in this tab or (for localStorage) in another one. Returns the unsubscribe. */
  subscribe(listener: TokenStoreListener): () => void;
  /** The related account this store's tab acts as (a tab-scoped store), or null. */
  actingAs(): ActingAs | null;
  /** This tab's own store (a tab acting as a related account), even once that session has ended. */
  readonly tabScoped: boolean;
  /** Starts acting as a related account: its session as a new merchant sign-in, and the banner's name. */
  startActingAs(actingAs: ActingAs, session: Session): void;
}

export interface TokenStoreOptions {
  /**
   * The storage of the sign-in this store's sessions depend on (a tab acting as a related account depends on the
   * agency's sign-in in localStorage): when that sign-in ends (a sign-out in any of the agency's tabs), this store's
   * sign-in ends too, as another tab's sign-out would.
   */
  endsWith?: Storage | null;
}

export const STORAGE_PREFIX = 'boxoffice.';
const KINDS: readonly StoredKind[] = ['merchant', 'admin', 'master'];
const keyOf = (kind: StoredKind): string => `${STORAGE_PREFIX}session.${kind}`;
/** Changes with every sign-in and goes with the sign-out; a refresh keeps it. */
const SIGN_IN_KEY = `${STORAGE_PREFIX}session.signIn`;
const ACTING_AS_KEY = `${STORAGE_PREFIX}session.actingAs`;
const newSignInId = (): string => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;

/**
 * A stored sign-in: its id alone, or, for a sign-in that kept sessions of the one before it, `id;kept kinds;previous
 * id`, so a tab of the previous sign-in that only uses the kept sessions can tell it was not replaced.
 */
interface SignInRecord {
  id: string;
  kept: readonly string[];
  previous: string | null;
}
const readSignIn = (raw: string): SignInRecord => {
  const [id, kept, previous] = raw.split(';');
  return { id, kept: kept ? kept.split(',') : [], previous: previous ?? null };
};
const writeSignInRecord = ({ id, kept, previous }: SignInRecord): string => (previous && kept.length > 0 ? `${id};${kept.join(',')};${previous}` : id);

/** True once the access token's expiry time has been reached. */
export const isExpired = (session: Pick<Session, 'expires'>, nowSeconds: number): boolean =>
  session.expires <= nowSeconds;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isSession(value: unknown): value is Session {
  return (
    isRecord(value) &&
    typeof value.token === 'string' &&
    value.token !== '' &&
    typeof value.refreshToken === 'string' &&
    typeof value.expires === 'number' &&
    Number.isFinite(value.expires)
  );
}

const isMasterSession = (value: unknown): value is MasterSession =>
  isSession(value) &&
  typeof (value as Partial<MasterSession>).full_name === 'string' &&
  typeof (value as Partial<MasterSession>).avatar_url === 'string';

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const webStorage = (kind: 'localStorage' | 'sessionStorage'): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window[kind] : null;
  } catch {
    // Access to Web Storage can throw (blocked cookies, sandboxed frames).
    return null;
  }
};
const defaultStorage = (): Storage | null => webStorage('localStorage');

function readActingAs(raw: string | null): ActingAs | null {
  const value = parse(raw);
  return isRecord(value) && typeof value.followerId === 'number' && typeof value.name === 'string' ? { followerId: value.followerId, name: value.name } : null;
}

/** A TokenStore over a Web Storage (localStorage by default); falls back to memory when storage is unavailable. */
export function createTokenStore(storage: Storage | null = defaultStorage(), options: TokenStoreOptions = {}): TokenStore {
  const memory = new Map<string, string>();
  const listeners = new Set<TokenStoreListener>();

  const readRaw = (key: string): string | null => {
    const kept = memory.get(key);
    if (kept !== undefined || !storage) return kept ?? null;
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const read = (kind: StoredKind): unknown => parse(readRaw(keyOf(kind)));

  const writeRaw = (key: string, value: string | null): void => {
    memory.delete(key);
    try {
      if (!storage) throw new Error('no storage');
      if (value !== null) storage.setItem(key, value);
      else storage.removeItem(key);
    } catch {
      // Quota or privacy mode: keep the value for this tab at least.
      if (value !== null) memory.set(key, value);
    }
  };

  // The sign-in this tab works under; only this tab's own writes move it.
  let ownSignIn = readRaw(SIGN_IN_KEY);

  const notify = (change: TokenStoreChange): void => listeners.forEach((listener) => listener(change));

  const write = (kind: StoredKind, session: Session | MasterSession | null): void => {
    writeRaw(keyOf(kind), session ? JSON.stringify(session) : null);
    notify({ kind, session, external: false });
  };

  // Written before the sessions, so other tabs learn of a new sign-in or a sign-out before any session changes.
  const writeSignIn = (id: string | null): void => {
    writeRaw(SIGN_IN_KEY, id);
    ownSignIn = id;
    notify({ kind: 'signIn', session: null, external: false });
  };

  const onStorage = (event: StorageEvent): void => {
    if (event.storageArea !== storage) return;
    const kind = KINDS.find((k) => keyOf(k) === event.key);
    if (kind) {
      const value = parse(event.newValue);
      notify({ kind, session: isSession(value) ? value : null, external: true });
    } else if (event.key === SIGN_IN_KEY) {
      notify({ kind: 'signIn', session: null, external: true });
    } else if (event.key === null) {
      notify({ kind: 'signIn', session: null, external: true });
      KINDS.forEach((k) => notify({ kind: k, session: null, external: true }));
    }
  };

  // The sign-in this store depends on ended: its own sessions go, without moving this tab's sign-in, so the client
  // sees an ended sign-in exactly as after another tab's sign-out.
  const onDependencyStorage = (event: StorageEvent): void => {
    if (event.storageArea !== options.endsWith || (event.key !== SIGN_IN_KEY && event.key !== null) || event.newValue !== null) return;
    if (readRaw(SIGN_IN_KEY) === null) return;
    writeRaw(SIGN_IN_KEY, null);
    writeRaw(ACTING_AS_KEY, null);
    KINDS.forEach((kind) => writeRaw(keyOf(kind), null));
    notify({ kind: 'signIn', session: null, external: true });
  };
  const watchesStorage = (): boolean => typeof window !== 'undefined' && (Boolean(storage) || Boolean(options.endsWith));
  const store: TokenStore = {
    tabScoped: Boolean(options.endsWith),
    getSession(kind) {
      const value = read(kind);
      return isSession(value) ? { token: value.token, refreshToken: value.refreshToken, expires: value.expires } : null;
    },
    setSession(kind, session) {
      write(kind, { token: session.token, refreshToken: session.refreshToken, expires: session.expires });
    },
    clearSession(kind) {
      write(kind, null);
    },
    clearAll() {
      writeSignIn(null);
      writeRaw(ACTING_AS_KEY, null);
      KINDS.forEach((kind) => write(kind, null));
    },
    startSignIn(kind, session, keep = []) {
      const previous = readRaw(SIGN_IN_KEY);
      writeSignIn(writeSignInRecord({ id: newSignInId(), kept: keep, previous: previous === null ? null : readSignIn(previous).id }));
      KINDS.filter((other) => other !== kind && !keep.includes(other)).forEach((other) => write(other, null));
      write(kind, { token: session.token, refreshToken: session.refreshToken, expires: session.expires });
    },
    signInState(uses = []) {
      const stored = readRaw(SIGN_IN_KEY);
      if (stored === ownSignIn) return 'current';
      if (stored === null) return 'ended';
      const next = readSignIn(stored);
      if (ownSignIn !== null && uses.length > 0 && next.previous === readSignIn(ownSignIn).id && uses.every((kind) => next.kept.includes(kind))) {
        ownSignIn = stored;
        return 'current';
      }
      return 'replaced';
    },
    adoptSignIn() {
      ownSignIn = readRaw(SIGN_IN_KEY);
    },
    saveMasterSession(session) {
      const { token, refreshToken, expires, full_name, avatar_url } = session;
      write('master', { token, refreshToken, expires, full_name, avatar_url });
    },
    getMasterSession() {
      const value = read('master');
      return isMasterSession(value) ? value : null;
    },
    clearMasterSession() {
      write('master', null);
    },
    subscribe(listener) {
      if (listeners.size === 0 && watchesStorage()) {
        window.addEventListener('storage', onStorage);
        if (options.endsWith) window.addEventListener('storage', onDependencyStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
          window.removeEventListener('storage', onDependencyStorage);
        }
      };
    },
    actingAs() {
      return readActingAs(readRaw(ACTING_AS_KEY));
    },
    startActingAs(actingAs, session) {
      writeRaw(ACTING_AS_KEY, JSON.stringify({ followerId: actingAs.followerId, name: actingAs.name }));
      store.startSignIn('merchant', session);
    },
  };
  return store;
}

const tabStorage = (): Storage | null => webStorage('sessionStorage');

/** Whether this tab acts as a related account: its sessionStorage holds the tab's own session (the agency cockpit). */
export const isActingAsTab = (tab: Storage | null = tabStorage()): boolean => {
  try {
    return tab !== null && readActingAs(tab.getItem(ACTING_AS_KEY)) !== null;
  } catch {
    return false;
  }
};

/** The store of a tab acting as a related account: this tab's sessionStorage, ending with the agency's sign-in. */
export const createActingAsStore = (tab: Storage, shared: Storage | null = defaultStorage()): TokenStore => createTokenStore(tab, { endsWith: shared });

/**
 * The app's store: over localStorage, shared by the user's tabs; in a tab acting as a related account, over that tab's
 * sessionStorage (chosen once, when the page loads).
 */
export const tokenStore: TokenStore = (() => {
  const tab = tabStorage();
  return tab && isActingAsTab(tab) ? createActingAsStore(tab) : createTokenStore();
})();

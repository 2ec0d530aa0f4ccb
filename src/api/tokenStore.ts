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
  kind: SessionKind | 'master';
  /** The new value, or null when it was cleared. */
  session: Session | null;
}

export type TokenStoreListener = (change: TokenStoreChange) => void;

export interface TokenStore {
  getSession(kind: SessionKind): Session | null;
  setSession(kind: SessionKind, session: Session): void;
  clearSession(kind: SessionKind): void;
  /** Clears the merchant, admin and master sessions. */
  clearAll(): void;
  saveMasterSession(session: MasterSession): void;
  getMasterSession(): MasterSession | null;
  clearMasterSession(): void;
  /** Calls the listener on every change, in this tab or (for localStorage) in another one. Returns the unsubscribe. */
  subscribe(listener: TokenStoreListener): () => void;
}

export const STORAGE_PREFIX = 'boxoffice.';
const KINDS = ['merchant', 'admin', 'master'] as const;
type StoredKind = (typeof KINDS)[number];
const keyOf = (kind: StoredKind): string => `${STORAGE_PREFIX}session.${kind}`;

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

const defaultStorage = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Access to localStorage can throw (blocked cookies, sandboxed frames).
    return null;
  }
};

/** A TokenStore over a Web Storage (localStorage by default); falls back to memory when storage is unavailable. */
export function createTokenStore(storage: Storage | null = defaultStorage()): TokenStore {
  const memory = new Map<string, string>();
  const listeners = new Set<TokenStoreListener>();

  const read = (kind: StoredKind): unknown => {
    const key = keyOf(kind);
    const kept = memory.get(key);
    if (kept !== undefined || !storage) return parse(kept ?? null);
    try {
      return parse(storage.getItem(key));
    } catch {
      return null;
    }
  };

  const notify = (change: TokenStoreChange): void => listeners.forEach((listener) => listener(change));

  const write = (kind: StoredKind, session: Session | MasterSession | null): void => {
    const key = keyOf(kind);
    memory.delete(key);
    try {
      if (!storage) throw new Error('no storage');
      if (session) storage.setItem(key, JSON.stringify(session));
      else storage.removeItem(key);
    } catch {
      // Quota or privacy mode: keep the session for this tab at least.
      if (session) memory.set(key, JSON.stringify(session));
    }
    notify({ kind, session });
  };

  const onStorage = (event: StorageEvent): void => {
    if (event.storageArea !== storage) return;
    const kind = KINDS.find((k) => keyOf(k) === event.key);
    if (kind) {
      const value = parse(event.newValue);
      notify({ kind, session: isSession(value) ? value : null });
    } else if (event.key === null) {
      KINDS.forEach((k) => notify({ kind: k, session: null }));
    }
  };

  return {
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
      KINDS.forEach((kind) => write(kind, null));
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
      if (listeners.size === 0 && storage && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The app's store, over localStorage. */
export const tokenStore: TokenStore = createTokenStore();

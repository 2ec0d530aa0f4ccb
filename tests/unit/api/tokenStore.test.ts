import { createTokenStore, isExpired, type MasterSession, type Session, type TokenStoreChange } from '../../../src/api/tokenStore';

const session: Session = { token: 't', refreshToken: 'r', expires: 100 };
const master: MasterSession = { token: 'mt', refreshToken: 'mr', expires: 200, full_name: 'Agency', avatar_url: 'https://x/a.png' };

beforeEach(() => window.localStorage.clear());

describe('tokenStore', () => {
  it('keeps each session under its own boxoffice. key', () => {
    const store = createTokenStore(window.localStorage);
    store.setSession('merchant', session);
    store.setSession('admin', { ...session, token: 'a' });
    expect(store.getSession('merchant')).toEqual(session);
    expect(store.getSession('admin')?.token).toBe('a');
    expect(Object.keys(window.localStorage).sort()).toEqual(['boxoffice.session.admin', 'boxoffice.session.merchant']);
  });

  it('survives a new store over the same storage (a reload)', () => {
    createTokenStore(window.localStorage).setSession('merchant', session);
    expect(createTokenStore(window.localStorage).getSession('merchant')).toEqual(session);
  });

  it('reads corrupt or incomplete entries as no session', () => {
    const store = createTokenStore(window.localStorage);
    window.localStorage.setItem('boxoffice.session.merchant', '{not json');
    expect(store.getSession('merchant')).toBeNull();
    window.localStorage.setItem('boxoffice.session.merchant', JSON.stringify({ token: 't' }));
    expect(store.getSession('merchant')).toBeNull();
  });

  it('clears one session, or all of them', () => {
    const store = createTokenStore(window.localStorage);
    store.setSession('merchant', session);
    store.setSession('admin', session);
    store.saveMasterSession(master);
    store.clearSession('admin');
    expect(store.getSession('admin')).toBeNull();
    expect(store.getSession('merchant')).toEqual(session);
    store.clearAll();
    expect(store.getSession('merchant')).toBeNull();
    expect(store.getMasterSession()).toBeNull();
    expect(window.localStorage).toHaveLength(0);
  });

  it('saves the master session for impersonation', () => {
    const store = createTokenStore(window.localStorage);
    store.saveMasterSession(master);
    expect(store.getMasterSession()).toEqual(master);
    expect(store.getSession('merchant')).toBeNull();
    store.clearMasterSession();
    expect(store.getMasterSession()).toBeNull();
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const store = createTokenStore(window.localStorage);
    const changes: TokenStoreChange[] = [];
    const unsubscribe = store.subscribe((change) => changes.push(change));
    store.setSession('merchant', session);
    store.clearSession('merchant');
    store.saveMasterSession(master);
    unsubscribe();
    store.setSession('admin', session);
    expect(changes.map((c) => [c.kind, c.session?.token ?? null])).toEqual([
      ['merchant', 't'],
      ['merchant', null],
      ['master', 'mt'],
    ]);
  });

  it('hears changes made in another tab', () => {
    const store = createTokenStore(window.localStorage);
    const listener = jest.fn();
    store.subscribe(listener);
    const newValue = JSON.stringify(session);
    window.dispatchEvent(new StorageEvent('storage', { key: 'boxoffice.session.admin', newValue, storageArea: window.localStorage }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other.key', newValue, storageArea: window.localStorage }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ kind: 'admin', session });
  });

  it('keeps working in memory when storage refuses writes', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createTokenStore(broken);
    store.setSession('merchant', session);
    expect(store.getSession('merchant')).toEqual(session);
  });
});

describe('isExpired', () => {
  it('is true from the expiry second on', () => {
    expect(isExpired({ expires: 100 }, 99)).toBe(false);
    expect(isExpired({ expires: 100 }, 100)).toBe(true);
    expect(isExpired({ expires: 100 }, 101)).toBe(true);
  });
});

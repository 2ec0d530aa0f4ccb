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
    expect(listener).toHaveBeenCalledWith({ kind: 'admin', session, external: true });
  });

  it('a sign-in gets a new id that another tab sees as replacing its own; a refresh keeps it; a sign-out ends it', () => {
    const here = createTokenStore(window.localStorage);
    here.startSignIn('merchant', session);
    const there = createTokenStore(window.localStorage);
    expect(there.signInState()).toBe('current');

    here.setSession('merchant', { ...session, token: 'refreshed' });
    expect(there.signInState()).toBe('current');

    here.startSignIn('merchant', { ...session, token: 'someone-else' });
    expect(there.signInState()).toBe('replaced');
    expect(here.signInState()).toBe('current');
    there.adoptSignIn();
    expect(there.signInState()).toBe('current');

    here.clearAll();
    expect(there.signInState()).toBe('ended');
    expect(here.signInState()).toBe('current');
  });

  it('a sign-in clears the other sessions except those it keeps, the sign-in id first', () => {
    const store = createTokenStore(window.localStorage);
    store.setSession('admin', { ...session, token: 'a' });
    store.saveMasterSession(master);
    const changes: string[] = [];
    store.subscribe((change) => changes.push(`${change.kind}:${change.session?.token ?? '-'}`));
    store.startSignIn('merchant', session, ['admin']);
    expect(changes).toEqual(['signIn:-', 'master:-', 'merchant:t']);
    expect(store.getSession('admin')?.token).toBe('a');
    store.startSignIn('admin', { ...session, token: 'b' });
    expect(store.getSession('merchant')).toBeNull();
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

/** Requests belong to a session and a screen; a declared call needs no reducer; a request nobody answers is reported. */
import { api, type CallContext } from '../../../src/api/client';
import { logout } from '../../../src/ducks/auth/actions';
import { injectFeature } from '../../../src/ducks/lazyFeatures';
import { defineEndpoint } from '../../../src/ducks/requests/defineEndpoint';
import { enterScreen, exitScreen, screenLeft } from '../../../src/ducks/requests/screens';
import { selectEntities, selectPages, selectResult } from '../../../src/ducks/requests/selectors';
import { selectRequest } from '../../../src/ducks/requests/slice';
import { defineFeature } from '../../../src/ducks/requests/storage';
import { tokenStore } from '../../../src/api/tokenStore';
import { deferred } from '../api/mockHttp';
import { authBody, flush, inAnHour, ok, setupAuth } from '../auth/harness';

interface Note {
  id: number;
  title: string;
}
interface NotePage {
  collection: Note[];
  total: number;
}

// One read and one mutation as a later section adds them: a typed API function plus one definition each.
/** GET notes */
const listNotes = (query: { page: number; limit: number; search?: string }, ctx?: CallContext): Promise<NotePage> =>
  api().request({ method: 'GET', path: 'notes', query, ...ctx });
/** POST notes */
const createNote = (body: { title: string }, ctx?: CallContext): Promise<Note> => api().request({ method: 'POST', path: 'notes', body, ...ctx });

const fetchNotes = defineEndpoint('notes/fetchList', listNotes, {
  strategy: 'latest',
  key: ({ search }) => search ?? '',
  store: { mode: 'page', page: (req) => req.page, items: (res) => res.collection, total: (res) => res.total },
});
const addNote = defineEndpoint('notes/create', createNote, {
  strategy: 'leading',
  successNotice: 'Note successfully created.',
  store: { mode: 'upsert', collection: 'notes', entities: (res) => res },
});
const dropNote = defineEndpoint('notes/delete', (req: { id: number }, ctx?: CallContext) =>
  api().request<void>({ method: 'DELETE', path: 'notes/{id}', pathVars: { id: req.id }, ...ctx }), {
  strategy: 'every',
  key: (req) => String(req.id),
  store: { mode: 'remove', collection: 'notes', ids: (req) => req.id },
});

function signedInStore() {
  const harness = setupAuth('/dashboard');
  tokenStore.setSession('merchant', { token: 'merchant-token', refreshToken: 'r', expires: inAnHour() });
  injectFeature(defineFeature({ name: 'notes', endpoints: [fetchNotes, addNote, dropNote] }));
  return harness;
}

const state = (store: ReturnType<typeof setupAuth>['store']) => store.getState() as Parameters<typeof selectResult>[0];

describe('a call declared once', () => {
  it('a paged read and a mutation work end to end with no reducer written for them', async () => {
    const { store, http } = signedInStore();
    http.on('GET', 'notes', (req) => ok({ collection: [{ id: Number(req.query.get('page')), title: 'n' }], total: 30 }));
    http.on('POST', 'notes', (req) => ok({ id: 99, title: req.form().get('title') }));
    http.on('DELETE', 'notes/99', ok(undefined));

    store.dispatch(fetchNotes.request({ page: 1, limit: 15, search: 'title:n' }));
    await flush();
    store.dispatch(fetchNotes.request({ page: 2, limit: 15, search: 'title:n' }));
    await flush();
    // Pages of one filter are kept side by side, under the key the definition derives from the request.
    const pages = () => selectPages<Note>(state(store), fetchNotes, 'title:n');
    expect(pages()).toEqual({ pages: { 1: [{ id: 1, title: 'n' }], 2: [{ id: 2, title: 'n' }] }, total: 30 });
    store.dispatch(fetchNotes.request({ page: 1, limit: 15, search: 'title:n' }));
    await flush();
    // Asking for the first page again is a reset: it replaces the pages of that key.
    expect(pages()).toEqual({ pages: { 1: [{ id: 1, title: 'n' }] }, total: 30 });

    store.dispatch(addNote.request({ title: 'Written' }));
    await flush();
    expect(selectEntities<Note>(state(store), 'notes', 'notes')).toEqual([{ id: 99, title: 'Written' }]);
    expect(http.calls('POST', 'notes')[0].form().get('title')).toBe('Written');

    store.dispatch(dropNote.request({ id: 99 }));
    await flush();
    expect(selectEntities<Note>(state(store), 'notes', 'notes')).toEqual([]);
    expect(selectRequest(state(store), 'notes/delete', '99').status).toBe('succeeded');
  });
});

describe('requests belong to the session', () => {
  it('a response arriving after logout does not reach the reset store', async () => {
    const { store, http } = signedInStore();
    const late = deferred<{ status: number; data: unknown }>();
    http.on('GET', 'notes', () => late.promise);
    http.on('GET', 'accounts/logout', ok({ message: 'Logged out.' }));

    store.dispatch(fetchNotes.request({ page: 1, limit: 15 }));
    await flush();
    const inFlight = http.calls('GET', 'notes')[0];
    store.dispatch(logout.request());
    await flush();
    expect(inFlight.signal?.aborted).toBe(true);

    late.resolve({ status: 200, data: { collection: [{ id: 1, title: 'previous tenant' }], total: 1 } });
    await flush();
    expect(selectPages(state(store), fetchNotes, '')).toBeUndefined();
    expect(selectRequest(state(store), 'notes/fetchList', '').status).toBe('idle');
    expect(JSON.stringify(store.getState())).not.toContain('previous tenant');
  });

  it('the calls of the next session run as usual', async () => {
    const { store, http } = signedInStore();
    http.on('GET', 'accounts/logout', ok({ message: 'Logged out.' }));
    http.on('POST', 'accounts/authenticate', ok(authBody('next-token')));
    http.on('GET', 'features', ok([]));
    http.on('GET', 'notes', ok({ collection: [{ id: 5, title: 'mine' }], total: 1 }));
    store.dispatch(logout.request());
    await flush();
    tokenStore.setSession('merchant', { token: 'next-token', refreshToken: 'r', expires: inAnHour() });
    store.dispatch(fetchNotes.request({ page: 1, limit: 15 }));
    await flush();
    expect(selectPages(state(store), fetchNotes, '')).toEqual({ pages: { 1: [{ id: 5, title: 'mine' }] }, total: 1 });
  });
});

describe('reads belong to the screen that asked', () => {
  it('leaving the screen cancels its reads and their status returns to idle', async () => {
    const { store, http } = signedInStore();
    http.on('GET', 'notes', { hang: true });
    http.on('POST', 'notes', () => deferred<{ status: number; data: unknown }>().promise);
    const screen = enterScreen();
    store.dispatch(fetchNotes.request({ page: 1, limit: 15 }));
    store.dispatch(addNote.request({ title: 'kept' }));
    await flush();

    exitScreen(screen);
    store.dispatch(screenLeft(screen));
    await flush();

    expect(http.calls('GET', 'notes')[0].signal?.aborted).toBe(true);
    expect(selectRequest(state(store), 'notes/fetchList', '').status).toBe('idle');
    // A submit belongs to the session: leaving the screen does not undo what the user asked for.
    expect(http.calls('POST', 'notes')[0].signal?.aborted).toBe(false);
    expect(selectRequest(state(store), 'notes/create').status).toBe('pending');
  });
});

describe('a request nobody watches', () => {
  it('is reported in development with its action type, and never stays pending', async () => {
    const { store } = signedInStore();
    const report = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const orphan = defineEndpoint<void, number>('orphans/load', () => Promise.resolve(1), { strategy: 'latest' });

    store.dispatch(orphan.request());

    expect(report).toHaveBeenCalledWith(expect.stringContaining('"orphans/load/request"'));
    expect(selectRequest(state(store), 'orphans/load').status).toBe('failed');
    report.mockRestore();
  });
});

describe('a feature with stored endpoints', () => {
  it('must be built with defineFeature, so its results cannot silently go unstored', () => {
    signedInStore();
    expect(() => injectFeature({ name: 'careless', endpoints: [defineEndpoint('careless/load', listNotes, { strategy: 'latest', store: { mode: 'replace' } })] })).toThrow(
      'The "careless" feature declares stored endpoints: build it with defineFeature',
    );
  });
});

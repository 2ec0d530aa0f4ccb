import { delay } from 'redux-saga/effects';
import { ApiError } from '../../../src/api/errors';
import { defineEndpoint, type AnyEndpoint } from '../../../src/ducks/requests/defineEndpoint';
import { selectRequest } from '../../../src/ducks/requests/slice';
import { selectResult } from '../../../src/ducks/requests/selectors';
import { defineFeature } from '../../../src/ducks/requests/storage';
import { selectNotices } from '../../../src/ducks/notices/slice';
import { storeReset } from '../../../src/ducks/app/actions';
import { setNavigator } from '../../../src/sagas/navigation';
import { createAppStore } from '../../../src/store';
import { withFeatures } from '../../../src/ducks/lazyFeatures';

interface Item {
  id: number;
  title: string;
}

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 10));

function setup() {
  const calls = { fetch: [] as Array<{ id: number; signal: AbortSignal }>, save: 0 };
  const pendingFetches: Array<ReturnType<typeof deferred<Item>>> = [];
  const saveGate = deferred<Item>();
  const fetchItem = defineEndpoint<{ id: number }, Item>(
    'things/fetchItem',
    (req, ctx) => {
      calls.fetch.push({ id: req.id, signal: ctx?.signal as AbortSignal });
      const d = deferred<Item>();
      pendingFetches.push(d);
      return d.promise;
    },
    { strategy: 'latest', store: { mode: 'replace' } },
  );
  const saveItem = defineEndpoint<{ title: string }, Item>(
    'things/saveItem',
    () => {
      calls.save += 1;
      return saveGate.promise;
    },
    {
      strategy: 'leading',
      successNotice: 'Asset successfully created.',
      navigateTo: (res) => `/assets/edit/${res.id}`,
      then: (res) => [fetchItem.request({ id: res.id })],
    },
  );
  const deleteItem = defineEndpoint<{ id: number }, void>('things/deleteItem', () => Promise.reject(new ApiError(500, 'boom')), {
    strategy: 'every',
    key: (req) => String(req.id),
    errorNotice: 'Error while deleting asset.',
  });
  const loadQuietly = defineEndpoint<void, Item[]>('things/loadQuietly', () => Promise.reject(new ApiError(404, 'Not found.')), {
    strategy: 'latest',
    errorNotice: 'silent',
  });
  const endpoints: AnyEndpoint[] = [fetchItem, saveItem, deleteItem, loadQuietly];
  const navigations: string[] = [];
  setNavigator((to) => navigations.push(to));
  const { store } = createAppStore([defineFeature({ name: 'things', endpoints })]);
  // What a page reads: the stored answer of the item read (no reducer was written for it).
  const current = () => selectResult(store.getState(), fetchItem) ?? null;
  return { store, calls, pendingFetches, saveGate, navigations, fetchItem, saveItem, deleteItem, loadQuietly, current };
}

describe('generic API saga', () => {
  it('takeLatest: a newer read cancels the older one and aborts its HTTP request', async () => {
    const { store, calls, pendingFetches, fetchItem, current } = setup();
    store.dispatch(fetchItem.request({ id: 1 }));
    store.dispatch(fetchItem.request({ id: 2 }));
    await flush();

    expect(calls.fetch.map((c) => c.id)).toEqual([1, 2]);
    expect(calls.fetch[0].signal.aborted).toBe(true);
    expect(calls.fetch[1].signal.aborted).toBe(false);

    pendingFetches[1].resolve({ id: 2, title: 'Second' });
    await flush();
    expect(current()).toEqual({ id: 2, title: 'Second' });
    expect(selectRequest(store.getState(), 'things/fetchItem').status).toBe('succeeded');
  });

  it('takeLeading: a double submit calls the API once, then applies notice, navigation and follow-ups', async () => {
    const { store, calls, saveGate, navigations, saveItem } = setup();
    store.dispatch(saveItem.request({ title: 'A' }));
    store.dispatch(saveItem.request({ title: 'A' }));
    expect(selectRequest(store.getState(), 'things/saveItem').status).toBe('pending');

    saveGate.resolve({ id: 7, title: 'A' });
    await flush();

    expect(calls.save).toBe(1);
    expect(selectNotices(store.getState())).toEqual([
      expect.objectContaining({ kind: 'success', text: 'Asset successfully created.' }),
    ]);
    expect(navigations).toEqual(['/assets/edit/7']);
    expect(calls.fetch.map((c) => c.id)).toEqual([7]);
  });

  it('a fixed error text replaces the server message, and status is kept per key', async () => {
    const { store, deleteItem } = setup();
    // The declared key tracks each row on its own; nobody attaches it where the request is dispatched.
    store.dispatch(deleteItem.request({ id: 1 }));
    store.dispatch(deleteItem.request({ id: 2 }));
    await flush();

    expect(selectRequest(store.getState(), 'things/deleteItem', '1')).toMatchObject({
      status: 'failed',
      error: { status: 500, message: 'boom' },
    });
    expect(selectRequest(store.getState(), 'things/deleteItem', '2').status).toBe('failed');
    // Both rows failed; the same text at once is shown as one notice.
    expect(selectNotices(store.getState()).map((n) => [n.kind, n.text])).toEqual([['error', 'Error while deleting asset.']]);
  });

  it('silent failures keep only the error state', async () => {
    const { store, loadQuietly } = setup();
    store.dispatch(loadQuietly.request());
    await flush();
    expect(selectRequest(store.getState(), 'things/loadQuietly').error?.message).toBe('Not found.');
    expect(selectNotices(store.getState())).toEqual([]);
  });

  it('storeReset returns every slice to its initial state', async () => {
    const { store, pendingFetches, fetchItem, current } = setup();
    store.dispatch(fetchItem.request({ id: 3 }));
    await flush();
    pendingFetches[0].resolve({ id: 3, title: 'Three' });
    await flush();

    store.dispatch(storeReset());

    expect(current()).toBeNull();
    expect(selectRequest(store.getState(), 'things/fetchItem').status).toBe('idle');
  });
});

describe('root saga isolation', () => {
  it('a crashing feature saga does not stop the API saga', async () => {
    const ping = defineEndpoint<void, string>('isolated/ping', () => Promise.resolve('pong'), { strategy: 'latest' });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let crashes = 0;
    function* crashing(): Generator {
      crashes += 1;
      yield delay(0);
      if (crashes < 3) throw new Error('feature bug');
    }
    const { store } = createAppStore([
      { name: 'broken', sagas: [crashing] },
      { name: 'isolated', endpoints: [ping] },
    ]);
    store.dispatch(ping.request());
    // Each restart waits a timer turn; on a loaded machine one fixed flush is not
    // always enough for all three, so wait for the outcome rather than a duration.
    for (let turn = 0; turn < 200 && crashes < 3; turn += 1) await flush();
    expect(selectRequest(store.getState(), 'isolated/ping').status).toBe('succeeded');
    expect(crashes).toBe(3);
    errors.mockRestore();
  });
});

describe('quiet failures', () => {
  it('an ended session shows no ERROR notice from the call itself', async () => {
    const load = defineEndpoint<void, string>(
      'quiet/load',
      () => Promise.reject(new ApiError(401, 'Invalid or expired token.', { code: 'SESSION_EXPIRED' })),
      { strategy: 'latest' },
    );
    const { store } = createAppStore([{ name: 'quiet', endpoints: [load] }]);
    store.dispatch(load.request());
    await flush();
    expect(selectRequest(store.getState(), 'quiet/load').status).toBe('failed');
    expect(selectNotices(store.getState())).toEqual([]);
  });
});

describe('features loaded with their screen', () => {
  it('join the running store once: reducer, endpoint rows and sagas', async () => {
    let calls = 0;
    const load = defineEndpoint<void, string>(
      'late/load',
      () => {
        calls += 1;
        return Promise.resolve('loaded');
      },
      { strategy: 'latest' },
    );
    let sagaRuns = 0;
    const late = {
      name: 'late',
      reducer: (state: string = 'empty', action: { type: string; payload?: unknown }) =>
        load.success.match(action) ? (action.payload as string) : state,
      endpoints: [load],
      sagas: [
        function* counting(): Generator {
          sagaRuns += 1;
          yield delay(0);
        },
      ],
    };
    const { store } = createAppStore([]);
    await withFeatures(Promise.resolve('page'), Promise.resolve({ default: late }));
    await withFeatures(Promise.resolve('page again'), Promise.resolve({ default: late }));

    store.dispatch(load.request());
    await flush();

    expect((store.getState() as unknown as { late: string }).late).toBe('loaded');
    expect(calls).toBe(1);
    expect(sagaRuns).toBe(1);
  });
});

describe('upload progress', () => {
  it('keeps the progress the transport reports with the pending request, for calls that declare it, and drops it with the outcome', async () => {
    const gate = deferred<{ url: string }>();
    let report: ((fraction: number) => void) | undefined;
    const upload = defineEndpoint<{ name: string }, { url: string }>(
      'files/upload',
      (_req, ctx) => {
        report = ctx?.onUploadProgress;
        return gate.promise;
      },
      { strategy: 'leading', key: (req) => req.name, reportsProgress: true },
    );
    const plain = defineEndpoint<void, number>('files/plain', (_req, ctx) => Promise.resolve(ctx?.onUploadProgress ? 1 : 0), { strategy: 'leading', store: { mode: 'replace' } });
    const { store } = createAppStore([defineFeature({ name: 'files', endpoints: [upload, plain] })]);

    store.dispatch(upload.request({ name: 'cover' }));
    await flush();
    expect(selectRequest(store.getState(), 'files/upload', 'cover')).toEqual({ status: 'pending', seq: 1 });
    report?.(0.25);
    await flush();
    expect(selectRequest(store.getState(), 'files/upload', 'cover').progress).toBe(0.25);
    report?.(0.9);
    await flush();
    expect(selectRequest(store.getState(), 'files/upload', 'cover').progress).toBe(0.9);

    gate.resolve({ url: '/x.png' });
    await flush();
    expect(selectRequest(store.getState(), 'files/upload', 'cover')).toEqual({ status: 'succeeded', seq: 1 });
    // A late report after the outcome changes nothing.
    report?.(1);
    await flush();
    expect(selectRequest(store.getState(), 'files/upload', 'cover')).toEqual({ status: 'succeeded', seq: 1 });

    store.dispatch(plain.request());
    await flush();
    expect(selectResult(store.getState(), plain)).toBe(0);
  });
});

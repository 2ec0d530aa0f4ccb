import { createSlice } from '@reduxjs/toolkit';
import { delay } from 'redux-saga/effects';
import { ApiError } from '../../../src/api/errors';
import { createRequestActions } from '../../../src/ducks/requests/createRequestActions';
import { endpoint } from '../../../src/ducks/requests/endpoints';
import { selectRequest } from '../../../src/ducks/requests/slice';
import { selectNotices } from '../../../src/ducks/notices/slice';
import { storeReset } from '../../../src/ducks/app/actions';
import { setNavigator } from '../../../src/sagas/navigation';
import { createAppStore } from '../../../src/store';
import { withFeatures } from '../../../src/ducks/lazyFeatures';

interface Item {
  id: number;
  title: string;
}

const fetchItem = createRequestActions<{ id: number }, Item>('things/fetchItem');
const saveItem = createRequestActions<{ title: string }, Item>('things/saveItem');
const deleteItem = createRequestActions<{ id: number }, void>('things/deleteItem');
const loadQuietly = createRequestActions<void, Item[]>('things/loadQuietly');

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
  const slice = createSlice({
    name: 'things',
    initialState: { current: null as Item | null },
    reducers: {},
    extraReducers: (b) => b.addCase(fetchItem.success, (state, action) => ({ current: action.payload })),
  });
  const endpoints = [
    endpoint({
      actions: fetchItem,
      strategy: 'latest',
      call: (req, signal) => {
        calls.fetch.push({ id: req.id, signal });
        const d = deferred<Item>();
        pendingFetches.push(d);
        return d.promise;
      },
    }),
    endpoint({
      actions: saveItem,
      strategy: 'leading',
      successNotice: 'Asset successfully created.',
      navigateTo: (res) => `/assets/edit/${res.id}`,
      then: (res) => [fetchItem.request({ id: res.id })],
      call: () => {
        calls.save += 1;
        return saveGate.promise;
      },
    }),
    endpoint({
      actions: deleteItem,
      strategy: 'every',
      errorNotice: 'Error while deleting asset.',
      call: () => Promise.reject(new ApiError(500, 'boom')),
    }),
    endpoint({
      actions: loadQuietly,
      strategy: 'latest',
      errorNotice: 'silent',
      call: () => Promise.reject(new ApiError(404, 'Not found.')),
    }),
  ];
  const navigations: string[] = [];
  setNavigator((to) => navigations.push(to));
  const { store } = createAppStore([{ name: 'things', reducer: slice.reducer, endpoints }]);
  return { store, calls, pendingFetches, saveGate, navigations };
}

describe('generic API saga', () => {
  it('takeLatest: a newer read cancels the older one and aborts its HTTP request', async () => {
    const { store, calls, pendingFetches } = setup();
    store.dispatch(fetchItem.request({ id: 1 }));
    store.dispatch(fetchItem.request({ id: 2 }));
    await flush();

    expect(calls.fetch.map((c) => c.id)).toEqual([1, 2]);
    expect(calls.fetch[0].signal.aborted).toBe(true);
    expect(calls.fetch[1].signal.aborted).toBe(false);

    pendingFetches[1].resolve({ id: 2, title: 'Second' });
    await flush();
    const state = store.getState() as unknown as { things: { current: Item } };
    expect(state.things.current).toEqual({ id: 2, title: 'Second' });
    expect(selectRequest(store.getState(), 'things/fetchItem').status).toBe('succeeded');
  });

  it('takeLeading: a double submit calls the API once, then applies notice, navigation and follow-ups', async () => {
    const { store, calls, saveGate, navigations } = setup();
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
    const { store } = setup();
    store.dispatch(deleteItem.request({ id: 1 }, { key: '1' }));
    store.dispatch(deleteItem.request({ id: 2 }, { key: '2' }));
    await flush();

    expect(selectRequest(store.getState(), 'things/deleteItem', '1')).toEqual({
      status: 'failed',
      error: { status: 500, message: 'boom' },
    });
    expect(selectRequest(store.getState(), 'things/deleteItem', '2').status).toBe('failed');
    // Both rows failed; the same text at once is shown as one notice.
    expect(selectNotices(store.getState()).map((n) => [n.kind, n.text])).toEqual([['error', 'Error while deleting asset.']]);
  });

  it('silent failures keep only the error state', async () => {
    const { store } = setup();
    store.dispatch(loadQuietly.request());
    await flush();
    expect(selectRequest(store.getState(), 'things/loadQuietly').error?.message).toBe('Not found.');
    expect(selectNotices(store.getState())).toEqual([]);
  });

  it('storeReset returns every slice to its initial state', async () => {
    const { store, pendingFetches } = setup();
    store.dispatch(fetchItem.request({ id: 3 }));
    await flush();
    pendingFetches[0].resolve({ id: 3, title: 'Three' });
    await flush();

    store.dispatch(storeReset());

    const state = store.getState() as unknown as { things: { current: Item | null } };
    expect(state.things.current).toBeNull();
    expect(selectRequest(store.getState(), 'things/fetchItem').status).toBe('idle');
  });
});

describe('root saga isolation', () => {
  it('a crashing feature saga does not stop the API saga', async () => {
    const ping = createRequestActions<void, string>('isolated/ping');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let crashes = 0;
    function* crashing(): Generator {
      crashes += 1;
      yield delay(0);
      if (crashes < 3) throw new Error('feature bug');
    }
    const { store } = createAppStore([
      { name: 'broken', sagas: [crashing] },
      { name: 'isolated', endpoints: [endpoint({ actions: ping, strategy: 'latest', call: () => Promise.resolve('pong') })] },
    ]);
    store.dispatch(ping.request());
    await flush();
    expect(selectRequest(store.getState(), 'isolated/ping').status).toBe('succeeded');
    expect(crashes).toBe(3);
    errors.mockRestore();
  });
});

describe('quiet failures', () => {
  it('an ended session shows no ERROR notice from the call itself', async () => {
    const load = createRequestActions<void, string>('quiet/load');
    const { store } = createAppStore([
      {
        name: 'quiet',
        endpoints: [
          endpoint({
            actions: load,
            strategy: 'latest',
            call: () => Promise.reject(new ApiError(401, 'Invalid or expired token.', { code: 'SESSION_EXPIRED' })),
          }),
        ],
      },
    ]);
    store.dispatch(load.request());
    await flush();
    expect(selectRequest(store.getState(), 'quiet/load').status).toBe('failed');
    expect(selectNotices(store.getState())).toEqual([]);
  });
});

describe('features loaded with their screen', () => {
  it('join the running store once: reducer, endpoint rows and sagas', async () => {
    const load = createRequestActions<void, string>('late/load');
    let calls = 0;
    let sagaRuns = 0;
    const late = {
      name: 'late',
      reducer: (state: string = 'empty', action: { type: string; payload?: unknown }) =>
        load.success.match(action) ? (action.payload as string) : state,
      endpoints: [
        endpoint({
          actions: load,
          strategy: 'latest',
          call: () => {
            calls += 1;
            return Promise.resolve('loaded');
          },
        }),
      ],
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

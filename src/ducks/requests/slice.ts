import { createSlice, type UnknownAction } from '@reduxjs/toolkit';
import { DEFAULT_KEY } from './defineEndpoint';
import { readsAbandoned } from './screens';
import type { RequestError, RequestMeta, RequestState } from './types';

/** Status per call type, and per entity key inside it ('_' when the call has no key). */
export type RequestsState = Record<string, Record<string, RequestState>>;

const PHASE = /^(.*)\/(request|success|error|progress)$/;

interface LifecycleAction extends UnknownAction {
  payload?: unknown;
  meta?: RequestMeta;
}

function isLifecycle(action: UnknownAction): action is LifecycleAction {
  return PHASE.test(action.type);
}

const initialState: RequestsState = {};

const slice = createSlice({
  name: 'requests',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(readsAbandoned, (state, { payload }) => {
        for (const { type, key } of payload) {
          if (state[type]?.[key]?.status === 'pending') state[type][key] = { status: 'idle', seq: state[type][key].seq };
        }
      })
      .addMatcher(isLifecycle, (state, action) => {
        const [, type, phase] = PHASE.exec(action.type) as RegExpExecArray;
        const key = action.meta?.key ?? DEFAULT_KEY;
        const perKey = (state[type] ??= {});
        const seq = perKey[key]?.seq ?? 0;
        if (phase === 'progress') {
          // Only the running request's progress counts.
          if (perKey[key]?.status === 'pending') perKey[key].progress = action.payload as number;
          return;
        }
        if (phase === 'request') perKey[key] = { status: 'pending', seq: seq + 1 };
        else if (phase === 'success') perKey[key] = { status: 'succeeded', seq };
        else perKey[key] = { status: 'failed', error: action.payload as RequestError, seq };
      });
  },
});

export const requestsReducer = slice.reducer;

const IDLE: RequestState = { status: 'idle' };

export const selectRequest = (state: { requests: RequestsState }, type: string, key: string = DEFAULT_KEY): RequestState =>
  state.requests[type]?.[key] ?? IDLE;

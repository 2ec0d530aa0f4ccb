import { createAction, createSlice } from '@reduxjs/toolkit';
import type { RealtimeMessageType, RealtimeResource } from './types';

/**
 * The realtime channel as the store sees it. "Signed-in users not yet subscribed to notifications get subscribed
 * unless that failed": `subscribeFailed` stays set until the store resets (logout, session end).
 */
export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'reconnecting';

export interface RealtimeState {
  status: RealtimeStatus;
  subscribed: boolean;
  subscribeFailed: boolean;
  error: string | null;
}

export const initialRealtimeState: RealtimeState = { status: 'idle', subscribed: false, subscribeFailed: false, error: null };

/** A connection attempt started (the first one, or one after a drop). */
export const realtimeConnecting = createAction('realtime/connecting');
export const realtimeConnected = createAction('realtime/connected');
export const realtimeSubscribed = createAction('realtime/subscribed');
/** The broker refused the subscription, or the platform refused credentials: no further attempts this session. */
export const realtimeSubscribeFailed = createAction<{ error: string }>('realtime/subscribeFailed');
/** The connection dropped or could not be made; a reconnect follows after a backoff. */
export const realtimeConnectionLost = createAction<{ error: string | null }>('realtime/connectionLost');
/** The channel was closed on purpose (logout, session end, account switch). */
export const realtimeClosed = createAction('realtime/closed');
/** A checked, first-seen message; features may react to it besides the registered refreshes. */
export const realtimeMessageReceived = createAction<{ type: RealtimeMessageType; resource: RealtimeResource }>('realtime/messageReceived');

const slice = createSlice({
  name: 'realtime',
  initialState: initialRealtimeState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(realtimeConnecting, (state) => {
        // A reconnect keeps saying so until it succeeds.
        if (state.status === 'idle') state.status = 'connecting';
      })
      .addCase(realtimeConnected, (state) => {
        state.status = 'connected';
        state.error = null;
      })
      .addCase(realtimeSubscribed, (state) => {
        state.subscribed = true;
        state.subscribeFailed = false;
      })
      .addCase(realtimeSubscribeFailed, (state, { payload }) => {
        state.status = 'idle';
        state.subscribed = false;
        state.subscribeFailed = true;
        state.error = payload.error;
      })
      .addCase(realtimeConnectionLost, (state, { payload }) => {
        state.status = 'reconnecting';
        state.subscribed = false;
        state.error = payload.error;
      })
      .addCase(realtimeClosed, (state) => ({ ...initialRealtimeState, subscribeFailed: state.subscribeFailed }));
  },
});

export const realtimeReducer = slice.reducer;

export const selectRealtime = (state: { realtime: RealtimeState }): RealtimeState => state.realtime;

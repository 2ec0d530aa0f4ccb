import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { AnyEndpoint } from './requests/defineEndpoint';

/**
 * A feature: its hand-written reducer for real domain transitions (optional), its endpoints (whose declared results
 * are stored under the feature's `data` without a reducer case), and its workflow sagas (`saga.ts` in its folder).
 */
export interface FeatureModule {
  name: string;
  reducer?: Reducer;
  endpoints?: readonly AnyEndpoint[];
  sagas?: readonly Saga[];
}

/** Reducers that store their feature's declared endpoint results (built by defineFeature in requests/storage.ts). */
export const storingReducers = new WeakSet<Reducer>();

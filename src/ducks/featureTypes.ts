import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { AnyEndpoint } from './requests/endpoints';

/** A feature's reducer (under its slice name), its endpoint table and any workflow sagas. */
export interface FeatureModule {
  name: string;
  reducer?: Reducer;
  endpoints?: readonly AnyEndpoint[];
  sagas?: readonly Saga[];
}

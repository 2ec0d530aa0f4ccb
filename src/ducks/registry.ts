/**
 * Every feature registers here once: its reducer (under its slice name), its endpoint table and any workflow saga.
 * Adding a feature is one import and one entry.
 */
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { AnyEndpoint } from './requests/endpoints';
import { requestsReducer } from './requests/slice';
import { noticesReducer } from './notices/slice';
import { uiFeature } from './ui';
import { authFeature } from './auth';
import { accountFeature } from './account';

export interface FeatureModule {
  name: string;
  reducer?: Reducer;
  endpoints?: readonly AnyEndpoint[];
  sagas?: readonly Saga[];
}

export const coreReducers = {
  requests: requestsReducer,
  notices: noticesReducer,
};

export const features: FeatureModule[] = [
  uiFeature,
  authFeature,
  accountFeature,
];

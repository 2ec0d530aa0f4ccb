/**
 * The features the store starts with: what sign-in and the chrome need on every screen. A feature that belongs to
 * some screens only is loaded with them (`withFeatures` in src/ducks/lazyFeatures.ts) and is not listed here.
 */
import { requestsReducer } from './requests/slice';
import { noticesReducer } from './notices/slice';
import { uiFeature } from './ui';
import { authFeature } from './auth';
import { trackingFeature } from './analytics/tracking';
import { tourFeature } from '../tour';
import { realtimeLoaderFeature } from '../realtime/loader';

export type { FeatureModule } from './featureTypes';
import type { FeatureModule } from './featureTypes';

export const coreReducers = {
  requests: requestsReducer,
  notices: noticesReducer,
};

export const features: FeatureModule[] = [
  uiFeature,
  authFeature,
  tourFeature,
  trackingFeature,
  realtimeLoaderFeature,
];

/**
 * The features the store starts with: what sign-in needs. The signed-in console's own (the tour, the beacon,
 * realtime) load with its chunk (src/ducks/signedInFeatures.ts), and a feature that belongs to some screens only is
 * loaded with them (`withFeatures` in src/ducks/lazyFeatures.ts); neither is listed here.
 */
import { requestsReducer } from './requests/slice';
import { noticesReducer } from './notices/slice';
import { uiFeature } from './ui';
import { authFeature } from './auth';

export type { FeatureModule } from './featureTypes';
import type { FeatureModule } from './featureTypes';

export const coreReducers = {
  requests: requestsReducer,
  notices: noticesReducer,
};

export const features: FeatureModule[] = [
  uiFeature,
  authFeature,
];

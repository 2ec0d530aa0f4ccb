import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { analyticsEndpoints } from './endpoints';
import { analyticsSaga } from './saga';
import { analyticsReducer } from './slice';

export * from './actions';
export * from './selectors';
export * from './types';

/** Loaded with the dashboard screen (withFeatures), not at start-up. */
export const analyticsFeature: FeatureModule = defineFeature({
  name: 'analytics',
  reducer: analyticsReducer,
  endpoints: analyticsEndpoints,
  sagas: [analyticsSaga],
});

export default analyticsFeature;

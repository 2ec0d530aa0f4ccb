import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { assetsEndpoints } from './endpoints';
import { packageEndpoints } from './packageEndpoints';

export * from './endpoints';
export * from './packageEndpoints';

/** Loaded with the content screens (withFeatures); every call stores its own result, no reducer was written. */
export const assetsFeature: FeatureModule = defineFeature({ name: 'assets', endpoints: [...assetsEndpoints, ...packageEndpoints] });

export default assetsFeature;

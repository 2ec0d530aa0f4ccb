import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { assetsEndpoints } from './endpoints';

export * from './endpoints';

/** Loaded with the content screens (withFeatures); every call stores its own result, no reducer was written. */
export const assetsFeature: FeatureModule = defineFeature({ name: 'assets', endpoints: assetsEndpoints });

export default assetsFeature;

import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { assetsEndpoints } from './endpoints';
import { packageEndpoints } from './packageEndpoints';
import { templateEndpoints } from './templateEndpoints';
import { createAssetFromTemplate } from './fromTemplate';

export * from './endpoints';
export * from './packageEndpoints';
export * from './templateEndpoints';
export * from './fromTemplate';

/** Loaded with the content screens (withFeatures); every call stores its own result, no reducer was written. */
export const assetsFeature: FeatureModule = defineFeature({ name: 'assets', endpoints: [...assetsEndpoints, ...packageEndpoints, ...templateEndpoints, createAssetFromTemplate] });

export default assetsFeature;

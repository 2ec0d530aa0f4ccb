import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { restrictionEndpoints } from './endpoints';

export * from './endpoints';
export * from './assetRestrictions';

/** Loaded with the restriction screens and the asset and template edit screens; every call stores its own result. */
export const restrictionsFeature: FeatureModule = defineFeature({ name: 'restrictions', endpoints: restrictionEndpoints });

export default restrictionsFeature;

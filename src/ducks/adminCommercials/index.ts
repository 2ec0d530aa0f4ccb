import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { adminCommercialsEndpoints } from './endpoints';

export * from './endpoints';

/** Loaded with the merchant's commercials and the commercial reports screen (withFeatures); every call stores its own result. */
export const adminCommercialsFeature: FeatureModule = defineFeature({ name: 'adminCommercials', endpoints: adminCommercialsEndpoints });

export default adminCommercialsFeature;

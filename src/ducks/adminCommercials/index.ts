import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';

/** Loaded with the merchant's commercials and the commercial reports screen (withFeatures). */
export const adminCommercialsFeature: FeatureModule = defineFeature({ name: 'adminCommercials', endpoints: [] });

export default adminCommercialsFeature;

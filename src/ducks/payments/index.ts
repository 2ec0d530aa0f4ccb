import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { paymentsEndpoints } from './endpoints';

export * from './endpoints';
export { fileSaver } from './fileSaver';

/** Loaded with the payments screen (withFeatures); no reducer or saga was written: its endpoints store their results. */
export const paymentsFeature: FeatureModule = defineFeature({ name: 'payments', endpoints: paymentsEndpoints });

export default paymentsFeature;

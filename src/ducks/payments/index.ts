import type { FeatureModule } from '../featureTypes';
import { paymentsEndpoints } from './endpoints';

export * from './endpoints';
export { fileSaver } from './fileSaver';

/** Loaded with the payments screen (withFeatures); no reducer or saga was written: its endpoints store their results. */
export const paymentsFeature: FeatureModule = { name: 'payments', endpoints: paymentsEndpoints };

export default paymentsFeature;

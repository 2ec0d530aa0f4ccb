import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { adminReportsEndpoints } from './endpoints';

export * from './endpoints';

/** Loaded with the admin mailing list and missing transactions screens (withFeatures); its reads store their pages. */
export const adminReportsFeature: FeatureModule = defineFeature({ name: 'adminReports', endpoints: adminReportsEndpoints });

export default adminReportsFeature;

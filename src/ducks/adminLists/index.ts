import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { adminListsEndpoints } from './endpoints';

export * from './endpoints';

/** Loaded with the staff lists' screens (withFeatures); its endpoints store their results. */
export const adminListsFeature: FeatureModule = defineFeature({ name: 'adminLists', endpoints: adminListsEndpoints });

export default adminListsFeature;

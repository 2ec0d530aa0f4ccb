import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { organisationEndpoints } from './endpoints';

export * from './endpoints';

/** Loaded with the organisation screen (withFeatures); its endpoints store their results. */
export const organisationFeature: FeatureModule = defineFeature({ name: 'organisation', endpoints: organisationEndpoints });

export default organisationFeature;

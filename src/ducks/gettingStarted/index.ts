import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { gettingStartedEndpoints } from './endpoints';

export * from './endpoints';

/** The dashboard's "Getting started" checklist: loaded with the dashboard. */
export const gettingStartedFeature: FeatureModule = defineFeature({ name: 'gettingStarted', endpoints: gettingStartedEndpoints });

export default gettingStartedFeature;

import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { adminActivityEndpoints } from './endpoints';

export * from './endpoints';
export { openHeldTab, tabOpener, tokenLoginUrl } from './tabs';

/** Loaded with the activity log and with the impersonation buttons (withFeatures / their lazy entries). */
export const adminActivityFeature: FeatureModule = defineFeature({ name: 'adminActivity', endpoints: adminActivityEndpoints });

export default adminActivityFeature;

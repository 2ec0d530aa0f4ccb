import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { inAppEndpoints } from './inApp';

export * from './inApp';

/** The Integrations tab's in-app and third-party screens: loaded with them. */
export const integrationsFeature: FeatureModule = defineFeature({ name: 'integrations', endpoints: [...inAppEndpoints] });

export default integrationsFeature;

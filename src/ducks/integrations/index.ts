import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { healthEndpoints } from './health';
import { inAppEndpoints } from './inApp';
import { liveLikeEndpoints } from './liveLike';
import { thirdPartyEndpoints } from './thirdParty';

export * from './health';
export * from './inApp';
export * from './liveLike';
export * from './thirdParty';

/** The Integrations tab's in-app and third-party screens: loaded with them. */
export const integrationsFeature: FeatureModule = defineFeature({ name: 'integrations', endpoints: [...inAppEndpoints, ...thirdPartyEndpoints, ...liveLikeEndpoints, ...healthEndpoints] });

export default integrationsFeature;

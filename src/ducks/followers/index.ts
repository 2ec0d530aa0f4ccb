import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { followersEndpoints } from './endpoints';
import { followersSaga } from './saga';

export * from './endpoints';

/**
 * An agency's related accounts: loaded with the chrome (the top bar's 'Related accounts' menu lists them on every
 * screen) and with the relate screens.
 */
export const followersFeature: FeatureModule = defineFeature({ name: 'followers', endpoints: followersEndpoints, sagas: [followersSaga] });

export default followersFeature;

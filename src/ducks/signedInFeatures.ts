/**
 * The store features of the signed-in console. They load with the signed-in chunk (routes/router.tsx), so a
 * signed-out visitor at /login downloads none of them.
 * - the chrome's: the guided tour (the logo starts it on any screen), the analytics beacon (tour and box clicks) and
 *   the way back from a follower's account to the agency's (the user menu's 'Back to master');
 * - realtime: its connection workflow loads in a chunk of its own and opens the channel of the account signed in.
 */
import type { FeatureModule } from './featureTypes';
import { trackingFeature } from './analytics/tracking';
import { tourFeature } from '../tour';
import { realtimeLoaderFeature } from '../realtime/loader';
import { masterAccountFeature } from './auth/masterSaga';

/** What every signed-in screen relies on being in the store (component tests add these to theirs). */
export const chromeFeatures: readonly FeatureModule[] = [tourFeature, trackingFeature, masterAccountFeature];

const signedInFeatures: readonly FeatureModule[] = [...chromeFeatures, realtimeLoaderFeature];
export default signedInFeatures;

import type { FeatureModule } from '../featureTypes';
import { beaconSaga } from './beaconSaga';

/** The analytics beacon: it follows chrome events (the tour) as well as the dashboard's, so it runs from start-up. */
export const trackingFeature: FeatureModule = { name: 'tracking', sagas: [beaconSaga] };

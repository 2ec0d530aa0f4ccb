import type { FeatureModule } from '../ducks/featureTypes';
import { tourReducer } from './slice';

export { tourStarted, tourEnded, selectTour } from './slice';
export type { TourSection } from './steps';

/** The tour's state: the chrome's logo starts it on any screen, so it is in the store from start-up. */
export const tourFeature: FeatureModule = { name: 'tour', reducer: tourReducer };

import type { FeatureModule } from '../featureTypes';
import { reportsEndpoints } from './endpoints';
import { reportsSaga } from './saga';
import { reportsReducer } from './slice';

export * from './actions';
export * from './selectors';
export type { ReportsOfType, ReportsState } from './types';

/** Loaded with the Reports screens (withFeatures), not at start-up. */
export const reportsFeature: FeatureModule = { name: 'reports', reducer: reportsReducer, endpoints: reportsEndpoints, sagas: [reportsSaga] };

export default reportsFeature;

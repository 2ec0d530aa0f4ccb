import type { FeatureModule } from '../registry';
import { authSaga } from './saga';
import { authEndpoints } from './endpoints';
import { authReducer } from './slice';

export * from './actions';
export * from './selectors';
export type { AuthState } from './types';

export const authFeature: FeatureModule = { name: 'auth', reducer: authReducer, endpoints: authEndpoints, sagas: [authSaga] };

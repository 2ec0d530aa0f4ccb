import { config } from '../config';
import type { FeatureModule } from '../ducks/registry';
import { fetchRealtimeCredentials } from './endpoints';
import { createRealtimeSaga, type RealtimeDeps } from './saga';
import { realtimeReducer } from './slice';
import { loadSdkConnector } from './transport';

export { registerRealtimeRefresh, type RealtimeRefresh } from './messageTable';
export { realtimeMessageReceived, selectRealtime, type RealtimeState } from './slice';
export type { RealtimeMessage, RealtimeMessageType } from './types';

export const realtimeDeps: RealtimeDeps = {
  credentials: fetchRealtimeCredentials,
  loadConnector: loadSdkConnector,
  endpoint: config.realtimeEndpoint,
  page: () => window.location,
  now: () => Date.now(),
  random: () => Math.random(),
};

/** Realtime notifications; the credentials are never kept in the store (they stay inside the workflow saga). */
export const realtimeFeature: FeatureModule = { name: 'realtime', reducer: realtimeReducer, sagas: [createRealtimeSaga(realtimeDeps)] };

import { call, take } from 'redux-saga/effects';
import { loadUser, login } from '../ducks/auth/actions';
import type { FeatureModule } from '../ducks/featureTypes';
import { injectFeature } from '../ducks/lazyFeatures';

type RealtimeModule = typeof import('./index');

const loadRealtime = (): Promise<RealtimeModule> => import(/* webpackChunkName: "realtime" */ './index');

/**
 * Realtime belongs to the signed-in console: its feature (the connection workflow, the message table) loads once
 * someone is signed in, so the signed-out /login never downloads it. The feature, once in the store, opens the
 * connection for the account already signed in.
 */
function* loadWhenSignedIn() {
  yield take([login.success.type, loadUser.success.type]);
  const module = (yield call(loadRealtime)) as RealtimeModule;
  injectFeature(module.realtimeFeature);
}

export const realtimeLoaderFeature: FeatureModule = { name: 'realtimeLoader', sagas: [loadWhenSignedIn] };

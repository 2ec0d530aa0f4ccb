import { call, select, take } from 'redux-saga/effects';
import type { Account } from '../api/types';
import { loadUser, login } from '../ducks/auth/actions';
import { selectAccount } from '../ducks/auth/selectors';
import type { FeatureModule } from '../ducks/featureTypes';
import { injectFeature } from '../ducks/lazyFeatures';

type RealtimeModule = typeof import('./index');

const loadRealtime = (): Promise<RealtimeModule> => import(/* webpackChunkName: "realtime" */ './index');

/**
 * Realtime belongs to the signed-in console: its feature (the connection workflow, the message table) loads once
 * someone is signed in, so the signed-out /login never downloads it. This loader comes with the signed-in chunk, when
 * the account is usually known already; otherwise it waits for it. The feature, once in the store, opens the
 * connection for the account signed in.
 */
function* loadWhenSignedIn() {
  const account = (yield select(selectAccount)) as Account | null;
  if (!account) yield take([login.success.type, loadUser.success.type]);
  const module = (yield call(loadRealtime)) as RealtimeModule;
  injectFeature(module.realtimeFeature);
}

export const realtimeLoaderFeature: FeatureModule = { name: 'realtimeLoader', sagas: [loadWhenSignedIn] };

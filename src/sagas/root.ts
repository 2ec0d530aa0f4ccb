import { all, call, spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import type { FeatureModule } from '../ducks/registry';
import { apiSaga } from './apiSaga';

/** Restarts a feature saga that throws, so one failing feature cannot stop the others. */
function keepAlive(name: string, saga: Saga): Saga {
  return function* guarded() {
    for (;;) {
      try {
        yield call(saga);
        return;
      } catch (error) {
        console.error(`[saga:${name}] crashed and was restarted`, error);
      }
    }
  };
}

export function createRootSaga(features: readonly FeatureModule[]): Saga {
  return function* rootSaga() {
    const table = features.flatMap((feature) => feature.endpoints ?? []);
    yield all([
      spawn(keepAlive('api', () => apiSaga(table))),
      ...features.flatMap((feature) => (feature.sagas ?? []).map((saga) => spawn(keepAlive(feature.name, saga)))),
    ]);
  };
}

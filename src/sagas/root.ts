import { all, call, spawn } from 'redux-saga/effects';
import type { Saga } from 'redux-saga';
import type { FeatureModule } from '../ducks/featureTypes';
import { apiSaga } from './apiSaga';
import { forgetReads } from '../ducks/requests/tags';

/** Restarts a feature saga that throws, so one failing feature cannot stop the others. */
export function keepAlive(name: string, saga: Saga): Saga {
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

/** The generic API saga over the feature's endpoint rows, and its workflow sagas, each kept alive on its own. */
export function featureSagas(feature: FeatureModule): Saga[] {
  const endpoints = feature.endpoints ?? [];
  return [
    ...(endpoints.length > 0 ? [keepAlive(`${feature.name}:api`, () => apiSaga(endpoints))] : []),
    ...(feature.sagas ?? []).map((saga) => keepAlive(feature.name, saga)),
  ];
}

export function createRootSaga(features: readonly FeatureModule[]): Saga {
  return function* rootSaga() {
    // A new store remembers none of a previous one's reads.
    forgetReads();
    yield all(features.flatMap(featureSagas).map((saga) => spawn(saga)));
  };
}

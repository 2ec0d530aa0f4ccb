import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import type { FeatureModule } from './ducks/featureTypes';
import { coreReducers, features as registeredFeatures } from './ducks/registry';
import { setFeatureInjector } from './ducks/lazyFeatures';
import { storeReset } from './ducks/app/actions';
import { createRootSaga, featureSagas } from './sagas/root';

type ReducerMap = Record<string, Reducer>;

/** The slices every store has; feature slices are read through their own selectors. */
type CoreState = { [K in keyof typeof coreReducers]: ReturnType<(typeof coreReducers)[K]> };
export type RootState = CoreState & Record<string, unknown>;

function createRootReducer(reducers: ReducerMap): Reducer<RootState, UnknownAction, Partial<RootState>> {
  const combined = combineReducers(reducers) as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;
  // Logout success resets the whole store.
  return (state, action) => combined(storeReset.match(action) ? undefined : state, action);
}

const reducersOf = (features: readonly FeatureModule[]): ReducerMap =>
  Object.fromEntries(features.filter((f) => f.reducer).map((f) => [f.name, f.reducer as Reducer]));

/** Built per call so tests get a real, isolated store. Features loaded later join through `injectFeature`. */
export function createAppStore(features: readonly FeatureModule[] = registeredFeatures, preloadedState?: object) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('[saga] uncaught', error),
  });
  const reducers: ReducerMap = { ...coreReducers, ...reducersOf(features) };
  const store = configureStore({
    reducer: createRootReducer(reducers),
    preloadedState: preloadedState as never,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const rootTask = sagaMiddleware.run(createRootSaga(features));

  const present = new Set(features.map((feature) => feature.name));
  const injectFeature = (feature: FeatureModule) => {
    if (present.has(feature.name)) return;
    present.add(feature.name);
    if (feature.reducer) {
      reducers[feature.name] = feature.reducer;
      store.replaceReducer(createRootReducer(reducers));
    }
    for (const saga of featureSagas(feature)) sagaMiddleware.run(saga);
  };
  setFeatureInjector(injectFeature);
  return { store, rootTask, injectFeature };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

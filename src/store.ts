import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { storingReducers, type FeatureModule } from './ducks/featureTypes';
import { coreReducers, features as registeredFeatures } from './ducks/registry';
import { setFeatureInjector } from './ducks/lazyFeatures';
import { storeReset } from './ducks/app/actions';
import { createRootSaga, featureSagas } from './sagas/root';
import { unwatchedRequests } from './ducks/requests/watched';

type ReducerMap = Record<string, Reducer>;

/** The slices every store has; feature slices are read through their own selectors. */
type CoreState = { [K in keyof typeof coreReducers]: ReturnType<(typeof coreReducers)[K]> };
export type RootState = CoreState & Record<string, unknown>;

function createRootReducer(reducers: ReducerMap): Reducer<RootState, UnknownAction, Partial<RootState>> {
  const combined = combineReducers(reducers) as unknown as Reducer<RootState, UnknownAction, Partial<RootState>>;
  // Logout success resets the whole store.
  return (state, action) => combined(storeReset.match(action) ? undefined : state, action);
}

/** A feature's slice; one whose endpoints store results must have been built with defineFeature. */
function featureReducer(feature: FeatureModule): Reducer | null {
  const storing = (feature.endpoints ?? []).some((row) => row.store);
  if (storing && !(feature.reducer && storingReducers.has(feature.reducer))) {
    throw new Error(`The "${feature.name}" feature declares stored endpoints: build it with defineFeature (ducks/requests/storage.ts).`);
  }
  return feature.reducer ?? null;
}

const reducersOf = (features: readonly FeatureModule[]): ReducerMap =>
  Object.fromEntries(features.flatMap((f) => {
    const reducer = featureReducer(f);
    return reducer ? [[f.name, reducer]] : [];
  }));

const isDevelopment = process.env.NODE_ENV !== 'production';

/** Built per call so tests get a real, isolated store. Features loaded later join through `injectFeature`. */
export function createAppStore(features: readonly FeatureModule[] = registeredFeatures, preloadedState?: object) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('[saga] uncaught', error),
  });
  const reducers: ReducerMap = { ...coreReducers, ...reducersOf(features) };
  const store = configureStore({
    reducer: createRootReducer(reducers),
    preloadedState: preloadedState as never,
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(
        sagaMiddleware,
        // In development a request no saga answers is reported in the console; it never stays pending.
        unwatchedRequests({ report: isDevelopment ? (message) => console.error(message) : undefined }),
      ),
  });
  const rootTask = sagaMiddleware.run(createRootSaga(features));

  const present = new Set(features.map((feature) => feature.name));
  const injectFeature = (feature: FeatureModule) => {
    if (present.has(feature.name)) return;
    present.add(feature.name);
    const reducer = featureReducer(feature);
    if (reducer) {
      reducers[feature.name] = reducer;
      store.replaceReducer(createRootReducer(reducers));
    }
    for (const saga of featureSagas(feature)) sagaMiddleware.run(saga);
  };
  setFeatureInjector(injectFeature);
  return { store, rootTask, injectFeature };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type AppDispatch = AppStore['dispatch'];

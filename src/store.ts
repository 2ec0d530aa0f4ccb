import { combineReducers, configureStore, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { coreReducers, features as registeredFeatures, type FeatureModule } from './ducks/registry';
import { storeReset } from './ducks/app/actions';
import { createRootSaga } from './sagas/root';

export function createRootReducer(features: readonly FeatureModule[]) {
  const combined = combineReducers({
    ...coreReducers,
    ...Object.fromEntries(features.filter((f) => f.reducer).map((f) => [f.name, f.reducer as Reducer])),
  });
  // Logout success resets the whole store.
  return (state: ReturnType<typeof combined> | undefined, action: UnknownAction) =>
    combined(storeReset.match(action) ? undefined : state, action);
}

/** Built per call so tests get a real, isolated store. */
export function createAppStore(features: readonly FeatureModule[] = registeredFeatures, preloadedState?: object) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error) => console.error('[saga] uncaught', error),
  });
  const store = configureStore({
    reducer: createRootReducer(features),
    preloadedState: preloadedState as never,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const rootTask = sagaMiddleware.run(createRootSaga(features));
  return { store, rootTask };
}

export type AppStore = ReturnType<typeof createAppStore>['store'];
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

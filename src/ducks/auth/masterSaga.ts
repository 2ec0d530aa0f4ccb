import type { Task } from 'redux-saga';
import { call, cancel, fork, put, take, takeLeading } from 'redux-saga/effects';
import { isSessionExpiredError, toApiError } from '../../api/errors';
import { tokenStore } from '../../api/tokenStore';
import type { Account } from '../../api/types';
import { callEndpoint } from '../../sagas/apiSaga';
import { storeReset } from '../app/actions';
import type { FeatureModule } from '../featureTypes';
import { noticeShown } from '../notices/slice';
import { backToMaster, backToMasterAccount } from './actions';
import { browser } from './saga';

function* returnToMaster() {
  const master = tokenStore.getMasterSession();
  if (!master) return;
  // Stored as already expired, so the client's one refresh path runs the refresh-token grant with the master's
  // refresh token and stores the new tokens; the follower's session and the master save are gone from here on. A new
  // sign-in: other tabs working in the follower's account reload into the agency's.
  tokenStore.startSignIn('merchant', { token: master.token, refreshToken: master.refreshToken, expires: 0 }, ['admin']);
  try {
    yield call(callEndpoint<void, Account>, backToMasterAccount, undefined);
    yield call(browser.reload);
  } catch (thrown) {
    // A refused refresh already ended the session (sessionExpired); anything else is shown.
    if (!isSessionExpiredError(thrown)) yield put(noticeShown({ kind: 'error', text: toApiError(thrown).message }));
  }
}

function* watchBackToMaster() {
  yield takeLeading(backToMaster.type, returnToMaster);
}

/** Its call belongs to the session, as every request does: the store reset (logout, session end) cancels it. */
function* masterAccountSaga() {
  for (;;) {
    const session = (yield fork(watchBackToMaster)) as Task;
    yield take(storeReset.type);
    yield cancel(session);
  }
}

/**
 * Back to the agency's own account from a follower's: only the signed-in chrome offers it, so the workflow loads with
 * the signed-in console (src/ducks/signedInFeatures.ts) and not at start-up.
 */
export const masterAccountFeature: FeatureModule = { name: 'masterAccount', sagas: [masterAccountSaga] };

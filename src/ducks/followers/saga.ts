import { call, takeLeading } from 'redux-saga/effects';
import { browser } from '../auth/saga';
import { loginAsFollower } from './endpoints';

/** Signed in as the follower: the console starts again in the follower's account (spec: the page reloads). */
export function* followersSaga() {
  yield takeLeading(loginAsFollower.success.type, function* reload() {
    yield call(browser.reload);
  });
}

import { put, select, takeLatest } from 'redux-saga/effects';
import { dashboardOpened, rangeChanged, retryRequested } from '../analytics/actions';
import { dashboardQuery } from '../analytics/saga';
import { selectDashboardRange, selectDashboardScope } from '../analytics/selectors';
import type { DashboardRange, DashboardScope } from '../analytics/types';
import { fetchPlatformInformation } from './endpoints';

/** The platform figures follow the admin dashboard's range and merchant, as its analytics reads do. */
function* loadPlatformInformation() {
  const range: DashboardRange | null = yield select(selectDashboardRange);
  const scope: DashboardScope = yield select(selectDashboardScope);
  if (!range || scope.session !== 'admin') return;
  yield put(fetchPlatformInformation.request(dashboardQuery(range, scope), { session: 'admin' }));
}

export function* adminDashboardSaga() {
  // A first visit has no range yet: its default range arrives as rangeChanged, which loads.
  yield takeLatest([dashboardOpened.type, rangeChanged.type, retryRequested.type], loadPlatformInformation);
}

import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, delay, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { ReportType } from '../../api/reports';
import { registerRealtimeRefresh } from '../../realtime';
import { downloadReport, fetchReportFields, fetchReports, fetchScheduledReports, reportsClosed, reportsOpened } from './actions';
import { browserDownload } from './download';
import { selectIsReportsOpen } from './selectors';

/** Pending files are checked again every 2 seconds until they are created or failed. */
const POLL_INTERVAL_MS = 2000;

function* openPanel({ payload: type }: PayloadAction<ReportType>) {
  yield all([put(fetchReportFields.request(type)), put(fetchReports.request(type)), put(fetchScheduledReports.request(type))]);
}

const closedPanel =
  (type: ReportType) =>
  (action: { type: string; payload?: unknown }): boolean =>
    reportsClosed.match(action) && action.payload === type;

/** While a panel is open, a realtime `report.create` for its type reloads its list at once. */
function* followRealtime({ payload: type }: PayloadAction<ReportType>) {
  const unregister = registerRealtimeRefresh('report.create', (message) =>
    message.resource.report_type === type ? fetchReports.request(type) : null,
  );
  try {
    yield take(closedPanel(type));
  } finally {
    unregister();
  }
}

function* pollWhilePending(action: ReturnType<typeof fetchReports.success>) {
  const type = action.meta.request;
  if (!action.payload.collection.some((file) => file.status === 'pending')) return;
  yield delay(POLL_INTERVAL_MS);
  // A panel left meanwhile stops the polling.
  const open: boolean = yield select(selectIsReportsOpen, type);
  if (open) yield put(fetchReports.request(type));
}

function* saveDownload(action: ReturnType<typeof downloadReport.success>) {
  yield call(browserDownload.save, action.payload.redirect_url, action.meta.request.filename);
}

export function* reportsSaga() {
  yield takeEvery(reportsOpened.type, openPanel);
  yield takeEvery(reportsOpened.type, followRealtime);
  // One poll chain: a newer list answer replaces the waiting one.
  yield takeLatest(fetchReports.success.type, pollWhilePending);
  yield takeEvery(downloadReport.success.type, saveDownload);
}

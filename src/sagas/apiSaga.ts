import { all, call, cancelled, put, takeEvery, takeLatest, takeLeading, type ForkEffect } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { CANCELLED_CODE, SESSION_EXPIRED_CODE, toApiError } from '../api/errors';
import type { AnyEndpoint } from '../ducks/requests/endpoints';
import type { RequestError, RequestMeta } from '../ducks/requests/types';
import { noticeShown } from '../ducks/notices/slice';
import { navigateTo } from './navigation';

type RequestAction = PayloadAction<unknown, string, RequestMeta>;

export function toRequestError(thrown: unknown): RequestError {
  const error = toApiError(thrown);
  return {
    status: error.status,
    message: error.message,
    ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
    ...(error.code ? { code: error.code } : {}),
  };
}

// An ended session is reported once by the auth saga; a cancelled request belongs to a cancelled saga.
const QUIET_CODES = new Set([SESSION_EXPIRED_CODE, CANCELLED_CODE]);

function errorText(row: AnyEndpoint, error: RequestError, req: unknown): string | undefined {
  const mode = row.errorNotice ?? 'server';
  if (mode === 'silent' || (error.code && QUIET_CODES.has(error.code))) return undefined;
  if (mode === 'server') return error.message;
  return typeof mode === 'function' ? mode(error, req) : mode;
}

export function* runEndpoint(row: AnyEndpoint, action: RequestAction) {
  const controller = new AbortController();
  const { payload: req, meta } = action;
  try {
    const res: unknown = yield call(row.call, req, controller.signal);
    yield put(row.actions.success(res, req, meta));
    const notice = typeof row.successNotice === 'function' ? row.successNotice(res, req) : row.successNotice;
    if (notice) yield put(noticeShown({ kind: 'success', text: notice }));
    const target = typeof row.navigateTo === 'function' ? row.navigateTo(res, req) : row.navigateTo;
    if (target) yield call(navigateTo, target);
    for (const next of row.then?.(res, req) ?? []) yield put(next);
  } catch (thrown) {
    const error = toRequestError(thrown);
    yield put(row.actions.error(error, req, meta));
    const text = errorText(row, error, req);
    if (text) yield put(noticeShown({ kind: 'error', text }));
  } finally {
    // Saga cancellation (takeLatest superseding, logout, route change) aborts the HTTP request.
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

const EFFECT = { latest: takeLatest, leading: takeLeading, every: takeEvery } as const;

function watch(row: AnyEndpoint): ForkEffect {
  return EFFECT[row.strategy](row.actions.request.type, runEndpoint, row);
}

/** The one generic saga: watches every row of every feature's endpoint table. */
export function* apiSaga(table: readonly AnyEndpoint[]) {
  yield all(table.map(watch));
}

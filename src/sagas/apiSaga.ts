import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers, channel, type Channel, type SagaIterator, type Task } from 'redux-saga';
import { all, call, cancel, cancelled, delay, fork, put, take } from 'redux-saga/effects';
import { CANCELLED_CODE, SESSION_EXPIRED_CODE, toApiError } from '../api/errors';
import { storeReset } from '../ducks/app/actions';
import { noticeShown } from '../ducks/notices/slice';
import { keyOf, type AnyEndpoint, type Endpoint } from '../ducks/requests/defineEndpoint';
import { currentScreen, currentScreenSession, readsAbandoned, screenLeft } from '../ducks/requests/screens';
import type { RequestError, RequestMeta } from '../ducks/requests/types';
import { forgetReads, forgetScreen, readsProviding, rememberRead, type Tag } from '../ducks/requests/tags';
import { markWatched } from '../ducks/requests/watched';
import { navigateTo } from './navigation';

type RequestAction = PayloadAction<unknown, string, RequestMeta | undefined>;

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

/** Runs one call: success or error, then the row's declared notices, navigation and follow-up actions. */
/** Forwards an upload's progress, reported by the transport outside the saga, as the call's progress actions. */
function* forwardProgress(row: AnyEndpoint, progress: Channel<number>, meta: RequestMeta | undefined) {
  for (;;) {
    const fraction = (yield take(progress)) as number;
    yield put(row.progress(fraction, meta));
  }
}

export function* runEndpoint(row: AnyEndpoint, action: RequestAction) {
  const controller = new AbortController();
  const { payload: req, meta } = action;
  const progress = row.reportsProgress ? channel<number>(buffers.sliding(1)) : null;
  const forwarder = progress ? ((yield fork(forwardProgress, row, progress, meta)) as Task) : null;
  try {
    const ctx = { signal: controller.signal, session: meta?.session ?? currentScreenSession(), ...(progress ? { onUploadProgress: (fraction: number) => progress.put(fraction) } : {}) };
    const res: unknown = yield call(row.call, req, ctx);
    if (forwarder) yield cancel(forwarder);
    yield put(row.success(res, req, meta));
    const notice = typeof row.successNotice === 'function' ? row.successNotice(res, req) : row.successNotice;
    if (notice) yield put(noticeShown({ kind: 'success', text: notice }));
    const target = typeof row.navigateTo === 'function' ? row.navigateTo(res, req) : row.navigateTo;
    if (target) yield call(navigateTo, target);
    for (const next of row.then?.(res, req) ?? []) yield put(next);
    if (row.invalidates) {
      const tags = row.invalidates(req, res);
      if (row.invalidateAfterMs) yield delay(row.invalidateAfterMs);
      yield call(invalidateTags, tags);
    }
  } catch (thrown) {
    if (forwarder) yield cancel(forwarder);
    const error = toRequestError(thrown);
    yield put(row.error(error, req, meta));
    const text = errorText(row, error, req);
    if (text) yield put(noticeShown({ kind: 'error', text }));
    // An ended session has nothing left to read again.
    if (row.invalidatesOnFailure && !(error.code && QUIET_CODES.has(error.code))) yield call(invalidateTags, row.invalidatesOnFailure(req, error));
  } finally {
    // A cancelled saga (superseded read, left screen, ended session) aborts its HTTP request.
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

/**
 * Asks again every live read (a mounted read hook, or a read its screen still shows) that provides one of these tags,
 * with the request it last asked for: the page and filters on screen, never another page. A page other than the
 * first replaces only itself when it answers, and the read's status ends with its answer like any read.
 */
export function* invalidateTags(tags: readonly Tag[]) {
  for (const read of readsProviding(tags)) yield put(read.endpoint.request(read.request));
}

interface ScreenRead {
  type: string;
  key: string;
  task: Task;
}

/** The reads each screen started, so leaving it can cancel them. */
class ScreenReads {
  private readonly byScreen = new Map<string, ScreenRead[]>();

  add(screen: string, read: ScreenRead): void {
    const reads = (this.byScreen.get(screen) ?? []).filter((entry) => entry.task.isRunning());
    reads.push(read);
    this.byScreen.set(screen, reads);
  }

  /** The still running reads of a screen that was left. */
  takeRunning(screen: string): ScreenRead[] {
    const reads = this.byScreen.get(screen) ?? [];
    this.byScreen.delete(screen);
    return reads.filter((entry) => entry.task.isRunning());
  }
}

/** The concurrency effect each strategy names, per request key: latest cancels the older call, leading ignores the newer. */
function* watchRow(row: AnyEndpoint, screens: ScreenReads) {
  const running = new Map<string, Task>();
  for (;;) {
    const action = (yield take(row.request.type)) as RequestAction;
    const key = keyOf(action.meta);
    const previous = running.get(key);
    if (previous?.isRunning()) {
      if (row.strategy === 'leading') continue;
      if (row.strategy === 'latest') yield cancel(previous);
    }
    const task = (yield fork(runEndpoint, row, action)) as Task;
    if (row.strategy !== 'every') running.set(key, task);
    const screen = row.scope === 'screen' ? currentScreen() : null;
    if (screen) screens.add(screen, { type: row.type, key, task });
    if (row.provides) rememberRead(row.scope === 'screen' ? screen : null, { endpoint: row, key, request: action.payload });
  }
}

function* cancelLeftScreens(screens: ScreenReads) {
  for (;;) {
    const { payload: screen } = (yield take(screenLeft.type)) as ReturnType<typeof screenLeft>;
    forgetScreen(screen);
    const reads = screens.takeRunning(screen);
    if (reads.length === 0) continue;
    for (const read of reads) yield cancel(read.task);
    yield put(readsAbandoned(reads.map(({ type, key }) => ({ type, key }))));
  }
}

function* watchSession(table: readonly AnyEndpoint[]) {
  const screens = new ScreenReads();
  yield all([...table.map((row) => fork(watchRow, row, screens)), fork(cancelLeftScreens, screens)]);
}

/**
 * The one generic saga: runs every row of a feature's endpoint table. Requests belong to the session: when it ends
 * (logout, expiry: the store reset), every running call is cancelled and its HTTP request aborted, so a late answer
 * can never reach the next user's store.
 */
export function* apiSaga(table: readonly AnyEndpoint[]) {
  for (const row of table) markWatched(row.request.type);
  for (;;) {
    const session = (yield fork(watchSession, table)) as Task;
    yield take(storeReset.type);
    forgetReads();
    yield cancel(session);
  }
}

/**
 * For a workflow that needs a call's answer itself (e.g. realtime credentials): runs the call through its request,
 * success and error actions and returns the answer, or throws the ApiError. Such a row is in no endpoint table.
 */
export function* callEndpoint<Req, Res>(row: Endpoint<Req, Res>, req: Req, meta?: RequestMeta): SagaIterator<Res> {
  markWatched(row.request.type);
  const controller = new AbortController();
  yield put(row.request(req, meta));
  try {
    const res: Res = yield call(row.call, req, { signal: controller.signal, session: meta?.session ?? currentScreenSession() });
    yield put(row.success(res, req, meta));
    return res;
  } catch (thrown) {
    yield put(row.error(toRequestError(thrown), req, meta));
    throw toApiError(thrown);
  } finally {
    if ((yield cancelled()) as boolean) controller.abort();
  }
}

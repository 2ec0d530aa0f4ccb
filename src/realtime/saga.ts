import { nanoid, type UnknownAction } from '@reduxjs/toolkit';
import { buffers, eventChannel, type EventChannel, type Task } from 'redux-saga';
import { call, cancel, cancelled, delay, flush, fork, put, race, select, take } from 'redux-saga/effects';
import { toApiError } from '../api/errors';
import type { Endpoint } from '../ducks/requests/defineEndpoint';
import { callEndpoint, invalidateTags } from '../sagas/apiSaga';
import type { RealtimeCredentials } from '../api/realtime';
import type { Account } from '../api/types';
import { storeReset } from '../ducks/app/actions';
import { backToMaster, loadUser, login, logout, sessionExpired } from '../ducks/auth/actions';
import { selectAccount } from '../ducks/auth/selectors';
import { noticeShown } from '../ducks/notices/slice';
import { isQuiet, noticeFor, refreshActionsFor, tagsInvalidatedBy } from './messageTable';
import { messageKey, parseMessage, type SeenMessages, createSeenMessages } from './messages';
import {
  realtimeClosed,
  realtimeConnected,
  realtimeConnecting,
  realtimeConnectionLost,
  realtimeMessageReceived,
  realtimeSubscribed,
  realtimeSubscribeFailed,
  selectRealtime,
  type RealtimeState,
} from './slice';
import { connectionTarget, type ConnectionEvent, type ConnectionOptions, type Connector } from './transport';

/** Everything the workflow touches outside the store; tests pass fakes (connector, clock, randomness). */
export interface RealtimeDeps {
  /** The credentials call, run through its request, success and error actions. */
  credentials: Endpoint<void, RealtimeCredentials>;
  loadConnector: () => Promise<Connector>;
  /** REALTIME_ENDPOINT; empty in the sandbox. */
  endpoint: string;
  page: () => { hostname: string };
  /** Milliseconds since the epoch. */
  now: () => number;
  /** In [0, 1): the backoff's jitter. */
  random: () => number;
}

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;
/** Credentials are renewed this long before they expire (at most a fifth of their lifetime). */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** When a renewal fails while the connection is still up, it is tried again after this long. */
export const REFRESH_RETRY_MS = 30_000;
/** Credentials are never renewed sooner than this after they arrive, even when the clocks disagree. */
export const MIN_RENEW_DELAY_MS = 30_000;
/** A connection that lived this long counts as a success: the next drop starts the backoff afresh. */
export const STABLE_CONNECTION_MS = 10_000;

/** Exponential backoff with jitter: between half and all of min(max, base * 2^attempt). */
export function backoffDelay(attempt: number, random: () => number): number {
  const cap = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempt, 16));
  return Math.round(cap * (0.5 + random() / 2));
}

interface Grant {
  credentials: RealtimeCredentials;
  /** When to fetch the next credentials (ms). */
  renewAt: number;
}

function grantOf(credentials: RealtimeCredentials, now: number): Grant {
  const expiresAt = credentials.expiresAt * 1000;
  const margin = Math.min(REFRESH_MARGIN_MS, Math.max(0, expiresAt - now) / 5);
  return { credentials, renewAt: Math.max(expiresAt - margin, now + MIN_RENEW_DELAY_MS) };
}

/** Refusals the platform will repeat (no realtime for this account, session over): stop instead of retrying. */
function isPermanent(thrown: unknown): boolean {
  const { status } = toApiError(thrown);
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

const errorText = (thrown: unknown): string => toApiError(thrown).message;

type Outcome =
  | { kind: 'renewed'; grant: Grant }
  | { kind: 'subscribeFailed'; error: string }
  | { kind: 'closed'; connected: boolean; stable: boolean; error: string | null };

function connectionChannel(connector: Connector, options: ConnectionOptions): EventChannel<ConnectionEvent> {
  // Nothing is dropped while the saga is busy (e.g. fetching new credentials): events wait in the buffer.
  return eventChannel<ConnectionEvent>((emit) => {
    const connection = connector(options, emit);
    return () => connection.close();
  }, buffers.expanding<ConnectionEvent>(16));
}

/** Checks, de-duplicates and dispatches one payload; a bad one is dropped without touching the channel. */
function* receive(payload: string, seen: SeenMessages) {
  try {
    const message = parseMessage(payload);
    if (!message || !seen.firstSighting(messageKey(message))) return;
    const notice = noticeFor(message);
    if (!notice && !isQuiet(message)) return;
    yield put(realtimeMessageReceived({ type: message.type, resource: message.resource }));
    if (notice) yield put(noticeShown(notice));
    for (const action of refreshActionsFor(message)) yield put(action);
    yield call(invalidateTags, tagsInvalidatedBy(message));
  } catch (thrown) {
    console.error('[realtime] a message could not be handled', thrown);
  }
}

/** One connection, from open to close; returns why it ended. */
function* runConnection(deps: RealtimeDeps, connector: Connector, options: ConnectionOptions, grant: Grant, seen: SeenMessages) {
  const channel: EventChannel<ConnectionEvent> = yield call(connectionChannel, connector, options);
  let connectedAt: number | null = null;
  let renewAt = grant.renewAt;
  try {
    for (;;) {
      const { event } = (yield race({ event: take(channel), renew: delay(Math.max(0, renewAt - deps.now())) })) as { event?: ConnectionEvent };
      if (!event) {
        // Renew while still connected; what arrives meanwhile waits in the channel and is handled before switching.
        try {
          const credentials: RealtimeCredentials = yield call(callEndpoint<void, RealtimeCredentials>, deps.credentials, undefined);
          const pending: ConnectionEvent[] = yield flush(channel);
          for (const waiting of pending) if (waiting.type === 'message') yield call(receive, waiting.payload, seen);
          return { kind: 'renewed', grant: grantOf(credentials, deps.now()) } satisfies Outcome;
        } catch (thrown) {
          if (isPermanent(thrown)) return { kind: 'subscribeFailed', error: errorText(thrown) } satisfies Outcome;
          renewAt = deps.now() + REFRESH_RETRY_MS;
          continue;
        }
      }
      switch (event.type) {
        case 'connected':
          connectedAt = deps.now();
          yield put(realtimeConnected());
          break;
        case 'subscribed':
          yield put(realtimeSubscribed());
          break;
        case 'subscribeFailed':
          return { kind: 'subscribeFailed', error: event.error } satisfies Outcome;
        case 'message':
          yield call(receive, event.payload, seen);
          break;
        case 'closed':
          return {
            kind: 'closed',
            connected: connectedAt !== null,
            stable: connectedAt !== null && deps.now() - connectedAt >= STABLE_CONNECTION_MS,
            error: event.error ?? null,
          } satisfies Outcome;
      }
    }
  } finally {
    channel.close();
  }
}

/** The signed-in session's channel: credentials, one connection at a time, renewals and reconnects. */
function* runSession(deps: RealtimeDeps, topic: string) {
  // One client id per signed-in session: reconnects resume the broker's persistent session.
  const clientId = `${topic}-${nanoid(12)}`;
  const seen = createSeenMessages();
  let grant: Grant | null = null;
  let failures = 0;
  try {
    for (;;) {
      yield put(realtimeConnecting());
      let error: string | null = null;
      try {
        // Missing or expiring credentials are loaded first; the SDK only once the platform has granted some.
        if (!grant || deps.now() >= grant.renewAt) grant = grantOf((yield call(callEndpoint<void, RealtimeCredentials>, deps.credentials, undefined)) as RealtimeCredentials, deps.now());
        const connector: Connector = yield call(deps.loadConnector);
        const options: ConnectionOptions = {
          ...connectionTarget(deps.endpoint, grant.credentials, deps.page()),
          clientId,
          topic,
          credentials: grant.credentials,
        };
        const outcome: Outcome = yield call(runConnection, deps, connector, options, grant, seen);
        if (outcome.kind === 'subscribeFailed') {
          yield put(realtimeSubscribeFailed({ error: outcome.error }));
          return;
        }
        if (outcome.kind === 'renewed') {
          grant = outcome.grant;
          failures = 0;
          continue;
        }
        // Refused at the door: the credentials may be gone (revoked, a reset sandbox), so the next attempt fetches new ones.
        if (!outcome.connected) grant = null;
        if (outcome.stable) failures = 0;
        error = outcome.error;
      } catch (thrown) {
        if (isPermanent(thrown)) {
          yield put(realtimeSubscribeFailed({ error: errorText(thrown) }));
          return;
        }
        error = errorText(thrown);
      }
      yield put(realtimeConnectionLost({ error }));
      yield delay(backoffDelay(failures, deps.random));
      failures += 1;
    }
  } finally {
    if ((yield cancelled()) as boolean) yield put(realtimeClosed());
  }
}

const START: readonly string[] = [login.success.type, loadUser.success.type];
const STOP: readonly string[] = [storeReset.type, logout.success.type, sessionExpired.type, backToMaster.type];

/**
 * Opens the channel after sign-in and on start with a stored session; closes it on logout, session end and account
 * switches, cancelling any pending reconnect. A session for the same account is never opened twice.
 */
export function createRealtimeSaga(deps: RealtimeDeps) {
  return function* realtimeSaga() {
    let session: Task | null = null;
    let topic: string | null = null;

    /** Opens the account's channel unless it is open already, or the platform refused it for good. */
    function* openForAccount() {
      const account: Account | null = yield select(selectAccount);
      const state: RealtimeState = yield select(selectRealtime);
      if (!account?.active || state.subscribeFailed) return;
      if (session?.isRunning() && topic === account.uuid) return;
      if (session) yield cancel(session);
      topic = account.uuid;
      session = yield fork(runSession, deps, account.uuid);
    }

    // Loaded after sign-in (realtime/loader.ts): the account already signed in gets its channel at once.
    yield* openForAccount();
    for (;;) {
      const action: UnknownAction = yield take([...START, ...STOP]);
      if (STOP.includes(action.type)) {
        if (session) yield cancel(session);
        session = null;
        topic = null;
        continue;
      }
      yield* openForAccount();
    }
  };
}

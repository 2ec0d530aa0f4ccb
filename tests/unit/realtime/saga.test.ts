import { REALTIME } from '../../../src/constants/messages/realtime';
import { storeReset } from '../../../src/ducks/app/actions';
import { backToMaster, logout, sessionExpired } from '../../../src/ducks/auth/actions';
import { registerRealtimeRefresh } from '../../../src/realtime';
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, backoffDelay } from '../../../src/realtime/saga';
import { selectRealtime } from '../../../src/realtime/slice';
import { makeAccount } from '../../support/render';
import { advance, apiFailure, credentialsFor, MINUTE, probeReloaded, setupRealtime } from './harness';

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(new Date('2026-03-01T12:00:00Z'));
});

afterEach(() => {
  jest.useRealTimers();
});

const realtimeState = (harness: ReturnType<typeof setupRealtime>) => selectRealtime(harness.store.getState() as never);

describe('opening the channel', () => {
  it('after sign-in: loads credentials, opens one connection to the account topic and subscribes', async () => {
    const harness = setupRealtime();
    expect(realtimeState(harness)).toEqual({ status: 'idle', subscribed: false, subscribeFailed: false, error: null });
    harness.signIn();
    await advance();

    expect(harness.fetchCredentials).toHaveBeenCalledTimes(1);
    expect(harness.broker.connections).toHaveLength(1);
    const { options } = harness.broker.current();
    expect(options.topic).toBe(harness.account.uuid);
    expect(options.clientId.startsWith(`${harness.account.uuid}-`)).toBe(true);
    // No REALTIME_ENDPOINT (the sandbox): the page's own origin.
    expect(options).toMatchObject({ endpoint: 'console.test', sameOrigin: true });
    expect(options.credentials.accessKeyId).toMatch(/^ASIATEST/);
    expect(realtimeState(harness)).toEqual({ status: 'connected', subscribed: true, subscribeFailed: false, error: null });
  });

  it('loaded after sign-in: opens the channel for the account already signed in', async () => {
    const harness = setupRealtime({ late: true });
    harness.signIn();
    await advance();
    expect(harness.broker.connections).toHaveLength(0);
    harness.injectRealtime();
    await advance();
    expect(harness.broker.open()).toHaveLength(1);
    expect(harness.broker.open()[0].options.topic).toBe(harness.account.uuid);
  });

  it('on start with a stored session: the missing credentials are loaded first', async () => {
    const harness = setupRealtime();
    harness.restoreSession();
    await advance();
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(1);
    expect(harness.broker.open()).toHaveLength(1);
    expect(realtimeState(harness).subscribed).toBe(true);
  });

  it('dials REALTIME_ENDPOINT itself when it is configured', async () => {
    const harness = setupRealtime({ deps: { endpoint: 'wss://abc-ats.iot.eu-west-1.amazonaws.com' } });
    harness.signIn();
    await advance();
    expect(harness.broker.current().options).toMatchObject({ endpoint: 'abc-ats.iot.eu-west-1.amazonaws.com', sameOrigin: false });
  });

  it('never opens a second connection for the same account (user reloads, repeated sign-in events)', async () => {
    const harness = setupRealtime();
    harness.signIn();
    harness.restoreSession();
    await advance();
    harness.restoreSession();
    harness.signIn();
    await advance(MINUTE);
    expect(harness.broker.connections).toHaveLength(1);
    expect(harness.broker.maxOpen).toBe(1);
  });

  it('does not open anything for an inactive account', async () => {
    const harness = setupRealtime();
    harness.restoreSession(makeAccount({ active: false }));
    await advance(MINUTE);
    expect(harness.broker.connections).toHaveLength(0);
  });
});

describe('messages', () => {
  it('shows the notice of each type, dispatches messageReceived and the registered refreshes', async () => {
    const unregister = registerRealtimeRefresh('report.create', (message) => probeReloaded(String(message.resource.status)));
    try {
      const harness = setupRealtime();
      harness.signIn();
      await advance();
      harness.broker.message('bulk.grant.access', { code: 200 });
      harness.broker.message('bulk.grant.access', { code: 422 });
      harness.broker.message('report.create', { status: 'created' });
      await advance();
      expect(harness.notices()).toEqual([
        { kind: 'success', text: REALTIME.accessGranted },
        { kind: 'error', text: REALTIME.bulkDefaultError },
        { kind: 'success', text: REALTIME.reportGenerated },
      ]);
      expect(harness.reloads()).toEqual(['created']);
    } finally {
      unregister();
    }
  });

  it('drops malformed, unknown and duplicate messages without breaking the channel', async () => {
    const harness = setupRealtime();
    harness.signIn();
    await advance();
    const { broker } = harness;
    broker.publish('{not json');
    broker.publish(JSON.stringify({ type: 'bulk.grant.access', timestamp: 'yesterday', resource: {} }));
    broker.publish(JSON.stringify({ type: 'bulk.grant.access', timestamp: 1, resource: null }));
    broker.publish(JSON.stringify({ type: 'unknown.event', timestamp: 1, resource: {} }));
    broker.publish(JSON.stringify({ type: 'report.create', timestamp: 1, resource: { status: 'pending' } }));
    broker.publish(JSON.stringify(['bulk.grant.access']));
    const first = broker.message('sync.success', { id: 1, name: 'a' }, 1_772_366_400);
    broker.publish(first);
    // The same message with its keys in another order is still the same message.
    broker.publish(JSON.stringify({ resource: { name: 'a', id: 1 }, timestamp: 1_772_366_400, type: 'sync.success' }));
    broker.message('sync.failed', { message: 'Kaltura said no' });
    await advance();

    expect(harness.notices()).toEqual([
      { kind: 'success', text: REALTIME.syncSucceeded },
      { kind: 'error', text: 'Kaltura said no' },
    ]);
    expect(broker.open()).toHaveLength(1);
    expect(realtimeState(harness).status).toBe('connected');
  });
});

describe('credential renewal (fake clock)', () => {
  it('renews before expiry and reconnects, with no notice lost or shown twice', async () => {
    const harness = setupRealtime();
    const { broker } = harness;
    broker.redeliverLast = true;
    harness.signIn();
    await advance();
    const first = broker.current();

    broker.message('bulk.grant.access', { code: 200, batch: 1 });
    await advance(24 * MINUTE);
    // Nothing happens until the renewal point: 5 minutes before the 30-minute expiry.
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(1);
    expect(broker.connections).toHaveLength(1);

    // A message published in the gap between the old connection and the new one waits in the persistent session.
    broker.onClientClose = () => {
      broker.onClientClose = null;
      broker.message('bulk.revoke.access', { code: 200, batch: 2 });
    };
    await advance(1 * MINUTE + 1000);
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(2);
    expect(broker.connections).toHaveLength(2);
    expect(first.open).toBe(false);
    const second = broker.current();
    expect(second.options.credentials.accessKeyId).not.toBe(first.options.credentials.accessKeyId);
    // The same client id: the broker resumes the session, so the subscription is not lost.
    expect(second.options.clientId).toBe(first.options.clientId);
    expect(broker.maxOpen).toBe(1);

    broker.message('bulk.extend.access', { code: 200, batch: 3 });
    await advance();
    expect(harness.notices()).toEqual([
      { kind: 'success', text: REALTIME.accessGranted },
      { kind: 'success', text: REALTIME.accessRevoked },
      { kind: 'success', text: REALTIME.accessExtended },
    ]);
    expect(realtimeState(harness)).toMatchObject({ status: 'connected', subscribed: true });

    // And the next renewal comes 25 minutes after that one.
    await advance(25 * MINUTE);
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(3);
    expect(broker.connections).toHaveLength(3);
    expect(broker.maxOpen).toBe(1);
  });

  it('keeps the connection when a renewal fails for a while, and tries again', async () => {
    const harness = setupRealtime();
    harness.signIn();
    await advance();
    harness.fetchCredentials.mockRejectedValueOnce(apiFailure(503, 'Service unavailable'));
    await advance(25 * MINUTE + 1000);
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(2);
    expect(harness.broker.connections).toHaveLength(1);
    expect(harness.broker.current().open).toBe(true);
    await advance(30_000);
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(3);
    expect(harness.broker.connections).toHaveLength(2);
  });

  it('renews short-lived credentials at a fifth of their lifetime before expiry', async () => {
    const harness = setupRealtime();
    harness.fetchCredentials.mockImplementation(async () => credentialsFor(10 * 60));
    harness.signIn();
    await advance();
    await advance(8 * MINUTE - 1000);
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(1);
    await advance(2000);
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(2);
  });
});

describe('drops and reconnects', () => {
  it('reconnects after a drop with exponential backoff, reusing valid credentials, and messages flow again', async () => {
    const harness = setupRealtime({ random: () => 0 });
    const { broker } = harness;
    harness.signIn();
    await advance();
    broker.drop();
    await advance();
    expect(realtimeState(harness)).toMatchObject({ status: 'reconnecting', subscribed: false, error: 'Connection dropped' });

    // Refused twice at the door: 500 ms, then 1 s, then 2 s (random 0 gives the lower half of each cap).
    broker.refuseNext = 2;
    for (const [attempt, wait] of [500, 1000, 2000].entries()) {
      await advance(wait - 1);
      expect(broker.connections).toHaveLength(attempt + 1);
      await advance(1);
      expect(broker.connections).toHaveLength(attempt + 2);
    }
    expect(realtimeState(harness)).toMatchObject({ status: 'connected', subscribed: true, error: null });
    // The drop kept the credentials; each refusal at the door fetched new ones.
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(3);
    expect(broker.maxOpen).toBe(1);

    broker.message('sync.success', {});
    await advance();
    expect(harness.notices()).toEqual([{ kind: 'success', text: REALTIME.syncSucceeded }]);
  });

  it('spreads reconnects with jitter', async () => {
    const low = setupRealtime({ random: () => 0 });
    const high = setupRealtime({ random: () => 0.999 });
    for (const harness of [low, high]) {
      harness.signIn();
      await advance();
      harness.broker.drop();
    }
    await advance(500);
    expect(low.broker.connections).toHaveLength(2);
    expect(high.broker.connections).toHaveLength(1);
    await advance(500);
    expect(high.broker.connections).toHaveLength(2);
  });

  it('backoff grows to a one-minute cap, always with jitter', () => {
    const random = jest.fn(() => 0.5);
    expect(backoffDelay(0, random)).toBe(0.75 * BACKOFF_BASE_MS);
    expect(backoffDelay(3, random)).toBe(0.75 * 8 * BACKOFF_BASE_MS);
    expect(backoffDelay(40, random)).toBe(0.75 * BACKOFF_MAX_MS);
    expect(backoffDelay(2, () => 0)).toBe(2 * BACKOFF_BASE_MS);
    expect(backoffDelay(2, () => 0.9999)).toBeCloseTo(4 * BACKOFF_BASE_MS, -1);
  });

  it('starts the backoff afresh after a connection that lasted', async () => {
    const harness = setupRealtime({ random: () => 0 });
    harness.signIn();
    await advance();
    harness.broker.refuseNext = 3;
    harness.broker.drop();
    await advance(500 + 1000 + 2000 + 4000);
    expect(harness.broker.connections).toHaveLength(5);
    await advance(MINUTE);
    harness.broker.drop();
    await advance(500);
    expect(harness.broker.connections).toHaveLength(6);
  });

  it('retries credentials the platform could not give (5xx), with backoff', async () => {
    const harness = setupRealtime({ random: () => 0 });
    harness.fetchCredentials.mockRejectedValueOnce(apiFailure(500, 'Internal error.'));
    harness.signIn();
    await advance();
    expect(realtimeState(harness)).toMatchObject({ status: 'reconnecting', error: 'Internal error.' });
    expect(harness.broker.connections).toHaveLength(0);
    await advance(500);
    expect(harness.broker.connections).toHaveLength(1);
    expect(realtimeState(harness).subscribed).toBe(true);
  });
});

describe('subscription failures', () => {
  it('a refused subscription is kept in the store and not retried, even on later sign-in events', async () => {
    const harness = setupRealtime();
    harness.broker.refuseSubscriptions = true;
    harness.signIn();
    await advance();
    expect(realtimeState(harness)).toEqual({ status: 'idle', subscribed: false, subscribeFailed: true, error: 'Subscription refused' });
    expect(harness.broker.open()).toHaveLength(0);
    harness.restoreSession();
    await advance(10 * MINUTE);
    expect(harness.broker.connections).toHaveLength(1);
  });

  it('credentials refused by the platform (4xx) end the attempts', async () => {
    const harness = setupRealtime();
    harness.fetchCredentials.mockRejectedValue(apiFailure(403, 'Realtime is not enabled.'));
    harness.signIn();
    await advance(10 * MINUTE);
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(1);
    expect(realtimeState(harness)).toMatchObject({ subscribeFailed: true, error: 'Realtime is not enabled.' });
  });
});

describe('closing', () => {
  it.each([
    ['logout', logout.success({ message: 'Logged out.' }, undefined)],
    ['session end', sessionExpired()],
    ['store reset', storeReset()],
    ['back to master', backToMaster()],
  ])('%s closes the connection, with no further reconnect', async (_name, action) => {
    const harness = setupRealtime();
    harness.signIn();
    await advance();
    harness.store.dispatch(action);
    expect(harness.broker.open()).toHaveLength(0);
    await advance(60 * MINUTE);
    expect(harness.broker.connections).toHaveLength(1);
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(1);
    expect(realtimeState(harness)).toMatchObject({ status: 'idle', subscribed: false });
  });

  it('logout during a pending reconnect cancels it', async () => {
    const harness = setupRealtime();
    harness.signIn();
    await advance();
    harness.broker.drop();
    await advance(100);
    harness.store.dispatch(logout.success({ message: 'Logged out.' }, undefined));
    await advance(60 * MINUTE);
    expect(harness.broker.connections).toHaveLength(1);
  });

  it('signing in again opens exactly one new connection', async () => {
    const harness = setupRealtime();
    harness.signIn();
    await advance();
    harness.store.dispatch(logout.success({ message: 'Logged out.' }, undefined));
    harness.store.dispatch(storeReset());
    await advance(MINUTE);
    harness.signIn();
    await advance(MINUTE);
    expect(harness.broker.connections).toHaveLength(2);
    expect(harness.broker.open()).toHaveLength(1);
    expect(harness.broker.maxOpen).toBe(1);
    expect(harness.fetchCredentials).toHaveBeenCalledTimes(2);
  });

  it('switching to another account closes the first account\'s connection before opening the next', async () => {
    const harness = setupRealtime();
    harness.signIn();
    await advance();
    const other = makeAccount();
    harness.signIn(other);
    await advance();
    expect(harness.broker.connections).toHaveLength(2);
    expect(harness.broker.current().options.topic).toBe(other.uuid);
    expect(harness.broker.maxOpen).toBe(1);
  });

  it('logout while the connection is still being made leaves nothing open', async () => {
    const harness = setupRealtime();
    harness.signIn();
    harness.store.dispatch(logout.success({ message: 'Logged out.' }, undefined));
    await advance(MINUTE);
    expect(harness.broker.open()).toHaveLength(0);
  });
});

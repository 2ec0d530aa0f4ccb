/** The realtime saga in a real store, with the SDK boundary replaced by a fake broker and credentials by a counter. */
import { fetchRealtimeCredentials } from '../../../src/realtime/endpoints';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { ApiError } from '../../../src/api/errors';
import type { RealtimeCredentials } from '../../../src/api/realtime';
import type { Account, AuthResponse } from '../../../src/api/types';
import { login, loadUser } from '../../../src/ducks/auth/actions';
import { authReducer } from '../../../src/ducks/auth/slice';
import type { FeatureModule } from '../../../src/ducks/registry';
import { createRealtimeSaga, type RealtimeDeps } from '../../../src/realtime/saga';
import { realtimeReducer } from '../../../src/realtime/slice';
import type { Connection, ConnectionEvent, ConnectionOptions, Connector } from '../../../src/realtime/transport';
import { createAppStore } from '../../../src/store';
import { makeAccount } from '../../support/render';

export const MINUTE = 60_000;
export const CREDENTIALS_TTL_S = 30 * 60;

export interface FakeConnection {
  id: number;
  options: ConnectionOptions;
  emit: (event: ConnectionEvent) => void;
  open: boolean;
  connected: boolean;
  openedAt: number;
}

interface Session {
  subscribed: boolean;
  /** QoS 1 messages kept while the session has no live connection. */
  queue: string[];
}

/**
 * A broker with MQTT persistent sessions (per client id): messages published while a session has no connection are
 * queued and delivered when it reconnects. Events reach the saga asynchronously, like a real socket's.
 */
export class FakeBroker {
  readonly connections: FakeConnection[] = [];
  private readonly sessions = new Map<string, Session>();
  /** The most connections open at once, ever. */
  maxOpen = 0;
  /** Refuse this many upcoming attempts at the door (as a rejected WebSocket upgrade). */
  refuseNext = 0;
  refuseSubscriptions = false;
  /** Sends the last message again on every reconnect, as a QoS 1 redelivery would. */
  redeliverLast = false;
  /** Called when the client closes a connection, before the next one opens. */
  onClientClose: (() => void) | null = null;
  private lastPayload: string | null = null;

  readonly connector: Connector = (options, emit): Connection => {
    const connection: FakeConnection = { id: this.connections.length + 1, options, emit, open: true, connected: false, openedAt: Date.now() };
    this.connections.push(connection);
    this.maxOpen = Math.max(this.maxOpen, this.open().length);
    void Promise.resolve().then(() => this.handshake(connection));
    return {
      close: () => {
        if (!connection.open) return;
        connection.open = false;
        this.onClientClose?.();
      },
    };
  };

  private handshake(connection: FakeConnection): void {
    if (!connection.open) return;
    if (this.refuseNext > 0) {
      this.refuseNext -= 1;
      connection.open = false;
      connection.emit({ type: 'closed', error: 'Unexpected server response: 403' });
      return;
    }
    connection.connected = true;
    connection.emit({ type: 'connected' });
    if (this.refuseSubscriptions) {
      connection.emit({ type: 'subscribeFailed', error: 'Subscription refused' });
      return;
    }
    const session = this.session(connection.options.clientId);
    session.subscribed = true;
    connection.emit({ type: 'subscribed' });
    if (this.redeliverLast && this.lastPayload !== null) connection.emit({ type: 'message', payload: this.lastPayload });
    for (const payload of session.queue.splice(0)) connection.emit({ type: 'message', payload });
  }

  private session(clientId: string): Session {
    const existing = this.sessions.get(clientId);
    if (existing) return existing;
    const created: Session = { subscribed: false, queue: [] };
    this.sessions.set(clientId, created);
    return created;
  }

  open(): FakeConnection[] {
    return this.connections.filter((connection) => connection.open);
  }

  current(): FakeConnection {
    const [connection] = this.open();
    if (!connection) throw new Error('no open connection');
    return connection;
  }

  publish(payload: string): void {
    this.lastPayload = payload;
    for (const [clientId, session] of this.sessions) {
      if (!session.subscribed) continue;
      const live = this.connections.find((connection) => connection.open && connection.connected && connection.options.clientId === clientId);
      if (live) live.emit({ type: 'message', payload });
      else session.queue.push(payload);
    }
  }

  message(type: string, resource: Record<string, unknown>, timestamp = Math.floor(Date.now() / 1000)): string {
    const payload = JSON.stringify({ type, timestamp, resource });
    this.publish(payload);
    return payload;
  }

  /** The server ends the live connection (a network drop). */
  drop(): void {
    const connection = this.current();
    connection.open = false;
    connection.emit({ type: 'closed', error: 'Connection dropped' });
  }
}

/** A reload the "probe" feature counts, standing in for a screen's list reload. */
const probe = createSlice({
  name: 'probe',
  initialState: [] as string[],
  reducers: { reloaded: (state, action: PayloadAction<string>) => [...state, action.payload] },
});
export const probeReloaded = probe.actions.reloaded;

export interface RealtimeHarness {
  store: ReturnType<typeof createAppStore>['store'];
  broker: FakeBroker;
  fetchCredentials: jest.Mock<Promise<RealtimeCredentials>, []>;
  account: Account;
  signIn(account?: Account): void;
  restoreSession(account?: Account): void;
  notices(): { kind: string; text: string }[];
  reloads(): string[];
  /** Adds the realtime feature to the running store, as realtime/loader.ts does after sign-in. */
  injectRealtime(): void;
}

let issued = 0;

export function credentialsFor(ttlSeconds = CREDENTIALS_TTL_S): RealtimeCredentials {
  issued += 1;
  return {
    region: 'eu-west-1',
    accessKeyId: `ASIATEST${String(issued).padStart(12, '0')}`,
    secretKey: `secret-${issued}`,
    sessionToken: `token-${issued}`,
    expiresAt: Math.floor(Date.now() / 1000) + ttlSeconds,
    iotEndpoint: '',
  };
}

export const apiFailure = (status: number, message: string): ApiError => new ApiError(status, message);

export function setupRealtime(
  options: { random?: () => number; deps?: Partial<RealtimeDeps>; /** Start without the realtime feature, as the app does before sign-in. */ late?: boolean } = {},
): RealtimeHarness {
  const broker = new FakeBroker();
  const fetchCredentials = jest.fn(async () => credentialsFor());
  const deps: RealtimeDeps = {
    // The real declaration's actions, with the HTTP call replaced by a counter.
    credentials: { ...fetchRealtimeCredentials, call: fetchCredentials },
    loadConnector: async () => broker.connector,
    endpoint: '',
    page: () => ({ hostname: 'console.test' }),
    now: () => Date.now(),
    random: options.random ?? (() => 0.5),
    ...options.deps,
  };
  const realtime: FeatureModule = { name: 'realtime', reducer: realtimeReducer, sagas: [createRealtimeSaga(deps)] };
  const features: FeatureModule[] = [{ name: 'auth', reducer: authReducer }, { name: 'probe', reducer: probe.reducer }, ...(options.late ? [] : [realtime])];
  const { store, injectFeature } = createAppStore(features);
  const account = makeAccount();
  const authResponse = (who: Account): AuthResponse => ({ access_token: 'access', refresh_token: 'refresh', expires: 0, account: who });
  return {
    store,
    broker,
    fetchCredentials,
    account,
    signIn: (who = account) => {
      store.dispatch(login.success(authResponse(who), { username: who.email, password: 'secret-password' }));
    },
    restoreSession: (who = account) => {
      store.dispatch(loadUser.success(who, { admin: false }));
    },
    notices: () => (store.getState() as { notices: { kind: string; text: string }[] }).notices.map(({ kind, text }) => ({ kind, text })),
    reloads: () => (store.getState() as unknown as { probe: string[] }).probe,
    injectRealtime: () => injectFeature(realtime),
  };
}

/** Lets pending promises and due timers run; moves the fake clock by `ms`. */
export const advance = (ms = 0): Promise<void> => jest.advanceTimersByTimeAsync(ms);

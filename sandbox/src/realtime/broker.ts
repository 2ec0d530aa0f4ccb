import { createBroker as createAedes, type AuthenticateError, type Client } from 'aedes';
import type { IncomingMessage } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, createWebSocketStream, type WebSocket } from 'ws';
import { nowSeconds } from '../lib/time';
import type { CredentialStore, IssuedCredentials } from './credentials';
import { amzDateSeconds, MAX_CLOCK_SKEW_S, MQTT_PATH, parsePresigned, SignatureError, signatureMatches } from './sigv4';

/**
 * The MQTT broker (aedes) behind `/mqtt` on the main HTTP server. A WebSocket upgrade is accepted only with a valid
 * SigV4-presigned URL made with unexpired credentials this sandbox issued; the connection may then subscribe to its
 * account's uuid topic and nothing else, and may not publish. Connections end when their credentials expire.
 */
export interface RealtimeMessage {
  type: string;
  timestamp: number;
  resource: unknown;
}

export interface Broker {
  /** Handles an HTTP upgrade request; anything but `/mqtt` is answered 404. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Publishes at QoS 1, so a persistent session that is briefly offline gets the message when it reconnects. */
  publish(topic: string, payload: string): Promise<void>;
  /** Terminates every socket of that topic's account; returns how many. */
  drop(topic: string): number;
  /** Closes every socket and forgets every session. */
  reset(): void;
  close(): Promise<void>;
}

export interface BrokerOptions {
  credentials: CredentialStore;
  /** How long a disconnected persistent session keeps its subscriptions (AWS IoT's default is one hour). */
  sessionExpirySeconds?: number;
}

interface SessionStore {
  cleanSubscriptions(client: { id: string }, done: () => void): void;
}

interface Identity {
  credentials: IssuedCredentials;
}

const MAX_MESSAGE_BYTES = 128 * 1024;
const NOT_AUTHORIZED = 5;

function hostCandidates(host: string | undefined): string[] {
  if (!host) return [];
  const withoutPort = host.replace(/:\d+$/, '');
  return withoutPort === host ? [host] : [host, withoutPort];
}

function refuse(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ code: status, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n` +
      `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.destroy();
}

/** Checks the presigned URL of an upgrade request; throws a SignatureError saying why it is refused. */
export function verifyUpgrade(request: IncomingMessage, store: CredentialStore, now = nowSeconds()): IssuedCredentials {
  const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
  const presigned = parsePresigned(url.search);
  if (Math.abs(now - amzDateSeconds(presigned.time)) > MAX_CLOCK_SKEW_S) throw new SignatureError(403, 'Signature expired: X-Amz-Date is too far from now.');
  const credentials = store.get(presigned.scope.accessKeyId);
  if (!credentials || presigned.sessionToken === null || !store.tokenMatches(credentials, presigned.sessionToken)) {
    throw new SignatureError(403, 'The security token included in the request is invalid.');
  }
  if (credentials.expiresAt <= now) throw new SignatureError(403, 'The security token included in the request is expired.');
  if (presigned.scope.region !== credentials.region) throw new SignatureError(403, 'The credential scope names the wrong region.');
  if (!signatureMatches(presigned, credentials.secretKey, hostCandidates(request.headers.host))) {
    throw new SignatureError(403, 'The request signature does not match.');
  }
  return credentials;
}

function authError(message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: NOT_AUTHORIZED }) as AuthenticateError;
}

/** A client id belongs to its account: `<account uuid>` or `<account uuid>-<suffix>`, so no one resumes another's session. */
const ownsClientId = (topic: string, clientId: string): boolean => clientId === topic || clientId.startsWith(`${topic}-`);

export function createRealtimeBroker(options: BrokerOptions): Broker {
  const { credentials: store } = options;
  const sessionExpiryMs = (options.sessionExpirySeconds ?? 3600) * 1000;
  const identities = new WeakMap<IncomingMessage, Identity>();
  const sockets = new Map<WebSocket, { topic: string; timer: NodeJS.Timeout }>();
  const sessionTimers = new Map<string, NodeJS.Timeout>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  const identityOf = (client: Client): Identity | undefined => (client.req ? identities.get(client.req) : undefined);

  function newAedes() {
    const aedes = createAedes({
      authenticate(client, _username, _password, done) {
        const identity = identityOf(client);
        if (!identity) return done(authError('Not authorized.'), false);
        if (!ownsClientId(identity.credentials.topic, client.id)) return done(authError('The client id belongs to another account.'), false);
        done(null, true);
      },
      authorizeSubscribe(client, subscription, done) {
        const identity = identityOf(client);
        // A null subscription is refused in the SUBACK (0x80); the connection stays up.
        if (!identity || subscription.topic !== identity.credentials.topic) return done(null, null);
        done(null, { ...subscription, qos: Math.min(subscription.qos, 1) as 0 | 1 });
      },
      authorizePublish(_client, _packet, done) {
        done(new Error('Clients may not publish.'));
      },
    });
    // A disconnected persistent session is forgotten after the expiry, unless its client came back.
    aedes.on('clientDisconnect', (client) => {
      if (client.clean) return;
      clearTimeout(sessionTimers.get(client.id));
      const timer = setTimeout(() => {
        sessionTimers.delete(client.id);
        // aedes keeps these two out of its typings: the connected clients by id, and the session store.
        const internals = aedes as unknown as { clients: Record<string, Client | undefined>; persistence: SessionStore };
        if (!internals.clients[client.id]) internals.persistence.cleanSubscriptions({ id: client.id }, () => undefined);
      }, sessionExpiryMs);
      timer.unref();
      sessionTimers.set(client.id, timer);
    });
    aedes.on('clientReady', (client) => {
      clearTimeout(sessionTimers.get(client.id));
      sessionTimers.delete(client.id);
    });
    return aedes;
  }

  let aedes = newAedes();

  function closeSockets(filter: (topic: string) => boolean): number {
    let count = 0;
    for (const [socket, entry] of sockets) {
      if (!filter(entry.topic)) continue;
      socket.terminate();
      count += 1;
    }
    return count;
  }

  function accept(socket: WebSocket, request: IncomingMessage, credentials: IssuedCredentials): void {
    identities.set(request, { credentials });
    // The connection ends with its credentials: the console refreshes them before that and reconnects.
    const timer = setTimeout(() => socket.terminate(), Math.max(0, credentials.expiresAt * 1000 - Date.now()));
    timer.unref();
    sockets.set(socket, { topic: credentials.topic, timer });
    socket.on('close', () => {
      clearTimeout(timer);
      sockets.delete(socket);
    });
    const stream = createWebSocketStream(socket);
    stream.on('error', () => socket.terminate());
    aedes.handle(stream, request);
  }

  return {
    handleUpgrade(request, socket, head) {
      const path = (request.url ?? '').split('?', 1)[0];
      if (path !== MQTT_PATH) return refuse(socket, 404, 'Not found.');
      let credentials: IssuedCredentials;
      try {
        credentials = verifyUpgrade(request, store);
      } catch (error) {
        if (error instanceof SignatureError) return refuse(socket, error.status, error.message);
        throw error;
      }
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, request, credentials));
    },
    publish(topic, payload) {
      return new Promise((resolve, reject) => {
        aedes.publish({ cmd: 'publish', topic, payload: Buffer.from(payload), qos: 1, retain: false, dup: false }, (error) =>
          error ? reject(error) : resolve(),
        );
      });
    },
    drop: (topic) => closeSockets((owner) => owner === topic),
    reset() {
      closeSockets(() => true);
      for (const timer of sessionTimers.values()) clearTimeout(timer);
      sessionTimers.clear();
      const previous = aedes;
      aedes = newAedes();
      previous.close();
    },
    async close() {
      closeSockets(() => true);
      for (const timer of sessionTimers.values()) clearTimeout(timer);
      sessionTimers.clear();
      await new Promise<void>((resolve) => aedes.close(() => resolve()));
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

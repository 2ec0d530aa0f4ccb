import type { FastifyInstance } from 'fastify';
import { nowSeconds } from '../lib/time';
import { createRealtimeBroker, type Broker, type RealtimeMessage } from './broker';
import { createCredentialStore, toCredentialsDto, type CredentialsDto, type CredentialStore } from './credentials';

export type { RealtimeMessage } from './broker';

/** What other areas use to report asynchronous outcomes: `app.sandbox.realtime?.publish(accountUuid, { type, resource })`. */
export interface Realtime {
  credentials: CredentialStore;
  broker: Broker;
  /** New temporary credentials for the account; its uuid is the one topic they may subscribe to. */
  issue(account: { id: number; uuid: string }): CredentialsDto;
  /** Publishes `{ type, timestamp, resource }` (timestamp defaults to now, in Unix seconds) and returns it. */
  publish(topic: string, message: { type: string; resource?: unknown; timestamp?: number }): Promise<RealtimeMessage>;
  /** Publishes an exact payload, well-formed or not (for tests of the console's message checks). */
  publishRaw(topic: string, payload: string): Promise<void>;
  /** Terminates the account's sockets, as a network drop would; returns how many. */
  drop(topic: string): number;
  reset(): void;
  close(): Promise<void>;
}

export function createRealtime(): Realtime {
  const credentials = createCredentialStore();
  const broker = createRealtimeBroker({ credentials });
  return {
    credentials,
    broker,
    issue: (account) => toCredentialsDto(credentials.issue(account)),
    async publish(topic, { type, resource = {}, timestamp = nowSeconds() }) {
      const message: RealtimeMessage = { type, timestamp, resource };
      await broker.publish(topic, JSON.stringify(message));
      return message;
    },
    publishRaw: (topic, payload) => broker.publish(topic, payload),
    drop: (topic) => broker.drop(topic),
    reset() {
      credentials.clear();
      broker.reset();
    },
    close: () => broker.close(),
  };
}

/** Puts the realtime service on `app.sandbox` and the broker on the server's `/mqtt` upgrades. */
export function installRealtime(app: FastifyInstance): Realtime {
  const realtime = createRealtime();
  app.sandbox.realtime = realtime;
  // Credentials of a reset database die with it, and so do their connections.
  app.sandbox.onReset(() => realtime.reset());
  app.server.on('upgrade', (request, socket, head) => {
    socket.on('error', () => socket.destroy());
    realtime.broker.handleUpgrade(request, socket, head);
  });
  app.addHook('preClose', async () => realtime.close());
  return realtime;
}

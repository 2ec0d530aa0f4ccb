import { fillingFresh, type Db } from './db/connection';
import { dropAllTables, migrate } from './db/migrate';
import { ensureSecret } from './db/meta';
import { createOutbox, type Outbox } from './lib/outbox';
import { dummyPasswordHash } from './lib/passwords';
import { createLimiters, type Limiters } from './lib/rateLimit';
import { createSettingsStore, type SettingsStore } from './lib/settings';
import { applySeed, prepareSeed, seededProfile, type SeedProfile, type SeedSizes } from './seed';
import { createCaptcha, type Captcha } from './services/captcha';
import { createSessions, type Sessions } from './services/sessions';
import type { Realtime } from './realtime';
import { createWebhookDispatcher, type WebhookDispatcher } from './services/webhookDelivery';
import { publishWebhookAttempt } from './services/webhookEvents';

/** Everything a route needs, decorated on the Fastify instance as `app.sandbox`. */
export interface SandboxOptions {
  platformKey: string;
  seedProfile: SeedProfile;
  /** The seed's quantities when not the profile's own. */
  seedSizes?: SeedSizes;
  recaptchaSecret?: string;
  /** OAuth client ids allowed to sign in (CLIENT_IDS; the sandbox console's `sandbox-console` by default). */
  clientIds: readonly string[];
  /** The interface it listens on (HOST), a host name the sandbox controls accept besides the loopback ones. */
  host?: string;
  /** Where uploaded files are kept: beside the database, or a temporary folder for an in-memory one. */
  uploadsDir: string;
}

export interface SandboxContext {
  db: Db;
  options: SandboxOptions;
  settings: SettingsStore;
  sessions: Sessions;
  outbox: Outbox;
  captcha: Captcha;
  /** The realtime credentials and MQTT broker; set by `installRealtime` once the HTTP server exists. */
  realtime?: Realtime;
  limiters: Limiters;
  /** The webhooks' delivery queue (issue 22 P4): events in, signed POSTs out, retried with backoff. */
  webhooks: WebhookDispatcher;
  /** Seeds a new database; a database seeded before keeps its data. */
  prepare(): Promise<void>;
  /** Rebuilds the database from its migrations and seed, and forgets all in-memory state. */
  reset(): Promise<void>;
  /** Lets an area drop its own in-memory state when the sandbox resets. */
  onReset(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sandbox: SandboxContext;
  }
}

export function createSandboxContext(db: Db, options: SandboxOptions): SandboxContext {
  migrate(db);
  ensureSecret(db);
  const settings = createSettingsStore();
  const limiters = createLimiters();
  const resetListeners: (() => void)[] = [];
  const seedOptions = { profile: options.seedProfile, platformKey: options.platformKey, sizes: options.seedSizes };

  const context: SandboxContext = {
    db,
    options,
    settings,
    sessions: createSessions(db, settings),
    outbox: createOutbox(db),
    captcha: createCaptcha(db, { recaptchaSecret: options.recaptchaSecret }),
    limiters,
    webhooks: createWebhookDispatcher(db, { onAttempt: (report) => publishWebhookAttempt(context, report) }),
    async prepare() {
      if (seededProfile(db)) {
        await dummyPasswordHash();
        return;
      }
      const [seed] = await Promise.all([prepareSeed(seedOptions), dummyPasswordHash()]);
      fillingFresh(db, () => db.transaction(() => applySeed(db, seed))());
    },
    async reset() {
      const seed = await prepareSeed(seedOptions);
      // Tables are dropped in any order, so foreign keys are off for the rebuild (a pragma that only applies outside a transaction).
      db.pragma('foreign_keys = OFF');
      try {
        db.transaction(() => {
          dropAllTables(db);
          migrate(db);
          ensureSecret(db);
          applySeed(db, seed);
        })();
      } finally {
        db.pragma('foreign_keys = ON');
      }
      settings.reset();
      context.webhooks.reset();
      for (const limiter of Object.values(limiters)) limiter.clearAll();
      for (const listener of resetListeners) listener();
    },
    onReset(listener) {
      resetListeners.push(listener);
    },
  };
  return context;
}

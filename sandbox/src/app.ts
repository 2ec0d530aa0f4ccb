import { AjvCompiler } from '@fastify/ajv-compiler';
import formbody from '@fastify/formbody';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createSandboxContext, type SandboxContext } from './context';
import { openDatabase } from './db/connection';
import { installRequestContext } from './lib/auth';
import { frameworkErrors, installJsonParser } from './lib/bodyLimits';
import { installErrorHandler } from './lib/errorHandler';
import { parseNestedForm } from './lib/form';
import { parseQueryString } from './lib/querystring';
import { installResponseHeaders } from './lib/securityHeaders';
import { installRealtime } from './realtime';
import { installBodyDefaults } from './lib/validation';
import { registerConsole } from './routes/console';
import { apiPlugin } from './routes';
import type { SeedProfile, SeedSizes } from './seed';

export interface BuildAppOptions {
  /** SQLite file, or ':memory:'. Created, migrated and (when new) seeded before the app is ready. */
  dbPath: string;
  seed?: SeedProfile;
  /** The profile's quantities, replaced (a smaller data set of the large profile's shape, for tests). */
  seedSizes?: SeedSizes;
  /** The built console; served with an SPA fallback when it holds an index.html. */
  distDir?: string;
  platformKey?: string;
  logger?: boolean;
  /** When set, the CSP admits Google's reCAPTCHA. */
  recaptchaSiteKey?: string;
  /** When set, registration captchas are verified with Google instead of the sandbox challenge. */
  recaptchaSecret?: string;
  /** CLIENT_IDS: the OAuth client ids sign-in accepts. */
  clientIds?: readonly string[];
  /** HOST: the sandbox controls accept requests addressed to it besides the loopback names. */
  host?: string;
  /** Compile each route's request validator on its first request (tests) instead of at start-up. */
  lazyValidation?: boolean;
  /** Uploaded files; by default `uploads/` beside the database, or a temporary folder (removed on close) for ':memory:'. */
  uploadsDir?: string;
}

/** Keeps one-time secrets that travel in paths (reset tokens, activation codes) out of the logs. */
export function redactUrl(url: string): string {
  return url.replace(/(\/(?:forgot-password|activate))\/[^/?#]+/g, '$1/[redacted]');
}

const loggerOptions: FastifyServerOptions['logger'] = {
  level: 'info',
  serializers: {
    req: (request: { method: string; url: string }) => ({ method: request.method, url: redactUrl(request.url) }),
  },
};

/**
 * The request validators, shared by every app this process builds: Fastify's own compiler pool, made once here
 * instead of once per app, so a schema compiled for one app (they are module constants) is reused by the next.
 */
const sharedValidators = AjvCompiler();

type ValidatorCompiler = ReturnType<typeof sharedValidators>;
type Validate = ReturnType<ValidatorCompiler>;

/**
 * Compiles a route's validator when a request first needs it instead of when the route is added. A test app meets a
 * handful of its 280 routes, and compiling all of them was most of a sandbox test file's time (6 s of CPU per file);
 * the apps that serve (start, e2e) stay eager, as does the principal matrix's, which so compiles every schema.
 */
const lazyValidators: typeof sharedValidators = (externalSchemas, options) => {
  const compileNow = sharedValidators(externalSchemas, options);
  return ((route, meta) => {
    let validate: Validate | undefined;
    // Fastify hands a function with `schemaEnv` the request as parent data, so the root value can be coerced.
    const lazy = Object.assign(
      (data: unknown, context?: Parameters<Validate>[1]) => {
        validate ??= compileNow(route, meta);
        const valid = validate(data, context);
        lazy.errors = validate.errors;
        return valid;
      },
      { schemaEnv: true, errors: null as Validate['errors'] },
    );
    return lazy as unknown as Validate;
  }) as ValidatorCompiler;
};

/** The client id the sandbox build of the console sends (src/config.ts). */
export const DEFAULT_CLIENT_IDS: readonly string[] = ['sandbox-console'];

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const temporaryUploads = options.uploadsDir === undefined && options.dbPath === ':memory:';
  const uploadsDir = options.uploadsDir ?? (temporaryUploads ? mkdtempSync(join(tmpdir(), 'boxoffice-uploads-')) : join(dirname(options.dbPath), 'uploads'));
  const db = openDatabase(options.dbPath);
  let sandbox: SandboxContext;
  try {
    sandbox = createSandboxContext(db, {
      platformKey: options.platformKey ?? 'boxoffice',
      seedProfile: options.seed ?? 'default',
      seedSizes: options.seedSizes,
      recaptchaSecret: options.recaptchaSecret,
      host: options.host,
      clientIds: options.clientIds ?? DEFAULT_CLIENT_IDS,
      uploadsDir,
    });
  } catch (error) {
    db.close();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ? loggerOptions : false,
    // One line per request (below) instead of Fastify's two: the log is half as long and costs half as much.
    logController: new LogController({ disableRequestLogging: true }),
    // Every failing field is reported, not only the first; an unknown field is refused (400 naming it), never dropped.
    ajv: { customOptions: { allErrors: true, removeAdditional: false } },
    schemaController: { compilersFactory: { buildValidator: options.lazyValidation ? lazyValidators : sharedValidators } },
    // One array spelling for queries, the console's: `filter[]=a&filter[]=b` arrives as `filter: ['a', 'b']`.
    routerOptions: { querystringParser: parseQueryString },
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.decorate('sandbox', sandbox);
  if (options.logger) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
    });
  }
  installRealtime(app);
  installRequestContext(app);
  installErrorHandler(app);
  installBodyDefaults(app);
  installJsonParser(app);
  // The API takes forms and JSON; a raw body (text, CSV, octet-stream) only where a route that takes a file says so.
  app.removeContentTypeParser('text/plain');
  installResponseHeaders(app, { recaptcha: Boolean(options.recaptchaSiteKey) });
  app.register(formbody, { parser: parseNestedForm });
  app.register(apiPlugin, { prefix: '/api' });
  registerConsole(app, { distDir: options.distDir });
  app.addHook('onReady', async () => {
    await sandbox.prepare();
    // Deliveries left waiting by the last run (kept in the database) go on.
    sandbox.webhooks.start();
  });
  app.addHook('preClose', async () => sandbox.webhooks.stop());
  app.addHook('onClose', async () => {
    db.close();
    if (temporaryUploads) rmSync(uploadsDir, { recursive: true, force: true });
  });
  return app;
}

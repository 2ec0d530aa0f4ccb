import type { FastifyPluginAsync } from 'fastify';
import { fieldError, HttpError, notFound } from '../lib/errors';
import { emailField, normalizeEmail } from '../lib/validation';
import { findAccountByEmail } from '../models/accounts';
import type { Realtime } from '../realtime';

/**
 * Sandbox-only realtime controls (JSON bodies): publish a message to a topic, drop an account's sockets as a network
 * failure would, and shorten the credentials' lifetime for tests.
 */
interface PublishBody {
  topic: string;
  type?: string;
  resource?: Record<string, unknown>;
  timestamp?: number;
  /** An exact payload instead of `{ type, timestamp, resource }`, to try the console's message checks. */
  raw?: string;
}

const publishBody = {
  type: 'object',
  properties: {
    // A topic name, not a filter, and never a broker ($SYS) topic.
    topic: { type: 'string', minLength: 1, maxLength: 256, pattern: '^[^#+$][^#+]*$' },
    type: { type: 'string', minLength: 1, maxLength: 128 },
    resource: { type: 'object' },
    timestamp: { type: 'integer', minimum: 0 },
    raw: { type: 'string', maxLength: 64 * 1024 },
  },
  required: ['topic'],
  additionalProperties: false,
} as const;

const configBody = {
  type: 'object',
  properties: { credentials_ttl_s: { type: 'integer', minimum: 1, maximum: 24 * 3600 } },
  additionalProperties: false,
} as const;

export const realtimeControlRoutes: FastifyPluginAsync = async (app) => {
  const service = (): Realtime => {
    const { realtime } = app.sandbox;
    if (!realtime) throw new HttpError(503, 'Realtime notifications are not available.');
    return realtime;
  };

  app.post<{ Body: PublishBody }>('/publish', { schema: { body: publishBody } }, async (request) => {
    const { topic, type, resource, timestamp, raw } = request.body;
    if (raw !== undefined) {
      await service().publishRaw(topic, raw);
      return { topic, payload: raw };
    }
    if (type === undefined) throw fieldError('type', 'type is required.');
    return { topic, payload: await service().publish(topic, { type, resource, timestamp }) };
  });

  app.post<{ Body: { email: string } }>(
    '/realtime/drop',
    { schema: { body: { type: 'object', properties: { email: emailField }, required: ['email'], additionalProperties: false } } },
    async (request) => {
      const account = findAccountByEmail(app.sandbox.db, normalizeEmail(request.body.email));
      if (!account) throw notFound('Account not found.');
      return { dropped: service().drop(account.uuid) };
    },
  );

  app.get('/realtime/config', async () => ({ credentials_ttl_s: service().credentials.ttlSeconds() }));

  app.post<{ Body: { credentials_ttl_s?: number } }>('/realtime/config', { schema: { body: configBody } }, async (request) => {
    const { credentials } = service();
    if (request.body.credentials_ttl_s !== undefined) credentials.setTtlSeconds(request.body.credentials_ttl_s);
    return { credentials_ttl_s: credentials.ttlSeconds() };
  });
};

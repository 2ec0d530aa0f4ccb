import { Type } from 'typebox';
import { Closed, Email, SrkeyQuery } from '../../../src/contracts/fields';
import type { FastifyPluginAsyncTypebox } from '../lib/typebox';
import { fieldError, HttpError, notFound } from '../lib/errors';
import { normalizeEmail } from '../lib/validation';
import { findAccountByEmail } from '../models/accounts';
import type { Realtime } from '../realtime';

/**
 * Sandbox-only realtime controls (JSON bodies): publish a message to a topic, drop an account's sockets as a network
 * failure would, and shorten the credentials' lifetime for tests.
 */
const PublishBody = Closed({
  // A topic name, not a filter, and never a broker ($SYS) topic.
  topic: Type.String({ minLength: 1, maxLength: 256, pattern: '^[^#+$][^#+]*$' }),
  type: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
  resource: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
  timestamp: Type.Optional(Type.Integer({ minimum: 0 })),
  /** An exact payload instead of `{ type, timestamp, resource }`, to try the console's message checks. */
  raw: Type.Optional(Type.String({ maxLength: 64 * 1024 })),
});

const ConfigBody = Closed({ credentials_ttl_s: Type.Optional(Type.Integer({ minimum: 1, maximum: 24 * 3600 })) });
const DropBody = Closed({ email: Email });

export const realtimeControlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const service = (): Realtime => {
    const { realtime } = app.sandbox;
    if (!realtime) throw new HttpError(503, 'Realtime notifications are not available.');
    return realtime;
  };

  app.post('/publish', { schema: { body: PublishBody } }, async (request) => {
    const { topic, type, resource, timestamp, raw } = request.body;
    if (raw !== undefined) {
      await service().publishRaw(topic, raw);
      return { topic, payload: raw };
    }
    if (type === undefined) throw fieldError('type', 'type is required.');
    return { topic, payload: await service().publish(topic, { type, resource, timestamp }) };
  });

  app.post(
    '/realtime/drop',
    { schema: { body: DropBody } },
    async (request) => {
      const account = findAccountByEmail(app.sandbox.db, normalizeEmail(request.body.email));
      if (!account) throw notFound('Account not found.');
      return { dropped: service().drop(account.uuid) };
    },
  );

  app.get('/realtime/config', { schema: { querystring: SrkeyQuery } }, async () => ({ credentials_ttl_s: service().credentials.ttlSeconds() }));

  app.post('/realtime/config', { schema: { body: ConfigBody } }, async (request) => {
    const { credentials } = service();
    if (request.body.credentials_ttl_s !== undefined) credentials.setTtlSeconds(request.body.credentials_ttl_s);
    return { credentials_ttl_s: credentials.ttlSeconds() };
  });
};

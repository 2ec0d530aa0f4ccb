import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../lib/errors';
import type { SandboxSettings } from '../lib/settings';
import { emailField, normalizeEmail } from '../lib/validation';
import { findAccountByEmail } from '../models/accounts';

/** Sandbox-only controls under `/api/_sandbox`: the outbox, runtime settings, token revocation and reset. JSON bodies. */
const configBody = {
  type: 'object',
  properties: {
    token_ttl_s: { type: 'integer', minimum: 1, maximum: 30 * 24 * 3600 },
    latency_ms: { type: 'integer', minimum: 0, maximum: 60_000 },
    fault_rate: { type: 'number', minimum: 0, maximum: 1 },
  },
  additionalProperties: false,
} as const;

const outboxQuery = {
  type: 'object',
  properties: { to: emailField, limit: { type: 'integer', minimum: 1, maximum: 1000 } },
  additionalProperties: false,
} as const;

export const sandboxControlRoutes: FastifyPluginAsync = async (app) => {
  const sandbox = app.sandbox;

  app.get<{ Querystring: { to?: string; limit?: number } }>('/outbox', { schema: { querystring: outboxQuery } }, async (request) =>
    sandbox.outbox.list({ to: request.query.to, limit: request.query.limit }),
  );

  app.get('/config', async () => sandbox.settings.current());

  app.post<{ Body: Partial<SandboxSettings> }>('/config', { schema: { body: configBody } }, async (request) =>
    sandbox.settings.update(request.body),
  );

  app.post<{ Body: { email: string } }>(
    '/revoke',
    { schema: { body: { type: 'object', properties: { email: emailField }, required: ['email'] } } },
    async (request) => {
      const account = findAccountByEmail(sandbox.db, normalizeEmail(request.body.email));
      if (!account) throw notFound('Account not found.');
      const revoked = sandbox.sessions.revokeAccount(account.id, 'sandbox revoke');
      return { message: 'Tokens revoked.', revoked };
    },
  );

  app.post('/reset', async () => {
    await sandbox.reset();
    return { message: 'Sandbox reset.' };
  });
};

import { Type } from 'typebox';
import { Closed, Email, NoBody, OneOf, Query, SrkeyQuery } from '../../../src/contracts/fields';
import { HEALTH_INTEGRATIONS, SYNC_PLATFORMS } from '../../../src/contracts/values';
import type { FastifyPluginAsyncTypebox } from '../lib/typebox';
import { notFound } from '../lib/errors';
import { clearFaults, FAULT_KINDS, FAULT_METHODS, injectFault, listFaults, makeUnreachable } from '../lib/faults';
import { normalizeEmail } from '../lib/validation';
import { findAccountByEmail } from '../models/accounts';

/** Sandbox-only controls under `/api/_sandbox`: the outbox, runtime settings, faults per route, token revocation and reset. JSON bodies. */
const ConfigBody = Closed({
  token_ttl_s: Type.Optional(Type.Integer({ minimum: 1, maximum: 30 * 24 * 3600 })),
  latency_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 60_000 })),
  fault_rate: Type.Optional(Type.Number({ minimum: 0, maximum: 1 })),
  unreachable_platforms: Type.Optional(Type.Array(OneOf(SYNC_PLATFORMS), { maxItems: SYNC_PLATFORMS.length, uniqueItems: true })),
});

const RouteFaultBody = Closed({
  method: OneOf(FAULT_METHODS),
  path: Type.String({ pattern: '^/api/[^?#\\s]*$', maxLength: 300 }),
  kind: OneOf(FAULT_KINDS),
  retry_after_s: Type.Optional(Type.Integer({ minimum: 0, maximum: 86_400 })),
  hold_s: Type.Optional(Type.Integer({ minimum: 1, maximum: 120 })),
});
/** An integration's simulated service made unreachable (issue 23): its calls fail, and its health shows it. */
const UnreachableBody = Closed({ integration: OneOf(HEALTH_INTEGRATIONS), kind: Type.Literal('unreachable') });
const FaultBody = Type.Union([RouteFaultBody, UnreachableBody]);

const OutboxQuery = Query({ to: Type.Optional(Email), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) });
const RevokeBody = Closed({ email: Email });

export const sandboxControlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const sandbox = app.sandbox;

  app.get('/outbox', { schema: { querystring: OutboxQuery } }, async (request) =>
    sandbox.outbox.list({ to: request.query.to, limit: request.query.limit }),
  );

  app.get('/config', { schema: { querystring: SrkeyQuery } }, async () => sandbox.settings.current());

  app.post('/config', { schema: { body: ConfigBody } }, async (request) =>
    sandbox.settings.update(request.body),
  );

  app.get('/faults', { schema: { querystring: SrkeyQuery } }, async () => listFaults(sandbox));

  app.post('/faults', { schema: { body: FaultBody } }, async (request) => (request.body.kind === 'unreachable' ? makeUnreachable(sandbox, request.body) : injectFault(sandbox, request.body)));

  app.post('/faults/clear', { schema: { body: NoBody } }, async () => {
    clearFaults(sandbox);
    return listFaults(sandbox);
  });

  app.post(
    '/revoke',
    { schema: { body: RevokeBody } },
    async (request) => {
      const account = findAccountByEmail(sandbox.db, normalizeEmail(request.body.email));
      if (!account) throw notFound('Account not found.');
      const revoked = sandbox.sessions.revokeAccount(account.id, 'sandbox revoke');
      return { message: 'Tokens revoked.', revoked };
    },
  );

  app.post('/reset', { schema: { body: NoBody } }, async () => {
    await sandbox.reset();
    return { message: 'Sandbox reset.' };
  });
};

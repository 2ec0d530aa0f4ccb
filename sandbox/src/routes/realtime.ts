import type { FastifyPluginAsyncTypebox as FastifyPluginAsync } from '../lib/typebox';
import { currentAccount } from '../lib/auth';
import { HttpError } from '../lib/errors';
import { SrkeyQuery } from '../../../src/contracts/fields';

/** Temporary credentials for the signed-in account's realtime connection (valid 30 minutes). */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  app.get('/realtime/credentials', { schema: { querystring: SrkeyQuery } }, async (request) => {
    const { realtime } = app.sandbox;
    if (!realtime) throw new HttpError(503, 'Realtime notifications are not available.');
    const account = currentAccount(request);
    return realtime.issue({ id: account.id, uuid: account.uuid });
  });
};

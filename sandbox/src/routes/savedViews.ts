import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SavedViewBody, SavedViewParams, SavedViewsQuery } from '../../../src/contracts/savedViews';
import { currentAccount } from '../lib/auth';
import { assertPrintable, requireText } from '../lib/validation';
import { createView, deleteView, listViews } from '../models/savedViews';

/** Saved views of a list's filter, per user (not per merchant): `v2/saved-views`. */
export const savedViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  app.get('/v2/saved-views', { schema: { querystring: SavedViewsQuery } }, async (request) =>
    listViews(db, currentAccount(request).id, request.query.list),
  );

  app.post('/v2/saved-views', { schema: { body: SavedViewBody } }, async (request, reply) => {
    const { list, query } = request.body;
    const name = requireText(request.body.name, 'name', 1);
    assertPrintable(query, 'query');
    reply.code(201);
    return createView(db, currentAccount(request).id, { list, name, query });
  });

  app.delete('/v2/saved-views/:id', { schema: { params: SavedViewParams } }, async (request, reply) => {
    deleteView(db, currentAccount(request).id, request.params.id);
    return reply.code(204).send();
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { currentAccount } from '../lib/auth';
import { assertPrintable, formBody, requireText, srkeyQuery, stringField } from '../lib/validation';
import { createView, deleteView, listViews, SAVED_VIEW_LISTS } from '../models/savedViews';

/** Saved views of a list's filter, per user (not per merchant): `v2/saved-views`. */
const listField = { type: 'string', enum: [...SAVED_VIEW_LISTS] } as const;

const listQuery = { ...srkeyQuery, properties: { ...srkeyQuery.properties, list: listField }, required: ['list'] } as const;
const createBody = formBody({ list: listField, name: stringField(1, 60), query: { type: 'string', maxLength: 2000 } }, ['list', 'name', 'query']);
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'], additionalProperties: false } as const;

export const savedViewRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.sandbox;

  app.get<{ Querystring: { list: string } }>('/v2/saved-views', { schema: { querystring: listQuery } }, async (request) =>
    listViews(db, currentAccount(request).id, request.query.list),
  );

  app.post<{ Body: { list: string; name: string; query: string } }>('/v2/saved-views', { schema: { body: createBody } }, async (request, reply) => {
    const { list, query } = request.body;
    const name = requireText(request.body.name, 'name', 1);
    assertPrintable(query, 'query');
    reply.code(201);
    return createView(db, currentAccount(request).id, { list, name, query });
  });

  app.delete<{ Params: { id: number } }>('/v2/saved-views/:id', { schema: { params: idParams } }, async (request, reply) => {
    deleteView(db, currentAccount(request).id, request.params.id);
    return reply.code(204).send();
  });
};

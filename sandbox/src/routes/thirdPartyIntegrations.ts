import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChatRoomBody,
  ChatRoomParams,
  ChatRoomUpdateBody,
  EventbriteOrganizationsQuery,
  EventbriteVideosQuery,
  LiveLikeListQuery,
  LiveLikeResourceDeleteParams,
  LiveLikeResourceParams,
} from '../../../src/contracts/integrations';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { commerceMerchant } from '../lib/commerceScope';
import { listEvents, listOrganizations } from '../models/eventbrite';
import { chatRoom, createChatRoom, createLiveLikeAccount, deleteChatRoom, disconnectLiveLike, listChatRooms, updateChatRoom } from '../models/liveLike';

/** The third-party integrations (catalogue 7.11): Eventbrite's organisations and events; LiveLike's account and chat rooms. */
export const thirdPartyIntegrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  app.get('/v2/eventbrite/organizations', { schema: { querystring: EventbriteOrganizationsQuery } }, async (request) =>
    listOrganizations(db, commerceMerchant(request), request.query.continuation),
  );
  app.get('/v2/eventbrite/videos', { schema: { querystring: EventbriteVideosQuery } }, async (request) => {
    const { organization_id, limit, continuation } = request.query;
    return listEvents(db, commerceMerchant(request), { organization_id, ...(limit === undefined ? {} : { limit: Number(limit) }), ...(continuation === undefined ? {} : { continuation }) });
  });

  app.post('/v2/items/livelike/account', { schema: { body: NoBody } }, async (request, reply) => {
    reply.code(201);
    return createLiveLikeAccount(db, commerceMerchant(request));
  });
  app.delete('/v2/items/livelike/account', { schema: { body: NoBody } }, async (request, reply) => {
    disconnectLiveLike(db, commerceMerchant(request));
    return reply.code(204).send();
  });
  app.get('/v2/items/livelike/:resource', { schema: { params: LiveLikeResourceParams, querystring: LiveLikeListQuery } }, async (request) =>
    listChatRooms(db, commerceMerchant(request), { page: Number(request.query.page ?? 1), ...(request.query.item_id === undefined ? {} : { item_id: Number(request.query.item_id) }) }),
  );
  app.post('/v2/items/livelike/chatrooms', { schema: { body: ChatRoomBody } }, async (request, reply) => {
    reply.code(201);
    return createChatRoom(db, commerceMerchant(request), request.body);
  });
  app.patch('/v2/items/livelike/chatrooms', { schema: { body: ChatRoomUpdateBody } }, async (request) => updateChatRoom(db, commerceMerchant(request), request.body));
  app.get('/v2/items/livelike/chatroom/:chatroomId', { schema: { params: ChatRoomParams, querystring: SrkeyQuery } }, async (request) =>
    chatRoom(db, commerceMerchant(request), request.params.chatroomId),
  );
  app.delete('/v2/items/livelike/:itemId/:resourceId', { schema: { params: LiveLikeResourceDeleteParams, body: NoBody } }, async (request, reply) => {
    deleteChatRoom(db, commerceMerchant(request), request.params.itemId, request.params.resourceId);
    return reply.code(204).send();
  });
};

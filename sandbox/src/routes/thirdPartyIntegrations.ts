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
import { track } from '../models/integrationHealth';
import { chatRoom, createChatRoom, createLiveLikeAccount, deleteChatRoom, disconnectLiveLike, listChatRooms, updateChatRoom } from '../models/liveLike';

/**
 * The third-party integrations (catalogue 7.11): Eventbrite's organisations and events; LiveLike's account and chat
 * rooms. Each call reaches the simulated service, so its outcome counts in the integration's health.
 */
export const thirdPartyIntegrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  const eventbrite = <T>(merchantId: number, call: () => T) => track(app.sandbox, merchantId, 'eventbrite', call);
  const liveLike = <T>(merchantId: number, call: () => T) => track(app.sandbox, merchantId, 'livelike', call);

  app.get('/v2/eventbrite/organizations', { schema: { querystring: EventbriteOrganizationsQuery } }, async (request) => {
    const merchantId = commerceMerchant(request);
    return eventbrite(merchantId, () => listOrganizations(db, merchantId, request.query.continuation));
  });
  app.get('/v2/eventbrite/videos', { schema: { querystring: EventbriteVideosQuery } }, async (request) => {
    const { organization_id, limit, continuation } = request.query;
    const merchantId = commerceMerchant(request);
    return eventbrite(merchantId, () => listEvents(db, merchantId, { organization_id, ...(limit === undefined ? {} : { limit: Number(limit) }), ...(continuation === undefined ? {} : { continuation }) }));
  });

  app.post('/v2/items/livelike/account', { schema: { body: NoBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    const account = liveLike(merchantId, () => createLiveLikeAccount(db, merchantId));
    reply.code(201);
    return account;
  });
  app.delete('/v2/items/livelike/account', { schema: { body: NoBody } }, async (request, reply) => {
    disconnectLiveLike(db, commerceMerchant(request));
    return reply.code(204).send();
  });
  app.get('/v2/items/livelike/:resource', { schema: { params: LiveLikeResourceParams, querystring: LiveLikeListQuery } }, async (request) => {
    const merchantId = commerceMerchant(request);
    const { page, item_id: itemId } = request.query;
    return liveLike(merchantId, () => listChatRooms(db, merchantId, { page: Number(page ?? 1), ...(itemId === undefined ? {} : { item_id: Number(itemId) }) }));
  });
  app.post('/v2/items/livelike/chatrooms', { schema: { body: ChatRoomBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    const room = liveLike(merchantId, () => createChatRoom(db, merchantId, request.body));
    reply.code(201);
    return room;
  });
  app.patch('/v2/items/livelike/chatrooms', { schema: { body: ChatRoomUpdateBody } }, async (request) => {
    const merchantId = commerceMerchant(request);
    return liveLike(merchantId, () => updateChatRoom(db, merchantId, request.body));
  });
  app.get('/v2/items/livelike/chatroom/:chatroomId', { schema: { params: ChatRoomParams, querystring: SrkeyQuery } }, async (request) => {
    const merchantId = commerceMerchant(request);
    return liveLike(merchantId, () => chatRoom(db, merchantId, request.params.chatroomId));
  });
  app.delete('/v2/items/livelike/:itemId/:resourceId', { schema: { params: LiveLikeResourceDeleteParams, body: NoBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    liveLike(merchantId, () => deleteChatRoom(db, merchantId, request.params.itemId, request.params.resourceId));
    return reply.code(204).send();
  });
};

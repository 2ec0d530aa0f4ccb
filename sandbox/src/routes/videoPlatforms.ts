import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import {
  ChooserBody,
  ChooserParams,
  ExternalAccountBody,
  ExternalVideoQuery,
  ExternalVideosQuery,
  IvsChannelBody,
  IvsChannelQuery,
  IvsChannelUpdateBody,
  OvpParams,
  OvpTypeParams,
  RssFeedParams,
  RssFetchQuery,
  SyncBody,
  SyncStatusBody,
  ThumbnailParams,
} from '../../../src/contracts/videoPlatforms';
import type { SyncPlatform } from '../../../src/contracts/values';
import { EXTERNAL_VIDEOS_PAGE_SIZE, isSyncPlatform } from '../../../src/contracts/values';
import { FEATURE_OFF_MESSAGE } from '../lib/access';
import { currentAccount, tenantId } from '../lib/auth';
import { commerceMerchant } from '../lib/commerceScope';
import { forbidden, HttpError, notFound } from '../lib/errors';
import { hidesSecrets, maskSecrets } from '../lib/secrets';
import { merchantHasFeature } from '../models/features';
import { track } from '../models/integrationHealth';
import { channel, createChannel, listChannels, updateChannel } from '../models/ivsChannels';
import { assetFeed, readFeed } from '../models/rssFeeds';
import { chooserDoneHtml, chooserGoneHtml, chooserHtml } from '../services/panoptoChooserPage';
import {
  chooserPostback,
  chooserSessions,
  connectAccount,
  disconnectAccount,
  externalAccount,
  externalVideo,
  externalVideos,
  openChooser,
  players,
  runSyncBatch,
  startSync,
  SYNC_TICK_MS,
  syncStatus,
  thumbnailSvg,
} from '../models/videoPlatforms';

const MAX_LIMIT = 100;

/** The video platforms: the external account (catalogue 7.11), the library, players and sync (catalogue 7.1). */
export const videoPlatformRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  let timer: NodeJS.Timeout | null = null;
  // Syncs run after the answer, a batch at a time, as the platform's do.
  const pump = () => {
    timer = null;
    try {
      if (runSyncBatch(app.sandbox, (error) => app.log.warn({ err: error }, 'sync outcome could not be published'))) timer = setTimeout(pump, SYNC_TICK_MS);
    } catch (error) {
      app.log.error({ err: error }, 'a video platform sync failed');
      timer = setTimeout(pump, SYNC_TICK_MS);
    }
  };
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
  // A platform set unreachable in the sandbox's settings does not answer: the connection closes with no response.
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/ovps/')) return;
    const params = request.params as { type?: SyncPlatform };
    const body = request.body as { ovp_name?: SyncPlatform } | undefined;
    const platform = params.type ?? body?.ovp_name ?? (request.url.startsWith('/api/ovps/jwplayer/') ? 'jwplayer' : request.url.startsWith('/api/ovps/panopto/') ? 'panopto' : undefined);
    if (platform && app.sandbox.settings.current().unreachable_platforms.includes(platform)) {
      reply.hijack();
      request.raw.socket.destroy();
    }
  });

  // LiveLike's account is the merchant's only with its LivelikeIntegration feature (the access table's are per route),
  // refused before its body is looked at, as the access table's features are.
  app.addHook('preValidation', async (request) => {
    const name = (request.params as { ovpName?: string } | undefined)?.ovpName;
    if (name === 'livelike' && !merchantHasFeature(db, tenantId(request), 'LivelikeIntegration')) throw forbidden(FEATURE_OFF_MESSAGE);
  });

  app.get('/external-accounts/:ovpName', { schema: { params: OvpParams, querystring: SrkeyQuery } }, async (request) =>
    externalAccount(db, commerceMerchant(request), request.params.ovpName),
  );
  app.post('/external-accounts/:ovpName', { schema: { params: OvpParams, body: ExternalAccountBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    const { ovpName } = request.params;
    // The platform or service checks the keys as the connect goes: its outcome counts in its health. A platform the
    // settings make silent still has its keys stored (the platform API keeps them); its library calls get no answer.
    if (isSyncPlatform(ovpName) && app.sandbox.settings.current().unreachable_platforms.includes(ovpName)) connectAccount(db, merchantId, ovpName, request.body);
    else track(app.sandbox, merchantId, ovpName, () => connectAccount(db, merchantId, ovpName, request.body));
    return reply.code(201).type('text/plain; charset=utf-8').send('connected');
  });
  app.delete('/external-accounts/:ovpName', { schema: { params: OvpParams, body: NoBody } }, async (request, reply) => {
    disconnectAccount(db, commerceMerchant(request), request.params.ovpName);
    return reply.code(204).send();
  });

  app.get('/ovps/:type/videos', { schema: { params: OvpTypeParams, querystring: ExternalVideosQuery } }, async (request) => {
    const limit = Math.min(Math.max(Number(request.query.limit ?? EXTERNAL_VIDEOS_PAGE_SIZE), 1), MAX_LIMIT);
    const merchantId = commerceMerchant(request);
    const { type } = request.params;
    return track(app.sandbox, merchantId, type, () => externalVideos(db, merchantId, type, { page_number: Number(request.query.page_number ?? 0), limit, access_token: request.query.access_token }));
  });
  app.get('/ovps/:type/video', { schema: { params: OvpTypeParams, querystring: ExternalVideoQuery } }, async (request) => {
    const { srkey: _srkey, ...lookup } = request.query;
    const merchantId = commerceMerchant(request);
    return track(app.sandbox, merchantId, request.params.type, () => externalVideo(db, merchantId, request.params.type, lookup));
  });
  app.get('/ovps/jwplayer/players', { schema: { querystring: SrkeyQuery } }, async (request) => {
    const merchantId = commerceMerchant(request);
    return track(app.sandbox, merchantId, 'jwplayer', () => players(db, merchantId));
  });

  app.post('/ovps/sync', { schema: { body: SyncBody } }, async (request, reply) => {
    const merchantId = commerceMerchant(request);
    const status = track(app.sandbox, merchantId, request.body.ovp_name, () => startSync(db, merchantId, currentAccount(request).id, request.body));
    if (!timer) timer = setTimeout(pump, 0);
    reply.code(202);
    return status;
  });
  app.post('/ovps/sync/check-status', { schema: { body: SyncStatusBody } }, async (request) => syncStatus(db, commerceMerchant(request), request.body.ovp_name));

  // Panopto's session chooser: a one-time page "on Panopto" (public: its token is the authority) that posts back.
  app.get('/ovps/panopto/session-chooser', { schema: { querystring: SrkeyQuery } }, async (request) => openChooser(db, commerceMerchant(request), currentAccount(request).id));
  app.get('/ovps/panopto/chooser/:token', { schema: { params: ChooserParams, querystring: SrkeyQuery } }, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    try {
      return chooserHtml(request.url.split('?', 1)[0], chooserSessions(db, request.params.token));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return reply.code(error.statusCode).send(chooserGoneHtml(error.message));
    }
  });
  app.post('/ovps/panopto/chooser/:token', { schema: { params: ChooserParams, body: ChooserBody } }, async (request, reply) => {
    const chosen = request.body.session_ids;
    const ids = chosen === undefined ? [] : Array.isArray(chosen) ? chosen : [chosen];
    reply.type('text/html; charset=utf-8');
    try {
      const outcome = chooserPostback(app.sandbox, request.params.token, ids, (error) => app.log.warn({ err: error }, 'panopto.postback could not be published'));
      return chooserDoneHtml(outcome.sessions);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.statusCode !== 400) return reply.code(error.statusCode).send(chooserGoneHtml(error.message));
      return reply.code(400).send(chooserHtml(request.url, chooserSessions(db, request.params.token), error.message));
    }
  });

  // IVS livestream channels (catalogue 7.11): each call reaches IVS, so its outcome counts in the platform's health.
  const ivs = <T>(request: FastifyRequest, call: (merchantId: number) => T): T => {
    const merchantId = commerceMerchant(request);
    return track(app.sandbox, merchantId, 'ivs', () => call(merchantId));
  };
  // A caller who only reads the video platforms gets the stream keys masked.
  const shown = <T extends object>(request: FastifyRequest, channel: T): T => (hidesSecrets(request, 'videoPlatformIntegrations') ? maskSecrets(channel) : channel);
  app.get('/v2/ovps/ivs/channels', { schema: { querystring: SrkeyQuery } }, async (request) => ({
    collection: ivs(request, (merchantId) => listChannels(db, merchantId)).collection.map((entry) => shown(request, entry)),
  }));
  app.post('/v2/ovps/ivs/channels', { schema: { body: IvsChannelBody } }, async (request, reply) => {
    const created = ivs(request, (merchantId) => createChannel(db, merchantId, request.body));
    reply.code(201);
    return created;
  });
  app.put('/v2/ovps/ivs/channels', { schema: { body: IvsChannelUpdateBody } }, async (request) => ivs(request, (merchantId) => updateChannel(db, merchantId, request.body)));
  app.get('/v2/ovps/ivs/channel', { schema: { querystring: IvsChannelQuery } }, async (request) => shown(request, ivs(request, (merchantId) => channel(db, merchantId, request.query.arn))));

  // RSS feeds (catalogue 7.1): read one by its address, or the feed of an RSS asset.
  app.get('/rss/fetch', { schema: { querystring: RssFetchQuery } }, async (request) => readFeed(request.query.url));
  app.get('/rss/feed/:id/content', { schema: { params: RssFeedParams, querystring: SrkeyQuery } }, async (request) =>
    assetFeed(db, commerceMerchant(request), request.params.id),
  );

  // What the platform's CDN serves for a thumbnail (public, as a CDN's images are).
  app.get('/files/ovp/thumbnails/:file', { schema: { params: ThumbnailParams, querystring: SrkeyQuery } }, async (request, reply) => {
    const key = request.params.file.replace(/\.svg$/, '');
    if (!key) throw notFound();
    reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=86400');
    return thumbnailSvg(key, key);
  });
};

import { Type } from 'typebox';
import { Closed, Query } from '../../../src/contracts/fields';
import { WEBHOOK_DELIVERY_HEADER, WEBHOOK_SIGNATURE_HEADER, WEBHOOK_TIMESTAMP_HEADER } from '../../../src/contracts/values';
import type { FastifyPluginAsyncTypebox } from '../lib/typebox';
import { prepared } from '../db/connection';
import { safeEqual } from '../lib/random';
import { nowSeconds } from '../lib/time';
import { findDelivery, webhookById } from '../models/webhooks';
import { signBody } from '../services/webhookDelivery';

/**
 * The sandbox's own webhook endpoint (issue 22 P4): `POST /api/_sandbox/receiver/{key}` records whatever it is sent
 * (the signed headers and the raw body) and answers 200, or the status `?status=` asks for (to see retries);
 * `GET /api/_sandbox/receiver/{key}` lists what it got, newest first. A fresh `npm start` can thus show a delivery end
 * to end: point a webhook at `http://localhost:8080/api/_sandbox/receiver/demo`.
 */
export const RECEIVER_KEEPS = 200;
const MAX_RECEIVED_BYTES = 64 * 1024;
const KEPT_HEADERS = ['content-type', 'user-agent', WEBHOOK_SIGNATURE_HEADER, WEBHOOK_DELIVERY_HEADER, WEBHOOK_TIMESTAMP_HEADER];

const ReceiverParams = Closed({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
const ReceiveQuery = Closed({ status: Type.Optional(Type.Integer({ minimum: 200, maximum: 599 })) });
const ReceivedQuery = Query({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RECEIVER_KEEPS })) });

export interface ReceivedDelivery {
  headers: Record<string, string>;
  body: string;
  received_at: number;
  /** Whether the signature header is HMAC-SHA256 of the body under the secret of the webhook that sent it. */
  signature_valid: boolean;
}

/** The receiver itself: a page area (no controls guard, any content type, the raw body kept as sent). */
export const webhookReceiverRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_RECEIVED_BYTES }, (_request, body, done) => done(null, body));

  app.post('/receiver/:key', { schema: { params: ReceiverParams, querystring: ReceiveQuery, body: Type.String({ maxLength: MAX_RECEIVED_BYTES }) } }, async (request, reply) => {
    const headers = Object.fromEntries(KEPT_HEADERS.flatMap((name) => (typeof request.headers[name] === 'string' ? [[name, request.headers[name] as string]] : [])));
    db.transaction(() => {
      prepared(db, 'INSERT INTO sandbox_receiver (key, headers, body, received_at) VALUES (?, ?, ?, ?)').run(request.params.key, JSON.stringify(headers), request.body, nowSeconds());
      prepared(db, 'DELETE FROM sandbox_receiver WHERE key = ? AND id NOT IN (SELECT id FROM sandbox_receiver WHERE key = ? ORDER BY id DESC LIMIT ?)').run(request.params.key, request.params.key, RECEIVER_KEEPS);
    })();
    reply.code(request.query.status ?? 200);
    return { received: true };
  });
};

/** What the receiver got, and a run of the deliveries due (controls: JSON, same-site only). */
export const webhookControlRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, webhooks } = app.sandbox;

  const verified = (headers: Record<string, string>, body: string): boolean => {
    const delivery = findDelivery(db, headers[WEBHOOK_DELIVERY_HEADER] ?? '');
    const hook = delivery ? webhookById(db, delivery.webhook_id) : null;
    return hook !== null && safeEqual(signBody(hook.secret_token, body), headers[WEBHOOK_SIGNATURE_HEADER] ?? '');
  };

  app.get('/receiver/:key', { schema: { params: ReceiverParams, querystring: ReceivedQuery } }, async (request): Promise<ReceivedDelivery[]> => {
    const rows = prepared(db, 'SELECT headers, body, received_at FROM sandbox_receiver WHERE key = ? ORDER BY id DESC LIMIT ?').all(request.params.key, request.query.limit ?? RECEIVER_KEEPS) as {
      headers: string;
      body: string;
      received_at: number;
    }[];
    return rows.map((row) => {
      const headers = JSON.parse(row.headers) as Record<string, string>;
      return { headers, body: row.body, received_at: row.received_at, signature_valid: verified(headers, row.body) };
    });
  });

  // Runs the deliveries due now, and those due within `within_s` (brought forward: retries without waiting), and
  // answers once their attempts are recorded.
  app.post('/webhooks/run', { schema: { body: Closed({ within_s: Type.Optional(Type.Integer({ minimum: 0, maximum: 7 * 24 * 3600 })) }) } }, async (request) => ({
    attempts: await webhooks.runDue((request.body.within_s ?? 0) * 1000),
  }));
};

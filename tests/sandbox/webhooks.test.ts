/** A merchant's webhooks (catalogue 7.13) and webhooks that really deliver (issue 22 P4). */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Webhook, WebhookAttemptDetails, WebhookAttemptsPage, WebhookDelivery, WebhooksAnswer } from '../../src/api/webhookTypes';
import { WEBHOOK_ERRORS, WEBHOOK_EVENT_LABELS, WEBHOOKS } from '../../src/constants/messages/webhooks';
import { WEBHOOK_EVENTS } from '../../src/contracts/values';
import { buildApp } from '../../sandbox/src/app';
import { setClock } from '../../sandbox/src/lib/time';
import type { ReceivedDelivery } from '../../sandbox/src/routes/webhookReceiver';
import { bearer, createTestApp, expectError, getJson, postJson, send, sendForm, signIn, startApp, type Session } from './helpers';

let app: FastifyInstance;
let owner: Session;
let other: Session;
const published: { topic: string; type: string; resource: Record<string, unknown> }[] = [];

beforeAll(async () => {
  app = await createTestApp();
  [owner, other] = await Promise.all(['owner', 'other'].map((name) => signIn(app, `${name}@sandbox.test`)));
  const realtime = app.sandbox.realtime;
  if (realtime) {
    const original = realtime.publish.bind(realtime);
    realtime.publish = async (topic, message) => {
      published.push({ topic, type: message.type, resource: message.resource as Record<string, unknown> });
      return original(topic, message);
    };
  }
  // Backoff jitter at its ceiling, so the waits are exactly 10, 20, 40, 80, 160 and 320 seconds; the queue runs when
  // the test asks (POST /api/_sandbox/webhooks/run), never on its own.
  app.sandbox.webhooks.settings.random = () => 1;
  app.sandbox.webhooks.settings.manual = true;
});

afterEach(() => setClock());

afterAll(async () => {
  await app.close();
});

const base = (target: FastifyInstance = app) => `http://127.0.0.1:${(target.server.address() as AddressInfo).port}`;
const receiver = (key: string, query = '') => `${base()}/api/_sandbox/receiver/${key}${query}`;
const received = async (key: string): Promise<ReceivedDelivery[]> => (await getJson(app, `/api/_sandbox/receiver/${key}`)).json<ReceivedDelivery[]>();
const runDue = async (withinS = 0): Promise<number> => (await postJson(app, '/api/_sandbox/webhooks/run', withinS ? { within_s: withinS } : {})).json<{ attempts: number }>().attempts;

const eventsForm = (events: readonly string[]): Record<string, string> => Object.fromEntries(events.map((event, index) => [`events[${index}]`, event]));
async function createWebhook(endpoint: string, events: readonly string[], session: Session = owner, target: FastifyInstance = app): Promise<Webhook> {
  const response = await sendForm(target, 'POST', '/api/webhooks', { endpoint, ...eventsForm(events) }, session.access_token);
  expect(response.statusCode).toBe(201);
  return response.json<Webhook>();
}
const attempts = async (id: number, query = '', target: FastifyInstance = app, token = owner.access_token): Promise<WebhookAttemptsPage> => {
  const response = await getJson(target, `/api/webhooks/${id}/attempts${query}`, token);
  expect(response.statusCode).toBe(200);
  return response.json<WebhookAttemptsPage>();
};
const sendTest = async (id: number, target: FastifyInstance = app, token = owner.access_token): Promise<WebhookDelivery> => {
  const response = await send(target, { method: 'POST', url: `/api/webhooks/${id}/test`, headers: bearer(token) });
  expect(response.statusCode).toBe(202);
  return response.json<WebhookDelivery>();
};
const removeAll = () => send(app, { method: 'DELETE', url: '/api/webhooks', headers: bearer(owner.access_token) });

/** A port where nothing listens (port 1, tcpmux, is never served here). */
const DEAD_ENDPOINT = 'http://127.0.0.1:1/hook';

async function listening(handler: Parameters<typeof createServer>[1]): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook` };
}
const closed = (server: Server) => new Promise<void>((resolve) => {
  server.closeAllConnections();
  server.close(() => resolve());
});

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest('hex');

describe('the webhooks', () => {
  afterEach(async () => {
    await removeAll();
  });

  it('lists the hooks, with the events’ labels only when asked', async () => {
    const hook = await createWebhook('https://example.test/hooks', ['payment.success', 'asset.access.granted']);
    const plain = (await getJson(app, '/api/webhooks', owner.access_token)).json<WebhooksAnswer>();
    expect(plain).toEqual({ hooks: [hook] });
    const withLabels = (await getJson(app, '/api/webhooks?labels=true', owner.access_token)).json<WebhooksAnswer>();
    expect(withLabels.labels).toEqual(Object.fromEntries(WEBHOOK_EVENTS.map((event) => [event, WEBHOOK_EVENT_LABELS[event]])));
    expect(hook).toMatchObject({ uri: 'https://example.test/hooks', events: ['payment.success', 'asset.access.granted'], secret_token: expect.stringMatching(/^whsec_[0-9a-f]{48}$/) });
  });

  it('creates, reads, updates and deletes one, with the spec’s texts', async () => {
    const hook = await createWebhook('http://example.test/a', ['payment.refunded']);
    expect((await getJson(app, `/api/webhooks/${hook.id}`, owner.access_token)).json<Webhook>()).toEqual(hook);
    const updated = await sendForm(app, 'PUT', `/api/webhooks/${hook.id}`, { endpoint: 'https://example.test/b', ...eventsForm(['asset.access.revoked', 'payment.refunded']) }, owner.access_token);
    expect(updated.statusCode).toBe(200);
    // The events are kept once each, in the list's order; the secret stays.
    expect(updated.json<Webhook>()).toMatchObject({ id: hook.id, uri: 'https://example.test/b', events: ['payment.refunded', 'asset.access.revoked'], secret_token: hook.secret_token });
    const deleted = await send(app, { method: 'DELETE', url: `/api/webhooks/${hook.id}`, headers: bearer(owner.access_token) });
    expect(deleted.json()).toEqual({ message: WEBHOOKS.deleted });
    expectError(await getJson(app, `/api/webhooks/${hook.id}`, owner.access_token), 404, WEBHOOK_ERRORS.notFound);
  });

  it('deletes all of the merchant’s webhooks and no other merchant’s', async () => {
    await createWebhook('https://example.test/1', ['payment.success']);
    await createWebhook('https://example.test/2', ['payment.success']);
    const others = await createWebhook('https://example.test/other', ['payment.success'], other);
    expect((await removeAll()).json()).toEqual({ message: WEBHOOKS.allDeleted });
    expect((await getJson(app, '/api/webhooks', owner.access_token)).json<WebhooksAnswer>().hooks).toEqual([]);
    expect((await getJson(app, '/api/webhooks', other.access_token)).json<WebhooksAnswer>().hooks).toEqual([others]);
    // Another merchant's webhook is out of reach.
    expectError(await getJson(app, `/api/webhooks/${others.id}`, owner.access_token), 404);
    expectError(await send(app, { method: 'POST', url: `/api/webhooks/${others.id}/test`, headers: bearer(owner.access_token) }), 404);
    await send(app, { method: 'DELETE', url: '/api/webhooks', headers: bearer(other.access_token) });
  });

  it('holds at most 20 webhooks a merchant', async () => {
    for (let index = 0; index < 20; index += 1) await createWebhook(`https://example.test/${index}`, ['customer.registered']);
    expectError(await sendForm(app, 'POST', '/api/webhooks', { endpoint: 'https://example.test/21', ...eventsForm(['customer.registered']) }, owner.access_token), 409, WEBHOOK_ERRORS.tooMany(20));
  });

  it.each([
    ['an ftp endpoint', { endpoint: 'ftp://example.test/hook', ...eventsForm(['payment.success']) }],
    ['a javascript: endpoint', { endpoint: 'javascript:alert(1)', ...eventsForm(['payment.success']) }],
    ['an http address without a host', { endpoint: 'http://', ...eventsForm(['payment.success']) }],
    ['an unknown event', { endpoint: 'https://example.test', ...eventsForm(['payment.stolen']) }],
    ['no event', { endpoint: 'https://example.test' }],
    ['an unknown field', { endpoint: 'https://example.test', ...eventsForm(['payment.success']), uri: 'https://example.test' }],
  ])('refuses %s with 400', async (_case, form) => {
    expectError(await sendForm(app, 'POST', '/api/webhooks', form, owner.access_token), 400);
  });
});

describe('deliveries', () => {
  afterEach(async () => {
    await removeAll();
  });

  it('posts a granted access to the subscribed endpoint, form-encoded and signed; the log shows the attempt', async () => {
    const hook = await createWebhook(receiver('grants'), ['asset.access.granted']);
    await createWebhook(receiver('revokes'), ['asset.access.revoked']);
    const customerId = app.sandbox.db.prepare("SELECT id FROM customers WHERE merchant_id = 1 AND erased_at IS NULL ORDER BY id LIMIT 1").pluck().get() as number;
    const itemId = app.sandbox.db
      .prepare('SELECT id FROM items WHERE merchant_id = 1 AND is_active = 1 AND id NOT IN (SELECT item_id FROM accesses WHERE customer_id = ?) ORDER BY id LIMIT 1')
      .pluck()
      .get(customerId) as number;
    const granted = await sendForm(app, 'POST', '/api/items/access', { consumer_id: String(customerId), item_id: String(itemId) }, owner.access_token);
    expect(granted.statusCode).toBe(201);
    expect(await runDue()).toBe(1);

    const [delivery] = await received('grants');
    expect(await received('revokes')).toEqual([]);
    expect(delivery.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(delivery.headers['x-boxoffice-signature']).toBe(sign(hook.secret_token, delivery.body));
    expect(delivery.signature_valid).toBe(true);
    const fields = new URLSearchParams(delivery.body);
    expect(fields.get('event')).toBe('asset.access.granted');
    // The delivery id and time travel in the signed body too, against replay.
    expect(fields.get('delivery_id')).toBe(delivery.headers['x-boxoffice-delivery']);
    expect(fields.get('timestamp')).toBe(delivery.headers['x-boxoffice-timestamp']);
    expect(fields.get('data[customer_id]')).toBe(String(customerId));
    expect(fields.get('data[item_id]')).toBe(String(itemId));

    const log = await attempts(hook.id);
    expect(log.total).toBe(1);
    expect(log.collection[0]).toMatchObject({ event: 'asset.access.granted', outcome: 'succeeded', status_code: 200, attempt: 1, delivery_status: 'delivered', next_attempt_at: null, uri: receiver('grants') });
    const details = (await getJson(app, `/api/webhooks/${hook.id}/attempts/${log.collection[0].id}`, owner.access_token)).json<WebhookAttemptDetails>();
    expect(details.request_body).toBe(delivery.body);
    expect(details.response_body).toBe('{"received":true}');
    expect(details.request_headers['x-boxoffice-signature']).toBe(delivery.headers['x-boxoffice-signature']);
    // The merchant's accounts hear of it over realtime.
    const ownerTopic = app.sandbox.db.prepare('SELECT uuid FROM accounts WHERE id = ?').pluck().get(owner.account.id) as string;
    expect(published).toContainEqual({ topic: ownerTopic, type: 'webhook.delivery', resource: expect.objectContaining({ webhook_id: hook.id, outcome: 'succeeded', delivery_status: 'delivered' }) });
  });

  it('delivers a bulk grant’s accesses and the job’s end', async () => {
    const hook = await createWebhook(receiver('bulk'), ['asset.access.granted', 'bulk.job.finished']);
    const customers = app.sandbox.db.prepare('SELECT email FROM customers WHERE merchant_id = 1 AND erased_at IS NULL ORDER BY id DESC LIMIT 2').pluck().all() as string[];
    const itemId = app.sandbox.db.prepare('SELECT id FROM items WHERE merchant_id = 1 AND is_active = 1 ORDER BY id DESC LIMIT 1').pluck().get() as number;
    const csv = ['email,item_id,expires_at', ...customers.map((email) => `${email},${itemId},2099-01-01`)].join('\n');
    const boundary = 'webhookbulk';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grant.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const upload = await send(app, { method: 'POST', url: '/api/items/access/bulk/grant-access', headers: { ...bearer(owner.access_token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
    expect(upload.statusCode).toBe(202);
    // The file is processed after the answer, before the answer reaches this test (one process, one event loop).
    expect(await runDue()).toBe(3);
    const log = await attempts(hook.id);
    expect(log.collection.map((row) => row.event).sort()).toEqual(['asset.access.granted', 'asset.access.granted', 'bulk.job.finished']);
    expect((await attempts(hook.id, '?event=bulk.job.finished')).total).toBe(1);
    const finished = (await received('bulk')).map((entry) => new URLSearchParams(entry.body)).find((fields) => fields.get('event') === 'bulk.job.finished');
    expect(finished?.get('data[job]')).toBe('grant-access');
    expect(finished?.get('data[succeeded]')).toBe('2');
  });

  it('retries a refused delivery with exponential backoff, 6 times, then marks it failed; a resend to the fixed endpoint delivers', async () => {
    let now = Math.floor(Date.now() / 1000) * 1000;
    setClock(() => now);
    const hook = await createWebhook(DEAD_ENDPOINT, ['payment.success']);
    const test = await sendTest(hook.id);
    expect(test).toMatchObject({ event: 'webhook.test', status: 'pending' });

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      expect(await runDue()).toBe(1);
      // Nothing more is due until the backoff has passed.
      expect(await runDue()).toBe(0);
      const [latest] = (await attempts(hook.id)).collection;
      expect(latest).toMatchObject({ attempt, outcome: 'failed', status_code: null, error: WEBHOOK_ERRORS.refused });
      if (latest.next_attempt_at === null) break;
      waits.push(latest.next_attempt_at - Math.floor(now / 1000));
      now = latest.next_attempt_at * 1000;
    }
    expect(waits).toEqual([10, 20, 40, 80, 160, 320]);
    const log = await attempts(hook.id);
    expect(log.total).toBe(7);
    expect(log.collection[0]).toMatchObject({ attempt: 7, delivery_status: 'failed', next_attempt_at: null });
    expect((await attempts(hook.id, '?status=failed')).total).toBe(7);
    expect((await attempts(hook.id, '?status=succeeded')).total).toBe(0);
    now += 600 * 1000;
    expect(await runDue()).toBe(0);

    // The endpoint is fixed, then the delivery resent: it arrives, signed, with the same delivery id.
    await sendForm(app, 'PUT', `/api/webhooks/${hook.id}`, { endpoint: receiver('fixed'), ...eventsForm(['payment.success']) }, owner.access_token);
    const resend = await send(app, { method: 'POST', url: `/api/webhooks/${hook.id}/deliveries/${test.delivery_id}/resend`, headers: bearer(owner.access_token) });
    expect(resend.statusCode).toBe(202);
    expect(await runDue()).toBe(1);
    const [arrived] = await received('fixed');
    expect(arrived.headers['x-boxoffice-delivery']).toBe(test.delivery_id);
    expect(arrived.headers['x-boxoffice-signature']).toBe(sign(hook.secret_token, arrived.body));
    expect((await attempts(hook.id)).collection[0]).toMatchObject({ attempt: 8, outcome: 'succeeded', status_code: 200, delivery_status: 'delivered', uri: receiver('fixed') });
  });

  it('counts a non-2xx answer as a failure, keeping the status and the answer', async () => {
    const hook = await createWebhook(receiver('refusing', '?status=503'), ['payment.success']);
    await sendTest(hook.id);
    await runDue();
    const [latest] = (await attempts(hook.id)).collection;
    expect(latest).toMatchObject({ outcome: 'failed', status_code: 503, error: 'HTTP 503', delivery_status: 'retrying' });
    expect((await getJson(app, `/api/webhooks/${hook.id}/attempts/${latest.id}`, owner.access_token)).json<WebhookAttemptDetails>().response_body).toBe('{"received":true}');
  });

  it('cuts a long answer at 2 KiB, and gives up on an endpoint that does not answer in time', async () => {
    const long = await listening((_request, response) => response.end('x'.repeat(10_000)));
    const silent = await listening(() => undefined);
    const timeout = app.sandbox.webhooks.settings.timeoutMs;
    try {
      const chatty = await createWebhook(long.url, ['payment.success']);
      await sendTest(chatty.id);
      expect(await runDue()).toBe(1);
      const [answered] = (await attempts(chatty.id)).collection;
      expect((await getJson(app, `/api/webhooks/${chatty.id}/attempts/${answered.id}`, owner.access_token)).json<WebhookAttemptDetails>().response_body).toBe('x'.repeat(2048));

      // The 10 s limit, shortened so the test waits for the timeout itself, not for 10 s.
      app.sandbox.webhooks.settings.timeoutMs = 50;
      const mute = await createWebhook(silent.url, ['payment.success']);
      await sendTest(mute.id);
      expect(await runDue()).toBe(1);
      expect((await attempts(mute.id)).collection[0]).toMatchObject({ outcome: 'failed', status_code: null, error: WEBHOOK_ERRORS.timeout });
    } finally {
      app.sandbox.webhooks.settings.timeoutMs = timeout;
      await Promise.all([closed(long.server), closed(silent.server)]);
    }
  });

  it('queues at most 200 deliveries for one webhook: a slow or dead endpoint cannot pile up more', async () => {
    const hook = await createWebhook(DEAD_ENDPOINT, ['payment.success']);
    for (let index = 0; index < 200; index += 1) app.sandbox.webhooks.sendTest(hook.id, { index });
    expectError(await send(app, { method: 'POST', url: `/api/webhooks/${hook.id}/test`, headers: bearer(owner.access_token) }), 429, WEBHOOK_ERRORS.queueFull);
  });

  it('refuses a resend of another webhook’s delivery', async () => {
    const first = await createWebhook(receiver('first'), ['payment.success']);
    const second = await createWebhook(receiver('second'), ['payment.success']);
    const delivery = await sendTest(first.id);
    expectError(await send(app, { method: 'POST', url: `/api/webhooks/${second.id}/deliveries/${delivery.delivery_id}/resend`, headers: bearer(owner.access_token) }), 404, WEBHOOK_ERRORS.deliveryNotFound);
    await runDue();
  });
});

describe('after a restart', () => {
  it('keeps every attempt and goes on with the retries', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boxoffice-webhooks-'));
    const dbPath = join(dir, 'sandbox.db');
    try {
      const first = buildApp({ dbPath });
      first.sandbox.webhooks.settings.manual = true;
      await startApp(first);
      const session = await signIn(first, 'owner@sandbox.test');
      const hook = await createWebhook(DEAD_ENDPOINT, ['payment.success'], session, first);
      await sendTest(hook.id, first, session.access_token);
      await first.sandbox.webhooks.runDue();
      await first.close();

      const second = buildApp({ dbPath });
      second.sandbox.webhooks.settings.manual = true;
      await startApp(second);
      try {
        const again = await signIn(second, 'owner@sandbox.test');
        expect((await attempts(hook.id, '', second, again.access_token)).collection).toMatchObject([{ attempt: 1, outcome: 'failed', delivery_status: 'retrying' }]);
        expect(await second.sandbox.webhooks.runDue(3600 * 1000)).toBe(1);
        expect((await attempts(hook.id, '', second, again.access_token)).collection[0]).toMatchObject({ attempt: 2, outcome: 'failed' });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

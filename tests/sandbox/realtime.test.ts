import type { FastifyInstance } from 'fastify';
import { generate, parser, type Packet } from 'mqtt-packet';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
// aws-crt's own browser URL signer (what aws-iot-device-sdk-v2 runs in the console): the broker must accept its output.
import { create_websocket_url } from 'aws-crt/dist.browser/browser/ws';
import type { CredentialsDto } from '../../sandbox/src/realtime/credentials';
import { presignQuery } from '../../sandbox/src/realtime/sigv4';
import { bearer, createTestApp, expectError, getJson, postJson, send, signIn } from './helpers';

type Credentials = CredentialsDto;

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app.close();
});

afterEach(async () => {
  jest.useRealTimers();
  await postJson(app, '/api/_sandbox/realtime/config', { credentials_ttl_s: 1800 });
});

async function credentialsOf(email: string): Promise<Credentials> {
  const session = await signIn(app, email);
  const response = await getJson(app, '/api/realtime/credentials?srkey=abc', session.access_token);
  expect(response.statusCode).toBe(200);
  return response.json<Credentials>();
}

/** The URL aws-crt's browser client dials, pointed at the sandbox's port (the client itself always uses 443). */
function crtUrl(credentials: Credentials, secretKey = credentials.secretKey): string {
  const signed = create_websocket_url({
    host_name: '127.0.0.1',
    port: 443,
    websocket: {},
    credentials_provider: {
      getCredentials: () => ({
        aws_region: credentials.region,
        aws_access_id: credentials.accessKeyId,
        aws_secret_key: secretKey,
        aws_sts_token: credentials.sessionToken,
      }),
      refreshCredentials: async () => undefined,
    },
  } as unknown as Parameters<typeof create_websocket_url>[0]);
  const url = new URL(signed);
  return `ws://127.0.0.1:${port}${url.pathname}${url.search}`;
}

/** The sandbox's own presigner over the full Host header (port included), as a standard SigV4 client signs. */
const sandboxUrl = (credentials: Credentials, date?: Date): string =>
  `ws://127.0.0.1:${port}/mqtt?${presignQuery(credentials, `127.0.0.1:${port}`, date)}`;

/** The HTTP status the upgrade was refused with (and the error body's message), or 101 when it was accepted. */
function upgrade(url: string): Promise<{ status: number; message?: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, ['mqtt']);
    socket.on('upgrade', () => {
      socket.terminate();
      resolve({ status: 101 });
    });
    socket.on('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: number; message: string };
        expect(body.code).toBe(response.statusCode);
        resolve({ status: response.statusCode ?? 0, message: body.message });
      });
    });
    socket.on('error', (error) => {
      if (!/Unexpected server response|closed before the connection/.test(error.message)) reject(error);
    });
  });
}

const upgradeStatus = async (url: string): Promise<number> => (await upgrade(url)).status;

/** A minimal MQTT 3.1.1 client over WebSocket, built on aedes' own packet codec. */
class TestClient {
  private readonly received: Packet[] = [];
  private readonly waiters: { match: (packet: Packet) => boolean; resolve: (packet: Packet) => void }[] = [];
  private nextId = 1;
  readonly closed: Promise<void>;

  private constructor(private readonly socket: WebSocket) {
    const codec = parser({ protocolVersion: 4 });
    codec.on('packet', (packet: Packet) => {
      const waiter = this.waiters.find((candidate) => candidate.match(packet));
      if (waiter) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(packet);
      } else this.received.push(packet);
      if (packet.cmd === 'publish' && packet.qos === 1) this.send({ cmd: 'puback', messageId: packet.messageId });
    });
    socket.on('message', (data: Buffer) => codec.parse(data));
    this.closed = new Promise((resolve) => socket.on('close', () => resolve()));
  }

  static async connect(url: string, clientId: string, clean = true): Promise<{ client: TestClient; returnCode: number }> {
    const socket = new WebSocket(url, ['mqtt']);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const client = new TestClient(socket);
    client.send({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clientId, clean, keepalive: 30 });
    const connack = await client.next((packet) => packet.cmd === 'connack');
    return { client, returnCode: connack.cmd === 'connack' ? (connack.returnCode ?? 0) : -1 };
  }

  send(packet: Packet): void {
    this.socket.send(generate(packet));
  }

  next(match: (packet: Packet) => boolean, timeoutMs = 3000): Promise<Packet> {
    const index = this.received.findIndex(match);
    if (index >= 0) return Promise.resolve(this.received.splice(index, 1)[0]);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no such packet in time')), timeoutMs);
      this.waiters.push({ match, resolve: (packet) => (clearTimeout(timer), resolve(packet)) });
    });
  }

  async subscribe(topic: string): Promise<number> {
    const messageId = this.nextId++;
    this.send({ cmd: 'subscribe', messageId, subscriptions: [{ topic, qos: 1 }] });
    const suback = await this.next((packet) => packet.cmd === 'suback' && packet.messageId === messageId);
    return suback.cmd === 'suback' ? suback.granted[0] as number : -1;
  }

  async message(): Promise<{ topic: string; body: string }> {
    const packet = await this.next((candidate) => candidate.cmd === 'publish');
    if (packet.cmd !== 'publish') throw new Error('not a publish');
    return { topic: packet.topic, body: packet.payload.toString() };
  }

  close(): Promise<void> {
    this.socket.close();
    return this.closed;
  }
}

describe('GET /api/realtime/credentials', () => {
  it('requires a signed-in account', async () => {
    expectError(await getJson(app, '/api/realtime/credentials'), 401);
    expectError(await getJson(app, '/api/realtime/credentials', 'not-a-token'), 401);
  });

  it('issues temporary credentials for the account, valid 30 minutes, never cached', async () => {
    const session = await signIn(app, 'owner@sandbox.test');
    const owner = (await getJson(app, '/api/accounts', session.access_token)).json<{ uuid: string }>();
    const response = await send(app, { url: '/api/realtime/credentials', headers: bearer(session.access_token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const credentials = response.json<Credentials>();
    const now = Math.floor(Date.now() / 1000);
    expect(credentials).toEqual({
      region: 'eu-west-1',
      accessKeyId: expect.stringMatching(/^ASIA[A-Z2-7]{16}$/),
      secretKey: expect.stringMatching(/^[A-Za-z0-9+/]{40}$/),
      sessionToken: expect.any(String),
      expiresAt: expect.any(Number),
      iotEndpoint: '',
      topic: owner.uuid,
    });
    expect(credentials.expiresAt).toBeGreaterThanOrEqual(now + 1799);
    expect(credentials.expiresAt).toBeLessThanOrEqual(now + 1801);
    // Every call issues new, random credentials.
    const again = (await getJson(app, '/api/realtime/credentials', session.access_token)).json<Credentials>();
    expect(again.accessKeyId).not.toBe(credentials.accessKeyId);
    expect(again.secretKey).not.toBe(credentials.secretKey);
  });

  it('takes its lifetime from the realtime control', async () => {
    expect((await postJson(app, '/api/_sandbox/realtime/config', { credentials_ttl_s: 60 })).json()).toEqual({ credentials_ttl_s: 60 });
    const credentials = await credentialsOf('owner@sandbox.test');
    expect(credentials.expiresAt - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(61);
    expectError(await postJson(app, '/api/_sandbox/realtime/config', { credentials_ttl_s: 0 }), 400);
  });
});

describe('the /mqtt broker', () => {
  it('accepts a connection signed by aws-crt, lets it subscribe to its own topic and delivers published messages', async () => {
    const credentials = await credentialsOf('owner@sandbox.test');
    const { client, returnCode } = await TestClient.connect(crtUrl(credentials), `${credentials.topic}-tab1`);
    expect(returnCode).toBe(0);
    expect(await client.subscribe(credentials.topic)).toBe(1);

    const published = await postJson(app, '/api/_sandbox/publish', { topic: credentials.topic, type: 'bulk.grant.access', resource: { code: 200 } });
    expect(published.statusCode).toBe(200);
    const message = await client.message();
    expect(message.topic).toBe(credentials.topic);
    const body = JSON.parse(message.body) as { type: string; timestamp: number; resource: unknown };
    expect(body).toEqual({ type: 'bulk.grant.access', timestamp: expect.any(Number), resource: { code: 200 } });
    expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(5);
    await client.close();
  });

  it('accepts a standard SigV4 signature over the Host header with its port', async () => {
    const credentials = await credentialsOf('owner@sandbox.test');
    expect(await upgradeStatus(sandboxUrl(credentials))).toBe(101);
  });

  it('rejects an unsigned connection', async () => {
    expect(await upgrade(`ws://127.0.0.1:${port}/mqtt`)).toEqual({ status: 401, message: 'The connection is not signed.' });
  });

  it('rejects a signature made with a wrong secret', async () => {
    const credentials = await credentialsOf('owner@sandbox.test');
    expect(await upgrade(crtUrl(credentials, `${credentials.secretKey.slice(1)}x`))).toEqual({ status: 403, message: 'The request signature does not match.' });
  });

  it('rejects expired credentials (fake clock, 31 minutes on)', async () => {
    const credentials = await credentialsOf('owner@sandbox.test');
    // Only the clock moves: the server's sockets and timers run on real time.
    jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'nextTick', 'queueMicrotask', 'hrtime', 'performance'] });
    jest.setSystemTime(Date.now() + 31 * 60 * 1000);
    expect(await upgrade(crtUrl(credentials))).toEqual({ status: 403, message: 'The security token included in the request is expired.' });
  });

  it('rejects unknown keys, a wrong session token, a stale signing date and a tampered query', async () => {
    const credentials = await credentialsOf('owner@sandbox.test');
    expect(await upgradeStatus(crtUrl({ ...credentials, accessKeyId: 'ASIAAAAAAAAAAAAAAAAA' }))).toBe(403);
    expect(await upgradeStatus(crtUrl({ ...credentials, sessionToken: `${credentials.sessionToken}x` }))).toBe(403);
    expect(await upgradeStatus(sandboxUrl(credentials, new Date(Date.now() - 20 * 60 * 1000)))).toBe(403);
    expect(await upgradeStatus(crtUrl(credentials).replace('X-Amz-SignedHeaders=host', 'X-Amz-SignedHeaders=host%3Bx'))).toBe(403);
    expect(await upgradeStatus(crtUrl({ ...credentials, region: 'us-east-1' }))).toBe(403);
  });

  it('refuses a subscription to another account\'s topic and a client id of another account', async () => {
    const owner = await credentialsOf('owner@sandbox.test');
    const other = await credentialsOf('other@sandbox.test');
    const { client } = await TestClient.connect(crtUrl(owner), owner.topic);
    expect(await client.subscribe(other.topic)).toBe(128);
    expect(await client.subscribe('#')).toBe(128);
    expect(await client.subscribe(owner.topic)).toBe(1);

    await postJson(app, '/api/_sandbox/publish', { topic: other.topic, type: 'sync.success', resource: {} });
    await postJson(app, '/api/_sandbox/publish', { topic: owner.topic, type: 'sync.failed', resource: {} });
    expect(JSON.parse((await client.message()).body).type).toBe('sync.failed');
    await client.close();

    const stolen = await TestClient.connect(crtUrl(owner), `${other.topic}-tab`);
    expect(stolen.returnCode).toBe(5);
    await stolen.client.closed;
  });

  it('refuses publishing from a client by closing its connection', async () => {
    const credentials = await credentialsOf('owner@sandbox.test');
    const { client } = await TestClient.connect(crtUrl(credentials), credentials.topic);
    client.send({ cmd: 'publish', topic: credentials.topic, payload: Buffer.from('{}'), qos: 1, messageId: 7, retain: false, dup: false });
    await client.closed;
  });

  it('keeps a persistent session\'s subscription and queued messages across a reconnect with new credentials', async () => {
    const first = await credentialsOf('owner@sandbox.test');
    const clientId = `${first.topic}-persistent`;
    const one = await TestClient.connect(crtUrl(first), clientId, false);
    expect(await one.client.subscribe(first.topic)).toBe(1);
    await one.client.close();

    await postJson(app, '/api/_sandbox/publish', { topic: first.topic, type: 'report.create', resource: { status: 'created' } });
    const second = await credentialsOf('owner@sandbox.test');
    const two = await TestClient.connect(crtUrl(second), clientId, false);
    expect(JSON.parse((await two.client.message()).body)).toMatchObject({ type: 'report.create', resource: { status: 'created' } });
    await two.client.close();
  });

  it('ends a connection when its credentials expire', async () => {
    await postJson(app, '/api/_sandbox/realtime/config', { credentials_ttl_s: 1 });
    const credentials = await credentialsOf('owner@sandbox.test');
    const { client } = await TestClient.connect(sandboxUrl(credentials), credentials.topic);
    await client.closed;
  });

  it('answers other upgrade paths with 404', async () => {
    expect(await upgradeStatus(`ws://127.0.0.1:${port}/api/mqtt`)).toBe(404);
  });
});

describe('realtime controls', () => {
  it('publish validates its body and can send an exact (malformed) payload', async () => {
    const credentials = await credentialsOf('owner@sandbox.test');
    expectError(await postJson(app, '/api/_sandbox/publish', { type: 'sync.success' }), 400, 'topic is required.');
    expectError(await postJson(app, '/api/_sandbox/publish', { topic: 'a/#', type: 'sync.success' }), 400);
    expectError(await postJson(app, '/api/_sandbox/publish', { topic: '$SYS/x', type: 'sync.success' }), 400);
    expectError(await postJson(app, '/api/_sandbox/publish', { topic: credentials.topic }), 400, 'type is required.');

    const { client } = await TestClient.connect(crtUrl(credentials), credentials.topic);
    await client.subscribe(credentials.topic);
    expect((await postJson(app, '/api/_sandbox/publish', { topic: credentials.topic, raw: '{not json' })).statusCode).toBe(200);
    expect((await client.message()).body).toBe('{not json');
    await client.close();
  });

  it('drop terminates the account\'s sockets only', async () => {
    const owner = await credentialsOf('owner@sandbox.test');
    const other = await credentialsOf('other@sandbox.test');
    const ownerClient = (await TestClient.connect(crtUrl(owner), owner.topic)).client;
    const otherClient = (await TestClient.connect(crtUrl(other), other.topic)).client;
    const dropped = await postJson(app, '/api/_sandbox/realtime/drop', { email: 'owner@sandbox.test' });
    expect(dropped.json()).toEqual({ dropped: 1 });
    await ownerClient.closed;
    expect(await otherClient.subscribe(other.topic)).toBe(1);
    await otherClient.close();
    expectError(await postJson(app, '/api/_sandbox/realtime/drop', { email: 'nobody@sandbox.test' }), 404);
  });

  it('other areas publish through app.sandbox.realtime', async () => {
    const credentials = await credentialsOf('owner@sandbox.test');
    const { client } = await TestClient.connect(crtUrl(credentials), credentials.topic);
    await client.subscribe(credentials.topic);
    await app.sandbox.realtime?.publish(credentials.topic, { type: 'report.create', resource: { status: 'failed' }, timestamp: 1700000000 });
    expect(JSON.parse((await client.message()).body)).toEqual({ type: 'report.create', timestamp: 1700000000, resource: { status: 'failed' } });
    await client.close();
  });

  it('a sandbox reset ends every connection and every issued credential', async () => {
    const credentials = await credentialsOf('owner@sandbox.test');
    const { client } = await TestClient.connect(crtUrl(credentials), credentials.topic);
    expect((await postJson(app, '/api/_sandbox/reset')).statusCode).toBe(200);
    await client.closed;
    expect(await upgrade(crtUrl(credentials))).toEqual({ status: 403, message: 'The security token included in the request is invalid.' });
  });
});

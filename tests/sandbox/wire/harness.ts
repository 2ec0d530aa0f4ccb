import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../../sandbox/src/app';
import { configureApi, type ApiClient, type RequestOptions } from '../../../src/api/client';
import { buildPath, type PathVars } from '../../../src/api/path';
import { compact } from '../../../src/api/payload';
import { createTokenStore, type TokenStore } from '../../../src/api/tokenStore';
import { CLIENT_ID, signIn, startApp } from '../helpers';

/**
 * The wire as it really is: the console's one axios client (its serialisation, node's http adapter) against the
 * sandbox's Fastify instance (its query and body parsers, its schemas). Both ends are recorded: what an API function
 * asked the client to send, and what the route's handler received after parsing and validation.
 */

/** What the console asked the client to send: one per HTTP request. */
export interface SentCall {
  method: string;
  path: string;
  pathVars: PathVars;
  query?: unknown;
  body?: unknown;
  bodyType: string;
}

/** What a route's handler was given (recorded in preHandler, after parsing and validation). */
export interface ReceivedCall {
  method: string;
  route: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  multipart: boolean;
  status?: number;
}

export interface Wire {
  app: FastifyInstance;
  client: ApiClient;
  tokens: TokenStore;
  sent: SentCall[];
  received: ReceivedCall[];
  /** The owner's merchant uuid (tenant paths) and account. */
  owner: { merchantUuid: string; tenantUuid: string; id: number };
  close(): Promise<void>;
}

function recordSent(sent: SentCall[], opts: RequestOptions): void {
  const bodyType = opts.bodyType ?? (opts.body === undefined || opts.method === 'GET' ? 'none' : 'form');
  sent.push({
    method: opts.method,
    path: opts.path,
    pathVars: { ...(opts.pathVars ?? {}) },
    query: opts.query === undefined ? undefined : compact(opts.query, opts.compact),
    body: opts.body === undefined || bodyType === 'none' ? undefined : compact(opts.body, opts.compact),
    bodyType,
  });
}

export async function startWire(): Promise<Wire> {
  const app = buildApp({ dbPath: ':memory:' });
  const received: ReceivedCall[] = [];
  const byRequest = new WeakMap<object, ReceivedCall>();
  app.addHook('preHandler', async (request) => {
    const call: ReceivedCall = {
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: { ...(request.params as Record<string, unknown>) },
      query: { ...(request.query as Record<string, unknown>) },
      body: request.body,
      multipart: (request.headers['content-type'] ?? '').startsWith('multipart/'),
    };
    byRequest.set(request, call);
    received.push(call);
  });
  app.addHook('onResponse', async (request, reply) => {
    const call = byRequest.get(request);
    if (call) call.status = reply.statusCode;
  });
  await startApp(app);
  const { port } = app.server.address() as AddressInfo;

  const tokens = createTokenStore(null);
  const client = configureApi({ baseURL: `http://127.0.0.1:${port}/api`, clientId: CLIENT_ID, tokens, onSessionExpired: () => undefined });
  const sent: SentCall[] = [];
  const { request, requestWithHeaders, putSigned } = client;
  const wrapped = client as { -readonly [K in keyof ApiClient]: ApiClient[K] };
  wrapped.request = (opts) => {
    recordSent(sent, opts);
    return request(opts);
  };
  wrapped.requestWithHeaders = (opts) => {
    recordSent(sent, opts);
    return requestWithHeaders(opts);
  };
  wrapped.putSigned = (url, file, opts) => {
    sent.push({ method: 'PUT', path: url, pathVars: {}, body: undefined, bodyType: 'file' });
    return putSigned(url, file, opts);
  };

  const session = await signIn(app, 'owner@sandbox.test');
  tokens.startSignIn('merchant', { token: session.access_token, refreshToken: session.refresh_token, expires: session.expires });
  return {
    app,
    client,
    tokens,
    sent,
    received,
    owner: { merchantUuid: session.account.merchant_uuid, tenantUuid: session.account.tenant_uuid, id: session.account.id },
    close: async () => {
      client.dispose();
      await app.close();
    },
  };
}

/** A value as it travels in a query or a form: every leaf is text. */
export function onTheWire(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map(onTheWire);
  if (typeof Blob !== 'undefined' && value instanceof Blob) return '[file]';
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) if (item !== undefined && item !== null) out[key] = onTheWire(item);
    return out;
  }
  return String(value);
}

const segmentsOf = (path: string): string[] => path.split('?')[0].split('/').filter(Boolean);

/** The path the console sent, as segments under the API base (a signed address is origin-relative or absolute). */
function sentSegments(sent: SentCall): string[] {
  const path = /^(https?:|\/)/.test(sent.path) ? new URL(sent.path, 'http://sandbox.invalid').pathname.replace(/^\/api\//, '') : buildPath(sent.path, sent.pathVars);
  return segmentsOf(path).map(decodeURIComponent);
}

/**
 * Every difference between what the console sent and what the handler received: each path segment the console filled
 * must be the value of the route's parameter at that place (or its literal segment), and each query and body field
 * must arrive under its name with the text that travelled.
 */
export function differences(sent: SentCall, received: ReceivedCall): string[] {
  const out: string[] = [];
  if (sent.method !== received.method) out.push(`method ${sent.method} arrived as ${received.method}`);
  const path = sentSegments(sent);
  const route = segmentsOf(received.route).slice(1);
  if (path.length !== route.length) out.push(`path /${path.join('/')} does not have the shape of the route ${received.route}`);
  route.forEach((segment, index) => {
    const want = path[index];
    if (!segment.startsWith(':')) {
      if (segment !== want) out.push(`path segment ${JSON.stringify(want)} arrived where the route has ${JSON.stringify(segment)}`);
      return;
    }
    const got = received.params[segment.slice(1)];
    if (String(got) !== want) out.push(`path segment ${JSON.stringify(want)} arrived as ${segment} = ${JSON.stringify(got)}`);
  });
  compareFields('query', sent.query, received.query, out);
  if (sent.bodyType === 'multipart') {
    if (!received.multipart) out.push('a multipart body arrived as something else');
  } else if (sent.bodyType !== 'file') {
    compareFields('body', sent.body, received.body, out);
  }
  return out;
}

function compareFields(where: string, sentFields: unknown, receivedFields: unknown, out: string[]): void {
  const want = (onTheWire(sentFields ?? {}) ?? {}) as Record<string, unknown>;
  const got = (onTheWire(receivedFields ?? {}) ?? {}) as Record<string, unknown>;
  for (const [field, value] of Object.entries(want)) {
    if (JSON.stringify(got[field]) !== JSON.stringify(value)) {
      out.push(`${where} field ${field} sent ${JSON.stringify(value)}, handler got ${JSON.stringify(got[field])}`);
    }
  }
}

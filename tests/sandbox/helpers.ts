import type { FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuildAppOptions } from '../../sandbox/src/app';
import { parseCsv } from '../../sandbox/src/services/reportingCsv';

/**
 * Shared harness for the sandbox tests: an app on a fresh in-memory database listening on a free port, and
 * plain HTTP requests against it (light-my-request's cookie dependency is ESM-only, which jest cannot load).
 */
export const DEMO_PASSWORD = 'Sandbox-2026!';
export const NEW_PASSWORD = 'Fresh-Passw0rd!';
export const CLIENT_ID = 'sandbox-console';

export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<FastifyInstance> {
  const app = buildApp({ dbPath: ':memory:', lazyValidation: true, ...options });
  await startApp(app);
  return app;
}

export async function startApp(app: FastifyInstance): Promise<void> {
  await app.listen({ port: 0, host: '127.0.0.1' });
}

export interface TestResponse {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read as loosely typed JSON
  json<T = any>(): T;
}

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  /** The client's address (any of the loopback range), to act as another machine. */
  from?: string;
}

export function send(app: FastifyInstance, { method = 'GET', url, headers = {}, payload, from }: TestRequest): Promise<TestResponse> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    // Node sends a DELETE's body with neither a length nor chunking unless told its length.
    const length = payload === undefined ? {} : { 'content-length': String(Buffer.byteLength(payload)) };
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path: url, headers: { ...length, ...headers }, ...(from ? { localAddress: from } : {}) }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        resolve({ statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body, json: () => JSON.parse(body) });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

type FormFields = Record<string, string | Record<string, string>>;

/** URL-encodes a form, nesting objects as `key[sub]=value` like the console does. */
export function encodeForm(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') params.append(key, value);
    else for (const [sub, item] of Object.entries(value)) params.append(`${key}[${sub}]`, item);
  }
  return params.toString();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function sendForm(app: FastifyInstance, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, fields: FormFields, token?: string) {
  return send(app, {
    method,
    url,
    payload: encodeForm(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? bearer(token) : {}) },
  });
}

export function getJson(app: FastifyInstance, url: string, token?: string) {
  return send(app, { url, headers: token ? bearer(token) : {} });
}

export function postJson(app: FastifyInstance, url: string, body: unknown = {}) {
  return send(app, { method: 'POST', url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
}

export function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  return sendForm(app, 'POST', '/api/accounts/authenticate', { grant_type: 'password', username, password, client_id: CLIENT_ID });
}

export function refresh(app: FastifyInstance, refreshToken: string) {
  return sendForm(app, 'POST', '/api/accounts/authenticate', { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID });
}

export interface Session {
  access_token: string;
  refresh_token: string;
  expires: number;
  account: { id: number; email: string; roles: string[]; merchant_uuid: string; tenant_uuid: string; full_name: string; active: boolean };
}

export async function signIn(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await login(app, username, password);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
  return response.json<Session>();
}

/** Asserts the contract's error body: the status as code, a message, and nothing that looks like a stack trace. */
export function expectError(response: TestResponse, status: number, message?: string): { code: number; message: string; errors?: Record<string, string> } {
  expect(response.statusCode).toBe(status);
  const body = response.json<{ code: number; message: string; errors?: Record<string, string> }>();
  expect(body.code).toBe(status);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  if (message !== undefined) expect(body.message).toBe(message);
  expect(response.body).not.toMatch(/stack|\bat .+\.(?:ts|js):\d+/i);
  return body;
}

/**
 * A generated report's rows: its download call answers a signed link, which serves the file as a CSV attachment
 * without a bearer (the link is the credential).
 */
export async function downloadReportRows(app: FastifyInstance, linkUrl: string, fileName: string, token: string): Promise<string[][]> {
  const link = await getJson(app, linkUrl, token);
  expect(link.statusCode).toBe(200);
  const { redirect_url } = link.json<{ redirect_url: string }>();
  expect(redirect_url).toMatch(/^\/api\/v2\/reporting\/files\/[\w.-]+$/);
  const file = await send(app, { url: redirect_url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(file.headers['content-disposition']).toContain(`attachment; filename="${fileName}"`);
  return parseCsv(file.body);
}

export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const { token, question } = (await getJson(app, '/api/captcha')).json<{ token: string; question: string }>();
  const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec(question) ?? [];
  return `${token}.${Number(a) + Number(b)}`;
}

export function registrationFields(email: string, overrides: Partial<FormFields> = {}): FormFields {
  const fields: FormFields = {
    full_name: 'Rita Registrant',
    email,
    password: NEW_PASSWORD,
    password_confirmation: NEW_PASSWORD,
    type: 'merchant',
    response_token: '',
    metadata: { services_question: 'Payments/Subscriptions', interest_question: 'sell videos', company: 'Rita Films', country: 'NO' },
  };
  for (const [key, value] of Object.entries(overrides)) if (value !== undefined) fields[key] = value;
  return fields;
}

export interface OutboxEntry {
  to: string;
  subject: string;
  kind: string;
  code?: string;
  token?: string;
  link?: string;
  /** A customer mail sent with the merchant's mail template: its sender. */
  from?: string;
  created_at: number;
}

export async function latestMail(app: FastifyInstance, to: string, kind: string): Promise<OutboxEntry | undefined> {
  const entries = (await getJson(app, `/api/_sandbox/outbox?to=${encodeURIComponent(to)}`)).json<OutboxEntry[]>();
  return entries.find((entry) => entry.kind === kind);
}

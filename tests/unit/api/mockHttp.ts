/** Scripted HTTP at the axios boundary: an adapter installed on the client's instance answers per method + path and records every call. */
import axios, { AxiosError, AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { createApiClient, type ApiClient } from '../../../src/api/client';
import { createTokenStore, type Session, type TokenStore } from '../../../src/api/tokenStore';

export interface RecordedRequest {
  method: string;
  /** Relative to the API base, still URI-encoded, without the query. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The body as axios handed it to the transport (a string for form and JSON, FormData for multipart). */
  body: unknown;
  form(): URLSearchParams;
  signal: InternalAxiosRequestConfig['signal'];
}

export type Reply = { status: number; data?: unknown; headers?: Record<string, string> } | { network: true } | { hang: true };
export type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

export interface MockHttp {
  on(method: string, path: string, reply: Reply | Handler): MockHttp;
  calls(method?: string, path?: string): RecordedRequest[];
}

export const BASE_URL = '/api';

function record(config: InternalAxiosRequestConfig): RecordedRequest {
  const url = new URL(axios.getUri(config), 'http://console.test');
  const headers = AxiosHeaders.from(config.headers);
  const header = (name: string): string | undefined => {
    const value = headers.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  return {
    method: (config.method ?? 'get').toUpperCase(),
    path: url.pathname.slice(BASE_URL.length + 1),
    query: url.searchParams,
    authorization: header('Authorization'),
    contentType: header('Content-Type'),
    body: config.data,
    form: () => new URLSearchParams(typeof config.data === 'string' ? config.data : ''),
    signal: config.signal,
  };
}

// What the browser transport hands axios: text, or a Blob for downloads.
function encodeReply(data: unknown, responseType: InternalAxiosRequestConfig['responseType']): string | Blob {
  const text = data === undefined ? '' : JSON.stringify(data);
  return responseType === 'blob' ? new Blob([text], { type: 'application/json' }) : text;
}

export function installMockHttp(instance: AxiosInstance): MockHttp {
  const routes = new Map<string, Reply | Handler>();
  const calls: RecordedRequest[] = [];

  const adapter: AxiosAdapter = (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const cancel = (): void => reject(new CanceledError(undefined, undefined, config));
      if (config.signal?.aborted) return cancel();
      config.signal?.addEventListener?.('abort', cancel);
      const req = record(config);
      calls.push(req);
      const route = routes.get(`${req.method} ${req.path}`) ?? { status: 404, data: { code: 404, message: 'Not found.' } };
      Promise.resolve(typeof route === 'function' ? route(req) : route).then((reply) => {
        if ('hang' in reply) return;
        if ('network' in reply) return reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
        const response: AxiosResponse = {
          status: reply.status,
          statusText: String(reply.status),
          data: encodeReply(reply.data, config.responseType),
          headers: { 'content-type': 'application/json', ...reply.headers },
          config,
          request: {},
        };
        if (!config.validateStatus || config.validateStatus(reply.status)) return resolve(response);
        const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
        reject(new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response));
      }, reject);
    });
  instance.defaults.adapter = adapter;

  const mock: MockHttp = {
    on(method, path, reply) {
      routes.set(`${method.toUpperCase()} ${path}`, reply);
      return mock;
    },
    calls(method, path) {
      return calls.filter((c) => (!method || c.method === method.toUpperCase()) && (!path || c.path === path));
    },
  };
  return mock;
}

/** A promise settled from outside, to hold a reply until the test says so. */
export function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export const NOW = 1_700_000_000;
export const fresh = (token: string, refreshToken = `${token}-refresh`): Session => ({ token, refreshToken, expires: NOW + 3600 });
export const stale = (token: string, refreshToken = `${token}-refresh`): Session => ({ token, refreshToken, expires: NOW });

export interface Harness {
  client: ApiClient;
  http: MockHttp;
  tokens: TokenStore;
  onSessionExpired: jest.Mock;
  onSignedOutElsewhere: jest.Mock;
  onSignedInElsewhere: jest.Mock;
}

/**
 * Another tab of the same browser: a token store over the same localStorage whose writes reach this tab as storage
 * events, one per write, in order (as a browser delivers them).
 */
export function anotherTab(): TokenStore {
  const shared = window.localStorage;
  const announce = (key: string, oldValue: string | null, newValue: string | null): void => {
    window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: shared }));
  };
  const storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
    getItem: (key) => shared.getItem(key),
    setItem: (key, value) => {
      const old = shared.getItem(key);
      shared.setItem(key, value);
      announce(key, old, value);
    },
    removeItem: (key) => {
      const old = shared.getItem(key);
      shared.removeItem(key);
      announce(key, old, null);
    },
  };
  return createTokenStore(storage as Storage);
}

/** A client over jsdom's localStorage and scripted HTTP; the clock stands at NOW. */
export function setupClient(sessions: { merchant?: Session; admin?: Session } = {}): Harness {
  window.localStorage.clear();
  const tokens = createTokenStore(window.localStorage);
  // Signed in the way the console signs in, so another tab can end or replace the sign-in.
  if (sessions.merchant) tokens.startSignIn('merchant', sessions.merchant);
  if (sessions.admin) tokens.setSession('admin', sessions.admin);
  const onSessionExpired = jest.fn();
  const onSignedOutElsewhere = jest.fn();
  const onSignedInElsewhere = jest.fn();
  const client = createApiClient({ baseURL: BASE_URL, clientId: 'console-test', tokens, onSessionExpired, onSignedOutElsewhere, onSignedInElsewhere, now: () => NOW });
  const http = installMockHttp(client.axios);
  return { client, http, tokens, onSessionExpired, onSignedOutElsewhere, onSignedInElsewhere };
}

export const authReply = (token: string, expires = NOW + 3600): Reply => ({
  status: 200,
  data: { access_token: token, refresh_token: `${token}-refresh`, expires, account: {} },
});

import axios, {
  CanceledError,
  isAxiosError,
  isCancel,
  type AxiosInstance,
  type AxiosProgressEvent,
  type AxiosResponse,
  type GenericAbortSignal,
  type InternalAxiosRequestConfig,
  type ResponseType,
} from 'axios';
import { ApiError, SESSION_EXPIRED_CODE, fromResponse, notJsonAnswer, toApiError } from './errors';
import { buildPath, isAdminPath, type PathVars } from './path';
import { compact, toForm, toMultipart, type CompactOptions, type FormOptions } from './payload';
import { isExpired, type Session, type SessionKind, type TokenStore } from './tokenStore';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type BodyType = 'form' | 'json' | 'multipart' | 'none';

export interface RequestOptions {
  method: HttpMethod;
  /** Relative path or template, e.g. 'v2/items/{id}'; never starts with the API base. */
  path: string;
  pathVars?: PathVars;
  query?: object;
  /** Plain payloads are compacted and encoded by bodyType; FormData and URLSearchParams go out unchanged. */
  body?: object;
  /** Defaults to 'form' when a body is given (except on GET), otherwise 'none'. */
  bodyType?: BodyType;
  /** false for the public calls: no bearer, no srkey, and a 401 is an ordinary error. Default true. */
  auth?: boolean;
  /** Forces the session whose token is sent, instead of the one the path implies. */
  session?: SessionKind;
  signal?: AbortSignal;
  responseType?: ResponseType;
  compact?: CompactOptions;
  arrays?: FormOptions['arrays'];
  /** Called as an upload's bytes go out, with the share sent (0 to 1). */
  onUploadProgress?: (fraction: number) => void;
}


/**
 * What the request machinery passes to every API function besides the request: the saga's abort signal, and the
 * session whose token is sent, for calls that both consoles make (an explicit kind never depends on which sessions
 * this browser happens to hold).
 */
export type CallContext = Pick<RequestOptions, 'signal' | 'session' | 'onUploadProgress'>;

/** One catalogued call: a typed request in, a typed answer out. */
export type ApiCall<Req, Res> = (req: Req, ctx?: CallContext) => Promise<Res>;

export interface ApiClientOptions {
  baseURL: string;
  clientId: string;
  tokens: TokenStore;
  /** Called once per ended session: the refresh was refused or the current token got a 401. */
  onSessionExpired: (kind: SessionKind, error: ApiError) => void;
  /** Another tab signed out while this one held a session: this tab's session ends too (its calls are cancelled). */
  onSignedOutElsewhere?: () => void;
  /** Another tab signed in anew (maybe as another user) while this one held a session: nothing more is sent from here. */
  onSignedInElsewhere?: () => void;
  /** Unix seconds; injectable for tests. */
  now?: () => number;
  /** How long a JSON read (a GET) waits for its answer before failing; 0 waits for ever. Default 30 s. */
  readTimeoutMs?: number;
  /**
   * The area this tab shows. Staff's admin tab sends the shared calls (its account, a merchant's payment setup) with
   * the admin session even when a "Login as" left a merchant session beside it. Default: the merchant area.
   */
  area?: () => 'merchant' | 'admin';
}

export const DEFAULT_READ_TIMEOUT_MS = 30_000;

/** An answer with the response headers a call needs (a download's file name, a count). */
export interface ApiResponse<T> {
  data: T;
  /** Lower-case names. */
  headers: Record<string, string>;
}

export interface ApiClient {
  request<T>(options: RequestOptions): Promise<T>;
  requestWithHeaders<T>(options: RequestOptions): Promise<ApiResponse<T>>;
  /** PUTs a file at a signed address the API handed out (no bearer, no srkey: the address is the credential). */
  putSigned(url: string, file: Blob, options?: Pick<RequestOptions, 'signal' | 'onUploadProgress'> & { headers?: Record<string, string> }): Promise<void>;
  readonly axios: AxiosInstance;
  readonly clientId: string;
  /** Stops listening to the token store. */
  dispose(): void;
}

/** Per-request state the interceptors share, carried on the axios config. */
export interface RequestMeta {
  auth: boolean;
  kind?: SessionKind;
  sentToken?: string | null;
  replayed?: boolean;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    apiMeta?: RequestMeta;
  }
}

export const REFRESH_PATH = 'accounts/authenticate';

const nowInSeconds = (): number => Math.floor(Date.now() / 1000);
const randomKey = (): string => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);

function withSrkey(params: unknown): URLSearchParams | Record<string, unknown> {
  if (params instanceof URLSearchParams || params === undefined || params === null) {
    const next = new URLSearchParams(params ?? undefined);
    next.set('srkey', randomKey());
    return next;
  }
  return { ...(params as Record<string, unknown>), srkey: randomKey() };
}

/** Lets an aborted request stop waiting for a refresh it no longer needs. */
function abortable<T>(promise: Promise<T>, signal: GenericAbortSignal | undefined, config: InternalAxiosRequestConfig): Promise<T> {
  if (!signal?.addEventListener) return promise;
  if (signal.aborted) return Promise.reject(new CanceledError(undefined, undefined, config));
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new CanceledError(undefined, undefined, config));
    signal.addEventListener?.('abort', onAbort);
    promise.then(resolve, reject).finally(() => signal.removeEventListener?.('abort', onAbort));
  });
}

const blobText = (blob: Blob): Promise<string> =>
  typeof blob.text === 'function'
    ? blob.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(blob);
      });

/** A failed download (responseType 'blob') still carries the server's JSON error body. */
async function readBody(data: unknown): Promise<unknown> {
  if (typeof Blob === 'undefined' || !(data instanceof Blob)) return data;
  try {
    return JSON.parse(await blobText(data)) as unknown;
  } catch {
    return undefined;
  }
}

function readAuthResponse(body: unknown): Session | null {
  if (typeof body !== 'object' || body === null) return null;
  const { access_token, refresh_token, expires } = body as Record<string, unknown>;
  if (typeof access_token !== 'string' || access_token === '' || typeof refresh_token !== 'string') return null;
  if (typeof expires !== 'number' || !Number.isFinite(expires)) return null;
  return { token: access_token, refreshToken: refresh_token, expires };
}

function encodeBody(options: RequestOptions): unknown {
  const { body, method } = options;
  if (body === undefined || body === null) return undefined;
  const bodyType = options.bodyType ?? (method === 'GET' ? 'none' : 'form');
  if (bodyType === 'none') return undefined;
  if (body instanceof URLSearchParams || (typeof FormData !== 'undefined' && body instanceof FormData)) return body;
  const payload = compact(body, options.compact);
  if (bodyType === 'json') return payload;
  return bodyType === 'multipart' ? toMultipart(payload, { arrays: options.arrays }) : toForm(payload, { arrays: options.arrays });
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseURL, clientId, tokens, onSessionExpired } = options;
  const now = options.now ?? nowInSeconds;
  const readTimeout = options.readTimeoutMs ?? DEFAULT_READ_TIMEOUT_MS;
  // A timeout fails as ETIMEDOUT, apart from an abort by the browser (ECONNABORTED).
  const instance = axios.create({ baseURL, transitional: { clarifyTimeoutError: true } });
  // The refresh call goes through the same transport but none of the interceptors below.
  const bare = axios.create({ baseURL });
  const refreshes = new Map<SessionKind, Promise<Session>>();
  // A session is live in this tab from the moment this tab stores it until it ends here: expiry is reported once per
  // live session. Another tab's writes never change it: they end or replace this tab's sign-in instead.
  const live: Record<SessionKind, boolean> = { merchant: tokens.getSession('merchant') !== null, admin: tokens.getSession('admin') !== null };
  // Another tab signed in anew: this tab's screens belong to the previous sign-in, so it sends nothing more.
  let replaced = false;

  /** Reports once when another tab ended or replaced this tab's sign-in; false when this tab may no longer send. */
  function checkSignIn(clearedElsewhere?: SessionKind): boolean {
    if (replaced) return false;
    if (!live.merchant && !live.admin) return true;
    // A newer sign-in that kept every session this tab uses (staff's admin tab beside a "Login as" tab) continues it.
    const state = tokens.signInState((['merchant', 'admin'] as const).filter((kind) => live[kind]));
    if (state === 'replaced') {
      replaced = true;
      options.onSignedInElsewhere?.();
      return false;
    }
    // A cleared session this tab uses ends it here too, also for sessions stored before sign-ins had an id.
    if (state === 'ended' || (clearedElsewhere && live[clearedElsewhere])) {
      live.merchant = false;
      live.admin = false;
      tokens.adoptSignIn();
      options.onSignedOutElsewhere?.();
      return false;
    }
    return true;
  }

  const unsubscribe = tokens.subscribe(({ kind, session, external }) => {
    if (!external) {
      if (kind === 'merchant' || kind === 'admin') live[kind] = session !== null;
      // This tab's own sign-in (or sign-out) makes it current again.
      if (kind === 'signIn') replaced = false;
      return;
    }
    // A storage event can arrive after the storage it reports on was written anew (a tab that cleared and stored a
    // session just before this page loaded): a session counts as cleared only while the storage still lacks it.
    const cleared = session === null && (kind === 'merchant' || kind === 'admin') && tokens.getSession(kind) === null;
    checkSignIn(cleared ? kind : undefined);
  });

  const kindFor = (path: string): SessionKind => {
    if (isAdminPath(path)) return 'admin';
    const admin = tokens.getSession('admin') !== null;
    // Staff's admin tab, and a platform-staff sign-in (only the admin session): the shared calls are staff's too.
    if (admin && options.area?.() === 'admin') return 'admin';
    return tokens.getSession('merchant') === null && admin ? 'admin' : 'merchant';
  };

  function endSession(kind: SessionKind, error: ApiError): void {
    if (!live[kind]) return;
    live[kind] = false;
    tokens.clearSession(kind);
    onSessionExpired(kind, error);
  }

  async function runRefresh(kind: SessionKind, stale: Session): Promise<Session> {
    let response: AxiosResponse<unknown>;
    try {
      response = await bare.request<unknown>({
        method: 'post',
        url: REFRESH_PATH,
        data: toForm({ grant_type: 'refresh_token', refresh_token: stale.refreshToken, client_id: clientId }),
        adapter: instance.defaults.adapter,
        validateStatus: () => true,
      });
    } catch (error) {
      // No answer at all (offline): the session is kept and the next call tries again.
      throw toApiError(error);
    }
    const next = response.status >= 200 && response.status < 300 ? readAuthResponse(response.data) : null;
    if (!next) {
      const failure = fromResponse(401, response.data, { code: SESSION_EXPIRED_CODE });
      endSession(kind, failure);
      throw failure;
    }
    const stored = tokens.getSession(kind);
    // Ended while the refresh ran (a logout): the answer must not bring the session back.
    if (!stored) throw toApiError(new CanceledError());
    // Another tab refreshed with the same token first and stored its pair: that one is kept.
    if (stored.refreshToken !== stale.refreshToken) return stored;
    tokens.setSession(kind, next);
    return next;
  }

  /** One refresh per session kind at a time: concurrent callers share it. */
  function refreshOnce(kind: SessionKind, stale: Session): Promise<Session> {
    const pending = refreshes.get(kind);
    if (pending) return pending;
    const refresh = runRefresh(kind, stale).finally(() => refreshes.delete(kind));
    refreshes.set(kind, refresh);
    return refresh;
  }

  /** The session to send, refreshed first when expired. */
  function currentSession(kind: SessionKind): Promise<Session | null> {
    const pending = refreshes.get(kind);
    if (pending) return pending;
    const session = tokens.getSession(kind);
    if (!session || !isExpired(session, now())) return Promise.resolve(session);
    return refreshOnce(kind, session);
  }

  instance.interceptors.request.use(async (config) => {
    const meta: RequestMeta = config.apiMeta ?? { auth: true };
    config.apiMeta = meta;
    if (!meta.auth) {
      config.headers.delete('Authorization');
      return config;
    }
    // Never a token of another tab's sign-in under this tab's screens.
    if (!checkSignIn()) throw new CanceledError(undefined, undefined, config);
    meta.kind = meta.kind ?? kindFor(config.url ?? '');
    const session = await abortable(currentSession(meta.kind), config.signal, config);
    if (!checkSignIn()) throw new CanceledError(undefined, undefined, config);
    meta.sentToken = session?.token ?? null;
    if (session) config.headers.set('Authorization', `Bearer ${session.token}`);
    else config.headers.delete('Authorization');
    if (config.method === 'get') config.params = withSrkey(config.params);
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || isCancel(error) || !error.config || !error.response) throw toApiError(error);
    const { config, response } = error;
    const body = await readBody(response.data);
    const meta = config.apiMeta;
    if (response.status === 401 && meta?.auth && meta.kind) {
      const current = tokens.getSession(meta.kind);
      const changed = current !== null && current.token !== meta.sentToken;
      if (current !== null && !meta.replayed) {
        meta.replayed = true;
        // The token still looks valid (a server restart, a clock skew): one refresh, shared, before giving up.
        if (!changed) await abortable(refreshOnce(meta.kind, current), config.signal, config);
        return instance.request(config);
      }
      // A 401 on a token replaced again during the replay must not end the newer session.
      if (!changed) {
        const expired = fromResponse(401, body, { code: SESSION_EXPIRED_CODE, cause: error });
        endSession(meta.kind, expired);
        throw expired;
      }
    }
    throw fromResponse(response.status, body, { cause: error });
  });

  async function requestWithHeaders<T>(opts: RequestOptions): Promise<ApiResponse<T>> {
    try {
      const auth = opts.auth !== false;
      const response = await instance.request<T>({
        method: opts.method,
        url: buildPath(opts.path, opts.pathVars),
        params: opts.query ? toForm(compact(opts.query, opts.compact), { arrays: opts.arrays }) : undefined,
        data: encodeBody(opts),
        signal: opts.signal,
        responseType: opts.responseType,
        // Reads fail instead of spinning for ever; downloads, uploads and writes may take as long as they need.
        timeout: opts.method === 'GET' && !opts.responseType ? readTimeout : 0,
        onUploadProgress: uploadProgress(opts.onUploadProgress),
        apiMeta: { auth, kind: auth ? (opts.session ?? kindFor(opts.path)) : undefined },
      });
      const notJson = opts.responseType ? null : notJsonAnswer(response.status, response.headers['content-type'], response.data);
      if (notJson) throw notJson;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(response.headers ?? {})) if (typeof value === 'string') headers[name.toLowerCase()] = value;
      return { data: response.data, headers };
    } catch (error) {
      throw toApiError(error);
    }
  }

  const request = async <T,>(opts: RequestOptions): Promise<T> => (await requestWithHeaders<T>(opts)).data;

  /** A signed address may be origin-relative (the sandbox's) or absolute (a storage bucket's): made absolute here. */
  const absolute = (url: string): string => new URL(url, new URL(baseURL, globalThis.location?.href ?? 'http://localhost/')).href;

  async function putSigned(url: string, file: Blob, opts: Pick<RequestOptions, 'signal' | 'onUploadProgress'> & { headers?: Record<string, string> } = {}): Promise<void> {
    try {
      await instance.request({
        method: 'put',
        url: absolute(url),
        data: file,
        headers: opts.headers,
        signal: opts.signal,
        onUploadProgress: uploadProgress(opts.onUploadProgress),
        apiMeta: { auth: false },
      });
    } catch (error) {
      throw toApiError(error);
    }
  }

  return { request, requestWithHeaders, putSigned, axios: instance, clientId, dispose: unsubscribe };
}

let configured: ApiClient | null = null;

/** Axios's upload events as the share of the bytes sent (0 to 1). */
function uploadProgress(report: RequestOptions['onUploadProgress']): ((event: AxiosProgressEvent) => void) | undefined {
  return report && ((event) => report(event.total ? Math.min(1, event.loaded / event.total) : 0));
}

/** Wires the client every resource module uses; called once at bootstrap (and by tests). */
export function configureApi(options: ApiClientOptions): ApiClient {
  configured?.dispose();
  configured = createApiClient(options);
  return configured;
}

/** The configured client. */
export function api(): ApiClient {
  if (!configured) throw new Error('The API client is not configured: call configureApi() at bootstrap.');
  return configured;
}

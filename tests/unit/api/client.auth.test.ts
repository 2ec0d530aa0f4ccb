import { ApiError, SESSION_EXPIRED_CODE } from '../../../src/api/errors';
import type { HttpMethod } from '../../../src/api/client';
import { deferred, fresh, setupClient } from './mockHttp';

const ok = { status: 200, data: {} };
const unauthorised = { status: 401, data: { code: 401, message: 'Invalid or expired token.' } };

describe('bearer token', () => {
  it.each(['admin/merchants', '/admin/merchants', 'v2/admin/merchants/{id}', 'admin'])('sends the admin token on %s', async (path) => {
    const { client, http } = setupClient({ merchant: fresh('merchant'), admin: fresh('admin') });
    await client.request({ method: 'GET', path, pathVars: { id: 7 } }).catch(() => undefined);
    expect(http.calls()[0].authorization).toBe('Bearer admin');
  });

  it.each(['accounts', 'v2/items/{id}', 'administrators', 'items/admin'])('sends the merchant token on %s', async (path) => {
    const { client, http } = setupClient({ merchant: fresh('merchant'), admin: fresh('admin') });
    await client.request({ method: 'GET', path, pathVars: { id: 7 } }).catch(() => undefined);
    expect(http.calls()[0].authorization).toBe('Bearer merchant');
  });

  it('uses the admin session for shared calls when it is the only session (platform staff)', async () => {
    const { client, http } = setupClient({ admin: fresh('admin') });
    http.on('GET', 'accounts', ok);
    await client.request({ method: 'GET', path: 'accounts' });
    expect(http.calls()[0].authorization).toBe('Bearer admin');
  });

  it('honours an explicit session', async () => {
    const { client, http } = setupClient({ merchant: fresh('merchant'), admin: fresh('admin') });
    http.on('GET', 'accounts', ok);
    await client.request({ method: 'GET', path: 'accounts', session: 'admin' });
    expect(http.calls()[0].authorization).toBe('Bearer admin');
  });

  it('sends no Authorization header on unauthenticated calls', async () => {
    const { client, http } = setupClient({ merchant: fresh('merchant') });
    http.on('POST', 'accounts/forgot-password', ok);
    await client.request({ method: 'POST', path: 'accounts/forgot-password', body: { email: 'a@b.c' }, auth: false });
    expect(http.calls()[0].authorization).toBeUndefined();
  });
});

describe('srkey', () => {
  it('goes on every authenticated GET, with a new value each time', async () => {
    const { client, http } = setupClient({ merchant: fresh('merchant') });
    http.on('GET', 'items', ok);
    await client.request({ method: 'GET', path: 'items', query: { page: 2 } });
    await client.request({ method: 'GET', path: 'items' });
    const [first, second] = http.calls('GET', 'items');
    expect(first.query.get('page')).toBe('2');
    expect(first.query.get('srkey')).toMatch(/^[a-z0-9]{6,}$/);
    expect(second.query.get('srkey')).toMatch(/^[a-z0-9]{6,}$/);
    expect(first.query.get('srkey')).not.toBe(second.query.get('srkey'));
  });

  it('is absent on unauthenticated GETs', async () => {
    const { client, http } = setupClient({ merchant: fresh('merchant') });
    http.on('GET', 'captcha', ok);
    await client.request({ method: 'GET', path: 'captcha', auth: false });
    expect(http.calls()[0].query.has('srkey')).toBe(false);
  });

  it.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])('is absent on %s', async (method) => {
    const { client, http } = setupClient({ merchant: fresh('merchant') });
    http.on(method, 'items', ok);
    await client.request({ method, path: 'items', query: { id: 1 } });
    expect(http.calls()[0].query.has('srkey')).toBe(false);
    expect(http.calls()[0].query.get('id')).toBe('1');
  });
});

describe('401 answers', () => {
  it('replays once with the new token when the token was replaced while in flight', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: fresh('t1') });
    http.on('GET', 'items', (req) => {
      if (req.authorization === 'Bearer t2') return ok;
      tokens.setSession('merchant', fresh('t2'));
      return unauthorised;
    });
    await expect(client.request({ method: 'GET', path: 'items' })).resolves.toEqual({});
    expect(http.calls('GET', 'items').map((c) => c.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('replays a form body intact', async () => {
    const { client, http, tokens } = setupClient({ merchant: fresh('t1') });
    http.on('POST', 'items', (req) => {
      if (req.authorization === 'Bearer t2') return ok;
      tokens.setSession('merchant', fresh('t2'));
      return unauthorised;
    });
    await client.request({ method: 'POST', path: 'items', body: { title: 'A & B', metadata: { k: 'v' } } });
    const [first, replay] = http.calls('POST', 'items');
    expect(replay.body).toBe(first.body);
    expect(replay.form().get('metadata[k]')).toBe('v');
  });

  it('never replays more than once', async () => {
    let n = 1;
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: fresh('t1') });
    http.on('GET', 'items', () => {
      n += 1;
      tokens.setSession('merchant', fresh(`t${n}`));
      return unauthorised;
    });
    await expect(client.request({ method: 'GET', path: 'items' })).rejects.toMatchObject({ status: 401 });
    expect(http.calls('GET', 'items')).toHaveLength(2);
    // The replay's token was replaced again: that newer session is not ended.
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getSession('merchant')?.token).toBe('t3');
  });

  it('ends the session once when the replay is refused with the token unchanged', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: fresh('t1') });
    http.on('GET', 'items', (req) => {
      if (req.authorization === 'Bearer t1') tokens.setSession('merchant', fresh('t2'));
      return unauthorised;
    });
    await expect(client.request({ method: 'GET', path: 'items' })).rejects.toMatchObject({ status: 401, code: SESSION_EXPIRED_CODE });
    expect(http.calls('GET', 'items')).toHaveLength(2);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the token sent is still the stored one, keeping the server message', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: fresh('t1') });
    http.on('GET', 'items', unauthorised);
    const error = (await client.request({ method: 'GET', path: 'items' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Invalid or expired token.');
    expect(http.calls('GET', 'items')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('merchant', error);
    expect(tokens.getSession('merchant')).toBeNull();
  });

  it('reports one expiry for 10 parallel 401s, and again only after a new session is set', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: fresh('t1') });
    const gate = deferred();
    http.on('GET', 'items', async () => {
      await gate.promise;
      return unauthorised;
    });
    const calls = Array.from({ length: 10 }, () => client.request({ method: 'GET', path: 'items' }));
    await new Promise((r) => setTimeout(r, 0));
    gate.resolve();
    const results = await Promise.allSettled(calls);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).status === 401)).toBe(true);
    expect(http.calls('GET', 'items')).toHaveLength(10);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);

    await expect(client.request({ method: 'GET', path: 'items' })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);

    tokens.setSession('merchant', fresh('t9'));
    await expect(client.request({ method: 'GET', path: 'items' })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('ends only the session the failing call used', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: fresh('m'), admin: fresh('a') });
    http.on('GET', 'admin/merchants', unauthorised);
    await expect(client.request({ method: 'GET', path: 'admin/merchants' })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledWith('admin', expect.any(ApiError));
    expect(tokens.getSession('admin')).toBeNull();
    expect(tokens.getSession('merchant')?.token).toBe('m');
  });

  it('treats a 401 on an unauthenticated call as an ordinary error', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: fresh('m') });
    http.on('POST', 'accounts/authenticate', { status: 401, data: { code: 401, message: 'Invalid username or password.' } });
    const error = (await client
      .request({ method: 'POST', path: 'accounts/authenticate', body: { username: 'x', password: 'y' }, auth: false })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 401, message: 'Invalid username or password.' });
    expect(error.code).toBeUndefined();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getSession('merchant')?.token).toBe('m');
    expect(http.calls()).toHaveLength(1);
  });
});

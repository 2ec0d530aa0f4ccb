import { ApiError, SESSION_EXPIRED_CODE } from '../../../src/api/errors';
import type { HttpMethod } from '../../../src/api/client';
import { anotherTab, authReply, deferred, fresh, setupClient } from './mockHttp';
import { createTokenStore } from '../../../src/api/tokenStore';

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

  it('refreshes once on a 401 to a token that still looks valid, and replays the call with the new token', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: fresh('t1') });
    http.on('POST', 'accounts/authenticate', authReply('t2'));
    http.on('GET', 'items', (req) => (req.authorization === 'Bearer t2' ? ok : unauthorised));
    await expect(client.request({ method: 'GET', path: 'items' })).resolves.toEqual({});
    expect(http.calls('GET', 'items').map((c) => c.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
    expect(Object.fromEntries(http.calls('POST', 'accounts/authenticate')[0].form())).toMatchObject({ grant_type: 'refresh_token', refresh_token: 't1-refresh' });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getSession('merchant')?.token).toBe('t2');
  });

  it('shares one refresh between 10 parallel 401s to a valid-looking token', async () => {
    const { client, http } = setupClient({ merchant: fresh('t1') });
    const gate = deferred();
    http.on('POST', 'accounts/authenticate', authReply('t2'));
    http.on('GET', 'items', async (req) => {
      if (req.authorization === 'Bearer t2') return ok;
      await gate.promise;
      return unauthorised;
    });
    const calls = Array.from({ length: 10 }, () => client.request({ method: 'GET', path: 'items' }));
    await new Promise((r) => setTimeout(r, 0));
    gate.resolve();
    await Promise.all(calls);
    expect(http.calls('POST', 'accounts/authenticate')).toHaveLength(1);
    expect(http.calls('GET', 'items').filter((c) => c.authorization === 'Bearer t2')).toHaveLength(10);
  });

  it('ends the session once when that refresh is refused, without replaying the call', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: fresh('t1') });
    http.on('POST', 'accounts/authenticate', { status: 401, data: { code: 401, message: 'Invalid refresh token.' } });
    http.on('GET', 'items', unauthorised);
    const error = (await client.request({ method: 'GET', path: 'items' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: SESSION_EXPIRED_CODE, message: 'Invalid refresh token.' });
    expect(http.calls('GET', 'items')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('merchant', error);
    expect(tokens.getSession('merchant')).toBeNull();
  });

  it('ends the session when the refreshed token gets a 401 too', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: fresh('t1') });
    http.on('POST', 'accounts/authenticate', authReply('t2'));
    http.on('GET', 'items', unauthorised);
    await expect(client.request({ method: 'GET', path: 'items' })).rejects.toMatchObject({ status: 401, code: SESSION_EXPIRED_CODE, message: 'Invalid or expired token.' });
    expect(http.calls('GET', 'items').map((c) => c.authorization)).toEqual(['Bearer t1', 'Bearer t2']);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
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

describe('another tab of the same browser', () => {
  it('signing out there ends this tab\'s session at once, before any call fails', () => {
    const { tokens, onSessionExpired, onSignedOutElsewhere, onSignedInElsewhere } = setupClient({ merchant: fresh('t1') });
    anotherTab().clearAll();
    expect(onSignedOutElsewhere).toHaveBeenCalledTimes(1);
    expect(onSignedInElsewhere).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.signInState()).toBe('current');
  });

  it('after that sign-out, a sign-in in this tab works and a later sign-out elsewhere ends it again', async () => {
    const { client, http, tokens, onSignedOutElsewhere } = setupClient({ merchant: fresh('t1') });
    anotherTab().clearAll();
    tokens.startSignIn('merchant', fresh('t2'));
    http.on('GET', 'items', ok);
    await client.request({ method: 'GET', path: 'items' });
    expect(http.calls('GET', 'items')[0].authorization).toBe('Bearer t2');
    anotherTab().clearAll();
    expect(onSignedOutElsewhere).toHaveBeenCalledTimes(2);
  });

  it('a refresh there changes nothing here but the token sent', async () => {
    const { client, http, onSignedOutElsewhere, onSignedInElsewhere } = setupClient({ merchant: fresh('t1') });
    anotherTab().setSession('merchant', fresh('t1b'));
    http.on('GET', 'items', ok);
    await client.request({ method: 'GET', path: 'items' });
    expect(http.calls('GET', 'items')[0].authorization).toBe('Bearer t1b');
    expect(onSignedOutElsewhere).not.toHaveBeenCalled();
    expect(onSignedInElsewhere).not.toHaveBeenCalled();
  });

  it('a sign-in there (another user) is reported once and this tab sends nothing more', async () => {
    const { client, http, onSignedOutElsewhere, onSignedInElsewhere } = setupClient({ merchant: fresh('t1') });
    http.on('GET', 'items', ok);
    anotherTab().startSignIn('admin', fresh('other-user'));
    expect(onSignedInElsewhere).toHaveBeenCalledTimes(1);
    expect(onSignedOutElsewhere).not.toHaveBeenCalled();
    await expect(client.request({ method: 'GET', path: 'items' })).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(http.calls()).toHaveLength(0);
    expect(onSignedInElsewhere).toHaveBeenCalledTimes(1);
  });

  it('never sends the other sign-in\'s token, even before its storage event has arrived', async () => {
    const { client, http, onSignedInElsewhere } = setupClient({ merchant: fresh('t1') });
    http.on('GET', 'items', ok);
    // Written to the shared storage without an event reaching this tab yet.
    createTokenStore(window.localStorage).startSignIn('merchant', fresh('other-user'));
    await expect(client.request({ method: 'GET', path: 'items' })).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(http.calls()).toHaveLength(0);
    expect(onSignedInElsewhere).toHaveBeenCalledTimes(1);
  });

  it('does not replay a 401 with the token of a sign-in made elsewhere while the call was in flight', async () => {
    const { client, http, onSessionExpired, onSignedInElsewhere } = setupClient({ merchant: fresh('t1') });
    http.on('GET', 'items', () => {
      createTokenStore(window.localStorage).startSignIn('merchant', fresh('other-user'));
      return unauthorised;
    });
    await expect(client.request({ method: 'GET', path: 'items' })).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(http.calls().map((c) => c.authorization)).toEqual(['Bearer t1']);
    expect(onSignedInElsewhere).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a sign-out there also ends sessions stored before sign-ins had an id', () => {
    // setSession alone stores no sign-in id, as a console before this one did.
    const { onSignedOutElsewhere } = setupClient({ admin: fresh('a1') });
    anotherTab().clearAll();
    expect(onSignedOutElsewhere).toHaveBeenCalledTimes(1);
  });

  it('a late event of a clear() that the storage no longer shows (cleared and signed in again before this page loaded) ends nothing', async () => {
    const { client, http, onSignedOutElsewhere, onSignedInElsewhere } = setupClient({ merchant: fresh('t1') });
    window.dispatchEvent(new StorageEvent('storage', { key: null, oldValue: null, newValue: null, storageArea: window.localStorage }));
    expect(onSignedOutElsewhere).not.toHaveBeenCalled();
    expect(onSignedInElsewhere).not.toHaveBeenCalled();
    http.on('GET', 'items', ok);
    await client.request({ method: 'GET', path: 'items' });
    expect(http.calls('GET', 'items')[0].authorization).toBe('Bearer t1');
  });

  it('a signed-out tab does not follow another tab\'s sign-in', () => {
    const { onSignedInElsewhere, onSignedOutElsewhere } = setupClient();
    anotherTab().startSignIn('merchant', fresh('t1'));
    anotherTab().clearAll();
    expect(onSignedInElsewhere).not.toHaveBeenCalled();
    expect(onSignedOutElsewhere).not.toHaveBeenCalled();
  });
});

import { ApiError, SESSION_EXPIRED_CODE } from '../../../src/api/errors';
import { authReply, deferred, setupClient, stale, type Reply } from './mockHttp';

const REFRESH = 'accounts/authenticate';

describe('single-flight refresh', () => {
  it('sends 20 concurrent calls behind one refresh, all with the new token', async () => {
    const { client, http, tokens } = setupClient({ merchant: stale('old') });
    const gate = deferred();
    http.on('POST', REFRESH, async () => {
      await gate.promise;
      return authReply('new');
    });
    http.on('GET', 'features', { status: 200, data: [] });

    const calls = Array.from({ length: 20 }, () => client.request({ method: 'GET', path: 'features' }));
    await new Promise((r) => setTimeout(r, 0));
    expect(http.calls('GET', 'features')).toHaveLength(0);
    gate.resolve();
    await Promise.all(calls);

    expect(http.calls('POST', REFRESH)).toHaveLength(1);
    const sent = http.calls('GET', 'features');
    expect(sent).toHaveLength(20);
    expect(sent.every((c) => c.authorization === 'Bearer new')).toBe(true);
    expect(tokens.getSession('merchant')).toEqual({ token: 'new', refreshToken: 'new-refresh', expires: 1_700_003_600 });
  });

  it('posts the refresh form-encoded, outside the interceptors', async () => {
    const { client, http } = setupClient({ merchant: stale('old', 'rt-1') });
    http.on('POST', REFRESH, authReply('new'));
    http.on('GET', 'accounts', { status: 200, data: {} });
    await client.request({ method: 'GET', path: 'accounts' });

    const [refresh] = http.calls('POST', REFRESH);
    expect(refresh.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(refresh.form())).toEqual({ grant_type: 'refresh_token', refresh_token: 'rt-1', client_id: 'console-test' });
    expect(refresh.authorization).toBeUndefined();
    expect(refresh.query.has('srkey')).toBe(false);
  });

  it('ends the session exactly once when the refresh fails, and all 20 queued calls reject with 401', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: stale('old') });
    http.on('POST', REFRESH, { status: 401, data: { code: 401, message: 'Invalid refresh token.' } });

    const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.request({ method: 'GET', path: 'features' })));

    expect(http.calls('POST', REFRESH)).toHaveLength(1);
    expect(http.calls('GET', 'features')).toHaveLength(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('merchant', expect.any(ApiError));
    expect(tokens.getSession('merchant')).toBeNull();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.status).toBe(401);
      expect(reason.code).toBe(SESSION_EXPIRED_CODE);
      expect(reason.message).toBe('Invalid refresh token.');
    }
  });

  it.each<[string, Reply]>([
    ['a 500', { status: 500, data: { code: 500, message: 'Internal error.' } }],
    ['a 302', { status: 302 }],
    ['a 2xx without tokens', { status: 200, data: { message: 'ok' } }],
  ])('treats %s from the refresh as a failure', async (_label, reply) => {
    const { client, http, onSessionExpired } = setupClient({ merchant: stale('old') });
    http.on('POST', REFRESH, reply);
    await expect(client.request({ method: 'GET', path: 'features' })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh gets no answer, and retries on the next call', async () => {
    const { client, http, tokens, onSessionExpired } = setupClient({ merchant: stale('old') });
    http.on('POST', REFRESH, { network: true });
    await expect(client.request({ method: 'GET', path: 'features' })).rejects.toMatchObject({ status: 0 });
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(tokens.getSession('merchant')?.token).toBe('old');

    http.on('POST', REFRESH, authReply('new'));
    http.on('GET', 'features', { status: 200, data: [] });
    await client.request({ method: 'GET', path: 'features' });
    expect(http.calls('POST', REFRESH)).toHaveLength(2);
    expect(http.calls('GET', 'features')[0].authorization).toBe('Bearer new');
  });

  it('refreshes each session kind with its own refresh token', async () => {
    const { client, http, tokens } = setupClient({ merchant: stale('m', 'm-rt'), admin: stale('a', 'a-rt') });
    http.on('POST', REFRESH, (req) => authReply(req.form().get('refresh_token') === 'a-rt' ? 'a2' : 'm2'));
    http.on('GET', 'admin/merchants', { status: 200, data: [] });
    http.on('GET', 'features', { status: 200, data: [] });

    await Promise.all([
      client.request({ method: 'GET', path: 'admin/merchants' }),
      client.request({ method: 'GET', path: 'admin/merchants' }),
      client.request({ method: 'GET', path: 'features' }),
      client.request({ method: 'GET', path: 'features' }),
    ]);

    expect(http.calls('POST', REFRESH)).toHaveLength(2);
    expect(http.calls('GET', 'admin/merchants').map((c) => c.authorization)).toEqual(['Bearer a2', 'Bearer a2']);
    expect(http.calls('GET', 'features').map((c) => c.authorization)).toEqual(['Bearer m2', 'Bearer m2']);
    expect(tokens.getSession('admin')?.token).toBe('a2');
  });

  it('never refreshes for an unauthenticated call', async () => {
    const { client, http } = setupClient({ merchant: stale('old') });
    http.on('GET', 'captcha', { status: 200, data: { token: 't', question: 'q' } });
    await client.request({ method: 'GET', path: 'captcha', auth: false });
    expect(http.calls('POST', REFRESH)).toHaveLength(0);
    expect(http.calls('GET', 'captcha')[0].authorization).toBeUndefined();
  });

  it('drops a call aborted while it waits for the refresh, without sending it', async () => {
    const { client, http } = setupClient({ merchant: stale('old') });
    const gate = deferred();
    http.on('POST', REFRESH, async () => {
      await gate.promise;
      return authReply('new');
    });
    http.on('GET', 'features', { status: 200, data: [] });
    const controller = new AbortController();
    const aborted = client.request({ method: 'GET', path: 'features', signal: controller.signal });
    const other = client.request({ method: 'GET', path: 'features' });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ status: 0, code: 'ERR_CANCELED' });
    gate.resolve();
    await other;
    expect(http.calls('GET', 'features')).toHaveLength(1);
  });
});

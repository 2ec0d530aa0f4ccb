import { api, configureApi } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { createTokenStore } from '../../../src/api/tokenStore';
import { NETWORK_ERROR, PATH_VARIABLE_MISSING, UNKNOWN_ERROR } from '../../../src/constants/messages';
import { fieldSearch } from '../../../src/api/payload';
import { fresh, installMockHttp, setupClient } from './mockHttp';

const ok = { status: 200, data: { ok: true } };

describe('paths', () => {
  it('fills and encodes path variables', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('DELETE', 'v2/items/12/access-fees/a%2Fb', ok);
    await client.request({ method: 'DELETE', path: 'v2/items/{id}/access-fees/{feeId}', pathVars: { id: 12, feeId: 'a/b' } });
    expect(http.calls()).toHaveLength(1);
  });

  it('refuses a call with a missing path variable before sending anything', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    const error = (await client
      .request({ method: 'GET', path: 'v2/items/{id}/access-fees/{feeId}', pathVars: { id: 12 } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(PATH_VARIABLE_MISSING);
    expect(http.calls()).toHaveLength(0);
  });
});

describe('payloads', () => {
  it('form-encodes POST, PUT and PATCH bodies by default, without unset fields', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('PUT', 'accounts', ok);
    await client.request({
      method: 'PUT',
      path: 'accounts',
      body: { full_name: 'Ann', nickname: undefined, avatar: null, metadata: { company: 'Acme', country: undefined }, public: false },
    });
    const [sent] = http.calls();
    expect(sent.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect([...sent.form()]).toEqual([
      ['full_name', 'Ann'],
      ['metadata[company]', 'Acme'],
      ['public', 'false'],
    ]);
  });

  it('sends field searches as search[]=field:value in the query', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('GET', 'items', ok);
    await client.request({ method: 'GET', path: 'items', query: { search: [fieldSearch('title', 'Match day')], page: undefined } });
    const [sent] = http.calls();
    expect(sent.query.getAll('search[]')).toEqual(['title:Match day']);
    expect(sent.query.has('page')).toBe(false);
  });

  it('drops empty strings only when asked', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('POST', 'codes', ok);
    await client.request({ method: 'POST', path: 'codes', body: { a: '', b: 'x' } });
    await client.request({ method: 'POST', path: 'codes', body: { a: '', b: 'x' }, compact: { dropEmptyStrings: true } });
    const [keep, drop] = http.calls();
    expect(keep.form().toString()).toBe('a=&b=x');
    expect(drop.form().toString()).toBe('b=x');
  });

  it('sends JSON when told', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('POST', '_sandbox/config', ok);
    await client.request({ method: 'POST', path: '_sandbox/config', body: { token_ttl_s: 5, latency_ms: undefined }, bodyType: 'json' });
    const [sent] = http.calls();
    expect(sent.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(sent.body as string)).toEqual({ token_ttl_s: 5 });
  });

  it('sends multipart when told, files included', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('POST', 'accounts/avatar', ok);
    const file = new File(['img'], 'me.png', { type: 'image/png' });
    await client.request({ method: 'POST', path: 'accounts/avatar', body: { avatar: file, meta: { alt: 'me' } }, bodyType: 'multipart' });
    const body = http.calls()[0].body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('avatar') as File).name).toBe('me.png');
    expect(body.get('meta[alt]')).toBe('me');
  });

  it('sends no body on GET', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('GET', 'items', ok);
    await client.request({ method: 'GET', path: 'items', body: { a: 1 } });
    expect(http.calls()[0].body).toBeUndefined();
  });

  it('resolves with the parsed body', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('GET', 'features', { status: 200, data: [{ id: 1, name: 'Gifts', enabled: true }] });
    await expect(client.request({ method: 'GET', path: 'features' })).resolves.toEqual([{ id: 1, name: 'Gifts', enabled: true }]);
  });
});

describe('cancellation', () => {
  it('aborts the HTTP request when the signal aborts', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('GET', 'reports', { hang: true });
    const controller = new AbortController();
    const pending = client.request({ method: 'GET', path: 'reports', signal: controller.signal });
    await new Promise((r) => setTimeout(r, 0));
    expect(http.calls()[0].signal?.aborted).toBe(false);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ status: 0, code: 'ERR_CANCELED' });
    expect(http.calls()[0].signal?.aborted).toBe(true);
  });

  it('sends nothing for an already aborted signal', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    const controller = new AbortController();
    controller.abort();
    await expect(client.request({ method: 'GET', path: 'reports', signal: controller.signal })).rejects.toBeInstanceOf(ApiError);
    expect(http.calls()).toHaveLength(0);
  });
});

describe('errors', () => {
  it('keeps the server message exactly and the field errors', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    const message = '  Email is   taken — "really" <b>!</b> ';
    http.on('POST', 'accounts', { status: 400, data: { code: 400, message, errors: { email: 'Already used', password: 'Too short' } } });
    const error = (await client.request({ method: 'POST', path: 'accounts', body: {}, auth: false }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
    expect(error.fieldErrors).toEqual({ email: 'Already used', password: 'Too short' });
  });

  it('falls back to the unknown-error text for a body without message', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('GET', 'items', { status: 502, data: '<html>Bad gateway</html>' });
    await expect(client.request({ method: 'GET', path: 'items' })).rejects.toMatchObject({ status: 502, message: UNKNOWN_ERROR });
  });

  it('reports a network failure as status 0', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('GET', 'items', { network: true });
    await expect(client.request({ method: 'GET', path: 'items' })).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR });
  });

  it('reads the server message of a failed blob download', async () => {
    const { client, http } = setupClient({ merchant: fresh('m') });
    http.on('GET', 'reports/1/file', { status: 404, data: { code: 404, message: 'Report not found.' } });
    await expect(client.request({ method: 'GET', path: 'reports/1/file', responseType: 'blob' })).rejects.toMatchObject({
      status: 404,
      message: 'Report not found.',
    });
  });
});

describe('configureApi', () => {
  it('wires the singleton that resource modules use', async () => {
    const tokens = createTokenStore(window.localStorage);
    const client = configureApi({ baseURL: '/api', clientId: 'c', tokens, onSessionExpired: jest.fn() });
    expect(api()).toBe(client);
    expect(api().clientId).toBe('c');
    installMockHttp(client.axios).on('GET', 'captcha', ok);
    await expect(api().request({ method: 'GET', path: 'captcha', auth: false })).resolves.toEqual({ ok: true });
  });
});

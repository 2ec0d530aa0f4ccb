import { configureApi } from '../../../src/api/client';
import { createTokenStore } from '../../../src/api/tokenStore';
import { credentialsPath, getRealtimeCredentials } from '../../../src/api/realtime';
import { BASE_URL, fresh, installMockHttp, NOW } from '../api/mockHttp';
import { connectionTarget, sameOriginUrl } from '../../../src/realtime/transport';
import { credentialsFor } from './harness';

describe('connection target', () => {
  const page = { hostname: 'localhost' };

  it('production: REALTIME_ENDPOINT, written as a host or a URL', () => {
    expect(connectionTarget('abc-ats.iot.eu-west-1.amazonaws.com', credentialsFor(), page)).toEqual({ endpoint: 'abc-ats.iot.eu-west-1.amazonaws.com', sameOrigin: false });
    expect(connectionTarget('wss://abc-ats.iot.eu-west-1.amazonaws.com:443/mqtt', credentialsFor(), page)).toEqual({
      endpoint: 'abc-ats.iot.eu-west-1.amazonaws.com',
      sameOrigin: false,
    });
  });

  it('otherwise the endpoint the credentials name, else the page\'s own origin (the sandbox)', () => {
    expect(connectionTarget('', { ...credentialsFor(), iotEndpoint: 'iot.example.com' }, page)).toEqual({ endpoint: 'iot.example.com', sameOrigin: false });
    expect(connectionTarget('', credentialsFor(), page)).toEqual({ endpoint: 'localhost', sameOrigin: true });
  });
});

describe('same-origin URL', () => {
  const signed = 'wss://localhost/mqtt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc&X-Amz-Security-Token=a%2Bb';

  it('keeps the signed query and moves it to the page\'s origin, ws or wss like the page', () => {
    expect(sameOriginUrl(signed, 'localhost', { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'ws://localhost:8080/mqtt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc&X-Amz-Security-Token=a%2Bb',
    );
    expect(sameOriginUrl(signed, 'localhost', { protocol: 'https:', host: 'localhost' })).toBe(
      'wss://localhost/mqtt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Signature=abc&X-Amz-Security-Token=a%2Bb',
    );
  });

  it('leaves any other URL alone', () => {
    expect(sameOriginUrl('wss://elsewhere.example/mqtt?x=1', 'localhost', { protocol: 'http:', host: 'localhost:8080' })).toBe('wss://elsewhere.example/mqtt?x=1');
    expect(sameOriginUrl('wss://localhost/other', 'localhost', { protocol: 'http:', host: 'localhost:8080' })).toBe('wss://localhost/other');
  });
});

describe('credentials address', () => {
  it('is relative to the API base when it lies under it, absolute otherwise', () => {
    expect(credentialsPath('/api/realtime/credentials', '/api')).toBe('realtime/credentials');
    expect(credentialsPath('https://api.example.com/v1/realtime/credentials', 'https://api.example.com/v1')).toBe('realtime/credentials');
    expect(credentialsPath('https://iot-auth.example.com/credentials', 'https://api.example.com/v1')).toBe('https://iot-auth.example.com/credentials');
  });
});

describe('getRealtimeCredentials', () => {
  it('GETs realtime/credentials with the session\'s bearer token', async () => {
    window.localStorage.clear();
    const tokens = createTokenStore(window.localStorage);
    tokens.setSession('merchant', fresh('merchant-token'));
    const client = configureApi({ baseURL: BASE_URL, clientId: 'console-test', tokens, onSessionExpired: jest.fn(), now: () => NOW });
    const http = installMockHttp(client.axios);
    const body = { ...credentialsFor(), topic: 'account-uuid' };
    http.on('GET', 'realtime/credentials', { status: 200, data: body });
    await expect(getRealtimeCredentials()).resolves.toEqual(body);
    const [call] = http.calls('GET', 'realtime/credentials');
    expect(call.authorization).toBe('Bearer merchant-token');
    expect(call.query.get('srkey')).toMatch(/^[a-z0-9]{8,}$/);
  });
});

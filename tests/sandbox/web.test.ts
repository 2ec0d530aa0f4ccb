import type { FastifyInstance } from 'fastify';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, expectError, send, type TestResponse } from './helpers';

const INDEX = '<!doctype html><html><head><title>Boxoffice</title></head><body><div id="root"></div></body></html>';
const ASSET = 'main.1a2b3c4d5e.js';

let distDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'boxoffice-dist-'));
  writeFileSync(join(distDir, 'index.html'), INDEX);
  writeFileSync(join(distDir, ASSET), 'console.log("app");');
  writeFileSync(join(distDir, `${ASSET}.map`), '{"version":3}');
  mkdirSync(join(distDir, 'static'));
  writeFileSync(join(distDir, 'static', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await createTestApp({ distDir });
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => send(app, { url, headers: { accept: 'text/html,application/xhtml+xml', ...headers } });

function csp(response: TestResponse): string[] {
  return String(response.headers['content-security-policy']).split(';').map((directive) => directive.trim());
}

function expectSecurityHeaders(response: TestResponse): void {
  const policy = csp(response);
  expect(policy).toEqual(
    expect.arrayContaining([
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      // CSP Level 3 reads 'self' as this origin's ws: and wss: too; nothing of the request is copied in.
      "connect-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]),
  );
  expect(response.headers['content-security-policy']).not.toContain('google');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
}

describe('serving the built console', () => {
  it('never copies the Host header into the CSP', async () => {
    const response = await page('/', { host: 'injected.example' });
    expect(csp(response)).toContain("connect-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('injected.example');
  });

  it('serves index.html at / with the security headers and no-cache', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  });

  it.each(['/dashboard', '/admin/dashboard?tab=1', '/login', '/404.html', '/account/details/password'])(
    'falls back to index.html for the client route %s',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectSecurityHeaders(response);
    },
  );

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await send(app, { url: `/${ASSET}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-security-policy']).toBeUndefined();
    const plain = await send(app, { url: '/static/logo.svg' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-cache');
  });

  it('never serves source maps', async () => {
    expectError(await send(app, { url: `/${ASSET}.map` }), 404);
    expectError(await page(`/${ASSET}.map`), 404);
    expectError(await send(app, { url: `/${ASSET}.MAP` }), 404);
  });

  it('serves a console page to a client that accepts anything (curl), but not a missing file', async () => {
    const response = await send(app, { url: '/dashboard', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expectError(await send(app, { url: '/assets/missing.js', headers: { accept: '*/*' } }), 404);
    expectError(await send(app, { url: '/dashboard', headers: { accept: 'application/json' } }), 404);
  });

  it('answers missing files, the realtime path and non-HTML requests with the JSON 404', async () => {
    expectError(await send(app, { url: '/missing.js' }), 404, 'Not found.');
    expectError(await page('/mqtt'), 404);
    expectError(await send(app, { method: 'POST', url: '/dashboard', headers: { accept: 'text/html' } }), 404);
  });

  it('keeps a hostile Host header out of the policy', async () => {
    const response = await page('/', { host: 'evil.test"; script-src *' });
    expect(response.statusCode).toBe(200);
    expect(csp(response)).toContain("connect-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('evil');
  });
});

describe('console serving options', () => {
  it('admits Google reCAPTCHA in the policy only when a site key is configured', async () => {
    const withRecaptcha = await createTestApp({ distDir, recaptchaSiteKey: 'site-key' });
    try {
      const response = await send(withRecaptcha, { url: '/', headers: { accept: 'text/html' } });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' https://www.google.com https://www.gstatic.com");
      expect(policy).toContain('frame-src https://www.google.com https://www.gstatic.com');
      expect(policy).toContain("frame-ancestors 'none'");
    } finally {
      await withRecaptcha.close();
    }
  });

  it('without a build, pages are a plain 404 while the API works', async () => {
    const apiOnly = await createTestApp({ distDir: join(distDir, 'absent') });
    try {
      expectError(await send(apiOnly, { url: '/', headers: { accept: 'text/html' } }), 404);
      expect((await send(apiOnly, { url: '/api/captcha' })).statusCode).toBe(200);
    } finally {
      await apiOnly.close();
    }
  });
});

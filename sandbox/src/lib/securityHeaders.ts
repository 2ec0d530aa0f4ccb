import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Response headers: `no-store` on the API, and the security headers on every HTML page. */
const GOOGLE_RECAPTCHA_ORIGINS = 'https://www.google.com https://www.gstatic.com';
const SAFE_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0];
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Only this origin (console and API), the realtime socket on this host, and Google's reCAPTCHA when it is
 * configured. styled-components injects style tags, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(host: string | undefined, recaptcha: boolean): string {
  const socket = host && SAFE_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  const google = recaptcha ? ` ${GOOGLE_RECAPTCHA_ORIGINS}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${socket}`,
    recaptcha ? `frame-src${google}` : "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.toLowerCase().startsWith('text/html');
}

export function installResponseHeaders(app: FastifyInstance, options: { recaptcha: boolean }): void {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    if (isApiPath(request.url)) reply.header('Cache-Control', 'no-store');
    if (isHtml(reply.getHeader('content-type'))) {
      reply.header('Content-Security-Policy', contentSecurityPolicy(request.headers.host, options.recaptcha));
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
}

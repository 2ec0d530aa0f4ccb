import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Response headers: `no-store` on the API, and the security headers on every HTML page. */
const GOOGLE_RECAPTCHA_ORIGINS = 'https://www.google.com https://www.gstatic.com';

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0];
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Only this origin (console, API and, as CSP Level 3 reads 'self', the realtime socket on it) and Google's reCAPTCHA
 * when it is configured. Nothing of the request (such as its Host header) is copied into the policy.
 * styled-components injects style tags, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(recaptcha: boolean): string {
  const google = recaptcha ? ` ${GOOGLE_RECAPTCHA_ORIGINS}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${google}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
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
      reply.header('Content-Security-Policy', contentSecurityPolicy(options.recaptcha));
      reply.header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
}

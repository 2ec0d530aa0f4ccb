import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '../lib/typebox';
import { StripeOAuthDecision, StripeOAuthQuery } from '../../../src/contracts/billing';
import { randomAlphanumeric } from '../lib/random';
import { issueOAuthCode, STRIPE_CLIENT_ID } from '../models/stripeConnect';
import { authorizeErrorHtml, authorizeHtml } from '../services/stripeOAuthPage';

export const UNKNOWN_CLIENT_MESSAGE = 'Unknown client_id: this page only answers the Boxoffice console.';
export const FOREIGN_REDIRECT_MESSAGE = 'redirect_uri must be a path on this site (starting with a single "/").';

const ORIGIN = 'http://sandbox.invalid';

/**
 * A same-site path ("/billing-plan/stripe?x=1"), never another site ("//evil.test", "/\\evil.test", "https://…"), also
 * once normalised ("/a/..//evil.test" is "//evil.test").
 */
function sameSitePath(uri: string): URL | null {
  if (!uri.startsWith('/') || uri.startsWith('//') || /[\\\s\p{Cc}]/u.test(uri)) return null;
  const url = new URL(uri, ORIGIN);
  return url.origin === ORIGIN && !url.pathname.startsWith('//') ? url : null;
}

/** The request's own mistakes, shown on the page (as Stripe does) and never followed by a redirect. */
function refuse(reply: FastifyReply, clientId: string, redirectUri: string): FastifyReply | null {
  const message = clientId !== STRIPE_CLIENT_ID ? UNKNOWN_CLIENT_MESSAGE : sameSitePath(redirectUri) ? null : FOREIGN_REDIRECT_MESSAGE;
  return message === null ? null : reply.code(400).type('text/html; charset=utf-8').send(authorizeErrorHtml(message));
}

/**
 * Stripe's OAuth authorize page, simulated (public, as Stripe's own page is): GET shows it, POST answers it with a
 * redirect to the console's callback carrying `code` and `state`, or Stripe's `access_denied` error.
 */
export const stripeOAuthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.sandbox;

  app.get('/stripe/oauth/authorize', { schema: { querystring: StripeOAuthQuery } }, async (request, reply) => {
    const { query } = request;
    return refuse(reply, query.client_id, query.redirect_uri) ?? reply.type('text/html; charset=utf-8').send(authorizeHtml(request.url.split('?', 1)[0], query));
  });

  app.post('/stripe/oauth/authorize', { schema: { body: StripeOAuthDecision } }, async (request, reply) => {
    const { body } = request;
    const refused = refuse(reply, body.client_id, body.redirect_uri);
    if (refused) return refused;
    const target = sameSitePath(body.redirect_uri) as URL;
    if (body.decision === 'connect') {
      const code = `ac_${randomAlphanumeric(24)}`;
      issueOAuthCode(db, code, body.client_id, body.state);
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', 'The user denied your request');
    }
    target.searchParams.set('state', body.state);
    return reply.redirect(`${target.pathname}${target.search}${target.hash}`, 302);
  });
};

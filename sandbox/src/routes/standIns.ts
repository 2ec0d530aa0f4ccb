import type { FastifyPluginAsyncTypebox } from '../lib/typebox';
import { SrkeyQuery } from '../../../src/contracts/fields';
import { pageBuilderCookieName } from '../../../src/contracts/values';
import { findAccountForToken } from '../models/accounts';
import { escapeHtml, standInPage } from '../services/standInPage';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1b1f24;background:#f4f6f8}
main{max-width:36rem;margin:48px auto;padding:32px;background:#fff;border:1px solid #d0d7de;border-radius:8px}
h1{font-size:1.5rem;margin-top:0}p{line-height:1.5}.who{font-weight:600}`;

/** One cookie of a request's Cookie header, or null. */
function cookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The sites the side nav opens in a new tab (spec section 2: /pagebuilder, /support), stood in for in the sandbox
 * (PAGEBUILDER_URL and SUPPORT_URL point here by default). The builder's page shows whose session the console's
 * hand-off cookie carries, so the hand-off can be seen end to end.
 */
export const standInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, sessions, options } = app.sandbox;

  app.get('/pagebuilder', { schema: { querystring: SrkeyQuery } }, async (request, reply) => {
    const token = cookie(request.headers.cookie, pageBuilderCookieName(options.platformKey));
    const grant = token ? sessions.verifyAccess(token) : null;
    const account = grant ? findAccountForToken(db, grant.accountId) : null;
    const body = account
      ? `<h1>Landing page builder</h1><p>This page stands in for the landing page builder in the sandbox. The console handed it your session:</p><p class="who">Signed in as ${escapeHtml(account.full_name)} (${escapeHtml(account.email)})</p>`
      : `<h1>Landing page builder</h1><p>This page stands in for the landing page builder in the sandbox.</p><p role="alert">No session was handed over, or it has expired. Open the builder from the console's side navigation.</p>`;
    return reply.type('text/html; charset=utf-8').send(standInPage('Landing page builder (sandbox)', STYLE, body));
  });

  app.get('/support', { schema: { querystring: SrkeyQuery } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(
        standInPage(
          'Support (sandbox)',
          STYLE,
          '<h1>Boxoffice support</h1><p>This page stands in for the support site in the sandbox. In staging and production the console opens the address set in SUPPORT_URL.</p>',
        ),
      ),
  );
};

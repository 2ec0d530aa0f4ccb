import type { StripeOAuthQuery } from '../../../src/contracts/billing';
import { escapeHtml as escape, standInPage } from './standInPage';

/**
 * The simulated Stripe Connect OAuth page: a page of its own (no script, so the site's page policy holds) where the
 * merchant connects its Stripe account or denies the request. Every text is escaped; the two buttons submit one form.
 */
const STYLE = `body{font-family:system-ui,sans-serif;margin:0;color:#1a1f36;background:#f6f9fc}
main{max-width:32rem;margin:48px auto;padding:32px;background:#fff;border:1px solid #d8dee8;border-radius:8px}
h1{font-size:1.5rem;margin-top:0}p{line-height:1.5}.actions{display:flex;gap:12px;margin-top:24px}
button{padding:10px 20px;font-size:1rem;border-radius:4px;cursor:pointer}
.connect{background:#4d3fd1;color:#fff;border:1px solid #4d3fd1}.deny{background:#fff;color:#1a1f36;border:1px solid #697386}
button:focus-visible{outline:3px solid #1a1f36;outline-offset:2px}.error{color:#a4140c;font-weight:600}`;

const page = (body: string): string => standInPage('Stripe (sandbox)', STYLE, body);

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;

export function authorizeHtml(action: string, query: StripeOAuthQuery): string {
  return page(
    `<h1>Connect your Stripe account</h1>
<p>This page stands in for Stripe's own in the sandbox: no Stripe account is needed and nothing leaves this machine. Connect to hand Boxoffice a one-time code for a simulated Stripe account, or deny the request.</p>
<form method="post" action="${escape(action)}">${hidden('client_id', query.client_id)}${hidden('redirect_uri', query.redirect_uri)}${hidden('state', query.state)}
<div class="actions"><button type="submit" class="connect" name="decision" value="connect">Connect</button><button type="submit" class="deny" name="decision" value="deny">Deny</button></div></form>`,
  );
}

export function authorizeErrorHtml(message: string): string {
  return page(`<h1>Connect your Stripe account</h1><p class="error" role="alert">${escape(message)}</p>`);
}

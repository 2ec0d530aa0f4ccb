import { useCallback } from 'react';
import { tokenStore } from '../../api/tokenStore';
import { config } from '../../config';
import { EXTERNAL_UI } from '../../constants/messages/external';
import { PAGE_BUILDER_COOKIE_MAX_AGE_S, pageBuilderCookieName } from '../../contracts/values';
import { ExternalHandoff } from './ExternalHandoff';

/**
 * The hand-off cookie of the landing page builder (spec section 9: kept one month): the merchant's current session,
 * for the builder's host (PAGEBUILDER_COOKIE_DOMAIN, else this one), sent only over https outside localhost.
 */
export function pageBuilderCookie(token: string, secure: boolean, domain: string): string {
  return [
    `${pageBuilderCookieName(config.platformKey)}=${encodeURIComponent(token)}`,
    `Max-Age=${PAGE_BUILDER_COOKIE_MAX_AGE_S}`,
    'Path=/',
    'SameSite=Lax',
    ...(domain ? [`Domain=${domain}`] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** /pagebuilder (feature LandingPageBuilder): leaves the session for the builder, then opens it in this tab. */
export default function PageBuilderPage() {
  const handOver = useCallback(() => {
    const session = tokenStore.getSession('merchant');
    if (session) document.cookie = pageBuilderCookie(session.token, window.location.protocol === 'https:', config.pageBuilderCookieDomain);
  }, []);
  return <ExternalHandoff title={EXTERNAL_UI.pageBuilderTitle} opening={EXTERNAL_UI.pageBuilderOpening} linkLabel={EXTERNAL_UI.pageBuilderLink} url={config.pageBuilderUrl} before={handOver} />;
}

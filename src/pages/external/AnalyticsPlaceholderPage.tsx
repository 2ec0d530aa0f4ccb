import { Link } from 'react-router-dom';
import { Callout } from '../../components/Callout';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { config } from '../../config';
import { CHROME_UI } from '../../constants/messages/chrome';
import { EXTERNAL_UI } from '../../constants/messages/external';
import { PATHS } from '../../routes/paths';

/**
 * /thoughtspot and /domo (spec section 2: placeholders shown only for two specific merchant ids): what the page will
 * hold, who to ask, and where the figures are meanwhile.
 */
function AnalyticsPlaceholder({ tool }: { tool: string }) {
  return (
    <section>
      <h1>{tool}</h1>
      <Callout $tone="info">{EXTERNAL_UI.placeholderWhat(tool)}</Callout>
      <p>{EXTERNAL_UI.placeholderWho}</p>
      {config.supportUrl && (
        <p>
          <a href={config.supportUrl} target="_blank" rel="noopener noreferrer">
            {EXTERNAL_UI.contactSupport}
            <VisuallyHidden> {CHROME_UI.opensNewTab}</VisuallyHidden>
          </a>
        </p>
      )}
      <p>
        {EXTERNAL_UI.placeholderMeanwhile} <Link to={PATHS.dashboard}>{EXTERNAL_UI.goToDashboard}</Link>
      </p>
    </section>
  );
}

export const ThoughtSpotPage = () => <AnalyticsPlaceholder tool={EXTERNAL_UI.thoughtspotTitle} />;
export const DomoPage = () => <AnalyticsPlaceholder tool={EXTERNAL_UI.domoTitle} />;

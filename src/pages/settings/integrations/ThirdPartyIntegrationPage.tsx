import { Navigate, useParams } from 'react-router-dom';
import { INTEGRATIONS_UI as UI, THIRD_PARTY_NAMES } from '../../../constants/messages/integrations';
import { THIRD_PARTIES } from '../../../contracts/values';
import { PATHS } from '../../../routes/paths';
import { RouteLink } from '../../../routes/RouteLink';
import { useCan } from '../../../routes/useCan';
import { EventbritePanels } from './EventbritePanels';
import { HealthPanel } from './IntegrationHealth';
import { LiveLikePanels } from './LiveLikePanels';

/**
 * /settings/integrations/third-party-integrations/{type} (spec section 2: eventbrite or livelike): the service's own
 * screen; LiveLike's only with the merchant's LivelikeIntegration feature.
 */
export default function ThirdPartyIntegrationPage() {
  const param = useParams().type;
  const liveLike = useCan().hasFeature('LivelikeIntegration');
  const type = THIRD_PARTIES.find((known) => known === param && (known !== 'livelike' || liveLike));
  if (!type) return <Navigate to={PATHS.notFound} replace />;
  return (
    <section>
      <p>
        <RouteLink to={PATHS.thirdPartyIntegrations}>{UI.backToThirdParty}</RouteLink>
      </p>
      <h1>{THIRD_PARTY_NAMES[type]}</h1>
      {type === 'eventbrite' ? <EventbritePanels /> : <LiveLikePanels />}
      <HealthPanel integration={type} />
    </section>
  );
}

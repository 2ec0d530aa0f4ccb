import { Navigate, useParams } from 'react-router-dom';
import { INTEGRATIONS_UI as UI, THIRD_PARTY_NAMES } from '../../../constants/messages/integrations';
import { PATHS } from '../../../routes/paths';
import { RouteLink } from '../../../routes/RouteLink';
import { EventbritePanels } from './EventbritePanels';

/** /settings/integrations/third-party-integrations/{type}: the service's own screen (spec section 2). */
export default function ThirdPartyIntegrationPage() {
  const type = useParams().type;
  if (type !== 'eventbrite') return <Navigate to={PATHS.notFound} replace />;
  return (
    <section>
      <p>
        <RouteLink to={PATHS.thirdPartyIntegrations}>{UI.backToThirdParty}</RouteLink>
      </p>
      <h1>{THIRD_PARTY_NAMES[type]}</h1>
      <EventbritePanels />
    </section>
  );
}

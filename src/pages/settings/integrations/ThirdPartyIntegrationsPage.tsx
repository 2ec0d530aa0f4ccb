import { INTEGRATIONS_UI as UI, THIRD_PARTY_NAMES } from '../../../constants/messages/integrations';
import type { ThirdParty } from '../../../contracts/values';
import { PATHS } from '../../../routes/paths';
import { RouteLink } from '../../../routes/RouteLink';
import { useCan } from '../../../routes/useCan';
import { Boxes } from './InAppIntegrationsPage';
import { HealthBadge, useIntegrationHealth } from './IntegrationHealth';

/**
 * /settings/integrations/third-party-integrations (spec section 2): event ticketing (Eventbrite) always; live engagement
 * (LiveLike) only with the merchant's LivelikeIntegration feature.
 */
export default function ThirdPartyIntegrationsPage() {
  const liveLike = useCan().hasFeature('LivelikeIntegration');
  const health = useIntegrationHealth().view.data?.collection;
  const boxes: { type: ThirdParty; kind: string }[] = [{ type: 'eventbrite', kind: UI.eventTicketing }, ...(liveLike ? [{ type: 'livelike' as const, kind: UI.liveEngagement }] : [])];
  return (
    <section>
      <h1>{UI.thirdPartyTitle}</h1>
      <p>{UI.thirdPartyIntro}</p>
      <Boxes aria-label={UI.thirdPartyLabel}>
        {boxes.map(({ type, kind }) => (
          <li key={type}>
            <RouteLink to={PATHS.thirdPartyIntegration(type)}>{THIRD_PARTY_NAMES[type]}</RouteLink>
            <span>{kind}</span>
            <HealthBadge integration={type} all={health} />
          </li>
        ))}
      </Boxes>
    </section>
  );
}

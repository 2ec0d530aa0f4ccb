import styled from 'styled-components';
import { LoadState } from '../../../components/list/LoadState';
import { INTEGRATIONS_UI as UI, STORE_NAMES } from '../../../constants/messages/integrations';
import { IN_APP_STORES, IN_APP_TYPES, PAYPAL_GATEWAY } from '../../../contracts/values';
import { fetchProviderMetadata } from '../../../ducks/integrations';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { PATHS } from '../../../routes/paths';
import { RouteLink } from '../../../routes/RouteLink';
import { useCan } from '../../../routes/useCan';
import { HealthBadge, useIntegrationHealth } from './IntegrationHealth';

export const Boxes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 16px;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 4px;
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  a {
    display: block;
    font-weight: 600;
    margin-bottom: 8px;
  }
`;

/**
 * /settings/integrations/in-app-integrations: a box per app store (spec section 2's types, in its order), each saying
 * whether its keys are saved and opening its keys form; PayPal's box beside them with its feature.
 */
export default function InAppIntegrationsPage() {
  const payPal = useCan().hasFeature('ExternalPaypalIntegration');
  const { view, retry } = useStoredRead(fetchProviderMetadata, undefined);
  const health = useIntegrationHealth().view.data?.collection;
  const saved = (gateway: string) => view.data?.collection.some((entry) => entry.name === gateway && entry.metadata !== null) === true;
  return (
    <section>
      <h1>{UI.inAppTitle}</h1>
      <p>{UI.inAppIntro}</p>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        <Boxes aria-label={UI.storesLabel}>
          {IN_APP_TYPES.map((type) => (
            <li key={type}>
              <RouteLink to={PATHS.inAppIntegration(type)}>{STORE_NAMES[type]}</RouteLink>
              <span>{saved(IN_APP_STORES[type].gateway) ? UI.configured : UI.notConfigured}</span> <HealthBadge integration={type} all={health} />
            </li>
          ))}
          {payPal && (
            <li>
              <RouteLink to={PATHS.payPalIntegration}>{UI.payPalTitle}</RouteLink>
              <span>{saved(PAYPAL_GATEWAY) ? UI.configured : UI.notConfigured}</span> <HealthBadge integration="paypal" all={health} />
            </li>
          )}
        </Boxes>
      </LoadState>
    </section>
  );
}

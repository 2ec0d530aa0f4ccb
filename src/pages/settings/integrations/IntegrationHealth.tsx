import { useId } from 'react';
import { useDispatch } from 'react-redux';
import type { IntegrationHealth } from '../../../api/integrations';
import { Button } from '../../../components/Button';
import { LoadState } from '../../../components/list/LoadState';
import { SectionPanel } from '../../../components/SectionPanel';
import { INTEGRATIONS_UI as UI } from '../../../constants/messages/integrations';
import type { HealthIntegration } from '../../../contracts/values';
import { checkIntegration, fetchIntegrationHealth } from '../../../ducks/integrations';
import { useRequest } from '../../../ducks/requests/hooks';
import { useStoredRead } from '../../../ducks/requests/readHooks';
import { formatTableDate } from '../../../ducks/reports/periods';

/** What a box or a page says of an integration's health in one word. */
export const healthWord = (health: IntegrationHealth | undefined): string => (!health?.connected ? UI.notConnectedStatus : UI.healthStatuses[health.status]);

/** Every integration's health, read once for the screen (a box list or a page). */
export function useIntegrationHealth() {
  return useStoredRead(fetchIntegrationHealth, undefined);
}

/** The health line of an integration's box: 'Health: Failing' and so on (the box list reads the health once). */
export function HealthBadge({ integration, all }: { integration: HealthIntegration; all: readonly IntegrationHealth[] | undefined }) {
  return <span>{UI.boxHealth(healthWord(all?.find((entry) => entry.integration === integration)))}</span>;
}

/**
 * An integration's connection health (issue 23, beyond the spec): connected or not, its last success, its last error
 * and when, and 'Check now', which makes one cheap read against the service.
 */
export function HealthPanel({ integration }: { integration: HealthIntegration }) {
  const dispatch = useDispatch();
  const headingId = useId();
  const { view, retry } = useIntegrationHealth();
  const checking = useRequest(checkIntegration, integration).status === 'pending';
  const health = view.data?.collection.find((entry) => entry.integration === integration);
  return (
    <SectionPanel aria-labelledby={headingId}>
      <h2 id={headingId}>{UI.healthTitle}</h2>
      <LoadState state={view} ready={view.data !== undefined} onRetry={retry}>
        <dl>
          <dt>{UI.healthStatus}</dt>
          <dd>{healthWord(health)}</dd>
          <dt>{UI.lastSuccess}</dt>
          <dd>{health?.last_success_at ? `${formatTableDate(health.last_success_at)} UTC` : UI.never}</dd>
          <dt>{UI.lastError}</dt>
          <dd>{health?.last_error && health.last_error_at ? UI.errorAt(health.last_error, formatTableDate(health.last_error_at)) : UI.never}</dd>
        </dl>
        <Button $variant="secondary" disabled={!health?.connected || checking} onClick={() => dispatch(checkIntegration.request({ integration }))}>
          {checking ? UI.checking : UI.checkNow}
        </Button>
      </LoadState>
    </SectionPanel>
  );
}

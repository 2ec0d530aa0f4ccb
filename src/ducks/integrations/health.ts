import * as health from '../../api/integrationHealth';
import type { IntegrationHealth, IntegrationHealthList } from '../../api/integrations';
import type { HealthIntegration } from '../../contracts/values';
import { defineEndpoint } from '../requests/defineEndpoint';
import { storedRead } from '../requests/paginated';

// The integrations' connection health (issue 23, beyond the spec). The integrations' own writes invalidate it too, as
// each reaches the service (their rows name HEALTH).
export const HEALTH = 'IntegrationHealth';

export const fetchIntegrationHealth = defineEndpoint<void, IntegrationHealthList>('integrations/fetchHealth', health.listHealth, storedRead(undefined, () => [HEALTH]));

/** One cheap read against the service now; the health it answers shows where the integration does. */
export const checkIntegration = defineEndpoint<{ integration: HealthIntegration }, IntegrationHealth>('integrations/checkHealth', health.checkIntegration, {
  strategy: 'leading',
  key: ({ integration }) => integration,
  invalidates: () => [HEALTH],
});

export const healthEndpoints = [fetchIntegrationHealth, checkIntegration];

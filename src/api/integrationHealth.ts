// The integrations' connection health (issue 23, beyond the spec): what the platform saw as each was used, and a check now.
import type { HealthIntegration } from '../contracts/values';
import { api, type CallContext } from './client';
import type { IntegrationHealth, IntegrationHealthList } from './integrationTypes';

/** GET v2/integrations/health: every integration's health, connected or not. */
export const listHealth = (_req: void, ctx?: CallContext): Promise<IntegrationHealthList> => api().request({ method: 'GET', path: 'v2/integrations/health', ...ctx });

/** POST v2/integrations/{integration}/check: one cheap read against the service; answers its health after it. */
export const checkIntegration = ({ integration }: { integration: HealthIntegration }, ctx?: CallContext): Promise<IntegrationHealth> =>
  api().request({ method: 'POST', path: 'v2/integrations/{integration}/check', pathVars: { integration }, ...ctx });

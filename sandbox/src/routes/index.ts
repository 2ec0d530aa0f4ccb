import type { FastifyPluginAsync } from 'fastify';
import { simulateNetworkConditions } from '../lib/simulation';
import { accountRoutes } from './accounts';
import { analyticsRoutes } from './analytics';
import { authRoutes } from './auth';
import { captchaRoutes } from './captcha';
import { featureRoutes } from './features';
import { passwordRoutes } from './passwords';
import { paymentsRoutes } from './payments';
import { realtimeRoutes } from './realtime';
import { realtimeControlRoutes } from './realtimeControls';
import { reportingRoutes } from './reporting';
import { sandboxControlRoutes } from './sandboxControls';

/**
 * The areas of the API, each a Fastify plugin in routes/<area>.ts. A later area adds one line here:
 * platform areas to `platformAreas` (they get the simulated latency and faults), sandbox-only controls
 * (such as the realtime `POST /api/_sandbox/publish`) to `sandboxControlAreas`.
 */
export const platformAreas: readonly FastifyPluginAsync[] = [
  authRoutes,
  accountRoutes,
  passwordRoutes,
  featureRoutes,
  captchaRoutes,
  realtimeRoutes,
  analyticsRoutes,
  paymentsRoutes,
  reportingRoutes,
];

export const sandboxControlAreas: readonly FastifyPluginAsync[] = [sandboxControlRoutes, realtimeControlRoutes];

/** Everything under `/api`. */
export const apiPlugin: FastifyPluginAsync = async (api) => {
  await api.register(
    async (controls) => {
      for (const area of sandboxControlAreas) await controls.register(area);
    },
    { prefix: '/_sandbox' },
  );
  await api.register(async (platform) => {
    platform.addHook('onRequest', simulateNetworkConditions);
    for (const area of platformAreas) await platform.register(area);
  });
};

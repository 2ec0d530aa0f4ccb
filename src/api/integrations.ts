// The in-app stores and PayPal (catalogue 7.11); every function has the call shape (req, ctx).
import type { GoogleInAppBody, InAppBody, ProviderMetadataBody } from '../contracts/integrations';
import { api, type CallContext } from './client';
import type { GoogleInAppSetup, InAppKeys, ProviderMetadata, ProviderMetadataList } from './integrationTypes';

export type * from './integrationTypes';

/** GET v2/hooks/google-in-app/setup */
export const getGoogleInApp = (_req: void, ctx?: CallContext): Promise<GoogleInAppSetup> => api().request({ method: 'GET', path: 'v2/hooks/google-in-app/setup', ...ctx });

/** POST v2/hooks/google-in-app/setup: the first save (urlencoded site_token, playstore_public_key, merchant_uuid). */
export const createGoogleInApp = (body: GoogleInAppBody, ctx?: CallContext): Promise<GoogleInAppSetup> =>
  api().request({ method: 'POST', path: 'v2/hooks/google-in-app/setup', body, ...ctx });

/** PUT v2/hooks/google-in-app/setup: every later save. */
export const updateGoogleInApp = (body: GoogleInAppBody, ctx?: CallContext): Promise<GoogleInAppSetup> =>
  api().request({ method: 'PUT', path: 'v2/hooks/google-in-app/setup', body, ...ctx });

/** GET v2/payments/providers/metadata */
export const listProviderMetadata = (_req: void, ctx?: CallContext): Promise<ProviderMetadataList> => api().request({ method: 'GET', path: 'v2/payments/providers/metadata', ...ctx });

/** PUT v2/payments/providers/metadata: metadata, payment_provider_id, merchant_id (PayPal's keys). */
export const updateProviderMetadata = (body: ProviderMetadataBody, ctx?: CallContext): Promise<ProviderMetadata> =>
  api().request({ method: 'PUT', path: 'v2/payments/providers/metadata', body, ...ctx });

/** GET v2/payments/in-app/{id}: a store's keys by its provider id. */
export const getInAppKeys = ({ id }: { id: number }, ctx?: CallContext): Promise<InAppKeys> => api().request({ method: 'GET', path: 'v2/payments/in-app/{id}', pathVars: { id }, ...ctx });

/** PUT v2/payments/in-app/{id}: payment_provider_id and metadata (Apple also p8_certificate), for Apple, Amazon and Roku. */
export const updateInAppKeys = ({ id, ...body }: InAppBody & { id: number }, ctx?: CallContext): Promise<InAppKeys> =>
  api().request({ method: 'PUT', path: 'v2/payments/in-app/{id}', pathVars: { id }, body, ...ctx });

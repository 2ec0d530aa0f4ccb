import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { webhooksEndpoints } from './endpoints';
import { webhooksReducer } from './slice';

export * from './endpoints';
export { selectWebhookLabels } from './slice';

/** Loaded with the webhooks screens (withFeatures); its endpoints store their results. */
export const webhooksFeature: FeatureModule = defineFeature({ name: 'webhooks', endpoints: webhooksEndpoints, reducer: webhooksReducer });

export default webhooksFeature;

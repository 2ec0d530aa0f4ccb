import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { billingEndpoints } from './endpoints';
import { billingSaga } from './saga';

export * from './endpoints';
export { stripeCallbackReceived } from './saga';
export { stripeAuthorizeUrl } from './stripeOAuth';

/** Loaded with the payment settings screen and the Stripe Connect callback (withFeatures); its endpoints store their results. */
export const billingFeature: FeatureModule = defineFeature({ name: 'billing', endpoints: billingEndpoints, sagas: [billingSaga] });

export default billingFeature;

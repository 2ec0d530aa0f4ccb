import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { adminMerchantsEndpoints } from './endpoints';

export * from './endpoints';

/** Loaded with the admin merchants screens (withFeatures); its endpoints store their results. */
export const adminMerchantsFeature: FeatureModule = defineFeature({ name: 'adminMerchants', endpoints: adminMerchantsEndpoints });

export default adminMerchantsFeature;

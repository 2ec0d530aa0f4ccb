import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { brandingEndpoints } from './endpoints';

export * from './endpoints';

/** Paywall branding: loaded with the branding screens and with the screens that show or pick a theme. */
export const brandingFeature: FeatureModule = defineFeature({ name: 'branding', endpoints: brandingEndpoints });

export default brandingFeature;

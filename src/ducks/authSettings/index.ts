import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { authSettingsEndpoints } from './endpoints';

export * from './endpoints';

/** The Auth settings screens (social, OAuth, sessions, custom fields): loaded with them. */
export const authSettingsFeature: FeatureModule = defineFeature({ name: 'authSettings', endpoints: authSettingsEndpoints });

export default authSettingsFeature;

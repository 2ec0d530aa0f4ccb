import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { mailTemplatesEndpoints } from './endpoints';

export * from './endpoints';

/** Loaded with the mail templates editor (withFeatures). */
export const mailTemplatesFeature: FeatureModule = defineFeature({ name: 'mailTemplates', endpoints: mailTemplatesEndpoints });

export default mailTemplatesFeature;

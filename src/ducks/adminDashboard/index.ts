import type { FeatureModule } from '../featureTypes';
import { defineFeature } from '../requests/storage';
import { adminDashboardEndpoints } from './endpoints';
import { adminDashboardSaga } from './saga';

export { fetchPlatformInformation } from './endpoints';

/** Loaded with the admin dashboard (withFeatures), beside the analytics feature whose range and scope it follows. */
export const adminDashboardFeature: FeatureModule = defineFeature({
  name: 'adminDashboard',
  endpoints: adminDashboardEndpoints,
  sagas: [adminDashboardSaga],
});

export default adminDashboardFeature;

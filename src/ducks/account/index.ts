import type { FeatureModule } from '../featureTypes';
import { accountEndpoints } from './endpoints';

export * from './actions';

export const accountFeature: FeatureModule = { name: 'account', endpoints: accountEndpoints };
export default accountFeature;

import type { FeatureModule } from '../registry';
import { accountEndpoints } from './endpoints';

export * from './actions';

export const accountFeature: FeatureModule = { name: 'account', endpoints: accountEndpoints };

import type { FeatureModule } from '../featureTypes';
import { uploadAvatar } from './avatar';
import { accountEndpoints } from './endpoints';

export * from './actions';
export { uploadAvatar } from './avatar';

export const accountFeature: FeatureModule = { name: 'account', endpoints: [...accountEndpoints, uploadAvatar] };
export default accountFeature;

import type { FeatureModule } from '../registry';
import { uiReducer } from './slice';

export const uiFeature: FeatureModule = { name: 'ui', reducer: uiReducer };
export * from './slice';

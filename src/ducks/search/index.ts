import * as audience from '../../api/audience';
import type { GlobalSearchResults } from '../../api/audience';
import type { FeatureModule } from '../featureTypes';
import { defineEndpoint } from '../requests/defineEndpoint';
import { storedRead } from '../requests/paginated';
import { defineFeature } from '../requests/storage';

/**
 * The top bar's global search (GET v2/search): the newest keystroke wins; a failure shows no notice (the box says
 * nothing was found). Its own small feature, loaded with the signed-in chrome rather than with the audience screens.
 */
export const globalSearch = defineEndpoint<{ q: string }, GlobalSearchResults>('search/run', audience.globalSearch, { ...storedRead<{ q: string }, GlobalSearchResults>(), scope: 'session' });

export const searchFeature: FeatureModule = defineFeature({ name: 'search', endpoints: [globalSearch] });

export default searchFeature;

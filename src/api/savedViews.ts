import { api, type CallContext } from './client';

import type { SavedView, SavedViewRequest } from './types';

export type { SavedView, SavedViewRequest } from './types';

/** GET v2/saved-views */
export const listSavedViews = (list: string, ctx?: CallContext): Promise<SavedView[]> =>
  api().request({ method: 'GET', path: 'v2/saved-views', query: { list }, ...ctx });

/** POST v2/saved-views */
export const createSavedView = (view: SavedViewRequest, ctx?: CallContext): Promise<SavedView> =>
  api().request({ method: 'POST', path: 'v2/saved-views', body: view, ...ctx });

/** DELETE v2/saved-views/{id} */
export const deleteSavedView = ({ id }: { id: number; list: string }, ctx?: CallContext): Promise<void> =>
  api().request({ method: 'DELETE', path: 'v2/saved-views/{id}', pathVars: { id }, ...ctx });

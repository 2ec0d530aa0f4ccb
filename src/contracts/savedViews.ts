import { Type, type Static } from 'typebox';
import { Closed, OneOf, Query, Text } from './fields';
import { SAVED_VIEW_LISTS } from './values';

/** Saved views of a list's filter, per user (v2/saved-views). */
const List = OneOf(SAVED_VIEW_LISTS);

export const SavedViewsQuery = Query({ list: List });
export type SavedViewsQuery = Static<typeof SavedViewsQuery>;

/** `query` is the list's URL query string. */
export const SavedViewBody = Closed({ list: List, name: Text(60, 1), query: Text(2000) });
export type SavedViewBody = Static<typeof SavedViewBody>;

export const SavedViewParams = Closed({ id: Type.Integer({ minimum: 1 }) });

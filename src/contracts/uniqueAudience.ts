/**
 * The unique-audience report (catalogue 7.10 "Unique audience": POST item_id, start_date, end_date; the generated
 * files; a file's redirect_url). The catalogue shows no paths: these are the sandbox's, named once in src/api.
 */
import { Type, type Static } from 'typebox';
import { Closed, Query, Text } from './fields';

/** POST v2/reporting/unique-audience; the id is text so a wrong one gets the call's own message. */
export const UniqueAudienceBody = Closed({ item_id: Text(20), start_date: Text(32), end_date: Text(32) });
export type UniqueAudienceBody = Static<typeof UniqueAudienceBody>;

/** GET v2/reporting/unique-audience: every file of the merchant, or one asset's. */
export const UniqueAudienceQuery = Query({ item_id: Type.Optional(Text(20)) });
export type UniqueAudienceQuery = Static<typeof UniqueAudienceQuery>;

export const UniqueAudienceFileParams = Closed({ file_name: Text(255, 1) });

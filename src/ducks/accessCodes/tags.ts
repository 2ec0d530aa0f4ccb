import type { Tag } from '../requests/tags';

// Apart from the feature, so the realtime message table (start-up code) names the same tags without loading it.

/** An asset's codes: every page and filter of its codes list. */
export const codesTag = (itemId?: number): Tag[] => [itemId === undefined ? { type: 'AccessCodes' } : { type: 'AccessCodes', id: itemId }];
/** The failed rows files of codes uploads. */
export const FAILED_CODE_FILES = 'FailedCodeFiles';

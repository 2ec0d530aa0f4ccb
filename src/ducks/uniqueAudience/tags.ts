import type { Tag } from '../requests/tags';

// Apart from the feature, so the realtime message table (start-up code) names the same tags without loading it.

/** Unique-audience files: one asset's list, and (without an id) every list, the merchant-wide one included. */
export const uniqueAudienceTag = (itemId?: number): Tag[] => [itemId === undefined ? { type: 'UniqueAudienceFiles' } : { type: 'UniqueAudienceFiles', id: itemId }];

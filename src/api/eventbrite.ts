// Eventbrite (catalogue 7.11): the linked account's organisations and an organisation's events ("videos"), both read
// on with continuation tokens; the account itself is the external account `eventbrite` (src/api/videoPlatforms.ts).
import { api, type CallContext } from './client';
import type { EventbriteEvents, EventbriteOrganizations } from './integrationTypes';

/** GET v2/eventbrite/organizations?continuation */
export const listOrganizations = (query: { continuation?: string }, ctx?: CallContext): Promise<EventbriteOrganizations> =>
  api().request({ method: 'GET', path: 'v2/eventbrite/organizations', query, ...ctx });

export interface EventbriteVideosRequest {
  organization_id: string;
  /** Spec section 9: 10. */
  limit: number;
  continuation?: string;
}

/** GET v2/eventbrite/videos?organization_id&limit&continuation */
export const listVideos = (query: EventbriteVideosRequest, ctx?: CallContext): Promise<EventbriteEvents> => api().request({ method: 'GET', path: 'v2/eventbrite/videos', query, ...ctx });

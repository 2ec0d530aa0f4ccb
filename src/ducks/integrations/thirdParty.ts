import * as eventbrite from '../../api/eventbrite';
import type { EventbriteVideosRequest } from '../../api/eventbrite';
import type { EventbriteEvents, EventbriteOrganizations } from '../../api/integrations';
import * as ovps from '../../api/videoPlatforms';
import { INTEGRATION_NOTICES } from '../../constants/messages/integrations';
import type { ThirdParty } from '../../contracts/values';
import { defineEndpoint } from '../requests/defineEndpoint';
import { continuedRead } from '../requests/paginated';
import { accountOf } from '../videoPlatforms';

// The third-party integrations (catalogue 7.11): Eventbrite's lists read on with continuation tokens; each service's
// account is its external account (the video platforms' calls), whose reads these writes invalidate.
const ORGANIZATIONS = 'EventbriteOrganizations';
const EVENTS = 'EventbriteEvents';

export const fetchEventbriteOrganizations = defineEndpoint<{ continuation?: string }, EventbriteOrganizations>(
  'integrations/fetchEventbriteOrganizations',
  eventbrite.listOrganizations,
  continuedRead((res) => res.organizations, (res) => res.pagination?.continuation, () => [ORGANIZATIONS]),
);

export const fetchEventbriteEvents = defineEndpoint<EventbriteVideosRequest, EventbriteEvents>(
  'integrations/fetchEventbriteEvents',
  eventbrite.listVideos,
  continuedRead((res) => res.events, (res) => res.pagination?.continuation, ({ organization_id }) => [{ type: EVENTS, id: organization_id }]),
);

/** The external account DELETE of a third-party service: 'External account successfully deleted.' (spec section 8). */
export const deleteExternalAccount = defineEndpoint<{ ovpName: ThirdParty }, void>('integrations/deleteExternalAccount', ovps.disconnectExternalAccount, {
  strategy: 'leading',
  key: ({ ovpName }) => ovpName,
  successNotice: INTEGRATION_NOTICES.externalAccountDeleted,
  invalidates: (req) => [...accountOf(req), ORGANIZATIONS, EVENTS],
});

export const thirdPartyEndpoints = [fetchEventbriteOrganizations, fetchEventbriteEvents, deleteExternalAccount];

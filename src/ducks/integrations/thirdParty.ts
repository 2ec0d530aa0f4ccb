import * as eventbrite from '../../api/eventbrite';
import type { EventbriteVideosRequest } from '../../api/eventbrite';
import type { EventbriteEvents, EventbriteOrganizations } from '../../api/integrations';
import * as ovps from '../../api/videoPlatforms';
import { INTEGRATION_NOTICES } from '../../constants/messages/integrations';
import { VIDEO_PLATFORM_NOTICES } from '../../constants/messages/videoPlatforms';
import type { ExternalAccountBody } from '../../contracts/videoPlatforms';
import type { ThirdParty } from '../../contracts/values';
import { defineEndpoint } from '../requests/defineEndpoint';
import { explainedError } from '../requests/explainedError';
import { continuedRead } from '../requests/paginated';
import { accountOf } from '../videoPlatforms';
import { HEALTH } from './health';

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

/**
 * A third-party service's external account POST (catalogue 7.11): 'External account successfully connected.', or the
 * service's explanation, else the server's message, else the service's fallback; its health is read again either way.
 */
export const connectService = <Name extends ThirdParty>(ovpName: Name, fallback?: string) =>
  defineEndpoint<ExternalAccountBody & { ovpName: Name }, string>(`integrations/connect${ovpName.charAt(0).toUpperCase()}${ovpName.slice(1)}`, ovps.connectExternalAccount, {
    strategy: 'leading',
    successNotice: VIDEO_PLATFORM_NOTICES.connected,
    errorNotice: explainedError(fallback),
    invalidates: () => [...accountOf({ ovpName }), HEALTH],
    invalidatesOnFailure: () => [HEALTH],
  });

export const connectEventbrite = connectService('eventbrite');

/** The external account DELETE of a third-party service: 'External account successfully deleted.' (spec section 8). */
export const deleteExternalAccount = defineEndpoint<{ ovpName: ThirdParty }, void>('integrations/deleteExternalAccount', ovps.disconnectExternalAccount, {
  strategy: 'leading',
  key: ({ ovpName }) => ovpName,
  successNotice: INTEGRATION_NOTICES.externalAccountDeleted,
  invalidates: (req) => [...accountOf(req), ORGANIZATIONS, EVENTS, HEALTH],
});

export const thirdPartyEndpoints = [fetchEventbriteOrganizations, fetchEventbriteEvents, connectEventbrite, deleteExternalAccount];

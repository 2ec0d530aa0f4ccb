import * as ovps from '../../api/videoPlatforms';
import type { ExternalAccount, ExternalVideoDetails, ExternalVideoRequest, ExternalVideosPage, ExternalVideosRequest, IvsChannel, IvsChannels, JwPlayer, PanoptoChooser, RssFeed, SyncStatus } from '../../api/videoPlatforms';
import type { ExternalAccountBody, IvsChannelBody, IvsChannelUpdateBody, SyncBody } from '../../contracts/videoPlatforms';
import type { ExternalAccountName, SyncPlatform } from '../../contracts/values';
import { UNKNOWN_ERROR } from '../../constants/messages';
import { IVS_NOTICES, VIDEO_PLATFORM_NOTICES } from '../../constants/messages/videoPlatforms';
import type { FeatureModule } from '../featureTypes';
import type { Tag } from '../requests/tags';
import { defineEndpoint } from '../requests/defineEndpoint';
import { explainedError } from '../requests/explainedError';
import { storedRead } from '../requests/paginated';
import type { RequestError } from '../requests/types';
import { defineFeature } from '../requests/storage';
import { HEALTH } from '../integrations/health';

type Ovp = { ovpName: ExternalAccountName };
const byPlatform = ({ ovpName }: Ovp) => ovpName;
/** The account linked on a platform or service (a third-party integration's writes invalidate it too). */
export const accountOf = ({ ovpName }: Ovp): Tag[] => [{ type: 'PlatformAccount', id: ovpName }];

export const fetchExternalAccount = defineEndpoint<Ovp, ExternalAccount>('videoPlatforms/fetchAccount', ovps.getExternalAccount, storedRead(byPlatform, accountOf));

/** Connect errors (catalogue 7.11): errors.explain, else the message, else 'An unknown error occurred.' */
export const connectExternalAccount = defineEndpoint<ExternalAccountBody & Ovp, string>('videoPlatforms/connect', ovps.connectExternalAccount, {
  strategy: 'leading',
  key: byPlatform,
  successNotice: VIDEO_PLATFORM_NOTICES.connected,
  errorNotice: explainedError(),
  // The platform checked the keys: its health shows the outcome either way.
  invalidates: (request) => [...accountOf(request), HEALTH],
  invalidatesOnFailure: () => [HEALTH],
});

export const disconnectExternalAccount = defineEndpoint<Ovp, void>('videoPlatforms/disconnect', ovps.disconnectExternalAccount, {
  strategy: 'leading',
  key: byPlatform,
  successNotice: VIDEO_PLATFORM_NOTICES.disconnected,
  invalidates: (request) => [...accountOf(request), HEALTH],
});

/** Qbrick that does not answer at all (no response) has its own text (catalogue 7.1). */
const noQbrickResponse = (error: RequestError, type: SyncPlatform) => type === 'qbrick' && error.status === 0;
/** Why a platform's library could not be read, as the notice and the screen say it. */
export const libraryError = (error: RequestError, type: SyncPlatform) =>
  noQbrickResponse(error, type) ? VIDEO_PLATFORM_NOTICES.qbrickNoResponse : VIDEO_PLATFORM_NOTICES.checkAccount(type);

/** A page of the platform's library; a failure says to check the linked account (catalogue 7.1). */
export const fetchExternalVideos = defineEndpoint<ExternalVideosRequest, ExternalVideosPage>('videoPlatforms/fetchVideos', ovps.listExternalVideos, {
  strategy: 'latest',
  key: ({ type, page_number }) => `${type}:${page_number}`,
  errorNotice: (error, { type }) => libraryError(error, type),
  store: { mode: 'replace' },
});

export const lookupKey = ({ type, lookup }: ExternalVideoRequest) => `${type}:${Object.values(lookup).join(':')}`;
export const fetchExternalVideo = defineEndpoint<ExternalVideoRequest, ExternalVideoDetails>('videoPlatforms/fetchVideo', ovps.getExternalVideo, {
  ...storedRead(lookupKey),
  errorNotice: (error, { type }) => (noQbrickResponse(error, type) ? VIDEO_PLATFORM_NOTICES.qbrickNoResponse : undefined),
});

/** The Panopto session chooser's address; asked again after each postback, as one is good once. */
export const fetchPanoptoChooser = defineEndpoint<void, PanoptoChooser>('videoPlatforms/fetchPanoptoChooser', ovps.getPanoptoChooser, storedRead());

export const fetchJwPlayers = defineEndpoint<void, JwPlayer[]>('videoPlatforms/fetchPlayers', ovps.listJwPlayers, storedRead());

export const startSync = defineEndpoint<SyncBody, SyncStatus>('videoPlatforms/startSync', ovps.startSync, {
  strategy: 'leading',
  key: ({ ovp_name }) => ovp_name,
  errorNotice: (error, { ovp_name }) => (noQbrickResponse(error, ovp_name) ? VIDEO_PLATFORM_NOTICES.qbrickNoResponse : error.message || UNKNOWN_ERROR),
});

/** Polled while a sync runs. */
export const checkSyncStatus = defineEndpoint<{ ovp_name: SyncPlatform }, SyncStatus>('videoPlatforms/checkStatus', ovps.checkSyncStatus, {
  ...storedRead(({ ovp_name }) => ovp_name),
  errorNotice: (error, { ovp_name }) => (noQbrickResponse(error, ovp_name) ? VIDEO_PLATFORM_NOTICES.qbrickNoResponse : undefined),
});

/** A feed read by its address: the answer, or the server's reason shown beside the field (no notice). */
export const checkRssFeed = defineEndpoint<{ url: string }, RssFeed>('videoPlatforms/checkRssFeed', ovps.fetchRssFeed, storedRead());

export const fetchAssetFeed = defineEndpoint<{ id: number }, RssFeed>('videoPlatforms/fetchAssetFeed', ovps.getAssetFeed, storedRead(({ id }) => String(id)));

// IVS livestream channels (catalogue 7.11): the spec gives no texts; the notices name the channel, a failure the reason.
const CHANNELS = 'IvsChannels';
const channelTag = (arn: string): Tag => ({ type: 'IvsChannel', id: arn });

export const fetchIvsChannels = defineEndpoint<void, IvsChannels>('videoPlatforms/fetchIvsChannels', ovps.listIvsChannels, storedRead(undefined, () => [CHANNELS]));

export const fetchIvsChannel = defineEndpoint<{ arn: string }, IvsChannel>('videoPlatforms/fetchIvsChannel', ovps.getIvsChannel, storedRead(({ arn }) => arn, ({ arn }) => [channelTag(arn)]));

export const createIvsChannel = defineEndpoint<IvsChannelBody, IvsChannel>('videoPlatforms/createIvsChannel', ovps.createIvsChannel, {
  strategy: 'leading',
  successNotice: (channel) => IVS_NOTICES.created(channel.name),
  errorNotice: (error, { name }) => IVS_NOTICES.createFailed(name, explainedError()(error)),
  invalidates: () => [CHANNELS, HEALTH],
  invalidatesOnFailure: () => [HEALTH],
});

export const updateIvsChannel = defineEndpoint<IvsChannelUpdateBody, IvsChannel>('videoPlatforms/updateIvsChannel', ovps.updateIvsChannel, {
  strategy: 'leading',
  key: ({ arn }) => arn,
  successNotice: (channel) => IVS_NOTICES.updated(channel.name),
  errorNotice: (error, { arn, name }) => IVS_NOTICES.updateFailed(name ?? arn, explainedError()(error)),
  invalidates: ({ arn }) => [CHANNELS, channelTag(arn), HEALTH],
  invalidatesOnFailure: () => [HEALTH],
});

export const videoPlatformsFeature: FeatureModule = defineFeature({
  name: 'videoPlatforms',
  endpoints: [fetchExternalAccount, connectExternalAccount, disconnectExternalAccount, fetchExternalVideos, fetchExternalVideo, fetchPanoptoChooser, fetchJwPlayers, startSync, checkSyncStatus, checkRssFeed, fetchAssetFeed, fetchIvsChannels, fetchIvsChannel, createIvsChannel, updateIvsChannel],
});

export default videoPlatformsFeature;

import { isThirdParty, type ExternalAccountName, type PlatformKey, type SyncPlatform } from '../../contracts/values';
import { THIRD_PARTY_NAMES } from './integrations';

/** Spec section 8's texts for the video platforms, exactly as written. */
export const VIDEO_PLATFORM_NOTICES = {
  connected: 'External account successfully connected.',
  disconnected: 'External account successfully disconnected.',
  checkAccount: (ovpType: string) => `Please check your linked ${ovpType} account.`,
  qbrickNoResponse: 'There was an issue with establishing connection to the Qbrick account. Please try again.',
} as const;

/** The platforms' own names (the integrations boxes, and Piksel), shared with the sandbox's messages. */
export const PLATFORM_NAMES: Readonly<Record<SyncPlatform, string>> = {
  livestream: 'Livestream',
  brightcove: 'Brightcove',
  kaltura: 'Kaltura',
  jwplayer: 'JW Player',
  qbrick: 'Qbrick',
  ooyala: 'Ooyala',
  panopto: 'Panopto',
  dacast: 'Dacast',
  cloudfront: 'CloudFront',
  sportradar: 'Sportradar',
  sport1: 'Sport1',
  streamamg: 'StreamAMG',
  flowplayer: 'Flowplayer',
  ivs: 'Amazon IVS',
  piksel: 'Piksel',
};

/** The name of what an external account connects: a video platform or a third-party service. */
export const accountName = (name: ExternalAccountName): string => (isThirdParty(name) ? THIRD_PARTY_NAMES[name] : PLATFORM_NAMES[name]);

/** The label of each key an external account takes. */
export const KEY_LABELS: Readonly<Record<PlatformKey, string>> = {
  account_id: 'Account ID',
  api_key: 'API key',
  api_secret: 'API secret',
  client_id: 'Client ID',
  client_secret: 'Client secret',
  partner_id: 'Partner ID',
  admin_secret: 'Admin secret',
  server: 'Server (host name)',
  distribution: 'Distribution domain',
  key_pair_id: 'Key pair ID',
  private_key: 'Private key',
  username: 'User name',
  password: 'Password',
  site_id: 'Site ID',
  access_key_id: 'Access key ID',
  secret_access_key: 'Secret access key',
  api_token: 'API token',
};

/** The video platform screens' own texts (not spec texts). */
export const VIDEO_UI = {
  title: 'Video platforms',
  intro: 'Connect the platform that hosts your videos, then import its library as assets.',
  platformTitle: 'Video platform',
  boxesLabel: 'Online video platforms',
  connectTitle: 'Connection',
  connect: 'Connect',
  connectedAs: (label: string, value: string) => `Connected with ${label} ${value}.`,
  disconnect: 'Disconnect',
  required: 'Required',
  libraryTitle: 'Library',
  videosCaption: 'Videos',
  entries: 'videos',
  columns: { choose: 'Choose', thumbnail: 'Thumbnail', title: 'Title', lookup: 'Lookup keys', duration: 'Duration', published: 'Published (UTC)', asset: 'Asset' },
  chooseVideo: (title: string) => `Choose ${title}`,
  lookupKeys: (keys: [string, string][]) => keys.map(([name, value]) => `${name}: ${value}`).join(', '),
  thumbnailOf: (title: string) => `Thumbnail of ${title}`,
  notSynced: 'Not imported',
  syncTitle: 'Import',
  accessType: 'Access type',
  paid: 'Paid',
  player: 'Player',
  noPlayer: 'The account’s default player',
  panoptoTitle: 'Choose sessions in Panopto',
  panoptoIntro: 'Pick sessions on Panopto’s own chooser; the ones you insert there become assets here, and the library below updates when Panopto posts them back.',
  panoptoOpen: 'Open the Panopto session chooser',
  panoptoNewWindow: '(opens in a new window)',
  panoptoExpires: (time: string) => `This chooser can be used once, until ${time}.`,
  updateExisting: 'Also set this player on videos imported before',
  syncSelected: (count: number) => `Import selected (${count})`,
  syncAll: 'Import all',
  progress: (done: number, total: number) => `Importing: ${done} of ${total}`,
  progressLabel: 'Import progress',
  updated: (created: number, updated: number) => `Import finished: ${created} new, ${updated} updated.`,
  back: 'Back to video platforms',
  onPlatform: (platform: string) => `On ${platform}`,
  videoLine: (title: string, duration: string, player: string) => `${title} (${duration}), played in "${player}".`,
  videoLineNoPlayer: (title: string, duration: string) => `${title} (${duration}).`,
  syncFrom: (platform: string) => `Sync from ${platform}`,
  feedTitle: 'Feed',
  noFeedAddress: "Set the Stream URL to the feed's address to show its episodes.",
  episodesCaption: 'Episodes',
  episodeColumns: { title: 'Title', published: 'Published (UTC)', duration: 'Duration' },
  feedSummary: (title: string, count: number) => `${title}: ${count} episode${count === 1 ? '' : 's'}.`,
  checkAddress: 'Feed address to check',
  checkFeed: 'Check feed',
  noEpisodes: 'The feed has no episodes.',
  duration: (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`,
} as const;

/** The IVS platform page's livestream channels (not spec texts; spec section 3 names the types and latencies). */
export const IVS_UI = {
  title: 'Livestream channels',
  caption: 'Livestream channels',
  columns: { name: 'Name', type: 'Type', latency: 'Latency', ingest: 'Ingest endpoint', playback: 'Playback URL', actions: 'Actions' },
  none: 'No channels yet: create one to stream live.',
  create: 'Create channel',
  createTitle: 'Create a livestream channel',
  edit: 'Edit',
  editOf: (name: string) => `Edit ${name}`,
  editTitle: (name: string) => `Edit channel ${name}`,
  details: 'Details',
  detailsOf: (name: string) => `Details of ${name}`,
  detailsTitle: (name: string) => `Channel ${name}`,
  save: 'Save',
  cancel: 'Cancel',
  name: 'Name',
  nameHint: 'Letters, digits, - and _ (up to 128).',
  nameInvalid: 'Use letters, digits, - and _ only.',
  type: 'Type',
  latency: 'Latency',
  types: { STANDARD: 'Standard (transcoded, adaptive bitrate)', BASIC: 'Basic (passed through as sent)' },
  latencies: { LOW: 'Low latency', NORMAL: 'Normal latency' },
  arn: 'ARN',
  ingestServer: 'Ingest server',
  streamKey: 'Stream key',
  playbackUrl: 'Playback URL',
  copy: 'Copy',
  copyOf: (what: string) => `Copy ${what}`,
  copied: 'Copied!',
  copyFailed: 'Could not copy: select the text and copy it yourself.',
  secretHint: 'Keep the stream key secret: anyone with it can stream to this channel.',
  streamKeyMasked: 'The stream key is masked: only those who may change the channels see it.',
} as const;

/** What creating and updating a livestream channel says (the spec gives IVS no texts): the channel by name, and why it failed. */
export const IVS_NOTICES = {
  created: (name: string) => `Channel ${name} created.`,
  updated: (name: string) => `Channel ${name} updated.`,
  createFailed: (name: string, reason: string) => `Channel ${name} was not created: ${reason}`,
  updateFailed: (name: string, reason: string) => `Channel ${name} was not updated: ${reason}`,
} as const;

import type { AccountKey, InAppKey, InAppType, PayPalKey, ThirdParty } from '../../contracts/values';

/** Spec section 8's texts for the in-app stores, PayPal and the third-party integrations, exactly as written. */
export const INTEGRATION_NOTICES = {
  inAppSaved: {
    'google-in-app': 'Google in-app integration was successfully saved.',
    'apple-in-app': 'Apple in-app integration was successfully saved.',
    'amazon-in-app': 'Amazon in-app integration was successfully saved.',
    'roku-in-app': 'Roku in-app integration was successfully saved.',
  } satisfies Record<InAppType, string>,
  inAppUpdated: {
    'google-in-app': 'Google in-app integration was successfully updated.',
    'apple-in-app': 'Apple in-app integration was successfully updated.',
    'amazon-in-app': 'Amazon in-app integration was successfully updated.',
    'roku-in-app': 'Roku in-app integration was successfully updated.',
  } satisfies Record<InAppType, string>,
  // The spec's text has no final period.
  payPalSaved: 'PayPal integration was successfully saved',
  payPalUpdated: 'PayPal integration was successfully updated.',
  chatRoomCreated: 'Chat room successfully created.',
  resourceDeleted: 'Resource successfully deleted.',
  externalAccountDeleted: 'External account successfully deleted.',
  liveLikeNotConnected: "You are currently not connected to a LiveLike account. By using this feature you'll incur charges.",
  notConnected: 'External account was not successfully connected.',
  disconnectFailed: 'Error while attempting to disconnect external account.',
} as const;

/** The stores' names (the boxes and page titles). */
export const STORE_NAMES: Readonly<Record<InAppType, string>> = {
  'google-in-app': 'Google Play',
  'apple-in-app': 'Apple App Store',
  'amazon-in-app': 'Amazon Appstore',
  'roku-in-app': 'Roku Channel Store',
};

/** The label of each store key (spec section 3 names the fields). */
export const IN_APP_KEY_LABELS: Readonly<Record<InAppKey, string>> = {
  site_token: 'Site token',
  playstore_public_key: 'Play Store public key',
  bundle_id: 'Bundle ID',
  p8_certificate: 'Private key (.p8)',
  key_id: 'Key ID',
  issuer: 'Issuer ID',
  secret_key: 'Shared secret',
  api_key: 'API key',
};

export const PAYPAL_KEY_LABELS: Readonly<Record<PayPalKey, string>> = { client_id: 'Client ID', client_secret: 'Client secret' };

/** The integration screens' own texts (not spec texts). */
export const INTEGRATIONS_UI = {
  inAppTitle: 'In-app integrations',
  inAppIntro: 'Sell through the app stores: give each store the keys of your app.',
  storeTitle: 'In-app store',
  storesLabel: 'App stores',
  configured: 'Keys saved',
  notConfigured: 'No keys yet',
  back: 'Back to in-app integrations',
  keysTitle: 'Keys',
  /** Spec section 4: 'Save' before keys exist, 'Update' afterwards. */
  save: 'Save',
  update: 'Update',
  saving: 'Saving…',
  legacySecretHint: 'Only for the legacy shared-secret receipt check.',
  p8Hint: 'Paste the whole key, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----.',
  noProvider: (gateway: string) => `${gateway} is not one of your payment providers: connect it in Billing & plan, Payment settings, first.`,
  paymentSettings: 'Payment settings',
  payPalTitle: 'PayPal',
  payPalIntro: 'The keys of your PayPal REST app: customers pay with PayPal through them.',
  readOnly: 'You can see these keys but not change them. Secret keys are masked.',
  thirdPartyTitle: 'Third-party integrations',
  thirdPartyIntro: 'Sell tickets to your events and engage your viewers live.',
  thirdPartyLabel: 'Third-party services',
  thirdPartyScreenTitle: 'Third-party integration',
  eventTicketing: 'Event ticketing',
  liveEngagement: 'Live engagement',
  backToThirdParty: 'Back to third-party integrations',
  connectionTitle: 'Connection',
  connectedWith: (label: string, value: string) => `Connected with ${label} ${value}.`,
  disconnect: 'Disconnect',
  organizationsTitle: 'Organizations',
  organizationsCaption: 'Organizations',
  organizationColumns: { name: 'Organization', vertical: 'Category', events: 'Events' },
  showEvents: 'Show events',
  showEventsOf: (name: string) => `Show events of ${name}`,
  eventsTitle: (organization: string) => `Events of ${organization}`,
  eventsCaption: 'Events',
  eventColumns: { name: 'Event', start: 'Starts (UTC)', status: 'Status', online: 'Online', capacity: 'Capacity' },
  yes: 'Yes',
  no: 'No',
  noOrganizations: 'This Eventbrite account has no organizations.',
  noEvents: 'This organization has no events.',
  loadMore: 'Load more',
  liveLikeConnected: (clientId: string) => `Connected to LiveLike with the client ID ${clientId}.`,
  createAccount: 'Create account',
  connectExisting: 'Connect existing account',
  connectExistingTitle: 'Connect an existing LiveLike account',
  backToIntro: 'Back',
  disconnectWarning: 'Disconnecting deletes your chat rooms and removes the live chat from your assets.',
  liveChatTab: 'Live chat',
  liveChatTitle: 'Live chat',
  liveChatIntro: 'Chat rooms viewers of this live asset chat in, hosted on your LiveLike account.',
  liveChatNotConnected: 'Connect a LiveLike account to add live chat to this asset.',
  liveLikeSettings: 'LiveLike settings',
  chatRoomsCaption: 'Chat rooms',
  chatRoomColumns: { title: 'Title', filter: 'Content filter', created: 'Created (UTC)', actions: 'Actions' },
  noChatRooms: 'No chat rooms yet.',
  chatRooms: 'chat rooms',
  newChatRoom: 'New chat room',
  chatRoomTitle: 'Title',
  contentFilter: 'Content filter',
  contentFilters: { filtered: 'Filtered (profanity removed)', none: 'None' },
  createChatRoom: 'Create chat room',
  deleteChatRoom: 'Delete',
  deleteChatRoomOf: (title: string) => `Delete ${title}`,
  deleteChatRoomQuestion: (title: string) => `Delete the chat room ${title}? Its messages go with it.`,
  chatRoomDetails: 'Details',
  chatRoomDetailsOf: (title: string) => `Details of ${title}`,
  chatRoomDetailsTitle: (title: string) => `Chat room ${title}`,
  editChatRoom: 'Edit',
  editChatRoomOf: (title: string) => `Edit ${title}`,
  editChatRoomTitle: (title: string) => `Edit chat room ${title}`,
  chatRoomItem: 'Asset',
  chatRoomItemId: (id: number) => `#${id}`,
  chatRoomCreated: 'Created (UTC)',
  chatRoomUpdatedAt: 'Updated (UTC)',
  chatRoomUrl: 'Room address',
  saveChatRoom: 'Save',
  cancel: 'Cancel',
  chatRoomUpdated: (title: string) => `Chat room ${title} updated.`,
  healthTitle: 'Connection health',
  healthStatus: 'Status',
  healthStatuses: { ok: 'Working', failing: 'Failing', unknown: 'Not used yet' },
  notConnectedStatus: 'Not connected',
  lastSuccess: 'Last success',
  lastError: 'Last error',
  never: 'Never',
  errorAt: (error: string, time: string) => `${error} (${time} UTC)`,
  checkNow: 'Check now',
  checking: 'Checking…',
  boxHealth: (status: string) => `Health: ${status}`,
} as const;

/** What the sandbox's simulated services answer (not spec texts): the console shows them as the server's message. */
export const INTEGRATION_SERVER = {
  storeRefused: (store: string, key: string) => `${store} refused these keys: check the ${key.replace(/_/g, ' ')}.`,
  foreignKey: (store: string) => `${store} does not take this key.`,
  googleExists: 'Google in-app keys are already set up: update them instead.',
  googleMissing: 'Google in-app keys are not set up yet: save them first.',
  notYourMerchant: 'This is not your merchant.',
  unknownStore: 'Not an in-app store of yours.',
  notPayPal: 'Not your PayPal provider: in-app stores are saved by id.',
} as const;

/** The third-party services' names, shared with the sandbox's messages. */
export const THIRD_PARTY_NAMES: Readonly<Record<ThirdParty, string>> = { eventbrite: 'Eventbrite', livelike: 'LiveLike' };

/** The labels of the third-party services' keys. */
export const THIRD_PARTY_KEY_LABELS: Readonly<Partial<Record<AccountKey, string>>> = { private_token: 'Private token', client_id: 'Client ID', access_token: 'Access token' };

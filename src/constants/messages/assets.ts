/** The content section's texts (spec sections 2 and 8), loaded with the content screens only. */

export const ASSET_NOTICES = {
  created: 'Asset successfully created.',
  updated: 'Asset successfully updated.',
  deleted: 'Asset successfully deleted.',
  reactivated: 'Asset successfully reactivated.',
  deleteError: 'Error while deleting asset.',
  contentTypeChanged: 'Asset content type successfully changed.',
  contentDetailsUpdated: 'Asset content details successfully updated.',
  previewImageError: 'An error occurred while adding preview image.',
} as const;

/** The creation wizard's content category step (spec section 2): informational, it does not limit the asset. */
export const CONTENT_CATEGORIES = [
  { value: 'live', label: 'Live', description: 'live streamed content, including live with replay' },
  { value: 'vod', label: 'VOD', description: 'video-on-demand only, not live' },
  { value: 'other', label: 'Other', description: 'non-video or test assets' },
] as const;

export const ASSET_TYPE_LABELS = {
  video: 'Video',
  html_asset: 'HTML content',
  dlc_asset: 'Downloadable content',
  rss_asset: 'RSS feed',
  jw_ott_app_asset: 'JW Player OTT app',
} as const;

export const EVENT_TYPE_LABELS = { live: 'Live', vod: 'VOD', other: 'Other' } as const;

/** Labels of the content screens (not spec texts). */
export const ASSETS_UI = {
  navLabel: 'Assets',
  title: 'Assets',
  entries: 'assets',
  newAsset: 'New asset',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  columns: { title: 'Title', type: 'Type', eventType: 'Event type', created: 'Created at (UTC)', status: 'Status', actions: 'Actions' },
  reactivate: 'Reactivate',
  reactivateNamed: (title: string) => `Reactivate ${title}`,
  edit: (title: string) => `Edit ${title}`,
  wizardTitle: 'Create asset',
  categoryStep: 'Content category',
  categoryLegend: 'What will this asset hold?',
  typeStep: 'Asset type',
  typeLegend: 'Choose the asset type',
  detailsStep: 'Details',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
  back: 'Back',
  next: 'Next',
  create: 'Create asset',
  cancel: 'Cancel',
  assetTitle: 'Title',
  description: 'Description',
  editTitle: (title: string) => `Edit asset: ${title}`,
  editPageTitle: 'Edit asset',
  detailsTab: 'Details',
  assetType: 'Asset type',
  eventType: 'Event type',
  streamUrl: 'Stream URL',
  source: 'Source',
  externalId: 'External asset id',
  templateId: 'Template id',
  save: 'Save',
  saving: 'Saving…',
  delete: 'Delete asset',
  backToList: 'Back to assets',
  inactiveBanner: 'This asset is inactive: buyers cannot see it until it is reactivated.',
  readOnly: 'You can view this asset but not change it.',
  metadata: 'Custom metadata',
  metadataKey: 'Key',
  metadataValue: 'Value',
  addMetadata: 'Add metadata',
  removeMetadata: (key: string) => `Remove ${key}`,
  noMetadata: 'No custom metadata.',
  titleRequired: 'Title is required',
  keyInvalid: 'Use letters, digits, _ . or - after asset_',
} as const;

/** The unique-audience report's texts (catalogue 7.10), loaded with the asset and access reports screens. */
import { UNIQUE_AUDIENCE_MAX_DAYS } from '../uniqueAudience';
import { REPORTS } from './reports';

export const UNIQUE_AUDIENCE_UI = {
  title: 'Unique audience',
  tab: 'Unique audience',
  intro: 'Every distinct customer who bought this asset or was granted access to it in a date range (dates in UTC).',
  introAnyAsset: 'Every distinct customer who bought an asset or was granted access to it in a date range (dates in UTC).',
  generate: 'Generate unique-audience report',
  dialogTitle: 'Generate unique-audience report',
  dialogTitleFor: (asset: string) => `Unique-audience report of ${asset}`,
  asset: 'Asset',
  picker: { item: 'Asset', chooseItem: 'Choose an asset', itemSearch: 'Find an asset', itemId: 'Asset id' },
  startDate: 'Start date',
  endDate: 'End date',
  submit: 'Generate',
  cancel: REPORTS.cancel,
  accepted: 'The unique-audience report is being generated: follow it in the Jobs tray.',
  failed: REPORTS.failed,
  chooseAsset: 'Choose an asset.',
  dateRequired: 'Enter a date.',
  invalidRange: REPORTS.invalidRange,
  tooLong: `The range may span at most ${UNIQUE_AUDIENCE_MAX_DAYS} days.`,
  files: 'Unique-audience reports',
  noFiles: 'unique-audience reports',
  columns: { asset: 'Asset', range: 'Date range (UTC)', status: 'Status', customers: 'Customers', created: 'Created at (UTC)', actions: 'Actions' },
  statuses: REPORTS.fileStatuses,
  range: (start: string, end: string) => `${start} – ${end}`,
  assetLabel: (title: string | null, id: number) => (title === null ? `#${id}` : `${title} (#${id})`),
  download: REPORTS.download,
  downloadFile: (file: string) => `Download ${file}`,
} as const;

/** The lists texts, a module of their own so that only the screens showing them load them (not the start-up bundle). */

/** The list kit's labels (not spec texts, apart from TABLES). */
export const LISTS = {
  searchField: 'Search by',
  keyword: 'Keyword',
  search: 'Search',
  clear: 'Clear filters',
  pageSize: 'Rows per page',
  exportCsv: 'Export CSV',
  exporting: 'Exporting…',
  savedViews: 'Saved views',
  noSavedViews: 'No saved views yet.',
  saveView: 'Save current view',
  viewName: 'View name',
  save: 'Save',
  cancel: 'Cancel',
  openView: (name: string) => `Open view ${name}`,
  deleteView: (name: string) => `Delete view ${name}`,
  viewSaved: 'View saved.',
  viewDeleted: 'View deleted.',
  total: (count: number, entries: string) => `${count.toLocaleString('en-US')} ${entries}`,
  dates: 'Date range',
  allDates: 'All dates',
  customRange: 'Custom range',
  from: 'From',
  to: 'To',
  /** The days a range covers, under its select. */
  rangeDays: (from: string, to: string) => `${from || '…'} to ${to || '…'}, UTC`,
} as const;

/** The payments screen's labels (column titles live with the payment formatting in constants/payments.ts). */
export const PAYMENTS_UI = {
  title: 'Payments',
  loadFailed: 'The payments could not be loaded.',
  allTypes: 'All types',
  transactionToken: 'Transaction token',
  details: 'Details',
  detailsOf: (trxToken: string) => `Payment details of ${trxToken}`,
  /** Begins with the link's visible text, the payment type (WCAG 2.5.3: the name contains what is shown). */
  subscriptionOf: (type: string, trxToken: string) => `${type}: subscription details of payment ${trxToken}`,
} as const;

export const TABLES = {
  noEntries: (entries: string) => `No ${entries} found.`,
  searchHelp: 'To do a search, select the filter from the dropdown menu, enter your keyword, and press Enter.',
  notApplicable: 'N/A',
  notSet: 'Not Set',
} as const;

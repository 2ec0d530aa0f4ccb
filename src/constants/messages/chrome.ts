/** The job tray's and the global search's texts (the signed-in chrome loads them; the screens' texts stay apart). */
export const JOBS_UI = {
  tray: 'Jobs',
  trayLabel: (running: number) => (running > 0 ? `Jobs, ${running} running` : 'Jobs'),
  empty: 'No jobs in this session.',
  kinds: { bulk: 'Bulk access', codes: 'Access codes upload', emails: 'Voucher e-mails import', report: 'Report', sync: 'Video platform sync' },
  states: { uploading: 'Uploading', processing: 'Processing', done: 'Done', failed: 'Failed' },
  progress: (percent: number) => `${percent}%`,
  outcome: (succeeded: number, failed: number) => `${succeeded} done, ${failed} failed`,
  downloadFailed: 'Download failed rows',
  reupload: 'Re-upload corrected rows',
  dismiss: (label: string) => `Dismiss ${label}`,
  clearFinished: 'Clear finished',
} as const;

export const SEARCH_UI = {
  short: 'Search',
  label: 'Search customers, payments and subscriptions',
  placeholder: 'Search… (press / )',
  customers: 'Customers',
  payments: 'Payments',
  subscriptions: 'Subscriptions',
  noResults: 'Nothing found.',
  searching: 'Searching…',
  tooShort: 'Type at least 2 characters.',
} as const;

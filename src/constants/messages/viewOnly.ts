/** Read-only screens (issue 24): the heading says so instead of 'Edit …', and values show as text. Not spec texts. */
export const VIEW_ONLY = {
  asset: (title: string) => `View only — asset: ${title}`,
  package: (title: string) => `View only — package: ${title}`,
  template: (name: string) => `View only — template: ${name}`,
  voucher: 'View only — voucher',
  inAppVoucher: 'View only — in-app offer',
  /** What an empty value reads as. */
  empty: '—',
} as const;

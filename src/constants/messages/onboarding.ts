/**
 * A new merchant's way in (issue 24): the next step an empty list offers, and the dashboard's "Getting started"
 * checklist. Not spec texts; the spec's own empty text ('No assets found.') stays above the next step.
 */
export const NEXT_STEPS = {
  assets: { says: 'Start with your first asset: the video, live event or file you want to sell.', button: 'Create an asset' },
  packages: { says: 'A package sells several assets together at one price.', button: 'Create a package' },
  templates: { says: 'A template keeps prices and restrictions you reuse for new assets.', button: 'Create a template' },
  vouchers: { says: 'A voucher gives buyers a discount with a code.', button: 'Create a voucher' },
} as const;

export const GETTING_STARTED = {
  title: 'Getting started',
  intro: 'Four steps to your first sale. Each one ticks itself off when it is done.',
  progress: (done: number, total: number) => `${done} of ${total} done`,
  done: 'Done',
  toDo: 'To do',
  dismiss: 'Dismiss',
  dismissLabel: 'Dismiss the getting started checklist',
  loadFailed: 'Your progress could not be loaded.',
  steps: {
    asset: { label: 'Create an asset', action: 'Create an asset', hint: 'The video, live event or file you sell.' },
    price: { label: 'Give it a price', action: 'Add a price', hint: 'An access fee: what buyers pay, and for how long.' },
    payments: { label: 'Connect payments', action: 'Set up payments', hint: 'Choose how buyers pay and where the money goes.' },
    paywall: { label: 'Customise the paywall', action: 'Customise the paywall', hint: 'A branding theme with your colours and logo.' },
  },
} as const;

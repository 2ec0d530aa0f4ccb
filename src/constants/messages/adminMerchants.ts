import type { ConnectStatus } from '../../api/adminMerchantTypes';

/** The admin console's merchants screens (issue 20): a module of their own, loaded with those screens only. */
export const MERCHANTS_UI = {
  title: 'Merchants',
  entries: 'merchants',
  loadFailed: 'The merchants could not be loaded.',
  searchFields: { any: 'Name, e-mail or UUID', name: 'Name', email: 'E-mail', uuid: 'UUID' },
  columns: { name: 'Name', email: 'E-mail', uuid: 'UUID', master: 'Master', clients: 'Related accounts', createdAt: 'Created at (UTC)', actions: 'Actions' },
  yes: 'Yes',
  no: 'No',
  edit: 'Edit',
  editOf: (name: string) => `Edit ${name}`,
  relatedAccounts: 'Related accounts',
  relatedAccountsOf: (name: string) => `Related accounts of ${name}`,
  noMerchants: 'No merchants match this search.',
} as const;

export const MERCHANT_EDIT_UI = {
  title: 'Edit merchant',
  titleOf: (name: string) => `Edit merchant: ${name}`,
  backToList: 'Back to Merchants',
  loadFailed: 'The merchant could not be loaded.',
  details: 'Details',
  facts: {
    name: 'Name',
    owner: 'Account',
    email: 'E-mail',
    uuid: 'Merchant UUID',
    tenantUuid: 'Tenant UUID',
    roles: 'Roles',
    organisation: 'Organisation',
    follows: 'Related to master',
    createdAt: 'Created at (UTC)',
  },
  none: 'None',
  features: 'Features',
  featuresSaved: 'Features successfully updated.',
  masterRole: 'Master role',
  masterRoleLabel: 'Master (agency) role: relates accounts and signs in as them',
  masterRoleOn: 'Master role switched on.',
  masterRoleOff: 'Master role switched off.',
  connect: 'Stripe Connect',
  connectStatus: { none: 'No decision yet.', approved: 'Approved.', declined: 'Declined.' } satisfies Record<ConnectStatus, string>,
  connectDecidedAt: (when: string) => `Decided ${when} (UTC).`,
  approve: 'Approve',
  decline: 'Decline',
  approveConnect: 'Approve the Stripe Connect request',
  declineConnect: 'Decline the Stripe Connect request',
  connectApproved: 'Stripe Connect request approved.',
  connectDeclined: 'Stripe Connect request declined.',
  /** Asked before a decline: it stops the merchant receiving its share through its own Stripe account. */
  confirmDecline: (merchant: string) => `Decline the Stripe Connect request of ${merchant}? Its payments will go through the platform's Stripe account.`,
  confirmDeclineYes: 'Yes, decline',
  ageSettings: 'Age verification settings',
} as const;

export const RELATED_ACCOUNTS_UI = {
  title: 'Related accounts',
  titleOf: (name: string) => `Related accounts: ${name}`,
  entries: 'related accounts',
  loadFailed: 'The related accounts could not be loaded.',
  intro: (name: string) => `Merchants related to ${name} as its followers, oldest first.`,
  empty: 'This merchant has no related accounts.',
  columns: { merchant: 'Merchant', email: 'E-mail', fullName: 'Full name', scopes: 'Scopes', status: 'Status', createdAt: 'Created at (UTC)' },
  noScopes: 'None',
  active: 'Active',
  inactive: 'Inactive',
  backToMerchant: 'Back to the merchant',
} as const;

/** Staff's view of a merchant's payment setup (the merchant's own screen, for the merchant chosen). */
export const MERCHANT_PAYMENTS_UI = {
  link: 'Payment settings',
  title: 'Payment settings',
  titleOf: (name: string) => `Payment Setup: ${name}`,
  intro: 'Gateways, fees and the bank statement of this merchant, as the merchant sees them on its own payment settings. Stripe Connect is approved on the merchant’s page and connected by the merchant.',
  featuresFailed: 'The merchant’s features could not be loaded.',
} as const;

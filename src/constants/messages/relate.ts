import type { FollowerScope } from '../../contracts/values';

/** Spec texts of an agency's related accounts (sections 3 and 8), exactly as written. */
export const RELATE = {
  related: 'Successfully related a new merchant account.',
  updated: 'Successfully updated relation.',
  removed: 'Successfully removed related account.',
  removeFailed: 'Could not remove related account.',
  /** The scope options (spec section 3). */
  scopes: { inheritance: 'Payment setup', email_inheritance: 'Email templates' } satisfies Record<FollowerScope, string>,
} as const;

/** The relate screens' and the top-bar menu's own labels. */
export const RELATE_UI = {
  relateTitle: 'Relate a new merchant account',
  relatedTitle: 'Related accounts',
  relateLink: 'Relate a new merchant account',
  fullName: 'Full name',
  email: 'E-mail',
  company: 'Company',
  password: 'Password',
  passwordConfirmation: 'Confirm password',
  scopesLegend: 'Shared with this agency',
  scopesHint: 'Payment setup: the account uses your payment methods and fees, and you can sign in as it. Email templates: it uses your e-mail templates.',
  submit: 'Relate account',
  columns: { name: 'Name', email: 'E-mail', company: 'Company', scopes: 'Shared', createdAt: 'Related since (UTC)', lastSignedIn: 'You last signed in as it (UTC)', actions: 'Actions' },
  neverSignedIn: 'Never',
  noScopes: 'Nothing shared',
  none: 'No related accounts yet.',
  entries: 'related accounts',
  loadFailed: 'The related accounts could not be loaded.',
  editScopes: 'Edit scopes',
  editScopesOf: (email: string) => `Edit scopes of ${email}`,
  editTitle: 'Edit relation',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Remove',
  removeOf: (email: string) => `Remove ${email}`,
  confirmRemove: (email: string) => `Remove the relation with ${email}? The account stays, as a merchant of its own.`,
  confirmRemoveYes: 'Yes, remove',
  loginAs: 'Login as',
  loginAsOf: (email: string) => `Login as ${email}`,
  loginAsNotShared: 'Only an account sharing its payment setup can be signed into.',
  loginAsFailed: 'Your own session is needed to sign in as a related account.',
  menuEmpty: 'No related accounts yet.',
} as const;

import type { MemberRole } from '../../contracts/values';

/** Spec texts of the organisation (section 8), exactly as written. */
export const ORGANISATION = {
  created: 'Organisation created successfully.',
  roleUpdated: 'Member role updated successfully.',
} as const;

/** The organisation screen's own labels. */
export const ORGANISATION_UI = {
  title: 'Organisation',
  none: 'Your account is not in an organisation yet. Create one to invite your team.',
  createTitle: 'Create your organisation',
  name: 'Organisation name',
  create: 'Create organisation',
  loadFailed: 'The organisation could not be loaded.',
  membersLoadFailed: 'The members could not be loaded.',
  members: 'Members',
  entries: 'members',
  noMembers: 'No members yet.',
  columns: { name: 'Name', email: 'E-mail', role: 'Role', status: 'Status', actions: 'Actions' },
  statuses: { active: 'Active', invited: 'Invited' },
  roles: { owner: 'Owner', admin: 'Admin', content_manager: 'Content manager', analyst: 'Analyst', customer_support: 'Customer support' } satisfies Record<MemberRole | 'owner', string>,
  roleOf: (email: string) => `Role of ${email}`,
  invite: 'Invite member',
  inviteTitle: 'Invite a member',
  fullName: 'Full name',
  email: 'E-mail',
  role: 'Role',
  send: 'Send invite',
  cancel: 'Cancel',
  invited: (email: string) => `Invitation sent to ${email}.`,
  remove: 'Remove',
  removeOf: (email: string) => `Remove ${email}`,
  confirmRemove: (email: string) => `Remove ${email} from the organisation? Their sessions end at once.`,
  confirmRemoveYes: 'Yes, remove',
  removed: 'Member removed.',
} as const;

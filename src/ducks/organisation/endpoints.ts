import * as organisation from '../../api/organisation';
import type { MembersPage, MembersRequest, Organisation, OrganisationMember } from '../../api/organisation';
import type { MessageResponse } from '../../api/types';
import { ORGANISATION, ORGANISATION_UI } from '../../constants/messages/organisation';
import type { InviteMemberBody, MemberRole } from '../../contracts/organisation';
import { defineEndpoint, type AnyEndpoint } from '../requests/defineEndpoint';
import { pagedRead, storedRead } from '../requests/paginated';

const ORGANISATION_TAG = 'Organisation';
const MEMBERS = 'OrganisationMembers';

/** The account's organisation; a 404 means it has none yet (the screen offers to create one). */
export const fetchOrganisation = defineEndpoint<void, Organisation>('organisation/fetch', organisation.getOrganisation, storedRead(undefined, () => [ORGANISATION_TAG]));

export const createOrganisation = defineEndpoint<{ name: string }, Organisation>('organisation/create', organisation.createOrganisation, {
  strategy: 'leading',
  successNotice: ORGANISATION.created,
  invalidates: () => [ORGANISATION_TAG, MEMBERS],
});

export const fetchMembers = defineEndpoint<MembersRequest, MembersPage>('organisation/fetchMembers', organisation.listMembers, pagedRead(() => [MEMBERS]));

export const inviteMember = defineEndpoint<InviteMemberBody & { orgId: number }, OrganisationMember>('organisation/invite', organisation.inviteMember, {
  strategy: 'leading',
  successNotice: (_res, req) => ORGANISATION_UI.invited(req.email),
  invalidates: () => [MEMBERS],
});

export const setMemberRole = defineEndpoint<{ orgId: number; accountId: number; role: MemberRole }, OrganisationMember>('organisation/setRole', organisation.setMemberRole, {
  strategy: 'every',
  key: ({ accountId }) => String(accountId),
  successNotice: ORGANISATION.roleUpdated,
  invalidates: () => [MEMBERS],
});

export const removeMember = defineEndpoint<{ orgId: number; accountId: number }, MessageResponse>('organisation/remove', organisation.removeMember, {
  strategy: 'every',
  key: ({ accountId }) => String(accountId),
  successNotice: ORGANISATION_UI.removed,
  invalidates: () => [MEMBERS],
});

export const organisationEndpoints: readonly AnyEndpoint[] = [fetchOrganisation, createOrganisation, fetchMembers, inviteMember, setMemberRole, removeMember];

import { api, type CallContext } from './client';
import type { MembersPage, Organisation, OrganisationMember } from './organisationTypes';
import type { MessageResponse } from './types';
import type { InviteMemberBody, MemberRole, MembersQuery } from '../contracts/organisation';

export type { MembersPage, Organisation, OrganisationMember } from './organisationTypes';

/** GET organisations: the signed-in account's organisation (404 when it has none). */
export const getOrganisation = (_req?: void, ctx?: CallContext): Promise<Organisation> => api().request({ method: 'GET', path: 'organisations', ...ctx });

/** POST organisations with its name. */
export const createOrganisation = ({ name }: { name: string }, ctx?: CallContext): Promise<Organisation> =>
  api().request({ method: 'POST', path: 'organisations', body: { name }, ...ctx });

export type MembersRequest = Omit<MembersQuery, 'srkey'> & { orgId: number };

/** GET organisations/{org_id}/members, 15 a page. */
export const listMembers = ({ orgId, ...query }: MembersRequest, ctx?: CallContext): Promise<MembersPage> =>
  api().request({ method: 'GET', path: 'organisations/{org_id}/members', pathVars: { org_id: orgId }, query, ...ctx });

/** POST organisations/{org_id}/members with email, role, full_name: the invite mail follows. */
export const inviteMember = ({ orgId, ...body }: InviteMemberBody & { orgId: number }, ctx?: CallContext): Promise<OrganisationMember> =>
  api().request({ method: 'POST', path: 'organisations/{org_id}/members', pathVars: { org_id: orgId }, body, ...ctx });

/** PUT organisations/{org_id}/members/{account_id} with role. */
export const setMemberRole = ({ orgId, accountId, role }: { orgId: number; accountId: number; role: MemberRole }, ctx?: CallContext): Promise<OrganisationMember> =>
  api().request({ method: 'PUT', path: 'organisations/{org_id}/members/{account_id}', pathVars: { org_id: orgId, account_id: accountId }, body: { role }, ...ctx });

/** DELETE organisations/{org_id}/members/{account_id}: the member's sessions end at once. */
export const removeMember = ({ orgId, accountId }: { orgId: number; accountId: number }, ctx?: CallContext): Promise<MessageResponse> =>
  api().request({ method: 'DELETE', path: 'organisations/{org_id}/members/{account_id}', pathVars: { org_id: orgId, account_id: accountId }, ...ctx });

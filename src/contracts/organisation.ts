import { Type, type Static } from 'typebox';
import { Closed, Email, OneOf, Query, Text } from './fields';
import { MEMBER_ROLES, MEMBERS_PAGE_SIZE } from './values';

export { MEMBER_ROLES, MEMBERS_PAGE_SIZE } from './values';
export type { MemberRole } from './values';

/**
 * The organisation and its members (issue 21; catalogue 7.14 "Organisation"). The catalogue shows no literal paths:
 * `organisations` is defined here in its style.
 */
const Id = Type.String({ pattern: '^[1-9]\\d{0,11}$' });

/** POST organisations */
export const CreateOrganisationBody = Closed({ name: Text(200, 2) });
export type CreateOrganisationBody = Static<typeof CreateOrganisationBody>;

/** The organisation's own routes. */
export const OrganisationParams = Closed({ org_id: Id });
export type OrganisationParams = Static<typeof OrganisationParams>;
export const MemberParams = Closed({ org_id: Id, account_id: Id });
export type MemberParams = Static<typeof MemberParams>;

/** GET organisations/{org_id}/members: 15 a page, in the order they joined. */
export const MembersQuery = Query({ page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }), size: Type.Integer({ minimum: 1, maximum: 100, default: MEMBERS_PAGE_SIZE }) });
export type MembersQuery = Static<typeof MembersQuery>;

/** POST organisations/{org_id}/members: invite someone; the mail's link sets their password. */
export const InviteMemberBody = Closed({ email: Email, role: OneOf(MEMBER_ROLES), full_name: Text(100, 2) });
export type InviteMemberBody = Static<typeof InviteMemberBody>;

/** PUT organisations/{org_id}/members/{account_id} */
export const MemberRoleBody = Closed({ role: OneOf(MEMBER_ROLES) });
export type MemberRoleBody = Static<typeof MemberRoleBody>;

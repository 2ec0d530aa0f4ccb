import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MembersPage, Organisation, OrganisationMember } from '../../../src/api/organisationTypes';
import { NoBody, SrkeyQuery } from '../../../src/contracts/fields';
import { CreateOrganisationBody, InviteMemberBody, MemberParams, MemberRoleBody, MembersQuery, OrganisationParams } from '../../../src/contracts/organisation';
import { currentAccount } from '../lib/auth';
import { badRequest, conflict, notFound } from '../lib/errors';
import { dummyPasswordHash } from '../lib/passwords';
import { assertPrintable, normalizeEmail, requireText } from '../lib/validation';
import { findAccountByEmail } from '../models/accounts';
import { addMember, createOrganisation, findMember, findOrganisation, listMembers, removeMember, setMemberRole } from '../models/organisations';
import { issueResetToken } from '../services/oneTimeCodes';
import { EMAIL_TAKEN_MESSAGE } from './accounts';

export const NO_ORGANISATION_MESSAGE = 'You are not in an organisation yet.';
export const ALREADY_IN_ORGANISATION_MESSAGE = 'This account already belongs to an organisation.';
export const MEMBER_NOT_FOUND_MESSAGE = 'Member not found.';
export const OWN_MEMBERSHIP_MESSAGE = 'You cannot change or remove your own membership, nor the owner’s.';

/**
 * The organisation (catalogue 7.14): the owner creates it, lists its members, invites one (the outbox gets a mail whose
 * link opens `/new-password?token&organization&email`), changes a member's role and removes one, whose sessions end at
 * once. Every route acts on the caller's own organisation only; the organisation section is open to owners and
 * merchants (routes/access.ts).
 */
export const organisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, outbox, sessions } = app.sandbox;

  /** The caller's organisation, which the path must name. */
  const ownOrganisation = (request: { params: { org_id: string } } & Parameters<typeof currentAccount>[0]): Organisation => {
    const account = currentAccount(request);
    const organisation = account.organisation_id === null ? null : findOrganisation(db, account.organisation_id);
    if (!organisation || String(organisation.id) !== request.params.org_id) throw notFound(NO_ORGANISATION_MESSAGE);
    return organisation;
  };
  /** A member the caller may change: not the caller, not the merchant's owner. */
  const changeableMember = (request: { params: { org_id: string; account_id: string } } & Parameters<typeof currentAccount>[0]) => {
    const organisation = ownOrganisation(request);
    const member = findMember(db, organisation.id, Number(request.params.account_id));
    if (!member) throw notFound(MEMBER_NOT_FOUND_MESSAGE);
    if (member.account_id === currentAccount(request).id || member.role === 'owner') throw badRequest(OWN_MEMBERSHIP_MESSAGE);
    return { organisation, member };
  };

  app.get('/organisations', { schema: { querystring: SrkeyQuery } }, async (request): Promise<Organisation> => {
    const { organisation_id } = currentAccount(request);
    const organisation = organisation_id === null ? null : findOrganisation(db, organisation_id);
    if (!organisation) throw notFound(NO_ORGANISATION_MESSAGE);
    return organisation;
  });

  app.post('/organisations', { schema: { body: CreateOrganisationBody } }, async (request, reply): Promise<Organisation> => {
    const account = currentAccount(request);
    const name = requireText(request.body.name, 'name', 2);
    assertPrintable(name, 'name');
    if (account.organisation_id !== null) throw conflict(ALREADY_IN_ORGANISATION_MESSAGE);
    reply.code(201);
    return db.transaction(() => createOrganisation(db, name, account.merchant_id, account.id))();
  });

  app.get('/organisations/:org_id/members', { schema: { params: OrganisationParams, querystring: MembersQuery } }, async (request): Promise<MembersPage> =>
    listMembers(db, ownOrganisation(request).id, request.query.page, request.query.size),
  );

  app.post('/organisations/:org_id/members', { schema: { params: OrganisationParams, body: InviteMemberBody } }, async (request, reply): Promise<OrganisationMember> => {
    const organisation = ownOrganisation(request);
    const fullName = requireText(request.body.full_name, 'full_name', 2);
    assertPrintable(fullName, 'full_name');
    const email = normalizeEmail(request.body.email);
    if (findAccountByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE);
    // Nobody knows this password: the member sets their own through the invite's link.
    const passwordHash = await dummyPasswordHash();
    const { merchant_id } = currentAccount(request);
    const member = db.transaction(() => {
      if (findAccountByEmail(db, email)) throw conflict(EMAIL_TAKEN_MESSAGE);
      const added = addMember(db, { organisationId: organisation.id, merchantId: merchant_id, email, fullName, role: request.body.role, passwordHash });
      const token = issueResetToken(db, added.account_id);
      const query = new URLSearchParams({ token, organization: organisation.name, email });
      outbox.send({ to: email, subject: `You are invited to ${organisation.name} on Boxoffice`, kind: 'invite', token, link: `/new-password?${query.toString()}` });
      return added;
    })();
    reply.code(201);
    return member;
  });

  app.put('/organisations/:org_id/members/:account_id', { schema: { params: MemberParams, body: MemberRoleBody } }, async (request): Promise<OrganisationMember> => {
    const { organisation, member } = changeableMember(request);
    setMemberRole(db, member.account_id, request.body.role);
    return findMember(db, organisation.id, member.account_id) as OrganisationMember;
  });

  app.delete('/organisations/:org_id/members/:account_id', { schema: { params: MemberParams, body: NoBody } }, async (request) => {
    const { member } = changeableMember(request);
    db.transaction(() => {
      removeMember(db, member.account_id);
      sessions.revokeAccount(member.account_id, 'removed from the organisation');
    })();
    return { message: 'Member removed.' };
  });
};

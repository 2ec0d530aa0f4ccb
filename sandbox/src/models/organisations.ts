import { randomUUID } from 'node:crypto';
import type { MembersPage, Organisation, OrganisationMember } from '../../../src/api/organisationTypes';
import { MEMBER_ROLES, type MemberRole } from '../../../src/contracts/values';
import { prepared, type Db } from '../db/connection';
import { nowSeconds } from '../lib/time';
import { accountRoles, insertAccount } from './accounts';

/** An organisation groups a merchant's staff accounts; the merchant's owner creates it and invites the others. */

export function findOrganisation(db: Db, id: number): Organisation | null {
  return (prepared(db, 'SELECT id, name, created_at FROM organisations WHERE id = ?').get(id) as Organisation | undefined) ?? null;
}

export function createOrganisation(db: Db, name: string, merchantId: number, accountId: number): Organisation {
  const now = nowSeconds();
  const id = Number(prepared(db, 'INSERT INTO organisations (uuid, name, created_at) VALUES (?, ?, ?)').run(randomUUID(), name, now).lastInsertRowid);
  prepared(db, 'UPDATE merchants SET organisation_id = ? WHERE id = ?').run(id, merchantId);
  prepared(db, 'UPDATE accounts SET organisation_id = ?, updated_at = ? WHERE id = ?').run(id, now, accountId);
  return findOrganisation(db, id) as Organisation;
}

interface MemberRow {
  id: number;
  email: string;
  full_name: string;
  roles: string;
  active: number;
  created_at: number;
}

/** The member's role in the organisation: its staff role, or 'owner' for the merchant's own account. */
export function memberRole(roles: readonly string[]): string {
  return MEMBER_ROLES.find((role) => roles.includes(role)) ?? (roles.includes('owner') ? 'owner' : (roles[0] ?? ''));
}

const toMember = (row: MemberRow): OrganisationMember => ({
  account_id: row.id,
  email: row.email,
  full_name: row.full_name,
  role: memberRole(accountRoles(row)),
  active: row.active === 1,
  created_at: row.created_at,
});

const MEMBER_SELECT = 'SELECT id, email, full_name, roles, active, created_at FROM accounts';

export function listMembers(db: Db, organisationId: number, page: number, size: number): MembersPage {
  const total = (prepared(db, 'SELECT COUNT(*) AS n FROM accounts WHERE organisation_id = ?').get(organisationId) as { n: number }).n;
  const rows = prepared(db, `${MEMBER_SELECT} WHERE organisation_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?`).all(organisationId, size, (page - 1) * size) as MemberRow[];
  return { collection: rows.map(toMember), total };
}

export function findMember(db: Db, organisationId: number, accountId: number): OrganisationMember | null {
  const row = prepared(db, `${MEMBER_SELECT} WHERE organisation_id = ? AND id = ?`).get(organisationId, accountId) as MemberRow | undefined;
  return row ? toMember(row) : null;
}

/** An invited member: an account of the merchant, inactive until it sets its password through the invite's link. */
export function addMember(db: Db, member: { organisationId: number; merchantId: number; email: string; fullName: string; role: MemberRole; passwordHash: string }): OrganisationMember {
  const id = insertAccount(db, {
    uuid: randomUUID(),
    merchant_id: member.merchantId,
    organisation_id: member.organisationId,
    email: member.email,
    full_name: member.fullName,
    roles: [member.role],
    active: false,
    password_hash: member.passwordHash,
  });
  return findMember(db, member.organisationId, id) as OrganisationMember;
}

export function setMemberRole(db: Db, accountId: number, role: MemberRole): void {
  prepared(db, 'UPDATE accounts SET roles = ?, updated_at = ? WHERE id = ?').run(JSON.stringify([role]), nowSeconds(), accountId);
}

/** A removed member leaves the organisation and can no longer sign in (its sessions are revoked by the caller). */
export function removeMember(db: Db, accountId: number): void {
  prepared(db, "UPDATE accounts SET organisation_id = NULL, active = 0, roles = '[]', updated_at = ? WHERE id = ?").run(nowSeconds(), accountId);
}

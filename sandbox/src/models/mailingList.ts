import type { MailingListPage, MailingListRecord } from '../../../src/api/adminReportTypes';
import type { MailingListQuery } from '../../../src/contracts/adminReports';
import type { Db } from '../db/connection';
import { containsPattern } from '../lib/sqlLike';

/** The platform's mailing list: one record per e-mail (case-insensitive), blacklisted or whitelisted. */
interface MailingListRow {
  id: number;
  email: string;
  blacklisted: number;
  created_at: number;
  updated_at: number;
}

const toRecord = (row: MailingListRow): MailingListRecord => ({ ...row, blacklisted: row.blacklisted === 1 });

/** A page, newest first, filtered by status ('true' blacklisted, 'false' whitelisted) and by part of the e-mail. */
export function listMailingList(db: Db, query: MailingListQuery): MailingListPage {
  const where: string[] = [];
  const args: unknown[] = [];
  if (query.blacklisted) {
    where.push('blacklisted = ?');
    args.push(query.blacklisted === 'true' ? 1 : 0);
  }
  const email = query.email?.trim();
  if (email) {
    where.push("email LIKE ? ESCAPE '\\'");
    args.push(containsPattern(email));
  }
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const total = db.prepare(`SELECT COUNT(*) FROM mailing_list ${clause}`).pluck().get(...args) as number;
  const rows = db
    .prepare(`SELECT * FROM mailing_list ${clause} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(...args, query.limit, (query.page - 1) * query.limit) as MailingListRow[];
  return { collection: rows.map(toRecord), total, page: query.page, limit: query.limit };
}

export function findMailingListRecord(db: Db, email: string): MailingListRecord | null {
  const row = db.prepare('SELECT * FROM mailing_list WHERE email = ?').get(email.trim()) as MailingListRow | undefined;
  return row ? toRecord(row) : null;
}

export function addMailingListRecord(db: Db, email: string, blacklisted: boolean, now: number): MailingListRecord {
  const id = db
    .prepare('INSERT INTO mailing_list (email, blacklisted, created_at, updated_at) VALUES (?, ?, ?, ?)')
    .run(email.trim(), blacklisted ? 1 : 0, now, now).lastInsertRowid;
  return toRecord(db.prepare('SELECT * FROM mailing_list WHERE id = ?').get(id) as MailingListRow);
}

export function setBlacklisted(db: Db, id: number, blacklisted: boolean, now: number): MailingListRecord {
  db.prepare('UPDATE mailing_list SET blacklisted = ?, updated_at = ? WHERE id = ?').run(blacklisted ? 1 : 0, now, id);
  return toRecord(db.prepare('SELECT * FROM mailing_list WHERE id = ?').get(id) as MailingListRow);
}

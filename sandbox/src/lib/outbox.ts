import type { Db } from '../db/connection';
import { nowSeconds } from './time';

/** Mail is never sent: every message lands in the outbox table that `GET /api/_sandbox/outbox` lists. */
export type OutboxKind = 'activation' | 'reset' | 'invite' | 'customer-reset' | 'data-export' | 'registration';

export interface OutboxMessage {
  to: string;
  subject: string;
  kind: OutboxKind;
  code?: string;
  token?: string;
  /** The mail's link, where it has one (a console path with its query). */
  link?: string;
  /** The sender (`Name <address>`) of a customer mail sent with the merchant's template; else the platform's. */
  from?: string;
  created_at: number;
}

interface OutboxRow {
  recipient: string;
  subject: string;
  kind: OutboxKind;
  code: string | null;
  token: string | null;
  link: string | null;
  sender: string | null;
  created_at: number;
}

export interface Outbox {
  send(message: Omit<OutboxMessage, 'created_at'>): void;
  /** Newest first; optionally only one recipient's mail. */
  list(filter?: { to?: string; limit?: number }): OutboxMessage[];
}

export function createOutbox(db: Db): Outbox {
  return {
    send({ to, subject, kind, code, token, link, from }) {
      db.prepare('INSERT INTO outbox (recipient, subject, kind, code, token, link, sender, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
        to,
        subject,
        kind,
        code ?? null,
        token ?? null,
        link ?? null,
        from ?? null,
        nowSeconds(),
      );
    },
    list({ to, limit = 200 } = {}) {
      const rows = (
        to === undefined
          ? db.prepare('SELECT * FROM outbox ORDER BY id DESC LIMIT ?').all(limit)
          : db.prepare('SELECT * FROM outbox WHERE recipient = ? COLLATE NOCASE ORDER BY id DESC LIMIT ?').all(to, limit)
      ) as OutboxRow[];
      return rows.map((row) => ({
        to: row.recipient,
        subject: row.subject,
        kind: row.kind,
        ...(row.code !== null ? { code: row.code } : {}),
        ...(row.token !== null ? { token: row.token } : {}),
        ...(row.link !== null ? { link: row.link } : {}),
        ...(row.sender !== null ? { from: row.sender } : {}),
        created_at: row.created_at,
      }));
    },
  };
}

import { createApplication } from '../models/authSettings';
import type { SeedContext } from './context';

/**
 * The Auth settings (issue 22): the owner's paywall has one OAuth application and one custom registration field,
 * and the owner's first customer signs in on the paywall with the demo password (so the limit of simultaneous logins
 * can be tried from a fresh start).
 */
export function seedAuthSettings(context: SeedContext): void {
  const { db } = context;
  const owner = context.refs.merchants.get('owner');
  if (owner === undefined) return;
  const at = Number((db.prepare('SELECT MIN(created_at) AS at FROM customers WHERE merchant_id = ?').get(owner) as { at: number | null }).at ?? 0);
  createApplication(db, owner, 'Sandbox Sports website', at);
  db.prepare(
    "INSERT INTO custom_fields (merchant_id, name, label, placeholder, default_value, type, required, options, created_at, updated_at) VALUES (?, 'phone', 'Phone number', '+44 20 7946 0000', '', 'text', 0, '[]', ?, ?)",
  ).run(owner, at, at);
  db.prepare('UPDATE customers SET password_hash = ? WHERE id = (SELECT MIN(id) FROM customers WHERE merchant_id = ?)').run(context.passwordHash, owner);
}

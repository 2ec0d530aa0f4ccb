import { getMeta } from '../db/meta';
import { COMMERCE_ANCHOR_KEY } from './commerce';
import type { SeedContext } from './context';

const DAY = 86_400;
const BROWSERS = [
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0', '81.2.69.142'],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) Safari/17.2', '2.125.160.216'],
  ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_2) Mobile Safari/604.1', '89.160.20.112'],
] as const;

/**
 * Passcodes for the owner's first asset (its live final): twelve codes, the first ones in use by a browser or two,
 * so the codes list pages and a code's sessions can be seen and ended. Code 1 is the owner's, with two sessions.
 */
export function seedAccessCodes(context: SeedContext): void {
  const { db } = context;
  const owner = context.refs.merchants.get('owner');
  if (owner === undefined) return;
  const item = db.prepare("SELECT id FROM items WHERE merchant_id = ? AND item_type = 'asset' ORDER BY id LIMIT 1").pluck().get(owner) as number | undefined;
  if (item === undefined) return;
  const anchor = Number(getMeta(db, COMMERCE_ANCHOR_KEY));
  const insert = db.prepare(
    'INSERT INTO access_codes (merchant_id, item_id, code, type, start_date, end_date, concurrent_sessions, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const session = db.prepare('INSERT INTO access_code_sessions (code_id, browser_fingerprint, ip_address, user_agent, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (let index = 0; index < 12; index += 1) {
    const single = index >= 8;
    const code = single ? `VIP-GUEST-${String(index - 7).padStart(2, '0')}` : `FINAL-PASS-${String(index + 1).padStart(3, '0')}`;
    const id = Number(insert.run(owner, item, code, single ? 'single_use' : 'passcode', anchor - 30 * DAY, anchor + 60 * DAY, single ? 1 : 3, anchor - 30 * DAY, anchor - 30 * DAY).lastInsertRowid);
    const users = index === 0 ? 2 : index < 3 ? 1 : 0;
    for (let user = 0; user < users; user += 1) {
      const [agent, ip] = BROWSERS[(index + user) % BROWSERS.length];
      const fingerprint = `fp-${(index * 7919 + user * 104_729).toString(16).padStart(8, '0')}`;
      session.run(id, fingerprint, ip, agent, anchor - (index + 2) * DAY, anchor - user * 3600);
    }
  }
}

import { getMeta } from '../db/meta';
import { COMMERCE_ANCHOR_KEY } from './commerce';
import type { SeedContext } from './context';

const DAY = 86_400;

type SeedVoucher = [type: string, name: string, code: string, discount: number, period: string, duration: number | null, extra?: { rebill?: number; limit?: number; used?: number; application?: string; acc?: string }];

const VOUCHERS: readonly SeedVoucher[] = [
  ['web', 'Spring sale', 'SPRING-SALE', 20, 'once', null],
  ['vip', 'VIP guests', 'VIP-FOREVER', 100, 'forever', null, { limit: 50, used: 12 }],
  ['web', 'Winter season pass', 'WINTER-3M', 30, 'repeating', 3, { rebill: 15 }],
  ['web', 'Welcome back', 'WELCOME-BACK', 10, 'once', null, { limit: 200, used: 37 }],
  ['in-app', 'iOS introductory offer', 'IOS-INTRO', 50, 'once', null, { application: 'ios' }],
  ['in-app', 'Android free week', 'ANDROID-WEEK', 100, 'once', null, { application: 'android', acc: '7d' }],
  ...Array.from({ length: 14 }, (_, index): SeedVoucher => ['web', `Partner offer ${index + 1}`, `PARTNER-${String(index + 1).padStart(2, '0')}`, 5 + index, 'once', null]),
];

/**
 * The owner's vouchers (two pages of web and vip ones, two in-app offers; the spring sale limited to two assets, a
 * package and one access type, and the welcome-back one to five customers' e-mails), and every merchant's gift
 * vouchers, one per gift payment.
 */
export function seedVouchers(context: SeedContext): void {
  const { db } = context;
  const anchor = Number(getMeta(db, COMMERCE_ANCHOR_KEY));
  const owner = context.refs.merchants.get('owner');
  if (owner !== undefined) {
    const insert = db.prepare(
      `INSERT INTO vouchers (merchant_id, type, name, code, discount, rebill_discount, discount_period, discount_duration, start_date, end_date,
         usage_limit, usage_counter, acc_duration, application, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const rule = db.prepare('INSERT INTO voucher_rules (voucher_id, rule_type, value, excluded, created_at) VALUES (?, ?, ?, 0, ?)');
    const ids = new Map<string, number>();
    VOUCHERS.forEach(([type, name, code, discount, period, duration, extra = {}], index) => {
      const created = anchor - (VOUCHERS.length - index) * DAY;
      const id = Number(
        insert.run(owner, type, name, code, discount, extra.rebill ?? null, period, duration, created, anchor + 90 * DAY, extra.limit ?? null, extra.used ?? 0, extra.acc ?? null, extra.application ?? null, created, created)
          .lastInsertRowid,
      );
      ids.set(code, id);
    });
    const assets = db.prepare("SELECT id FROM items WHERE merchant_id = ? AND item_type = 'asset' AND is_active = 1 ORDER BY id LIMIT 2").pluck().all(owner) as number[];
    const pack = db.prepare("SELECT id FROM items WHERE merchant_id = ? AND item_type = 'package' ORDER BY id LIMIT 1").pluck().get(owner) as number | undefined;
    const spring = ids.get('SPRING-SALE');
    if (spring !== undefined) {
      for (const asset of assets) rule.run(spring, 'assets', String(asset), anchor);
      if (pack !== undefined) rule.run(spring, 'packages', String(pack), anchor);
      rule.run(spring, 'access-types', '2', anchor);
    }
    const welcome = ids.get('WELCOME-BACK');
    const emails = db.prepare('SELECT email FROM customers WHERE merchant_id = ? ORDER BY id LIMIT 5').pluck().all(owner) as string[];
    if (welcome !== undefined) for (const email of emails) rule.run(welcome, 'emails', email.toLowerCase(), anchor);
  }

  // A gift voucher per gift payment: bought by the payer for another customer (or a friend), a third already redeemed.
  const gifts = db
    .prepare(
      // The receiver is the next customer of the same merchant by id (a key lookup: the large seed has many gifts).
      `SELECT p.id, p.merchant_id, p.item_id, p.amount, p.currency, p.created_at, c.email AS buyer, o.email AS receiver
       FROM payments p JOIN customers c ON c.id = p.customer_id LEFT JOIN customers o ON o.id = c.id + 1 AND o.merchant_id = p.merchant_id
       WHERE p.action_type = 'gift-payment' ORDER BY p.id`,
    )
    .all() as { id: number; merchant_id: number; item_id: number; amount: number; currency: string; created_at: number; buyer: string; receiver: string | null }[];
  const gift = db.prepare(
    'INSERT INTO gift_vouchers (merchant_id, payment_id, code, item_id, buyer_email, receiver_email, is_used, amount, currency, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const row of gifts) {
    const code = `GIFT-${row.id.toString(36).toUpperCase().padStart(6, '0')}`;
    gift.run(row.merchant_id, row.id, code, row.item_id, row.buyer, row.receiver ?? `friend.${row.id}@example.com`, row.id % 3 === 0 ? 1 : 0, row.amount, row.currency, row.created_at);
  }
}

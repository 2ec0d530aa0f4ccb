import { getMeta } from '../db/meta';
import { COMMERCE_ANCHOR_KEY } from './commerce';
import type { SeedContext } from './context';
import { seededRandom } from './stable';

/** The owner's country sets, in id order: the first is the one the seeded "Monthly Series" template restricts to. */
const OWNER_SETS: readonly { name: string; type: 'whitelist' | 'blacklist'; global?: true; countries: string[]; regions?: string[]; cities?: string[] }[] = [
  { name: 'UK and Ireland', type: 'whitelist', countries: ['GB', 'IE'] },
  { name: 'Embargoed countries', type: 'blacklist', global: true, countries: ['CU', 'IR', 'KP', 'SY'] },
  { name: 'EU broadcast licence', type: 'whitelist', countries: ['AT', 'BE', 'DE', 'DK', 'ES', 'FI', 'FR', 'IE', 'IT', 'NL', 'PT', 'SE'] },
  { name: 'DACH with Bavaria', type: 'whitelist', countries: ['AT', 'CH', 'DE'], regions: ['Bavaria'], cities: ['Vienna', 'Zurich'] },
];

/**
 * Restrictions (catalogue 7.8): the owner's country sets (one global), a few assets restricted by country, domain
 * and age, the merchant's embedding domains and allowed origins, age verification on, and most customers with a
 * verified age. The other merchant gets a set of its own, so tenancy can be proved.
 */
export function seedRestrictions(context: SeedContext): void {
  const { db } = context;
  const owner = context.refs.merchants.get('owner');
  if (owner === undefined) return;
  const random = seededRandom(20260303);
  const anchor = Number(getMeta(db, COMMERCE_ANCHOR_KEY));
  const insertSet = db.prepare(
    'INSERT INTO country_sets (merchant_id, name, type, global, countries, regions, cities, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const setIds = OWNER_SETS.map(
    (set) =>
      Number(
        insertSet.run(owner, set.name, set.type, set.global ? 1 : 0, JSON.stringify(set.countries), JSON.stringify(set.regions ?? []), JSON.stringify(set.cities ?? []), anchor, anchor)
          .lastInsertRowid,
      ),
  );
  const other = context.refs.merchants.get('other');
  if (other !== undefined) insertSet.run(other, 'Nordics', 'whitelist', 0, JSON.stringify(['DK', 'FI', 'NO', 'SE']), '[]', '[]', anchor, anchor);

  const assets = db.prepare("SELECT id, title FROM items WHERE merchant_id = ? AND item_type = 'asset' AND is_active = 1 ORDER BY id").all(owner) as { id: number; title: string }[];
  const pick = (pattern: RegExp) => assets.filter((asset) => pattern.test(asset.title)).map((asset) => asset.id);
  const assignSet = db.prepare('INSERT INTO item_country_sets (item_id, country_set_id) VALUES (?, ?)');
  for (const id of pick(/Coastal Kitchens/)) assignSet.run(id, setIds[0]);
  for (const id of pick(/Derby/)) assignSet.run(id, setIds[2]);
  const addDomain = db.prepare('INSERT INTO item_domains (item_id, domain) VALUES (?, ?)');
  for (const id of pick(/Derby/)) {
    addDomain.run(id, 'sandbox-sports.example');
    addDomain.run(id, '*.sandbox-sports.example');
  }
  const setAge = db.prepare('INSERT INTO item_age_restrictions (item_id, min_age) VALUES (?, ?)');
  for (const id of pick(/Nordic Jazz Week/)) setAge.run(id, 18);

  const merchantDomain = db.prepare('INSERT INTO domain_restrictions (merchant_id, type, domain, created_at) VALUES (?, ?, ?, ?)');
  merchantDomain.run(owner, 'whitelist', 'sandbox-sports.example', anchor);
  merchantDomain.run(owner, 'whitelist', '*.sandbox-sports.example', anchor);
  merchantDomain.run(owner, 'allowed_origins', 'https://www.sandbox-sports.example', anchor);
  db.prepare("INSERT INTO age_settings (merchant_id, age_verification_enabled, age_verification_type, min_age) VALUES (?, 1, 'date_of_birth', -1)").run(owner);

  // About seven in ten customers verified their age when they registered.
  const customers = db.prepare('SELECT id, created_at FROM customers WHERE merchant_id = ? ORDER BY id').all(owner) as { id: number; created_at: number }[];
  const verify = db.prepare('UPDATE customers SET age_verified_at = ? WHERE id = ?');
  for (const customer of customers) if (random() < 0.7) verify.run(customer.created_at, customer.id);
}

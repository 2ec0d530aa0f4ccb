import { getMeta } from '../db/meta';
import { COMMERCE_ANCHOR_KEY } from './commerce';
import { ASSET_CATALOG, priceIn } from './commerceCatalog';
import type { SeedContext } from './context';
import { seededRandom } from './stable';
import { feedUrl } from '../models/rssFeeds';

/**
 * The owner's content catalogue beyond what the payments refer to: event types for every seeded asset, and more
 * assets so the list has the spread of a real merchant (at least 60, all five types, Live, VOD and Other, some
 * inactive). Its own random sequence, so the commerce seed before it is unchanged.
 */
const EXTRA_ASSETS: readonly { title: string; type: string; event: 'live' | 'vod' | 'other'; active?: false }[] = [
  { title: 'Harbour Half Marathon 2026 - Live', type: 'video', event: 'live' },
  { title: 'Spring Derby - Live Stream', type: 'video', event: 'live' },
  { title: 'Nordic Jazz Week - Night 1 (Live)', type: 'video', event: 'live' },
  { title: 'Nordic Jazz Week - Night 2 (Live)', type: 'video', event: 'live' },
  { title: 'Town Hall Debate - Live with Replay', type: 'video', event: 'live' },
  { title: 'Island Cup Sailing - Live Coverage', type: 'video', event: 'live', active: false },
  { title: 'The Lighthouse Keeper (Feature Film)', type: 'video', event: 'vod' },
  { title: 'Coastal Kitchens, Season 2, Episode 1', type: 'video', event: 'vod' },
  { title: 'Coastal Kitchens, Season 2, Episode 2', type: 'video', event: 'vod' },
  { title: 'Coastal Kitchens, Season 2, Episode 3', type: 'video', event: 'vod' },
  { title: 'Understanding Tides (Documentary)', type: 'video', event: 'vod' },
  { title: 'Beginner Sailing Course, Lesson 1', type: 'video', event: 'vod' },
  { title: 'Beginner Sailing Course, Lesson 2', type: 'video', event: 'vod', active: false },
  { title: 'Archive: Derby Classics 1998', type: 'video', event: 'vod', active: false },
  { title: 'Player Interviews: Season Review', type: 'video', event: 'vod' },
  { title: 'Match Report Newsletter (Premium)', type: 'html_asset', event: 'other' },
  { title: 'Travel Guide: Hidden Harbours', type: 'html_asset', event: 'other' },
  { title: 'Test Asset - Paywall Preview', type: 'html_asset', event: 'other', active: false },
  { title: 'Stadium Wallpapers Pack', type: 'dlc_asset', event: 'other' },
  { title: 'Sailing Course Workbook (PDF)', type: 'dlc_asset', event: 'other' },
  { title: 'Harbour Radio Podcast', type: 'rss_asset', event: 'other' },
  { title: 'Match Day Audio Commentary Feed', type: 'rss_asset', event: 'live' },
  { title: 'Sandbox TV App: Sports Replays', type: 'jw_ott_app_asset', event: 'vod' },
  { title: 'Sandbox TV App: Test Channel', type: 'jw_ott_app_asset', event: 'other', active: false },
];

const DAY = 86_400;
const GENRES = ['sport', 'music', 'documentary', 'education', 'news', 'entertainment'];

export function seedContentCatalogue(context: SeedContext): void {
  const { db } = context;
  const merchantId = context.refs.merchants.get('owner');
  if (merchantId === undefined) return;
  const random = seededRandom(20260202);
  const anchor = Number(getMeta(db, COMMERCE_ANCHOR_KEY));

  // Event types of the assets the commerce seed made: live events, on-demand video, the rest.
  db.prepare(
    `UPDATE items SET event_type = CASE
       WHEN title LIKE '%Live%' OR asset_type = 'jw_ott_app_asset' THEN 'live'
       WHEN asset_type = 'video' THEN 'vod'
       ELSE 'other' END
     WHERE item_type = 'asset' AND event_type IS NULL`,
  ).run();

  const insert = db.prepare(
    `INSERT INTO items (merchant_id, item_type, asset_type, title, description, is_active, metadata, event_type, created_at, updated_at)
     VALUES (?, 'asset', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  EXTRA_ASSETS.forEach((asset, index) => {
    const createdAt = anchor - (EXTRA_ASSETS.length - index) * DAY + Math.floor(random() * DAY);
    const metadata = { asset_genre: GENRES[Math.floor(random() * GENRES.length)] };
    insert.run(merchantId, asset.type, asset.title, `${asset.title}.`, asset.active === false ? 0 : 1, JSON.stringify(metadata), asset.event, createdAt, createdAt);
  });
  seedFees(context, merchantId, anchor);
  seedPackageItems(context, merchantId, anchor);
  seedTemplates(context, merchantId, anchor);
  seedFeedAddresses(context, merchantId);
}

/** The owner's RSS assets read their feeds from the sandbox's feed host. */
const FEED_SLUGS: Readonly<Record<string, string>> = {
  'Harbour Radio Podcast': 'harbour-radio',
  'Match Day Audio Commentary Feed': 'match-day',
  'Insider Podcast Feed': 'insider',
  'Morning News Audio Feed': 'morning-news',
};

function seedFeedAddresses({ db }: SeedContext, merchantId: number): void {
  const update = db.prepare("UPDATE items SET stream_url = ? WHERE merchant_id = ? AND asset_type = 'rss_asset' AND title = ?");
  for (const [title, slug] of Object.entries(FEED_SLUGS)) update.run(feedUrl(slug), merchantId, title);
}

/** Four templates a merchant would keep: a live PPV event, an on-demand film, a monthly series and an article. */
function seedTemplates(context: SeedContext, merchantId: number, anchor: number): void {
  const { db } = context;
  const template = db.prepare(
    `INSERT INTO templates (merchant_id, name, preview_text, metadata, item_type_name, event_type, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const price = db.prepare('INSERT INTO template_prices (template_id, body, created_at) VALUES (?, ?, ?)');
  const restriction = db.prepare('INSERT INTO template_restrictions (template_id, category, additional_data, created_at) VALUES (?, ?, ?, ?)');
  const add = (name: string, type: string, event: string, prices: object[], restrictions: [string, object][], genre: string) => {
    const id = Number(template.run(merchantId, name, `Watch ${name.toLowerCase()} on Sandbox Media.`, JSON.stringify({ asset_genre: genre }), type, event, anchor, anchor).lastInsertRowid);
    for (const body of prices) price.run(id, JSON.stringify(body), anchor);
    for (const [category, data] of restrictions) restriction.run(id, category, JSON.stringify(data), anchor);
  };
  add('Live Event PPV', 'video', 'live', [{ access_type_id: '1', amount: '9.99', currency: 'EUR', description: '24-hour pass' }], [['domain', { domain: 'sandboxmedia.example', type: 'whitelist' }]], 'sport');
  add('On-Demand Film', 'video', 'vod', [{ access_type_id: '2', amount: '4.99', currency: 'EUR', description: 'One-week rental' }, { access_type_id: '2', amount: '5.99', currency: 'USD', description: 'One-week rental' }], [['age', { age: '16' }]], 'entertainment');
  add('Monthly Series', 'video', 'vod', [{ access_type_id: '4', amount: '7.99', currency: 'GBP', description: 'Monthly', trial_period_quantity: '7', trial_period_period: 'day' }], [['geo', { country_set_id: '1' }]], 'documentary');
  add('Premium Article', 'html_asset', 'other', [{ access_type_id: '1', amount: '0.99', currency: 'EUR', description: 'Day pass' }], [], 'news');
}

/** Every package of the owner holds a handful of its assets (4 to 10). */
function seedPackageItems(context: SeedContext, merchantId: number, anchor: number): void {
  const { db } = context;
  const assets = (db.prepare("SELECT id FROM items WHERE merchant_id = ? AND item_type = 'asset' AND is_active = 1 ORDER BY id").all(merchantId) as { id: number }[]).map((row) => row.id);
  const packages = db.prepare("SELECT id FROM items WHERE merchant_id = ? AND item_type = 'package' ORDER BY id").all(merchantId) as { id: number }[];
  const insert = db.prepare('INSERT OR IGNORE INTO package_items (package_id, asset_id, added_at) VALUES (?, ?, ?)');
  packages.forEach(({ id }, index) => {
    const size = 4 + ((index * 3) % 7);
    for (let n = 0; n < size; n += 1) insert.run(id, assets[(index * 7 + n * 5) % assets.length], anchor);
  });
}

/** Access type ids of the sandbox's list (models/items.ts ACCESS_TYPE_LIST). */
const PPV_DAY = 1;
const PPV_WEEK = 2;
const PPV_CUSTOM = 3;
const MONTHLY = 4;
const YEARLY = 5;
const SEASON = 6;
const FREEMIUM = 7;

/**
 * Prices that look like a real catalogue's: every catalogue asset has a EUR fee at its price; some also USD or GBP,
 * subscriptions with trials and setup fees, country-restricted prices, one season fee with phases, a freemium fee,
 * and giftable assets.
 */
function seedFees(context: SeedContext, merchantId: number, anchor: number): void {
  const { db } = context;
  const assets = db
    .prepare("SELECT id, title FROM items WHERE merchant_id = ? AND item_type = 'asset' ORDER BY id")
    .all(merchantId) as { id: number; title: string }[];
  const priceOf = new Map(ASSET_CATALOG.map((entry) => [entry.title, entry.price]));
  const fee = db.prepare(
    `INSERT INTO access_fees (merchant_id, item_id, access_type_id, description, amount, currency, trial_period_quantity,
       setup_fee_amount, setup_fee_description, country_iso, restriction_type, starts_at, expires_at, season_anchor_date,
       season_price_amount, season_off_season_access, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const add = (itemId: number, type: number, description: string, amount: number, currency: string, extra: Partial<Record<'trial' | 'setup' | 'country' | 'starts' | 'expires' | 'anchor' | 'seasonPrice', number | string>> = {}) =>
    Number(
      fee.run(
        merchantId,
        itemId,
        type,
        description,
        amount,
        currency,
        extra.trial ?? null,
        extra.setup ?? null,
        extra.setup === undefined ? null : 'One-time activation',
        extra.country ?? null,
        extra.country === undefined ? null : 'country',
        extra.starts ?? null,
        extra.expires ?? null,
        extra.anchor ?? null,
        extra.seasonPrice ?? null,
        0,
        anchor,
        anchor,
      ).lastInsertRowid,
    );
  const giftable = db.prepare("UPDATE items SET giftable = 1, gift_description = ? WHERE id = ?");

  assets.forEach((asset, index) => {
    const price = priceOf.get(asset.title) ?? 499 + (index % 5) * 100;
    add(asset.id, index % 4 === 0 ? PPV_DAY : PPV_WEEK, index % 4 === 0 ? '24-hour pass' : 'One-week pass', price, 'EUR');
    if (index % 3 === 0) add(asset.id, PPV_WEEK, 'One-week pass', priceIn(price, 'USD'), 'USD');
    if (index % 5 === 0) add(asset.id, MONTHLY, 'Monthly subscription', priceIn(price, 'GBP'), 'GBP', { trial: 7, setup: 199 });
    if (index % 7 === 0) add(asset.id, YEARLY, 'Yearly subscription', price * 10, 'EUR', { trial: 14 });
    if (index % 9 === 0) add(asset.id, PPV_WEEK, 'Nordic price', Math.max(99, price - 100), 'EUR', { country: 'SE' });
    if (index % 11 === 0) add(asset.id, PPV_CUSTOM, 'Festival window', price, 'EUR', { starts: anchor - 30 * DAY, expires: anchor + 60 * DAY });
    if (index % 6 === 0) giftable.run(`Give "${asset.title}" to a friend.`, asset.id);
  });

  const seasonAsset = assets.find((asset) => asset.title.startsWith('Junior Hockey League')) ?? assets[0];
  const seasonStart = anchor - 60 * DAY;
  const seasonFee = add(seasonAsset.id, SEASON, 'Full season', 9900, 'EUR', { anchor: seasonStart, seasonPrice: 9900 });
  const phase = db.prepare('INSERT INTO season_phases (access_fee_id, season_price, currency, starts_at, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  phase.run(seasonFee, 8900, 'EUR', seasonStart, seasonStart + 120 * DAY, anchor);
  phase.run(seasonFee, 5900, 'EUR', seasonStart + 120 * DAY, seasonStart + 240 * DAY, anchor);

  const preview = assets.find((asset) => asset.title.startsWith('Test Asset'));
  if (preview) add(preview.id, FREEMIUM, 'Free preview for registered viewers', 0, 'EUR');

  // Donation options on the concerts and the podcast; the podcast also takes an amount of the buyer's own.
  const donation = db.prepare('INSERT INTO donation_options (merchant_id, item_id, amount, currency, description, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const asset of assets.filter((entry) => /Concert|Symphony|Podcast/.test(entry.title))) {
    for (const [amount, description] of [[300, 'A coffee for the band'], [1000, 'Supporter'], [2500, 'Patron']] as const) {
      donation.run(merchantId, asset.id, amount, 'EUR', description, anchor);
    }
    if (asset.title.includes('Podcast')) db.prepare('UPDATE items SET custom_price_enabled = 1 WHERE id = ?').run(asset.id);
  }
}

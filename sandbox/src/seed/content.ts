import { getMeta } from '../db/meta';
import { COMMERCE_ANCHOR_KEY } from './commerce';
import type { SeedContext } from './context';
import { seededRandom } from './stable';

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
}

import { createHash } from 'node:crypto';
import type { RssFeed } from '../../../src/api/videoPlatformTypes';
import type { Db } from '../db/connection';
import { conflict, HttpError } from '../lib/errors';
import { requireAsset } from './items';

/**
 * The feeds the sandbox can read (it reaches no other host): podcasts and audio feeds at `feeds.sandbox.test`, each
 * with the same episodes every time. Any other address answers 422, as an unreachable feed does.
 */
export const FEED_HOST = 'feeds.sandbox.test';
export const FEED_UNREADABLE_MESSAGE = 'The feed at this address could not be read: check the address.';
export const NOT_A_FEED_ASSET_MESSAGE = 'This asset is not an RSS feed with an address.';

const FEEDS: Readonly<Record<string, { title: string; description: string; episodes: number }>> = {
  'harbour-radio': { title: 'Harbour Radio Podcast', description: 'Weekly stories from the harbour.', episodes: 12 },
  'match-day': { title: 'Match Day Audio Commentary', description: 'Live commentary, then the replay.', episodes: 8 },
  'insider': { title: 'Insider Podcast', description: 'Behind the scenes with the team.', episodes: 10 },
  'morning-news': { title: 'Morning News Audio', description: 'The news in ten minutes.', episodes: 15 },
};

export const feedUrl = (slug: string): string => `https://${FEED_HOST}/${slug}.xml`;

export function readFeed(url: string): RssFeed {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new HttpError(422, FEED_UNREADABLE_MESSAGE);
  }
  const slug = parsed.hostname === FEED_HOST ? parsed.pathname.replace(/^\//, '').replace(/\.xml$/, '') : '';
  const feed = FEEDS[slug];
  if (!feed) throw new HttpError(422, FEED_UNREADABLE_MESSAGE);
  return {
    url,
    title: feed.title,
    description: feed.description,
    link: `https://${FEED_HOST}/${slug}`,
    items: Array.from({ length: feed.episodes }, (_, index) => {
      const number = feed.episodes - index;
      const digest = createHash('sha256').update(`${slug}:${number}`).digest('hex');
      return {
        guid: `${slug}-${number}`,
        title: `${feed.title}, episode ${number}`,
        link: `https://${FEED_HOST}/${slug}/${number}`,
        published_at: 1_767_225_600 - index * 7 * 86_400,
        enclosure_url: `https://${FEED_HOST}/${slug}/${number}.mp3`,
        duration: 600 + (parseInt(digest.slice(0, 4), 16) % 3000),
      };
    }),
  };
}

/** The feed of an RSS asset: its stream URL is the feed's address. */
export function assetFeed(db: Db, merchantId: number, id: number): RssFeed {
  const asset = requireAsset(db, merchantId, id);
  if (asset.item_type.name !== 'rss_asset' || !asset.streamURL) throw conflict(NOT_A_FEED_ASSET_MESSAGE);
  return readFeed(asset.streamURL);
}

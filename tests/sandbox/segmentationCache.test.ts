/**
 * Segmentation under load: twenty concurrent readers of one segment (pages, `srkey`s) share one computation of the
 * payments pass, the hour's probabilities and the filter's segment; only a change of the merchant's data, a new
 * hour or another filter computes again.
 */
import type { FastifyInstance } from 'fastify';
import { bumpCommerceVersion } from '../../sandbox/src/models/commerce';
import { customerInteractions, type InteractionFilter } from '../../sandbox/src/models/audienceAnalytics';
import { createAnalyticsCache, type AnalyticsCache } from '../../sandbox/src/services/analyticsCache';
import { setClock } from '../../sandbox/src/lib/time';
import { createTestApp } from './helpers';

let app: FastifyInstance;
let merchantId: number;

beforeAll(async () => {
  app = await createTestApp();
  merchantId = app.sandbox.db.prepare("SELECT merchant_id FROM accounts WHERE email = 'owner@sandbox.test'").pluck().get() as number;
});

afterAll(async () => {
  setClock();
  await app.close();
});

/** The route's cache, recording each computation it runs (a miss) by key. */
function countingCache(): { cache: AnalyticsCache; computed: string[] } {
  const inner = createAnalyticsCache(app.sandbox.db);
  const computed: string[] = [];
  const cache: AnalyticsCache = {
    get: (merchant, key, compute) =>
      inner.get(merchant, key, () => {
        computed.push(key.replace(/^segmentation\|\d+/, 'segmentation|hour'));
        return compute();
      }),
    clear: () => inner.clear(),
  };
  return { cache, computed };
}

const LIKELY: InteractionFilter = { probabilityFrom: 0.5 };

/** Twenty concurrent page reads of one segment, as twenty browsers paging it. */
const twentyReaders = (cache: AnalyticsCache, filter = LIKELY) =>
  Promise.all(Array.from({ length: 20 }, async (_unused, index) => customerInteractions(app.sandbox.db, merchantId, filter, (index % 3) + 1, 15, cache)));

describe('the segmentation cache', () => {
  it('computes once for twenty concurrent cold readers of a segment', async () => {
    const { cache, computed } = countingCache();
    const answers = await twentyReaders(cache);
    expect(computed).toEqual(['segmentation|aggregates', 'segmentation|hour', 'segmentation|hour|||0.5||']);
    expect(new Set(answers.map((answer) => answer.segment_size)).size).toBe(1);
    expect(answers[0].users.collection.length).toBeGreaterThan(0);
  });

  it('computes only the new segment for another filter, and everything again after a change of data', async () => {
    const { cache, computed } = countingCache();
    await twentyReaders(cache);
    computed.length = 0;
    await twentyReaders(cache, { probabilityFrom: 0.5, email: 'EXAMPLE' });
    expect(computed).toEqual(['segmentation|hour|||0.5||example']);
    computed.length = 0;
    bumpCommerceVersion(app.sandbox.db, merchantId);
    await twentyReaders(cache);
    expect(computed).toEqual(['segmentation|aggregates', 'segmentation|hour', 'segmentation|hour|||0.5||']);
  });

  it('rebuilds the probabilities, not the payments pass, when the hour turns', async () => {
    const { cache, computed } = countingCache();
    const start = Date.UTC(2026, 10, 26, 21, 59, 0);
    setClock(() => start);
    await twentyReaders(cache);
    computed.length = 0;
    setClock(() => start + 2 * 60_000);
    await twentyReaders(cache);
    expect(computed).toEqual(['segmentation|hour', 'segmentation|hour|||0.5||']);
  });
});

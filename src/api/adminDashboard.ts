// The admin dashboard's platform figures; the figures it shares with the merchant dashboard are in analytics.ts.
import type { DateRangeQuery, PlatformInformation } from './analyticsTypes';
import { api, type CallContext } from './client';
import { expectAnswer, hasFields } from './errors';

export type { MerchantOption, PlatformInformation, TopMerchant } from './analyticsTypes';

/**
 * GET v2/reporting/platform-information (platform staff): the merchants, and the top five merchants of the range; always
 * with the admin session, even where this browser also holds a merchant one ('Login as').
 */
export const getPlatformInformation = (query: DateRangeQuery, ctx?: CallContext): Promise<PlatformInformation> =>
  expectAnswer(
    api().request({ method: 'GET', path: 'v2/reporting/platform-information', query, ...ctx, session: 'admin' }),
    hasFields('numberOfMerchants', 'topFiveMerchants', 'merchants'),
  );

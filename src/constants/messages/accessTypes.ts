/** Access types and prices in people's words (issue 24): what a merchant chooses and what a buyer reads. */

export type PeriodUnit = 'hour' | 'day' | 'week' | 'month' | 'year';

export const ACCESS_TYPE_WORDS = {
  names: {
    ppv: 'Pay per view',
    ppv_custom: 'Pay per view (custom period)',
    subscription: 'Subscription',
    season: 'Season pass',
    freemium: 'Free access',
  } as Readonly<Record<string, string>>,
  every: { hour: 'hourly', day: 'daily', week: 'weekly', month: 'monthly', year: 'yearly' } satisfies Record<PeriodUnit, string>,
  units: {
    hour: ['hour', 'hours'],
    day: ['day', 'days'],
    week: ['week', 'weeks'],
    month: ['month', 'months'],
    year: ['year', 'years'],
  } satisfies Record<PeriodUnit, readonly [string, string]>,
  /** "Pay per view, 7 days"; "Subscription, monthly". */
  withTerm: (name: string, term: string) => `${name}, ${term}`,
  everyN: (duration: string) => `every ${duration}`,
  /** The price card's price of a subscription: "€9.99 / month", "€25.00 / 3 months". */
  perTerm: (price: string, term: string) => `${price} / ${term}`,
} as const;

/** The unique-audience report's values (catalogue 7.10), shared by the console and the sandbox. */
export const UNIQUE_AUDIENCE_REPORT_TYPE = 'unique-audience';
/** The realtime message telling the requester how a unique-audience report ended (beyond spec section 4's list). */
export const UNIQUE_AUDIENCE_MESSAGE = 'report.unique.audience';
/** Longest range a unique-audience report may cover, both ends included. */
export const UNIQUE_AUDIENCE_MAX_DAYS = 366;
/** The default range of the console's form: the last 90 days, today included. */
export const UNIQUE_AUDIENCE_DEFAULT_DAYS = 90;

/** How a customer first reached the asset in the range. */
export const REACHED_BY = ['purchase', 'grant'] as const;
export type ReachedBy = (typeof REACHED_BY)[number];

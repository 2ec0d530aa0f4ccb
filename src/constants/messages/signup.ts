/** The signup form's questions: the register page and its schema load them. */
/** Signup questions (spec section 9); the option values are what the API receives. */
export const SIGNUP_OPTIONS = {
  other: 'other',
  watch: 'watch',
  services: [
    { value: 'Payments/Subscriptions', label: 'Payments/Subscriptions' },
    { value: 'Authentication', label: 'Authentication' },
    { value: 'Content entitlement', label: 'Content entitlement' },
    { value: 'other', label: 'Other' },
  ],
  interests: [
    { value: 'live event', label: 'Sell tickets to a live event' },
    { value: 'sell videos', label: 'Sell videos on demand' },
    { value: 'stream', label: 'Stream to a paying audience' },
    { value: 'play around', label: 'Just playing around' },
    { value: 'watch', label: 'Watch videos' },
    { value: 'other', label: 'Other' },
  ],
} as const;

/** The platform's feature flags (spec section 6). The sandbox seeds exactly these. */
export const FEATURES = [
  'Gifts',
  'Donations',
  'LivelikeIntegration',
  'LandingPageBuilder',
  'Season Subscription',
  'StripeConnectIntegration',
  'ExternalPaypalIntegration',
  'Age Verification',
  'Activate Relate',
  'EmailTemplatesEditor',
  'NewPricing',
  'BulkAccessManagement',
] as const;

export type FeatureName = (typeof FEATURES)[number];

/**
 * The guided tour's steps, as data. Steps are hidden per role: a step of a section the user cannot open is dropped,
 * and users without analytics (content manager, customer support) start at Assets. Steps only target elements that
 * exist: side-nav entries, the dashboard's info boxes and date range, and the account menu.
 */
import { CHROME_UI } from '../constants/messages';
import { TOUR_STEPS } from '../constants/messages/tour';
import { isDisabled, type PermissionContext, type RestrictionKey } from '../routes/permissions';

export const TOUR_SECTIONS = ['analytics', 'audience', 'assets', 'transactions', 'access', 'settings', 'account'] as const;
export type TourSection = (typeof TOUR_SECTIONS)[number];

export interface TourStep {
  id: string;
  section: TourSection;
  /** A CSS selector. */
  target: string;
  title: string;
  content: string;
}

/** The area whose restriction hides a section's steps. */
const SECTION_KEYS: Readonly<Record<TourSection, RestrictionKey | null>> = {
  analytics: 'analytics',
  audience: 'audience',
  assets: 'assets',
  transactions: 'transactions',
  access: 'assetAccess',
  settings: 'settings',
  account: null,
};

/** Data attributes the dashboard puts on its tour targets. */
export const TOUR_TARGETS = { infoBoxes: 'info-boxes', dateRange: 'date-range' } as const;

const byTourId = (id: string) => `[data-tour="${id}"]`;
/** A side-nav entry of a section: its link points into the section. */
const navEntry = (prefix: string, exact = false) => `nav[aria-label="${CHROME_UI.mainNavigation}"] a[href${exact ? '' : '^'}="${prefix}"]`;

export const TOUR_STEP_LIST: readonly TourStep[] = [
  { id: 'analytics-nav', section: 'analytics', target: navEntry('/dashboard', true), ...TOUR_STEPS.analyticsNav },
  { id: 'analytics-boxes', section: 'analytics', target: byTourId(TOUR_TARGETS.infoBoxes), ...TOUR_STEPS.infoBoxes },
  { id: 'analytics-range', section: 'analytics', target: byTourId(TOUR_TARGETS.dateRange), ...TOUR_STEPS.dateRange },
  { id: 'audience-nav', section: 'audience', target: navEntry('/audience'), ...TOUR_STEPS.audienceNav },
  { id: 'assets-nav', section: 'assets', target: navEntry('/assets'), ...TOUR_STEPS.assetsNav },
  { id: 'transactions-nav', section: 'transactions', target: navEntry('/transactions'), ...TOUR_STEPS.transactionsNav },
  { id: 'access-nav', section: 'access', target: navEntry('/access'), ...TOUR_STEPS.accessNav },
  { id: 'settings-nav', section: 'settings', target: navEntry('/settings'), ...TOUR_STEPS.settingsNav },
  { id: 'account-menu', section: 'account', target: 'header button[aria-haspopup="menu"]', ...TOUR_STEPS.accountMenu },
];

export const canTourSection = (ctx: PermissionContext, section: TourSection): boolean => {
  const key = SECTION_KEYS[section];
  return key === null || !isDisabled(ctx, key);
};

/** Where the whole tour starts: Analytics, or Assets for users without analytics. */
const firstTourSection = (ctx: PermissionContext): TourSection => (canTourSection(ctx, 'analytics') ? 'analytics' : 'assets');

/** The steps of the whole tour for this user, or of one section. */
export function tourPlan(ctx: PermissionContext, section?: TourSection, steps: readonly TourStep[] = TOUR_STEP_LIST): TourStep[] {
  const open = steps.filter((step) => canTourSection(ctx, step.section));
  if (section) return open.filter((step) => step.section === section);
  const from = TOUR_SECTIONS.indexOf(firstTourSection(ctx));
  return open.filter((step) => TOUR_SECTIONS.indexOf(step.section) >= from);
}

/** Only the steps whose target is on the page. */
export const presentSteps = (steps: readonly TourStep[], root: ParentNode = document): TourStep[] =>
  steps.filter((step) => root.querySelector(step.target) !== null);

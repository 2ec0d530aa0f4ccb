import { TOUR_AUTO_SHOW_SECONDS, hideTour, isTourHidden, shouldAutoStartTour } from '../../../src/tour/autoStart';
import { createPermissionContext } from '../../../src/routes/permissions';
import { tourPlan } from '../../../src/tour/steps';

const NOW = 1_750_000_000;

describe('tour auto-start rule', () => {
  const base = { pathname: '/dashboard', createdAt: NOW - 3600, now: NOW, hidden: false };

  it('starts on /dashboard for an account under 48 hours old', () => {
    expect(shouldAutoStartTour(base)).toBe(true);
    expect(shouldAutoStartTour({ ...base, createdAt: NOW - TOUR_AUTO_SHOW_SECONDS + 1 })).toBe(true);
  });

  it('does not start for an account 48 hours old or older', () => {
    expect(shouldAutoStartTour({ ...base, createdAt: NOW - TOUR_AUTO_SHOW_SECONDS })).toBe(false);
    expect(shouldAutoStartTour({ ...base, createdAt: NOW - 30 * 86400 })).toBe(false);
  });

  it("does not start once 'Don't show this again' was chosen", () => {
    expect(shouldAutoStartTour({ ...base, hidden: true })).toBe(false);
  });

  it('does not start on any other page', () => {
    for (const pathname of ['/', '/account/details', '/audience/reports', '/dashboard/x']) {
      expect(shouldAutoStartTour({ ...base, pathname })).toBe(false);
    }
  });

  it("keeps 'Don't show this again' per account in localStorage", () => {
    window.localStorage.clear();
    expect(isTourHidden(7)).toBe(false);
    hideTour(7);
    expect(isTourHidden(7)).toBe(true);
    expect(isTourHidden(8)).toBe(false);
    expect(window.localStorage.getItem('boxoffice.tour.hidden.7')).toBe('true');
  });
});

describe('tour steps per role', () => {
  const sections = (roles: string[], section?: Parameters<typeof tourPlan>[1]) =>
    [...new Set(tourPlan(createPermissionContext({ roles }), section).map((step) => step.section))];

  it('gives owners every section, starting at Analytics', () => {
    expect(sections(['merchant', 'owner'])).toEqual(['analytics', 'audience', 'assets', 'transactions', 'access', 'settings', 'account']);
    expect(tourPlan(createPermissionContext({ roles: ['merchant', 'owner'] })).map((s) => s.id).slice(0, 3)).toEqual([
      'analytics-nav',
      'analytics-boxes',
      'analytics-range',
    ]);
  });

  it('shows the analyst only the sections an analyst can use', () => {
    expect(sections(['analyst'])).toEqual(['analytics', 'audience', 'transactions', 'access', 'account']);
  });

  it('starts customer support at Assets (no Analytics) and shows only its sections', () => {
    expect(sections(['customer_support'])).toEqual(['assets', 'transactions', 'access', 'settings', 'account']);
  });

  it('starts the content manager at Assets and skips the sections it cannot open', () => {
    expect(sections(['content_manager'])).toEqual(['assets', 'settings', 'account']);
  });

  it("follows the account's own flags too", () => {
    const ctx = createPermissionContext({ roles: ['merchant'], accountFlags: { disabled: ['transactions', 'settings'], readOnly: [] } });
    expect([...new Set(tourPlan(ctx).map((s) => s.section))]).toEqual(['analytics', 'audience', 'assets', 'access', 'account']);
  });

  it('a section tour has that section only, and nothing for a section the user cannot open', () => {
    expect(sections(['merchant'], 'audience')).toEqual(['audience']);
    expect(sections(['customer_support'], 'analytics')).toEqual([]);
  });
});

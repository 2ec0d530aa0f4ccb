import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithApp, signedIn } from '../../support/render';
import { mockDashboardApi } from '../dashboard/support';


jest.mock('../../../src/pages/dashboard/DashboardCharts', () => ({ __esModule: true, default: () => null }));

const nowSeconds = () => Math.floor(Date.now() / 1000);
const HOUR = 3600;
const account = (roles: string[], ageSeconds: number, id = 501) =>
  ({ auth: signedIn(roles, { id, full_name: 'Nina New', created_at: nowSeconds() - ageSeconds }) });
const newOwner = () => account(['merchant', 'owner'], HOUR);

// The tour's step is a non-modal dialog; the end-of-tour question is a modal one.
const isStep = (_name: string, element: Element) => element.getAttribute('aria-modal') === 'false';
const currentStep = () => screen.findByRole('dialog', { name: isStep });

/** Walks the tour with Next and returns each step's title and badge. */
async function walk(user: UserEvent): Promise<string[]> {
  const seen: string[] = [];
  for (;;) {
    const step = await currentStep();
    const title = within(step).getByRole('heading').textContent ?? '';
    const badge = within(step).getByText(/^\d+ \/ \d+$/).textContent ?? '';
    seen.push(`${badge} ${title}`);
    const next = within(step).queryByRole('button', { name: 'Next' });
    if (!next) return seen;
    await user.click(next);
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: isStep })).getByText(/^\d+ \/ \d+$/).textContent).not.toBe(badge));
  }
}

// Walking a whole tour renders react-joyride step by step and each section's screen: slower than most component
// tests. It took over 30 s on 2 cores shared with a full test run and six other processes; a budget this long only
// matters when something hangs, since every wait inside is on an event.
jest.setTimeout(120_000);

beforeEach(() => {
  window.localStorage.clear();
});

describe('guided tour: automatic start', () => {
  it('starts by itself on /dashboard for a new account, with the badge, Next and Back', async () => {
    mockDashboardApi();
    const { user } = renderWithApp('/dashboard', { preloadedState: newOwner() });
    const step = await screen.findByRole('dialog', { name: 'Analytics' });
    expect(within(step).getByText('1 / 9')).toBeVisible();
    expect(within(step).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.click(within(step).getByRole('button', { name: 'Next' }));
    const second = await screen.findByRole('dialog', { name: 'Your figures' });
    expect(within(second).getByText('2 / 9')).toBeVisible();
    await user.click(within(second).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Analytics' })).toBeVisible();
  });

  it('does not start for an account 48 hours old', async () => {
    mockDashboardApi();
    renderWithApp('/dashboard', { preloadedState: account(['merchant', 'owner'], 48 * HOUR) });
    await screen.findByText('1,234');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("does not start once 'Don't show this again' is stored for the account", async () => {
    mockDashboardApi();
    window.localStorage.setItem('boxoffice.tour.hidden.501', 'true');
    renderWithApp('/dashboard', { preloadedState: newOwner() });
    await screen.findByText('1,234');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not start on other pages', async () => {
    renderWithApp('/account/details', { preloadedState: newOwner() });
    await screen.findByRole('heading', { name: 'Account details', level: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('guided tour: ending', () => {
  it("asks 'End tour?' on close: Continue resumes, End Tour with 'Don't show this again' ends it for good", async () => {
    mockDashboardApi();
    const { user, store, unmount } = renderWithApp('/dashboard', { preloadedState: newOwner() });
    await user.click(within(await screen.findByRole('dialog', { name: 'Analytics' })).getByRole('button', { name: 'Close tour' }));
    const confirm = screen.getByRole('dialog', { name: 'End tour?' });
    expect(within(confirm).getByRole('button', { name: 'Continue' })).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Continue' }));
    const step = await screen.findByRole('dialog', { name: 'Analytics' });

    await user.keyboard('{Escape}');
    const again = screen.getByRole('dialog', { name: 'End tour?' });
    expect(step).not.toBeInTheDocument();
    await user.click(within(again).getByRole('checkbox', { name: "Don't show this again" }));
    await user.click(within(again).getByRole('button', { name: 'End Tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('boxoffice.tour.hidden.501')).toBe('true');
    expect((store.getState() as unknown as { tour: { running: boolean } }).tour.running).toBe(false);

    // A reload (same storage, same API): the tour stays away.
    unmount();
    renderWithApp('/dashboard', { preloadedState: newOwner() });
    await screen.findByText('1,234');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("without 'Don't show this again' the tour comes back after a reload", async () => {
    mockDashboardApi();
    const { user, unmount } = renderWithApp('/dashboard', { preloadedState: newOwner() });
    await user.click(within(await screen.findByRole('dialog', { name: 'Analytics' })).getByRole('button', { name: 'Close tour' }));
    await user.click(screen.getByRole('button', { name: 'End Tour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();
    renderWithApp('/dashboard', { preloadedState: newOwner() });
    expect(await screen.findByRole('dialog', { name: 'Analytics' })).toBeVisible();
  });

  it("ends on the last step with 'Go to Dashboard'", async () => {
    mockDashboardApi();
    const { user, location } = renderWithApp('/account/details', { preloadedState: account(['merchant', 'owner'], 30 * 86400) });
    await user.click(await screen.findByRole('button', { name: /^Boxoffice/ }));
    const steps = await walk(user);
    expect(steps).toEqual(['1 / 7 Analytics', '2 / 7 Audience', '3 / 7 Assets', '4 / 7 Transactions', '5 / 7 Access', '6 / 7 Settings', '7 / 7 Your account']);
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your account' })).not.toBeInTheDocument());
  });
});

describe('guided tour: starts and steps per role', () => {
  it("a section button ('Take a tour of the Analytics section!') tours that section only", async () => {
    mockDashboardApi();
    const { user } = renderWithApp('/dashboard', { preloadedState: account(['merchant', 'owner'], 30 * 86400) });
    await user.click(await screen.findByRole('button', { name: 'Take a tour of the Analytics section!' }));
    expect(await walk(user)).toEqual(['1 / 3 Analytics', '2 / 3 Your figures', '3 / 3 Date range']);
  });

  it('the logo restarts a running section tour as the whole tour', async () => {
    mockDashboardApi();
    const { user } = renderWithApp('/dashboard', { preloadedState: account(['merchant', 'owner'], 30 * 86400) });
    await user.click(await screen.findByRole('button', { name: 'Take a tour of the Analytics section!' }));
    expect(within(await currentStep()).getByText('1 / 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Boxoffice/ }));
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: isStep })).getByText('1 / 9')).toBeVisible());
  });

  it('the analyst sees only the steps of its own sections', async () => {
    mockDashboardApi();
    const { user } = renderWithApp('/dashboard', { preloadedState: account(['analyst'], HOUR) });
    expect(await walk(user)).toEqual([
      '1 / 7 Analytics',
      '2 / 7 Your figures',
      '3 / 7 Date range',
      '4 / 7 Audience',
      '5 / 7 Transactions',
      '6 / 7 Access',
      '7 / 7 Your account',
    ]);
  });

  it('customer support (no analytics, no reports) gets a tour without Analytics, and Go to Dashboard takes it to its landing page', async () => {
    const { user, location } = renderWithApp('/account/details', { preloadedState: account(['customer_support'], HOUR) });
    await user.click(await screen.findByRole('button', { name: /^Boxoffice/ }));
    // Spec section 2: content manager and customer support start at Assets instead of Analytics.
    expect(await walk(user)).toEqual(['1 / 4 Assets', '2 / 4 Transactions', '3 / 4 Settings', '4 / 4 Your account']);
    await user.click(screen.getByRole('button', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/assets');
  });
});

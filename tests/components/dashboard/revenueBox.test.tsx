import { screen, within } from '@testing-library/react';
import type { CurrencyAmount } from '../../../src/api/analytics';
import { InfoBoxes } from '../../../src/pages/dashboard/InfoBoxes';
import { renderWithApp, signedIn } from '../../support/render';
import { reportInformation } from './fixtures';

const renderBoxes = (revenue: CurrencyAmount[]) =>
  renderWithApp(<InfoBoxes info={reportInformation()} revenue={revenue} selected="audience" onSelect={() => undefined} />, {
    preloadedState: { auth: signedIn(['merchant', 'owner']) },
  });

const revenueBox = () => screen.getByRole('button', { name: /^Revenue/ }).parentElement as HTMLElement;

describe('Revenue info box: the top 2 currencies by amount, the rest in a tooltip', () => {
  it('with 4 currencies shows the two largest (largest first) and puts the other two in an accessible tooltip', async () => {
    const { user } = renderBoxes([
      { currency_iso: 'GBP', amount: 120 },
      { currency_iso: 'EUR', amount: 12500.5 },
      { currency_iso: 'CHF', amount: 75.25 },
      { currency_iso: 'USD', amount: 3400 },
    ]);
    const select = screen.getByRole('button', { name: /^Revenue/ });
    expect(select).toHaveTextContent('EUR 12,500.50USD 3,400.00');
    expect(select).not.toHaveTextContent('GBP');

    const trigger = within(revenueBox()).getByRole('button', { name: '+2 more' });
    expect(trigger).toHaveAccessibleDescription('GBP 120.00 CHF 75.25');
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(tooltip).not.toBeVisible();

    // Keyboard: Audience, Revenue, then the tooltip trigger.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(trigger).toHaveFocus();
    expect(screen.getByRole('tooltip')).toBeVisible();
    expect(screen.getByRole('tooltip')).toHaveTextContent('GBP 120.00CHF 75.25');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();

    await user.tab({ shift: true });
    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.unhover(trigger);
    expect(screen.getByRole('tooltip', { hidden: true })).not.toBeVisible();
  });

  it('with 3 currencies has one in the tooltip', () => {
    renderBoxes([
      { currency_iso: 'EUR', amount: 10 },
      { currency_iso: 'USD', amount: 30 },
      { currency_iso: 'GBP', amount: 20 },
    ]);
    expect(screen.getByRole('button', { name: /^Revenue/ })).toHaveTextContent('USD 30.00GBP 20.00');
    expect(within(revenueBox()).getByRole('button', { name: '+1 more' })).toHaveAccessibleDescription('EUR 10.00');
  });

  it('with exactly 2 currencies shows both and no tooltip', () => {
    renderBoxes([
      { currency_iso: 'USD', amount: 5 },
      { currency_iso: 'EUR', amount: 1500 },
    ]);
    expect(screen.getByRole('button', { name: /^Revenue/ })).toHaveTextContent('EUR 1,500.00USD 5.00');
    expect(within(revenueBox()).queryByRole('button', { name: /more/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('with 1 currency shows it alone', () => {
    renderBoxes([{ currency_iso: 'GBP', amount: 1234567.891 }]);
    expect(screen.getByRole('button', { name: /^Revenue/ })).toHaveTextContent('GBP 1,234,567.89');
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });

  it('with no revenue shows 0 and no tooltip', () => {
    renderBoxes([]);
    expect(screen.getByRole('button', { name: /^Revenue/ })).toHaveTextContent(/^Revenue0Net, refunds deducted$/);
    expect(screen.queryByRole('tooltip', { hidden: true })).not.toBeInTheDocument();
  });
});

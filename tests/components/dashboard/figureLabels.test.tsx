import { screen, within } from '@testing-library/react';
import type { ReportInformation } from '../../../src/api/analytics';
import { InfoBoxes } from '../../../src/pages/dashboard/InfoBoxes';
import { renderWithApp, signedIn } from '../../support/render';
import { reportInformation, revenue } from './fixtures';

const renderBoxes = (info: ReportInformation | null) =>
  renderWithApp(<InfoBoxes info={info} revenue={revenue()} selected="audience" onSelect={() => undefined} />, {
    preloadedState: { auth: signedIn(['merchant', 'owner']) },
  });

const paymentsBox = () => screen.getByRole('button', { name: /^Payments/ }).parentElement as HTMLElement;

describe('dashboard figures say what they count (issue 24, scope 2)', () => {
  it('names the payments figure as sales and adds the refunds it leaves out, to the rows of the list and report', () => {
    renderBoxes(reportInformation({ numberOfPayments: 320, numberOfRefunds: 7 }));
    expect(screen.getByRole('button', { name: /^Payments/ })).toHaveTextContent('Payments320Sales, refunds not included');
    expect(within(paymentsBox()).getByText('Plus 7 refunds: 327 rows in the payments list and report')).toBeVisible();
  });

  it('names the revenue as net of refunds, per currency', () => {
    renderBoxes(reportInformation());
    expect(screen.getByRole('button', { name: /^Revenue/ })).toHaveTextContent('EUR 12,500.50USD 3,400.00Net, refunds deducted');
  });

  it('without a refunds count from the platform shows the sales alone and says refunds are left out, never NaN', () => {
    const { numberOfRefunds: _left, ...info } = reportInformation({ numberOfPayments: 1200 });
    renderBoxes(info);
    expect(screen.getByRole('button', { name: /^Payments/ })).toHaveTextContent('Payments1,200Sales, refunds not included');
    expect(within(paymentsBox()).getByText('Refunds are not counted here; the payments list and report also list them.')).toBeVisible();
    expect(document.body).not.toHaveTextContent('NaN');
  });

  it('treats a refunds count that is not a number as missing', () => {
    renderBoxes(reportInformation({ numberOfRefunds: Number.NaN }));
    expect(within(paymentsBox()).getByText('Refunds are not counted here; the payments list and report also list them.')).toBeVisible();
    expect(document.body).not.toHaveTextContent('NaN');
  });

  it('shows no refunds line while the figures load', () => {
    renderBoxes(null);
    // The box holds the select button and nothing after it.
    expect(paymentsBox()).toHaveTextContent(/^Payments–Sales, refunds not included$/);
  });
});

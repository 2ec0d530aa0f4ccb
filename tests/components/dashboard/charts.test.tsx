import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { chartModel } from '../../../src/pages/dashboard/chartData';
import DashboardCharts from '../../../src/pages/dashboard/DashboardCharts';
import { theme } from '../../../src/theme';
import { histograms } from './fixtures';

// jsdom has no layout: the chart's container is given a size (and the legend none).
class NoResize {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('the dashboard chart chunk', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('draws one line per series of the selected box, hidden from assistive technology (the caption describes it)', () => {
    globalThis.ResizeObserver = NoResize as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function measure(this: HTMLElement) {
      const sized = this.classList.contains('recharts-responsive-container');
      return { width: sized ? 800 : 0, height: sized ? 300 : 0 } as DOMRect;
    });
    const model = chartModel('subscriptions', histograms(), { startDate: '2025-03-01', endDate: '2025-03-03' });
    const { container } = render(
      <ThemeProvider theme={theme}>
        <DashboardCharts model={model} />
      </ThemeProvider>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(2);
    expect(model.summary).toBe(
      'Subscriptions over time from 2025-03-01 to 2025-03-03: New subscriptions 40 in total, highest 20 on 2025-03-02; Canceled subscriptions 7 in total, highest 4 on 2025-03-03.',
    );
  });
});

describe('the revenue chart (issue 24, scope 7)', () => {
  const revenuePoints = [
    { date: '2025-03-01', currency_iso: 'EUR', value: 1000 },
    { date: '2025-03-02', currency_iso: 'EUR', value: -40 },
    { date: '2025-03-03', currency_iso: 'EUR', value: 12 },
    { date: '2025-03-01', currency_iso: 'USD', value: 300 },
    { date: '2025-03-02', currency_iso: 'USD', value: 280 },
    { date: '2025-03-03', currency_iso: 'USD', value: 5 },
  ];
  const range = { startDate: '2025-03-01', endDate: '2025-03-03' };

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('gives each currency a chart of its own, its axis labelled with the currency', () => {
    const model = chartModel('revenue', histograms({ revenue: revenuePoints }), range, '2025-04-10');
    expect(model.panels.map((panel) => panel.axisLabel)).toEqual(['Net revenue (EUR)', 'Net revenue (USD)']);
    expect(model.panels.map((panel) => panel.series.map((s) => s.key))).toEqual([['EUR'], ['USD']]);
  });

  it('never draws below zero, and says where refunds outweighed sales; the summary keeps the true net', () => {
    const model = chartModel('revenue', histograms({ revenue: revenuePoints }), range, '2025-04-10');
    const eur = model.panels[0].rows.map((row) => row.EUR);
    expect(eur).toEqual([1000, 0, 12]);
    expect(model.partialDate).toBeNull();
    expect(model.summary).toContain('EUR 972.00 in total');
    expect(model.summary).toContain('Days with more refunds than sales are drawn at zero.');
  });

  it('marks the running day as partial instead of drawing it as a drop', () => {
    const model = chartModel('revenue', histograms({ revenue: revenuePoints }), range, '2025-03-03');
    expect(model.partialDate).toBe('2025-03-03');
    // The line stops at the last finished day; the day so far is a value of its own.
    expect(model.panels[1].rows.map((row) => row.USD)).toEqual([300, 280, null]);
    expect(model.panels[1].partial).toEqual({ USD: 5 });
    expect(model.summary).toContain('2025-03-03 is still running: its figure so far is marked partial.');
  });

  it('marks the running month as partial on a long range drawn per month', () => {
    const months = [
      { date: '2025-01-01', currency_iso: 'EUR', value: 900 },
      { date: '2025-02-01', currency_iso: 'EUR', value: 950 },
      { date: '2025-03-01', currency_iso: 'EUR', value: 100 },
    ];
    const model = chartModel('revenue', histograms({ revenue: months }), { startDate: '2024-10-01', endDate: '2025-03-20' }, '2025-03-20');
    expect(model.partialDate).toBe('2025-03-01');
    expect(model.panels[0].rows.map((row) => row.EUR)).toEqual([900, 950, null]);
  });

  it('draws one chart per currency, with the partial value as a marked dot', () => {
    globalThis.ResizeObserver = NoResize as unknown as typeof ResizeObserver;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function measure(this: HTMLElement) {
      const sized = this.classList.contains('recharts-responsive-container');
      return { width: sized ? 800 : 0, height: sized ? 220 : 0 } as DOMRect;
    });
    const model = chartModel('revenue', histograms({ revenue: revenuePoints }), range, '2025-03-03');
    const { container } = render(
      <ThemeProvider theme={theme}>
        <DashboardCharts model={model} />
      </ThemeProvider>,
    );
    expect(container.querySelectorAll('.dashboard-chart-panel')).toHaveLength(2);
    expect(container.querySelectorAll('.recharts-line')).toHaveLength(2);
    expect(container).toHaveTextContent('Net revenue (EUR)');
    expect(container).toHaveTextContent('Net revenue (USD)');
    expect(container.querySelectorAll('.partial-period')).toHaveLength(2);
    expect(container).toHaveTextContent('Partial');
  });
});

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

/** What the selected box charts, as plain data and an accessible text summary; the chart chunk only draws it. */
import type { HistogramPoint, Histograms, RevenuePoint } from '../../api/analytics';
import { DASHBOARD_UI } from '../../constants/messages/dashboard';
import type { InfoBoxId } from '../../ducks/analytics/types';
import type { DatePeriod } from '../../ducks/reports/periods';
import { formatAmount, formatCount } from './format';

export interface ChartSeries {
  key: string;
  label: string;
  /** Formats this series' values for the summary and the chart tooltip. */
  format: (value: number) => string;
}

export type ChartRow = { date: string } & Record<string, number | string>;

export interface ChartModel {
  title: string;
  series: ChartSeries[];
  rows: ChartRow[];
  summary: string;
}

type CountSeries = Exclude<keyof Histograms, 'revenue'>;

const COUNT_SERIES: Readonly<Record<Exclude<InfoBoxId, 'revenue'>, readonly CountSeries[]>> = {
  audience: ['customers'],
  payments: ['allSales', 'assetSales', 'packageSales'],
  subscriptions: ['subscriptions', 'canceledSubscriptions'],
};

function mergeByDate(columns: ReadonlyArray<{ key: string; points: readonly { date: string; value: number }[] }>): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  for (const { key, points } of columns) {
    for (const { date, value } of points) {
      const row = rows.get(date) ?? ({ date } as ChartRow);
      row[key] = ((row[key] as number | undefined) ?? 0) + value;
      rows.set(date, row);
    }
  }
  const keys = columns.map((column) => column.key);
  return [...rows.values()]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((row) => ({ ...Object.fromEntries(keys.map((key) => [key, 0])), ...row }));
}

function revenueColumns(points: readonly RevenuePoint[]) {
  const currencies = [...new Set(points.map((point) => point.currency_iso))].sort();
  return currencies.map((currency) => ({ key: currency, points: points.filter((point) => point.currency_iso === currency) }));
}

function describe(series: ChartSeries, rows: readonly ChartRow[]): string {
  let total = 0;
  let peak: ChartRow | undefined;
  for (const row of rows) {
    const value = row[series.key] as number;
    total += value;
    if (!peak || value > (peak[series.key] as number)) peak = row;
  }
  const peakValue = peak ? (peak[series.key] as number) : 0;
  return DASHBOARD_UI.seriesSummary(series.label, series.format(total), series.format(peakValue), peak?.date ?? '');
}

/** The selected box's histograms: rows by date, one column per series, and a sentence describing them. */
export function chartModel(box: InfoBoxId, histograms: Histograms, range: DatePeriod): ChartModel {
  const title = DASHBOARD_UI.chartOf(DASHBOARD_UI.boxes[box]);
  let series: ChartSeries[];
  let rows: ChartRow[];
  if (box === 'revenue') {
    const columns = revenueColumns(histograms.revenue);
    // The label is the currency, so the amounts go without it.
    series = columns.map(({ key }) => ({ key, label: key, format: formatAmount }));
    rows = mergeByDate(columns);
  } else {
    const keys = COUNT_SERIES[box];
    series = keys.map((key) => ({ key, label: DASHBOARD_UI.series[key], format: formatCount }));
    rows = mergeByDate(keys.map((key) => ({ key, points: histograms[key] as HistogramPoint[] })));
  }
  const parts = series.length > 0 ? series.map((s) => describe(s, rows)).join('; ') : formatCount(0);
  return { title, series, rows, summary: DASHBOARD_UI.chartSummary(title, range.startDate, range.endDate, parts) };
}

/** What the selected box charts, as plain data and an accessible text summary; the chart chunk only draws it. */
import type { HistogramPoint, Histograms, RevenuePoint } from '../../api/analytics';
import { utcDay } from '../../constants/payments';
import { DASHBOARD_UI } from '../../constants/messages/dashboard';
import { histogramInterval } from '../../ducks/analytics/saga';
import type { InfoBoxId } from '../../ducks/analytics/types';
import type { DatePeriod } from '../../ducks/reports/periods';
import { formatAmount, formatCount } from './format';

export interface ChartSeries {
  key: string;
  label: string;
  /** Formats this series' values for the summary and the chart tooltip. */
  format: (value: number) => string;
}

export type ChartRow = { date: string } & Record<string, number | string | null>;

/** One chart of its own: a revenue chart per currency (amounts of two currencies never share an axis), or the counts. */
export interface ChartPanel {
  key: string;
  /** The y axis' label: the currency, or what the counts count. */
  axisLabel: string;
  series: ChartSeries[];
  /** Drawn values: never below zero, and null at the running period (drawn apart, as partial). */
  rows: ChartRow[];
  /** The running period's values (so far), by series key; null when the range does not reach today. */
  partial: Record<string, number> | null;
}

export interface ChartModel {
  title: string;
  panels: ChartPanel[];
  /** The bucket (day or month) still running, marked as partial; null when the range ended before it. */
  partialDate: string | null;
  summary: string;
}

type CountSeries = Exclude<keyof Histograms, 'revenue'>;

const COUNT_SERIES: Readonly<Record<Exclude<InfoBoxId, 'revenue'>, readonly CountSeries[]>> = {
  audience: ['customers'],
  payments: ['allSales', 'assetSales', 'packageSales'],
  subscriptions: ['subscriptions', 'canceledSubscriptions'],
};

type Column = { key: string; points: readonly { date: string; value: number }[] };

function mergeByDate(columns: readonly Column[]): ChartRow[] {
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

function revenueColumns(points: readonly RevenuePoint[]): Column[] {
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

/** The histogram bucket holding a day: the day itself, or the first day of its month. */
const bucketOf = (day: string, range: DatePeriod): string => (histogramInterval(range) === 'day' ? day : `${day.slice(0, 7)}-01`);

/** A panel's drawn rows: values below zero (refunds over sales) drawn at zero, the running bucket held apart. */
function panelOf(key: string, axisLabel: string, series: ChartSeries[], rows: readonly ChartRow[], partialDate: string | null): ChartPanel {
  const keys = series.map((s) => s.key);
  const partialRow = rows.find((row) => row.date === partialDate);
  const drawn = rows.map((row) => {
    const values = keys.map((k) => [k, row === partialRow ? null : Math.max(0, row[k] as number)]);
    return { ...row, ...Object.fromEntries(values) } as ChartRow;
  });
  const partial = partialRow ? Object.fromEntries(keys.map((k) => [k, Math.max(0, partialRow[k] as number)])) : null;
  return { key, axisLabel, series, rows: drawn, partial };
}

/** The selected box's histograms: one panel per currency (revenue) or one of counts, and a sentence describing them. */
export function chartModel(box: InfoBoxId, histograms: Histograms, range: DatePeriod, today: string = utcDay(new Date())): ChartModel {
  const title = DASHBOARD_UI.chartOf(DASHBOARD_UI.boxes[box]);
  const running = bucketOf(today, range);
  let series: ChartSeries[];
  let rows: ChartRow[];
  let panels: (partialDate: string | null) => ChartPanel[];
  if (box === 'revenue') {
    const columns = revenueColumns(histograms.revenue);
    // The label is the currency, so the amounts go without it.
    series = columns.map(({ key }) => ({ key, label: key, format: formatAmount }));
    rows = mergeByDate(columns);
    panels = (partialDate) => series.map((s) => panelOf(s.key, DASHBOARD_UI.revenueAxis(s.key), [s], rows, partialDate));
  } else {
    const keys = COUNT_SERIES[box];
    series = keys.map((key) => ({ key, label: DASHBOARD_UI.series[key], format: formatCount }));
    rows = mergeByDate(keys.map((key) => ({ key, points: histograms[key] as HistogramPoint[] })));
    panels = (partialDate) => [panelOf(box, DASHBOARD_UI.countAxis[box], series, rows, partialDate)];
  }
  const partialDate = rows.some((row) => row.date === running) ? running : null;
  const parts = series.length > 0 ? series.map((s) => describe(s, rows)).join('; ') : formatCount(0);
  const notes = [
    partialDate ? DASHBOARD_UI.partialNote(partialDate) : '',
    box === 'revenue' && rows.some((row) => series.some((s) => (row[s.key] as number) < 0)) ? DASHBOARD_UI.belowZeroNote : '',
  ].join('');
  return {
    title,
    panels: panels(partialDate),
    partialDate,
    summary: `${DASHBOARD_UI.chartSummary(title, range.startDate, range.endDate, parts)}${notes}`,
  };
}

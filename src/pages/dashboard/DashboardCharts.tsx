// The only module that imports recharts: it is loaded lazily by the dashboard, so recharts stays in its own chunk.
import { CartesianGrid, Legend, Line, LineChart, ReferenceDot, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styled, { useTheme } from 'styled-components';
import { DASHBOARD_UI } from '../../constants/messages/dashboard';
import type { ChartModel, ChartPanel } from './chartData';

const HEIGHT = 300;
/** Several currencies: a smaller chart each, so they fit one above the other. */
const PANEL_HEIGHT = 220;

const PanelTitle = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  font-weight: 600;
`;

function PanelChart({ panel, partialDate, height, palette }: { panel: ChartPanel; partialDate: string | null; height: number; palette: string[] }) {
  const theme = useTheme();
  const formatOf = (key: string) => panel.series.find((series) => series.key === key)?.format ?? String;
  return (
    <div className="dashboard-chart-panel" style={{ width: '100%', height }}>
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 800, height }}>
        <LineChart data={panel.rows} margin={{ top: 16, right: 24, bottom: 8, left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
          <XAxis dataKey="date" tick={{ fontSize: 12 }} />
          {/* Never below zero: a day of more refunds than sales is drawn at zero (the caption says so). */}
          <YAxis
            tick={{ fontSize: 12 }}
            allowDecimals={false}
            domain={[0, 'auto']}
            label={{ value: panel.axisLabel, angle: -90, position: 'insideLeft', fontSize: 12 }}
          />
          <Tooltip formatter={(value, _name, item) => formatOf(String(item.dataKey))(Number(value))} />
          <Legend />
          {panel.series.map((series, index) => (
            <Line
              key={series.key}
              type="linear"
              dataKey={series.key}
              name={series.label}
              stroke={palette[index % palette.length]}
              dot={false}
              isAnimationActive={false}
            />
          ))}
          {partialDate && (
            <ReferenceLine x={partialDate} ifOverflow="extendDomain" stroke={theme.colors.textMuted} strokeDasharray="4 4" label={{ value: DASHBOARD_UI.partial, position: 'top', fontSize: 12 }} />
          )}
          {partialDate &&
            panel.partial &&
            panel.series.map((series, index) => (
              <ReferenceDot
                key={series.key}
                className="partial-period"
                x={partialDate}
                y={panel.partial?.[series.key] ?? 0}
                r={4}
                ifOverflow="extendDomain"
                fill={theme.colors.surface}
                stroke={palette[index % palette.length]}
                strokeDasharray="2 2"
              />
            ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

export default function DashboardCharts({ model }: { model: ChartModel }) {
  const theme = useTheme();
  const palette = [theme.colors.primary, theme.colors.secondary, theme.colors.danger, theme.colors.sandbox, theme.colors.text];
  const several = model.panels.length > 1;
  return (
    // The figure's caption carries the same information as text.
    <div aria-hidden="true">
      {model.panels.map((panel, index) => (
        <div key={panel.key}>
          {several && <PanelTitle>{panel.axisLabel}</PanelTitle>}
          <PanelChart panel={panel} partialDate={model.partialDate} height={several ? PANEL_HEIGHT : HEIGHT} palette={several ? [palette[index % palette.length]] : palette} />
        </div>
      ))}
    </div>
  );
}

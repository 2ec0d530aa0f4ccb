// The only module that imports recharts: it is loaded lazily by the dashboard, so recharts stays in its own chunk.
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';
import type { ChartModel } from './chartData';

const HEIGHT = 300;

export default function DashboardCharts({ model }: { model: ChartModel }) {
  const theme = useTheme();
  const palette = [theme.colors.primary, theme.colors.secondary, theme.colors.danger, theme.colors.sandbox, theme.colors.text];
  const formatOf = (key: string) => model.series.find((series) => series.key === key)?.format ?? String;
  return (
    // The figure's caption carries the same information as text.
    <div aria-hidden="true" style={{ width: '100%', height: HEIGHT }}>
      <ResponsiveContainer width="100%" height={HEIGHT} initialDimension={{ width: 800, height: HEIGHT }}>
        <LineChart data={model.rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={theme.colors.border} />
          <XAxis dataKey="date" tick={{ fontSize: 12 }} />
          <YAxis tick={{ fontSize: 12 }} allowDecimals={false} />
          <Tooltip formatter={(value, _name, item) => formatOf(String(item.dataKey))(Number(value))} />
          <Legend />
          {model.series.map((series, index) => (
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
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}

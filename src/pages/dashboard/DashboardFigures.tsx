import { Suspense, lazy, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import type { ReportInformation } from '../../api/analytics';
import { Button } from '../../components/Button';
import { Loader } from '../../components/Loader';
import { DASHBOARD, DASHBOARD_UI } from '../../constants/messages/dashboard';
import { boxSelected, rangeChanged, retryRequested, selectAnalytics, selectRangeIsEmpty } from '../../ducks/analytics';
import type { RequestState } from '../../ducks/requests/types';
import { Breakdown } from './Breakdown';
import { chartModel } from './chartData';
import { DateRangeFilter } from './DateRangeFilter';
import { InfoBoxes } from './InfoBoxes';

// recharts loads in its own chunk, only for the dashboards.
const DashboardCharts = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ './DashboardCharts'));

export const Panel = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 16px;
  margin-bottom: 16px;
`;

const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-top: 8px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Failure = styled(Panel)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBg};
  p {
    margin: 0;
  }
`;

export interface DashboardFiguresProps {
  /** The dashboard's loads as one status: failed if any failed, pending while any runs. */
  load: RequestState;
  /** Info boxes of the dashboard's own, before the four shared ones. */
  leadingBoxes?: ReactNode;
  /** What follows the chart while the range holds data (the top lists). */
  children: (info: ReportInformation) => ReactNode;
}

/**
 * The figures both dashboards show (the merchant's own, the admin's of the platform or one merchant): the date range,
 * the info boxes, the selected box's chart, then the dashboard's own lists.
 */
export function DashboardFigures({ load, leadingBoxes, children }: DashboardFiguresProps) {
  const dispatch = useDispatch();
  const { range, selectedBox, reportInformation, revenue, histograms } = useSelector(selectAnalytics);
  const empty = useSelector(selectRangeIsEmpty);
  const loading = load.status === 'pending' || load.status === 'idle';
  return (
    <>
      {range && <DateRangeFilter range={range} onChange={(next) => dispatch(rangeChanged(next))} />}
      {load.status === 'failed' && (
        <Failure role="alert">
          <p>
            {DASHBOARD_UI.loadFailed} {load.error?.message}
          </p>
          <Button onClick={() => dispatch(retryRequested())}>{DASHBOARD_UI.retry}</Button>
        </Failure>
      )}
      <InfoBoxes info={reportInformation} revenue={revenue} selected={selectedBox} onSelect={(box) => dispatch(boxSelected(box))} leading={leadingBoxes} />
      {loading && <Loader />}
      {!loading && empty && (
        <Panel>
          <p>{DASHBOARD.noData}</p>
        </Panel>
      )}
      {!empty && range && histograms && (
        <Panel>
          <ChartFigure model={chartModel(selectedBox, histograms, range)} />
        </Panel>
      )}
      {!empty && reportInformation && children(reportInformation)}
      {!empty && reportInformation && <Breakdown figuresFailed={load.status === 'failed'} />}
    </>
  );
}

function ChartFigure({ model }: { model: ReturnType<typeof chartModel> }) {
  return (
    <Figure aria-label={model.title}>
      <Suspense fallback={<Loader />}>
        <DashboardCharts model={model} />
      </Suspense>
      <figcaption>{model.summary}</figcaption>
    </Figure>
  );
}

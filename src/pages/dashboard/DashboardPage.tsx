import { Suspense, lazy, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Loader } from '../../components/Loader';
import { DASHBOARD, DASHBOARD_UI } from '../../constants/messages/dashboard';
import {
  boxSelected,
  dashboardOpened,
  rangeChanged,
  retryRequested,
  selectAnalytics,
  selectDashboardLoad,
  selectRangeIsEmpty,
} from '../../ducks/analytics';
import { SectionHeader } from '../../tour/TourButton';
import { useTourAutoStart } from '../../tour/useTourAutoStart';
import { chartModel } from './chartData';
import { defaultDashboardRange } from './defaultRange';
import { DateRangeFilter } from './DateRangeFilter';
import { InfoBoxes } from './InfoBoxes';
import { TopLists } from './TopLists';

// recharts loads in its own chunk, only for this page.
const DashboardCharts = lazy(() => import(/* webpackChunkName: "dashboard-charts" */ './DashboardCharts'));

const Panel = styled.div`
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

/** /dashboard (Analytics): info boxes, a date range, the selected box's charts, and the top customers and assets. */
export default function DashboardPage() {
  const dispatch = useDispatch();
  const { range, selectedBox, reportInformation, revenue, histograms } = useSelector(selectAnalytics);
  const load = useSelector(selectDashboardLoad);
  const empty = useSelector(selectRangeIsEmpty);
  useEffect(() => {
    dispatch(dashboardOpened(defaultDashboardRange()));
  }, [dispatch]);
  useTourAutoStart();

  const loading = load.status === 'pending' || load.status === 'idle';
  return (
    <section aria-busy={loading}>
      <SectionHeader title={DASHBOARD_UI.title} section="analytics" />
      {range && <DateRangeFilter range={range} onChange={(next) => dispatch(rangeChanged(next))} />}
      {load.status === 'failed' && (
        <Failure role="alert">
          <p>
            {DASHBOARD_UI.loadFailed} {load.error?.message}
          </p>
          <Button onClick={() => dispatch(retryRequested())}>{DASHBOARD_UI.retry}</Button>
        </Failure>
      )}
      <InfoBoxes info={reportInformation} revenue={revenue} selected={selectedBox} onSelect={(box) => dispatch(boxSelected(box))} />
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
      {!empty && reportInformation && <TopLists customers={reportInformation.topFiveCustomers} assets={reportInformation.topFiveAssets} />}
    </section>
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

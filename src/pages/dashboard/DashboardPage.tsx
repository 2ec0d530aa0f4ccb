import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { DASHBOARD_UI } from '../../constants/messages/dashboard';
import { dashboardOpened, selectDashboardLoad } from '../../ducks/analytics';
import { SectionHeader } from '../../tour/TourButton';
import { useTourAutoStart } from '../../tour/useTourAutoStart';
import { DashboardFigures } from './DashboardFigures';
import { defaultDashboardRange } from './defaultRange';
import { GettingStarted } from './GettingStarted';
import { TopLists } from './TopLists';

/** /dashboard (Analytics): info boxes, a date range, the selected box's charts, and the top customers and assets. */
export default function DashboardPage() {
  const dispatch = useDispatch();
  const load = useSelector(selectDashboardLoad);
  useEffect(() => {
    dispatch(dashboardOpened(defaultDashboardRange()));
  }, [dispatch]);
  useTourAutoStart();

  return (
    <section aria-busy={load.status === 'pending' || load.status === 'idle'}>
      <SectionHeader title={DASHBOARD_UI.title} section="analytics" />
      <GettingStarted />
      <DashboardFigures load={load}>{(info) => <TopLists customers={info.topFiveCustomers} assets={info.topFiveAssets} />}</DashboardFigures>
    </section>
  );
}

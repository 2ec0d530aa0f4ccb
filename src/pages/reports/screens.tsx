// The four Reports screens of the merchant route table, each the shared ReportsPage with its types.
import { REPORTS } from '../../constants/messages/reports';
import { ReportsPage } from './ReportsPage';
import { UniqueAudiencePanel } from './UniqueAudiencePanel';

export const AudienceReportsPage = () => <ReportsPage title={REPORTS.titles.audience} section="audience" types={['audience', 'account-logins']} />;
export const PaymentsReportsPage = () => <ReportsPage title={REPORTS.titles.payments} section="transactions" types={['payments']} />;
export const SubscriptionsReportsPage = () => (
  <ReportsPage title={REPORTS.titles.subscriptions} section="transactions" types={['subscriptions']} />
);
export const AccessReportsPage = () => (
  <ReportsPage title={REPORTS.titles.access} section="access" types={['access']}>
    <UniqueAudiencePanel />
  </ReportsPage>
);

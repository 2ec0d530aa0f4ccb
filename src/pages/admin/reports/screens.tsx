// The admin sections' Reports and Missing transactions screens (spec section 2), each a shared screen with its section.
import type { ReportType } from '../../../api/reports';
import { REPORTS } from '../../../constants/messages/reports';
import type { MissingTransactionSection } from '../../../contracts/adminReports';
import { ReportTypePanels } from '../../reports/ReportsPage';
import { MissingTransactionsPage } from './MissingTransactionsPage';
import { SectionBackLink } from './SectionBackLink';

/** A section's reports for platform staff: every merchant's data, the file kept in the staff member's own list. */
function AdminReportsPage({ title, section, types }: { title: string; section: MissingTransactionSection; types: readonly ReportType[] }) {
  return (
    <section>
      <h1>{title}</h1>
      <SectionBackLink section={section} />
      <ReportTypePanels types={types} />
    </section>
  );
}

export const MerchantsReportsPage = () => <AdminReportsPage title={REPORTS.titles.merchants} section="merchants" types={['merchants']} />;
export const AudienceReportsPage = () => <AdminReportsPage title={REPORTS.titles.audience} section="audience" types={['audience', 'account-logins']} />;
// Spec section 2: the payments section's reports are of type `transactions`, titled payments.
export const PaymentsReportsPage = () => <AdminReportsPage title={REPORTS.titles.payments} section="payments" types={['transactions']} />;
export const SubscriptionsReportsPage = () => <AdminReportsPage title={REPORTS.titles.subscriptions} section="subscriptions" types={['subscriptions']} />;
export const AccessReportsPage = () => <AdminReportsPage title={REPORTS.titles.access} section="access" types={['access']} />;

export const MerchantsMissingTransactionsPage = () => <MissingTransactionsPage section="merchants" />;
export const AudienceMissingTransactionsPage = () => <MissingTransactionsPage section="audience" />;
export const PaymentsMissingTransactionsPage = () => <MissingTransactionsPage section="payments" />;
export const SubscriptionsMissingTransactionsPage = () => <MissingTransactionsPage section="subscriptions" />;
export const AccessMissingTransactionsPage = () => <MissingTransactionsPage section="access" />;

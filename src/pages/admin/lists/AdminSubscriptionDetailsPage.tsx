import { fetchAdminSubscription } from '../../../ducks/adminLists';
import { ADMIN_LIST_PATHS } from '../../../routes/admin/listPaths';
import { MerchantFact } from './MerchantFilter';
import { SubscriptionDetailsScreen } from '../../transactions/SubscriptionDetailsPage';

const LINKS = { back: ADMIN_LIST_PATHS.subscriptions, customer: ADMIN_LIST_PATHS.customer };

/** /admin/subscriptions/{subscriptionId}: any merchant's subscription, its merchant and its history (staff do not cancel it). */
export default function AdminSubscriptionDetailsPage() {
  return (
    <SubscriptionDetailsScreen
      read={fetchAdminSubscription}
      param="subscriptionId"
      links={LINKS}
      cancelable={false}
      writable={false}
      extra={(details) => <MerchantFact merchant={details.merchant} />}
    />
  );
}

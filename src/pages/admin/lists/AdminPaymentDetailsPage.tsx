import { fetchAdminPayment, refundAdminPayment } from '../../../ducks/adminLists';
import { ADMIN_LIST_PATHS } from '../../../routes/admin/listPaths';
import { MerchantFact } from './MerchantFilter';
import { PATHS } from '../../../routes/paths';
import { PaymentDetailsScreen, type PaymentLinks } from '../../transactions/PaymentDetailsPage';

const LINKS: PaymentLinks = { back: ADMIN_LIST_PATHS.payments, notFound: PATHS.adminNotFound, customer: ADMIN_LIST_PATHS.customer, subscription: ADMIN_LIST_PATHS.subscription };

/** /admin/payments/{trxToken}: any merchant's payment, its merchant, its refunds and a refund by staff; none goes to /admin/404.html. */
export default function AdminPaymentDetailsPage() {
  return (
    <PaymentDetailsScreen
      read={fetchAdminPayment}
      refund={refundAdminPayment}
      links={LINKS}
      writable
      extra={(payment) => <MerchantFact merchant={payment.merchant} />}
    />
  );
}

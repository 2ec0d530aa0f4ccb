import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import type { AdminPayment, AdminPaymentsQuery, AdminSubscription, AdminSubscriptionsRequest } from '../../../api/adminLists';
import { Facts } from '../../../components/Facts';
import { LoadState } from '../../../components/list/LoadState';
import { SectionPanel } from '../../../components/SectionPanel';
import { Table } from '../../../components/Table';
import { ADMIN_LISTS_UI } from '../../../constants/messages/adminLists';
import { TABLES } from '../../../constants/messages/lists';
import { fetchAdminCustomer, fetchAdminPayments, fetchAdminSubscriptions } from '../../../ducks/adminLists';
import { usePagedRead, useStoredRead } from '../../../ducks/requests/readHooks';
import { ADMIN_LIST_LINKS, ADMIN_LIST_PATHS } from '../../../routes/admin/listPaths';
import { CustomerDetailsFrame } from '../../audience/CustomerDetailsFrame';
import { ProfilePanel } from '../../audience/CustomerDetailsPage';
import { paymentColumns } from '../../transactions/PaymentsPage';
import { subscriptionColumns } from '../../transactions/SubscriptionsPage';
import { ImpersonateCustomerButton } from '../impersonation/ImpersonateCustomerButton';
import { MerchantFact } from './MerchantFilter';

const PAYMENT_COLUMNS = paymentColumns<AdminPayment>(ADMIN_LIST_LINKS);
const SUBSCRIPTION_COLUMNS = subscriptionColumns<AdminSubscription>(ADMIN_LIST_LINKS);
const SIZE = 5;

/** The customer's payments and subscriptions at their merchant, first page of each (the lists hold the rest). */
function CustomerActivity({ customerId, merchantId }: { customerId: number; merchantId: number }) {
  const payments = usePagedRead(fetchAdminPayments, useMemo((): AdminPaymentsQuery => ({ page: 1, size: SIZE, search: [`consumerId:${customerId}`], merchantID: String(merchantId) }), [customerId, merchantId]));
  const subscriptions = usePagedRead(
    fetchAdminSubscriptions,
    useMemo((): AdminSubscriptionsRequest => ({ page: 1, size: SIZE, filter: [`ConsumerId:${customerId}`], merchantID: String(merchantId) }), [customerId, merchantId]),
  );
  return (
    <>
      <SectionPanel aria-label={ADMIN_LISTS_UI.customerPayments}>
        <h2>{ADMIN_LISTS_UI.customerPayments}</h2>
        <LoadState state={payments.load} ready={payments.rows !== undefined} onRetry={payments.retry}>
          <Table caption={ADMIN_LISTS_UI.customerPayments} columns={PAYMENT_COLUMNS} rows={payments.rows ?? []} rowKey={(p) => p.paymentHistoryId} emptyText={TABLES.noEntries('payments')} />
        </LoadState>
      </SectionPanel>
      <SectionPanel aria-label={ADMIN_LISTS_UI.customerSubscriptions}>
        <h2>{ADMIN_LISTS_UI.customerSubscriptions}</h2>
        <LoadState state={subscriptions.load} ready={subscriptions.rows !== undefined} onRetry={subscriptions.retry}>
          <Table caption={ADMIN_LISTS_UI.customerSubscriptions} columns={SUBSCRIPTION_COLUMNS} rows={subscriptions.rows ?? []} rowKey={(s) => s.subscriptionId} emptyText={TABLES.noEntries('subscriptions')} />
        </LoadState>
      </SectionPanel>
    </>
  );
}

/** /admin/audience/edit/{id}: any merchant's customer (their profile, merchant, payments and subscriptions) and impersonation. */
export default function AdminCustomerDetailsPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { view, retry } = useStoredRead(fetchAdminCustomer, useMemo(() => ({ id }), [id]), valid);
  return (
    <CustomerDetailsFrame
      id={id}
      valid={valid}
      view={view}
      retry={retry}
      back={{ to: ADMIN_LIST_PATHS.audience, label: ADMIN_LISTS_UI.customerBack }}
      title={ADMIN_LISTS_UI.customerTitle}
      failure={ADMIN_LISTS_UI.customerFailed}
    >
      {(customer) => (
        <>
          <SectionPanel aria-label={ADMIN_LISTS_UI.merchant}>
            <Facts>
              <MerchantFact merchant={customer.merchant} />
            </Facts>
            <ImpersonateCustomerButton customerId={customer.id} merchantId={customer.merchant.id} customerEmail={customer.email} />
          </SectionPanel>
          <ProfilePanel customer={customer} writable={false} />
          <CustomerActivity customerId={customer.id} merchantId={customer.merchant.id} />
        </>
      )}
    </CustomerDetailsFrame>
  );
}
